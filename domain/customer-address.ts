/**
 * Address book rules (shared by the API's schemas and the storefront's forms): Polish postcode xx-xxx and phone
 * numbers, the address shape of api-contract.md §2 and the editable part of a profile.
 */
import { z } from "zod";
import { EmailSchema } from "./email-rules.ts";
import { isValidNip, isValidPostcode } from "./tax-id.ts";

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

/** Postcodes of other countries: 3–10 letters, digits, spaces or dashes. */
export function isValidPostcodeFor(s: string, countryId = "PL"): boolean {
  if (countryId.toUpperCase() === "PL") return isValidPostcode(s);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(s.trim());
}

const name = z.string().trim().min(1, { error: "is required" }).max(100);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const RegionSchema = z.object({
  region_code: z.string().max(32).nullish(),
  region: z.string().max(100).nullish(),
  region_id: z.number().int().min(0).nullish(),
});

export const AddressInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    customer_id: z.number().int().positive().optional(),
    firstname: name,
    lastname: name,
    company: optionalText(200),
    vat_id: optionalText(32),
    street: z
      .array(z.string().trim().max(200))
      .min(1)
      .max(2)
      .refine((lines) => (lines[0] ?? "") !== "", { error: "needs the street and number" }),
    city: name,
    postcode: z.string().trim().max(16),
    country_id: z.string().trim().length(2).toUpperCase().default("PL"),
    telephone: z.string().trim().max(32),
    region: RegionSchema.nullish(),
    region_id: z.number().int().min(0).nullish(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  })
  .superRefine((a, ctx) => {
    if (!isValidPostcodeFor(a.postcode, a.country_id)) {
      ctx.addIssue({ code: "custom", path: ["postcode"], message: a.country_id === "PL" ? "must look like 00-950" : "is not a postcode" });
    }
    if (!isValidPhone(a.telephone, a.country_id)) {
      ctx.addIssue({
        code: "custom",
        path: ["telephone"],
        message: a.country_id === "PL" ? "must be a Polish phone number (9 digits)" : "must be a phone number",
      });
    }
    if (a.vat_id && a.country_id === "PL" && !isValidNip(a.vat_id)) {
      ctx.addIssue({ code: "custom", path: ["vat_id"], message: "is not a valid NIP" });
    }
  });
export type AddressInput = z.output<typeof AddressInputSchema>;

/** At most this many addresses in a customer's address book. */
export const MAX_ADDRESSES = 10;

/** The profile fields a customer may change (specification section 5); any other key is refused. */
export const ProfileInputSchema = z.strictObject({
  email: EmailSchema,
  firstname: name,
  lastname: name,
  addresses: z.array(AddressInputSchema).max(MAX_ADDRESSES).optional(),
});
export type ProfileInput = z.output<typeof ProfileInputSchema>;
