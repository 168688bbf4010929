/**
 * How an attempt's status moves (docs/polish-rules.md §1.6 and §1.7). PayU's statuses only go forward:
 * NEW → PENDING → WAITING_FOR_CONFIRMATION → COMPLETED, or to CANCELED before COMPLETED. A notification is applied
 * with an UPDATE guarded by `status = ANY(ALLOWED_FROM[next])`, so a repeat or an out-of-order arrival (PENDING
 * after COMPLETED) changes nothing, and COMPLETED never goes back. COMPLETED is accepted after CANCELED too: our
 * own cancellation may be local only (PayU did not answer while the buyer was paying), and money PayU took is paid.
 */
import type { PayuOrderStatus } from "../../integrations/payu/types.ts";

/** The statuses of an attempt still under way: at most one per order (payments_one_live_per_order_uq). */
export const LIVE_STATUSES: readonly PayuOrderStatus[] = ["NEW", "PENDING", "WAITING_FOR_CONFIRMATION"];
export const LIVE_SQL = `('NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION')`;

export const ALLOWED_FROM: Record<PayuOrderStatus, readonly PayuOrderStatus[]> = {
  NEW: [],
  PENDING: ["NEW"],
  WAITING_FOR_CONFIRMATION: ["NEW", "PENDING"],
  COMPLETED: ["NEW", "PENDING", "WAITING_FOR_CONFIRMATION", "CANCELED"],
  CANCELED: ["NEW", "PENDING", "WAITING_FOR_CONFIRMATION"],
};

/** Stable codes of PaymentInfo.error (the storefront translates them; docs/storefront.md §8). */
export const PAYMENT_ERRORS = {
  PAYMENT_CANCELED: "The payment was cancelled.",
  PAYMENT_REFUSED: "PayU refused the payment.",
  PAYMENT_PROVIDER_UNAVAILABLE: "The payment service is not available at the moment. Your order is saved: try to pay again in a moment.",
  PAYMENT_EXPIRED: "The order was not paid in time.",
  PAYMENT_SUPERSEDED: "Another payment of this order was made.",
  BLIK_CODE_INVALID: "The BLIK code must have 6 digits",
  BLIK_CODE_DECLINED: "The BLIK payment was declined. Check the limits in your bank app or use another code.",
  BLIK_CODE_EXPIRED: "The BLIK code has expired. Generate a new code in your bank app.",
  BLIK_CODE_CANCELED: "The BLIK payment was cancelled in the bank app.",
  BLIK_CODE_USED: "This BLIK code has already been used. Generate a new code in your bank app.",
  CARD_DECLINED: "The card payment was declined.",
} as const;
export type PaymentErrorCode = keyof typeof PAYMENT_ERRORS;

/**
 * The shopper's error code for PayU's refusal or reason (its statusCode, codeLiteral or a reason it gave), e.g.
 * ERROR_VALUE_INVALID / INVALID_BLIK_CODE; a BLIK reason word (declined, expired, cancelled, used) when PayU tells
 * it; otherwise `fallback`.
 */
export function errorCodeFor(texts: (string | null | undefined)[], fallback: PaymentErrorCode): PaymentErrorCode {
  const said = texts.filter(Boolean).join(" ").toUpperCase();
  if (said === "") return fallback;
  if (/BLIK/.test(said) || /AUTH(ORIZATION)?_CODE/.test(said)) {
    if (/INVALID|FORMAT|LENGTH/.test(said)) return "BLIK_CODE_INVALID";
    if (/EXPIRED|TIMEOUT/.test(said)) return "BLIK_CODE_EXPIRED";
    if (/USED/.test(said)) return "BLIK_CODE_USED";
    if (/CANCEL/.test(said)) return "BLIK_CODE_CANCELED";
    if (/DECLIN|REJECT|LIMIT|REFUSED|DENIED/.test(said)) return "BLIK_CODE_DECLINED";
  }
  if (/EXPIRED/.test(said)) return "BLIK_CODE_EXPIRED";
  if (/ALREADY_USED|CODE_USED/.test(said)) return "BLIK_CODE_USED";
  if (/CARD/.test(said) && /DECLIN|REJECT|REFUSED/.test(said)) return "CARD_DECLINED";
  return fallback;
}
