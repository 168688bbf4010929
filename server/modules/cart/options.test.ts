/** /api/cart lines with bundle selections and custom options: validated on add, priced from the catalogue. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { client } from "./test-support.ts";

let t: TestContext;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await setupTestApp();
  api = client(t);
});
afterAll(async () => {
  await t?.db.query("DELETE FROM bundle_selections WHERE id > 990000");
  await t?.close();
});

const gr = (pln: number) => Math.round(pln * 100);
const guestCart = async () => (await api.post("/api/cart/create?token=")).body.result as string;
const update = (cartId: string, cartItem: Record<string, unknown>) => api.post(`/api/cart/update?cartId=${cartId}`, { cartItem });
const totals = async (cartId: string) => (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
const bundleOf = (options: unknown[]) => ({ extension_attributes: { bundle_options: options } });

type Sel = { id: number; price: number; qty: number; name: string };
/** An in-stock bundle whose first option is a required single choice with two selections, and every option's selections. */
async function pickBundle() {
  const rows = await t.db.query<{ product_id: number; sku: string; option_id: number; title: string; required: boolean; type: string; sels: Sel[] }>(
    `SELECT p.id AS product_id, p.sku, o.id AS option_id, o.title, o.required, o.type,
       (SELECT json_agg(json_build_object('id', bs.id, 'price', coalesce(bs.price, 0), 'qty', bs.qty, 'name', bp.name) ORDER BY bs.position, bs.id)
          FROM bundle_selections bs JOIN products bp ON bp.id = bs.product_id AND bp.status IN (0, 1) WHERE bs.option_id = o.id) AS sels
     FROM products p JOIN stock_items s ON s.product_id = p.id JOIN bundle_options o ON o.product_id = p.id
     WHERE p.type_id = 'bundle' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND s.is_in_stock AND (NOT s.manage_stock OR s.qty >= 5) AND s.max_sale_qty >= 5
     ORDER BY p.id, o.position, o.id`,
  );
  const byProduct = new Map<number, typeof rows>();
  for (const r of rows) byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), r]);
  for (const options of byProduct.values()) {
    const first = options[0]!;
    if (!first.required || !(first.type === "radio" || first.type === "select") || !options.every((o) => o.sels?.length)) continue;
    if (first.sels.length < 2) {
      // A second choice for the first option (a fixture of this suite, removed after it), an upgrade with a price of its own.
      const price = first.sels[0]!.price + 1234;
      await t.db.query(
        `INSERT INTO bundle_selections (id, option_id, product_id, qty, can_change_qty, price, is_default, position)
         SELECT 990000 + $1::int, $1::int, product_id, 1, false, $2::int, false, 99 FROM bundle_selections WHERE id = $3 ON CONFLICT (id) DO NOTHING`,
        [first.option_id, price, first.sels[0]!.id],
      );
      first.sels.push({ ...first.sels[0]!, id: 990000 + first.option_id, price });
    }
    return options;
  }
  throw new Error("no suitable bundle in the test catalogue");
}

/** Every required option on its first selection; the first option on selection `pick`. */
const selectionSet = (options: Awaited<ReturnType<typeof pickBundle>>, pick: number) =>
  options.flatMap((o, i) => (i === 0 ? [{ option: o, sel: o.sels[pick]! }] : o.required ? [{ option: o, sel: o.sels[0]! }] : []));

