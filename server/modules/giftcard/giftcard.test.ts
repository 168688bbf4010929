/**
 * Gift cards through the API (fastify.inject on PGlite, or PostgreSQL with DATABASE_URL): a card bought and paid is
 * issued once, outside VAT, mailed and listed for its buyer only; its balance is asked by code (rate-limited); at
 * checkout it pays all of an order or part of it (the rest by BLIK for that amount only), keeps what is left, is
 * debited once when two orders race for it, is refused when expired, used up or revoked, never buys another gift
 * card, and gets back what an unpaid order took when that order expires.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCardExpiry } from "../../../domain/gift-card.ts";
import { waitForMail } from "../../test/customers.ts";
import { buyer, until, type Buyer } from "../download/test-support.ts";
import { attemptsOf, payTestApp, type PayContext } from "../payment/test-support.ts";
import { debitGiftCards } from "./index.ts";
import { BLIK, buyGiftCard, call, cardRow, cartWith, GIFT_CARD_SKU, orderFromCart, pickBook, totalsOf } from "./test-support.ts";

const LIMIT = 25;
let c: PayContext;
let anna: Buyer;
let bob: Buyer;
/**
 * A book between 23 and 26 zł: one costs (with 5 zł courier delivery) 28–31 zł, less than a 50 zł card; two cost more
 * than what such a card keeps after paying for one; two orders of one each cost more than the card holds.
 */
let book: { id: number; sku: string; price: number };

beforeAll(async () => {
  c = await payTestApp({ BOTCHECK_MAX_NUMBER: "500", GIFT_CARD_ATTEMPTS_PER_IP: String(LIMIT) });
  [anna, bob] = [await buyer(c.t.app), await buyer(c.t.app)];
  book = await pickBook(c.t.db, 2300, 2600);
});
afterAll(async () => c?.close());

const app = () => c.t.app;
const apply = (cartId: string, code: string, token?: string) => call(app(), "POST", `/api/gift-cards/apply?cartId=${cartId}`, { code }, token);
const balance = (code: string, ip?: string) => call(app(), "POST", "/api/gift-cards/balance", { code }, undefined, ip);
const mine = async (who: Buyer) =>
  (await call(app(), "GET", "/api/gift-cards/mine", undefined, who.token)).body.result.items as { code: string; balance: number }[];
const orderRecord = async (orderId: number, who: Buyer) => (await call(app(), "GET", `/api/user/orders/${orderId}`, undefined, who.token)).body.result;
const formatted = (code: string) => code.match(/.{4}/g)!.join("-");

