/**
 * The cart's statement budget (docs/decisions/2026-11-24-cart-speed.md) and what it must not cost: totals, pull
 * and the method lists are one statement, a line change two (read, write); and since nothing of the catalogue is
 * kept between requests, two app instances on one database answer alike the moment a price, a stock level, a
 * tax rule or a coupon rule changes (PGlite; PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { pickProduct, tshirtChild, type Pick } from "./test-support.ts";

let t: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  t = await setupTestApp();
  // A second process behind the same load balancer: its own app (own services, own module instances of nothing shared) on the same database.
  second = await buildApp({ config: t.config, db: t.db, logger: false });
  await second.ready();
  // Both search indexes read the catalogue in the background (in their worker threads, through this database handle):
  // done before any request's statements are counted.
  await Promise.all([t.app.services.catalog.searchIndex?.load(), second.services.catalog.searchIndex?.load()]);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const call = async (app: FastifyInstance, method: "GET" | "POST", url: string, payload?: unknown) => {
  const res = await app.inject({ method, url, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
};

/** Counts the SQL statements `fn` sends through the database handle, plain and named (prepared). */
async function statements<T>(fn: () => Promise<T>): Promise<{ count: number; result: T }> {
  const target = t.db as unknown as Record<"query" | "named", (...a: unknown[]) => unknown>;
  const originals = { query: target.query, named: target.named };
  let count = 0;
  for (const key of ["query", "named"] as const) {
    const original = originals[key];
    target[key] = function (this: unknown, ...args: unknown[]) {
      count++;
      return original.apply(this, args);
    };
  }
  try {
    const result = await fn();
    return { count, result };
  } finally {
    Object.assign(target, originals);
  }
}

async function cartWith(lines: Record<string, unknown>[]): Promise<string> {
  const id = (await call(t.app, "POST", "/api/cart/create?token=", {})).body.result as string;
  for (const cartItem of lines) expect((await call(t.app, "POST", `/api/cart/update?cartId=${id}`, { cartItem })).status).toBe(200);
  return id;
}

describe("statements per request", () => {
  let book: Pick;
  let cartId: string;
  beforeAll(async () => {
    book = await pickProduct(t, { taxClass: 1, minQty: 5 });
    const { options } = await tshirtChild(t, { inStock: true });
    cartId = await cartWith([
      { sku: book.sku, qty: 1 },
      { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } },
    ]);
  });

  it("answers totals, pull and the payment methods with one statement each", async () => {
    for (const url of [`/api/cart/totals?cartId=${cartId}`, `/api/cart/pull?cartId=${cartId}`, `/api/cart/payment-methods?cartId=${cartId}`]) {
      // The delivery terms are checked against the database at most once a second per process (delivery module): the
      // check is made just before, so the request's own statements are counted.
      await t.app.services.delivery.fresh();
      const { count, result } = await statements(() => call(t.app, "GET", url));
      expect(result.status, url).toBe(200);
      expect(count, url).toBe(1);
    }
  });

  it("changes a line with two statements: the cart, product and line read together, then the write", async () => {
    const { options } = await tshirtChild(t, { inStock: true });
    const pulled = (await call(t.app, "GET", `/api/cart/pull?cartId=${cartId}`)).body.result as { item_id: number; sku: string }[];
    for (const cartItem of [
      { sku: book.sku, qty: 2 },
      { sku: book.sku, qty: 3, item_id: pulled[0]!.item_id },
      { sku: "TS-000004", qty: 2, product_option: { extension_attributes: { configurable_item_options: options } } },
      { sku: pulled[1]!.sku, qty: 1 },
    ]) {
      const { count, result } = await statements(() => call(t.app, "POST", `/api/cart/update?cartId=${cartId}`, { cartItem }));
      expect(result.status, JSON.stringify(cartItem)).toBe(200);
      expect(count, JSON.stringify(cartItem)).toBe(2);
    }
  });

  it("still answers 404 for an unknown cart in one statement, before looking at the product", async () => {
    const { count, result } = await statements(() =>
      call(t.app, "POST", `/api/cart/update?cartId=${"0".repeat(32)}`, { cartItem: { sku: "NO-SUCH-SKU", qty: 1 } }),
    );
    expect(result.status).toBe(404);
    expect(result.body.result.error).toBe("CART_NOT_FOUND");
    expect(count).toBe(1);
  });
});

