/**
 * The Omnibus rule through the API (domain/omnibus.ts priceReduction; docs/decisions/2026-11-22-omnibus.md): the
 * product documents, the sale flag, the "Promocje" lists, the sort by discount, render-list and the omnibus price
 * list all say "reduced" for exactly the special prices below their 30-day low. The demo catalogue's cases are
 * FIXTURE_OMNIBUS (scripts/catalogue/fixtures.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_OMNIBUS, FIXTURES } from "../../../scripts/catalogue/fixtures.ts";
import { injectJson, setupTestApp, type TestContext } from "../../test/helper.ts";
import { refreshListing, refreshReductions } from "./listing-index.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

type Item = Record<string, any>;
const get = async (url: string) => {
  const res = await injectJson(t.app, url);
  expect(res.status, url).toBe(200);
  return res.body.result;
};
const product = (sku: string): Promise<Item> => get(`/api/catalog/product?sku=${encodeURIComponent(sku)}`);

/** Every product a listing lists (all pages), with the fields asked for. */
async function listAll(query: string, fields = "sku,is_discounted,discount_percent"): Promise<Item[]> {
  const items: Item[] = [];
  for (let start = 0; ; start += 250) {
    const page = await get(`/api/catalog/search?${query}&size=250&start=${start}&aggregations=false&includeFields=${fields}`);
    items.push(...page.items);
    if (start + 250 >= page.total) return items;
  }
}
const skus = (items: Item[]) => items.map((i) => i.sku as string).sort();

describe("product documents follow the rule", () => {
  it("a true reduction: red, with −X% against the 30-day low", async () => {
    const p = await product(FIXTURE_OMNIBUS.reduction);
    expect(p).toMatchObject({
      price_incl_tax: 39.99,
      final_price_incl_tax: 29.99,
      special_price_incl_tax: 29.99,
      is_special_price: true,
      is_discounted: true,
      discount_percent: 25,
      lowest_price_30d: 39.99,
    });
  });

  it("a bundle whose special price is not below its 30-day low: charged, but not a reduction", async () => {
    const p = await product(FIXTURE_OMNIBUS.notBelowLowBundle);
    expect(p.type_id).toBe("bundle");
    expect(p.is_special_price).toBe(true);
    expect(p.final_price_incl_tax).toBeLessThan(p.price_incl_tax);
    expect(p.is_discounted).toBe(false);
    expect(p.discount_percent).toBe(0);
    // the 30-day low is still given, as information
    expect(p.lowest_price_30d).toBeLessThan(p.final_price_incl_tax);
    // and it is not filed under "Promocje": the bundles' list is a category of its own
    expect((p.category as Item[]).map((c) => c.path)).toContain("pakiety");
    expect((p.category as Item[]).map((c) => c.path).filter((path: string) => path.startsWith("promocje"))).toEqual([]);
  });

  it("configurable children are judged on their own history", async () => {
    const p = await product(FIXTURES.tshirt.sku);
    const child = (sku: string) => (p.configurable_children as Item[]).find((c) => c.sku === sku)!;
    expect(child(FIXTURE_OMNIBUS.childReduction)).toMatchObject({
      final_price_incl_tax: 59.99,
      is_discounted: true,
      discount_percent: 14,
      lowest_price_30d: 69.99,
    });
    expect(child(FIXTURE_OMNIBUS.childNotBelowLow)).toMatchObject({
      final_price_incl_tax: 59.99,
      is_special_price: true,
      is_discounted: false,
      discount_percent: 0,
      lowest_price_30d: 54.99,
    });
    const black = (p.configurable_children as Item[]).filter((c) => String(c.sku).endsWith("-CZA"));
    expect(black.length).toBeGreaterThan(0);
    for (const c of black) expect(c, c.sku).toMatchObject({ is_special_price: false, is_discounted: false, lowest_price_30d: null });
    // the parent (no special price of its own) is not reduced
    expect(p.is_discounted).toBe(false);
  });

  it("a product with no price history: its special price is a plain price, with no 30-day low", async () => {
    const p = await product(FIXTURE_OMNIBUS.noHistory);
    expect(p).toMatchObject({
      final_price_incl_tax: 22.99,
      price_incl_tax: 29.99,
      is_special_price: true,
      is_discounted: false,
      discount_percent: 0,
      lowest_price_30d: null,
    });
  });
});

