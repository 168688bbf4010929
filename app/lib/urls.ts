/** Storefront URLs of the routes (docs/storefront.md §2). */
export function productUrl(
  p: { sku: string; parentSku?: string | undefined; slug?: string | undefined; url_key?: string | undefined },
  childSku?: string,
): string {
  const parent = p.parentSku ?? p.sku;
  const slug = p.slug ?? p.url_key ?? "";
  return childSku && childSku !== parent
    ? `/p/${encodeURIComponent(parent)}/${slug}/${encodeURIComponent(childSku)}`
    : `/p/${encodeURIComponent(parent)}/${slug}`;
}

export const cmsUrl = (identifier: string) => `/i/${identifier}`;
export const imageUrl = (path: string | null | undefined, size: 150 | 250 | 500 | 1800) =>
  path ? `/img/${size}/${size === 1800 ? 1500 : size}${path.startsWith("/") ? path : `/${path}`}` : undefined;

/*
 * The store-code prefix (docs/storefront.md §2: /{storeCode}/... only when configured; STORE_CODE_PREFIX,
 * off by default). React Router carries it as the basename (react-router.config.ts), so <Link>s,
 * navigations and loader redirects get it by themselves; these helpers are for what React Router does not
 * build: plain <a href>s, absolute URLs in head tags and sitemaps, and paths compared with a request's.
 * On the server the prefix comes from the environment (the same one the build read: `npm start` builds);
 * in the browser from the router's basename.
 */

/** The configured store code, or "" when the prefix is off. */
export function storeCode(): string {
  if (typeof document === "undefined") return (typeof process !== "undefined" ? process.env.STORE_CODE_PREFIX : "") ?? "";
  const basename = (window as { __reactRouterContext?: { basename?: string } }).__reactRouterContext?.basename ?? "/";
  return basename.replace(/^\/+|\/+$/g, "");
}

/** "/kiosk" with the prefix on, "" without. */
export function storeBase(): string {
  const code = storeCode();
  return code ? `/${code}` : "";
}

/** An app path ("/c/prasa-3?x=1") as the browser must request it; paths already prefixed are kept. */
export function withStore(path: string, base = storeBase()): string {
  if (!base || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)) return path;
  return path === "/" ? `${base}/` : `${base}${path}`;
}

/** The app path of a request path: without the prefix ("/kiosk/c/x" → "/c/x"); null when it lies outside it. */
export function withoutStore(pathname: string, base = storeBase()): string | null {
  if (!base) return pathname;
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/** First path segments of this app's own routes (app/routes.ts), which unprefixed content links may use. */
const APP_ROOTS = /^\/(?:$|[?#]|(?:c|p|i|search|compare|page-not-found|error)(?:[/?#]|$))/;

/**
 * Where an in-page link (CMS content) navigates inside this app: the app path to hand to the router, or
 * null when the browser must load it as a new document. With the prefix on, a path under this store code
 * and an unprefixed path of one of the app's routes stay in the app; any other path may be another store
 * view's (/{otherCode}/...), so it is a full page load (the server sends unprefixed leftovers into the prefix).
 */
export function appPathOf(href: string, base = storeBase()): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  if (!base) return href;
  const inside = withoutStore(href.split(/[?#]/)[0]!, base);
  if (inside !== null) return inside + href.slice(href.split(/[?#]/)[0]!.length);
  return APP_ROOTS.test(href) ? href : null;
}
