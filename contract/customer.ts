/** Request and response schemas of the accounts endpoints (/api/user/*, newsletter); OpenAPI is built from them. */
import { z } from "zod";
import { id, int4, text } from "./primitives.ts";
import { isValidPhone, isValidPostcodeFor, MAX_ADDRESSES, withFormattedPostcode } from "../domain/customer-address.ts";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../domain/email-rules.ts";
import { NEWSLETTER_SOURCES } from "../domain/newsletter.ts";
import { PASSWORD_MAX_LENGTH } from "../domain/password-policy.ts";
import { isValidNip } from "../domain/tax-id.ts";
import { envelope } from "./envelope.ts";

/** An e-mail address (domain/email-rules.ts EMAIL_PATTERN), trimmed and lower-cased. */
export const EmailSchema = text()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .regex(EMAIL_PATTERN, { error: "must be an e-mail address" })
  .transform((s) => s.toLowerCase());

/* The address book's input (docs/api.md §2); the rules themselves are domain/customer-address.ts. */
const name = text().trim().min(1, { error: "is required" }).max(100);
const optionalText = (max: number) => text().trim().max(max).nullish();

export const RegionSchema = z.object({
  region_code: text().max(32).nullish(),
  region: text().max(100).nullish(),
  region_id: int4().min(0).nullish(),
});

export const AddressInputSchema = z
  .object({
    id: id().optional(),
    customer_id: id().optional(),
    firstname: name,
    lastname: name,
    company: optionalText(200),
    vat_id: optionalText(32),
    street: z
      .array(text().trim().max(200))
      .min(1)
      .max(2)
      .refine((lines) => (lines[0] ?? "") !== "", { error: "needs the street and number" }),
    city: name,
    postcode: text().trim().max(16),
    country_id: text().trim().length(2).toUpperCase().default("PL"),
    /** Required by the shop's own storefront (routes check it); a VSF1 client may leave it out (docs/decisions/2026-11-27-vsf1-compat.md). */
    telephone: text()
      .trim()
      .max(32)
      .optional()
      .transform((v) => (v === "" ? undefined : v)),
    region: RegionSchema.nullish(),
    region_id: int4().min(0).nullish(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  })
  .superRefine((a, ctx) => {
    if (!isValidPostcodeFor(a.postcode, a.country_id)) {
      ctx.addIssue({ code: "custom", path: ["postcode"], message: a.country_id === "PL" ? "must look like 00-950" : "is not a postcode" });
    }
    if (a.telephone !== undefined && !isValidPhone(a.telephone, a.country_id)) {
      ctx.addIssue({
        code: "custom",
        path: ["telephone"],
        message: a.country_id === "PL" ? "must be a Polish phone number (9 digits)" : "must be a phone number",
      });
    }
    if (a.vat_id && a.country_id === "PL" && !isValidNip(a.vat_id)) {
      ctx.addIssue({ code: "custom", path: ["vat_id"], message: "is not a valid NIP" });
    }
  })
  .transform(withFormattedPostcode);
export type AddressInput = z.output<typeof AddressInputSchema>;

/** The profile fields a customer may change (docs/storefront.md §5); any other key is refused. */
export const ProfileInputSchema = z.strictObject({
  email: EmailSchema,
  firstname: name,
  lastname: name,
  addresses: z.array(AddressInputSchema).max(MAX_ADDRESSES).optional(),
});
export type ProfileInput = z.output<typeof ProfileInputSchema>;

const token = text().optional().describe("Customer access token (or Authorization: Bearer)");
const secret = text().max(512);

export const TokenQuery = z.object({ token });

export const BotChallengeSchema = z.strictObject({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});

export const CreateBody = z.object({
  customer: z.object({
    email: EmailSchema,
    firstname: text().trim().min(1).max(100),
    lastname: text().trim().min(1).max(100),
    addresses: z.array(AddressInputSchema).max(MAX_ADDRESSES).optional(),
  }),
  password: text().max(PASSWORD_MAX_LENGTH * 4),
  gToken: text().max(4096).optional().describe("base64 ALTCHA payload solving GET /api/user/bot-challenge"),
});

export const LoginBody = z.object({
  username: text().trim().min(1).max(254),
  password: text()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 4),
});

export const RefreshBody = z.object({ refreshToken: secret.optional() });

export const MeBody = z.strictObject({ customer: ProfileInputSchema });

export const OrderHistoryQuery = z.object({
  token,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ResetBody = z.object({ email: EmailSchema });
export const CreatePasswordBody = z.object({ email: EmailSchema, resetToken: secret.min(1), newPassword: text().max(PASSWORD_MAX_LENGTH * 4) });
export const ChangePasswordBody = z.object({ currentPassword: text().max(PASSWORD_MAX_LENGTH * 4), newPassword: text().max(PASSWORD_MAX_LENGTH * 4) });
const unsubscribeToken = text().max(512).optional().describe("The unsubscribe token of a newsletter e-mail's link (a guest's proof of the address)");
export const NewsletterQuery = z.object({ email: EmailSchema, token, unsubscribe_token: unsubscribeToken });
export const NewsletterBody = z.object({
  email: EmailSchema,
  source: z.enum(NEWSLETTER_SOURCES).optional().describe("Where the consent was given (recorded with it); default popup"),
});
export const NewsletterUnsubscribeBody = z.object({ email: EmailSchema, unsubscribe_token: unsubscribeToken });
export const NewsletterConfirmBody = z.object({ token: secret.min(1) });
/** One-click unsubscribing (RFC 8058): the token in the URL; the body (`List-Unsubscribe=One-Click`) is not read. */
export const NewsletterOneClickQuery = z.object({ token: secret.min(1) });

export const AddressSchema = z.strictObject({
  id: z.number().int(),
  customer_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  vat_id: z.string().nullable(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: z.string(),
  region: z.strictObject({ region_code: z.string().nullable(), region: z.string().nullable(), region_id: z.number().int().nullable() }),
  region_id: z.number().int().nullable(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
});

export const ProfileSchema = z.strictObject({
  id: z.number().int(),
  group_id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  default_billing: z.number().int().nullable().describe("id of the default billing address"),
  default_shipping: z.number().int().nullable().describe("id of the default shipping address"),
  website_id: z.number().int(),
  store_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  addresses: z.array(AddressSchema),
  extension_attributes: z.strictObject({ is_subscribed: z.boolean(), loyalty_card: z.string().nullable().describe("EAN-13") }),
});

/** Sign-in and refresh: the access token, with the refresh token in meta. */
export const TokenEnvelope = envelope(z.string().describe("access token")).extend({ meta: z.strictObject({ refreshToken: z.string() }) });
export const NewsletterStatus = z.enum(["subscribed", "unsubscribed"]);
