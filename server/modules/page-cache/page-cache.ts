/**
 * The HTML output cache (docs/storefront.md §9: output cache TTL 86400 s). Each process keeps finished
 * pages in memory, keyed by the shared catalogue version (catalog-version.ts), the Warsaw day, the shopper's
 * language and the path with its query; a catalogue change retires them all. Only anonymous GETs are served from it, and
 * only a plain 200 HTML page that sets no cookie and is not marked private is stored: no error, redirect,
 * language switch (it sets a cookie) or personalised page. The script nonce differs per response, so a page
 * is kept cut at its nonce and joined with the new one when served.
 */
import { pickLanguage } from "../../../app/i18n/languages.ts";
import { warsawDay } from "../../../domain/warsaw-time.ts";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** the body cut where the render's nonce was */
  parts: Buffer[];
  bytes: number;
  version: string;
  expires: number;
  /** the product the page is a view of (counted on every answer of it, hits included) */
  viewedProductId?: number | undefined;
  /** the category the page lists (its stock moves retire it: dropStock) */
  listedCategoryId?: number | undefined;
}

export interface PageRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Cookies that do not personalise a page: the language is part of the key. */
const NEUTRAL_COOKIES = new Set(["kiosk_lang"]);
const MAX_URL_LENGTH = 2048;
/**
 * How long a page touched by a stock move, or any page after a catalogue change, is not kept: longer than the
 * catalogue's own version check (1 s) plus the most a replica it reads may be behind (about 1 s: server/db/replicas.ts).
 */
const SETTLE_MS = 3_000;

export class PageCache {
  private readonly map = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  readonly stats = { hits: 0, misses: 0, stored: 0 };
  /**
   * Products and categories whose stock moved lately, with when: their pages are not kept for `SETTLE_MS`, as the
   * catalogue's own document cache may still hold the old stock that long (it checks its version once a second).
   */
  private readonly settling = new Map<string, number>();

  constructor(opts: { ttlSeconds: number; maxBytes?: number; now?: () => number }) {
    this.ttlMs = opts.ttlSeconds * 1000;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** The cache key of a request that may be served from the cache, or null (personalised or not a page GET). */
  keyFor(req: PageRequest, publicUrl: string): string | null {
    if (!this.enabled || req.method !== "GET" || req.url.length > MAX_URL_LENGTH) return null;
    if (req.headers.authorization !== undefined) return null;
    const cookie = headerValue(req.headers.cookie);
    if (cookie && !onlyNeutralCookies(cookie)) return null;
    let url: URL;
    try {
      url = new URL(req.url, publicUrl);
    } catch {
      return null;
    }
    // The Warsaw day too: special prices and "new" windows change at midnight without a catalogue write.
    return `${warsawDay(new Date(this.now()))} ${pickLanguage(url, cookie ?? null)} ${url.pathname}${url.search}`;
  }

  get(key: string, version: string | null): CachedPage | undefined {
    const entry = this.map.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    if (entry.version !== version || entry.expires <= this.now()) {
      this.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, entry);
    this.stats.hits++;
    return entry;
  }

  /** Stores a rendered response if it may be shared; `version` is the catalogue version the render started with. */
  set(
    key: string,
    version: string | null,
    response: { status: number; headers: Headers; body: Buffer; nonce: string; viewedProductId?: number | undefined; listedCategoryId?: number | undefined },
  ): boolean {
    if (version === null || !isShareable(response.status, response.headers)) return false;
    if (this.isSettling(response.viewedProductId, response.listedCategoryId)) return false;
    const parts = split(response.body, response.nonce);
    const bytes = parts.reduce((sum, p) => sum + p.length, 0) + key.length;
    if (bytes > this.maxBytes / 8) return false;
    const headers = [...response.headers].filter(([name]) => name !== "set-cookie" && name !== "content-length");
    this.delete(key);
    this.map.set(key, {
      status: response.status,
      headers,
      parts,
      bytes,
      version,
      expires: this.now() + this.ttlMs,
      viewedProductId: response.viewedProductId,
      listedCategoryId: response.listedCategoryId,
    });
    this.bytes += bytes;
    this.stats.stored++;
    for (const oldest of this.map.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  /**
   * Drops what a stock move of `products` (in `categories`) may have changed: those products' pages, those
   * categories' listings, and every page that is neither a product nor a category page (home, search, brand: they
   * may show any product's availability). Other products' and categories' pages stay. Returns how many were dropped.
   */
  dropStock(change: { products: ReadonlySet<number>; categories: ReadonlySet<number> }): number {
    let dropped = 0;
    const now = this.now();
    for (const id of change.products) this.settling.set(`p${id}`, now);
    for (const id of change.categories) this.settling.set(`c${id}`, now);
    this.settling.set("other", now);
    for (const [key, entry] of this.map) {
      const keep =
        entry.viewedProductId !== undefined
          ? !change.products.has(entry.viewedProductId)
          : entry.listedCategoryId !== undefined && !change.categories.has(entry.listedCategoryId);
      if (keep) continue;
      this.delete(key);
      dropped++;
    }
    return dropped;
  }

  private isSettling(productId: number | undefined, categoryId: number | undefined): boolean {
    const now = this.now();
    for (const [tag, at] of this.settling) if (now - at >= SETTLE_MS) this.settling.delete(tag);
    const tag = productId !== undefined ? `p${productId}` : categoryId !== undefined ? `c${categoryId}` : "other";
    return this.settling.has(tag) || this.settling.has("all");
  }

  /** Drops every page; `settle`: and keeps none for a few seconds (after a catalogue change, not at start). */
  clear(settle = false): void {
    if (settle) this.settling.set("all", this.now());
    this.map.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** A cached page's body with `nonce` in place of the one it was rendered with. */
export function pageBody(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0]!;
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** A 200 HTML page that sets no cookie and is neither private nor uncacheable. */
export function isShareable(status: number, headers: Headers): boolean {
  if (status !== 200) return false;
  if (!/^text\/html\b/.test(headers.get("content-type") ?? "")) return false;
  if (headers.has("set-cookie")) return false;
  const cacheControl = headers.get("cache-control") ?? "";
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

function split(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  if (!nonce) return [body];
  let from = 0;
  for (let at = body.indexOf(nonce, from, "latin1"); at !== -1; at = body.indexOf(nonce, from, "latin1")) {
    parts.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(body.subarray(from));
  // Copies: the parts must not keep the whole render buffer's pool slab alive.
  return parts.map((p) => Buffer.from(p));
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join("; ") : value;
}

function onlyNeutralCookies(cookie: string): boolean {
  return cookie
    .split(";")
    .map((c) => c.split("=")[0]!.trim())
    .every((name) => name === "" || NEUTRAL_COOKIES.has(name));
}
