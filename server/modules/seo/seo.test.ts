import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { valueOr } from "../../http/outcome.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { SeoService } from "./service.ts";
import { appContext } from "../../../app/context.server.ts";
import { loader as sitemapLoader } from "../../../app/routes/sitemap.ts";
import { loader as robotsLoader } from "../../../app/routes/robots.ts";
import { productUrl } from "../../../app/lib/urls.ts";

const ORIGIN = "https://kiosk.example.pl";
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function visibleProductCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE visibility IN (2, 3, 4) AND status IN (0, 1)`);
  return row!.n;
}

async function collect(seo: SeoService, page: number | null): Promise<string[]> {
  const plan = await seo.sitemapPlan();
  const out: string[] = [];
  for await (const batch of seo.sitemapUrls(ORIGIN, plan, page)) out.push(...batch.map((u) => u.loc));
  return out;
}

describe("SeoService", () => {
  it("lists the information pages, the active categories and every visible enabled product once", async () => {
    const seo = new SeoService(t.db);
    const plan = await seo.sitemapPlan();
    expect(plan.pages).toBe(1);
    expect(plan.productCount).toBe(await visibleProductCount());
    const urls = await collect(seo, null);
    expect(urls.length).toBe(plan.headCount + plan.productCount);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.slice(0, 8)).toEqual(
      ["regulamin", "polityka-prywatnosci", "regulamin-prenumeraty", "zwroty", "platnosci", "regulamin-cewe", "kontakt", "dostawa"].map(
        (id) => `${ORIGIN}/i/${id}`,
      ),
    );
    const categories = urls.slice(8, plan.headCount);
    const tree = valueOr(await t.app.services.catalog.categoryTree());
    const books = tree.children_data.find((c) => c.name === "Książki")!;
    expect(categories).toContain(`${ORIGIN}/c/${books.slug}`);
    expect(books.slug).toMatch(new RegExp(`^ksiazki-${books.id}$`));
    expect(categories.some((u) => u.startsWith(`${ORIGIN}/c/kiosk`))).toBe(false);
    // url_keys repeat across branches ("dom-i-ogrod"), slugs do not
    expect(categories.filter((u) => u.includes("/c/dom-i-ogrod-")).length).toBeGreaterThan(1);
    // the same URL a listing tile links to
    const { items } = valueOr(await t.app.services.catalog.search({ size: 5, sort: "latest", aggregations: false }));
    for (const item of items) expect(urls).toContain(`${ORIGIN}${productUrl(item as unknown as { sku: string; parentSku?: string; slug?: string })}`);
  });

  it("leaves out disabled and not individually visible products", async () => {
    const hidden = await t.db.query<{ sku: string; url_key: string }>(`SELECT sku, url_key FROM products WHERE visibility = 1 OR status >= 2 LIMIT 20`);
    expect(hidden.length).toBeGreaterThan(0);
    const urls = new Set(await collect(new SeoService(t.db), null));
    for (const p of hidden) expect(urls.has(`${ORIGIN}/p/${encodeURIComponent(p.sku)}/${p.url_key}`)).toBe(false);
  });

  it("splits a large sitemap into pages that together hold the same sequence", async () => {
    const all = await collect(new SeoService(t.db), null);
    const small = new SeoService(t.db, { pageSize: 60 });
    const plan = await small.sitemapPlan();
    expect(plan.pages).toBe(Math.ceil(all.length / 60));
    const pages: string[][] = [];
    for (let p = 1; p <= plan.pages; p++) pages.push(await collect(small, p));
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(60);
    expect(pages.flat()).toEqual(all);
  });
});

describe("sitemap.xml and robots.txt loaders", () => {
  function args(url: string, seo?: SeoService) {
    const context = new RouterContextProvider();
    context.set(appContext, { services: { ...t.app.services, ...(seo ? { seo } : {}) }, nonce: "" });
    const request = new Request(url);
    return { request, context, url: new URL(url), params: {}, pattern: "" } as unknown as Parameters<typeof sitemapLoader>[0];
  }

  it("streams one urlset with absolute URLs for a small catalogue", async () => {
    const res = await sitemapLoader(args(`${ORIGIN}/sitemap.xml`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBe((await collect(new SeoService(t.db), null)).length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
  });

  it("answers an index and numbered child sitemaps when there are more URLs than a page holds", async () => {
    const seo = new SeoService(t.db, { pageSize: 100 });
    const plan = await seo.sitemapPlan();
    const index = await (await sitemapLoader(args(`${ORIGIN}/sitemap.xml`, seo))).text();
    expect(index).toContain("<sitemapindex");
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(children).toEqual(Array.from({ length: plan.pages }, (_, i) => `${ORIGIN}/sitemap.xml?page=${i + 1}`));
    const last = await (await sitemapLoader(args(`${ORIGIN}/sitemap.xml?page=${plan.pages}`, seo))).text();
    const count = [...last.matchAll(/<url>/g)].length;
    expect(count).toBe(plan.headCount + plan.productCount - (plan.pages - 1) * 100);
    const missing = await sitemapLoader(args(`${ORIGIN}/sitemap.xml?page=${plan.pages + 1}`, seo));
    expect(missing.status).toBe(404);
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const res = robotsLoader(args(`${ORIGIN}/robots.txt`) as unknown as Parameters<typeof robotsLoader>[0]);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const txt = await res.text();
    expect(txt).toContain("Disallow: /api/\n");
    expect(txt).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

// Through Fastify and the built storefront, as a crawler sees it (needs `react-router build`).
const BUILT = existsSync(resolve(import.meta.dirname, "../../..", process.env.KIOSK_BUILD_DIR ?? "build", "server/index.js"));
describe.skipIf(!BUILT)("served by the storefront", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-seo-")), LOG_LEVEL: "silent", NODE_ENV: "test", PUBLIC_URL: ORIGIN });
    app = await buildApp({ config, db: t.db, storefront: true, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("GET /sitemap.xml", async () => {
    const res = await app.inject({ url: "/sitemap.xml", headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toContain(`<loc>${ORIGIN}/i/regulamin</loc>`);
    expect(res.body.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("GET /robots.txt", async () => {
    const res = await app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("sends an unknown path to the not-found page, which answers 404", async () => {
    const res = await app.inject("/to/nie/istnieje");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/page-not-found?nf=to/nie/istnieje");
    const page = await app.inject(String(res.headers.location));
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("/to/nie/istnieje");
  });
});