describe("bundle lines", () => {
  it("prices each selection set as its own line: the bundle's price plus the chosen selections' own prices, adding up in totals", async () => {
    const options = await pickBundle();
    const sku = options[0]!.sku;
    // the bundle's own final gross price, as its product page shows it (parts without a price are included in it)
    const base = gr((await api.get(`/api/catalog/product?sku=${encodeURIComponent(sku)}`)).body.result.final_price_incl_tax);
    expect(base).toBeGreaterThan(0);
    const cartId = await guestCart();
    const expected: number[] = [];
    for (const pick of [0, 1]) {
      const set = selectionSet(options, pick);
      const res = await update(cartId, {
        sku,
        qty: 2,
        product_option: bundleOf(set.map(({ option, sel }) => ({ option_id: option.option_id, option_qty: 1, option_selections: [sel.id] }))),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const unit = base + set.reduce((s, { sel }) => s + sel.price * sel.qty, 0);
      expected.push(unit);
      expect(gr(res.body.result.price)).toBe(unit);
    }
    expect(expected[0]).not.toBe(expected[1]);
    const pulled = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(pulled).toHaveLength(2);
    expect(pulled.map((l: any) => gr(l.price))).toEqual(expected);
    const tot = await totals(cartId);
    expect(tot.items.map((i: any) => gr(i.price_incl_tax))).toEqual(expected);
    expect(tot.items.map((i: any) => gr(i.row_total_incl_tax))).toEqual(expected.map((e) => 2 * e));
    expect(gr(tot.subtotal_incl_tax)).toBe(2 * (expected[0]! + expected[1]!));
    expect(gr(tot.subtotal_incl_tax) + gr(tot.discount_amount) + gr(tot.shipping_incl_tax)).toBe(gr(tot.grand_total));
    for (const i of tot.items) expect(gr(i.row_total_with_discount) + gr(i.tax_amount)).toBe(gr(i.row_total_incl_tax) - gr(i.discount_amount));
    const labels = JSON.parse(tot.items[1].options);
    expect(labels[0]).toEqual({ label: options[0]!.title, value: options[0]!.sels[1]!.name });
  });

  it("refuses unknown options and selections, and names a required option left out", async () => {
    const options = await pickBundle();
    const sku = options[0]!.sku;
    const cartId = await guestCart();
    const first = options[0]!;
    const foreign = await t.db.query<{ id: number }>("SELECT id FROM bundle_selections WHERE option_id <> $1 ORDER BY id DESC LIMIT 1", [first.option_id]);
    for (const bad of [
      [{ option_id: 999999, option_qty: 1, option_selections: [first.sels[0]!.id] }],
      [{ option_id: first.option_id, option_qty: 1, option_selections: [foreign[0]!.id] }],
      [{ option_id: first.option_id, option_qty: 1, option_selections: [first.sels[0]!.id, first.sels[1]!.id] }],
    ]) {
      const res = await update(cartId, { sku, qty: 1, product_option: bundleOf(bad) });
      expect(res.status).toBe(400);
      expect(res.body.result.error).toBe("UNKNOWN_CONFIGURATION");
    }
    const rest = selectionSet(options, 0).slice(1);
    const missing = await update(cartId, {
      sku,
      qty: 1,
      product_option: bundleOf(rest.map(({ option, sel }) => ({ option_id: option.option_id, option_qty: 1, option_selections: [sel.id] }))),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.result.error).toBe("REQUIRED_OPTION_MISSING");
    expect(missing.body.result.details.options).toContain(first.title);
    expect((await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });
});

describe("custom options", () => {
  it("adds fixed and percent prices (percent of the base price), only for chosen values", async () => {
    const product = (
      await t.db.query<{ id: number; sku: string; price: number; name: string }>(
        `SELECT p.id, p.sku, p.price, p.name FROM products p JOIN stock_items s ON s.product_id = p.id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND p.special_price IS NULL AND s.is_in_stock AND s.qty >= 5
           AND s.max_sale_qty >= 5 AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id) ORDER BY p.id DESC LIMIT 1`,
      )
    )[0]!;
    const options = [
      {
        option_id: 9101,
        title: "Oprawa",
        type: "drop_down",
        is_require: false,
        values: [
          { option_type_id: 1, title: "Twarda", price: 12.5, price_type: "fixed" },
          { option_type_id: 2, title: "Prezentowa", price: 10, price_type: "percent" },
        ],
      },
      { option_id: 9102, title: "Dedykacja", type: "field", is_require: false, price: 3, price_type: "fixed" },
    ];
    await t.db.query(
      "INSERT INTO product_custom_options (product_id, options) VALUES ($1, $2::jsonb) ON CONFLICT (product_id) DO UPDATE SET options = EXCLUDED.options",
      [product.id, JSON.stringify(options)],
    );
    // the product page reads the same list from the catalogue document
    const doc = (await api.get(`/api/catalog/product?sku=${encodeURIComponent(product.sku)}`)).body.result;
    expect(doc.options).toEqual(options);
    const cartId = await guestCart();
    const custom = (list: unknown[]) => ({ extension_attributes: { custom_options: list } });
    const fixed = await update(cartId, {
      sku: product.sku,
      qty: 1,
      product_option: custom([
        { option_id: "9101", option_value: "1" },
        { option_id: "9102", option_value: "Dla Ani" },
      ]),
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(gr(fixed.body.result.price)).toBe(product.price + 1250 + 300);
    const percent = await update(cartId, { sku: product.sku, qty: 3, product_option: custom([{ option_id: "9101", option_value: "2" }]) });
    expect(gr(percent.body.result.price)).toBe(product.price + Math.round(product.price / 10));
    const plain = await update(cartId, { sku: product.sku, qty: 1 });
    expect(gr(plain.body.result.price)).toBe(product.price);
    const tot = await totals(cartId);
    expect(tot.items.map((i: any) => gr(i.price_incl_tax))).toEqual([product.price + 1550, product.price + Math.round(product.price / 10), product.price]);
    expect(JSON.parse(tot.items[0].options)).toEqual([
      { label: "Oprawa", value: "Twarda" },
      { label: "Dedykacja", value: "Dla Ani" },
    ]);
    expect(gr(tot.subtotal_incl_tax)).toBe(tot.items.reduce((s: number, i: any) => s + gr(i.row_total_incl_tax), 0));
    for (const bad of [[{ option_id: "9101", option_value: "7" }], [{ option_id: "9999", option_value: "1" }], [{ option_id: "9101", option_value: "1,2" }]]) {
      const res = await update(cartId, { sku: product.sku, qty: 1, product_option: custom(bad) });
      expect(res.body.result.error).toBe("UNKNOWN_CONFIGURATION");
    }
    await t.db.query("DELETE FROM product_custom_options WHERE product_id = $1", [product.id]);
  });
});
