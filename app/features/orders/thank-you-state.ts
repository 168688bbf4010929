/**
 * What the thank-you page says, from its query (docs/storefront.md §2, §4 and §8; the checkout lands here with
 * `/thank-you-page?order_increment_id=<orderNumber>&status=<status>`, the payment return with `error` or a
 * canceled / failed status):
 * - `error=address`                               → "address": the order was cancelled for invalid address data
 * - status canceled / cancelled                   → "canceled": "Your payment has been canceled." + retry hint
 * - any other `error`, or status failed / rejected / error → "failed": "Unfortunately your order has not been
 *   placed correctly" + retry hint
 * - status pending (waiting for an online payment) → "pending": "Processing payment..."
 * - an order number (status processing, complete, none or unknown) → "success"
 * - no usable order number and no error           → "missing"
 * The order number is kept only when it looks like one (letters, digits, dashes; at most 32), so the page never
 * echoes arbitrary text.
 */
export type ThankYouKind = "success" | "pending" | "canceled" | "failed" | "address" | "missing";

export interface ThankYouState {
  kind: ThankYouKind;
  orderNumber: string | null;
}

const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
const CANCELED = new Set(["canceled", "cancelled", "cancel"]);
const FAILED = new Set(["failed", "failure", "rejected", "error", "declined"]);

export function thankYouState(query: URLSearchParams): ThankYouState {
  const raw = (query.get("order_increment_id") ?? "").trim();
  const orderNumber = ORDER_NUMBER.test(raw) ? raw : null;
  const status = (query.get("status") ?? "").trim().toLowerCase();
  const error = (query.get("error") ?? "").trim().toLowerCase();
  if (error === "address") return { kind: "address", orderNumber };
  if (CANCELED.has(status) || error === "canceled" || error === "cancelled") return { kind: "canceled", orderNumber };
  if (error || FAILED.has(status)) return { kind: "failed", orderNumber };
  if (!orderNumber) return { kind: "missing", orderNumber: null };
  if (status === "pending" || status === "pending_payment") return { kind: "pending", orderNumber };
  return { kind: "success", orderNumber };
}

/** The heading of each state (orders namespace), also the page title. */
export const THANK_YOU_TITLES: Record<ThankYouKind, string> = {
  success: "tyTitleSuccess",
  pending: "tyTitlePending",
  canceled: "tyTitleCanceled",
  failed: "tyTitleFailed",
  address: "tyTitleFailed",
  missing: "tyTitleMissing",
};
