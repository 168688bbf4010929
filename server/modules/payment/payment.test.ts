/**
 * Paying an order through the PayU stand-in (the same protocol as PayU): every method from POST /api/order, the
 * payment state the thank-you page polls, paying the same order again, a double click, PayU down, and who may see
 * and pay an order. Notifications reach the app as PayU sends them (repeated, and PENDING again after COMPLETED).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenizeTestCard } from "../../integrations/payu/stand-in.ts";
import { waitForMail } from "../../test/customers.ts";
import { makeCustomer } from "../cart/test-support.ts";
import { payToken } from "../order/index.ts";
import {
  attemptsOf,
  historyOf,
  notificationsOf,
  orderBody,
  orderRow,
  outboxOf,
  payTestApp,
  pickProduct,
  stockOf,
  type PayContext,
  type Product,
  type Res,
} from "./test-support.ts";

/** Where this file's product is taken from (each payment suite its own: with DATABASE_URL they share the stock). */
const OFFSET = 60;
let c: PayContext;
let book: Product;
beforeAll(async () => {
  c = await payTestApp();
  book = await pickProduct(c.t.db, { offset: OFFSET });
});
afterAll(async () => c?.close());

const place = (body: unknown, token?: string) => c.api.post("/api/order", body, token);
const status = (number: string, query: string, token?: string) => c.api.get(`/api/payment/orders/${number}${query}`, token);
const pay = (number: string, body: Record<string, unknown>, token?: string) => c.api.post(`/api/payment/orders/${number}/pay`, body, token);
const ok = (res: Res) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};
function expectError(res: Res, code: number, error: string, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(code);
  expect(res.body.result.error).toBe(error);
  if (message) expect(res.body.result.message).toBe(message);
}
/** The buyer on the hosted page: the visit (PENDING), then "pay" or "cancel"; PayU sends the buyer back to continueUrl. */
async function hostedPage(redirectUri: string, action: "pay" | "cancel") {
  await fetch(redirectUri);
  const res = await fetch(redirectUri, { method: "POST", body: new URLSearchParams({ action }), redirect: "manual" });
  return res.headers.get("location");
}

describe("GET /api/payment/methods", () => {
  it("lists the POS's enabled methods with their kinds and limits in złoty, and what the card widget needs", async () => {
    const r = ok(await c.api.get("/api/payment/methods"));
    const byValue = new Map<string, any>(r.methods.map((m: any) => [m.value, m]));
    expect(byValue.get("blik").kind).toBe("blik");
    expect(byValue.get("c").kind).toBe("card");
    expect(byValue.get("ap").kind).toBe("google_pay");
    expect(byValue.get("jp").kind).toBe("apple_pay");
    expect(byValue.get("dpt")).toMatchObject({ kind: "pay_later", min_amount: 10, max_amount: 3000 });
    expect(byValue.get("m")).toMatchObject({ kind: "bank", name: "mTransfer", min_amount: null });
    expect(byValue.has("ps")).toBe(false); // disabled at the POS
    expect(r.card_widget).toEqual({ pos_id: "300746", sdk_url: `${c.payu.url}/javascript/sdk`, origin: c.payu.url });
  });
});

