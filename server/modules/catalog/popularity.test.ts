/**
 * Counted popularity (popularity.ts, docs/decisions/2026-11-27-popularity.md): views batched in memory and written in
 * one statement (bots and prefetches not counted), two processes writing at once, sales added once per paid order and
 * taken back on a whole refund, the decay, and what the sorts, the bestseller flag and the home lists then show.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../test/helper.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { Popularity, type PopularitySettings } from "./index.ts";
import { payTestApp, pickProduct, type PayContext } from "../payment/test-support.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { loadHome } from "../../../app/features/home/load-home.server.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SETTINGS: PopularitySettings = { halfLifeDays: 30, flushSeconds: 3600, bestsellers: 100 };
const DAY = 86_400_000;

let c: PayContext;
let t: TestContext;
/** Listed products of this file's own (with DATABASE_URL the suites share one database): from the middle of the catalogue. */
let ids: number[];
beforeAll(async () => {
  // An app whose PayU stand-in tells it of payments (a BLIK order gets paid).
  c = await payTestApp();
  t = c.t;
  const rows = await t.db.query<{ product_id: number }>("SELECT product_id FROM catalog_listing WHERE in_stock ORDER BY product_id OFFSET 150 LIMIT 6");
  ids = rows.map((r) => r.product_id);
});
afterAll(async () => c?.close());

const popularityOf = async (id: number) =>
  (
    await t.db.query<{ views: number; sales: number; view_score: number | null; sales_score: number | null }>(
      "SELECT views::int AS views, sales, view_score, sales_score FROM product_popularity WHERE product_id = $1",
      [id],
    )
  )[0] ?? { views: 0, sales: 0, view_score: null, sales_score: null };

