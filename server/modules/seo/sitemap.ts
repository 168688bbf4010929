/**
 * Sitemap XML (sitemaps.org 0.9) without I/O: escaping, one <url> entry, the urlset and index frames,
 * and the paging plan. The URL sequence is fixed: information pages, then categories, then products by
 * id; page N of a large sitemap holds entries [(N-1)·size, N·size) of that sequence.
 */

/** URLs per child sitemap: well under the protocol's 50,000 URLs / 50 MB. */
export const SITEMAP_PAGE_SIZE = 10_000;

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
export const URLSET_CLOSE = `</urlset>\n`;
const INDEX_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const INDEX_CLOSE = `</sitemapindex>\n`;

export interface SitemapUrl {
  /** absolute URL */
  loc: string;
  lastmod?: Date | string | null | undefined;
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes the five XML entities and drops characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the control characters XML 1.0 forbids, matched to be dropped.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);
}

/** W3C datetime; a plain "YYYY-MM-DD" day passes through; anything unparsable is left out. */
export function lastmodValue(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function urlEntry(url: SitemapUrl): string {
  const lastmod = lastmodValue(url.lastmod);
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>\n`;
}

export function sitemapIndexXml(entries: SitemapUrl[]): string {
  const body = entries.map((e) => {
    const lastmod = lastmodValue(e.lastmod);
    return `<sitemap><loc>${escapeXml(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>\n`;
  });
  return `${INDEX_OPEN}${body.join("")}${INDEX_CLOSE}`;
}

/** Number of child sitemaps; 1 means a single urlset answers /sitemap.xml directly. */
export function sitemapPageCount(totalUrls: number, pageSize = SITEMAP_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalUrls / pageSize));
}

/** Parses ?page=: a whole number from 1 to `pages`, else null. */
export function parseSitemapPage(value: string | null, pages: number): number | null {
  if (value === null || !/^[1-9]\d{0,6}$/.test(value)) return null;
  const page = Number(value);
  return page <= pages ? page : null;
}

export interface PageSlice {
  /** slice of the fixed head (information pages and categories), [start, end) */
  head: { start: number; end: number };
  /** products to skip (in id order) and how many to take */
  products: { offset: number; limit: number };
}

/**
 * Which part of the sequence a page holds. `page` null means the whole sequence (a small catalogue);
 * `headCount` is the number of information pages plus categories.
 */
export function pageSlice(page: number | null, headCount: number, productCount: number, pageSize = SITEMAP_PAGE_SIZE): PageSlice {
  const total = headCount + productCount;
  const start = page === null ? 0 : Math.min((page - 1) * pageSize, total);
  const end = page === null ? total : Math.min(start + pageSize, total);
  const headStart = Math.min(start, headCount);
  const headEnd = Math.min(end, headCount);
  const productStart = Math.max(start - headCount, 0);
  const productEnd = Math.max(end - headCount, 0);
  return { head: { start: headStart, end: headEnd }, products: { offset: productStart, limit: productEnd - productStart } };
}

/** Storefront path of a product: /p/{parentSku}/{slug} (the parent's sku, or its own). */
export function productPath(p: { sku: string; parent_sku: string | null; url_key: string }): string {
  return `/p/${encodeURIComponent(p.parent_sku ?? p.sku)}/${encodeURIComponent(p.url_key)}`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /checkout",
    "Disallow: /my-account",
    "Disallow: /search",
    "Disallow: /compare",
    "Disallow: /thank-you-page",
    "Disallow: /create-password",
    "Disallow: /placepozniej",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
