/** Request and response schemas of the accounts endpoints (/api/user/*, newsletter); OpenAPI is built from them. */
import { z } from "zod";
import { AddressInputSchema, MAX_ADDRESSES, ProfileInputSchema } from "../../../domain/customer-address.ts";
import { EmailSchema } from "../../../domain/email-rules.ts";
import { PASSWORD_MAX_LENGTH } from "../../../domain/password-policy.ts";

const token = z.string().optional().describe("Customer access token (or Authorization: Bearer)");
const secret = z.string().max(512);

export const TokenQuery = z.object({ token });

export const BotChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});

export const CreateBody = z.object({
  customer: z.object({
    email: EmailSchema,
    firstname: z.string().trim().min(1).max(100),
    lastname: z.string().trim().min(1).max(100),
    addresses: z.array(AddressInputSchema).max(MAX_ADDRESSES).optional(),
  }),
  password: z.string().max(PASSWORD_MAX_LENGTH * 4),
  gToken: z.string().max(4096).optional().describe("base64 ALTCHA payload solving GET /api/user/bot-challenge"),
});

export const LoginBody = z.object({
  username: z.string().trim().min(1).max(254),
  password: z
    .string()
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
export const CreatePasswordBody = z.object({ email: EmailSchema, resetToken: secret.min(1), newPassword: z.string().max(PASSWORD_MAX_LENGTH * 4) });
export const ChangePasswordBody = z.object({ currentPassword: z.string().max(PASSWORD_MAX_LENGTH * 4), newPassword: z.string().max(PASSWORD_MAX_LENGTH * 4) });
export const NewsletterQuery = z.object({ email: EmailSchema, token });
export const NewsletterBody = z.object({ email: EmailSchema });

export const AddressSchema = z.object({
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
  region: z.object({ region_code: z.string().nullable(), region: z.string().nullable(), region_id: z.number().int().nullable() }),
  region_id: z.number().int().nullable(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
});

export const ProfileSchema = z.object({
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
  extension_attributes: z.object({ is_subscribed: z.boolean(), loyalty_card: z.string().nullable().describe("EAN-13") }),
});

export const OrderHistorySchema = z.object({
  items: z.array(z.record(z.string(), z.unknown())),
  search_criteria: z.object({ page_size: z.number().int(), current_page: z.number().int() }),
  total_count: z.number().int(),
});
