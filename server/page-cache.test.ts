/**
 * The HTML output cache through the real storefront: hits carry a fresh nonce, languages and personalised
 * requests are kept apart, errors and language switches are not stored, and a catalogue write retires the
 * pages of every process sharing the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { setupTestApp, type TestContext } from "./test/helper.ts";

let t: TestContext;
let one: FastifyInstance;
let two: FastifyInstance;
let productPath: string;
let productId: number;
let otherPath: string;

async function pathOf(app: FastifyInstance, sku: string) {
  const product = (await app.inject(`/api/catalog/product?sku=${sku}`)).json().result as { parentSku: string; slug: string };
  return `/p/${encodeURIComponent(product.parentSku)}/${product.slug}`;
}

async function storefrontApp(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-pc-")), LOG_LEVEL: "silent", NODE_ENV: "test", ...env });
  const app = await buildApp({ config, db: t.db, storefront: true, logger: false });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await setupTestApp();
  one = await storefrontApp();
  two = await storefrontApp();
  const [row, other] = await t.db.query<{ sku: string; id: number; url_key: string }>(
    `SELECT sku, id, url_key FROM products WHERE visibility = 4 AND status = 1 AND type_id = 'simple' ORDER BY id LIMIT 2`,
  );
  productId = row!.id;
  productPath = await pathOf(one, row!.sku);
  otherPath = await pathOf(one, other!.sku);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await t?.close();
});

const nonceOf = (res: { headers: Record<string, unknown> }) => /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];

describe("HTML output cache", () => {
  it("serves a page again from memory with a new nonce in the page and its CSP", async () => {
    const first = await one.inject(productPath);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await one.inject(productPath);
    expect(second.headers["x-page-cache"]).toBe("hit");
    const nonce = nonceOf(second)!;
    expect(nonce).not.toBe(nonceOf(first));
    expect(second.body).toContain(`nonce="${nonce}"`);
    expect(second.body).not.toContain(nonceOf(first)!);
    expect(second.body.replaceAll(nonce, "N")).toBe(first.body.replaceAll(nonceOf(first)!, "N"));
  });

  it("keeps languages apart and does not store a language switch, which sets a cookie", async () => {
    const english = await one.inject({ url: productPath, headers: { cookie: "kiosk_lang=en" } });
    expect(english.headers["x-page-cache"]).toBe("miss");
    expect(english.body).toContain('<html lang="en"');
    const polish = await one.inject(productPath);
    expect(polish.body).toContain('<html lang="pl"');
    const sw = await one.inject(`${productPath}?lng=de`);
    expect(sw.headers["set-cookie"]).toBeTruthy();
    expect(sw.headers["x-page-cache"]).toBe("bypass");
    expect((await one.inject(`${productPath}?lng=de`)).headers["x-page-cache"]).toBe("bypass");
  });

  it("keeps a category's labels in their language: an English page is never served to a Polish request, nor the reverse", async () => {
    const slug = (await one.inject("/api/catalog/category?url_path=prenumerata")).json().result.slug as string;
    const heading = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1];
    const en = await one.inject({ url: `/c/${slug}`, headers: { cookie: "kiosk_lang=en" } });
    expect(heading(en.body)).toBe("Subscriptions");
    const pl = await one.inject(`/c/${slug}`);
    expect(pl.headers["x-page-cache"]).toBe("miss");
    expect(heading(pl.body)).toBe("Prenumerata");
    const enAgain = await one.inject({ url: `/c/${slug}`, headers: { cookie: "kiosk_lang=en" } });
    expect(enAgain.headers["x-page-cache"]).toBe("hit");
    expect(heading(enAgain.body)).toBe("Subscriptions");
    const plAgain = await one.inject(`/c/${slug}`);
    expect(plAgain.headers["x-page-cache"]).toBe("hit");
    expect(heading(plAgain.body)).toBe("Prenumerata");
  });

  it("never serves a request carrying another cookie (a signed-in shopper) from the cache", async () => {
    await one.inject(productPath);
    const personal = await one.inject({ url: productPath, headers: { cookie: "kiosk_lang=pl; kiosk_session=abc" } });
    expect(personal.headers["x-page-cache"]).toBeUndefined();
    expect(personal.statusCode).toBe(200);
  });

  it("does not store errors or redirects", async () => {
    const missing = await one.inject("/p/NO-SUCH-SKU/nothing");
    expect(missing.statusCode).toBe(404);
    expect((await one.inject("/p/NO-SUCH-SKU/nothing")).headers["x-page-cache"]).not.toBe("hit");
    const wrongSlug = await one.inject(productPath.replace(/\/[^/]+$/, "/wrong-slug"));
    expect(wrongSlug.statusCode).toBe(301);
    expect((await one.inject(productPath.replace(/\/[^/]+$/, "/wrong-slug"))).statusCode).toBe(301);
  });

  it("retires every process's pages when the catalogue changes", async () => {
    await one.inject(productPath);
    await two.inject(productPath);
    expect((await one.inject(productPath)).headers["x-page-cache"]).toBe("hit");
    expect((await two.inject(productPath)).headers["x-page-cache"]).toBe("hit");
    // Any write to a catalogue table changes the shared version (migration 0003); this one changes nothing visible.
    await t.db.query(`UPDATE products SET updated_at = updated_at WHERE id = (SELECT min(id) FROM products)`);
    await new Promise((r) => setTimeout(r, 1_300)); // each process reads the version every second
    // rendered again (and not kept for a few seconds: its data may still be older in a replica or a document cache)
    expect((await one.inject(productPath)).headers["x-page-cache"]).not.toBe("hit");
    expect((await two.inject(productPath)).headers["x-page-cache"]).not.toBe("hit");
  });

  it("retires only the pages of the product whose stock moved, in every process: an order for A keeps B's page and renders A's again", async () => {
    await new Promise((r) => setTimeout(r, 3_000)); // pages are kept again 3 s after the catalogue change above
    for (const app of [one, two]) {
      await app.inject(productPath);
      await app.inject(otherPath);
      expect((await app.inject(productPath)).headers["x-page-cache"]).toBe("hit");
      expect((await app.inject(otherPath)).headers["x-page-cache"]).toBe("hit");
    }
    const version = (await t.db.query<{ value: string }>("SELECT value FROM catalog_meta WHERE key = 'version'"))[0]!.value;
    // As an order taking one copy of A (a stock write, no locked row shared by all orders; selling the last copy flips
    // is_in_stock, which rewrites the listing and so changes the catalogue version for every page, as before).
    await t.db.query(`UPDATE stock_items SET qty = qty - 1 WHERE product_id = $1`, [productId]);
    try {
      expect((await t.db.query<{ value: string }>("SELECT value FROM catalog_meta WHERE key = 'version'"))[0]!.value).toBe(version);
      await new Promise((r) => setTimeout(r, 1_300)); // each process reads the stock changes every second
      for (const app of [one, two]) {
        const a = await app.inject(productPath);
        expect(a.headers["x-page-cache"]).not.toBe("hit");
        expect(a.statusCode).toBe(200);
        expect((await app.inject(otherPath)).headers["x-page-cache"]).toBe("hit");
      }
    } finally {
      await t.db.query(`UPDATE stock_items SET qty = qty + 1 WHERE product_id = $1`, [productId]);
      await new Promise((r) => setTimeout(r, 1_300));
    }
  });

  it("is off with PAGE_CACHE_SECONDS=0", async () => {
    const off = await storefrontApp({ PAGE_CACHE_SECONDS: "0" });
    try {
      await off.inject(productPath);
      const again = await off.inject(productPath);
      expect(again.statusCode).toBe(200);
      expect(again.headers["x-page-cache"]).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
