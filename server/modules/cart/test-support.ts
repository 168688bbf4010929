/** Helpers of the cart API suites: requests through inject, test customers with real access tokens, catalogue picks. */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { signAccessToken } from "../customer/test-support.ts";

export type Res = { status: number; body: any; headers: Record<string, unknown> };

export function client(t: TestContext) {
  const call = async (method: "GET" | "POST", url: string, payload?: unknown, token?: string): Promise<Res> => {
    const res = await t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  return {
    get: (url: string, token?: string) => call("GET", url, undefined, token),
    post: (url: string, payload?: unknown, token?: string) => call("POST", url, payload ?? {}, token),
  };
}

/** A customer row (the accounts module owns the table) and a signed access token for it. */
export async function makeCustomer(t: TestContext): Promise<{ id: number; token: string }> {
  const email = `cart-${randomBytes(6).toString("hex")}@example.com`;
  const rows = await t.db.query<{ id: number }>(
    "INSERT INTO customers (email, firstname, lastname, password_hash) VALUES ($1, 'Anna', 'Nowak', 'x') RETURNING id",
    [email],
  );
  const id = rows[0]!.id;
  return { id, token: await signAccessToken(t.config, { customerId: id, groupId: 1, version: 0 }) };
}

export type Pick = { id: number; sku: string; price: number; qty: number; max_sale_qty: number };

/** An enabled, visible, in-stock simple-ish product of a tax class with at least `minQty` in stock and no special price. */
export async function pickProduct(t: TestContext, opts: { taxClass: number; types?: string[]; minQty?: number; exclude?: string[] }): Promise<Pick> {
  const rows = await t.db.query<Pick>(
    `SELECT p.id, p.sku, p.price, s.qty, s.max_sale_qty FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.tax_class_id = $1 AND p.type_id = ANY($2::text[]) AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND p.special_price IS NULL
       AND s.is_in_stock AND s.manage_stock AND s.backorders = 0 AND s.qty >= $3 AND s.max_sale_qty >= $3 AND NOT (p.sku = ANY($4::text[]))
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY p.id LIMIT 1`,
    [opts.taxClass, opts.types ?? ["simple", "single_number"], opts.minQty ?? 3, opts.exclude ?? []],
  );
  if (!rows[0]) throw new Error(`no product of tax class ${opts.taxClass} in the test catalogue`);
  return rows[0];
}

/** The T-shirt fixture: its configurable attributes and, for one in-stock child, the option ids that select it. */
export async function tshirtChild(t: TestContext, opts: { inStock: boolean }) {
  const attrs = await t.db.query<{ attribute_id: number }>("SELECT attribute_id FROM configurable_options WHERE product_id = 4 ORDER BY position, id");
  const child = (
    await t.db.query<{ id: number; sku: string; price: number }>(
      `SELECT c.id, c.sku, c.price FROM product_super_links l JOIN products c ON c.id = l.child_id JOIN stock_items s ON s.product_id = c.id
       WHERE l.parent_id = 4 AND c.status = 1 AND c.price > 0 AND c.special_price IS NULL AND ${opts.inStock ? "s.is_in_stock AND s.qty >= 3" : "NOT s.is_in_stock"}
       ORDER BY c.id LIMIT 1`,
    )
  )[0];
  if (!child) throw new Error("no suitable T-shirt child");
  const values = await t.db.query<{ attribute_id: number; option_id: number }>(
    "SELECT attribute_id, option_id FROM product_attribute_values WHERE product_id = $1 AND attribute_id = ANY($2::int[])",
    [child.id, attrs.map((a) => a.attribute_id)],
  );
  const byAttr = new Map(values.map((v) => [v.attribute_id, v.option_id]));
  const options = attrs.map((a) => ({ option_id: String(a.attribute_id), option_value: String(byAttr.get(a.attribute_id)) }));
  return { child, options };
}

/**
 * One app for a test file (PGlite, or the DATABASE_URL database), started before its tests and closed after them:
 * `app.t` is the test context and `app.api` a client for it, both set once the app is up.
 */
export function cartTestApp(): { t: TestContext; api: ReturnType<typeof client> } {
  const app = {} as { t: TestContext; api: ReturnType<typeof client> };
  beforeAll(async () => {
    app.t = await setupTestApp();
    app.api = client(app.t);
  });
  afterAll(async () => app.t?.close());
  return app;
}
