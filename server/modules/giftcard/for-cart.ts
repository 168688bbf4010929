/**
 * The gift cards' part of the cart's statements (docs/decisions/2026-11-24-cart-speed.md: the cart's totals are one
 * statement): the cards applied to a cart, read in the cart's snapshot. What each card pays is the cart's totals'
 * business (domain/gift-card.ts allocateGiftCards), from these facts.
 */
import { GIFT_CARDS_PER_CART, type GiftCardStatus } from "../../../domain/gift-card.ts";

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

/**
 * A statement (parameters `$1` the guest cart's id, `$2` the customer cart's id) that carries the cards applied to a
 * guest cart over to the customer's cart when the carts merge at sign-in, in the order they were applied, up to
 * GIFT_CARDS_PER_CART on the customer's cart. The cart's merge runs it in its transaction.
 */
export const carryGiftCardsSql = `INSERT INTO gift_card_carts (cart_id, gift_card_id, applied_at)
  SELECT $2::int, a.gift_card_id, a.applied_at FROM gift_card_carts a
  WHERE a.cart_id = $1::int AND NOT EXISTS (SELECT 1 FROM gift_card_carts b WHERE b.cart_id = $2::int AND b.gift_card_id = a.gift_card_id)
  ORDER BY a.applied_at, a.gift_card_id
  LIMIT GREATEST(0, ${GIFT_CARDS_PER_CART} - (SELECT count(*) FROM gift_card_carts c WHERE c.cart_id = $2::int))
  ON CONFLICT (cart_id, gift_card_id) DO NOTHING`;