describe("issuing", () => {
  let bought: Awaited<ReturnType<typeof buyGiftCard>>;
  beforeAll(async () => {
    bought = await buyGiftCard(c, anna);
  });

  it("paying the order issues one card per unit: its value, a balance, 12 months, the buyer's; the mail gives its code", async () => {
    expect(bought.codes).toHaveLength(1);
    const card = await cardRow(c.t.db, bought.codes[0]!);
    expect(card).toMatchObject({ initial_value: 5000, balance: 5000, status: "active", customer_id: anna.id });
    expect(new Date(card.expires_at).toISOString()).toBe(giftCardExpiry(new Date(card.issued_at)).toISOString());
    expect(new Date(card.expires_at).getUTCFullYear()).toBe(new Date(card.issued_at).getUTCFullYear() + 1);
  });

  it("issues once: the event again, twice at once, or the backstop issue nothing more", async () => {
    const { giftCards } = app().services;
    expect(await Promise.all([giftCards.issueForOrder(bought.orderId), giftCards.issueForOrder(bought.orderId), giftCards.fulfilRecent()])).toEqual([0, 0, 0]);
    expect(await c.t.db.query("SELECT id FROM gift_cards WHERE order_id = $1", [bought.orderId])).toHaveLength(1);
  });

  it("the backstop issues the cards of a paid order the event missed", async () => {
    const other = await buyGiftCard(c, anna);
    await c.t.db.query("DELETE FROM gift_cards WHERE order_id = $1", [other.orderId]);
    expect(await app().services.giftCards.fulfilRecent()).toBe(1);
    expect(await c.t.db.query("SELECT id FROM gift_cards WHERE order_id = $1", [other.orderId])).toHaveLength(1);
  });

  it("the card's line is outside VAT: rate np, no tax, nothing in the VAT breakdown", async () => {
    const order = await orderRecord(bought.orderId, anna);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ sku: GIFT_CARD_SKU, tax_percent: "np", tax_amount: 0, row_total: 50, row_total_incl_tax: 50 });
    expect(order.tax_amount).toBe(0);
    expect(order.extension_attributes.tax_breakdown).toEqual([]);
    expect(order.grand_total).toBe(50);
    const product = await call(app(), "GET", `/api/catalog/product?sku=${GIFT_CARD_SKU}`);
    expect(product.body.result.tax_rate).toBe("np");
    // The confirmation prints the line as not subject to VAT, and no VAT for it.
    const mail = await waitForMail(app(), anna.email, new RegExp(`potwierdzenie zamówienia nr ${bought.orderNumber}`));
    expect(mail.text).toContain("× 1 – 50,00 zł (nie podlega VAT)");
    expect(mail.text).toContain("Karta podarunkowa (bon różnego przeznaczenia): nie podlega VAT");
    expect(mail.text).not.toMatch(/VAT 23%/);
  });

  it("the buyer's account lists the card with its code; nobody else's does", async () => {
    expect((await mine(anna)).map((i) => i.code)).toContain(formatted(bought.codes[0]!));
    expect((await mine(bob)).map((i) => i.code)).not.toContain(formatted(bought.codes[0]!));
    expect((await call(app(), "GET", "/api/gift-cards/mine")).status).toBe(401);
  });

  it("a cart selling a gift card offers no cash on delivery, and such an order is refused", async () => {
    const lines = [
      { sku: GIFT_CARD_SKU, qty: 1 },
      { sku: book.sku, qty: 1 },
    ];
    const cartId = await cartWith(app(), lines);
    const methods = (await call(app(), "GET", `/api/cart/payment-methods?cartId=${cartId}`)).body.result.map((m: { code: string }) => m.code);
    expect(methods).not.toContain("cashondelivery");
    expect(methods).toContain("vue_payu_gateway_blik");
    const res = await orderFromCart(app(), { cartId, lines, payment: "cashondelivery" });
    expect(res.body.result.error).toBe("PAYMENT_METHOD_NOT_AVAILABLE");
  });

  it("a refund of the card's purchase cancels it while nothing of it was spent", async () => {
    const refunded = await buyGiftCard(c, anna);
    const code = refunded.codes[0]!;
    expect((await app().services.payments.refund(refunded.orderId, null, "odstąpienie")).ok).toBe(true);
    await until(async () => (await cardRow(c.t.db, code)).status === "revoked", "the card revoked");
    const cartId = await cartWith(app(), [{ sku: book.sku, qty: 1 }]);
    expect((await apply(cartId, code)).body.result.error).toBe("GIFT_CARD_REVOKED");
    expect((await balance(code)).body.result.state).toBe("revoked");
  });
});

