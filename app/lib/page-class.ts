/**
 * The tracking page class of the page shown (docs/storefront.md §2): each route declares it in its
 * `handle.pageClass` (a string, or a function of the route's loader data for the URL dispatcher, whose
 * page may be a product, a category or an information page). The deepest route that declares one wins;
 * a page replaced by the 404 view is "page not found". The layout writes it on <body data-page-class>,
 * where a tag manager reads it.
 */
import type { PageClass } from "./seo.ts";

interface MatchLike {
  handle?: unknown;
  loaderData?: unknown;
}

export function pageClassOf(matches: readonly MatchLike[], errorStatus: number | null = null): PageClass | undefined {
  if (errorStatus === 404) return "page not found";
  if (errorStatus !== null) return undefined;
  for (let i = matches.length - 1; i >= 0; i--) {
    const declared = (matches[i]!.handle as { pageClass?: unknown } | undefined)?.pageClass;
    const value = typeof declared === "function" ? (declared as (data: unknown) => unknown)(matches[i]!.loaderData) : declared;
    if (typeof value === "string" && value) return value as PageClass;
  }
  return undefined;
}
