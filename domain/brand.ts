/**
 * Author and publisher pages (docs/storefront.md §2, page class "brand"): /autor/{slug} and /wydawca/{slug}, the
 * slug made from the name as the products carry it (two names with one slug share the page).
 */
import { slugify } from "./slug.ts";

export type BrandKind = "author" | "publisher";
export const BRAND_KINDS: readonly BrandKind[] = ["author", "publisher"];

/** The first path segment of each kind's pages. */
export const BRAND_SEGMENT: Record<BrandKind, string> = { author: "autor", publisher: "wydawca" };

/** The page of an author or publisher named `name`; null for a name with no letter or digit. */
export function brandPath(kind: BrandKind, name: string | null | undefined): string | null {
  const slug = slugify(name ?? "");
  return slug ? `/${BRAND_SEGMENT[kind]}/${slug}` : null;
}
