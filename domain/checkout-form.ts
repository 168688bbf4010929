/**
 * The checkout's field rules (docs/storefront.md §5), shared by the browser and the server. Each rule answers
 * null or the key of its message in the "checkout" namespace, so every language shows the same rule.
 */
import { euVatPrefix, parseEuVatId } from "./vat-abroad.ts";
import { isValidPhone, isValidPostcodeFor } from "./customer-address.ts";
import { carrierByKey } from "./delivery-rules.ts";
import { isValidNip, isValidRegon, normalizeNip } from "./tax-id.ts";
import { checkPassword, type PasswordPolicy, DEFAULT_PASSWORD_POLICY } from "./password-policy.ts";

export type MessageKey = string;
export type CustomerType = "private" | "company";

export interface PersonalDetails {
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  company: string;
  taxId: string;
  regon: string;
  invoice: boolean;
  streetAddress: string;
  apartmentNumber: string;
  zipCode: string;
  city: string;
  country: string;
  createAccount: boolean;
  password: string;
  passwordRepeat: string;
  /** a company abroad in the EU: when VIES cannot check its VAT number, order with VAT charged (no reverse charge) */
  viesFallback?: boolean;
}

export interface ShippingDetails {
  /** "carrier_method", e.g. "flatrate_flatrate", "inpost_paczkomat" */
  shippingMethod: string;
  pickupId: string;
  /** deliver to another address than the buyer's */
  otherAddress: boolean;
  firstName: string;
  lastName: string;
  streetAddress: string;
  apartmentNumber: string;
  zipCode: string;
  city: string;
  phoneNumber: string;
}

/** The recipient of the subscriptions bought as a gift: where the issues go, and a message for the first parcel. */
export interface GiftRecipientDetails {
  firstName: string;
  lastName: string;
  streetAddress: string;
  apartmentNumber: string;
  zipCode: string;
  city: string;
  message: string;
}

export interface Consents {
  rules: boolean;
  email_commercials: boolean;
  phone_commercials: boolean;
  newsletter: boolean;
  newsletter_partner: boolean;
  digital_content_waiver: boolean;
}

export const EMPTY_PERSONAL: PersonalDetails = {
  customerType: "private",
  firstName: "",
  lastName: "",
  emailAddress: "",
  phoneNumber: "",
  company: "",
  taxId: "",
  regon: "",
  invoice: false,
  streetAddress: "",
  apartmentNumber: "",
  zipCode: "",
  city: "",
  country: "PL",
  createAccount: false,
  password: "",
  passwordRepeat: "",
};
export const EMPTY_SHIPPING: ShippingDetails = {
  shippingMethod: "",
  pickupId: "",
  otherAddress: false,
  firstName: "",
  lastName: "",
  streetAddress: "",
  apartmentNumber: "",
  zipCode: "",
  city: "",
  phoneNumber: "",
};
export const EMPTY_GIFT_RECIPIENT: GiftRecipientDetails = {
  firstName: "",
  lastName: "",
  streetAddress: "",
  apartmentNumber: "",
  zipCode: "",
  city: "",
  message: "",
};
export const NO_CONSENTS: Consents = {
  rules: false,
  email_commercials: false,
  phone_commercials: false,
  newsletter: false,
  newsletter_partner: false,
  digital_content_waiver: false,
};