describe("balance", () => {
  let code: string;
  beforeAll(async () => {
    code = (await buyGiftCard(c, anna)).codes[0]!;
  });

  it("is told by code, typed in any case with spaces or dashes; the code itself is masked", async () => {
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4, 8)}-${code.slice(8)}`;
    const res = await balance(typed);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ code: `••••-••••-••••-${code.slice(-4)}`, value: 50, balance: 50, state: "usable" });
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it("an unknown or malformed code is 404 GIFT_CARD_NOT_FOUND", async () => {
    const unknown = code.startsWith("Z") ? `Y${code.slice(1)}` : `Z${code.slice(1)}`;
    for (const bad of [unknown, "1234", "not a code at all!"]) {
      const res = await balance(bad);
      expect(res.status, bad).toBe(404);
      expect(res.body.result.error).toBe("GIFT_CARD_NOT_FOUND");
    }
  });

  it("one address may ask GIFT_CARD_ATTEMPTS_PER_IP times in 10 minutes, then 429 with Retry-After", async () => {
    const ip = "10.250.1.1";
    for (let i = 0; i < LIMIT; i++) expect((await balance(code, ip)).status).toBe(200);
    const refused = await balance(code, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.result.error).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await balance(code, "10.250.1.2")).status).toBe(200);
  });
});

describe("redeeming", () => {
  let code: string;
  let cardId: number;
  beforeAll(async () => {
    code = (await buyGiftCard(c, anna)).codes[0]!;
    cardId = (await cardRow(c.t.db, code)).id;
  });

  it("pays all of an order: nothing left to pay, the 'giftcard' method, accepted at once; the rest stays on the card", async () => {
    // Bob has the code (cards are bearer instruments): he spends Anna's card.
    const lines = [{ sku: book.sku, qty: 1 }];
    const cartId = await cartWith(app(), lines, bob.token);
    const before = await totalsOf(app(), cartId, bob.token);
    const applied = await apply(cartId, code, bob.token);
    expect(applied.status).toBe(200);
    expect(applied.body.result).toMatchObject({ card_id: cardId, balance: 50, state: "usable" });
    const totals = await totalsOf(app(), cartId, bob.token);
    const total = before.grand_total;
    expect(total).toBeLessThan(50); // the 50 zł card covers it, with something left
    // Not a discount: the total and its VAT are the same; the card pays it.
    expect(totals.grand_total).toBe(total);
    expect(totals.tax_amount).toBe(before.tax_amount);
    expect(totals.extension_attributes).toMatchObject({ gift_card_amount: total, amount_due: 0 });
    expect(totals.extension_attributes.gift_cards).toEqual([
      { card_id: cardId, code: `••••-••••-••••-${code.slice(-4)}`, balance: 50, amount: total, expires_at: expect.any(String), state: "usable" },
    ]);
    expect(totals.total_segments.map((s: { code: string }) => s.code).slice(-3)).toEqual(["grand_total", "giftcard", "amount_due"]);
    const methods = (await call(app(), "GET", `/api/cart/payment-methods?cartId=${cartId}`, undefined, bob.token)).body.result;
    expect(methods.map((m: { code: string }) => m.code)).toEqual(["giftcard"]);

    const res = await orderFromCart(app(), { cartId, lines, payment: "giftcard", email: bob.email, token: bob.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ status: "processing", grand_total: total, gift_card_amount: total, amount_due: 0, payment: null });
    const orderId = res.body.result.backendOrderId;
    expect(await attemptsOf(c.t.db, orderId)).toEqual([]);
    const card = await cardRow(c.t.db, code);
    expect(card.balance).toBe(5000 - Math.round(total * 100));
    const order = await orderRecord(orderId, bob);
    expect(order.payment_method_code).toBe("giftcard");
    expect(order.tax_amount).toBe(before.tax_amount);
    expect(order.extension_attributes).toMatchObject({
      gift_card_amount: total,
      amount_due: 0,
      gift_cards: [{ code: `••••-••••-••••-${code.slice(-4)}`, amount: total, status: "debited" }],
    });
    // The confirmation names the card's part and what was left to pay.
    const mail = await waitForMail(app(), bob.email, new RegExp(`potwierdzenie zamówienia nr ${res.body.result.orderNumber}`));
    expect(mail.text).toContain(`Zapłacono kartą podarunkową ••••-••••-••••-${code.slice(-4)}: −`);
    expect(mail.text).toContain("Pozostało do zapłaty: 0,00 zł");
    expect(mail.text).toContain("Płatność: Karta podarunkowa");
    // The remainder is kept: the balance check and the buyer's account say so.
    expect((await balance(code)).body.result.balance).toBe(card.balance / 100);
    expect((await mine(anna)).find((i) => i.code === formatted(code))?.balance).toBe(card.balance / 100);
  });

  it("pays part of an order: PayU is asked for the rest only; then the card is used up and refused", async () => {
    const left = (await cardRow(c.t.db, code)).balance;
    const lines = [{ sku: book.sku, qty: 2 }];
    const cartId = await cartWith(app(), lines);
    expect((await apply(cartId, code)).status).toBe(200);
    const totals = await totalsOf(app(), cartId);
    const due = Math.round(totals.grand_total * 100) - left;
    expect(due).toBeGreaterThan(0);
    expect(totals.extension_attributes).toMatchObject({ gift_card_amount: left / 100, amount_due: due / 100 });
    const methods = (await call(app(), "GET", `/api/cart/payment-methods?cartId=${cartId}`)).body.result.map((m: { code: string }) => m.code);
    expect(methods).toEqual(["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"]);

    const res = await orderFromCart(app(), { cartId, lines, ...BLIK });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ status: "pending", gift_card_amount: left / 100, amount_due: due / 100 });
    expect(res.body.result.payment.amount).toBe(due / 100);
    const orderId = res.body.result.backendOrderId;
    const [attempt] = await attemptsOf(c.t.db, orderId);
    expect(attempt!.amount).toBe(due);
    await c.payu.settled();
    await until(async () => (await c.t.db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [orderId]))[0]?.status === "processing", "paid");
    expect((await cardRow(c.t.db, code)).balance).toBe(0);
    expect((await balance(code)).body.result.state).toBe("used_up");
    const again = await apply(await cartWith(app(), [{ sku: book.sku, qty: 1 }]), code);
    expect(again.status).toBe(409);
    expect(again.body.result.error).toBe("GIFT_CARD_USED_UP");
  });

  it("two orders racing for one balance: one is placed, the other refused; the card is debited once", async () => {
    const racing = (await buyGiftCard(c, anna)).codes[0]!;
    const lines = [{ sku: book.sku, qty: 1 }];
    const carts = [await cartWith(app(), lines), await cartWith(app(), lines)];
    for (const id of carts) expect((await apply(id, racing)).status).toBe(200);
    // Each tab sees its order paid in full by the card; together they would take more than it holds.
    const due = await Promise.all(carts.map(async (id) => (await totalsOf(app(), id)).extension_attributes.amount_due));
    expect(due).toEqual([0, 0]);
    const results = await Promise.all(carts.map((cartId) => orderFromCart(app(), { cartId, lines, payment: "giftcard" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(["GIFT_CARD_BALANCE_CHANGED", "TOTAL_CHANGED"]).toContain(refused.body.result.error);
    const card = await cardRow(c.t.db, racing);
    const placed = results.find((r) => r.status === 200)!.body.result;
    expect(card.balance).toBe(5000 - Math.round(placed.grand_total * 100));
    expect(await c.t.db.query("SELECT id FROM gift_card_redemptions WHERE gift_card_id = $1", [card.id])).toHaveLength(1);
  });

  it("the debit's guard: two debits of one balance at once, only one takes it", async () => {
    const guarded = (await buyGiftCard(c, anna)).codes[0]!;
    const card = await cardRow(c.t.db, guarded);
    const orders = await c.t.db.query<{ id: number }>("SELECT id FROM orders ORDER BY id DESC LIMIT 2");
    const now = new Date();
    const debited = await Promise.all(orders.map((o) => c.t.db.transaction((tx) => debitGiftCards(tx, o.id, [{ cardId: card.id, amount: 3000 }], now))));
    expect(debited.sort()).toEqual([false, true]);
    expect((await cardRow(c.t.db, guarded)).balance).toBe(2000);
  });

  it("an expired card is refused by name, and one that expires in a cart pays nothing", async () => {
    const old = (await buyGiftCard(c, anna)).codes[0]!;
    const cartId = await cartWith(app(), [{ sku: book.sku, qty: 1 }]);
    expect((await apply(cartId, old)).status).toBe(200);
    await c.t.db.query("UPDATE gift_cards SET expires_at = now() - interval '1 day' WHERE code_hash = (SELECT code_hash FROM gift_cards WHERE id = $1)", [
      (await cardRow(c.t.db, old)).id,
    ]);
    const totals = await totalsOf(app(), cartId);
    expect(totals.extension_attributes.gift_cards[0]).toMatchObject({ amount: 0, state: "expired" });
    expect(totals.extension_attributes.amount_due).toBe(totals.grand_total);
    const again = await apply(await cartWith(app(), [{ sku: book.sku, qty: 1 }]), old);
    expect(again.status).toBe(409);
    expect(again.body.result.error).toBe("GIFT_CARD_EXPIRED");
    expect(again.body.result.message).toMatch(/expired on/);
    expect((await balance(old)).body.result).toMatchObject({ state: "expired", balance: 50 });
  });

  it("a gift card does not buy a gift card: alone it is refused; beside a book it pays the book and delivery only", async () => {
    const payer = (await buyGiftCard(c, anna)).codes[0]!;
    const only = await cartWith(app(), [{ sku: GIFT_CARD_SKU, qty: 1 }]);
    const refused = await apply(only, payer);
    expect(refused.status).toBe(409);
    expect(refused.body.result.error).toBe("GIFT_CARD_NOT_APPLICABLE");
    const mixed = await cartWith(app(), [
      { sku: GIFT_CARD_SKU, qty: 1 },
      { sku: book.sku, qty: 1 },
    ]);
    expect((await apply(mixed, payer)).status).toBe(200);
    const totals = await totalsOf(app(), mixed);
    expect(totals.extension_attributes.gift_card_amount).toBeCloseTo(totals.grand_total - 50, 2);
    expect(totals.extension_attributes.amount_due).toBe(50);
    // The card sold in the cart is outside VAT; the book's VAT is as without it.
    const card = totals.items.find((i: { sku: string }) => i.sku === GIFT_CARD_SKU);
    expect(card).toMatchObject({ tax_percent: "np", tax_amount: 0 });
  });

  it("taking a card off the cart: it pays nothing any more", async () => {
    const spare = (await buyGiftCard(c, anna)).codes[0]!;
    const cartId = await cartWith(app(), [{ sku: book.sku, qty: 1 }]);
    const applied = await apply(cartId, spare);
    const removed = await call(app(), "POST", `/api/gift-cards/remove?cartId=${cartId}`, { card_id: applied.body.result.card_id });
    expect(removed.status).toBe(200);
    const totals = await totalsOf(app(), cartId);
    expect(totals.extension_attributes).toMatchObject({ gift_cards: [], gift_card_amount: 0, amount_due: totals.grand_total });
    expect((await call(app(), "POST", `/api/gift-cards/remove?cartId=${"f".repeat(32)}`, { card_id: 1 })).status).toBe(404);
  });

  it("a card applied to a guest cart stays applied when the shopper signs in and the carts merge", async () => {
    const carried = (await buyGiftCard(c, anna)).codes[0]!;
    const guestCart = await cartWith(app(), [{ sku: book.sku, qty: 1 }]);
    expect((await apply(guestCart, carried)).status).toBe(200);
    const shopper = await buyer(app());
    const customerCart = await cartWith(app(), [], shopper.token);
    const merged = await call(app(), "POST", "/api/cart/merge", { guestCartId: guestCart }, shopper.token);
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const totals = await totalsOf(app(), customerCart, shopper.token);
    expect(totals.extension_attributes.gift_cards).toHaveLength(1);
    expect(totals.extension_attributes.gift_card_amount).toBe(totals.grand_total);
    expect(totals.extension_attributes.amount_due).toBe(0);
    // merging again changes nothing
    expect((await call(app(), "POST", "/api/cart/merge", { guestCartId: guestCart }, shopper.token)).status).toBe(200);
    expect((await totalsOf(app(), customerCart, shopper.token)).extension_attributes.gift_cards).toHaveLength(1);
  });

  it("an unpaid order that expires gives the cards back what it took", async () => {
    const held = (await buyGiftCard(c, anna)).codes[0]!;
    const lines = [{ sku: book.sku, qty: 4 }];
    const cartId = await cartWith(app(), lines);
    expect((await apply(cartId, held)).status).toBe(200);
    const res = await orderFromCart(app(), { cartId, lines, payment: "vue_payu_gateway", additional: { payu_method: "m" }, orderId: randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.body.result.backendOrderId;
    expect((await cardRow(c.t.db, held)).balance).toBe(0);
    // Placed long enough ago to be due (only this order: the suites may share one database).
    await c.t.db.query("UPDATE orders SET created_at = created_at - make_interval(mins => $2 + 60) WHERE id = $1", [
      orderId,
      c.t.config.PAYMENT_VALIDITY_MINUTES,
    ]);
    expect((await app().services.payments.sweepExpired(new Date())).expired).toBeGreaterThanOrEqual(1);
    expect((await c.t.db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [orderId]))[0]!.status).toBe("canceled");
    expect((await cardRow(c.t.db, held)).balance).toBe(5000);
    expect(await c.t.db.query("SELECT status FROM gift_card_redemptions WHERE order_id = $1", [orderId])).toEqual([{ status: "restored" }]);
    // once: another sweep gives nothing more
    await app().services.payments.sweepExpired(new Date());
    expect((await cardRow(c.t.db, held)).balance).toBe(5000);
  });

  it("a part refund leaves the cards as they are; the whole refund gives back, once, what they paid", async () => {
    const held = (await buyGiftCard(c, anna)).codes[0]!;
    const lines = [{ sku: book.sku, qty: 4 }];
    const cartId = await cartWith(app(), lines);
    expect((await apply(cartId, held)).status).toBe(200);
    const res = await orderFromCart(app(), { cartId, lines, ...BLIK, orderId: randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.body.result.backendOrderId;
    await c.payu.settled();
    await until(async () => (await c.t.db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [orderId]))[0]?.status === "processing", "paid");
    expect((await cardRow(c.t.db, held)).balance).toBe(0);
    const redemption = async () =>
      (await c.t.db.query<{ status: string }>("SELECT status FROM gift_card_redemptions WHERE order_id = $1", [orderId]))[0]!.status;

    expect((await app().services.payments.refund(orderId, 100, "uszkodzony egzemplarz")).ok).toBe(true);
    // the refund's event runs after its commit: give it the time the whole refund's takes below
    await new Promise((r) => setTimeout(r, 200));
    expect([(await cardRow(c.t.db, held)).balance, await redemption()]).toEqual([0, "debited"]);

    expect((await app().services.payments.refund(orderId, null, "odstąpienie")).ok).toBe(true);
    await until(async () => (await redemption()) === "restored", "the card's share restored");
    expect((await cardRow(c.t.db, held)).balance).toBe(5000);
    // once: the event again gives nothing more
    await app().services.giftCards.refunded(orderId, true);
    expect((await cardRow(c.t.db, held)).balance).toBe(5000);
  });

  it("the order's expected amount due is checked: a card spent elsewhere since it was shown refuses the order", async () => {
    const shown = (await buyGiftCard(c, anna)).codes[0]!;
    const lines = [{ sku: book.sku, qty: 1 }];
    const cartId = await cartWith(app(), lines);
    expect((await apply(cartId, shown)).status).toBe(200);
    const totals = await totalsOf(app(), cartId);
    await c.t.db.query("UPDATE gift_cards SET balance = 100 WHERE id = $1", [(await cardRow(c.t.db, shown)).id]);
    const res = await call(app(), "POST", "/api/order", {
      ...(await orderBodyOf(cartId, lines, totals)),
    });
    expect(res.status).toBe(409);
    expect(res.body.result.error).toBe("TOTAL_CHANGED");
    expect(res.body.result.details[0]).toMatchObject({ field: "checkout.expected_amount_due", amount_due: totals.grand_total - 1 });
  });
});

/** An order body for `giftcard` payment with what `totals` showed. */
async function orderBodyOf(
  cartId: string,
  lines: { sku: string; qty: number }[],
  totals: { grand_total: number; extension_attributes: { amount_due: number } },
) {
  const { billing } = await import("../payment/test-support.ts");
  const bill = billing();
  return {
    order_id: randomUUID(),
    cart_id: cartId,
    products: lines,
    addressInformation: {
      billingAddress: bill,
      shippingAddress: { ...bill, email: undefined },
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      payment_method_code: "giftcard",
    },
    checkout: {
      customer_type: "private",
      consents: { rules: true },
      expected_grand_total: totals.grand_total,
      expected_amount_due: totals.extension_attributes.amount_due,
    },
  };
}
