/** Helpers of the review suites: a moderator's decision (the back office will come later), and a paid order of a product. */
import { randomUUID } from "node:crypto";
import type { ReviewStatus } from "../../../contract/review.ts";
import type { Database } from "../../db/client.ts";
import type { ReviewService } from "./service.ts";

/** Approves (or rejects) a review as a moderator would. */
export async function moderateReview(reviews: ReviewService, id: number, status: ReviewStatus = "approved"): Promise<void> {
  const done = await reviews.moderate(id, status);
  if (!done.ok) throw new Error(done.message);
}

/** An order of customer `customerId` with one line of product `productId`, in `status` (the order module owns these rows; tests only). */
export async function orderOf(db: Database, customerId: number, productId: number, status: string): Promise<number> {
  const [order] = await db.query<{ id: number }>(
    `INSERT INTO orders (client_order_id, increment_id, status, customer_id, customer_email, customer_firstname, customer_lastname, customer_type,
       billing_address, payment_method_code, subtotal_gross, subtotal_net, discount_gross, shipping_gross, shipping_net, shipping_tax, tax_total,
       grand_total, tax_breakdown, consents)
     SELECT $1, $2, $3, c.id, c.email, c.firstname, c.lastname, 'private', '{}'::jsonb, 'cashondelivery', 1000, 952, 0, 0, 0, 0, 48, 1000, '[]'::jsonb, '{}'::jsonb
     FROM customers c WHERE c.id = $4 RETURNING id`,
    [randomUUID(), `T${Date.now()}${Math.floor(Math.random() * 1e6)}`, status, customerId],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, sku, name, product_type, type_id, qty, unit_gross, unit_net, row_gross, row_net, discount_gross,
       row_net_after_discount, tax, options)
     SELECT $1, p.id, p.sku, p.name, p.type_id, p.type_id, 1, 1000, 952, 1000, 952, 0, 952, 48, '[]'::jsonb FROM products p WHERE p.id = $2`,
    [order!.id, productId],
  );
  return order!.id;
}
