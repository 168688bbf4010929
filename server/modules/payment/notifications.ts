/**
 * Applying what PayU says about an attempt (docs/polish-rules.md §1.7): a notification, or an order retrieved from
 * PayU (a retry or the expiry sweep found it paid). One statement each, prepared on PostgreSQL:
 *
 * - the attempt is locked by its extOrderId; the amount and currency must be the attempt's, else the notification
 *   is recorded as a mismatch and changes nothing;
 * - the status moves by an UPDATE guarded by transitions.ts, so repeats and out-of-order arrivals change nothing
 *   twice and COMPLETED never goes back;
 * - COMPLETED closes the order's other live attempts, marks the order paid (the order's fragment, markOrderPaidSql:
 *   processing, a history row, the "payment received" mail, once) and keeps a recurring card's token on the customer;
 * - every delivery is recorded in payment_notifications with what it did.
 */
import { createHash } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import type { PayuGateway, PayuNotification, PayuOrderStatus } from "../../integrations/payu/types.ts";
import { markOrderPaidSql } from "../order/index.ts";
import type { PaidLine } from "./service.ts";
import { ALLOWED_FROM, errorCodeFor, LIVE_SQL } from "./transitions.ts";

const APPLY_SQL = `WITH att AS (
     SELECT p.id, p.order_id, p.status, p.amount, p.currency FROM payments p WHERE p.ext_order_id = $1::text FOR UPDATE
   ), fits AS (
     SELECT att.id FROM att WHERE att.amount = $4::int AND att.currency = $5::text
   ), moved AS (
     UPDATE payments p SET status = $3::text, payu_order_id = coalesce(p.payu_order_id, $2::text), updated_at = $7::timestamptz,
       completed_at = CASE WHEN $3::text = 'COMPLETED' THEN $7::timestamptz ELSE p.completed_at END,
       error_code = CASE WHEN $3::text = 'CANCELED' THEN coalesce(p.error_code, $9::text) WHEN $3::text = 'COMPLETED' THEN NULL ELSE p.error_code END,
       card_saved = ($3::text = 'COMPLETED' AND p.card_token IS NOT NULL AND p.customer_id IS NOT NULL)
     FROM fits WHERE p.id = fits.id AND p.status = ANY($8::text[])
     RETURNING p.id, p.order_id, p.status, p.customer_id, p.card_token, p.card_mask
   ), others AS (
     UPDATE payments p SET status = 'CANCELED', error_code = coalesce(p.error_code, 'PAYMENT_SUPERSEDED'), updated_at = $7::timestamptz
     FROM moved WHERE moved.status = 'COMPLETED' AND p.order_id = moved.order_id AND p.id <> moved.id AND p.status IN ${LIVE_SQL}
     RETURNING p.payu_order_id
   ), ${markOrderPaidSql("(SELECT order_id FROM moved WHERE status = 'COMPLETED')", "$7::timestamptz")}, card AS (
     INSERT INTO customer_payment_cards (customer_id, token, mask, payment_id, created_at)
     SELECT moved.customer_id, moved.card_token, moved.card_mask, moved.id, $7::timestamptz FROM moved
     WHERE moved.status = 'COMPLETED' AND moved.card_token IS NOT NULL AND moved.customer_id IS NOT NULL
     ON CONFLICT (customer_id, token) DO NOTHING
   ), note AS (
     INSERT INTO payment_notifications (payment_id, kind, ext_order_id, payu_order_id, status, amount, currency, body_hash, outcome, received_at)
     SELECT (SELECT id FROM att), $10::text, $1::text, $2::text, $3::text, $4::int, $5::text, $6::text,
       CASE WHEN NOT EXISTS (SELECT 1 FROM att) THEN 'unknown' WHEN NOT EXISTS (SELECT 1 FROM fits) THEN 'mismatch'
            WHEN EXISTS (SELECT 1 FROM moved) THEN 'applied' ELSE 'ignored' END, $7::timestamptz
     RETURNING outcome
   )
   SELECT (SELECT outcome FROM note) AS outcome, (SELECT order_id FROM att) AS order_id, (SELECT status FROM moved) AS moved_to,
     (SELECT id FROM paid_order) AS paid_order_id,
     (SELECT json_agg(json_build_object('typeId', i.type_id, 'productId', i.product_id, 'qty', i.qty) ORDER BY i.id)
        FROM order_items i WHERE i.order_id = (SELECT id FROM paid_order)) AS paid_lines,
     (SELECT coalesce(json_agg(payu_order_id), '[]'::json) FROM others WHERE payu_order_id IS NOT NULL) AS superseded`;

const APPLY_REFUND_SQL = `WITH att AS (
     -- locked: a refund the back office asked for is settled under the same lock (PaymentService.refund)
     SELECT p.id FROM payments p WHERE p.ext_order_id = $1::text FOR UPDATE
   ), ref AS (
     INSERT INTO payment_refunds (payment_id, refund_id, amount, currency, status, created_at, updated_at)
     SELECT att.id, $2::text, $4::int, $5::text, $3::text, $7::timestamptz, $7::timestamptz FROM att
     ON CONFLICT (refund_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at
       WHERE payment_refunds.status <> excluded.status AND payment_refunds.status NOT IN ('FINALIZED', 'CANCELED')
     RETURNING id
   ), note AS (
     INSERT INTO payment_notifications (payment_id, kind, ext_order_id, payu_order_id, status, amount, currency, body_hash, outcome, received_at)
     SELECT (SELECT id FROM att), 'refund', $1::text, $8::text, $3::text, $4::int, $5::text, $6::text,
       CASE WHEN NOT EXISTS (SELECT 1 FROM att) THEN 'unknown' WHEN EXISTS (SELECT 1 FROM ref) THEN 'applied' ELSE 'ignored' END, $7::timestamptz
     RETURNING outcome
   )
   SELECT (SELECT outcome FROM note) AS outcome, (SELECT p.order_id FROM payments p WHERE p.id = (SELECT id FROM att)) AS order_id`;

