/**
 * Charging a saved card without the buyer (recurring STANDARD, recurring.ts) through the PayU stand-in: the charge,
 * a decline, an expired token, no card, two calls at once, a crash around PayU's answer, and whose card is used.
 * The service under test is built here with recording PaymentEvents; the stand-in's notifications go into it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payuClientFromConfig } from "../../integrations/payu/client.ts";
import { tokenizeTestCard } from "../../integrations/payu/stand-in.ts";
import { PayuUnavailable, type PayuGateway } from "../../integrations/payu/types.ts";
import { makeCustomer } from "../cart/test-support.ts";
import { PaymentService } from "./index.ts";
import type { RenewalPlaced } from "../order/index.ts";
import { attemptsOf, orderBody, orderRow, payTestApp, pickProduct, type PayContext, type Product } from "./test-support.ts";

let c: PayContext;
let book: Product;
let svc: PaymentService;
const events: { kind: "paid" | "failed"; orderId: number; code?: string | null }[] = [];

function service(gateway: PayuGateway = payuClientFromConfig(c.t.config)) {
  return new PaymentService({
    db: c.t.db,
    config: c.t.config,
    gateway,
    orderMail: () => undefined,
    events: {
      paid: async (orderId) => void events.push({ kind: "paid", orderId }),
      failed: async (orderId, code) => void events.push({ kind: "failed", orderId, code }),
      refunded: async () => undefined,
    },
  });
}

beforeAll(async () => {
  c = await payTestApp();
  book = await pickProduct(c.t.db, { offset: 75 });
  svc = service();
  // PayU's notifications go into the service under test (its events are recorded), once the gate is open.
  c.payu.deliver = async (_url, req) => {
    await gate;
    return (await svc.notify(req.body, req.headers["openpayu-signature"])).ok ? 200 : 401;
  };
});

let gate: Promise<void> = Promise.resolve();
/** Runs `fn` with PayU's notifications held back (delivered after it): what we write from PayU's answers comes first. */
async function holdingNotifications<T>(fn: () => Promise<T>): Promise<T> {
  let open!: () => void;
  gate = new Promise((r) => {
    open = r;
  });
  try {
    return await fn();
  } finally {
    open();
  }
}
afterAll(async () => c?.close());

async function subscription() {
  const sub = (
    await c.t.db.query<{ sku: string; option: number }>(
      `SELECT p.sku, n.id AS option FROM products p JOIN stock_items s ON s.product_id = p.id JOIN subscription_number_options n ON n.product_id = p.id
       WHERE p.type_id = 'subscription' AND p.is_recurring_payment AND p.status = 1 AND p.visibility > 1 AND p.price > 0
         AND s.is_in_stock AND (NOT s.manage_stock OR s.qty > 5) ORDER BY p.id, n.id LIMIT 1`,
    )
  )[0]!;
  return { sku: sub.sku, product_option: { extension_attributes: { subscription_options: { number_option_id: sub.option, starting_number_id: null } } } };
}

/** A customer with a card saved by a paid recurring FIRST order; answers the customer and the card's TOKC_. */
async function customerWithCard(number = "4444333322221111"): Promise<{ id: number; token: string; card: string }> {
  const me = await makeCustomer(c.t);
  const sub = await subscription();
  const tok = await tokenizeTestCard(c.payu.url, { posId: c.payu.posId, number, type: "MULTI" });
  if (tok.status !== "SUCCESS") throw new Error("card not tokenised");
  const body = {
    ...orderBody({
      sku: sub.sku,
      payment: "vue_payu_gateway_recurring",
      additional: { recurring: true, token_data: { value: tok.body.token, mask: "444433******1111", type: "MULTI" } },
    }),
    products: [{ sku: sub.sku, qty: 1, product_option: sub.product_option }],
  };
  const r = await holdingNotifications(() => c.api.post("/api/order", body, me.token));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await c.payu.settled();
  const card = (await c.t.db.query<{ token: string }>("SELECT token FROM customer_payment_cards WHERE customer_id = $1", [me.id]))[0]?.token;
  expect(card).toMatch(/^TOKC_/);
  return { ...me, card: card! };
}

/**
 * A pending online order of the customer with no live attempt (as a renewal order is): placed while PayU is down,
 * so its first attempt ended PAYMENT_PROVIDER_UNAVAILABLE.
 */
