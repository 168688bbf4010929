/** Request and response schemas of /api/cms/* (information pages, JSON blocks, the page hierarchy, banners). */
import { z } from "zod";
import { listParam } from "./catalog.ts";
import { text } from "./primitives.ts";

export const BANNER_SLOTS = ["mainpl", "second", "logos"] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

export const CmsIdentifier = text().regex(/^[a-z0-9-]{1,100}$/, { error: "identifier must be lowercase letters, digits and dashes" });
export const CmsPageParams = z.object({ identifier: CmsIdentifier });
export const CmsBlocksQuery = z.object({ identifier: listParam.optional() });
export const CmsHierarchyQuery = z.object({ identifier: text().max(100).optional() });
export const BannersQuery = z.object({ slot: z.enum(BANNER_SLOTS).optional() });

export const CmsPageSummary = z.strictObject({ id: z.number(), identifier: z.string(), title: z.string() });

export const CmsPage = z.strictObject({
  id: z.number(),
  identifier: z.string(),
  title: z.string(),
  content_heading: z.string(),
  content: z.string().describe("Sanitised HTML"),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  updated_at: z.date(),
});

export const CmsBlock = z.strictObject({
  id: z.number(),
  identifier: z.string(),
  title: z.string(),
  // Free-form on purpose: the block's JSON content (edited in the back office) as text; its readers parse it.
  content: z.string().describe("JSON text"),
});

export const CmsHierarchyNode = z.strictObject({
  id: z.number(),
  identifier: z.string(),
  parent_id: z.number().nullable(),
  page_id: z.number().nullable(),
  title: z.string(),
  request_url: z.string(),
  position: z.number(),
});

export const Banner = z.strictObject({
  id: z.number(),
  slot: z.string(),
  imageDesktop: z.string().nullable(),
  imageMobile: z.string().nullable(),
  urlDesktop: z.string().nullable(),
  urlMobile: z.string().nullable(),
  desktop: z.boolean(),
  mobile: z.boolean(),
  from: z.string().nullable().describe("dd.mm.yyyy"),
  to: z.string().nullable().describe("dd.mm.yyyy"),
  link: z.string().nullable(),
  order: z.number(),
  alt: z.string(),
  text1: z.string().nullable(),
});
export type Banner = z.output<typeof Banner>;
