/**
 * The order's side of reviews (docs/decisions/2026-11-26-wishlist-reviews.md): whether a customer bought a product,
 * for the "verified purchase" mark. Read-only.
 */
import type { Database } from "../../db/client.ts";
import { PAID_ORDER_STATUSES } from "./for-fulfilment.ts";

/**
 * True when customer `customerId` has a paid (processing) or complete order with a line of product `productId`, or of
 * one of its variants (a configurable product's children). Orders placed as a guest do not count: only an order
 * of the account proves that the account's holder bought it.
 */
export async function customerBoughtProduct(db: Pick<Database, "query">, customerId: number, productId: number): Promise<boolean> {
  const rows = await db.query<{ bought: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.customer_id = $1 AND o.status = ANY($3::text[])
         AND (i.product_id = $2 OR i.product_id IN (SELECT child_id FROM product_super_links WHERE parent_id = $2))
     ) AS bought`,
    [customerId, productId, PAID_ORDER_STATUSES],
  );
  return rows[0]?.bought === true;
}
