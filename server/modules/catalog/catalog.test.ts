import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES } from "../../../scripts/catalogue/fixtures.ts";
import { injectJson, setupTestApp, type TestContext } from "../../test/helper.ts";
import { valueOr } from "../../http/outcome.ts";
import { refreshListing } from "./listing-index.ts";
import { CatalogService } from "./service.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => injectJson(t.app, url);
const post = (url: string, payload: unknown) => injectJson(t.app, { method: "POST", url, payload: payload as object });
type Item = Record<string, any>;

describe("product listing", () => {
  it("answers the specification's shape and normalises paging", async () => {
    const { status, body } = await get("/api/catalog/search?size=0&start=-5");
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(Object.keys(body.result)).toEqual(expect.arrayContaining(["items", "total", "perPage", "start", "aggregations", "attributeMetadata"]));
    expect(body.result.perPage).toBe(50);
    expect(body.result.start).toBe(0);
    expect(body.result.items).toHaveLength(50);
    expect(body.result.sort).toBe("latest");
    const ids = body.result.items.map((i: Item) => i.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it("lists only visible, enabled, in-stock products (and pre-orders, which are sold without stock)", async () => {
    const { body } = await get("/api/catalog/search?size=250");
    for (const item of body.result.items as Item[]) {
      expect([2, 3, 4]).toContain(item.visibility);
      expect([0, 1]).toContain(item.status);
      expect(item.stock.is_in_stock || item.preorder !== null, item.sku).toBe(true);
    }
  });

  it("refuses a huge size, an unknown filter, a malformed price and an unknown sort", async () => {
    for (const [qs, error] of [
      ["size=100000", "BAD_REQUEST"],
      ["size=abc", "VALIDATION_FAILED"],
      ["flavour=1", undefined],
      ["filter[flavour]=1", "INVALID_FILTER"],
      ["price=cheap", "INVALID_FILTER"],
      ["color=not-a-colour", "INVALID_FILTER"],
      ["sort=random", "INVALID_SORT"],
      ["category=999999", "CATEGORY_NOT_FOUND"],
      ["category=1", "CATEGORY_BELOW_ROOT"],
    ] as const) {
      const { status, body } = await get(`/api/catalog/search?${qs}`);
      if (error === undefined) {
        expect(status, qs).toBe(200);
        continue;
      }
      expect(status, qs).toBeGreaterThanOrEqual(400);
      expect(status, qs).toBeLessThan(500);
      expect(body.result.error, qs).toBe(error);
      expect(body.result.message, qs).toMatch(/\w+ \w+/);
    }
  });

  it("sorts by price both ways using the current final price", async () => {
    const asc = (await get("/api/catalog/search?sort=price_asc&size=100")).body.result.items.map((i: Item) => i.final_price_incl_tax);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await get("/api/catalog/search?sort=price_desc&size=100")).body.result.items.map((i: Item) => i.final_price_incl_tax);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it("sorts by views, sales and premiere", async () => {
    // The popularity sorts follow the decayed scores (product_popularity; a sale of last year weighs less than one of
    // this month), not the lifetime counts shown: the order is checked against the scores. Polled: with DATABASE_URL
    // another test file may count a view or a sale between the two reads.
    const sortedBy = async (sort: string, score: "view_score" | "sales_score") => {
      const ids = (await get(`/api/catalog/search?sort=${sort}&size=50`)).body.result.items.map((i: Item) => i.id as number);
      const rows = await t.db.query<{ id: number; s: number | null }>(
        `SELECT p.id, pp.${score} AS s FROM unnest($1::int[]) WITH ORDINALITY AS p(id, n)
           LEFT JOIN product_popularity pp ON pp.product_id = p.id ORDER BY p.n`,
        [ids],
      );
      const scores = rows.map((r) => (r.s === null ? Number.NEGATIVE_INFINITY : Number(r.s)));
      return ids.length === 50 && scores.every((x, i) => i === 0 || scores[i - 1]! >= x);
    };
    await expect.poll(() => sortedBy("most_viewed", "view_score"), { timeout: 5000 }).toBe(true);
    await expect.poll(() => sortedBy("bestsellers", "sales_score"), { timeout: 5000 }).toBe(true);
    const premieres = (await get("/api/catalog/search?sort=premiere&type=simple&size=50")).body.result.items.map((i: Item) => i.book_premiere).filter(Boolean);
    expect(premieres).toEqual([...premieres].sort().reverse());
  });

  it("filters by flags: sale, bestsellery, new", async () => {
    const sale = (await get("/api/catalog/search?sale=true&size=100")).body.result;
    expect(sale.total).toBeGreaterThan(0);
    for (const i of sale.items as Item[]) {
      expect(i.final_price_incl_tax).toBeLessThan(i.price_incl_tax);
      expect(i.lowest_price_30d).toEqual(expect.any(Number));
    }
    const best = (await get("/api/catalog/search?bestsellery=true&size=100")).body.result;
    expect(best.total).toBeGreaterThan(0);
    expect(best.items.every((i: Item) => i.bestseller === true)).toBe(true);
    const fresh = (await get("/api/catalog/search?new=true&size=100")).body.result;
    expect(fresh.total).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(fresh.items.every((i: Item) => i.news_to_date >= `${today.slice(0, 8)}00`)).toBe(true);
  });

  it("lists a category with its subcategories, in position order, with aggregations", async () => {
    const tree = (await get("/api/catalog/categories")).body.result;
    const books = tree.children_data.find((c: Item) => c.name === "Książki");
    expect(books).toBeDefined();
    const { body } = await get(`/api/catalog/search?category=${books.id}&size=100`);
    expect(body.result.sort).toBe("released");
    expect(body.result.total).toBeGreaterThan(10);
    const descendants = new Set<number>();
    const walk = (c: Item) => {
      descendants.add(c.id);
      c.children_data.forEach(walk);
    };
    walk(books);
    for (const item of body.result.items as Item[]) expect(item.category_ids.some((id: number) => descendants.has(id))).toBe(true);
    const price = body.result.aggregations.price.buckets;
    expect(price.map((b: Item) => b.key)).toEqual(["0-49.99", "50-99.99", "100-149.99", "150-"]);
    expect(price[3].label).toMatch(/i więcej$/);
    expect(price.reduce((s: number, b: Item) => s + b.count, 0)).toBe(body.result.total);
    expect(body.result.aggregations.publication_form.buckets.length).toBeGreaterThan(0);
    const byPath = (await get(`/api/catalog/search?category=${encodeURIComponent(books.url_path)}&size=1`)).body.result.total;
    expect(byPath).toBe(body.result.total);
  });

  it("filters by attribute option and by price range, and counts match", async () => {
    const all = (await get("/api/catalog/search?size=1")).body.result;
    const bucket = all.aggregations.publication_form.buckets[0];
    const filtered = (await get(`/api/catalog/search?publication_form=${bucket.key}&size=250`)).body.result;
    expect(filtered.total).toBe(bucket.count);
    expect(filtered.items.every((i: Item) => [i.publication_form].flat().includes(bucket.key))).toBe(true);
    // without aggregations too (the statement once sent a parameter it did not read, and PostgreSQL refused it)
    const bare = await get(`/api/catalog/search?publication_form=${bucket.key}&size=250&aggregations=false`);
    expect(bare.status).toBe(200);
    expect(bare.body.result.total).toBe(bucket.count);
    const worded = await get(`/api/catalog/search?query=prenumerata&publication_form=${bucket.key}&aggregations=false`);
    expect(worded.status).toBe(200);
    const byLabel = (await get(`/api/catalog/search?publication_form=${encodeURIComponent(bucket.label)}&size=1`)).body.result;
    expect(byLabel.total).toBe(bucket.count);

    const range = all.aggregations.price.buckets[1];
    const cheap = (await get(`/api/catalog/search?price=${range.key}&size=250`)).body.result;
    expect(cheap.total).toBe(range.count);
    expect(cheap.items.every((i: Item) => i.final_price_incl_tax >= 50 && i.final_price_incl_tax <= 99.99)).toBe(true);

    const viaPost = await post("/api/catalog/search", { filters: { price: [range.key] }, size: 1 });
    expect(viaPost.body.result.total).toBe(range.count);
  });

  it("counts a chosen filter group as if it were not chosen (disjunctive facets)", async () => {
    const all = (await get("/api/catalog/search?size=1")).body.result;
    const [a, b] = all.aggregations.color.buckets as Item[];
    expect(b).toBeDefined();
    const withA = (await get(`/api/catalog/search?color=${a!.key}&size=1`)).body.result;
    expect(withA.total).toBe(a!.count);
    expect(withA.aggregations.color.buckets.find((x: Item) => x.key === b!.key)?.count).toBe(b!.count);
    for (const s of withA.aggregations.size.buckets as Item[]) expect(s.count).toBeLessThanOrEqual(withA.total);
    const both = (await get(`/api/catalog/search?color=${a!.key},${b!.key}&size=1`)).body.result;
    expect(both.total).toBeGreaterThanOrEqual(Math.max(a!.count, b!.count));
    const withPrice = (await get("/api/catalog/search?price=0-49.99&size=1")).body.result;
    expect(withPrice.aggregations.price.buckets).toEqual(all.aggregations.price.buckets);
    expect(withPrice.total).toBe(all.aggregations.price.buckets[0].count);
  });

  it("filters configurables by their children's colour", async () => {
    const meta = (await get("/api/catalog/attributes?attribute_code=color")).body.result[0];
    const black = meta.options.find((o: Item) => o.label === "Czarny");
    const { body } = await get(`/api/catalog/search?color=${black.value}&size=250`);
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.items.every((i: Item) => i.type_id === "configurable")).toBe(true);
  });

  it("trims documents with includeFields and excludeFields", async () => {
    const inc = (await get("/api/catalog/search?size=3&includeFields=name,final_price_incl_tax")).body.result.items[0];
    expect(Object.keys(inc).sort()).toEqual(["final_price_incl_tax", "id", "name", "sku", "type_id"]);
    const exc = (await get("/api/catalog/search?size=3&excludeFields=description,media_gallery")).body.result.items[0];
    expect(exc).not.toHaveProperty("description");
    expect(exc).toHaveProperty("name");
  });
});

describe("listing index", () => {
  const skusOf = async (qs: string) => (await get(`/api/catalog/search?${qs}&size=250&includeFields=sku`)).body.result.items.map((i: Item) => i.sku);

  it("drops a product from listings as soon as it goes out of stock, and brings it back", async () => {
    const sku = FIXTURES.zolwBook.sku;
    expect(await skusOf("query=zolw")).toContain(sku);
    await t.db.query("UPDATE stock_items SET is_in_stock = false, qty = 0 WHERE product_id = (SELECT id FROM products WHERE sku = $1)", [sku]);
    expect(await skusOf("query=zolw")).not.toContain(sku);
    await t.db.query("UPDATE stock_items SET is_in_stock = true, qty = 10 WHERE product_id = (SELECT id FROM products WHERE sku = $1)", [sku]);
    expect(await skusOf("query=zolw")).toContain(sku);
  });

  it("drops a disabled product once the index is refreshed", async () => {
    const id = (await t.db.query<{ id: number }>("SELECT id FROM products WHERE sku = $1", [FIXTURES.natGeoIssue.sku]))[0]!.id;
    await t.db.query("UPDATE products SET status = 2 WHERE id = $1", [id]);
    await refreshListing(t.db, [id]);
    expect(await skusOf("query=national%20geographic")).not.toContain(FIXTURES.natGeoIssue.sku);
    await t.db.query("UPDATE products SET status = 1 WHERE id = $1", [id]);
    await refreshListing(t.db, [id]);
    expect(await skusOf("query=national%20geographic")).toContain(FIXTURES.natGeoIssue.sku);
  });
});

describe("catalogue caches", () => {
  it("reuse search results and documents until they expire or are invalidated", async () => {
    // versionCheckMs: this test is about the time to live; the catalogue version check has its own tests (cache.test.ts).
    const cached = new CatalogService(t.db, { CATALOG_SHOW_OUT_OF_STOCK: false, CATALOG_CHILD_TO_PARENT: true, CATALOG_SEARCH_CACHE_SECONDS: 60 }, undefined, {
      versionCheckMs: 60_000,
    });
    const qty = async () => (valueOr(await cached.search({ query: FIXTURES.zolwBook.isbn, size: 1 })).items[0]!.stock as { qty: number }).qty;
    const before = await qty();
    const id = (await t.db.query<{ id: number }>("SELECT id FROM products WHERE sku = $1", [FIXTURES.zolwBook.sku]))[0]!.id;
    await t.db.query("UPDATE stock_items SET qty = qty + 7 WHERE product_id = $1", [id]);
    try {
      expect(await qty()).toBe(before);
      expect(Object.isFrozen(valueOr(await cached.product({ sku: FIXTURES.zolwBook.sku })).product)).toBe(true);
      cached.invalidate();
      expect(await qty()).toBe(before + 7);
    } finally {
      await t.db.query("UPDATE stock_items SET qty = qty - 7 WHERE product_id = $1", [id]);
    }
  });
});

describe("single product", () => {
  it("needs a search key", async () => {
    const { status, body } = await get("/api/catalog/product");
    expect(status).toBe(400);
    expect(body.result.message).toMatch(/Please provide the search key/);
  });

  it("loads by sku and by url_path, with VAT-correct prices", async () => {
    const bySku = (await get(`/api/catalog/product?sku=${FIXTURES.zolwBook.sku}`)).body.result;
    expect(bySku.name).toBe(FIXTURES.zolwBook.name);
    expect(bySku.tax_rate).toBe(5);
    expect(Math.round(bySku.price * 105) / 100).toBeCloseTo(bySku.price_incl_tax, 1);
    const byPath = (await get(`/api/catalog/product?url_path=/${bySku.url_path}/`)).body.result;
    expect(byPath.sku).toBe(FIXTURES.zolwBook.sku);
    const issue = (await get(`/api/catalog/product?sku=${FIXTURES.natGeoIssue.sku}`)).body.result;
    expect(issue.tax_rate).toBe(8);
  });

  it("includes configurable children with their stock and options", async () => {
    const p = (await get(`/api/catalog/product?sku=${FIXTURES.tshirt.sku}`)).body.result;
    expect(p.type_id).toBe("configurable");
    expect(p.tax_rate).toBe(23);
    expect(p.configurable_children.length).toBeGreaterThanOrEqual(6);
    expect(p.configurable_children[0].stock).toMatchObject({ is_in_stock: expect.any(Boolean), qty: expect.any(Number) });
    expect(p.configurable_options.map((o: Item) => o.attribute_code).sort()).toEqual(["color", "size"]);
    expect(p.configurable_options[0].values.length).toBeGreaterThan(0);
  });

  it("includes the links of bundles, grouped sets, subscriptions and downloads", async () => {
    const bundle = (await get(`/api/catalog/product?sku=${FIXTURES.bundle.sku}`)).body.result;
    expect(bundle.bundle_options.length).toBeGreaterThan(0);
    expect(bundle.bundle_options[0].product_links.length).toBeGreaterThan(0);
    const grouped = (await get(`/api/catalog/product?sku=${FIXTURES.grouped.sku}`)).body.result;
    expect(grouped.product_links.filter((l: Item) => l.link_type === "associated").length).toBeGreaterThan(0);
    const sub = (await get(`/api/catalog/product?sku=${FIXTURES.natGeoSubscription.sku}`)).body.result;
    expect(sub.number_options.map((n: Item) => n.numbers)).toEqual(expect.arrayContaining([3, 6, 12]));
    expect(sub.starting_numbers.length).toBeGreaterThan(0);
    const dl = (await get(`/api/catalog/product?sku=${FIXTURES.downloadable.sku}`)).body.result;
    expect(dl.downloadable_links.length).toBeGreaterThan(0);
    expect(JSON.stringify(dl.downloadable_links)).not.toContain("file_path");
  });

  it("gives each grouped member its default quantity: 0 unless the catalogue sets one (issue 16)", async () => {
    const grouped = (await get(`/api/catalog/product?sku=${FIXTURES.grouped.sku}`)).body.result;
    const members = grouped.product_links.filter((l: Item) => l.link_type === "associated").map((l: Item) => [l.linked_product_sku, l.qty]);
    expect(members).toEqual([
      [FIXTURES.zolwBook.sku, 1],
      [FIXTURES.activeSpecial.sku, 0],
      [FIXTURES.expiredSpecial.sku, 0],
      [FIXTURES.futureSpecial.sku, 0],
    ]);
    // the generated sets set none (one tap added the whole set), and a member linked without a quantity starts at 0
    const [set] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_links l JOIN products p ON p.id = l.product_id WHERE l.link_type = 'associated' AND l.qty <> 0 AND p.sku <> $1`,
      [FIXTURES.grouped.sku],
    );
    expect(set!.n).toBe(0);
    const [column] = await t.db.query<{ d: string }>(
      "SELECT column_default AS d FROM information_schema.columns WHERE table_name = 'product_links' AND column_name = 'qty'",
    );
    expect(column!.d).toBe("0");
  });

  it("migration 0019 starts an existing demo catalogue's grouped members at 0, and touches no other catalogue", async () => {
    const sql = readFileSync(new URL("../../db/migrations/0019_grouped_default_qty.sql", import.meta.url), "utf8").split("--> statement-breakpoint");
    const grouped = `(SELECT id FROM products WHERE sku = '${FIXTURES.grouped.sku}')`;
    const qtys = async () =>
      (await t.db.query<{ qty: number }>(`SELECT qty FROM product_links WHERE product_id = ${grouped} AND link_type = 'associated' ORDER BY position`)).map(
        (r) => r.qty,
      );
    const before = await qtys();
    try {
      // a demo catalogue generated before: 1 for every member
      await t.db.query(`UPDATE product_links SET qty = 1 WHERE product_id = ${grouped} AND link_type = 'associated'`);
      const marker = await t.db.query<{ value: string }>("DELETE FROM catalog_meta WHERE key = 'seeded' RETURNING value");
      for (const statement of sql) await t.db.query(statement);
      expect(await qtys(), "not a generated catalogue: left alone").toEqual([1, 1, 1, 1]);
      await t.db.query("INSERT INTO catalog_meta (key, value) VALUES ('seeded', $1)", [marker[0]?.value ?? "test"]);
      for (const statement of sql) await t.db.query(statement);
      expect(await qtys()).toEqual([0, 0, 0, 0]);
    } finally {
      for (const [i, qty] of before.entries())
        await t.db.query(`UPDATE product_links SET qty = $2 WHERE product_id = ${grouped} AND link_type = 'associated' AND position = $1`, [i, qty]);
    }
    expect(await qtys()).toEqual(before);
  });

  it("answers 404 for a disabled or unknown product", async () => {
    expect((await get(`/api/catalog/product?sku=${FIXTURES.disabled.sku}`)).status).toBe(404);
    const unknown = await get("/api/catalog/product?sku=NO-SUCH-SKU");
    expect(unknown.status).toBe(404);
    expect(unknown.body.result.error).toBe("PRODUCT_NOT_FOUND");
  });

  it("sends a child that is not visible on its own to its parent with a 301", async () => {
    const res = await get(`/api/catalog/product?sku=${FIXTURES.tshirt.childSkus[0]}`);
    expect(res.status).toBe(301);
    expect(res.body.result.sku).toBe(FIXTURES.tshirt.sku);
  });

  it("applies a special price only inside its window, with the Omnibus price", async () => {
    const active = (await get(`/api/catalog/product?sku=${FIXTURES.activeSpecial.sku}`)).body.result;
    expect(active.is_discounted).toBe(true);
    expect(active.final_price_incl_tax).toBeLessThan(active.price_incl_tax);
    expect(active.lowest_price_30d).toEqual(expect.any(Number));
    for (const f of [FIXTURES.expiredSpecial, FIXTURES.futureSpecial]) {
      const p = (await get(`/api/catalog/product?sku=${f.sku}`)).body.result;
      expect(p.is_discounted, f.sku).toBe(false);
      expect(p.special_price, f.sku).toBe(0);
      expect(p.final_price_incl_tax, f.sku).toBe(p.price_incl_tax);
      expect(p.lowest_price_30d, f.sku).toBeNull();
    }
    const omni = await post("/api/omnibus/category_prices", { ids: [active.id] });
    expect(omni.body.result[String(active.id)].PLN).toBe(active.lowest_price_30d);
    const bad = await post("/api/omnibus/category_prices", { ids: ["x"] });
    expect(bad.status).toBe(400);
  });
});

describe("categories, attributes, tax rules", () => {
  it("serves the tree under the main category, four levels deep", async () => {
    const tree = (await get("/api/catalog/categories")).body.result;
    expect(tree.id).toBe(2);
    let depth = 0;
    const walk = (c: Item, d: number) => {
      depth = Math.max(depth, d);
      for (const x of c.children_data as Item[]) walk(x, d + 1);
    };
    walk(tree, 0);
    expect(depth).toBeGreaterThanOrEqual(4);
    const names = JSON.stringify(tree);
    for (const n of ["Prenumerata", "Prenumerata magazynów", "Prenumerata kolekcji"]) expect(names).toContain(`"name":"${n}"`);
  });

  it("classifies subscription categories and refuses ids at or below the root", async () => {
    const tree = (await get("/api/catalog/categories")).body.result;
    const sub = tree.children_data.find((c: Item) => c.name === "Prenumerata");
    expect(sub.subscription_kind).toBe("Subscription");
    expect(sub.special_group).toBe("subscriptions");
    const byId = await get(`/api/catalog/categories/${sub.id}`);
    expect(byId.body.result.name).toBe("Prenumerata");
    expect((await get("/api/catalog/categories/1")).body.result.error).toBe("CATEGORY_BELOW_ROOT");
    expect((await get("/api/catalog/categories/0")).status).toBe(400);
    expect((await get("/api/catalog/categories/abc")).status).toBe(400);
    expect((await get("/api/catalog/categories/2333")).body.result.id).toBe(2333);
    expect((await get(`/api/catalog/category?slug=${sub.slug}`)).body.result.id).toBe(sub.id);
    expect((await get(`/api/catalog/category?url_path=${sub.url_path}/`)).body.result.id).toBe(sub.id);
    expect((await get("/api/catalog/category")).status).toBe(400);
  });

  it("serves attributes by code and id, and the Polish VAT rules", async () => {
    const byCode = (await get("/api/catalog/attributes?attribute_code=color,size")).body.result;
    expect(byCode.map((a: Item) => a.attribute_code).sort()).toEqual(["color", "size"]);
    const byId = (await get(`/api/catalog/attributes?attribute_id=${byCode[0].attribute_id}`)).body.result;
    expect(byId).toHaveLength(1);
    const rules = (await get("/api/catalog/tax-rules")).body.result;
    const rates = rules.flatMap((r: Item) => r.rates.map((x: Item) => x.rate));
    // and the gift cards' rule: a rate with no percentage, not subject to VAT (np.)
    expect(rates.filter((r: number | null) => r !== null).sort((a: number, b: number) => a - b)).toEqual([5, 8, 23]);
    expect(rules.find((r: Item) => r.rates[0].rate === null)).toMatchObject({ code: "Poza VAT: bony różnego przeznaczenia", product_tax_class_ids: [5] });
  });
});

describe("stock and prices", () => {
  it("checks one sku and lists many in request order", async () => {
    const one = await get(`/api/stock/check?sku=${FIXTURES.zolwBook.sku}`);
    expect(one.body.result).toMatchObject({
      sku: FIXTURES.zolwBook.sku,
      is_in_stock: expect.any(Boolean),
      qty: expect.any(Number),
      product_id: expect.any(Number),
    });
    expect((await get(`/api/stock/check/${FIXTURES.outOfStock.sku}`)).body.result.is_in_stock).toBe(false);
    expect((await get("/api/stock/check")).status).toBe(400);
    expect((await get("/api/stock/check?sku=NOPE")).status).toBe(404);
    const skus = [FIXTURES.outOfStock.sku, FIXTURES.zolwBook.sku, "NOPE", FIXTURES.natGeoIssue.sku];
    const list = await get(`/api/stock/list?skus=${skus.join(",")}`);
    expect(list.body.result.map((i: Item) => i.sku)).toEqual([skus[0], skus[1], skus[3]]);
    expect(list.body.meta.notFound).toEqual(["NOPE"]);
  });

  it("serves any number of skus server-side", async () => {
    const all = (await get("/api/catalog/search?size=250&includeFields=sku")).body.result.items.map((i: Item) => i.sku);
    const list = await get(`/api/stock/list?skus=${all.join(",")}`);
    expect(list.body.result).toHaveLength(all.length);
  });

  it("renders current gross prices", async () => {
    const { body } = await get(`/api/product/render-list?skus=${FIXTURES.activeSpecial.sku},${FIXTURES.zolwBook.sku}&currencyCode=PLN&storeId=1`);
    const special = body.result.items.find((i: Item) => i.sku === FIXTURES.activeSpecial.sku);
    expect(special.price_info.final_price).toBeLessThan(special.price_info.regular_price);
    expect(special.price_info.extension_attributes.tax_adjustments.final_price).toBeLessThan(special.price_info.final_price);
    expect((await get("/api/product/render-list?skus=A&currencyCode=EUR")).status).toBe(400);
  });
});

describe("URL map", () => {
  it("maps product, category and CMS paths, ignoring a trailing slash and query", async () => {
    const product = (await get(`/api/catalog/product?sku=${FIXTURES.zolwBook.sku}`)).body.result;
    const p = await post("/api/url/map", { url: `${product.url_path}/?utm_source=x`, includeFields: null, excludeFields: [] });
    expect(p.body.result._type).toBe("product");
    expect(p.body.result._source.sku).toBe(FIXTURES.zolwBook.sku);
    const tree = (await get("/api/catalog/categories")).body.result;
    const c = await post("/api/url/map", { url: tree.children_data[0].url_path });
    expect(c.body.result).toMatchObject({ _type: "category", _source: { id: tree.children_data[0].id } });
    const cms = await post("/api/url/map", { url: "i/regulamin" });
    expect(cms.body.result).toMatchObject({ _type: "cms_page", _source: { identifier: "regulamin" } });
  });

  it("answers null for an unknown path and an error without url", async () => {
    const none = await t.app.inject({ method: "POST", url: "/api/url/map", payload: { url: "no/such/page" } });
    expect(none.statusCode).toBe(200);
    // Enveloped since docs/decisions/2026-11-26-contract.md (it was the bare literal null).
    expect(none.json()).toEqual({ code: 200, result: null });
    expect(none.headers["content-type"]).toMatch(/application\/json/);
    const missing = await post("/api/url/map", {});
    expect(missing.status).toBe(400);
  });

  it("redirects a hidden child's path to its parent", async () => {
    const child = (await t.db.query<{ url_path: string }>("SELECT url_path FROM products WHERE sku = $1", [FIXTURES.tshirt.childSkus[0]]))[0]!;
    const res = await post("/api/url/map", { url: child.url_path });
    expect(res.body.result._type).toBe("redirect");
    expect(res.body.result._source.redirect_code).toBe(301);
  });
});
