/**
 * Gift cards through the API (contract/giftcard.ts): applied to the checkout's cart and taken off it (a signed-in
 * customer's calls carry the session's token, a guest's go straight), and the signed-in buyer's cards.
 */
import type { GiftCardBalance, MyGiftCards } from "../../../contract/giftcard.ts";
import { errorCode } from "../account/api.ts";
import { accountCall } from "../account/session-runtime.ts";
import type { ApiAnswer } from "../account/types.ts";
import { checkoutCall } from "../checkout/checkout-api.ts";

export const applyGiftCard = (cartId: string, code: string) =>
  checkoutCall<GiftCardBalance>("/api/gift-cards/apply", { method: "POST", query: { cartId }, body: { code } });

export const removeGiftCard = (cartId: string, cardId: number) =>
  checkoutCall<true>("/api/gift-cards/remove", { method: "POST", query: { cartId }, body: { card_id: cardId } });

export const myGiftCards = () => accountCall<MyGiftCards>("/api/gift-cards/mine");

/** The error codes the shopper reads in their own words; anything else is the generic sentence. */
const KNOWN = [
  "GIFT_CARD_NOT_FOUND",
  "GIFT_CARD_EXPIRED",
  "GIFT_CARD_USED_UP",
  "GIFT_CARD_REVOKED",
  "GIFT_CARD_NOT_APPLICABLE",
  "GIFT_CARD_LIMIT",
  "RATE_LIMITED",
  "CART_NOT_FOUND",
  "NETWORK_ERROR",
  "UNAUTHORIZED",
];

/** The giftcard namespace's key for a refused answer. */
export function giftCardErrorKey(answer: ApiAnswer<unknown>): string {
  const code = answer.code === 0 ? "NETWORK_ERROR" : errorCode(answer);
  return code && KNOWN.includes(code) ? `err_${code}` : "err_UNKNOWN";
}