describe("views", () => {
  it("are counted in memory (a bot's and a request without a user agent are not) and written in one statement", async () => {
    const p = new Popularity(t.db, SETTINGS);
    const before = await popularityOf(ids[0]!);
    expect(p.recordView(ids[0]!, CHROME)).toBe(true);
    expect(p.recordView(ids[0]!, CHROME)).toBe(true);
    expect(p.recordView(ids[0]!, GOOGLEBOT)).toBe(false);
    expect(p.recordView(ids[0]!, "curl/8.5.0")).toBe(false);
    expect(p.recordView(ids[0]!, undefined)).toBe(false);
    expect(p.pendingViews()).toBe(2);
    // nothing is written until the flush
    expect((await popularityOf(ids[0]!)).views).toBe(before.views);
    const statements: string[] = [];
    const spy = {
      query: (text: string, values?: unknown[]) => {
        statements.push(text);
        return t.db.query(text, values);
      },
    } as Pick<Database, "query">;
    const counted = new Popularity(spy, SETTINGS);
    counted.recordView(ids[0]!, CHROME);
    counted.recordView(ids[1]!, CHROME);
    counted.recordView(ids[0]!, CHROME);
    expect(await counted.flush()).toBe(3);
    expect(statements).toHaveLength(1);
    expect(await counted.flush()).toBe(0);
    expect(statements).toHaveLength(1);
    expect(await p.flush()).toBe(2);
    expect((await popularityOf(ids[0]!)).views).toBe(before.views + 4);
    expect(p.pendingViews()).toBe(0);
  });

  it("a flush that fails keeps its counts for the next one", async () => {
    let fail = true;
    const flaky = { query: (text: string, values?: unknown[]) => (fail ? Promise.reject(new Error("down")) : t.db.query(text, values)) } as Pick<
      Database,
      "query"
    >;
    const p = new Popularity(flaky, SETTINGS);
    const before = await popularityOf(ids[2]!);
    p.recordView(ids[2]!, CHROME);
    await expect(p.flush()).rejects.toThrow("down");
    p.recordView(ids[2]!, CHROME);
    expect(p.pendingViews()).toBe(2);
    fail = false;
    expect(await p.flush()).toBe(2);
    expect((await popularityOf(ids[2]!)).views).toBe(before.views + 2);
  });

  it("two processes flushing the same products at once lose and double nothing", async () => {
    // Each "process" has its own connection pool (on PGlite one connection, so the statements queue).
    const other = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 }) : t.db;
    try {
      const a = new Popularity(t.db, SETTINGS);
      const b = new Popularity(other, SETTINGS);
      const before = await Promise.all(ids.map(popularityOf));
      for (let round = 0; round < 5; round++) {
        // the same products, counted in opposite orders: the statement takes its row locks in id order
        for (const id of ids) for (let i = 0; i < 3; i++) a.recordView(id, CHROME);
        for (const id of [...ids].reverse()) for (let i = 0; i < 2; i++) b.recordView(id, CHROME);
        await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
      }
      const after = await Promise.all(ids.map(popularityOf));
      expect(after.map((row, i) => row.views - before[i]!.views)).toEqual(ids.map(() => 25));
    } finally {
      if (other !== t.db) await other.close();
    }
  });

  it("a product page answered counts a view, from the page cache too; a bot's and a prefetch do not", async () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-pop-")), LOG_LEVEL: "silent", NODE_ENV: "test", PAGE_CACHE_SECONDS: "60" });
    const app = await buildApp({ config, db: t.db, storefront: true, logger: false });
    await app.ready();
    try {
      const id = ids[3]!;
      const [{ sku }] = (await t.db.query<{ sku: string }>("SELECT sku FROM products WHERE id = $1", [id])) as [{ sku: string }];
      const item = ((await app.inject({ url: `/api/catalog/product?sku=${sku}` })).json() as { result: { sku: string; slug: string } }).result;
      const url = `/p/${item.sku}/${item.slug}`;
      const popularity = app.services.catalog.popularity;
      const before = (await popularityOf(id)).views;
      const get = (headers: Record<string, string>) => app.inject({ url, headers: { "accept-encoding": "identity", ...headers } });
      expect((await get({ "user-agent": CHROME })).statusCode).toBe(200);
      const cached = await get({ "user-agent": CHROME });
      expect(cached.headers["x-page-cache"]).toBe("hit");
      expect((await get({ "user-agent": GOOGLEBOT })).statusCode).toBe(200);
      expect((await get({ "user-agent": CHROME, "sec-purpose": "prefetch" })).statusCode).toBe(200);
      expect(popularity.pendingViews()).toBe(2);
      await popularity.flush();
      expect((await popularityOf(id)).views).toBe(before + 2);
    } finally {
      await app.close();
    }
  });
});

