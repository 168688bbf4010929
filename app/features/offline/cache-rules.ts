/**
 * What the service worker keeps for offline use, and how (docs/storefront.md §1 and §2; the choices:
 * docs/decisions/2026-11-27-offline.md). Pure: the service worker (service-worker.ts) and the unit tests use it.
 *
 * - pages the shopper opened (catalogue pages, CMS pages, the home page, the checkout's frame) and their client
 *   navigations' data (`….data`): network first, the kept copy when the network fails;
 * - catalogue and CMS API answers (products, prices, categories, the URL map, CMS blocks): network first for the
 *   catalogue (prices, stock), stale-while-revalidate for CMS, images too;
 * - never: the account, the cart, orders, payments, tokens, the stock check, the checkout's answers, anything not
 *   a GET, another origin's answers, the built files (precached instead).
 */

export type CacheRule = "page" | "page-data" | "catalog-api" | "cms-api" | "image";

/** The runtime caches, one per rule, and their bounds (entries; the quota check trims them further). */
export const RUNTIME_CACHES: Record<CacheRule, { name: string; maxEntries: number; maxAgeSeconds: number }> = {
  page: { name: "kiosk-pages", maxEntries: 80, maxAgeSeconds: 14 * 86_400 },
  "page-data": { name: "kiosk-page-data", maxEntries: 80, maxAgeSeconds: 14 * 86_400 },
  "catalog-api": { name: "kiosk-catalog-api", maxEntries: 150, maxAgeSeconds: 7 * 86_400 },
  "cms-api": { name: "kiosk-cms-api", maxEntries: 40, maxAgeSeconds: 14 * 86_400 },
  image: { name: "kiosk-images", maxEntries: 300, maxAgeSeconds: 30 * 86_400 },
};

/**
 * Storefront paths never kept: personal or one-off pages (account, thank-you page, password, newsletter links,
 * pay later, the compare list, search results: docs/storefront.md §7 says search offline is empty), status
 * pages, and files the server makes (sitemap, robots).
 */
const PAGE_NEVER =
  /^\/(my-account|thank-you-page|create-password|newsletter|placepozniej|page-not-found|error|compare|search|sitemap\.xml|robots\.txt|__manifest)(\/|$|\?)/;
/** Served by Fastify, not pages: the API, images, built files, the worker and the manifest. */
const NOT_A_PAGE = /^\/(api|img|assets)(\/|$)|^\/(service-worker\.js|manifest\.webmanifest|favicon\.svg|icons\/)/;

/** API answers kept: the catalogue (products, categories, listings), the URL map; not search (offline it is empty, §7). */
const CATALOG_API = /^\/api\/(catalog|url)\/(?!search(\/|$))/;
/** CMS blocks and pages: rarely change, stale-while-revalidate. */
const CMS_API = /^\/api\/cms\//;

export interface RequestFacts {
  url: URL;
  method: string;
  /** the worker's own origin */
  origin: string;
  /** the store-code prefix ("" when off, else "/{code}"): storefront paths start with it */
  base: string;
  /** "navigate" for a document load */
  mode?: string;
}

/** The path inside the store (prefix removed), or null when the path is outside it. */
export function storePath(pathname: string, base: string): string | null {
  if (!base) return pathname;
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/** The page a client navigation's data request belongs to: "/p/A/b.data" → "/p/A/b", "/_root.data" → "/". */
export function pageOfDataPath(pathname: string): string | null {
  if (!pathname.endsWith(".data")) return null;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * The document address of a client navigation's data request (its page), without React Router's `_routes`
 * parameter: kept too, so a page opened by a link also opens offline by its address. Null: not a data request.
 */
export function documentUrlOfData(url: URL, base: string): URL | null {
  const inStore = storePath(url.pathname, base);
  const page = inStore === null ? null : pageOfDataPath(inStore);
  if (page === null) return null;
  const doc = new URL(url.href);
  doc.pathname = page === "/" ? `${base}/` : `${base}${page}`;
  doc.searchParams.delete("_routes");
  return doc;
}

/** Whether a storefront path is one whose page may be kept offline. */
export function isOfflinePage(path: string): boolean {
  return !PAGE_NEVER.test(path) && !NOT_A_PAGE.test(path);
}

/** The rule for a request, or null: the network only (nothing kept). */
export function cacheRuleFor(req: RequestFacts): CacheRule | null {
  if (req.method !== "GET" || req.url.origin !== req.origin) return null;
  const path = req.url.pathname;
  if (path.startsWith("/img/")) return "image";
  if (CATALOG_API.test(path)) return "catalog-api";
  if (CMS_API.test(path)) return "cms-api";
  if (path.startsWith("/api/")) return null;
  const inStore = storePath(path, req.base);
  if (inStore === null) return null;
  const dataOf = pageOfDataPath(inStore);
  if (dataOf !== null) return isOfflinePage(dataOf) ? "page-data" : null;
  if (req.mode === "navigate") return isOfflinePage(inStore) ? "page" : null;
  return null;
}

export type OfflineFallback = "home" | "category" | "page";

/**
 * What a document load that found neither the network nor a kept copy shows (docs/storefront.md §2 and §8): on
 * the home page, that it is not kept yet; on a category whose other pages or filters were kept, that this
 * selection has no products synchronised; anywhere else the "not available in Offline mode" message, then home.
 */
export function offlineFallbackFor(path: string, keptCategoryPaths: readonly string[]): OfflineFallback {
  if (path === "/" || path === "/pwa.html") return "home";
  if (path.startsWith("/c/") && keptCategoryPaths.includes(path)) return "category";
  return "page";
}
