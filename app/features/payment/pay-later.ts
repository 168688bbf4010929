/**
 * What /placepozniej offers for an order as its payment stands (docs/storefront.md §2, "Pay later"; PaymentInfo of
 * contract/payment.ts). Pure.
 */
import type { PaymentInfo } from "../../../contract/payment.ts";
import { BLIK, isOnlineMethod, PAY_BY_LINK, RECURRING_CARD } from "./payment-codes.ts";
import { isBlik } from "./poll.ts";

/**
 * What the page offers for the order as it stands. pay: the picker and "Zapłać" (an attempt left unfinished at
 * PayU is cancelled by the server before the new one); paid, expired, offline: says so; underway: a BLIK payment
 * waits for the shopper's PIN in the bank app (PayU cancels it when the code runs out, then it can be paid again).
 */
export type PayLaterView = "pay" | "paid" | "expired" | "underway" | "offline";

export function payLaterView(info: PaymentInfo): PayLaterView {
  if (info.state === "completed" || info.order_status === "processing" || info.order_status === "complete") return "paid";
  if (!isOnlineMethod(info.method)) return "offline";
  if (info.state === "expired" || info.order_status === "canceled") return "expired";
  if (info.state === "waiting" && !info.retry && isBlik(info)) return "underway";
  return info.order_status === "pending" ? "pay" : "offline";
}

/** A payment was started and not finished: paying now replaces it. */
export function replacesAttempt(info: Pick<PaymentInfo, "state">): boolean {
  return info.state === "redirect" || info.state === "waiting";
}

/** The methods a retry offers: a recurring card stays a card (the subscription needs it); otherwise pay-by-link or BLIK. */
export function retryMethods(info: Pick<PaymentInfo, "method">): string[] {
  return info.method === RECURRING_CARD ? [RECURRING_CARD] : [PAY_BY_LINK, BLIK];
}