describe("sales", () => {
  it("an order's units are added once however often its hook runs, and taken back once, as they were weighed", async () => {
    const p = new Popularity(t.db, SETTINGS);
    const orderId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    const [a, b] = [ids[4]!, ids[5]!];
    const before = await Promise.all([popularityOf(a), popularityOf(b)]);
    expect(
      await p.addSales(orderId, [
        { productId: a, qty: 2 },
        { productId: b, qty: 1 },
        { productId: a, qty: 1 },
      ]),
    ).toBe(true);
    expect(await p.addSales(orderId, [{ productId: a, qty: 2 }])).toBe(false);
    const added = await Promise.all([popularityOf(a), popularityOf(b)]);
    expect(added.map((r, i) => r.sales - before[i]!.sales)).toEqual([3, 1]);
    expect(await p.reverseSales(orderId)).toBe(true);
    expect(await p.reverseSales(orderId)).toBe(false);
    const after = await Promise.all([popularityOf(a), popularityOf(b)]);
    expect(after.map((r) => r.sales)).toEqual(before.map((r) => r.sales));
    after.forEach((r, i) => {
      if (before[i]!.sales_score === null) expect(r.sales_score).toBeNull();
      else expect(r.sales_score).toBeCloseTo(before[i]!.sales_score!, 6);
    });
  });

  it("a configurable child's units count for its parent, the product that is listed", async () => {
    const [link] = await t.db.query<{ parent_id: number; child_id: number }>(
      "SELECT parent_id, child_id FROM product_super_links ORDER BY parent_id DESC LIMIT 1",
    );
    const p = new Popularity(t.db, SETTINGS);
    const before = await popularityOf(link!.parent_id);
    await p.addSales(900_000_000 + Math.floor(Math.random() * 1_000_000), [{ productId: link!.child_id, qty: 2 }]);
    expect((await popularityOf(link!.parent_id)).sales).toBe(before.sales + 2);
  });

  it("an order paid on delivery counts when it is placed; a BLIK order when it is paid, and not after its whole refund", async () => {
    const row = await pickProduct(t.db, { offset: 40 });
    const before = (await popularityOf(row!.id)).sales;
    const bill = {
      firstname: "Anna",
      lastname: "Nowak",
      street: ["ul. Krótka 7"],
      city: "Gdańsk",
      postcode: "80-001",
      country_id: "PL",
      telephone: "600200300",
      email: "pop@example.com",
    };
    const order = (payment: string, additional: Record<string, unknown> = {}) => ({
      order_id: crypto.randomUUID(),
      cart_id: "",
      products: [{ sku: row!.sku, qty: 2 }],
      addressInformation: {
        billingAddress: bill,
        shippingAddress: { ...bill, email: undefined },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: payment,
        payment_method_additional: additional,
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true } },
    });
    const cod = await t.app.inject({ method: "POST", url: "/api/order", payload: order("cashondelivery") });
    expect(cod.statusCode, cod.body).toBe(200);
    await expect.poll(async () => (await popularityOf(row!.id)).sales, { timeout: 10_000 }).toBe(before + 2);
    const blik = await t.app.inject({ method: "POST", url: "/api/order", payload: order("vue_payu_gateway_blik", { authorization_code: "777123" }) });
    expect(blik.statusCode, blik.body).toBe(200);
    await expect.poll(async () => (await popularityOf(row!.id)).sales, { timeout: 15_000 }).toBe(before + 4);
    // the BLIK order's whole payment refunded: its units are taken back
    const refund = await t.app.services.payments.refund((blik.json() as { result: { backendOrderId: number } }).result.backendOrderId, null, "Odstąpienie");
    expect(refund.ok).toBe(true);
    await expect.poll(async () => (await popularityOf(row!.id)).sales, { timeout: 15_000 }).toBe(before + 2);
  }, 60_000);

  it("a paid order the back office cancels gives its units back, once; an unpaid one it cancels gave none", async () => {
    const row = await pickProduct(t.db, { offset: 41 });
    const before = (await popularityOf(row!.id)).sales;
    const bill = {
      firstname: "Jan",
      lastname: "Lis",
      street: ["ul. Długa 1"],
      city: "Kraków",
      postcode: "30-001",
      country_id: "PL",
      telephone: "600200301",
      email: "pop-cancel@example.com",
    };
    const order = (payment: string, additional: Record<string, unknown> = {}) => ({
      order_id: crypto.randomUUID(),
      cart_id: "",
      products: [{ sku: row!.sku, qty: 3 }],
      addressInformation: {
        billingAddress: bill,
        shippingAddress: { ...bill, email: undefined },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: payment,
        payment_method_additional: additional,
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true } },
    });
    const idOf = (res: { json(): unknown }) => (res.json() as { result: { backendOrderId: number } }).result.backendOrderId;
    const paid = await t.app.inject({ method: "POST", url: "/api/order", payload: order("vue_payu_gateway_blik", { authorization_code: "777123" }) });
    expect(paid.statusCode, paid.body).toBe(200);
    await expect.poll(async () => (await popularityOf(row!.id)).sales, { timeout: 15_000 }).toBe(before + 3);
    // an unpaid order (a pay-by-link one never paid) cancelled: nothing was added, nothing is taken
    const unpaid = await t.app.inject({ method: "POST", url: "/api/order", payload: order("vue_payu_gateway") });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect((await t.app.services.orders.changeStatus(idOf(unpaid), "canceled", null)).ok).toBe(true);
    expect((await popularityOf(row!.id)).sales).toBe(before + 3);
    // the paid one (processing) cancelled by the back office: its 3 units go back, and a refund after it takes nothing more
    const cancel = await t.app.services.orders.changeStatus(idOf(paid), "canceled", "Na prośbę klienta");
    expect(cancel.ok).toBe(true);
    expect((await popularityOf(row!.id)).sales).toBe(before);
    expect(await t.app.services.catalog.popularity.reverseSales(idOf(paid))).toBe(false);
  }, 60_000);
});

