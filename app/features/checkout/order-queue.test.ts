import { describe, expect, it } from "vitest";
import { classifyOrderAnswer, createOrderQueue, type QueuedOrder, type QueueStore } from "./order-queue.ts";

function memoryStore(): QueueStore & { rows: Map<string, QueuedOrder> } {
  const rows = new Map<string, QueuedOrder>();
  return {
    rows,
    put: async (o) => void rows.set(o.order_id, structuredClone(o)),
    all: async () => [...rows.values()].map((o) => structuredClone(o)),
    delete: async (id) => void rows.delete(id),
  };
}

describe("the offline order queue", () => {
  it("keeps an order once, lists the untransmitted ones in order, and keeps a sent one marked", async () => {
    const store = memoryStore();
    const flags: boolean[] = [];
    let t = 0;
    const q = createOrderQueue(
      store,
      () => new Date(Date.UTC(2026, 10, 24, 12, 0, t++)),
      (on) => flags.push(on),
    );
    await q.queue({ order_id: "order-aaaa", products: [] });
    await q.queue({ order_id: "order-aaaa", products: [] });
    await q.queue({ order_id: "order-bbbb", products: [] });
    expect((await q.untransmitted()).map((o) => o.order_id)).toEqual(["order-aaaa", "order-bbbb"]);
    await q.markTransmitted("order-aaaa", { orderNumber: "000000007", status: "processing" });
    expect((await q.untransmitted()).map((o) => o.order_id)).toEqual(["order-bbbb"]);
    expect(store.rows.get("order-aaaa")).toMatchObject({ transmited: true, result: { orderNumber: "000000007" } });
    await q.discard("order-bbbb");
    expect(await q.untransmitted()).toEqual([]);
    expect(flags.at(-1)).toBe(false);
    expect(flags[0]).toBe(true);
  });

  it("network failures and server errors keep an order queued; 4xx answers are refusals", () => {
    expect(classifyOrderAnswer({ code: 0, result: { error: "NETWORK_ERROR" } })).toEqual({ kind: "offline" });
    expect(classifyOrderAnswer({ code: 503, result: {} })).toEqual({ kind: "offline" });
    expect(classifyOrderAnswer({ code: 409, result: { error: "PRODUCTS_NOT_AVAILABLE" } })).toEqual({ kind: "refused", error: "PRODUCTS_NOT_AVAILABLE" });
    expect(classifyOrderAnswer({ code: 200, result: { orderNumber: "000000001", status: "processing" } })).toEqual({
      kind: "placed",
      orderNumber: "000000001",
      status: "processing",
    });
  });

  it("a cart already ordered is that order, not a refusal to retry; a number that does not look like one is not taken", () => {
    const consumed = (order_number: unknown) =>
      classifyOrderAnswer({ code: 409, result: { error: "CART_ALREADY_ORDERED", message: "…", details: { order_number } } });
    expect(consumed("000000042")).toEqual({ kind: "alreadyOrdered", orderNumber: "000000042" });
    expect(consumed("<script>")).toEqual({ kind: "refused", error: "CART_ALREADY_ORDERED" });
    expect(consumed(42)).toEqual({ kind: "refused", error: "CART_ALREADY_ORDERED" });
  });

  it("prices that changed while it waited are the shopper's to accept: the server's new totals, the order kept queued", async () => {
    const answer = classifyOrderAnswer({
      code: 400,
      result: { error: "TOTAL_CHANGED", details: [{ field: "checkout.expected_grand_total", message: "…", grand_total: 61.98 }] },
    });
    expect(answer).toEqual({ kind: "totalChanged", grandTotal: 61.98, amountDue: null });
    expect(classifyOrderAnswer({ code: 400, result: { error: "TOTAL_CHANGED", details: [{ grand_total: 80, amount_due: 30.5 }] } })).toEqual({
      kind: "totalChanged",
      grandTotal: 80,
      amountDue: 30.5,
    });
    // without the new total it cannot be offered again: a refusal as before
    expect(classifyOrderAnswer({ code: 400, result: { error: "TOTAL_CHANGED" } })).toEqual({ kind: "refused", error: "TOTAL_CHANGED" });

    const store = memoryStore();
    const q = createOrderQueue(
      store,
      () => new Date(Date.UTC(2026, 10, 24, 12)),
      () => undefined,
    );
    await q.queue({ order_id: "order-cccc", products: [{ sku: "A", qty: 1 }], checkout: { consents: { rules: true }, expected_grand_total: 59.99 } });
    const repriced = await q.reprice("order-cccc", { grandTotal: 61.98, amountDue: null });
    expect(repriced?.body["checkout"]).toEqual({ consents: { rules: true }, expected_grand_total: 61.98 });
    expect((await q.untransmitted()).map((o) => o.body["checkout"])).toEqual([{ consents: { rules: true }, expected_grand_total: 61.98 }]);
    expect(await q.reprice("no-such-order", { grandTotal: 1, amountDue: null })).toBeNull();
  });
});