async function pendingOrder(token?: string): Promise<{ id: number; number: string }> {
  c.payu.mode = "down";
  try {
    const r = await c.api.post("/api/order", orderBody({ sku: book.sku, payment: "vue_payu_gateway" }), token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { id: r.body.result.backendOrderId, number: r.body.result.orderNumber };
  } finally {
    c.payu.mode = "normal";
  }
}

const payuOrdersOf = (number: string) => [...c.payu.orders.values()].filter((o) => o.extOrderId?.startsWith(`${number}-`));

describe("chargeStoredCard", () => {
  it("charges the grand total to the customer's saved card as CARD_TOKEN + STANDARD; the notification pays the order", async () => {
    const me = await customerWithCard();
    const order = await pendingOrder(me.token);
    const r = await holdingNotifications(() => svc.chargeStoredCard(order.id));
    expect(r).toEqual({ ok: true, value: { status: "PENDING", errorCode: null } });
    const [at] = payuOrdersOf(order.number);
    const grand = (await c.t.db.query<{ grand_total: number }>("SELECT grand_total FROM orders WHERE id = $1", [order.id]))[0]!.grand_total;
    expect(at).toMatchObject({ extOrderId: `${order.number}-2`, recurring: "STANDARD", payMethod: { type: "CARD_TOKEN", value: me.card }, totalAmount: grand });
    await c.payu.settled();
    expect((await orderRow(c.t.db, order.id)).status).toBe("processing");
    expect((await attemptsOf(c.t.db, order.id)).map((a) => [a.attempt, a.status, a.method_code])).toEqual([
      [1, "CANCELED", "vue_payu_gateway"],
      [2, "COMPLETED", "vue_payu_gateway_recurring"],
    ]);
    expect(events).toContainEqual({ kind: "paid", orderId: order.id });
    expect(await svc.chargeStoredCard(order.id)).toMatchObject({ ok: false, code: "PAYMENT_ALREADY_COMPLETED" });
    expect(payuOrdersOf(order.number)).toHaveLength(1);
  });

  it("a declined card: PENDING at once, then the attempt cancelled, the order still pending and the failed hook told", async () => {
    const me = await customerWithCard();
    c.payu.declineToken(me.card, "INSUFFICIENT_FUNDS");
    const order = await pendingOrder(me.token);
    expect(await holdingNotifications(() => svc.chargeStoredCard(order.id))).toEqual({ ok: true, value: { status: "PENDING", errorCode: null } });
    await c.payu.settled();
    expect((await orderRow(c.t.db, order.id)).status).toBe("pending");
    const last = (await attemptsOf(c.t.db, order.id)).at(-1)!;
    expect(last).toMatchObject({ status: "CANCELED", error_code: "PAYMENT_CANCELED" });
    expect(events).toContainEqual({ kind: "failed", orderId: order.id, code: "PAYMENT_CANCELED" });
    expect(events.some((e) => e.kind === "paid" && e.orderId === order.id)).toBe(false);
    // The next call is a new attempt (a retry), the declined one stays what it was.
    expect(await holdingNotifications(() => svc.chargeStoredCard(order.id))).toMatchObject({ ok: true, value: { status: "PENDING" } });
    expect(payuOrdersOf(order.number).map((o) => o.extOrderId)).toEqual([`${order.number}-2`, `${order.number}-3`]);
    await c.payu.settled();
  });

  it("the stand-in's card that declines its later charges: the FIRST payment saved it, the STANDARD charge is declined", async () => {
    const me = await customerWithCard("4000000000009995");
    const order = await pendingOrder(me.token);
    expect(await holdingNotifications(() => svc.chargeStoredCard(order.id))).toMatchObject({ ok: true, value: { status: "PENDING" } });
    await c.payu.settled();
    expect(payuOrdersOf(order.number)[0]).toMatchObject({ status: "CANCELED", reason: "INSUFFICIENT_FUNDS" });
    expect((await orderRow(c.t.db, order.id)).status).toBe("pending");
    expect(events).toContainEqual({ kind: "failed", orderId: order.id, code: "PAYMENT_CANCELED" });
  });

  it("a token PayU no longer accepts: CANCELED at once with the failed hook", async () => {
    const me = await customerWithCard();
    c.payu.expireToken(me.card);
    const order = await pendingOrder(me.token);
    expect(await svc.chargeStoredCard(order.id)).toEqual({ ok: true, value: { status: "CANCELED", errorCode: "PAYMENT_REFUSED" } });
    expect(payuOrdersOf(order.number)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toContainEqual({ kind: "failed", orderId: order.id, code: "PAYMENT_REFUSED" });
    expect((await orderRow(c.t.db, order.id)).status).toBe("pending");
  });

  it("no saved card (a customer without one, a guest): NO_SAVED_CARD; another customer's card is never used", async () => {
    const other = await customerWithCard();
    const me = await makeCustomer(c.t);
    const mine = await pendingOrder(me.token);
    expect(await svc.chargeStoredCard(mine.id)).toMatchObject({ ok: false, code: "NO_SAVED_CARD" });
    const guest = await pendingOrder();
    expect(await svc.chargeStoredCard(guest.id)).toMatchObject({ ok: false, code: "NO_SAVED_CARD" });
    expect([...payuOrdersOf(mine.number), ...payuOrdersOf(guest.number)]).toEqual([]);
    // With a card of one's own, that card is charged, not the newer card of someone else.
    const owner = await customerWithCard();
    const newer = await customerWithCard();
    const order = await pendingOrder(owner.token);
    await svc.chargeStoredCard(order.id);
    expect(payuOrdersOf(order.number)[0]!.payMethod).toEqual({ type: "CARD_TOKEN", value: owner.card });
    expect([other.card, newer.card]).not.toContain(owner.card);
    await c.payu.settled();
  });

  it("refuses an unknown order, an order paid on delivery, and an order with a buyer's payment under way", async () => {
    expect(await svc.chargeStoredCard(999_999_999)).toMatchObject({ ok: false, code: "ORDER_NOT_FOUND" });
    const me = await customerWithCard();
    const cod = await c.api.post("/api/order", orderBody({ sku: book.sku, payment: "cashondelivery" }), me.token);
    expect(await svc.chargeStoredCard(cod.body.result.backendOrderId)).toMatchObject({ ok: false, code: "ORDER_NOT_PAYABLE" });
    const redirect = await c.api.post("/api/order", orderBody({ sku: book.sku, payment: "vue_payu_gateway" }), me.token);
    expect(await svc.chargeStoredCard(redirect.body.result.backendOrderId)).toMatchObject({ ok: false, code: "PAYMENT_IN_PROGRESS" });
  });

  it("two calls at once make one PayU order and answer the same", async () => {
    const me = await customerWithCard();
    const order = await pendingOrder(me.token);
    const [a, b] = await holdingNotifications(() => Promise.all([svc.chargeStoredCard(order.id), service().chargeStoredCard(order.id)]));
    // One of them made the charge (PENDING); the other found it at PayU by its extOrderId (PENDING, or COMPLETED if the bank was quick).
    for (const r of [a, b]) expect(r.ok && r.value.errorCode === null && ["PENDING", "COMPLETED"].includes(r.value.status)).toBe(true);
    expect(payuOrdersOf(order.number)).toHaveLength(1);
    expect(await attemptsOf(c.t.db, order.id)).toHaveLength(2);
    await c.payu.settled();
    expect((await orderRow(c.t.db, order.id)).status).toBe("processing");
  });

  it("a crash after PayU took the charge but before we wrote its answer: the next call charges nothing more", async () => {
    const me = await customerWithCard();
    const order = await pendingOrder(me.token);
    const real = payuClientFromConfig(c.t.config);
    // PayU takes the order; its answer never reaches us (a timeout, or the process died before the write).
    const lost: PayuGateway = Object.assign(Object.create(real), {
      createOrder: async (o: Parameters<PayuGateway["createOrder"]>[0]) => {
        await real.createOrder(o);
        throw new PayuUnavailable("PayU create order: timeout");
      },
    });
    const again = await holdingNotifications(async () => {
      expect(await service(lost).chargeStoredCard(order.id)).toMatchObject({ ok: false, code: "PAYMENT_PROVIDER_UNAVAILABLE" });
      expect((await attemptsOf(c.t.db, order.id)).at(-1)).toMatchObject({ status: "NEW", payu_order_id: null });
      expect(payuOrdersOf(order.number)).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 100)); // the bank has decided meanwhile
      // PayU refuses the same extOrderId again; the order it has is read back by extOrderId and applied.
      return svc.chargeStoredCard(order.id);
    });
    expect(again).toEqual({ ok: true, value: { status: "COMPLETED", errorCode: null } });
    expect(payuOrdersOf(order.number)).toHaveLength(1);
    await c.payu.settled();
    const attempts = await attemptsOf(c.t.db, order.id);
    expect(attempts.at(-1)).toMatchObject({ status: "COMPLETED", payu_order_id: payuOrdersOf(order.number)[0]!.orderId });
    expect(attempts).toHaveLength(2);
  });

  it("a crash after our attempt row but before PayU heard of it: the next call makes the one charge", async () => {
    const me = await customerWithCard();
    const order = await pendingOrder(me.token);
    const real = payuClientFromConfig(c.t.config);
    const never: PayuGateway = Object.assign(Object.create(real), {
      createOrder: async () => {
        throw new PayuUnavailable("PayU create order: network");
      },
    });
    expect(await service(never).chargeStoredCard(order.id)).toMatchObject({ ok: false, code: "PAYMENT_PROVIDER_UNAVAILABLE" });
    expect(payuOrdersOf(order.number)).toHaveLength(0);
    await holdingNotifications(async () => {
      expect(await svc.chargeStoredCard(order.id)).toEqual({ ok: true, value: { status: "PENDING", errorCode: null } });
      expect(await svc.chargeStoredCard(order.id)).toEqual({ ok: true, value: { status: "PENDING", errorCode: null } });
    });
    expect(payuOrdersOf(order.number).map((o) => o.extOrderId)).toEqual([`${order.number}-2`]);
    await c.payu.settled();
    expect((await orderRow(c.t.db, order.id)).status).toBe("processing");
  });

  it("a card whose COMPLETED notification is applied before PayU's answer is written is still kept on the customer", async () => {
    const me = await makeCustomer(c.t);
    const order = await pendingOrder(me.token);
    const tok = await tokenizeTestCard(c.payu.url, { posId: c.payu.posId, number: "4444333322221111", type: "MULTI" });
    if (tok.status !== "SUCCESS") throw new Error("card not tokenised");
    const real = payuClientFromConfig(c.t.config);
    // PayU's answer reaches us only after its notifications were applied (the bank was quicker than our write).
    const slow: PayuGateway = Object.assign(Object.create(real), {
      createOrder: async (o: Parameters<PayuGateway["createOrder"]>[0]) => {
        const answer = await real.createOrder(o);
        await c.payu.settled();
        return answer;
      },
    });
    const body = {
      payment_method_code: "vue_payu_gateway_recurring" as const,
      additional: { recurring: true, token_data: { value: tok.body.token, mask: "444433******1111", type: "MULTI" } },
    };
    const paid = await service(slow).pay(order.number, { customer: async () => ({ customerId: me.id }) }, body as never, { ip: "127.0.0.1" });
    expect(paid).toMatchObject({ ok: true, value: { state: "completed", card_saved: { mask: "444433******1111" } } });
    const cards = await c.t.db.query<{ token: string }>("SELECT token FROM customer_payment_cards WHERE customer_id = $1", [me.id]);
    expect(cards).toEqual([{ token: c.payu.reusableTokenOf(`${order.number}-2`) }]);
  });

  it("fits the renewal order: a renewal placed for the customer is paid by charging the card the first order saved", async () => {
    const me = await customerWithCard();
    const first = (await c.t.db.query<{ id: number }>("SELECT id FROM orders WHERE customer_id = $1 ORDER BY id LIMIT 1", [me.id]))[0]!.id;
    const sub = await subscription();
    const placed = await c.t.app.services.orders.placeRenewal({
      key: `renewal:test:${first}`,
      customerId: me.id,
      previousOrderId: first,
      sku: sub.sku,
      productOption: sub.product_option,
    });
    if (!placed.ok) throw new Error(placed.message);
    const renewal: RenewalPlaced = placed.value;
    expect(await holdingNotifications(() => svc.chargeStoredCard(renewal.orderId))).toEqual({ ok: true, value: { status: "PENDING", errorCode: null } });
    const at = payuOrdersOf(renewal.incrementId)[0]!;
    expect(at).toMatchObject({ totalAmount: renewal.grandTotal, recurring: "STANDARD", payMethod: { type: "CARD_TOKEN", value: me.card } });
    await c.payu.settled();
    expect((await orderRow(c.t.db, renewal.orderId)).status).toBe("processing");
    expect(events).toContainEqual({ kind: "paid", orderId: renewal.orderId });
  });
});