describe("the decay", () => {
  it("last year's hit falls behind this month's steady seller in the sorts and the bestseller flag", async () => {
    const now = Date.now();
    const yearAgo = new Popularity(t.db, SETTINGS, () => new Date(now - 365 * DAY));
    const thisMonth = new Popularity(t.db, SETTINGS, () => new Date(now - 3 * DAY));
    const [hit, steady] = [ids[0]!, ids[1]!];
    // far more than any demo product sold, a year ago; a handful this month, more than any other product's decayed sales
    await yearAgo.addSales(910_000_000 + Math.floor(Math.random() * 1_000_000), [{ productId: hit, qty: 1_000_000 }]);
    await thisMonth.addSales(920_000_000 + Math.floor(Math.random() * 1_000_000), [{ productId: steady, qty: 5000 }]);
    const top = await t.app.services.catalog.search({ sort: "bestsellers", size: 5, aggregations: false, includeFields: ["id", "bestseller", "sales_count"] });
    expect(top.ok).toBe(true);
    const items = top.ok ? (top.value.items as unknown as { id: number; bestseller: boolean; sales_count: number }[]) : [];
    expect(items[0]!.id).toBe(steady);
    expect(items[0]!.bestseller).toBe(true);
    expect(items.map((i) => i.id)).not.toContain(hit);
    // the lifetime count still says what was sold
    expect((await popularityOf(hit)).sales).toBeGreaterThanOrEqual(1_000_000);
  });
});

describe("home lists", () => {
  it("promo block: 8 by decayed sales; bestsellers: its top 3; sales: 3 discounted by decayed views; news: 3 latest", async () => {
    const home = await loadHome(t.app.services);
    const search = async (input: { sort: string; size: number; sale?: boolean }) => {
      const r = await t.app.services.catalog.search({ ...input, aggregations: false, includeFields: ["id"] });
      return r.ok ? (r.value.items as { id: number }[]).map((i) => i.id) : [];
    };
    expect(home.promo.map((p) => p.id)).toEqual(await search({ sort: "bestsellers", size: 8 }));
    expect(home.promo).toHaveLength(8);
    expect(home.bestsellers.map((p) => p.id)).toEqual((await search({ sort: "bestsellers", size: 8 })).slice(0, 3));
    expect(home.news.map((p) => p.id)).toEqual(await search({ sort: "updated_at:desc", size: 3 }));
    expect(home.sales.map((p) => p.id)).toEqual(await search({ sort: "most_viewed", size: 3, sale: true }));
    expect(home.sales).toHaveLength(3);
  });

  it("a product viewed most lately leads the home sales list (when discounted) and the most-viewed sort", async () => {
    const [discounted] = await t.db.query<{ product_id: number }>(
      "SELECT product_id FROM catalog_listing WHERE reduction AND in_stock ORDER BY product_id DESC LIMIT 1",
    );
    const p = new Popularity(t.db, SETTINGS);
    for (let i = 0; i < 200_000; i++) p.recordView(discounted!.product_id, CHROME);
    await p.flush();
    const home = await loadHome(t.app.services);
    expect(home.sales[0]!.id).toBe(discounted!.product_id);
    const r = await t.app.services.catalog.search({ sort: "most_viewed", size: 1, aggregations: false, includeFields: ["id", "view_count"] });
    expect(r.ok && (r.value.items[0] as { id: number }).id).toBe(discounted!.product_id);
  });
});
