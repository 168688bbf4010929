/**
 * The order's side of online payment (docs/decisions/2026-11-26-payments.md). The order module does not import the
 * payment module: it declares the port it calls (`OrderPayments`, built in server/services.ts), and gives the
 * payment module what it needs of orders through its door: the order's facts (`paymentOrderSql`), the unpaid
 * orders that are due to expire (`dueUnpaidOrdersSql`), and the order's two state changes as SQL fragments the
 * payment module composes into its own single statements: `markOrderPaidSql` (pending → processing, a history row,
 * the "payment received" mail) and `cancelUnpaidOrderSql` (pending → canceled, a history row, the stock released by
 * the catalogue's fragment, the "order expired" mail). Both are guarded by `status = 'pending'`, so a repeat, a
 * second process or a late notification changes an order once.
 */
import type { FastifyBaseLogger } from "fastify";
import type { PaymentInfo } from "../../../contract/payment.ts";
import type { Outcome } from "../../http/outcome.ts";
import { releaseStockSql } from "../catalog/index.ts";
import { restoreGiftCardsSql } from "../giftcard/index.ts";
import { enqueueMailSql } from "../mail/index.ts";

/** The codes of the offline payment methods (giftcard: gift cards paid all of it); every other code the cart offers is paid online. */
export const OFFLINE_PAYMENT_CODES = ["cashondelivery", "free", "giftcard"] as const;
export const isOfflinePayment = (code: string) => (OFFLINE_PAYMENT_CODES as readonly string[]).includes(code);

/** An order as the payment module reads it (paymentOrderSql). Amounts in grosze. */
export interface PaymentOrder {
  id: number;
  increment_id: string;
  status: "pending" | "processing" | "complete" | "canceled";
  customer_id: number | null;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  telephone: string | null;
  grand_total: number;
  /** what the payment method pays: the grand total less what gift cards paid */
  amount_due: number;
  shipping_gross: number;
  payment_method_code: string;
  created_at: string | Date;
  /** the order's lines, in order (name, unit gross price, quantity, product type) */
  lines: { name: string; unit_gross: number; qty: number; type_id: string }[];
}

/** The payment of an order as the order module asks for it (the port, implemented by the payment module). */
export interface OrderPayments {
  /** Online payment can be used (PayU is configured): the cart offers the online methods only then. */
  readonly online: boolean;
  /** The payment extras of an online method checked before the order is placed (BLIK code, card token, pay-by-link method). */
  check(code: string, additional: Record<string, unknown> | null | undefined): Promise<Outcome<null>>;
  /**
   * The payment of a placed online order: its first attempt is started once (a replay of the order finds it and
   * answers its current state); a PayU outage is an answer (state "none", error PAYMENT_PROVIDER_UNAVAILABLE).
   */
  start(
    orderId: number,
    code: string,
    additional: Record<string, unknown> | null | undefined,
    ctx: { ip: string; log?: FastifyBaseLogger },
  ): Promise<PaymentInfo>;
}

/**
 * CTE `ord`: the facts of the order(s) matching `where` (an SQL condition on `orders o`), as PaymentOrder; without
 * `lines` (a status poll) its `lines` are empty.
 */
export const paymentOrderSql = (where: string, lines = true) => `ord AS (
     SELECT o.id, o.increment_id, o.status, o.customer_id, o.customer_email, o.customer_firstname, o.customer_lastname,
       o.billing_address->>'telephone' AS telephone, o.grand_total, o.grand_total - o.gift_card_amount AS amount_due, o.shipping_gross,
       o.payment_method_code, o.created_at,
       ${
         lines
           ? `coalesce((SELECT json_agg(json_build_object('name', i.name, 'unit_gross', i.unit_gross, 'qty', i.qty, 'type_id', i.type_id) ORDER BY i.id)
                 FROM order_items i WHERE i.order_id = o.id), '[]'::json)`
           : `'[]'::json`
       } AS lines
     FROM orders o WHERE ${where}
   )`;

/**
 * A SELECT of the ids of unpaid online orders placed before `cutoff` (an SQL timestamptz expression) for which
 * `also` (an SQL condition on `o`) holds, oldest first; the caller adds its LIMIT and locking clause
 * (`FOR UPDATE OF o SKIP LOCKED`).
 */
export const dueUnpaidOrdersSql = (cutoff: string, also = "TRUE") =>
  `SELECT o.id FROM orders o WHERE o.status = 'pending' AND o.created_at < ${cutoff}
     AND o.payment_method_code <> ALL('{${OFFLINE_PAYMENT_CODES.join(",")}}'::text[]) AND (${also}) ORDER BY o.created_at, o.id`;

/**
 * CTEs `paid_order`, `paid_history`, `paid_mail`: the order `orderId` (an SQL expression, null for none) paid: a
 * pending order becomes processing with a history row and the "payment received" mail in the outbox; any other
 * order is left as it is (`paid_order` is then empty).
 */
export const markOrderPaidSql = (orderId: string, at: string) => `paid_order AS (
     UPDATE orders SET status = 'processing', updated_at = ${at} WHERE id = ${orderId} AND status = 'pending' RETURNING id
   ), paid_history AS (
     INSERT INTO order_status_history (order_id, status, comment, created_at) SELECT id, 'processing', 'Płatność otrzymana (PayU).', ${at} FROM paid_order
   ), ${enqueueMailSql("paid_mail", "SELECT 'payment_received', id, '{}'::jsonb, NULL FROM paid_order")}`;

/**
 * CTEs `expired_order`, `expired_history`, `released`, the catalogue's release CTEs, the gift cards' restore CTEs, and
 * `expired_mail`: the unpaid order `orderId` (an SQL expression) cancelled because it was not paid in time: status
 * canceled with a history row (`comment`, an SQL expression), its lines' quantities given back to stock, what gift
 * cards paid of it given back to them, the "order expired" mail in the outbox. An order that is no longer pending is
 * left as it is.
 */
export const cancelUnpaidOrderSql = (orderId: string, comment: string, at: string) => `expired_order AS (
     UPDATE orders SET status = 'canceled', updated_at = ${at} WHERE id = ${orderId} AND status = 'pending' RETURNING id
   ), expired_history AS (
     INSERT INTO order_status_history (order_id, status, comment, created_at) SELECT id, 'canceled', ${comment}, ${at} FROM expired_order
   ), released AS (
     SELECT i.product_id AS id, sum(i.qty)::int AS qty FROM order_items i
     WHERE i.order_id IN (SELECT id FROM expired_order) AND i.product_id IS NOT NULL GROUP BY i.product_id
   ), ${releaseStockSql("released")}, ${restoreGiftCardsSql("expired_order", at)}, ${enqueueMailSql("expired_mail", "SELECT 'order_expired', id, '{}'::jsonb, NULL FROM expired_order")}`;