describe("listings follow the rule", () => {
  it("the sale flag lists exactly the products whose documents say reduced", async () => {
    const all = await listAll("sort=latest");
    const sale = await listAll("sale=true");
    expect(sale.length).toBeGreaterThan(3);
    expect(skus(sale)).toEqual(skus(all.filter((i) => i.is_discounted)));
    expect(skus(sale)).toContain(FIXTURE_OMNIBUS.reduction);
    for (const sku of [FIXTURE_OMNIBUS.notBelowLowBundle, FIXTURE_OMNIBUS.noHistory]) expect(skus(sale)).not.toContain(sku);
    // a special price that is no reduction is still in the catalogue, at its price
    expect(skus(all)).toContain(FIXTURE_OMNIBUS.notBelowLowBundle);
  });

  it("the 'Promocje' lists (sale_only) list only reductions; the bundles' list lists every bundle", async () => {
    const promocje = await get("/api/catalog/categories?root=2&depth=2");
    const node = (promocje.children_data as Item[]).find((c) => c.url_path === "promocje")!;
    expect(node.sale_only).toBe(true);
    const listed = await listAll("category=promocje");
    expect(listed.length).toBeGreaterThan(0);
    for (const i of listed) expect(i.is_discounted, i.sku).toBe(true);
    expect(skus(listed)).toContain(FIXTURE_OMNIBUS.reduction);
    expect(skus(listed)).not.toContain(FIXTURE_OMNIBUS.notBelowLowBundle);
    const okazje = await listAll("category=promocje/okazje-dnia");
    for (const i of okazje) expect(i.is_discounted, i.sku).toBe(true);
    const pakiety = await listAll("category=pakiety", "sku,type_id,is_discounted");
    expect(skus(pakiety)).toContain(FIXTURE_OMNIBUS.notBelowLowBundle);
    for (const i of pakiety) expect(i.type_id).toBe("bundle");
  });

  it("sorts by discount: the largest reduction first, what is not reduced after", async () => {
    const sorted = (await get("/api/catalog/search?sort=discount&size=250&aggregations=false&includeFields=sku,is_discounted,discount_percent"))
      .items as Item[];
    const reduced = sorted.findIndex((i) => !i.is_discounted);
    expect(reduced).toBeGreaterThan(0);
    expect(sorted.slice(reduced).every((i) => !i.is_discounted)).toBe(true);
    const percents = sorted.slice(0, reduced).map((i) => i.discount_percent as number);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    const sale = (await get("/api/catalog/search?sale=true&sort=discount&size=250&aggregations=false&includeFields=sku,discount_percent")).items as Item[];
    expect(sale.map((i) => i.discount_percent)).toEqual(percents);
  });
});

describe("the other price answers follow the rule", () => {
  it("render-list says which special prices are reductions", async () => {
    const res = await injectJson(
      t.app,
      `/api/product/render-list?skus=${FIXTURE_OMNIBUS.reduction},${FIXTURE_OMNIBUS.notBelowLowBundle},${FIXTURE_OMNIBUS.noHistory}`,
    );
    const by = new Map((res.body.result.items as Item[]).map((i) => [i.sku, i.price_info]));
    expect(by.get(FIXTURE_OMNIBUS.reduction)).toMatchObject({
      final_price: 29.99,
      special_price: 29.99,
      is_discounted: true,
      discount_percent: 25,
      lowest_price_30d: 39.99,
    });
    expect(by.get(FIXTURE_OMNIBUS.notBelowLowBundle)).toMatchObject({ is_discounted: false, discount_percent: 0 });
    expect(by.get(FIXTURE_OMNIBUS.noHistory)).toMatchObject({ final_price: 22.99, is_discounted: false, lowest_price_30d: null });
  });

  it("the omnibus price list gives the 30-day low before the special price, or the price charged without history", async () => {
    const [bundle, book, ebook] = await Promise.all([FIXTURE_OMNIBUS.notBelowLowBundle, FIXTURE_OMNIBUS.reduction, FIXTURE_OMNIBUS.noHistory].map(product));
    const res = await injectJson(t.app, { method: "POST", url: "/api/omnibus/category_prices", payload: { ids: [bundle!.id, book!.id, ebook!.id] } });
    expect(res.body.result).toEqual({
      [bundle!.id]: { PLN: bundle!.lowest_price_30d },
      [book!.id]: { PLN: 39.99 },
      [ebook!.id]: { PLN: 22.99 },
    });
  });
});