describe("two app instances on one database", () => {
  it("both follow a price, a stock level and a tax rule the moment they change", async () => {
    const product = await pickProduct(t, { taxClass: 2, minQty: 5, exclude: [] });
    const cartId = await cartWith([{ sku: product.sku, qty: 2 }]);
    const line = async (app: FastifyInstance) => (await call(app, "GET", `/api/cart/totals?cartId=${cartId}`)).body.result.items[0];
    const rules = await t.db.query<{ id: number; product_tax_class_ids: number[] }>(
      "SELECT id, product_tax_class_ids FROM tax_rules ORDER BY priority, position, id",
    );
    const rate23 = (await t.db.query<{ id: number }>("SELECT id FROM tax_rates WHERE rate = 23 ORDER BY id LIMIT 1"))[0]!.id;
    for (const app of [t.app, second]) expect(await line(app)).toMatchObject({ price_incl_tax: product.price / 100, tax_percent: 8 });

    try {
      await t.db.query("UPDATE products SET price = price + 100 WHERE id = $1", [product.id]);
      await t.db.query("UPDATE stock_items SET qty = 1 WHERE product_id = $1", [product.id]);
      // A rule that outranks every other for this tax class, at 23 %.
      await t.db.query(
        "INSERT INTO tax_rules (id, code, priority, position, product_tax_class_ids, customer_tax_class_ids, tax_rate_ids) VALUES (9901, 'test-override', -1, 0, ARRAY[2], ARRAY[3], ARRAY[$1::int])",
        [rate23],
      );
      for (const app of [second, t.app]) {
        const l = await line(app);
        expect(l).toMatchObject({
          price_incl_tax: (product.price + 100) / 100,
          tax_percent: 23,
          errors: { stock: { code: "QTY_NOT_AVAILABLE", maxQuantity: 1 } },
        });
      }
    } finally {
      await t.db.query("DELETE FROM tax_rules WHERE id = 9901");
      await t.db.query("UPDATE products SET price = $2 WHERE id = $1", [product.id, product.price]);
      await t.db.query("UPDATE stock_items SET qty = $2 WHERE product_id = $1", [product.id, product.qty]);
    }
    expect(rules.length).toBeGreaterThan(0);
    for (const app of [t.app, second]) expect(await line(app)).toMatchObject({ price_incl_tax: product.price / 100, tax_percent: 8 });
  });

  it("both stop a coupon's discount the moment its rule is switched off", async () => {
    const product = await pickProduct(t, { taxClass: 1, minQty: 5 });
    const cartId = await cartWith([{ sku: product.sku, qty: 5 }]);
    const code = `SPEED${Date.now().toString(36).toUpperCase()}`;
    await t.db.query("INSERT INTO sales_rules (code, name, discount_type, discount_value) VALUES ($1, 'speed test', 'percent', 10)", [code]);
    expect((await call(t.app, "POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=${code.toLowerCase()}`)).status).toBe(200);
    const totals = async (app: FastifyInstance) => (await call(app, "GET", `/api/cart/totals?cartId=${cartId}`)).body.result;
    for (const app of [t.app, second]) {
      const before = await totals(app);
      expect(before.coupon_code).toBe(code);
      expect(before.discount_amount).toBeLessThan(0);
    }
    await t.db.query("UPDATE sales_rules SET is_active = false WHERE code = $1", [code]);
    for (const app of [second, t.app]) {
      const now = await totals(app);
      expect(now.coupon_code).toBeUndefined();
      expect(now.discount_amount).toBe(0);
    }
  });
});
