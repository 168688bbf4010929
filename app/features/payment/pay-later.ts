/**
 * What /placepozniej offers for an order as its payment stands (docs/storefront.md §2, "Pay later"; PaymentInfo of
 * contract/payment.ts). Pure.
 */
import type { PaymentInfo } from "../../../contract/payment.ts";
import { BLIK, isOnlineMethod, PAY_BY_LINK, RECURRING_CARD } from "./payment-codes.ts";

/** What the page offers for the order as it stands. pay: the picker and "Zapłać"; paid, expired, offline: says so; underway: a payment waits for the shopper (BLIK in the bank app) */
export type PayLaterView = "pay" | "paid" | "expired" | "underway" | "offline";

export function payLaterView(info: PaymentInfo): PayLaterView {
  if (info.state === "completed" || info.order_status === "processing" || info.order_status === "complete") return "paid";
  if (!isOnlineMethod(info.method)) return "offline";
  if (info.state === "expired" || info.order_status === "canceled") return "expired";
  if (info.state === "waiting" && !info.retry) return "underway";
  return info.order_status === "pending" ? "pay" : "offline";
}

/** The methods a retry offers: a recurring card stays a card (the subscription needs it); otherwise pay-by-link or BLIK. */
export function retryMethods(info: Pick<PaymentInfo, "method">): string[] {
  return info.method === RECURRING_CARD ? [RECURRING_CARD] : [PAY_BY_LINK, BLIK];
}