describe("the cart charges the price in force and announces nothing of its own", () => {
  it("a reduced book and an e-book whose special price is no reduction: each at its final price, no cart discount", async () => {
    const post = (url: string, payload: unknown) => injectJson(t.app, { method: "POST", url, payload: payload as object });
    const cartId = (await post("/api/cart/create?token=", {})).body.result as string;
    for (const sku of [FIXTURE_OMNIBUS.reduction, FIXTURE_OMNIBUS.noHistory]) {
      expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status, sku).toBe(200);
    }
    const totals = await get(`/api/cart/totals?cartId=${cartId}`);
    const line = (sku: string) => (totals.items as Item[]).find((i) => i.sku === sku)!;
    expect(line(FIXTURE_OMNIBUS.reduction)).toMatchObject({ price_incl_tax: 29.99, discount_amount: 0, discount_percent: 0 });
    expect(line(FIXTURE_OMNIBUS.noHistory)).toMatchObject({ price_incl_tax: 22.99, discount_amount: 0, discount_percent: 0 });
    expect(totals.discount_amount).toBe(0);
    expect((totals.total_segments as Item[]).map((x) => x.code)).not.toContain("discount");
  });
});

describe("the listing index keeps the decision", () => {
  const idOf = async (sku: string) => (await t.db.query<{ id: number }>("SELECT id FROM products WHERE sku = $1", [sku]))[0]!.id;

  it("a lower price written into the 30 days before a reduction takes it out of the sale list once the index is refreshed", async () => {
    const id = await idOf(FIXTURE_OMNIBUS.reduction);
    const [{ from }] = (await t.db.query<{ from: string }>("SELECT to_char(special_from_date, 'YYYY-MM-DD') AS from FROM products WHERE id = $1", [id])) as [
      { from: string },
    ];
    // one day at 19,99 a week before the special price began
    const history = await t.db.query<{ id: number; valid_from: string; valid_to: string | null; price: number }>(
      "SELECT id, valid_from, valid_to, price FROM price_history WHERE product_id = $1 ORDER BY valid_from",
      [id],
    );
    try {
      await t.db.query(
        `INSERT INTO price_history (product_id, price, valid_from, valid_to)
         VALUES ($1, 1999, ($2::date - 7)::timestamp AT TIME ZONE 'Europe/Warsaw', ($2::date - 6)::timestamp AT TIME ZONE 'Europe/Warsaw')`,
        [id, from],
      );
      await refreshListing(t.db, [id]);
      expect(await product(FIXTURE_OMNIBUS.reduction)).toMatchObject({
        is_discounted: false,
        discount_percent: 0,
        lowest_price_30d: 19.99,
        final_price_incl_tax: 29.99,
      });
      expect(skus(await listAll("sale=true"))).not.toContain(FIXTURE_OMNIBUS.reduction);
    } finally {
      await t.db.query("DELETE FROM price_history WHERE product_id = $1 AND NOT (id = ANY($2::int[]))", [id, history.map((h) => h.id)]);
      await refreshListing(t.db, [id]);
    }
    expect(skus(await listAll("sale=true"))).toContain(FIXTURE_OMNIBUS.reduction);
  });

  it("at start, fills in the decisions of an index that lacks them (a database migrated from before), and is then a no-op", async () => {
    const before = await listAll("sale=true");
    // stored: also the windows that have not begun, and products out of stock (not listed)
    const stored = await t.db.query("SELECT product_id, reduction_percent FROM catalog_listing WHERE reduction ORDER BY product_id");
    expect(stored.length).toBeGreaterThanOrEqual(before.length);
    await t.db.query("UPDATE catalog_listing SET reduction = false, reduction_percent = 0 WHERE reduction");
    expect(await listAll("sale=true")).toEqual([]);
    expect((await refreshReductions(t.db)).changed).toBe(stored.length);
    expect(await t.db.query("SELECT product_id, reduction_percent FROM catalog_listing WHERE reduction ORDER BY product_id")).toEqual(stored);
    expect(skus(await listAll("sale=true"))).toEqual(skus(before));
    expect(await refreshReductions(t.db)).toEqual({ changed: 0 });
  });
});
