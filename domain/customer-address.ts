/**
 * Address book rules (shared by the API's schemas in contract/customer.ts and the storefront's forms): Polish
 * postcode xx-xxx and phone numbers, and the size of the address book. Pure functions, no zod: the browser imports them.
 */
import { isValidPostcode } from "./tax-id.ts";

/** 9 digits, optionally after +48 / 0048, with spaces or dashes: "+48 601 234 567", "22-123-45-67". */
export function isValidPolishPhone(s: string): boolean {
  const digits = s.replace(/[\s()-]/g, "").replace(/^(\+48|0048)/, "");
  return /^[1-9]\d{8}$/.test(digits);
}

/** Any country: an optional +, then 7–15 digits (E.164), spaces, dashes and brackets ignored. */
export function isValidPhone(s: string, countryId = "PL"): boolean {
  if (countryId.toUpperCase() === "PL") return isValidPolishPhone(s);
  return /^\+?\d{7,15}$/.test(s.replace(/[\s()-]/g, ""));
}

/**
 * A postcode as it is kept: a Polish one typed as five digits, or with spaces around the dash ("00950",
 * "00 - 950"), becomes "00-950" (a phone's numeric keyboard has no dash); others are trimmed.
 */
export function formatPostcode(s: string, countryId = "PL"): string {
  if (countryId.toUpperCase() !== "PL") return s.trim();
  const digits = s.replace(/[\s-]/g, "");
  return /^\d{5}$/.test(digits) && /^\d{2}\s*-?\s*\d{3}$/.test(s.trim()) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : s.trim();
}

/**
 * The postcode formats of the delivery countries (domain/delivery-rules.ts SHIPPING_COUNTRIES): Germany and Italy
 * five digits (PLZ, CAP), the United States a ZIP code of 5 digits or ZIP+4 ("12345-6789").
 */
const POSTCODE_FORMATS: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
};

/** The postcode format of each delivery country, as the API's error message names it. */
export const POSTCODE_EXAMPLES: Readonly<Record<string, string>> = { PL: "00-000", DE: "12345", IT: "00100", US: "12345 or 12345-6789" };

/**
 * A Polish postcode 00-950 (also typed without the dash); a German or Italian one of 5 digits; a US ZIP code (5 digits,
 * or ZIP+4); other countries': 3–10 letters, digits, spaces or dashes.
 */
export function isValidPostcodeFor(s: string, countryId = "PL"): boolean {
  const country = countryId.toUpperCase();
  if (country === "PL") return isValidPostcode(formatPostcode(s, "PL"));
  const format = POSTCODE_FORMATS[country];
  if (format) return format.test(s.trim());
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(s.trim());
}

/** An address with its postcode as it is kept (formatPostcode). */
export function withFormattedPostcode<A extends { postcode: string; country_id?: string | undefined }>(a: A): A {
  return { ...a, postcode: formatPostcode(a.postcode, a.country_id ?? "PL") };
}

/** At most this many addresses in a customer's address book. */
export const MAX_ADDRESSES = 10;
