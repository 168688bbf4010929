/**
 * What the thank-you page says, from its query (docs/storefront.md §2, §4 and §8; the checkout lands here with
 * `/thank-you-page?order_increment_id=<orderNumber>&status=<status>[&pay_token=<token>]`, PayU's return with
 * `order_increment_id` and `pay_token` and no status, plus `error=501` when the payment failed):
 * - `error=address`                               → "address": the order was cancelled for invalid address data
 * - status canceled / cancelled                   → "canceled": "Your payment has been canceled." + retry hint
 * - any other `error`, or status failed / rejected / error → "failed": "Unfortunately your order has not been
 *   placed correctly" + retry hint
 * - status expired                                → "expired": the unpaid order was cancelled
 * - status pending (waiting for an online payment), or PayU's return (a pay token, no status) → "pending":
 *   "Processing payment..."; the page then polls the payment (features/payment/poll.ts)
 * - an order number (status processing, complete, none or unknown) → "success"
 * - no usable order number and no error           → "missing"
 * The order number is kept only when it looks like one (letters, digits, dashes; at most 32), and the pay token
 * only when it looks like one, so the page never echoes arbitrary text.
 */
import { readPayToken } from "../payment/urls.ts";

export type ThankYouKind = "success" | "pending" | "canceled" | "failed" | "expired" | "address" | "missing";

export interface ThankYouState {
  kind: ThankYouKind;
  orderNumber: string | null;
  /** the order's pay token (online payments): lets a guest poll the payment and pay again */
  payToken: string | null;
  /** the page was reached without a status: PayU's return (continueUrl), not the checkout */
  returned: boolean;
}

const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
const CANCELED = new Set(["canceled", "cancelled", "cancel"]);
const FAILED = new Set(["failed", "failure", "rejected", "error", "declined"]);

export function thankYouState(query: URLSearchParams): ThankYouState {
  const raw = (query.get("order_increment_id") ?? "").trim();
  const orderNumber = ORDER_NUMBER.test(raw) ? raw : null;
  const status = (query.get("status") ?? "").trim().toLowerCase();
  const error = (query.get("error") ?? "").trim().toLowerCase();
  const payToken = orderNumber ? readPayToken(query.get("pay_token")) : null;
  const returned = !query.has("status");
  const state = (kind: ThankYouKind): ThankYouState => ({ kind, orderNumber, payToken, returned });
  if (error === "address") return state("address");
  if (CANCELED.has(status) || error === "canceled" || error === "cancelled") return state("canceled");
  if (error || FAILED.has(status)) return state("failed");
  if (!orderNumber) return { kind: "missing", orderNumber: null, payToken: null, returned };
  if (status === "expired") return state("expired");
  if (status === "pending" || status === "pending_payment" || (returned && payToken)) return state("pending");
  return state("success");
}

/** The heading of each state (orders namespace), also the page title. */
export const THANK_YOU_TITLES: Record<ThankYouKind, string> = {
  success: "tyTitleSuccess",
  pending: "tyTitlePending",
  canceled: "tyTitleCanceled",
  failed: "tyTitleFailed",
  expired: "tyTitleExpired",
  address: "tyTitleFailed",
  missing: "tyTitleMissing",
};