describe("POST /api/order with an online method", () => {
  it("pay-by-link: the order is placed pending, then paid on PayU's page; the order becomes processing once, with its mail", async () => {
    const before = await stockOf(c.t.db, book.id);
    const body = orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m", payu_method_type: "PBL" } });
    const r = ok(await place(body));
    expect(r.status).toBe("pending");
    expect((await stockOf(c.t.db, book.id)).qty).toBe(before.qty - 1);
    const p = r.payment;
    expect(p).toMatchObject({
      order_number: r.orderNumber,
      order_id: r.backendOrderId,
      order_status: "pending",
      state: "redirect",
      method: "vue_payu_gateway",
      payu_method: "m",
      amount: r.grand_total,
      currency: "PLN",
      retry: true,
      error: null,
      card_saved: null,
    });
    expect(p.pay_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(p.redirect_uri).toMatch(new RegExp(`^${c.payu.url}/pay/`));
    const created = new Date((await orderRow(c.t.db, r.backendOrderId)).created_at).getTime();
    expect(new Date(p.expires_at).getTime()).toBe(created + c.t.config.PAYMENT_VALIDITY_MINUTES * 60_000);

    // What PayU was asked for.
    const at = c.payu.findOrder(`${r.orderNumber}-1`)!;
    expect(at.totalAmount).toBe(Math.round(r.grand_total * 100));
    expect(at.payMethod).toEqual({ type: "PBL", value: "m" });
    expect(at.notifyUrl).toBe(`${c.t.config.PUBLIC_URL}/api/payment/payu/notify`);
    expect(at.continueUrl).toBe(`${c.t.config.PUBLIC_URL}/thank-you-page?order_increment_id=${r.orderNumber}&pay_token=${p.pay_token}`);
    expect(at.buyer).toMatchObject({ email: body.addressInformation.billingAddress.email, firstName: "Anna", lastName: "Wiśniewska" });
    expect(at.customerIp).toBe("127.0.0.1");

    // The confirmation of the order still waiting for payment carries its "Zapłać teraz" link (awaited before paying:
    // a confirmation sent after the payment rightly has none).
    const confirmation = await waitForMail(c.t.app, body.addressInformation.billingAddress.email, /potwierdzenie zamówienia/);
    expect(confirmation.text).toContain(`/placepozniej?order=${r.orderNumber}&pay_token=${p.pay_token}`);
    expect(confirmation.html).toContain("Zapłać teraz");
    const back = await hostedPage(p.redirect_uri, "pay");
    expect(back).toBe(at.continueUrl);
    await c.payu.settled();
    const paid = ok(await status(r.orderNumber, `?pay_token=${p.pay_token}`));
    expect(paid).toMatchObject({ state: "completed", order_status: "processing", retry: false, redirect_uri: null, expires_at: null, error: null });
    expect((await attemptsOf(c.t.db, r.backendOrderId)).map((a) => a.status)).toEqual(["COMPLETED"]);
    expect((await historyOf(c.t.db, r.backendOrderId)).map((h) => h.status)).toEqual(["pending", "processing"]);
    expect((await outboxOf(c.t.db, r.backendOrderId)).map((m) => m.kind)).toEqual(["order_confirmation", "payment_received"]);
    // PayU sent each status twice and PENDING once more after COMPLETED: each applied once, the rest ignored.
    const seen = await notificationsOf(c.t.db, `${r.orderNumber}-1`);
    expect(seen.filter((n) => n.outcome === "applied").map((n) => n.status)).toEqual(["PENDING", "COMPLETED"]);
    expect(seen.filter((n) => n.outcome === "ignored").map((n) => n.status)).toEqual(["PENDING", "COMPLETED", "PENDING"]);
    const mail = await waitForMail(c.t.app, body.addressInformation.billingAddress.email, /otrzymaliśmy płatność/);
    expect(mail.text).toContain(r.orderNumber);
  });

  it("without a chosen method PayU's own picker is used (PAYMENT_WALL); the buyer picks a bank there", async () => {
    const r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway" })));
    expect(r.payment).toMatchObject({ state: "redirect", payu_method: null });
    expect(c.payu.findOrder(`${r.orderNumber}-1`)!.payMethod).toBeNull();
    expect((await attemptsOf(c.t.db, r.backendOrderId))[0]!.payu_method_type).toBe("PAYMENT_WALL");
    await fetch(r.payment.redirect_uri);
    await fetch(r.payment.redirect_uri, { method: "POST", body: new URLSearchParams({ action: "pay", method: "p" }), redirect: "manual" });
    await c.payu.settled();
    expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("processing");
  });

  it("pay later (dpt) is a pay-by-link method with its limits: paid on PayU's page", async () => {
    const r = ok(await place(orderBody({ sku: book.sku, qty: 2, payment: "vue_payu_gateway", additional: { payu_method: "dpt" } })));
    expect(r.grand_total).toBeGreaterThanOrEqual(10);
    expect(r.payment).toMatchObject({ state: "redirect", payu_method: "dpt" });
    await hostedPage(r.payment.redirect_uri, "pay");
    await c.payu.settled();
    expect(ok(await status(r.orderNumber, `?pay_token=${r.payment.pay_token}`)).state).toBe("completed");
  });

  it("BLIK 777xxx and 200201: the code is sent with the order (201), the page waits, then the payment is completed", async () => {
    for (const code of ["777123", "200201"]) {
      const r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway_blik", additional: { authorization_code: code } })));
      expect(r.payment).toMatchObject({ state: "waiting", method: "vue_payu_gateway_blik", payu_method: "blik", redirect_uri: null, error: null });
      expect(c.payu.findOrder(`${r.orderNumber}-1`)!.payMethod).toEqual({ type: "BLIK_AUTHORIZATION_CODE", value: code });
      await c.payu.settled();
      const done = ok(await status(r.orderNumber, `?pay_token=${r.payment.pay_token}`));
      expect(done, code).toMatchObject({ state: "completed", order_status: "processing" });
    }
  });

  it("BLIK declined, expired, cancelled and used codes: the attempt is cancelled, the order stays pending and can be paid again", async () => {
    for (const code of ["500500", "700701", "700702", "700703"]) {
      const r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway_blik", additional: { authorization_code: code } })));
      expect(r.payment.state).toBe("waiting");
      await c.payu.settled();
      const after = ok(await status(r.orderNumber, `?pay_token=${r.payment.pay_token}`));
      // PayU's notification carries no reason (docs/polish-rules.md §1.7): the shopper is told it was cancelled.
      expect(after, code).toMatchObject({ state: "canceled", order_status: "pending", retry: true, error: { code: "PAYMENT_CANCELED" } });
      expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("pending");
    }
  });

  it("refuses before placing: a BLIK code that is not 6 digits, a recurring card without its token, a method the POS does not offer", async () => {
    const before = await stockOf(c.t.db, book.id);
    for (const code of ["12345", "1234567", "12a456", "", null]) {
      const body = orderBody({ sku: book.sku, payment: "vue_payu_gateway_blik", additional: { authorization_code: code } });
      expectError(await place(body), 400, "BLIK_CODE_INVALID", "The BLIK code must have 6 digits");
      expect((await c.t.db.query("SELECT 1 FROM orders WHERE client_order_id = $1", [body.order_id])).length).toBe(0);
    }
    expectError(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "zz" } })), 400, "PAYMENT_METHOD_NOT_AVAILABLE");
    expectError(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "ps" } })), 400, "PAYMENT_METHOD_NOT_AVAILABLE");
    expectError(
      await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m;drop" } })),
      400,
      "PAYMENT_METHOD_NOT_AVAILABLE",
    );
    expect((await stockOf(c.t.db, book.id)).qty).toBe(before.qty);
  });

  it("a replay of the same order answers the same order and its payment, never a second PayU order", async () => {
    const body = orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } });
    const first = ok(await place(body));
    const again = ok(await place(body));
    expect(again.orderNumber).toBe(first.orderNumber);
    expect(again.payment).toEqual(first.payment);
    expect(await attemptsOf(c.t.db, first.backendOrderId)).toHaveLength(1);
    expect([...c.payu.orders.values()].filter((o) => o.extOrderId?.startsWith(`${first.orderNumber}-`))).toHaveLength(1);
  });

  it("PayU down: the order stays placed (pending, stock taken) with no payment and PAYMENT_PROVIDER_UNAVAILABLE; paying again works once PayU is back", async () => {
    c.payu.mode = "down";
    let r: any;
    try {
      r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway_blik", additional: { authorization_code: "777001" } })));
    } finally {
      c.payu.mode = "normal";
    }
    expect(r.status).toBe("pending");
    expect(r.payment).toMatchObject({ state: "none", retry: true, error: { code: "PAYMENT_PROVIDER_UNAVAILABLE" } });
    const again = ok(await pay(r.orderNumber, { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway", additional: { payu_method: "m" } }));
    expect(again).toMatchObject({ state: "redirect", error: null, method: "vue_payu_gateway" });
    expect((await attemptsOf(c.t.db, r.backendOrderId)).map((a) => [a.attempt, a.status, a.error_code])).toEqual([
      [1, "CANCELED", "PAYMENT_PROVIDER_UNAVAILABLE"],
      [2, "NEW", null],
    ]);
    expect(c.payu.findOrder(`${r.orderNumber}-2`)).toBeTruthy();
  });
});

describe("a recurring card (FIRST)", () => {
  async function subscription() {
    const sub = (
      await c.t.db.query<{ sku: string; option: number }>(
        `SELECT p.sku, n.id AS option FROM products p JOIN stock_items s ON s.product_id = p.id JOIN subscription_number_options n ON n.product_id = p.id
         WHERE p.type_id = 'subscription' AND p.is_recurring_payment AND p.status = 1 AND p.visibility > 1 AND p.price > 0
           AND s.is_in_stock AND (NOT s.manage_stock OR s.qty > 5) ORDER BY p.id, n.id LIMIT 1`,
      )
    )[0];
    expect(sub, "a recurring subscription in the test catalogue").toBeTruthy();
    return { sku: sub!.sku, product_option: { extension_attributes: { subscription_options: { number_option_id: sub!.option, starting_number_id: null } } } };
  }
  const cardOrder = (sub: { sku: string; product_option: unknown }, token: string) => ({
    ...orderBody({
      sku: sub.sku,
      payment: "vue_payu_gateway_recurring",
      additional: { recurring: true, token_data: { value: token, mask: "444433******1111", type: "MULTI" } },
    }),
    products: [{ sku: sub.sku, qty: 1, product_option: sub.product_option }],
  });

  it("pays with the card token as CARD_TOKEN + FIRST and keeps the reusable TOKC_ on the customer: card saved", async () => {
    const sub = await subscription();
    const me = await makeCustomer(c.t);
    const tok = await tokenizeTestCard(c.payu.url, { posId: c.payu.posId, number: "4444333322221111", type: "MULTI" });
    if (tok.status !== "SUCCESS") throw new Error("card not tokenised");
    const r = ok(await place(cardOrder(sub, tok.body.token), me.token));
    expect(r.payment).toMatchObject({ state: "waiting", method: "vue_payu_gateway_recurring", payu_method: "c" });
    const at = c.payu.findOrder(`${r.orderNumber}-1`)!;
    expect(at).toMatchObject({ recurring: "FIRST", payMethod: { type: "CARD_TOKEN", value: tok.body.token } });
    await c.payu.settled();
    const done = ok(await status(r.orderNumber, "", me.token));
    expect(done).toMatchObject({ state: "completed", card_saved: { mask: "444433******1111" } });
    const cards = await c.t.db.query<{ token: string; mask: string }>("SELECT token, mask FROM customer_payment_cards WHERE customer_id = $1", [me.id]);
    expect(cards).toEqual([{ token: at.reusableToken, mask: "444433******1111" }]);
    expect(cards[0]!.token).toMatch(/^TOKC_/);
  });

  it("a declined card cancels the attempt and keeps no card", async () => {
    const sub = await subscription();
    const me = await makeCustomer(c.t);
    const tok = await tokenizeTestCard(c.payu.url, { posId: c.payu.posId, number: "4000300011112220", type: "MULTI" });
    if (tok.status !== "SUCCESS") throw new Error("card not tokenised");
    const r = ok(await place(cardOrder(sub, tok.body.token), me.token));
    await c.payu.settled();
    expect(ok(await status(r.orderNumber, "", me.token))).toMatchObject({ state: "canceled", retry: true, card_saved: null });
    expect(await c.t.db.query("SELECT 1 FROM customer_payment_cards WHERE customer_id = $1", [me.id])).toEqual([]);
  });

  it("refuses a recurring payment without the card token (400 CARD_TOKEN_REQUIRED)", async () => {
    const sub = await subscription();
    const order = cardOrder(sub, "x");
    // a renewable product is delivered to an account (ACCOUNT_REQUIRED for a guest): this buyer creates one
    const body = {
      ...order,
      addressInformation: { ...order.addressInformation, payment_method_additional: { recurring: true } },
      checkout: { ...order.checkout, create_account: { password: "Kiosk-2026!" } },
    };
    expectError(await place(body), 400, "CARD_TOKEN_REQUIRED");
  });
});

describe("POST /api/payment/orders/:orderNumber/pay", () => {
  it("cancelled on PayU's page, then paid again by BLIK: a new PayU order for the same order (attempt 2)", async () => {
    const r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } })));
    const back = await hostedPage(r.payment.redirect_uri, "cancel");
    expect(back).toContain("error=501");
    await c.payu.settled();
    expect(ok(await status(r.orderNumber, `?pay_token=${r.payment.pay_token}`))).toMatchObject({
      state: "canceled",
      retry: true,
      error: { code: "PAYMENT_CANCELED" },
    });
    const again = ok(
      await pay(r.orderNumber, { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway_blik", additional: { authorization_code: "777777" } }),
    );
    expect(again).toMatchObject({ state: "waiting", method: "vue_payu_gateway_blik", order_number: r.orderNumber });
    await c.payu.settled();
    expect(ok(await status(r.orderNumber, `?pay_token=${r.payment.pay_token}`)).state).toBe("completed");
    expect((await attemptsOf(c.t.db, r.backendOrderId)).map((a) => [a.ext_order_id, a.status])).toEqual([
      [`${r.orderNumber}-1`, "CANCELED"],
      [`${r.orderNumber}-2`, "COMPLETED"],
    ]);
    expect((await historyOf(c.t.db, r.backendOrderId)).map((h) => h.status)).toEqual(["pending", "processing"]);
    expectError(await pay(r.orderNumber, { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway" }), 409, "PAYMENT_ALREADY_COMPLETED");
  });

  it("with a live attempt and another method: the earlier PayU order is cancelled first, then the new one made", async () => {
    const r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } })));
    const again = ok(await pay(r.orderNumber, { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway", additional: { payu_method: "p" } }));
    expect(again).toMatchObject({ state: "redirect", payu_method: "p" });
    expect(again.redirect_uri).not.toBe(r.payment.redirect_uri);
    expect(c.payu.findOrder(`${r.orderNumber}-1`)!.status).toBe("CANCELED");
    expect(c.payu.findOrder(`${r.orderNumber}-2`)!.status).toBe("NEW");
    await c.payu.settled(); // PayU notifies the cancellation: it changes nothing more
    expect((await attemptsOf(c.t.db, r.backendOrderId)).map((a) => a.status)).toEqual(["CANCELED", "NEW"]);
  });

  it("a double click makes one attempt: two requests at once, and the same request again a moment later", async () => {
    const r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway_blik", additional: { authorization_code: "500500" } })));
    await c.payu.settled();
    const body = { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway", additional: { payu_method: "m" } };
    const [a, b] = await Promise.all([pay(r.orderNumber, body), pay(r.orderNumber, body)]);
    const again = ok(await pay(r.orderNumber, body));
    expect(ok(a).order_number).toBe(r.orderNumber);
    expect(ok(b).order_number).toBe(r.orderNumber);
    expect(again.redirect_uri).toMatch(new RegExp(`^${c.payu.url}/pay/`));
    expect((await attemptsOf(c.t.db, r.backendOrderId)).map((x) => [x.attempt, x.status])).toEqual([
      [1, "CANCELED"],
      [2, "NEW"],
    ]);
    expect([...c.payu.orders.values()].filter((o) => o.extOrderId?.startsWith(`${r.orderNumber}-`))).toHaveLength(2);
    // The database holds the rule whatever the code does: a second live attempt of the order cannot be written.
    await expect(
      c.t.db.query(
        `INSERT INTO payments (order_id, attempt, ext_order_id, method_code, payu_method_type, status, amount, request_hash)
         VALUES ($1, 9, $2, 'vue_payu_gateway', 'PBL', 'PENDING', 100, 'x')`,
        [r.backendOrderId, `${r.orderNumber}-9`],
      ),
    ).rejects.toThrow(/payments_one_live_per_order_uq/);
  });

  it("refuses a cash-on-delivery order (409 ORDER_NOT_PAYABLE) and checks the extras (400)", async () => {
    const cod = ok(await place(orderBody({ sku: book.sku, payment: "cashondelivery" })));
    expect(cod.payment).toBeNull();
    expectError(
      await pay(cod.orderNumber, { pay_token: payToken(c.t.config.AUTH_SECRET, cod.orderNumber), payment_method_code: "vue_payu_gateway" }),
      409,
      "ORDER_NOT_PAYABLE",
    );
    const r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } })));
    expectError(
      await pay(r.orderNumber, { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway_blik", additional: { authorization_code: "12" } }),
      400,
      "BLIK_CODE_INVALID",
    );
    expectError(
      await pay(r.orderNumber, { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway_recurring", additional: {} }),
      400,
      "CARD_TOKEN_REQUIRED",
    );
    expectError(
      await pay(r.orderNumber, { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway", additional: { payu_method: "zz" } }),
      400,
      "PAYMENT_METHOD_NOT_AVAILABLE",
    );
    expect(await attemptsOf(c.t.db, r.backendOrderId)).toHaveLength(1);
  });
});

describe("who may see and pay an order", () => {
  it("a guest with the order's pay token; nobody else (404 ORDER_NOT_FOUND, never 403)", async () => {
    const guest = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } })));
    const other = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } })));
    const someone = await makeCustomer(c.t);
    ok(await status(guest.orderNumber, `?pay_token=${guest.payment.pay_token}`));
    expectError(await status(guest.orderNumber, ""), 404, "ORDER_NOT_FOUND");
    expectError(await status(guest.orderNumber, "?pay_token=wrong"), 404, "ORDER_NOT_FOUND");
    expectError(await status(guest.orderNumber, `?pay_token=${other.payment.pay_token}`), 404, "ORDER_NOT_FOUND");
    // one character changed (never to itself: a token ending in "x" stays itself with an "x" put back)
    const last = guest.payment.pay_token.slice(-1) === "x" ? "y" : "x";
    expectError(await status(guest.orderNumber, `?pay_token=${guest.payment.pay_token.slice(0, 31)}${last}`), 404, "ORDER_NOT_FOUND");
    expectError(await status(guest.orderNumber, "", someone.token), 404, "ORDER_NOT_FOUND");
    expectError(await status("999999999", `?pay_token=${guest.payment.pay_token}`), 404, "ORDER_NOT_FOUND");
    expectError(await pay(guest.orderNumber, { pay_token: "wrong", payment_method_code: "vue_payu_gateway" }), 404, "ORDER_NOT_FOUND");
    expectError(await pay(guest.orderNumber, { payment_method_code: "vue_payu_gateway" }, someone.token), 404, "ORDER_NOT_FOUND");
    expect(await attemptsOf(c.t.db, guest.backendOrderId)).toHaveLength(1);
  });

  it("a signed-in owner with their access token, without the pay token; another customer is told it does not exist", async () => {
    const owner = await makeCustomer(c.t);
    const someone = await makeCustomer(c.t);
    const r = ok(await place(orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } }), owner.token));
    expect(ok(await status(r.orderNumber, "", owner.token)).order_id).toBe(r.backendOrderId);
    expectError(await status(r.orderNumber, "", someone.token), 404, "ORDER_NOT_FOUND");
    expectError(await pay(r.orderNumber, { payment_method_code: "vue_payu_gateway", additional: { payu_method: "p" } }, someone.token), 404, "ORDER_NOT_FOUND");
    expect(ok(await pay(r.orderNumber, { payment_method_code: "vue_payu_gateway", additional: { payu_method: "p" } }, owner.token))).toMatchObject({
      state: "redirect",
      payu_method: "p",
    });
  });
});
