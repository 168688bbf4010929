/**
 * Product reviews in the API (docs/api.md "Reviews"). POST /api/review/create writes one: a customer with their token,
 * a guest with an e-mail and a solved bot check (gToken, as registration). Every new review waits for moderation
 * (status pending); only approved ones are listed (GET /api/review/list) with their summary. A customer's own
 * reviews, with their status: GET /api/review/mine. Texts are stored as written; whoever shows them escapes them.
 */
import { z } from "zod";
import { EmailSchema } from "./customer.ts";
import { id, idParam, int4, text } from "./primitives.ts";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEWS_PAGE_SIZE = 5;

export const ReviewInput = z.object({
  product_id: id(),
  /** 1–5; left out or null: a review without stars (a Vue Storefront 1 client's form asks none), in the count, not in the average */
  rating: z.number().int().min(1).max(5).nullable().optional(),
  title: text({ error: "Field is required" }).trim().min(1, { error: "Field is required" }).max(120),
  detail: text({ error: "Field is required" }).trim().min(1, { error: "Field is required" }).max(5000),
  nickname: text({ error: "Field is required" }).trim().min(1, { error: "Field is required" }).max(60),
  recommend: z.boolean().default(false),
  /** a guest's e-mail (never shown); a customer's is the account's */
  email: EmailSchema.optional(),
  review_entity: z.literal("product").optional(),
  /** ignored: the author is the token's customer, or a guest */
  customer_id: int4().nullable().optional(),
});
export type ReviewInput = z.output<typeof ReviewInput>;

export const ReviewCreateBody = z.object({
  review: ReviewInput,
  gToken: text().max(4096).optional().describe("a guest's base64 ALTCHA payload solving GET /api/user/bot-challenge"),
});

export const ReviewCreated = z.strictObject({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  verified_purchase: z.boolean(),
});

export const ReviewListQuery = z.object({
  product_id: idParam(),
  page: idParam().max(10_000).default(1),
});

/** A review as shown on the product page. */
export const PublicReview = z.strictObject({
  id: z.number().int(),
  nickname: z.string(),
  rating: z.number().int().nullable(),
  title: z.string(),
  detail: z.string(),
  recommend: z.boolean(),
  verified_purchase: z.boolean(),
  created_at: z.string(),
});
export type PublicReview = z.output<typeof PublicReview>;

/**
 * The approved reviews' summary: count, how many of them gave a rating, their average (one decimal; null: none
 * did), how many gave each rating, how many recommend.
 */
export const ReviewSummary = z.strictObject({
  count: z.number().int(),
  rated_count: z.number().int(),
  average: z.number().nullable(),
  distribution: z.strictObject({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
  recommend_count: z.number().int(),
});
export type ReviewSummary = z.output<typeof ReviewSummary>;

export const ProductReviews = z.strictObject({
  summary: ReviewSummary,
  items: z.array(PublicReview),
  page: z.number().int(),
  page_size: z.number().int(),
  pages: z.number().int(),
});
export type ProductReviews = z.output<typeof ProductReviews>;

/** One of the signed-in customer's reviews, with its moderation status. */
export const MyReview = z.strictObject({
  id: z.number().int(),
  product: z.strictObject({ sku: z.string(), name: z.string(), url_path: z.string() }).nullable(),
  rating: z.number().int().nullable(),
  title: z.string(),
  detail: z.string(),
  recommend: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  verified_purchase: z.boolean(),
  created_at: z.string(),
});
export type MyReview = z.output<typeof MyReview>;
export const MyReviews = z.strictObject({ items: z.array(MyReview) });
export type MyReviews = z.output<typeof MyReviews>;

export const ReviewModerateParams = z.object({ id: idParam() });
export const ReviewModerateBody = z.object({ status: z.enum(REVIEW_STATUSES) });
