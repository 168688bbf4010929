import { describe, expect, it } from "vitest";
import { warsawDay } from "../../../domain/warsaw-time.ts";
import { isShareable, PageCache, pageBody } from "./page-cache.ts";

const ORIGIN = "http://localhost:3000";
const html = (extra: Record<string, string> = {}) => new Headers({ "content-type": "text/html; charset=utf-8", ...extra });
const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });

describe("page cache keys", () => {
  const cache = new PageCache({ ttlSeconds: 60 });

  it("varies by Warsaw day, language (query, then cookie, then Polish), path and query", () => {
    const day = warsawDay(new Date());
    expect(cache.keyFor(get("/c/prasa-3"), ORIGIN)).toBe(`${day} pl /c/prasa-3`);
    expect(cache.keyFor(get("/c/prasa-3", { cookie: "kiosk_lang=de" }), ORIGIN)).toBe(`${day} de /c/prasa-3`);
    expect(cache.keyFor(get("/c/prasa-3?lng=en"), ORIGIN)).toBe(`${day} en /c/prasa-3?lng=en`);
    expect(cache.keyFor(get("/c/prasa-3?sort=price_asc"), ORIGIN)).toBe(`${day} pl /c/prasa-3?sort=price_asc`);
  });

  it("starts a new day's pages at midnight in Warsaw (special prices change then)", () => {
    let now = Date.parse("2026-11-23T22:59:00Z"); // 23:59 in Warsaw
    const clocked = new PageCache({ ttlSeconds: 86_400, now: () => now });
    const before = clocked.keyFor(get("/"), ORIGIN);
    now = Date.parse("2026-11-23T23:01:00Z"); // 00:01 the next day
    expect(clocked.keyFor(get("/"), ORIGIN)).not.toBe(before);
  });

  it("never serves personalised or non-GET requests from the cache", () => {
    expect(cache.keyFor(get("/", { cookie: "kiosk_lang=en; session=abc" }), ORIGIN)).toBeNull();
    expect(cache.keyFor(get("/", { authorization: "Bearer x" }), ORIGIN)).toBeNull();
    expect(cache.keyFor({ method: "POST", url: "/", headers: {} }, ORIGIN)).toBeNull();
    expect(cache.keyFor(get(`/${"a".repeat(3000)}`), ORIGIN)).toBeNull();
    expect(new PageCache({ ttlSeconds: 0 }).keyFor(get("/"), ORIGIN)).toBeNull();
  });
});

describe("what may be stored", () => {
  it("only a 200 HTML page that sets no cookie and is not private", () => {
    expect(isShareable(200, html())).toBe(true);
    expect(isShareable(200, html({ "cache-control": "public, max-age=60" }))).toBe(true);
    expect(isShareable(404, html())).toBe(false);
    expect(isShareable(500, html())).toBe(false);
    expect(isShareable(301, html())).toBe(false);
    expect(isShareable(200, html({ "set-cookie": "kiosk_lang=en" }))).toBe(false);
    expect(isShareable(200, html({ "cache-control": "private, no-store" }))).toBe(false);
    expect(isShareable(200, new Headers({ "content-type": "text/x-script" }))).toBe(false);
  });
});

describe("stored pages", () => {
  it("are served with the new nonce in every place the old one was", () => {
    const cache = new PageCache({ ttlSeconds: 60 });
    const body = Buffer.from('<script nonce="OLD+nonce==">a</script><link nonce="OLD+nonce==">ż');
    expect(cache.set("pl /", "v1", { status: 200, headers: html(), body, nonce: "OLD+nonce==" })).toBe(true);
    const page = cache.get("pl /", "v1")!;
    expect(pageBody(page, "NEW").toString()).toBe('<script nonce="NEW">a</script><link nonce="NEW">ż');
  });

  it("are retired by a new catalogue version, by their time to live, and never stored without a version", () => {
    let now = 0;
    const cache = new PageCache({ ttlSeconds: 10, now: () => now });
    const page = { status: 200, headers: html(), body: Buffer.from("<p>x</p>"), nonce: "n" };
    expect(cache.set("pl /", null, page)).toBe(false);
    cache.set("pl /", "v1", page);
    expect(cache.get("pl /", "v2")).toBeUndefined();
    expect(cache.get("pl /", "v1")).toBeUndefined(); // dropped by the mismatch
    cache.set("pl /", "v1", page);
    now = 9_999;
    expect(cache.get("pl /", "v1")).toBeDefined();
    now = 10_000;
    expect(cache.get("pl /", "v1")).toBeUndefined();
  });

  it("keep to their byte budget, dropping the least recently used", () => {
    const cache = new PageCache({ ttlSeconds: 60, maxBytes: 8_000 });
    const page = { status: 200, headers: html(), body: Buffer.alloc(900, "a"), nonce: "n" };
    for (let i = 0; i < 12; i++) cache.set(`pl /${i}`, "v", page);
    expect(cache.size).toBeLessThanOrEqual(8);
    expect(cache.get("pl /0", "v")).toBeUndefined();
    expect(cache.get("pl /11", "v")).toBeDefined();
  });
});

describe("a stock move", () => {
  it("drops the moved products' pages, their categories' listings and untagged pages, and keeps the rest", () => {
    let now = 0;
    const cache = new PageCache({ ttlSeconds: 60, now: () => now });
    const page = (tags: { viewedProductId?: number; listedCategoryId?: number }) => ({
      status: 200,
      headers: html(),
      body: Buffer.from("<p>x</p>"),
      nonce: "n",
      ...tags,
    });
    cache.set("pl /p/a", "v", page({ viewedProductId: 1 }));
    cache.set("pl /p/b", "v", page({ viewedProductId: 2 }));
    cache.set("pl /c/x", "v", page({ listedCategoryId: 10 }));
    cache.set("pl /c/y", "v", page({ listedCategoryId: 11 }));
    cache.set("pl /", "v", page({}));
    expect(cache.dropStock({ products: new Set([1]), categories: new Set([10]) })).toBe(3);
    expect(cache.get("pl /p/b", "v")).toBeDefined();
    expect(cache.get("pl /c/y", "v")).toBeDefined();
    expect(cache.get("pl /p/a", "v")).toBeUndefined();
    // not kept again for three seconds (the catalogue's documents, or a replica, may still be older), then kept
    expect(cache.set("pl /p/a", "v", page({ viewedProductId: 1 }))).toBe(false);
    expect(cache.set("pl /p/b", "v", page({ viewedProductId: 2 }))).toBe(true);
    now = 3_000;
    expect(cache.set("pl /p/a", "v", page({ viewedProductId: 1 }))).toBe(true);
  });
});
