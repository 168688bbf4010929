/**
 * Information pages, their hierarchy, content blocks and banners. Written by the
 * catalogue generator (scripts/catalogue); the cms module reads them (docs/decisions/2026-11-25-storefront-targets.md:
 * the information page's reads go to the database).
 */
import { boolean, date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz, position } from "../../db/columns.ts";

export const cmsPages = pgTable("cms_pages", {
  id: integer("id").primaryKey(),
  identifier: text("identifier").notNull().unique(),
  title: text("title").notNull(),
  contentHeading: text("content_heading").notNull().default(""),
  /** sanitised HTML */
  content: text("content").notNull(),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  metaKeywords: text("meta_keywords"),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: timestampTz("updated_at").notNull().defaultNow(),
});

export const cmsHierarchy = pgTable("cms_hierarchy", {
  id: integer("id").primaryKey(),
  identifier: text("identifier").notNull(),
  parentId: integer("parent_id"),
  pageId: integer("page_id").references(() => cmsPages.id),
  title: text("title").notNull(),
  requestUrl: text("request_url").notNull(),
  position: position(),
});

export const cmsBlocks = pgTable("cms_blocks", {
  id: integer("id").primaryKey(),
  identifier: text("identifier").notNull().unique(),
  title: text("title").notNull(),
  /** JSON text, as the specification says */
  content: jsonb("content").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

export const banners = pgTable(
  "banners",
  {
    id: integer("id").primaryKey(),
    /** mainpl | second | logos */
    slot: text("slot").notNull(),
    imageDesktop: text("image_desktop"),
    imageMobile: text("image_mobile"),
    urlDesktop: text("url_desktop"),
    urlMobile: text("url_mobile"),
    link: text("link"),
    alt: text("alt").notNull().default(""),
    text1: text("text1"),
    desktop: boolean("desktop").notNull().default(true),
    mobile: boolean("mobile").notNull().default(true),
    fromDate: date("from_date"),
    toDate: date("to_date"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("banners_slot_idx").on(t.slot)],
);