const LETTERS = /^[\p{L}][\p{L}\s'’.-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type Errors<T> = Partial<Record<keyof T, MessageKey>>;

export function required(v: string): MessageKey | null {
  return v.trim() === "" ? "errRequired" : null;
}

/** A first name, surname or city: letters (any alphabet), spaces, apostrophes, dots and hyphens; 2–60 characters. */
export function nameRule(v: string, max = 60): MessageKey | null {
  const s = v.trim();
  if (s === "") return "errRequired";
  if (s.length > max) return "errTooLong";
  if (s.length < 2) return "errNameShort";
  return LETTERS.test(s) ? null : "errLettersOnly";
}

export function emailRule(v: string): MessageKey | null {
  const s = v.trim();
  if (s === "") return "errRequired";
  if (s.length > 254) return "errTooLong";
  return EMAIL.test(s) ? null : "errEmail";
}

export function zipRule(v: string, country = "PL"): MessageKey | null {
  const s = v.trim();
  if (s === "") return "errRequired";
  if (isValidPostcodeFor(s, country)) return null;
  // the message names the country's format (docs/decisions/2026-11-27-delivery-abroad.md)
  const c = country.toUpperCase();
  return c === "US" ? "errZipUS" : c === "DE" || c === "IT" ? "errZipFive" : c === "PL" ? "errZip" : "errZipOther";
}

export function phoneRule(v: string, country = "PL"): MessageKey | null {
  const s = v.trim();
  if (s === "") return "errRequired";
  return isValidPhone(s, country) ? null : "errPhone";
}

export function streetRule(v: string): MessageKey | null {
  const s = v.trim();
  if (s === "") return "errRequired";
  return s.length > 100 ? "errTooLong" : null;
}

/** Company names keep digits and signs ("4F", "A&B sp. z o.o."): required, at most 200 characters. */
export function companyRule(v: string): MessageKey | null {
  const s = v.trim();
  if (s === "") return "errCompanyRequired";
  if (s.length < 2) return "errNameShort";
  return s.length > 200 ? "errTooLong" : null;
}

/**
 * A company established in another EU country (the buyer's country): it gives its EU VAT number, which the order
 * checks in VIES (reverse charge; docs/decisions/2026-11-27-reverse-charge.md).
 */
export function isEuCompanyAbroad(p: Pick<PersonalDetails, "customerType" | "country">): boolean {
  return p.customerType === "company" && p.country !== "PL" && euVatPrefix(p.country) !== null;
}

/** An EU VAT number of `country`: its prefix (DE, IT, …) and 8–12 letters or digits. */
export function euVatRule(v: string, country: string): MessageKey | null {
  if (v.trim() === "") return "errTaxIdRequired";
  const parsed = parseEuVatId(v);
  return parsed && parsed.countryCode === euVatPrefix(country) ? null : "errEuVatInvalid";
}

/** The EU VAT number as the order takes it (prefix and number, upper case, no spaces), or the input trimmed. */
export function compactEuVatId(v: string): string {
  const parsed = parseEuVatId(v);
  return parsed ? `${parsed.countryCode}${parsed.vatNumber}` : v.trim();
}

/** NIP: exactly 10 digits after removing spaces, dashes and a PL prefix, with a valid checksum. */
export function nipRule(v: string): MessageKey | null {
  const s = normalizeNip(v.trim());
  if (s === "") return "errTaxIdRequired";
  if (!/^\d{10}$/.test(s)) return "errTaxIdLength";
  return isValidNip(s) ? null : "errNipInvalid";
}

export function regonRule(v: string): MessageKey | null {
  const s = v.replace(/[\s-]/g, "");
  if (s === "") return null;
  return isValidRegon(s) ? null : "errRegonInvalid";
}

/**
 * `needsAccount`: the cart holds an e-book or a renewable subscription, which are delivered to an account
 * (server/modules/order/delivery-rules.ts): a guest must create one with the order.
 */
export function validatePersonal(p: PersonalDetails, opts: { guest: boolean; needsAccount?: boolean; policy?: PasswordPolicy }): Errors<PersonalDetails> {
  const e: Errors<PersonalDetails> = {};
  const set = (k: keyof PersonalDetails, m: MessageKey | null) => {
    if (m) e[k] = m;
  };
  set("firstName", nameRule(p.firstName));
  set("lastName", nameRule(p.lastName));
  set("emailAddress", emailRule(p.emailAddress));
  set("phoneNumber", phoneRule(p.phoneNumber, p.country));
  set("streetAddress", streetRule(p.streetAddress));
  if (p.apartmentNumber.trim().length > 20) e.apartmentNumber = "errTooLong";
  set("zipCode", zipRule(p.zipCode, p.country));
  set("city", nameRule(p.city, 100) === "errLettersOnly" ? "errCity" : nameRule(p.city, 100));
  // A company needs its name and a valid NIP (and a REGON, if given, must be valid). A private person asking for an
  // invoice gives a NIP only if they want one on it (then it must be valid); the company fields they may have filled
  // before switching to "private" are not shown, so they are not checked (issue 16: never force a NIP on a person).
  if (isEuCompanyAbroad(p)) {
    set("company", companyRule(p.company));
    set("taxId", euVatRule(p.taxId, p.country));
  } else if (p.customerType === "company") {
    set("company", companyRule(p.company));
    set("taxId", nipRule(p.taxId));
    set("regon", regonRule(p.regon));
  } else if (p.invoice && p.taxId.trim() !== "") {
    set("taxId", nipRule(p.taxId));
  }
  if (opts.guest && opts.needsAccount && !p.createAccount) e.createAccount = "errAccountRequired";
  if (opts.guest && p.createAccount) {
    const verdict = checkPassword(p.password, opts.policy ?? DEFAULT_PASSWORD_POLICY);
    if (p.password === "") e.password = "errRequired";
    else if (!verdict.ok) e.password = "errPasswordWeak";
    if (p.passwordRepeat !== p.password) e.passwordRepeat = "errPasswordsDiffer";
  }
  return e;
}

/** A delivery to a pickup point (a parcel locker, a partner point): the delivery rules say which carriers are. */
export function isPickupMethod(code: string): boolean {
  return (carrierByKey(code)?.pickup ?? null) !== null;
}

type AddressFields = Pick<ShippingDetails, "firstName" | "lastName" | "streetAddress" | "zipCode" | "city">;

/** The name and address rules a delivery address and a gift recipient share. */
function addressErrors(a: AddressFields, country: string | undefined): Errors<AddressFields> {
  const e: Errors<AddressFields> = {};
  const set = (k: keyof AddressFields, m: MessageKey | null) => {
    if (m) e[k] = m;
  };
  set("firstName", nameRule(a.firstName));
  set("lastName", nameRule(a.lastName));
  set("streetAddress", streetRule(a.streetAddress));
  set("zipCode", zipRule(a.zipCode, country));
  set("city", nameRule(a.city, 100) === "errLettersOnly" ? "errCity" : nameRule(a.city, 100));
  return e;
}

export function validateShipping(s: ShippingDetails, opts: { needsShipping: boolean; country?: string }): Errors<ShippingDetails> {
  const e: Errors<ShippingDetails> = {};
  if (!opts.needsShipping) return e;
  if (!s.shippingMethod) e.shippingMethod = "errShippingMethod";
  if (isPickupMethod(s.shippingMethod) && !s.pickupId) e.pickupId = "errPickupPoint";
  if (s.otherAddress && !isPickupMethod(s.shippingMethod)) {
    Object.assign(e, addressErrors(s, opts.country));
    const phone = phoneRule(s.phoneNumber, opts.country);
    if (phone) e.phoneNumber = phone;
  }
  return e;
}

/** The gift recipient's name and address (the message is optional, at most 500 characters). */
export function validateGiftRecipient(g: GiftRecipientDetails, opts: { hasGift: boolean; country?: string }): Errors<GiftRecipientDetails> {
  if (!opts.hasGift) return {};
  const e: Errors<GiftRecipientDetails> = addressErrors(g, opts.country);
  if (g.apartmentNumber.trim().length > 20) e.apartmentNumber = "errTooLong";
  if (g.message.trim().length > 500) e.message = "errTooLong";
  return e;
}

export function validateConsents(c: Consents, opts: { hasDownloads: boolean }): Partial<Record<keyof Consents, MessageKey>> {
  const e: Partial<Record<keyof Consents, MessageKey>> = {};
  if (!c.rules) e.rules = "errTerms";
  if (opts.hasDownloads && !c.digital_content_waiver) e.digital_content_waiver = "errDigitalWaiver";
  return e;
}

/** "ul. Prosta 49" + "m. 2" → the street lines the API takes. */
export function streetLines(street: string, apartment: string): string[] {
  return [street.trim(), apartment.trim()].filter((l, i) => i === 0 || l !== "");
}

/** True when a validation answered any message. */
export function hasErrors(e: object): boolean {
  return Object.keys(e).length > 0;
}
