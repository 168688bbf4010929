/**
 * Invoice numbers (docs/decisions/2026-11-28-shipments-invoices.md): "FV/2026/000123", a sequence per calendar
 * year (Warsaw time) with no gaps, given to an order once and never changed or reused. The year's counter
 * (`invoice_sequences`) is moved on by an upsert whose row lock is held until the order's transaction ends, and the
 * order gets the number in the same transaction: two staff members issuing at once wait for each other and get
 * consecutive numbers; a transaction that fails gives its number back with the rollback (no gap), and the unique
 * index on orders.invoice_number is the last fence. Issuing again answers the number the order already has.
 */
import { warsawDay } from "../../../domain/warsaw-time.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { InTransaction } from "./fulfilment-types.ts";

/** "FV/2026/000123" */
export const invoiceNumberOf = (year: number, n: number) => `FV/${year}/${String(n).padStart(6, "0")}`;

export interface IssuedInvoice {
  invoice_number: string;
  issued_at: string;
  /** false when the order already had its number (nothing was issued) */
  issued: boolean;
}

export async function issueInvoiceNumber(
  db: Database,
  orderId: number,
  now: Date,
  inTransaction?: InTransaction,
): Promise<Outcome<IssuedInvoice, "ORDER_NOT_FOUND" | "INVOICE_NOT_ALLOWED">> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: string; invoice_number: string | null; invoice_issued_at: Date | string | null }>(
      "SELECT status, invoice_number, invoice_issued_at FROM orders WHERE id = $1 FOR UPDATE",
      [orderId],
    );
    if (!order) return refuse("ORDER_NOT_FOUND", `There is no order ${orderId}.`);
    if (order.invoice_number) {
      return accept({ invoice_number: order.invoice_number, issued_at: new Date(order.invoice_issued_at!).toISOString(), issued: false });
    }
    if (order.status === "canceled") return refuse("INVOICE_NOT_ALLOWED", "A cancelled order gets no invoice.", { status: order.status });
    const year = Number(warsawDay(now).slice(0, 4));
    const [row] = await tx.query<{ invoice_number: string }>(
      `WITH next AS (
         INSERT INTO invoice_sequences AS s (year, last_number) VALUES ($2, 1)
         ON CONFLICT (year) DO UPDATE SET last_number = s.last_number + 1
         RETURNING last_number
       )
       UPDATE orders SET invoice_number = 'FV/' || $2::int || '/' || lpad((SELECT last_number FROM next)::text, 6, '0'),
         invoice_issued_at = $3, updated_at = $3
       WHERE id = $1 RETURNING invoice_number`,
      [orderId, year, now],
    );
    const issued = { invoice_number: row!.invoice_number, issued_at: now.toISOString(), issued: true };
    await inTransaction?.(tx, { before: { invoice_number: null }, after: { invoice_number: issued.invoice_number } });
    return accept(issued);
  });
}
