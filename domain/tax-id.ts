/** Polish identifiers: NIP (tax id), REGON (business register), postcode, ISBN/EAN. */

function checksum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  return sum;
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;
const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

/** "PL 526-025-02-74" → "5260250274" (spaces, dashes and a PL prefix removed). */
export function normalizeNip(s: string): string {
  return s.replace(/[\s-]/g, "").replace(/^PL/i, "");
}

/** 10 digits whose weighted sum mod 11 equals the last digit (10 is never valid). */
export function isValidNip(s: string): boolean {
  const nip = normalizeNip(s);
  if (!/^\d{10}$/.test(nip) || nip === "0000000000") return false;
  const check = checksum(nip, NIP_WEIGHTS) % 11;
  return check !== 10 && check === Number(nip[9]);
}

/**
 * 9- or 14-digit REGON with a mod-11 check digit (10 → 0). Spaces and dashes ignored. A 14-digit REGON (a local
 * unit) must also start with a valid 9-digit REGON (its parent's).
 */
export function isValidRegon(s: string): boolean {
  const regon = s.replace(/[\s-]/g, "");
  if (/^\d{9}$/.test(regon)) return hasCheckDigit(regon, REGON9_WEIGHTS);
  if (/^\d{14}$/.test(regon)) return hasCheckDigit(regon.slice(0, 9), REGON9_WEIGHTS) && hasCheckDigit(regon, REGON14_WEIGHTS);
  return false;
}

function hasCheckDigit(digits: string, weights: readonly number[]): boolean {
  return (checksum(digits, weights) % 11) % 10 === Number(digits[digits.length - 1]);
}

/** Polish postcode "00-950". */
export function isValidPostcode(s: string): boolean {
  return /^\d{2}-\d{3}$/.test(s.trim());
}

/** EAN-13 check digit of the first 12 digits (weights 1, 3, 1, 3, …). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`Expected 12 digits, got ${JSON.stringify(first12)}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** ISBN-13 is an EAN-13 in the 978/979 "Bookland" range, so the check digit is the same. */
export function isbn13CheckDigit(first12: string): number {
  return ean13CheckDigit(first12);
}

export function isValidEan13(s: string): boolean {
  const ean = s.replace(/[\s-]/g, "");
  return /^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12]);
}

/** "978-83-246-3176-6" → true. Hyphens and spaces ignored; must start 978 or 979. */
export function isValidIsbn13(s: string): boolean {
  const isbn = s.replace(/[\s-]/g, "");
  return /^97[89]\d{10}$/.test(isbn) && isValidEan13(isbn);
}
