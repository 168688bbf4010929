/**
 * Where online payment plugs in: what happens once the server has accepted an order (docs/storefront.md §4,
 * "Place order" and "Online payment polling"). POST /api/order answers with the order and, for the online
 * methods, `payment` (contract/payment.ts PaymentInfo):
 * - no payment (cash on delivery, a free order) → the thank-you page with the order's status;
 * - `redirect` → the browser goes to PayU's page (or the bank's, or 3-D Secure);
 * - `waiting` (a BLIK code to confirm, a card payment on its way) → the thank-you page, which polls;
 * - `completed` → the thank-you page (it checks once more, for the "card saved" notice);
 * - `canceled`, `expired`, or no payment started (`none` with an error, e.g. PayU unavailable) → the thank-you
 *   page's cancelled or failed view, whose retry pays the same order again (/placepozniej).
 * Every thank-you address of an online payment carries the order's pay token, so a guest can poll and retry.
 */
import type { PaymentInfo } from "../../../contract/payment.ts";
import { isOnlineMethod } from "../payment/payment-codes.ts";
import { thankYouUrl } from "../payment/urls.ts";

export { thankYouUrl };

export interface PlacedOrder {
  orderNumber: string;
  status: string;
  payment?: PaymentInfo | null;
}

export type AfterOrder = { kind: "navigate"; to: string } | { kind: "redirect"; url: string };

const PAYMENT_STATUS: Record<PaymentInfo["state"], string> = {
  redirect: "pending",
  waiting: "pending",
  completed: "processing",
  canceled: "canceled",
  expired: "expired",
  none: "failed",
};

/** Where to go once the order is placed. */
export function afterOrder(paymentCode: string, order: PlacedOrder): AfterOrder {
  const payment = order.payment;
  if (!payment || !isOnlineMethod(paymentCode)) return { kind: "navigate", to: thankYouUrl(order) };
  if (payment.state === "redirect" && payment.redirect_uri) return { kind: "redirect", url: payment.redirect_uri };
  const status = payment.error && payment.state !== "completed" ? (payment.state === "canceled" ? "canceled" : "failed") : PAYMENT_STATUS[payment.state];
  return { kind: "navigate", to: thankYouUrl({ orderNumber: order.orderNumber, status }, { pay_token: payment.pay_token }) };
}
