/**
 * PayU's notifications (POST /api/payment/payu/notify, docs/polish-rules.md §1.7): the signature over the raw body
 * (MD5 and SHA-256, with the second key), amount and currency checked against the attempt, statuses applied once in
 * any order, every delivery recorded; and refunds, whole and in part, with their notifications.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signatureHeader } from "../../integrations/payu/protocol.ts";
import type { PayuGateway } from "../../integrations/payu/types.ts";
import {
  attemptsOf,
  historyOf,
  notificationsOf,
  orderBody,
  orderRow,
  outboxOf,
  payTestApp,
  pickProduct,
  type PayContext,
  type Product,
} from "./test-support.ts";

/** Where this file's product is taken from (each payment suite its own: with DATABASE_URL they share the stock). */
const OFFSET = 75;
let c: PayContext;
let book: Product;
beforeAll(async () => {
  c = await payTestApp();
  book = await pickProduct(c.t.db, { offset: OFFSET });
});
afterAll(async () => c?.close());

const notify = (body: string, signature?: string) =>
  c.t.app.inject({
    method: "POST",
    url: "/api/payment/payu/notify",
    headers: { "content-type": "application/json;charset=UTF-8", ...(signature ? { "openpayu-signature": signature } : {}) },
    payload: body,
  });
const key = () => c.t.config.PAYU_SECOND_KEY;

