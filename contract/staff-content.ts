/**
 * The back office's content API under /api/admin/cms (docs/api.md §18.2): CMS pages listed, read, created, changed,
 * previewed, published and withdrawn by the `content` role (and the owner). The HTML is sanitised on save with the
 * storefront's sanitiser; the preview is the storefront's rendering of the text.
 */
import { z } from "zod";
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
