/**
 * The order's side of downloads (docs/decisions/2026-11-26-downloads.md): which lines of which orders have been paid
 * and may be delivered as files. Read-only; the download module composes this SELECT into its own statements.
 * An order counts as paid once it is `complete`, or `processing` when it was not paid on delivery (an online
 * payment completed, or a free order); a cancelled or unpaid order grants nothing. Only a customer's order
 * grants files: downloads belong to an account.
 */
import { OFFLINE_PAYMENT_CODES } from "./for-payment.ts";

/** Only cash on delivery leaves a processing order unpaid ("free" has nothing to pay). */
const UNPAID_WHILE_PROCESSING = OFFLINE_PAYMENT_CODES.filter((c) => c !== "free");

/**
 * A SELECT of the downloadable lines of the paid customer orders matching `where` (an SQL condition on `orders o`):
 * order_id, order_item_id, customer_id, product_id, sku, name, increment_id, created_at (the order's).
 */
export const paidDownloadLinesSql = (where: string) =>
  `SELECT o.id AS order_id, i.id AS order_item_id, o.customer_id, i.product_id, i.sku, i.name, o.increment_id, o.created_at
     FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE i.type_id = 'downloadable' AND i.product_id IS NOT NULL AND o.customer_id IS NOT NULL
      AND (o.status = 'complete' OR (o.status = 'processing' AND o.payment_method_code <> ALL('{${UNPAID_WHILE_PROCESSING.join(",")}}'::text[])))
      AND (${where})`;
