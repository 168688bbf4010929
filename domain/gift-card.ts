/**
 * Gift cards (docs/decisions/2026-11-26-gift-cards.md): multi-purpose vouchers sold outside VAT and taken at checkout
 * as a means of payment with a balance (docs/polish-rules.md §3.1). The pure rules: the code's alphabet, spelling
 * and mask, the expiry, what a card may pay for, and how the cards applied to a cart share what is to pay.
 */
import type { Grosze } from "./money.ts";

/**
 * Crockford's base 32 (no I, L, O or U): 16 characters are 80 random bits. Typed codes are read leniently: lower
 * case, spaces and dashes are fine, O reads as 0 and I or L as 1.
 */
export const GIFT_CARD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const GIFT_CARD_CODE_LENGTH = 16;
/** A card is good for 12 months from its issue (the product's text says so). */
export const GIFT_CARD_VALID_MONTHS = 12;
/** Cards one cart may carry at once. */
export const GIFT_CARDS_PER_CART = 5;

/** The code made of 16 random bytes (each byte's low 5 bits: 256 is a multiple of 32, so every character is equally likely). */
export function giftCardCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_LENGTH) throw new RangeError(`a gift card code needs ${GIFT_CARD_CODE_LENGTH} random bytes`);
  let code = "";
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[bytes[i]! & 31];
  return code;
}

/** The code as stored and compared (16 characters of the alphabet), or null when `input` cannot be one. */
export function normaliseGiftCardCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const c of code) if (!GIFT_CARD_ALPHABET.includes(c)) return null;
  return code;
}

/** "ABCD-EFGH-JKMN-PQRS": the code in groups of four, as printed in the mail and the account. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** "••••-••••-••••-PQRS": what a card is called where its code must not be read (the cart, the order). */
export function maskGiftCardCode(last4: string): string {
  return `••••-••••-••••-${last4}`;
}

/** When a card issued at `issuedAt` expires: the same moment 12 calendar months later. */
export function giftCardExpiry(issuedAt: Date): Date {
  const d = new Date(issuedAt.getTime());
  d.setUTCMonth(d.getUTCMonth() + GIFT_CARD_VALID_MONTHS);
  return d;
}

export type GiftCardStatus = "active" | "revoked";
/** What a card can do now: pay (usable), nothing left (used_up), past its date (expired), cancelled (revoked). */
export type GiftCardState = "usable" | "used_up" | "expired" | "revoked";

export interface GiftCardFacts {
  balance: Grosze;
  expiresAt: Date;
  status: GiftCardStatus;
}

export function giftCardState(card: GiftCardFacts, now: Date): GiftCardState {
  if (card.status === "revoked") return "revoked";
  if (card.expiresAt.getTime() <= now.getTime()) return "expired";
  if (card.balance <= 0) return "used_up";
  return "usable";
}

/**
 * What gift cards may pay of an order: everything (goods, delivery) but gift cards themselves, so a card never buys
 * another card (docs/decisions/2026-11-26-gift-cards.md). `outsideVatGross` is the gross of the lines outside VAT,
 * which in this shop are its gift cards.
 */
export function giftCardPayable(grandTotal: Grosze, outsideVatGross: Grosze): Grosze {
  return Math.max(0, grandTotal - outsideVatGross);
}

export interface CardUse {
  /** taken from this card */
  amount: Grosze;
}

/**
 * The cards applied to a cart pay in the order they were applied, each as much as it holds, until `payable` is
 * covered; a card that cannot pay now (expired, used up, revoked) takes nothing. Not a discount: the goods' VAT is
 * computed on their full price, the cards only lessen what is left to pay.
 */
export function allocateGiftCards(payable: Grosze, cards: readonly { balance: Grosze; usable: boolean }[]): { uses: CardUse[]; total: Grosze } {
  let left = Math.max(0, payable);
  const uses = cards.map((c) => {
    const amount = c.usable ? Math.min(Math.max(0, c.balance), left) : 0;
    left -= amount;
    return { amount };
  });
  return { uses, total: uses.reduce((s, u) => s + u.amount, 0) };
}
