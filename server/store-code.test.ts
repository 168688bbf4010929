/**
 * The store-code prefix (STORE_CODE_PREFIX): a storefront built and served with the code "kiosk" answers
 * under /kiosk/..., its links, redirects, head tags, sitemap and robots.txt carry the prefix, the API,
 * images and built files stay outside it, and paths outside it lead into it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { setupTestApp, type TestContext } from "./test/helper.ts";

const root = resolve(import.meta.dirname, "..");
const buildDir = mkdtempSync(join(tmpdir(), "kiosk-store-build-"));
// Read by the storefront (build directory) and by the app's server code (lib/store.ts) of this test process.
process.env.KIOSK_BUILD_DIR = buildDir;
process.env.STORE_CODE_PREFIX = "kiosk";

let t: TestContext;
let app: FastifyInstance;
let product: { parentSku: string; slug: string };

beforeAll(async () => {
  execFileSync(process.execPath, [resolve(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: root, stdio: "ignore", env: { ...process.env } });
  t = await setupTestApp();
  const { buildApp } = await import("./app.ts");
  const { loadConfig } = await import("./config.ts");
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-sc-")),
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    STORE_CODE_PREFIX: "kiosk",
    PAGE_CACHE_SECONDS: "0",
  });
  app = await buildApp({ config, db: t.db, storefront: true, logger: false });
  await app.ready();
  const [row] = await t.db.query<{ sku: string }>(`SELECT sku FROM products WHERE visibility = 4 AND status = 1 AND type_id = 'simple' ORDER BY id LIMIT 1`);
  product = (await app.inject(`/api/catalog/product?sku=${row!.sku}`)).json().result;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe("store-code prefix", () => {
  it("sends the bare root and old unprefixed links into the prefix", async () => {
    const home = await app.inject("/");
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/kiosk/");
    const old = await app.inject("/c/some-category-3?sort=price_asc");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/kiosk/c/some-category-3?sort=price_asc");
  });

  it("renders pages under the prefix, with prefixed links and head tags, and assets outside it", async () => {
    const res = await app.inject("/kiosk/");
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/href="\/kiosk\/c\/[^"]+"/);
    expect(html).not.toMatch(/<a [^>]*href="\/c\//);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/kiosk\/"/);
    expect(html).toMatch(/src="\/img\//);
    expect(html).toMatch(/"\/assets\/entry\.client-[\w-]+\.js"/);
    expect(html).toContain('"basename":"/kiosk"');
    expect((await app.inject("/api/health")).statusCode).toBe(200);
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    expect((await app.inject(asset)).statusCode).toBe(200);
  });

  it("answers a product page under the prefix and redirects a wrong slug within it", async () => {
    const path = `/kiosk/p/${encodeURIComponent(product.parentSku)}/${product.slug}`;
    const page = await app.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3000${path}"`);
    const wrong = await app.inject(`/kiosk/p/${encodeURIComponent(product.parentSku)}/wrong-slug?x=1`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${path}?x=1`);
  });

  it("sends unknown paths to the prefixed not-found page", async () => {
    const res = await app.inject("/kiosk/no/such/page");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/kiosk/page-not-found?nf=no/such/page");
    expect((await app.inject(res.headers.location!)).statusCode).toBe(404);
  });

  it("keeps robots.txt at the root, with prefixed page rules and sitemap", async () => {
    const robots = await app.inject("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Disallow: /api/\n");
    expect(robots.body).toContain("Disallow: /kiosk/checkout\n");
    expect(robots.body).toContain("Sitemap: http://localhost:3000/kiosk/sitemap.xml");
    const sitemap = await app.inject("/kiosk/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>http://localhost:3000/kiosk/p/");
    expect(sitemap.body).not.toContain("<loc>http://localhost:3000/p/");
  });
});
