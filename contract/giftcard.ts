/**
 * Gift cards in the API (docs/api.md "Gift cards"; docs/decisions/2026-11-26-gift-cards.md): a card's balance by its
 * code (rate-limited), a card applied to a cart and taken off it, and the signed-in buyer's cards. A card is a
 * multi-purpose voucher: sold outside VAT, spent at checkout as a means of payment with a balance, for 12 months.
 */
import { z } from "zod";
import { text } from "./primitives.ts";

/** usable: it can pay; used_up: nothing left; expired: past its date; revoked: its purchase was refunded. */
export const GIFT_CARD_STATES = ["usable", "used_up", "expired", "revoked"] as const;
export type GiftCardStateName = (typeof GIFT_CARD_STATES)[number];

/** A code as typed: 16 characters, spaces, dashes and case do not matter. */
export const GiftCardCodeBody = z.object({ code: text().trim().min(1, { error: "Field is required" }).max(40) });
export const RemoveGiftCardBody = z.object({ card_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A card's balance (POST /api/gift-cards/balance): its code masked, amounts in PLN. */
export const GiftCardBalance = z.strictObject({
  card_id: z.number().int(),
  code: z.string().describe("the code masked: ••••-••••-••••-ABCD"),
  value: z.number().describe("the card's value when issued, PLN"),
  balance: z.number().describe("what is left to spend, PLN"),
  expires_at: z.string(),
  state: z.enum(GIFT_CARD_STATES),
});
export type GiftCardBalance = z.output<typeof GiftCardBalance>;

/** A card applied to a cart, in the cart's totals (extension_attributes.gift_cards). */
export const AppliedGiftCard = z.strictObject({
  card_id: z.number().int(),
  code: z.string().describe("masked"),
  balance: z.number().describe("PLN on the card before this order"),
  amount: z.number().describe("PLN the card pays of this cart"),
  expires_at: z.string(),
  state: z.enum(GIFT_CARD_STATES),
});
export type AppliedGiftCard = z.output<typeof AppliedGiftCard>;

/** One of the signed-in buyer's cards (GET /api/gift-cards/mine): the code in full, for them to pass on. */
export const MyGiftCard = z.strictObject({
  card_id: z.number().int(),
  code: z.string().describe("ABCD-EFGH-JKMN-PQRS, or masked when it cannot be shown"),
  name: z.string(),
  value: z.number(),
  balance: z.number(),
  issued_at: z.string(),
  expires_at: z.string(),
  state: z.enum(GIFT_CARD_STATES),
  order_number: z.string().nullable(),
});
export type MyGiftCard = z.output<typeof MyGiftCard>;
export const MyGiftCards = z.strictObject({ items: z.array(MyGiftCard) });
export type MyGiftCards = z.output<typeof MyGiftCards>;