/** A placed pay-by-link order (attempt NEW at PayU) and the body PayU would notify for it with `status`. */
async function placed() {
  const res = await c.api.post("/api/order", orderBody({ sku: book.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const r = res.body.result;
  const at = c.payu.findOrder(`${r.orderNumber}-1`)!;
  const body = (status: string, change: Record<string, unknown> = {}) =>
    JSON.stringify({
      order: {
        orderId: at.orderId,
        extOrderId: at.extOrderId,
        orderCreateDate: at.orderCreateDate,
        notifyUrl: at.notifyUrl,
        customerIp: at.customerIp,
        merchantPosId: at.merchantPosId,
        description: at.description,
        currencyCode: "PLN",
        totalAmount: String(at.totalAmount),
        products: at.products,
        status,
        ...change,
      },
      localReceiptDateTime: new Date().toISOString(),
      properties: [{ name: "PAYMENT_ID", value: "5000012345" }],
    });
  return { r, at, body, ext: `${r.orderNumber}-1` };
}

describe("the signature", () => {
  it("refuses an unsigned, a wrongly signed and a changed body (401 PAYMENT_SIGNATURE_INVALID); nothing changes", async () => {
    const { r, body, ext } = await placed();
    const good = body("COMPLETED");
    for (const [payload, signature] of [
      [good, undefined],
      [good, signatureHeader(good, "not-the-second-key")],
      [good.replace('"COMPLETED"', '"COMPLETED" '), signatureHeader(good, key())],
      [good, "sender=checkout;signature=;algorithm=MD5;content=DOCUMENT"],
      [good, signatureHeader(good, key()).replace("MD5", "MD4")],
    ] as const) {
      const res = await notify(payload, signature);
      expect(res.statusCode, signature ?? "unsigned").toBe(401);
      expect(res.json().result.error).toBe("PAYMENT_SIGNATURE_INVALID");
    }
    expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("pending");
    expect((await attemptsOf(c.t.db, r.backendOrderId))[0]!.status).toBe("NEW");
    expect(await notificationsOf(c.t.db, ext)).toEqual([]);
  });

  it("accepts MD5 and SHA-256 signatures over the raw bytes", async () => {
    const a = await placed();
    const md5 = a.body("PENDING");
    expect((await notify(md5, signatureHeader(md5, key(), "MD5"))).statusCode).toBe(200);
    expect((await attemptsOf(c.t.db, a.r.backendOrderId))[0]!.status).toBe("PENDING");
    const b = await placed();
    const sha = b.body("COMPLETED");
    const res = await notify(sha, signatureHeader(sha, key(), "SHA-256"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, result: true });
    expect((await orderRow(c.t.db, b.r.backendOrderId)).status).toBe("processing");
  });
});

describe("applying a status", () => {
  it("an amount or currency that is not the attempt's is recorded as a mismatch and changes nothing (200)", async () => {
    const { r, at, body, ext } = await placed();
    const more = body("COMPLETED", { totalAmount: String(at.totalAmount + 1) });
    const euro = body("COMPLETED", { currencyCode: "EUR" });
    expect((await notify(more, signatureHeader(more, key()))).statusCode).toBe(200);
    expect((await notify(euro, signatureHeader(euro, key()))).statusCode).toBe(200);
    expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("pending");
    expect((await attemptsOf(c.t.db, r.backendOrderId))[0]!.status).toBe("NEW");
    expect(await notificationsOf(c.t.db, ext)).toEqual([
      { kind: "order", status: "COMPLETED", outcome: "mismatch" },
      { kind: "order", status: "COMPLETED", outcome: "mismatch" },
    ]);
  });

  it("repeats and out-of-order arrivals change nothing twice; COMPLETED never goes back", async () => {
    const { r, body, ext } = await placed();
    const send = async (status: string) => {
      const b = body(status);
      const res = await notify(b, signatureHeader(b, key()));
      expect(res.statusCode).toBe(200);
    };
    await send("WAITING_FOR_CONFIRMATION");
    await send("PENDING"); // older than WAITING_FOR_CONFIRMATION: ignored
    await send("COMPLETED");
    await send("COMPLETED");
    await send("PENDING");
    await send("CANCELED");
    await send("WAITING_FOR_CONFIRMATION");
    expect((await attemptsOf(c.t.db, r.backendOrderId))[0]!.status).toBe("COMPLETED");
    expect((await notificationsOf(c.t.db, ext)).map((n) => `${n.status}:${n.outcome}`)).toEqual([
      "WAITING_FOR_CONFIRMATION:applied",
      "PENDING:ignored",
      "COMPLETED:applied",
      "COMPLETED:ignored",
      "PENDING:ignored",
      "CANCELED:ignored",
      "WAITING_FOR_CONFIRMATION:ignored",
    ]);
    expect((await historyOf(c.t.db, r.backendOrderId)).map((h) => h.status)).toEqual(["pending", "processing"]);
    expect((await outboxOf(c.t.db, r.backendOrderId)).filter((m) => m.kind === "payment_received")).toHaveLength(1);
    const info = (await c.api.get(`/api/payment/orders/${r.orderNumber}?pay_token=${r.payment.pay_token}`)).body.result;
    expect(info.state).toBe("completed");
  });

  it("the same COMPLETED delivered many times at once is applied once", async () => {
    const { r, body, ext } = await placed();
    const b = body("COMPLETED");
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify(b, signatureHeader(b, key()))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await notificationsOf(c.t.db, ext)).filter((n) => n.outcome === "applied")).toHaveLength(1);
    expect((await historyOf(c.t.db, r.backendOrderId)).filter((h) => h.status === "processing")).toHaveLength(1);
    expect((await outboxOf(c.t.db, r.backendOrderId)).filter((m) => m.kind === "payment_received")).toHaveLength(1);
  });

  it("a notification of a PayU order that is not ours is recorded and answered 200", async () => {
    const { body } = await placed();
    const b = body("COMPLETED", { extOrderId: "not-ours-1", orderId: "XYZ" });
    expect((await notify(b, signatureHeader(b, key()))).statusCode).toBe(200);
    expect(await notificationsOf(c.t.db, "not-ours-1")).toEqual([{ kind: "order", status: "COMPLETED", outcome: "unknown" }]);
  });

  it("a completed attempt closes the order's other live attempt (cancelled at PayU too)", async () => {
    const { r, body } = await placed();
    // a second attempt is made while the first was being paid on PayU's page (the notification arrives late)
    const again = await c.api.post(`/api/payment/orders/${r.orderNumber}/pay`, {
      pay_token: r.payment.pay_token,
      payment_method_code: "vue_payu_gateway",
      additional: { payu_method: "p" },
    });
    expect(again.status).toBe(200);
    await c.payu.settled();
    // attempt 1 was cancelled at PayU before attempt 2; a COMPLETED for it now (money taken after all) is still applied
    const late = body("COMPLETED");
    expect((await notify(late, signatureHeader(late, key()))).statusCode).toBe(200);
    expect((await attemptsOf(c.t.db, r.backendOrderId)).map((a) => [a.status, a.error_code])).toEqual([
      ["COMPLETED", null],
      ["CANCELED", "PAYMENT_SUPERSEDED"],
    ]);
    expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("processing");
    // cancelled at PayU after the answer
    await vi.waitFor(() => expect(c.payu.findOrder(`${r.orderNumber}-2`)!.status).toBe("CANCELED"));
  });
});

/** The buyer pays on PayU's page and PayU's notifications arrive. */
async function paidOnPage(redirectUri: string) {
  await fetch(redirectUri);
  await fetch(redirectUri, { method: "POST", body: new URLSearchParams({ action: "pay" }), redirect: "manual" });
  await c.payu.settled();
}

describe("refunds", () => {
  it("refunds part, then the rest, through PayU; each refund is recorded and its notification updates it", async () => {
    const { r } = await placed();
    await paidOnPage(r.payment.redirect_uri);
    const payments = c.t.app.services.payments;
    const total = Math.round(r.grand_total * 100);
    const part = await payments.refund(r.backendOrderId, 500, "Zwrot części");
    expect(part).toMatchObject({ ok: true, value: { amount: 500, status: "PENDING" } });
    const rest = await payments.refund(r.backendOrderId, null, "Zwrot reszty");
    expect(rest).toMatchObject({ ok: true, value: { amount: total - 500 } });
    expect(await payments.refund(r.backendOrderId, 1, "Za dużo")).toMatchObject({ ok: false, code: "REFUND_AMOUNT_INVALID" });
    await c.payu.settled();
    const rows = await c.t.db.query<{ amount: number; status: string; reason: string }>(
      "SELECT r.amount, r.status, r.reason FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = $1 ORDER BY r.id",
      [r.backendOrderId],
    );
    expect(rows).toEqual([
      { amount: 500, status: "FINALIZED", reason: "Zwrot części" },
      { amount: total - 500, status: "FINALIZED", reason: "Zwrot reszty" },
    ]);
    const seen = await notificationsOf(c.t.db, `${r.orderNumber}-1`);
    expect(seen.filter((n) => n.kind === "refund").map((n) => `${n.status}:${n.outcome}`)).toEqual([
      "FINALIZED:applied",
      "FINALIZED:ignored",
      "FINALIZED:applied",
      "FINALIZED:ignored",
    ]);
    expect(c.payu.findOrder(`${r.orderNumber}-1`)!.refunds.map((x) => x.amount)).toEqual([500, total - 500]);
  });

  it("a request whose answer was lost (a crash after PayU made the refund) is settled from PayU's list, once", async () => {
    const { r } = await placed();
    await paidOnPage(r.payment.redirect_uri);
    const payments = c.t.app.services.payments;
    const refunded = vi.spyOn((payments as unknown as { events: { refunded: (id: number, whole: boolean) => Promise<void> } }).events, "refunded");
    // the process "dies" between PayU's answer and recording it
    vi.spyOn(payments as unknown as { settleRequest: () => Promise<boolean> }, "settleRequest").mockRejectedValueOnce(new Error("crash"));
    await expect(payments.refund(r.backendOrderId, null, "Zwrot po awarii")).rejects.toThrow("crash");
    const rowsOf = () =>
      c.t.db.query<{ refund_id: string; amount: number; status: string }>(
        "SELECT r.refund_id, r.amount, r.status FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = $1 ORDER BY r.id",
        [r.backendOrderId],
      );
    const [requested] = await rowsOf();
    expect(requested).toMatchObject({ status: "REQUESTED", refund_id: expect.stringMatching(/^request:/) });
    const atPayu = c.payu.findOrder(`${r.orderNumber}-1`)!.refunds;
    expect(atPayu.map((x) => x.extRefundId)).toEqual([requested!.refund_id]);
    // a young request is not touched (its answer may still be on its way)
    expect(await payments.settleStaleRefunds(new Date(), { orderIds: [r.backendOrderId] })).toMatchObject({ settled: 0, canceled: 0 });
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await payments.settleStaleRefunds(later, { orderIds: [r.backendOrderId] })).toMatchObject({ settled: 1, canceled: 0 });
    expect(await payments.settleStaleRefunds(later, { orderIds: [r.backendOrderId] })).toMatchObject({ settled: 0, canceled: 0 });
    await c.payu.settled();
    expect(await rowsOf()).toEqual([{ refund_id: atPayu[0]!.refundId, amount: Math.round(r.grand_total * 100), status: "FINALIZED" }]);
    // the whole-refund hooks ran (from PayU's notification and from the sweep: each hook acts once)
    const mine = () => refunded.mock.calls.filter(([id]) => id === r.backendOrderId);
    await vi.waitFor(() => expect(mine().length).toBeGreaterThan(0));
    expect(new Set(mine().map(([, whole]) => whole))).toEqual(new Set([true]));
    refunded.mockRestore();
  });

  it("a request PayU never got is cancelled after a while, and its amount can be refunded", async () => {
    const { r } = await placed();
    await paidOnPage(r.payment.redirect_uri);
    const payments = c.t.app.services.payments;
    const total = Math.round(r.grand_total * 100);
    // what a crash right after recording the request leaves: a REQUESTED row holding the whole amount
    await c.t.db.query(
      `INSERT INTO payment_refunds (payment_id, refund_id, amount, currency, status, reason, created_at, updated_at)
       SELECT p.id, 'request:lost-' || p.id, p.amount, p.currency, 'REQUESTED', 'Zwrot', now(), now() FROM payments p WHERE p.order_id = $1 AND p.status = 'COMPLETED'`,
      [r.backendOrderId],
    );
    expect(await payments.refund(r.backendOrderId, 100, "x")).toMatchObject({ ok: false, code: "REFUND_AMOUNT_INVALID" });
    expect(await payments.settleStaleRefunds(new Date(Date.now() + 11 * 60_000), { orderIds: [r.backendOrderId] })).toMatchObject({ settled: 0, canceled: 1 });
    expect(c.payu.findOrder(`${r.orderNumber}-1`)!.refunds).toEqual([]);
    expect(await payments.refund(r.backendOrderId, null, "Zwrot")).toMatchObject({ ok: true, value: { amount: total } });
  });

  it("a refund made in PayU's panel: its notifications run the whole-refund hooks once the refunds cover the payment", async () => {
    const { r } = await placed();
    await paidOnPage(r.payment.redirect_uri);
    const payments = c.t.app.services.payments;
    const refunded = vi.spyOn((payments as unknown as { events: { refunded: (id: number, whole: boolean) => Promise<void> } }).events, "refunded");
    const gateway = (payments as unknown as { gateway: PayuGateway }).gateway;
    const payuOrderId = c.payu.findOrder(`${r.orderNumber}-1`)!.orderId;
    const total = Math.round(r.grand_total * 100);
    // staff refund part of it in PayU's panel: recorded, nothing revoked
    await gateway.refund(payuOrderId, 100, "Panel PayU");
    await c.payu.settled();
    const mine = () => refunded.mock.calls.filter(([id]) => id === r.backendOrderId);
    expect(mine()).toEqual([]);
    // then the rest: the order is refunded in whole
    await gateway.refund(payuOrderId, total - 100, "Panel PayU");
    await c.payu.settled();
    await vi.waitFor(() => expect(mine().length).toBeGreaterThan(0));
    expect(new Set(mine().map(([, whole]) => whole))).toEqual(new Set([true]));
    refunded.mockRestore();
  });

  it("PayU makes one refund per extRefundId: the same request again gets the refund already made", async () => {
    const { r } = await placed();
    await paidOnPage(r.payment.redirect_uri);
    const gateway = (c.t.app.services.payments as unknown as { gateway: PayuGateway }).gateway;
    const payuOrderId = c.payu.findOrder(`${r.orderNumber}-1`)!.orderId;
    const first = await gateway.refund(payuOrderId, 100, "Zwrot", "request:twice");
    const again = await gateway.refund(payuOrderId, 100, "Zwrot", "request:twice");
    expect(again).toMatchObject({ refundId: (first as { refundId: string }).refundId, amount: 100 });
    expect(await gateway.refunds(payuOrderId)).toMatchObject([
      { refundId: (first as { refundId: string }).refundId, extRefundId: "request:twice", amount: 100 },
    ]);
    expect(await gateway.refunds("no-such-order")).toBeNull();
  });

  it("refuses to refund an order that is not paid, and an amount that is not there", async () => {
    const { r } = await placed();
    const payments = c.t.app.services.payments;
    expect(await payments.refund(r.backendOrderId, null, "x")).toMatchObject({ ok: false, code: "PAYMENT_NOT_COMPLETED" });
    const paid = await placed();
    await paidOnPage(paid.r.payment.redirect_uri);
    expect(await payments.refund(paid.r.backendOrderId, 0, "x")).toMatchObject({ ok: false, code: "REFUND_AMOUNT_INVALID" });
    expect(await payments.refund(paid.r.backendOrderId, Math.round(paid.r.grand_total * 100) + 1, "x")).toMatchObject({
      ok: false,
      code: "REFUND_AMOUNT_INVALID",
    });
  });
});
