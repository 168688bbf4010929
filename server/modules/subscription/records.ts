/** A customer's subscriptions as the API answers them (contract/subscription.ts), from their rows and the rules in domain/. */
import type { CustomerSubscription } from "../../../contract/subscription.ts";
import { fromGrosze } from "../../../domain/money.ts";
import { addDays, issueInterval, issuesSent, lastIssueDate, shownStatus, WITHDRAWAL_DAYS, type StoredStatus } from "../../../domain/subscription.ts";
import { warsawDay } from "../../../domain/warsaw-time.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { customerSubscriptions } from "./tables.ts";

export type SubscriptionRow = Omit<RowOf<typeof customerSubscriptions>, "first_issue_date"> & {
  first_issue_date: string;
  order_increment_id: string;
  payable_order_id: number | null;
  payable_increment_id: string | null;
};

/** The rows of `where` (an SQL condition on `s`, parameters from $1), newest first. */
export async function subscriptionRows(db: Pick<Database, "query">, where: string, params: unknown[]): Promise<SubscriptionRow[]> {
  return db.query<SubscriptionRow>(
    `SELECT s.*, s.first_issue_date::text AS first_issue_date, o.increment_id AS order_increment_id,
       p.order_id AS payable_order_id, p.increment_id AS payable_increment_id
     FROM customer_subscriptions s JOIN orders o ON o.id = s.order_id
     LEFT JOIN LATERAL (
       SELECT r.order_id, ro.increment_id FROM subscription_renewals r JOIN orders ro ON ro.id = r.order_id
       WHERE r.subscription_id = s.id AND r.status = 'suspended' AND ro.status = 'pending' ORDER BY r.period_no DESC LIMIT 1
     ) p ON TRUE
     WHERE ${where} ORDER BY s.id DESC`,
    params,
  );
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toRecord(s: SubscriptionRow, now: Date): CustomerSubscription {
  const day = warsawDay(now);
  const interval = issueInterval(s.press_type);
  const period = { firstIssueDate: s.first_issue_date, numbers: s.numbers, interval };
  const renewalActive = s.recurring && s.renewal_cancelled_at === null && s.status === "active";
  const status = shownStatus({ ...period, status: s.status as StoredStatus, renewing: renewalActive }, day);
  const sent = issuesSent(period, day);
  const g = s.gift_recipient as Record<string, unknown> | null;
  return {
    id: s.id,
    order_id: s.order_id,
    order_increment_id: s.order_increment_id,
    product_id: s.product_id,
    sku: s.sku,
    name: s.name,
    status,
    numbers: s.numbers,
    // A collection has no press_type (domain/subscription.ts: its parts ship every two weeks).
    unit: s.press_type ? "issue" : "part",
    period_no: s.period_no,
    first_issue: { label: s.first_issue_label, date: s.first_issue_date },
    issues_sent: sent,
    issues_left: s.numbers - sent,
    last_issue_date: lastIssueDate(period),
    recurring: s.recurring,
    renewal_active: renewalActive,
    renewal_cancelled_at: iso(s.renewal_cancelled_at),
    next_renewal_at: renewalActive ? iso(s.next_renewal_at) : null,
    period_amount: fromGrosze(s.period_amount),
    currency: "PLN",
    gift_recipient: g
      ? {
          firstname: String(g["firstname"] ?? ""),
          lastname: String(g["lastname"] ?? ""),
          street: Array.isArray(g["street"]) ? g["street"].map(String) : [],
          city: String(g["city"] ?? ""),
          postcode: String(g["postcode"] ?? ""),
          country_id: String(g["country_id"] ?? "PL"),
          message: s.gift_message,
        }
      : null,
    withdrawal_until: addDays(warsawDay(new Date(s.created_at)), WITHDRAWAL_DAYS),
    payable_order:
      s.payable_order_id !== null && s.payable_increment_id !== null ? { order_id: s.payable_order_id, increment_id: s.payable_increment_id } : null,
    can_renew: status === "expired" || status === "complete",
  };
}
