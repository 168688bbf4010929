/**
 * The gift cards' part of the cart's statements (docs/decisions/2026-11-24-cart-speed.md: the cart's totals are one
 * statement): the cards applied to a cart, read in the cart's snapshot. What each card pays is the cart's totals'
 * business (domain/gift-card.ts allocateGiftCards), from these facts.
 */
import type { GiftCardStatus } from "../../../domain/gift-card.ts";

/** A card applied to a cart, as the cart's snapshot reads it (amounts in grosze). */
export interface AppliedGiftCard {
  id: number;
  last4: string;
  balance: number;
  expires_at: string;
  status: GiftCardStatus;
}

/** A JSON array (or NULL) of the cards applied to cart `cartId` (an SQL expression), in the order they were applied. */
export const appliedGiftCardsSql = (cartId: string) => `(SELECT json_agg(json_build_object(
    'id', g.id, 'last4', g.code_last4, 'balance', g.balance, 'expires_at', g.expires_at, 'status', g.status
  ) ORDER BY a.applied_at, g.id)
  FROM gift_card_carts a JOIN gift_cards g ON g.id = a.gift_card_id WHERE a.cart_id = ${cartId})`;
