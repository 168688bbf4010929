/**
 * The order's side of fulfilment (docs/decisions/2026-11-26-subscriptions.md): read-only facts of paid orders for
 * the modules that deliver what was bought (subscriptions, gift cards). Nothing here writes.
 */
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";

/** A line of an order with the order's facts, as the delivering modules read it. Amounts in grosze. */
export interface FulfilmentLine {
  order_id: number;
  order_item_id: number;
  /** the order's status: processing and complete are paid */
  order_status: "pending" | "processing" | "complete" | "canceled";
  customer_id: number | null;
  customer_email: string;
  client_order_id: string;
  /** when the order was placed (the contract's date) */
  order_created_at: Date;
  shipping_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown>;
  /** the order's gift recipient {firstname, lastname, street, city, postcode, country_id, message?}, when there is one */
  gift_recipient: Record<string, unknown> | null;
  product_id: number | null;
  sku: string;
  name: string;
  type_id: string;
  qty: number;
  row_gross: number;
  /** the line's VAT percent; null: not subject to VAT (a gift card) */
  vat_rate: number | null;
  product_option: { extension_attributes?: Record<string, unknown> } | null;
}

export const PAID_ORDER_STATUSES = ["processing", "complete"] as const;

/**
 * The lines of order `orderId` whose product type is one of `typeIds`, with the order's facts. The gift recipient is
 * read through to_jsonb so the statement runs whether or not the orders table has that column yet.
 */
export async function orderLinesForFulfilment(db: Pick<Database, "query">, orderId: number, typeIds: readonly string[]): Promise<FulfilmentLine[]> {
  return preparedQuery<FulfilmentLine>(
    db,
    "order_lines_for_fulfilment",
    `SELECT o.id AS order_id, i.id AS order_item_id, o.status AS order_status, o.customer_id, o.customer_email, o.client_order_id,
            o.created_at AS order_created_at, o.shipping_address, o.billing_address,
            nullif(to_jsonb(o)->'gift_recipient', 'null'::jsonb) AS gift_recipient,
            i.product_id, i.sku, i.name, i.type_id, i.qty, i.row_gross, i.vat_rate, i.product_option
     FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.id = $1 AND i.type_id = ANY($2::text[]) ORDER BY i.id`,
    [orderId, typeIds],
  );
}

/** The ids of orders paid (processing or complete) and updated since `since` that have a line of one of `typeIds`, oldest first. */
export async function paidOrdersSince(db: Pick<Database, "query">, since: Date, typeIds: readonly string[], limit = 500): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT o.id FROM orders o
     WHERE o.status = ANY($3::text[]) AND o.updated_at >= $1
       AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.type_id = ANY($2::text[]))
     ORDER BY o.id LIMIT $4`,
    [since, typeIds, PAID_ORDER_STATUSES, limit],
  );
  return rows.map((r) => r.id);
}

/** The status of an order (null: no such order). */
export async function orderStatusOf(db: Pick<Database, "query">, orderId: number): Promise<FulfilmentLine["order_status"] | null> {
  const rows = await db.query<{ status: FulfilmentLine["order_status"] }>("SELECT status FROM orders WHERE id = $1", [orderId]);
  return rows[0]?.status ?? null;
}
