/**
 * The address form's rules, field by field, as translation keys: names as in the profile, Polish postcodes
 * xx-xxx and phone numbers by domain/customer-address.ts's validators (the server checks the same).
 */
import { isValidPhone, isValidPostcodeFor } from "../../../domain/customer-address.ts";
import type { Address } from "./types.ts";
import { personName, problemsOf, required, type Problem, type Problems } from "./validate.ts";

export interface AddressDraft {
  id?: number;
  customer_id?: number;
  firstname: string;
  lastname: string;
  company: string;
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  country_id: string;
  telephone: string;
  default_shipping: boolean;
  default_billing: boolean;
}
export type AddressField = "firstname" | "lastname" | "street1" | "city" | "postcode" | "telephone";

const CITY = /^\p{L}[\p{L} .'’-]*\p{L}\.?$/u;

export function cityProblem(value: string): Problem {
  return required(value) ?? (CITY.test(value.trim()) && value.trim().length <= 100 ? null : { key: "cityInvalid" });
}

export function addressProblems(a: AddressDraft): Problems<AddressField> {
  return problemsOf<AddressField>({
    firstname: personName(a.firstname),
    lastname: personName(a.lastname),
    street1: required(a.street1) ?? (a.street1.length > 200 ? { key: "tooLong" } : null),
    city: cityProblem(a.city),
    postcode: required(a.postcode) ?? (isValidPostcodeFor(a.postcode, a.country_id) ? null : { key: "postcodeInvalid" }),
    telephone: required(a.telephone) ?? (isValidPhone(a.telephone, a.country_id) ? null : { key: "phoneInvalid" }),
  });
}

export function draftOf(a: Address | null, fallback: { firstname: string; lastname: string }): AddressDraft {
  return {
    id: a?.id,
    customer_id: a?.customer_id,
    firstname: a?.firstname ?? fallback.firstname,
    lastname: a?.lastname ?? fallback.lastname,
    company: a?.company ?? "",
    street1: a?.street[0] ?? "",
    street2: a?.street[1] ?? "",
    city: a?.city ?? "",
    postcode: a?.postcode ?? "",
    country_id: a?.country_id ?? "PL",
    telephone: a?.telephone ?? "",
    default_shipping: a?.default_shipping ?? false,
    default_billing: a?.default_billing ?? false,
  };
}

/** The API's address from a draft (ids kept, so the server updates rather than creates). */
export function addressOf(d: AddressDraft): Address {
  const street = [d.street1.trim(), d.street2.trim()].filter((s, i) => i === 0 || s !== "");
  return {
    ...(d.id ? { id: d.id } : {}),
    ...(d.customer_id ? { customer_id: d.customer_id } : {}),
    firstname: d.firstname.trim(),
    lastname: d.lastname.trim(),
    company: d.company.trim() || null,
    street,
    city: d.city.trim(),
    postcode: d.postcode.trim(),
    country_id: d.country_id,
    telephone: d.telephone.trim(),
    default_shipping: d.default_shipping,
    default_billing: d.default_billing,
  };
}

/** An address as sent back unchanged (only the keys the API accepts). */
export function keepAddress(a: Address): Address {
  return addressOf(draftOf(a, a));
}

/** The address book after saving `draft` (new, or replacing the one with its id); one default of each kind. */
export function withAddress(book: Address[], draft: AddressDraft): Address[] {
  const saved = addressOf(draft);
  const others = book.filter((a) => !draft.id || a.id !== draft.id).map(keepAddress);
  const unset = (a: Address) => ({
    ...a,
    default_shipping: saved.default_shipping ? false : a.default_shipping,
    default_billing: saved.default_billing ? false : a.default_billing,
  });
  const list = others.map(unset);
  return draft.id ? book.map((a) => (a.id === draft.id ? saved : unset(keepAddress(a)))) : [...list, saved];
}
