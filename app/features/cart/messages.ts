/** The shopper's sentence for a cart outcome: the API's stable error codes translated (docs/storefront.md §8). */
import type { TFunction } from "../../i18n/translator.ts";
import type { CartOutcome } from "./cart-engine.ts";

const KNOWN = new Set([
  "OUT_OF_STOCK",
  "PRICE_UNKNOWN",
  "QTY_NOT_AVAILABLE",
  "UNKNOWN_CONFIGURATION",
  "REQUIRED_OPTION_MISSING",
  "INVALID_QTY",
  "PRODUCT_NOT_FOUND",
  "CART_ITEM_NOT_FOUND",
  "COUPON_INVALID",
  "COUPON_EXPIRED",
  "COUPON_USED_UP",
  "COUPON_NOT_FOR_EMAIL",
  "RATE_LIMITED",
  "OFFLINE",
  "SYNC_DISABLED",
]);

/** `t` of the "cart" namespace. */
export function outcomeMessage(t: TFunction, outcome: CartOutcome): string {
  if (outcome.ok) return t(outcome.status === "added" ? "added" : "updated");
  const code = KNOWN.has(outcome.error) ? outcome.error : "UNKNOWN";
  return t(`err_${code}`, { maxQuantity: outcome.details?.maxQuantity ?? "" });
}
