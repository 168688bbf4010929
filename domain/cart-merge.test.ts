import { describe, expect, it } from "vitest";
import { afterPush, planCartMerge, type ClientCartItem, type ServerCartItem } from "./cart-merge.ts";

const server = (item_id: number, sku: string, qty: number, extra: Partial<ServerCartItem> = {}): ServerCartItem => ({
  item_id,
  sku,
  qty,
  name: sku,
  price: 10,
  product_type: "simple",
  quote_id: "cart1",
  ...extra,
});
const types = (plan: ReturnType<typeof planCartMerge>) => plan.actions.map((a) => a.type);

describe("planCartMerge (docs/api.md §9.4)", () => {
  it("links equal lines and reports no changes", () => {
    const plan = planCartMerge([{ sku: "A", qty: 2 }], [server(1, "A", 2)], { cartId: "cart1" });
    expect(plan.status).toBe("no-changes");
    expect(plan.diffLog).toEqual([]);
    expect(plan.actions).toEqual([{ type: "link-client", client: { sku: "A", qty: 2 }, server: server(1, "A", 2) }]);
  });

  it("pushes a client line the server lacks, without item_id", () => {
    const option = { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: "5" }] } };
    const plan = planCartMerge([{ sku: "T-M", qty: 1, product_option: option }], [], { cartId: "c9" });
    expect(plan.status).toBe("update-required");
    expect(plan.diffLog).toEqual([{ party: "server", sku: "T-M", status: "no-item" }]);
    expect(plan.actions).toMatchObject([
      { type: "push-server", reason: "no-item", request: { cartItem: { sku: "T-M", qty: 1, product_option: option, quoteId: "c9" } } },
    ]);
    expect("item_id" in (plan.actions[0] as { request: { cartItem: object } }).request.cartItem).toBe(false);
  });

  it("removes the client line instead when local removal is allowed and the client state is not forced", () => {
    const plan = planCartMerge([{ sku: "A", qty: 1 }], [], { cartId: "c", serverSyncCanRemoveLocalItems: true });
    expect(types(plan)).toEqual(["remove-client"]);
    const forced = planCartMerge([{ sku: "A", qty: 1 }], [], { cartId: "c", serverSyncCanRemoveLocalItems: true, forceClientState: true });
    expect(types(forced)).toEqual(["push-server"]);
  });

  it("pushes the client's quantity with the server item id when they differ, then links", () => {
    const plan = planCartMerge([{ sku: "A", qty: 3 }], [server(7, "A", 1)], { cartId: "c" });
    expect(plan.diffLog).toEqual([{ party: "client", sku: "A", status: "wrong-qty", clientQty: 3, serverQty: 1 }]);
    expect(plan.actions).toMatchObject([
      { type: "push-server", reason: "wrong-qty", request: { cartItem: { sku: "A", qty: 3, item_id: 7, quoteId: "c" } } },
      { type: "link-client" },
    ]);
  });

  it("adds quantities under mergeQty, even when they are equal", () => {
    const plan = planCartMerge([{ sku: "A", qty: 2 }], [server(7, "A", 2)], { cartId: "c", mergeQty: true });
    expect(plan.actions[0]).toMatchObject({ type: "push-server", request: { cartItem: { qty: 4, item_id: 7 } } });
  });

  it("takes the server's line when local modification is allowed and the client state is not forced", () => {
    const plan = planCartMerge([{ sku: "A", qty: 3 }], [server(7, "A", 1)], { cartId: "c", serverSyncCanModifyLocalItems: true });
    expect(types(plan)).toEqual(["take-server", "link-client"]);
  });

  it("adds a server-only line to the client, or deletes it from the server when the client state is forced", () => {
    expect(types(planCartMerge([], [server(4, "B", 1)], { cartId: "c" }))).toEqual(["add-client"]);
    const forced = planCartMerge([], [server(4, "B", 1)], { cartId: "c", forceClientState: true });
    expect(forced.actions).toEqual([{ type: "delete-server", server: server(4, "B", 1), request: { cartItem: { sku: "B", item_id: 4, quoteId: "c" } } }]);
  });

  it("plans nothing but still reports the differences in a dry run", () => {
    const plan = planCartMerge(
      [
        { sku: "A", qty: 3 },
        { sku: "N", qty: 1 },
      ],
      [server(7, "A", 1), server(8, "S", 1)],
      { cartId: "c", dryRun: true },
    );
    expect(types(plan)).toEqual(["link-client"]);
    expect(plan.diffLog.map((d) => `${d.party}:${d.sku}:${d.status}`)).toEqual(["client:A:wrong-qty", "server:N:no-item", "server:S:no-item"]);
    expect(plan.status).toBe("update-required");
  });

  it("matches configurable lines by child sku and bundle lines by checksum", () => {
    const b = (s: number) => ({ extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [s] }] } });
    const client: ClientCartItem[] = [
      { sku: "P", qty: 1, product_option: b(1) },
      { sku: "P", qty: 1, product_option: b(2) },
    ];
    const plan = planCartMerge(client, [server(1, "P", 1, { product_type: "bundle", product_option: b(2) })], { cartId: "c" });
    expect(plan.actions).toMatchObject([
      { type: "push-server", reason: "no-item", client: client[0] },
      { type: "link-client", client: client[1] },
    ]);
  });
});

describe("afterPush", () => {
  const saved = server(11, "T-M", 2, { product_type: "configurable", quote_id: "q" });
  it("links the line on success", () => {
    expect(afterPush({ sku: "T", qty: 2 }, false, { ok: true, item: saved })).toEqual({
      type: "link-client",
      patch: { server_item_id: 11, server_cart_id: "q", type_id: "configurable", prev_qty: 2, qty: 2 },
    });
  });
  it("removes a line the server never had", () => {
    expect(afterPush({ sku: "T", qty: 2 }, false, { ok: false })).toEqual({ type: "remove-client" });
  });
  it("restores the previous quantity of a linked line, or removes it when there was none", () => {
    expect(afterPush({ sku: "T", qty: 5, prev_qty: 2, server_item_id: 11 }, true, { ok: false })).toEqual({ type: "restore-qty", qty: 2 });
    expect(afterPush({ sku: "T", qty: 5, prev_qty: 0, server_item_id: 11 }, true, { ok: false })).toEqual({ type: "remove-client" });
    expect(afterPush({ sku: "T", qty: 5 }, true, { ok: false })).toEqual({ type: "remove-client" });
  });
});
