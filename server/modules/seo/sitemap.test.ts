import { describe, expect, it } from "vitest";
import { escapeXml, lastmodValue, pageSlice, parseSitemapPage, productPath, robotsTxt, sitemapIndexXml, sitemapPageCount, urlEntry } from "./sitemap.ts";

describe("XML", () => {
  it("escapes the five entities and drops characters XML cannot carry", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("x\u0000y\u0008z\u000bq\ttab\nnl")).toBe("xyzq\ttab\nnl");
    expect(escapeXml("Żółw")).toBe("Żółw");
  });

  it("writes one url with an escaped location and a W3C lastmod", () => {
    expect(urlEntry({ loc: "https://kiosk.pl/c/a?x=1&y=2", lastmod: new Date("2026-01-02T03:04:05.678Z") })).toBe(
      "<url><loc>https://kiosk.pl/c/a?x=1&amp;y=2</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>\n",
    );
    expect(urlEntry({ loc: "https://kiosk.pl/i/regulamin" })).toBe("<url><loc>https://kiosk.pl/i/regulamin</loc></url>\n");
  });

  it.each([
    [null, null],
    ["", null],
    ["2026-05-01", "2026-05-01"],
    ["2026-05-01T10:00:00+02:00", "2026-05-01T08:00:00Z"],
    ["not a date", null],
  ])("lastmod %j → %j", (value, expected) => {
    expect(lastmodValue(value)).toBe(expected);
  });

  it("writes a sitemap index", () => {
    const xml = sitemapIndexXml([{ loc: "https://kiosk.pl/sitemap.xml?page=1", lastmod: "2026-05-01" }, { loc: "https://kiosk.pl/sitemap.xml?page=2" }]);
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `<sitemap><loc>https://kiosk.pl/sitemap.xml?page=1</loc><lastmod>2026-05-01</lastmod></sitemap>\n` +
        `<sitemap><loc>https://kiosk.pl/sitemap.xml?page=2</loc></sitemap>\n</sitemapindex>\n`,
    );
  });
});

describe("paging", () => {
  it("needs one page up to the page size, then one per started page", () => {
    expect(sitemapPageCount(0)).toBe(1);
    expect(sitemapPageCount(10_000)).toBe(1);
    expect(sitemapPageCount(10_001)).toBe(2);
    expect(sitemapPageCount(100_150)).toBe(11);
  });

  it.each([
    ["1", 3, 1],
    ["3", 3, 3],
    ["4", 3, null],
    ["0", 3, null],
    ["-1", 3, null],
    ["1.5", 3, null],
    ["01", 3, null],
    ["abc", 3, null],
    [null, 3, null],
  ])("page %j of %i → %j", (value, pages, expected) => {
    expect(parseSitemapPage(value, pages)).toBe(expected);
  });

  it("slices the head and the products across pages without gaps or overlaps", () => {
    // 8 information pages + 92 categories, 250 products, 40 per page
    const head = 100;
    const products = 250;
    const size = 40;
    const pages = sitemapPageCount(head + products, size);
    expect(pages).toBe(9);
    const seen: string[] = [];
    for (let p = 1; p <= pages; p++) {
      const s = pageSlice(p, head, products, size);
      const count = s.head.end - s.head.start + s.products.limit;
      expect(count).toBeLessThanOrEqual(size);
      for (let i = s.head.start; i < s.head.end; i++) seen.push(`h${i}`);
      for (let i = 0; i < s.products.limit; i++) seen.push(`p${s.products.offset + i}`);
    }
    expect(seen).toEqual([...Array.from({ length: head }, (_, i) => `h${i}`), ...Array.from({ length: products }, (_, i) => `p${i}`)]);
    expect(pageSlice(3, head, products, size)).toEqual({ head: { start: 80, end: 100 }, products: { offset: 0, limit: 20 } });
    expect(pageSlice(4, head, products, size)).toEqual({ head: { start: 100, end: 100 }, products: { offset: 20, limit: 40 } });
  });

  it("covers everything when there is a single urlset", () => {
    expect(pageSlice(null, 100, 1900)).toEqual({ head: { start: 0, end: 100 }, products: { offset: 0, limit: 1900 } });
  });
});

describe("paths and robots", () => {
  it("uses the parent's sku for a product URL when there is one", () => {
    expect(productPath({ sku: "KS-1", parent_sku: null, url_key: "ksiazka-1" })).toBe("/p/KS-1/ksiazka-1");
    expect(productPath({ sku: "TS-1-M", parent_sku: "TS-1", url_key: "koszulka-m" })).toBe("/p/TS-1/koszulka-m");
    expect(productPath({ sku: "A/B", parent_sku: null, url_key: "x" })).toBe("/p/A%2FB/x");
  });

  it("allows everything but the API and private pages, and names the sitemap", () => {
    const txt = robotsTxt("https://kiosk.pl");
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/api/", "/checkout", "/my-account", "/search"]) expect(txt).toContain(`Disallow: ${path}\n`);
    expect(txt).toContain("Sitemap: https://kiosk.pl/sitemap.xml\n");
  });
});
