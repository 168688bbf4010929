/**
 * The order module's back-office operations (docs/decisions/2026-11-27-back-office.md): orders listed and filtered
 * with server-side paging, one order with its lines and history, a status change along the allowed transitions
 * (domain/staff.ts: pending → processing → complete; cancel with the stock and gift cards given back), and a note
 * to the customer (a history row and a mail through the outbox). The staff module reaches them through
 * OrderService; only this module writes orders and their history.
 */
import { canTransition, type OrderStatus } from "../../../domain/staff.ts";
import { formatPrice } from "../../../domain/money.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { releaseStockSql } from "../catalog/index.ts";
import { restoreGiftCardsSql } from "../giftcard/index.ts";
import type { MailOutbox } from "../mail/index.ts";
import type { InTransaction } from "./fulfilment-types.ts";
import { OFFLINE_PAYMENT_CODES } from "./for-payment.ts";
import type { Grosze } from "../../../domain/money.ts";

export interface StaffOrderRow {
  id: number;
  increment_id: string;
  status: OrderStatus;
  created_at: string;
  customer_email: string;
  customer_name: string;
  grand_total: number;
  payment_method_code: string;
  shipping_description: string | null;
}

export interface StaffOrderDetail extends StaffOrderRow {
  customer_id: number | null;
  gift_card_amount: number;
  shipping_gross: number;
  billing_address: unknown;
  shipping_address: unknown;
  lines: { sku: string; name: string; qty: number; unit_gross: number; row_gross: number }[];
  history: { status: string; comment: string | null; created_at: string }[];
}

export interface StaffOrderQuery {
  status?: OrderStatus;
  /** an order number, or (part of) the customer's e-mail */
  q?: string;
  page: number;
  pageSize: number;
}

const ROW = `o.id, o.increment_id, o.status, o.created_at, o.customer_email, o.customer_firstname || ' ' || o.customer_lastname AS customer_name,
  o.grand_total, o.payment_method_code, o.shipping_description`;

export async function staffOrders(db: Pick<Database, "query">, q: StaffOrderQuery): Promise<{ items: StaffOrderRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status) {
    params.push(q.status);
    where.push(`o.status = $${params.length}`);
  }
  const term = q.q?.trim();
  if (term) {
    params.push(term, `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(o.increment_id = lpad($${params.length - 1}, 9, '0') OR o.increment_id = $${params.length - 1} OR lower(o.customer_email) LIKE $${params.length})`,
    );
  }
  const sql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o ${sql}`, params);
  const items = await db.query<StaffOrderRow>(
    `SELECT ${ROW} FROM orders o ${sql} ORDER BY o.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.pageSize, (q.page - 1) * q.pageSize],
  );
  return { items, total: count?.n ?? 0 };
}