export type NotificationOutcome = "applied" | "ignored" | "mismatch" | "unknown";

export interface Applied {
  outcome: NotificationOutcome;
  /** the order of the attempt (null: not ours) */
  orderId: number | null;
  /** the status the attempt moved to (null: it did not move) */
  movedTo: PayuOrderStatus | null;
  /** the order became processing now (its "payment received" mail is in the outbox) */
  orderPaid: boolean;
  /** when it became paid now: its lines (the receivers with nothing to deliver skip it; the sales count reads them) */
  paidLines: PaidLine[] | null;
  /** PayU orders of other live attempts of the order, closed here: to be cancelled at PayU */
  superseded: string[];
  /** why the attempt was cancelled, when it moved to CANCELED now */
  errorCode: string | null;
}

/** What PayU said about an attempt's status (a notification's order part, or a retrieved order). */
export interface StatusReport {
  extOrderId: string;
  orderId: string;
  status: PayuOrderStatus;
  totalAmount: number;
  currencyCode: string;
  /** why it was cancelled, when PayU (or the stand-in) says so */
  reason: string | null;
}

export const bodyHash = (raw: Buffer | string) => createHash("sha256").update(raw).digest("hex");

/** Applies a status report once; `source` is what the audit row records as its kind (notification, or a retrieval). */
export async function applyStatus(db: Database, r: StatusReport, hash: string, at: Date, source: "order" | "retrieved"): Promise<Applied> {
  const rows = await preparedQuery<{
    outcome: NotificationOutcome;
    order_id: number | null;
    moved_to: PayuOrderStatus | null;
    paid_order_id: number | null;
    paid_lines: PaidLine[] | null;
    superseded: string[];
  }>(db, "payment_apply", APPLY_SQL, [
    r.extOrderId,
    r.orderId,
    r.status,
    r.totalAmount,
    r.currencyCode,
    hash,
    at,
    ALLOWED_FROM[r.status],
    errorCodeFor([r.reason], "PAYMENT_CANCELED"),
    source,
  ]);
  const row = rows[0]!;
  const errorCode = row.moved_to === "CANCELED" ? errorCodeFor([r.reason], "PAYMENT_CANCELED") : null;
  return {
    outcome: row.outcome,
    orderId: row.order_id,
    movedTo: row.moved_to,
    orderPaid: row.paid_order_id !== null,
    paidLines: row.paid_lines,
    superseded: row.superseded,
    errorCode,
  };
}

/** Records a refund's notified status (a refund made in PayU's panel is recorded too). */
export async function applyRefund(
  db: Database,
  n: Extract<PayuNotification, { kind: "refund" }>,
  hash: string,
  at: Date,
): Promise<{ outcome: NotificationOutcome; orderId: number | null }> {
  const rows = await preparedQuery<{ outcome: NotificationOutcome; order_id: number | null }>(db, "payment_apply_refund", APPLY_REFUND_SQL, [
    n.extOrderId,
    n.refundId,
    n.status,
    n.amount,
    n.currencyCode,
    hash,
    at,
    n.orderId,
  ]);
  return { outcome: rows[0]!.outcome, orderId: rows[0]!.order_id ?? null };
}

/** The cancellation reason a notification carries, when the adapter gives one (PayU's own notifications carry none). */
export function reasonOf(n: PayuNotification): string | null {
  const extra = n as unknown as Record<string, unknown>;
  for (const key of ["reason", "statusReason", "codeLiteral", "errorCode"]) {
    const v = extra[key];
    if (typeof v === "string" && v !== "") return v;
  }
  return null;
}

/** What became of an attempt's PayU order that we asked PayU to cancel. */
export type CancelAtPayu = { kind: "cancelled" } | { kind: "paid"; applied: Applied } | { kind: "live" };

/**
 * Cancels an attempt's PayU order. When PayU refuses, it is asked why: an order it reports COMPLETED (its
 * notification lost or not yet here) is applied instead ("paid"); one still under way stays "live"; one it does
 * not know or has cancelled counts as cancelled. PayuUnavailable is thrown through: the caller decides.
 */
export async function cancelOrApplyPaid(
  db: Database,
  gateway: PayuGateway,
  attempt: { ext_order_id: string; payu_order_id: string },
  at: Date,
): Promise<CancelAtPayu> {
  if (await gateway.cancelOrder(attempt.payu_order_id)) return { kind: "cancelled" };
  const remote = await gateway.retrieveOrder(attempt.payu_order_id);
  if (remote?.status === "COMPLETED") {
    const report = {
      extOrderId: attempt.ext_order_id,
      orderId: remote.orderId,
      status: "COMPLETED" as const,
      totalAmount: remote.totalAmount,
      currencyCode: remote.currencyCode,
      reason: null,
    };
    return { kind: "paid", applied: await applyStatus(db, report, "", at, "retrieved") };
  }
  return remote && remote.status !== "CANCELED" ? { kind: "live" } : { kind: "cancelled" };
}
