/**
 * The online payment method codes of the cart's list (docs/storefront.md §9; contract/payment.ts
 * ONLINE_PAYMENT_CODES, repeated here because the browser takes only types from the contract).
 */
import type { OnlinePaymentCode } from "../../../contract/payment.ts";

export const PAY_BY_LINK = "vue_payu_gateway" satisfies OnlinePaymentCode;
export const BLIK = "vue_payu_gateway_blik" satisfies OnlinePaymentCode;
export const RECURRING_CARD = "vue_payu_gateway_recurring" satisfies OnlinePaymentCode;

export const ONLINE_CODES: readonly OnlinePaymentCode[] = [PAY_BY_LINK, BLIK, RECURRING_CARD];

export function isOnlineMethod(code: string | null | undefined): code is OnlinePaymentCode {
  return (ONLINE_CODES as readonly string[]).includes(code ?? "");
}

/** Gift cards pay all of the order (docs/decisions/2026-11-26-gift-cards.md): nothing is paid online or on delivery. */
export const GIFT_CARD_METHOD = "giftcard";
