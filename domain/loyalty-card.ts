/**
 * Loyalty card numbers: EAN-13 in the in-store range 29 (GS1 prefixes 20–29 are for internal use), so a till
 * scanner reads the printed bar code. "29" + 10 random digits + the check digit.
 */
import { ean13CheckDigit, isValidEan13 } from "./tax-id.ts";

export const LOYALTY_CARD_PREFIX = "29";

/** `body` is 10 digits (random in production); returns the 13-digit card number. */
export function loyaltyCardNumber(body: string): string {
  if (!/^\d{10}$/.test(body)) throw new RangeError(`Expected 10 digits, got ${JSON.stringify(body)}`);
  const first12 = LOYALTY_CARD_PREFIX + body;
  return first12 + String(ean13CheckDigit(first12));
}

export function isLoyaltyCardNumber(s: string): boolean {
  return s.startsWith(LOYALTY_CARD_PREFIX) && isValidEan13(s) && /^\d{13}$/.test(s);
}
