/**
 * The back office's content API under /api/admin/cms (docs/api.md §18.2): CMS pages listed, read, created, changed,
 * previewed, published and withdrawn by the `content` role (and the owner). The HTML is sanitised on save with the
 * storefront's sanitiser; the preview is the storefront's rendering of the text.
 */
import { z } from "zod";
import { BANNER_SLOTS } from "./cms.ts";
import { text } from "./primitives.ts";

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const StaffCmsPagesQuery = z.object({ q: text().max(100).optional(), page });

export const StaffCmsPageRow = z.strictObject({
  id: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  updated_at: z.string(),
});

export const StaffCmsPageList = z.strictObject({
  items: z.array(StaffCmsPageRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const StaffCmsPage = StaffCmsPageRow.extend({
  content_heading: z.string(),
  content: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
});

const optionalText = (max: number) =>
  text()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null));

export const StaffCmsPageBody = z.object({
  /** the page's address under /i/: lower-case letters, digits and hyphens */
  identifier: text()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "An identifier is lower-case letters, digits and single hyphens" }),
  title: text().trim().min(1).max(255),
  content_heading: text().trim().max(255).default(""),
  content: text().max(500_000),
  meta_title: optionalText(255),
  meta_description: optionalText(1000),
  is_active: z.boolean().default(false),
});
export type StaffCmsPageBody = z.output<typeof StaffCmsPageBody>;

export const StaffCmsPublishBody = z.object({ active: z.boolean() });

export const StaffCmsPreviewBody = z.object({ content: text().max(500_000) });
export const StaffCmsPreview = z.strictObject({ html: z.string() });

// ---- coupons (§18.3) ----

const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "A date must be YYYY-MM-DD" });
const limit = z.number().int().min(1).max(1_000_000).nullable().default(null);

export const StaffCouponsQuery = z.object({ q: text().max(100).optional(), page });

export const StaffCoupon = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(["percent", "fixed"]),
  discount_value: z.number().int(),
  min_subtotal: z.number().int(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  uses_per_coupon: z.number().int().nullable(),
  uses_per_customer: z.number().int().nullable(),
  times_used: z.number().int(),
  is_active: z.boolean(),
  email: z.string().nullable(),
});

export const StaffCouponList = z.strictObject({ items: z.array(StaffCoupon), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/** A percent is 1–100; a fixed amount is grosze; the window's days are Warsaw days, inclusive. */
export const StaffCouponBody = z
  .object({
    code: text()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, { error: "A code is letters, digits, hyphens and underscores" }),
    name: text().trim().min(1).max(255),
    discount_type: z.enum(["percent", "fixed"]),
    discount_value: z.number().int().min(1).max(100_000_000),
    min_subtotal: z.number().int().min(0).max(100_000_000).default(0),
    from_date: day.nullable().default(null),
    to_date: day.nullable().default(null),
    uses_per_coupon: limit,
    uses_per_customer: limit,
    is_active: z.boolean().default(true),
  })
  .refine((b) => b.discount_type === "fixed" || b.discount_value <= 100, { error: "A percent is at most 100", path: ["discount_value"] })
  .refine((b) => b.from_date === null || b.to_date === null || b.from_date <= b.to_date, { error: "The window ends before it begins", path: ["to_date"] });
export type StaffCouponBody = z.output<typeof StaffCouponBody>;

export const StaffCouponUse = z.strictObject({
  id: z.number().int(),
  used_at: z.string(),
  customer_email: z.string().nullable(),
  order_number: z.string().nullable(),
});
export const StaffCouponUseList = z.strictObject({
  items: z.array(StaffCouponUse),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

// ---- banners (§18.2) ----

const url = text()
  .trim()
  .max(2000)
  .regex(/^(https:\/\/|\/)/, { error: "An address starts with https:// or /" })
  .nullable()
  .default(null);

export const StaffBanner = z.strictObject({
  id: z.number().int(),
  slot: z.enum(BANNER_SLOTS),
  image_desktop: z.string().nullable(),
  image_mobile: z.string().nullable(),
  url_desktop: z.string().nullable(),
  url_mobile: z.string().nullable(),
  link: z.string().nullable(),
  alt: z.string(),
  text1: z.string().nullable(),
  desktop: z.boolean(),
  mobile: z.boolean(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  sort_order: z.number().int(),
});

/** The window is of Warsaw days, both inclusive (the storefront's rule: CmsService.banners). */
export const StaffBannerBody = z
  .object({
    slot: z.enum(BANNER_SLOTS),
    image_desktop: url,
    image_mobile: url,
    url_desktop: url,
    url_mobile: url,
    link: url,
    alt: text().trim().max(255).default(""),
    text1: text().trim().max(255).nullable().default(null),
    desktop: z.boolean().default(true),
    mobile: z.boolean().default(true),
    from_date: day.nullable().default(null),
    to_date: day.nullable().default(null),
    sort_order: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((b) => b.from_date === null || b.to_date === null || b.from_date <= b.to_date, { error: "The window ends before it begins", path: ["to_date"] });
