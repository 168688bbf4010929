/**
 * The client/server cart merge of docs/api.md §9.4 as a pure planner: given the client's lines and the
 * server's (pull), it returns the actions to perform in order. The storefront performs them (HTTP calls,
 * state changes); nothing here does I/O.
 */
import { productsEquals, type CartLineIdentity } from "./cart-line.ts";
import type { ServerCartItem as ContractServerCartItem } from "../contract/cart.ts";
import type { ProductOption } from "./cart-options.ts";

export type ClientCartItem = CartLineIdentity & {
  qty: number;
  prev_qty?: number;
  server_cart_id?: string;
  type_id?: string;
};

/** What the planner reads of a server cart line (contract/cart.ts ServerCartItem, docs/api.md §5.1). */
export type ServerCartItem = Pick<ContractServerCartItem, "item_id" | "sku" | "qty" | "name" | "price" | "product_type" | "quote_id" | "product_option">;

export type MergeOptions = {
  cartId: string;
  dryRun?: boolean;
  forceClientState?: boolean;
  mergeQty?: boolean;
  /** default false */
  serverSyncCanRemoveLocalItems?: boolean;
  /** default false */
  serverSyncCanModifyLocalItems?: boolean;
};

export type UpdateRequest = {
  cartItem: { sku: string; qty: number; product_option?: ProductOption; item_id?: number; quoteId: string };
};
export type DeleteRequest = { cartItem: { sku: string; item_id: number; quoteId: string } };

export type MergeAction =
  | { type: "push-server"; reason: "no-item" | "wrong-qty"; client: ClientCartItem; request: UpdateRequest }
  | { type: "link-client"; client: ClientCartItem; server: ServerCartItem }
  | { type: "take-server"; client: ClientCartItem; server: ServerCartItem }
  | { type: "remove-client"; client: ClientCartItem }
  | { type: "delete-server"; server: ServerCartItem; request: DeleteRequest }
  | { type: "add-client"; server: ServerCartItem };

export type DiffEntry = {
  party: "client" | "server";
  sku: string;
  status: "no-item" | "wrong-qty";
  clientQty?: number;
  serverQty?: number;
};

export type MergePlan = { actions: MergeAction[]; diffLog: DiffEntry[]; status: "update-required" | "no-changes" };

function updateRequest(client: ClientCartItem, qty: number, cartId: string, itemId?: number): UpdateRequest {
  const cartItem: UpdateRequest["cartItem"] = { sku: client.sku, qty, quoteId: cartId };
  if (client.product_option !== undefined) cartItem.product_option = client.product_option as ProductOption;
  if (itemId !== undefined) cartItem.item_id = itemId;
  return { cartItem };
}

export function planCartMerge(client: readonly ClientCartItem[], server: readonly ServerCartItem[], options: MergeOptions): MergePlan {
  const actions: MergeAction[] = [];
  const diffLog: DiffEntry[] = [];
  const { cartId, dryRun = false, forceClientState = false, mergeQty = false } = options;
  const canRemoveLocal = options.serverSyncCanRemoveLocalItems ?? false;
  const canModifyLocal = options.serverSyncCanModifyLocalItems ?? false;

  for (const item of client) {
    const match = server.find((s) => productsEquals(s, item));
    if (!match) {
      diffLog.push({ party: "server", sku: item.sku, status: "no-item" });
      if (dryRun) continue;
      if (forceClientState || !canRemoveLocal) {
        actions.push({ type: "push-server", reason: "no-item", client: item, request: updateRequest(item, item.qty, cartId) });
      } else {
        actions.push({ type: "remove-client", client: item });
      }
      continue;
    }
    if (match.qty !== item.qty || mergeQty) {
      diffLog.push({ party: "client", sku: item.sku, status: "wrong-qty", clientQty: item.qty, serverQty: match.qty });
      if (!dryRun) {
        if (forceClientState || !canModifyLocal) {
          const qty = mergeQty ? item.qty + match.qty : item.qty;
          actions.push({ type: "push-server", reason: "wrong-qty", client: item, request: updateRequest(item, qty, cartId, match.item_id) });
        } else {
          actions.push({ type: "take-server", client: item, server: match });
        }
      }
    }
    actions.push({ type: "link-client", client: item, server: match });
  }

  for (const item of server) {
    if (client.some((c) => productsEquals(c, item))) continue;
    diffLog.push({ party: "server", sku: item.sku, status: "no-item" });
    if (dryRun) continue;
    if (forceClientState) {
      actions.push({ type: "delete-server", server: item, request: { cartItem: { sku: item.sku, item_id: item.item_id, quoteId: cartId } } });
    } else {
      actions.push({ type: "add-client", server: item });
    }
  }

  return { actions, diffLog, status: diffLog.length > 0 ? "update-required" : "no-changes" };
}

export type PushOutcome = { ok: true; item: ServerCartItem } | { ok: false };
export type PushFollowUp =
  | {
      type: "link-client";
      patch: { server_item_id: number; server_cart_id: string; product_option?: ProductOption; type_id: string; prev_qty: number; qty: number };
    }
  | { type: "restore-qty"; qty: number }
  | { type: "remove-client" };

/**
 * What happens to the client line once its push answered (docs/api.md §9.4 "Result of a push"): success links it;
 * a failure removes a line the server never had, and restores an already linked line's previous quantity
 * (or removes it when there was none).
 */
export function afterPush(client: ClientCartItem, hadServerItem: boolean, outcome: PushOutcome): PushFollowUp {
  if (outcome.ok) {
    const { item } = outcome;
    const patch: Extract<PushFollowUp, { type: "link-client" }>["patch"] = {
      server_item_id: item.item_id,
      server_cart_id: item.quote_id,
      type_id: item.product_type,
      prev_qty: item.qty,
      qty: item.qty,
    };
    if (item.product_option !== undefined) patch.product_option = item.product_option;
    return { type: "link-client", patch };
  }
  if (!hadServerItem) return { type: "remove-client" };
  const linked = client.server_item_id !== undefined && client.server_item_id !== "";
  if (linked && client.prev_qty !== undefined && client.prev_qty > 0) return { type: "restore-qty", qty: client.prev_qty };
  return { type: "remove-client" };
}