export async function staffOrder(db: Pick<Database, "query">, id: number): Promise<StaffOrderDetail | null> {
  const [row] = await db.query<StaffOrderDetail>(
    `SELECT ${ROW}, o.customer_id, o.gift_card_amount, o.shipping_gross, o.billing_address, o.shipping_address,
       coalesce((SELECT json_agg(json_build_object('sku', i.sku, 'name', i.name, 'qty', i.qty, 'unit_gross', i.unit_gross, 'row_gross', i.row_gross) ORDER BY i.id)
         FROM order_items i WHERE i.order_id = o.id), '[]'::json) AS lines,
       coalesce((SELECT json_agg(json_build_object('status', h.status, 'comment', h.comment, 'created_at', h.created_at) ORDER BY h.id)
         FROM order_status_history h WHERE h.order_id = o.id), '[]'::json) AS history
     FROM orders o WHERE o.id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * Moves an order to `to` when the transition is allowed from its status now (checked again under the row's lock in the
 * statement, so two staff members cannot both move it). Cancelling gives its lines' quantities back to stock and
 * what gift cards paid back to them, in the same statement.
 */
export async function changeOrderStatus(
  db: Database,
  id: number,
  to: OrderStatus,
  comment: string | null,
  now: Date,
  inTransaction?: InTransaction,
): Promise<Outcome<{ before: { status: OrderStatus }; after: { status: OrderStatus } }, "ORDER_NOT_FOUND" | "ORDER_TRANSITION_NOT_ALLOWED">> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: OrderStatus }>("SELECT status FROM orders WHERE id = $1 FOR UPDATE", [id]);
    if (!order) return refuse("ORDER_NOT_FOUND", `There is no order ${id}.`);
    if (!canTransition(order.status, to)) {
      return refuse("ORDER_TRANSITION_NOT_ALLOWED", `An order that is ${order.status} cannot become ${to}.`, { from: order.status, to });
    }
    const moved = `moved AS (UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1 RETURNING id),
      history AS (INSERT INTO order_status_history (order_id, status, comment, created_at) SELECT id, $2, $4, $3 FROM moved)`;
    if (to === "canceled") {
      await tx.query(
        `WITH ${moved}, released AS (
           SELECT i.product_id AS id, sum(i.qty)::int AS qty FROM order_items i
           WHERE i.order_id IN (SELECT id FROM moved) AND i.product_id IS NOT NULL GROUP BY i.product_id
         ), ${releaseStockSql("released")}, ${restoreGiftCardsSql("moved", "$3")}
         SELECT 1`,
        [id, to, now, comment],
      );
    } else {
      await tx.query(`WITH ${moved} SELECT 1`, [id, to, now, comment]);
    }
    await inTransaction?.(tx, { before: { status: order.status }, after: { status: to } });
    return accept({ before: { status: order.status }, after: { status: to } });
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A note for the customer: a row in the order's history (shown in the account) and a mail through the outbox. */
export async function noteToCustomer(
  db: Database,
  outbox: MailOutbox,
  id: number,
  note: string,
  now: Date,
  inTransaction?: InTransaction,
): Promise<Outcome<{ history_id: number }, "ORDER_NOT_FOUND">> {
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: string; increment_id: string; customer_email: string; customer_firstname: string; grand_total: number }>(
      "SELECT status, increment_id, customer_email, customer_firstname, grand_total FROM orders WHERE id = $1 FOR UPDATE",
      [id],
    );
    if (!order) return refuse("ORDER_NOT_FOUND", `There is no order ${id}.`);
    const [row] = await tx.query<{ id: number }>(
      "INSERT INTO order_status_history (order_id, status, comment, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
      [id, order.status, note, now],
    );
    const subject = `Wiadomość do zamówienia nr ${order.increment_id}`;
    const text = `Dzień dobry ${order.customer_firstname},\n\n${note}\n\nZamówienie nr ${order.increment_id} (${formatPrice(order.grand_total as Grosze)}).\n\nKiosk`;
    const html = `<p>Dzień dobry ${escapeHtml(order.customer_firstname)},</p><p>${escapeHtml(note).replace(/\n/g, "<br>")}</p><p>Zamówienie nr ${escapeHtml(order.increment_id)} (${escapeHtml(formatPrice(order.grand_total as Grosze))}).</p><p>Kiosk</p>`;
    await outbox.enqueue({ to: order.customer_email, subject, text, html }, { tx, orderId: id, key: `order-note:${row!.id}` });
    await inTransaction?.(tx, { before: null, after: { note, history_id: row!.id } });
    return accept({ history_id: row!.id });
  });
  if (result.ok) outbox.kick();
  return result;
}

/** Today's orders (from `since`) and their value, and the online orders waiting for payment (the dashboard). */
export async function orderDashboard(
  db: Pick<Database, "query">,
  since: Date,
): Promise<{ orders_today: number; revenue_today: number; awaiting_payment: number }> {
  const [row] = await db.query<{ orders_today: number; revenue_today: number; awaiting_payment: number }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE created_at >= $1 AND status <> 'canceled') AS orders_today,
            (SELECT coalesce(sum(grand_total), 0)::int FROM orders WHERE created_at >= $1 AND status <> 'canceled') AS revenue_today,
            (SELECT count(*)::int FROM orders WHERE status = 'pending' AND payment_method_code <> ALL($2::text[])) AS awaiting_payment`,
    [since, OFFLINE_PAYMENT_CODES],
  );
  return row!;
}
