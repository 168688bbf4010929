/**
 * Author and publisher pages as the server renders them (/autor/{slug}, /wydawca/{slug}; page class "brand"): only
 * their products, the listing's sorts and filters, a short description, canonical URL and JSON-LD, links to them from
 * product pages and the home publisher logos, and the sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { setupTestApp, type TestContext } from "./test/helper.ts";
import { slugify } from "../domain/slug.ts";

let t: TestContext;
let app: FastifyInstance;
/** the author with the most listed products, and one of them */
let author: { name: string; n: number; sku: string };
beforeAll(async () => {
  t = await setupTestApp();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-brand-")), LOG_LEVEL: "silent", NODE_ENV: "test", PAGE_CACHE_SECONDS: "0" });
  app = await buildApp({ config, db: t.db, storefront: true, logger: false });
  await app.ready();
  const [row] = await t.db.query<{ name: string; n: number; sku: string }>(
    `SELECT p.author AS name, count(*)::int AS n, min(p.sku) AS sku FROM products p JOIN catalog_listing l ON l.product_id = p.id
      WHERE p.author IS NOT NULL GROUP BY p.author ORDER BY count(*) DESC, p.author LIMIT 1`,
  );
  author = row!;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string) => app.inject({ url, headers: { "accept-encoding": "identity" } });
const tiles = (html: string) => (html.match(/class="ptile"/g) ?? []).length;
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe("an author's page", () => {
  it("lists the author's products only, with a description, canonical URL, JSON-LD Person and the brand page class", async () => {
    const path = `/autor/${slugify(author.name)}`;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/data-page-class="brand"/);
    expect(html).toContain(`>${author.name}</h1>`);
    expect(html).toMatch(/class="listing-description"[^>]*>[^<]+/);
    expect(html).toContain(`rel="canonical" href="http://localhost:3000${path}"`);
    expect(tiles(html)).toBe(Math.min(author.n, 24));
    const person = jsonLd(html).find((d) => d["@type"] === "Person");
    expect(person).toMatchObject({ name: author.name, url: `http://localhost:3000${path}` });
    // every tile's author is this author
    const others = [...html.matchAll(/class="ptile-author"><a href="([^"]+)"/g)].map((m) => m[1]).filter((href) => href !== path);
    expect(others).toEqual([]);
  });

  it("sorts as a category does, and an unknown author is the 404 page", async () => {
    expect((await get(`/autor/${slugify(author.name)}?sort=price_asc`)).statusCode).toBe(200);
    expect((await get(`/autor/${slugify(author.name)}?sort=bestsellers`)).statusCode).toBe(200);
    expect((await get("/autor/nikt-taki-nie-pisze")).statusCode).toBe(404);
    // in English: the translated description, the name still Polish
    const en = (await get(`/autor/${slugify(author.name)}?lng=en`)).body;
    expect(en).toContain("the author's books and publications");
  });

  it("is linked from the product page, and the publisher's page is an Organization", async () => {
    const doc = (await app.inject({ url: `/api/catalog/product?sku=${encodeURIComponent(author.sku)}` })).json() as {
      result: { slug: string; author_url: string; publisher: string | null; publisher_url: string | null };
    };
    expect(doc.result.author_url).toBe(`/autor/${slugify(author.name)}`);
    const page = (await get(`/p/${encodeURIComponent(author.sku)}/${doc.result.slug}`)).body;
    expect(page).toContain(`href="${doc.result.author_url}"`);
    if (doc.result.publisher_url) {
      expect(page).toContain(`href="${doc.result.publisher_url}"`);
      const pub = await get(doc.result.publisher_url);
      expect(pub.statusCode).toBe(200);
      expect(jsonLd(pub.body).find((d) => d["@type"] === "Organization" && d.name === doc.result.publisher)).toBeTruthy();
    }
  });
});

describe("publishers on the home page and in the sitemap", () => {
  it("the 'Nasi wydawcy' logos link to their publishers' pages", async () => {
    const home = (await get("/")).body;
    const strip = home.slice(home.indexOf('class="logo-strip"'));
    expect(strip).toMatch(/<a href="\/wydawca\/[a-z0-9-]+"/);
  });

  it("the sitemap lists the author and publisher pages", async () => {
    const xml = (await get("/sitemap.xml?page=1")).body;
    expect(xml).toContain(`/autor/${slugify(author.name)}</loc>`);
    expect(xml).toMatch(/\/wydawca\/[a-z0-9-]+<\/loc>/);
  });
});
