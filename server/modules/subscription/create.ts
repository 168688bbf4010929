/**
 * A paid order's subscription lines become customer subscriptions (docs/decisions/2026-11-26-subscriptions.md).
 * Idempotent: one row per order line (order_item_id UNIQUE, ON CONFLICT DO NOTHING), so the payment hook, a repeat
 * of it, another process and the backstop sweep may all call it. A renewal order is not a new subscription: its
 * payment advances the subscription it renews (renewals.ts).
 */
import { issueInterval, lastIssueDate } from "../../../domain/subscription.ts";
import { warsawDay, warsawStartOfDay } from "../../../domain/warsaw-time.ts";
import type { Database } from "../../db/client.ts";
import { orderLinesForFulfilment, PAID_ORDER_STATUSES, type FulfilmentLine } from "../order/index.ts";

export const SUBSCRIPTION_TYPES = ["subscription"] as const;
export const RENEWAL_KEY_PREFIX = "renewal:";

type Catalogue = {
  press_type: string | null;
  is_recurring_payment: boolean;
  numbers: number | null;
  start_label: string | null;
  start_date: string | null;
};

type Options = { number_option_id?: number; starting_number_id?: number | null; is_gift?: boolean };

const optionsOf = (line: FulfilmentLine): Options =>
  ((line.product_option?.extension_attributes?.["subscription_options"] as Options | undefined) ?? {}) as Options;

/** Creates the subscriptions of a paid order; answers the ids created now (none when they exist or the order is not paid). */
export async function createFromOrder(db: Database, orderId: number): Promise<number[]> {
  const lines = await orderLinesForFulfilment(db, orderId, SUBSCRIPTION_TYPES);
  const first = lines[0];
  if (!first || !(PAID_ORDER_STATUSES as readonly string[]).includes(first.order_status)) return [];
  if (first.client_order_id.startsWith(RENEWAL_KEY_PREFIX)) return [];
  const renewal = await db.query("SELECT 1 FROM subscription_renewals WHERE order_id = $1 LIMIT 1", [orderId]);
  if (renewal.length > 0) return [];
  const created: number[] = [];
  for (const line of lines) {
    const id = await createOne(db, line);
    if (id !== null) created.push(id);
  }
  return created;
}

async function createOne(db: Database, line: FulfilmentLine): Promise<number | null> {
  const opts = optionsOf(line);
  const cat =
    (
      await db.query<Catalogue>(
        `SELECT p.press_type, p.is_recurring_payment,
           (SELECT n.numbers FROM subscription_number_options n WHERE n.product_id = p.id AND n.id = $2) AS numbers,
           s.label AS start_label, s.issue_date::text AS start_date
         FROM products p
         LEFT JOIN LATERAL (
           SELECT label, issue_date FROM subscription_starting_numbers s WHERE s.product_id = p.id AND ($3::int IS NULL OR s.id = $3)
           ORDER BY position, id LIMIT 1
         ) s ON TRUE
         WHERE p.id = $1`,
        [line.product_id, opts.number_option_id ?? null, opts.starting_number_id ?? null],
      )
    )[0] ?? null;
  const interval = issueInterval(cat?.press_type ?? null);
  const numbers = cat?.numbers ?? 1;
  const orderDay = warsawDay(new Date(line.order_created_at));
  const firstDate = cat?.start_date ?? orderDay;
  const recurring = cat?.is_recurring_payment ?? false;
  // A recurring one renews on its period's last issue (domain/subscription.ts); a guest's cannot (no saved card).
  const nextRenewal = recurring && line.customer_id !== null ? warsawStartOfDay(lastIssueDate({ firstIssueDate: firstDate, numbers, interval })) : null;
  const gift = giftOf(line, opts);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO customer_subscriptions (order_id, order_item_id, customer_id, product_id, sku, name, press_type, number_option_id, numbers,
       first_issue_label, first_issue_date, period_no, status, recurring, next_renewal_at, delivery_address, gift_recipient, gift_message,
       period_amount, product_option, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1, 'active', $12, $13, $14, $15, $16, $17, $18, $19, $19)
     ON CONFLICT (order_item_id) DO NOTHING RETURNING id`,
    [
      line.order_id,
      line.order_item_id,
      line.customer_id,
      line.product_id,
      line.sku,
      line.name,
      cat?.press_type ?? null,
      opts.number_option_id ?? null,
      numbers,
      cat?.start_label ?? "Pierwsze wydanie",
      firstDate,
      recurring,
      nextRenewal,
      JSON.stringify(gift?.address ?? line.shipping_address ?? line.billing_address),
      gift ? JSON.stringify(gift.address) : null,
      gift?.message ?? null,
      line.row_gross,
      line.product_option ? JSON.stringify(line.product_option) : null,
      new Date(line.order_created_at),
    ],
  );
  return rows[0]?.id ?? null;
}

/** The gift recipient of a line bought as a gift (`is_gift`, or an order with a recipient and no flag on the line). */
function giftOf(line: FulfilmentLine, opts: Options): { address: Record<string, unknown>; message: string | null } | null {
  const r = line.gift_recipient;
  if (!r || opts.is_gift === false) return null;
  const { message, ...address } = r as Record<string, unknown> & { message?: unknown };
  const street = Array.isArray(address["street"]) ? address["street"] : [String(address["street"] ?? "")];
  return { address: { ...address, street }, message: typeof message === "string" && message.trim() !== "" ? message.trim() : null };
}
