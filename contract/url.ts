/**
 * POST /api/url/map: a storefront path → the product, category or CMS page it shows, a redirect, or nothing.
 * Enveloped like every other endpoint since 2026-11-26 (docs/decisions/2026-11-26-contract.md); before, it answered
 * the bare hit or the literal `null`.
 */
import { z } from "zod";
import { CategoryDoc, LangParam, ProductDoc } from "./catalog.ts";
import { CmsPage } from "./cms.ts";
import { text } from "./primitives.ts";

export const UrlMapBody = z.looseObject({
  url: text({ error: "Missing url" }).min(1, { error: "Missing url" }).max(1000),
  includeFields: z.array(text()).nullable().optional(),
  excludeFields: z.array(text()).nullable().optional(),
  lang: LangParam,
});

export const UrlMapHit = z.discriminatedUnion("_type", [
  z.strictObject({ _type: z.literal("product"), _id: z.string(), _source: ProductDoc }),
  z.strictObject({ _type: z.literal("category"), _id: z.string(), _source: CategoryDoc }),
  z.strictObject({ _type: z.literal("cms_page"), _id: z.string(), _source: CmsPage }),
  z.strictObject({
    _type: z.literal("redirect"),
    _id: z.string(),
    _source: z.strictObject({ url_path: z.string(), redirect_code: z.union([z.literal(301), z.literal(302)]) }),
  }),
]);
export type UrlMapHit = z.output<typeof UrlMapHit>;

/** The hit, or null when nothing matches. */
export const UrlMapResult = UrlMapHit.nullable();
