import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES } from "../../../scripts/catalogue/fixtures.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { valueOr } from "../../http/outcome.ts";
import { BudgetCache } from "./cache.ts";
import { refreshListing } from "./listing-index.ts";
import { CatalogService } from "./service.ts";
import { ProductDocuments, REFRESH_AFTER, REFRESH_BATCH } from "./documents.ts";
import { ReferenceData } from "./reference.ts";
import { deliveryRules } from "../../../domain/delivery-rules.ts";
import { warsawDay } from "../../../domain/warsaw-time.ts";

describe("BudgetCache", () => {
  it("evicts the least recently used entries once the byte budget is spent", () => {
    const cache = new BudgetCache<string>({ maxBytes: 4000, ttlMs: 1000 });
    cache.set("a", "A", 800);
    cache.set("b", "B", 800);
    cache.set("c", "C", 800);
    expect(cache.get("a")).toBe("A"); // a is now the most recently used
    cache.set("d", "D", 800);
    cache.set("e", "E", 800);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("e")).toBe("E");
    expect(cache.bytes).toBeLessThanOrEqual(4000);
  });

  it("refuses an entry larger than a quarter of the budget and forgets entries past their time to live", () => {
    let now = 0;
    const cache = new BudgetCache<string>({ maxBytes: 4000, ttlMs: 1000, now: () => now });
    cache.set("big", "x", 2000);
    expect(cache.get("big")).toBeUndefined();
    cache.set("k", "v", 10);
    now = 600;
    expect(cache.entry("k")).toEqual({ value: "v", age: 600 });
    now = 1000;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("with admission, keeps what is asked again through a pass over more keys than fit, and takes in a key asked often", () => {
    // ten entries of 168–170 bytes fit in 1,800
    /** a reader's way: the cached value, or (a miss) the value built and offered to the cache */
    const ask = (cache: BudgetCache<string>, key: string) => {
      const hit = cache.entry(key);
      if (!hit) cache.set(key, key, 100);
      return hit?.value;
    };
    const kept = (cache: BudgetCache<string>) => Array.from({ length: 10 }, (_, i) => `k${i}`).filter((k) => cache.get(k) !== undefined).length;
    for (const admission of [true, false]) {
      const cache = new BudgetCache<string>({ maxBytes: 1800, ttlMs: 60_000, admission });
      for (let i = 0; i < 10; i++) ask(cache, `k${i}`);
      // a crawl: thirty other keys, each asked once, as often as the kept ones (a tie keeps what is there)
      for (let i = 10; i < 40; i++) ask(cache, `s${i}`);
      expect(kept(cache)).toBe(admission ? 10 : 0);
      expect(cache.bytes).toBeLessThanOrEqual(1800);
    }
    const cache = new BudgetCache<string>({ maxBytes: 1800, ttlMs: 60_000, admission: true });
    for (let i = 0; i < 10; i++) ask(cache, `k${i}`);
    for (let i = 0; i < 10; i++) ask(cache, `k${i}`);
    // "hot" is asked a third time before the least recently used entry (k0, asked twice since) gives way to it
    expect(ask(cache, "hot")).toBeUndefined();
    expect(ask(cache, "hot")).toBeUndefined();
    expect(ask(cache, "hot")).toBeUndefined();
    expect(ask(cache, "hot")).toBe("hot");
    expect(cache.get("k0")).toBeUndefined();
    expect(kept(cache)).toBe(9);
  });

  it("with admission, lets an entry past its time to live make room whatever it was worth", () => {
    let now = 0;
    const cache = new BudgetCache<string>({ maxBytes: 1800, ttlMs: 1000, now: () => now, admission: true });
    for (let r = 0; r < 5; r++) for (let i = 0; i < 10; i++) cache.entry(`k${i}`) ?? cache.set(`k${i}`, "v", 100);
    now = 1500;
    cache.entry("new");
    cache.set("new", "fresh", 100);
    expect(cache.get("new")).toBe("fresh");
  });

  it("keeps nothing when disabled", () => {
    const cache = new BudgetCache<string>({ maxBytes: 4000, ttlMs: 0 });
    cache.set("k", "v", 1);
    expect(cache.get("k")).toBeUndefined();
  });
});

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

const cachedService = () =>
  new CatalogService(t.db, { CATALOG_SHOW_OUT_OF_STOCK: false, CATALOG_CHILD_TO_PARENT: true, CATALOG_SEARCH_CACHE_SECONDS: 60 }, undefined, {
    versionCheckMs: 0,
  });
/** t.db, with `before` told of (and awaited for) every statement's arguments: text and values, or name, text and values. */
const watched = (before: (args: unknown[]) => void | Promise<void>) =>
  new Proxy(t.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== "query" && key !== "named") return typeof value === "function" ? value.bind(target) : value;
      return async (...args: unknown[]) => {
        await before(args);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
/** The products a statement builds documents for (products.ts: named, or plain on PGlite's transaction path), or null. */
const docsBuilt = (args: unknown[]): number[] | null => {
  if (args[0] === "catalog_product_docs") return (args[2] as unknown[])[0] as number[];
  if (typeof args[0] === "string" && args[0].includes("j_children")) return (args[1] as unknown[])[0] as number[];
  return null;
};
/** Product documents living 10 s by a clock the test moves (`tick`), on `db`. */
const clockedDocuments = (db: typeof t.db, maxBytes = 1 << 20) => {
  let clock = 1_000_000;
  const docs = new ProductDocuments(db, new ReferenceData(db), { maxBytes, ttlMs: 10_000, terms: () => deliveryRules(undefined), now: () => clock });
  const tick = (ms: number) => {
    clock += ms;
  };
  return { docs, tick };
};
const idOf = async (sku: string) => (await t.db.query<{ id: number }>("SELECT id FROM products WHERE sku = $1", [sku]))[0]!.id;

describe("catalogue caches across processes", () => {
  it("serve a stock change written elsewhere once the stock version moves", async () => {
    const [a, b] = [cachedService(), cachedService()];
    const sku = FIXTURES.zolwBook.sku;
    const qty = async (s: CatalogService) => (valueOr(await s.product({ sku })).product.stock as { qty: number }).qty;
    const before = await qty(a);
    expect(await qty(b)).toBe(before);
    const answered = async () => JSON.parse(valueOr(await a.searchJson({ query: FIXTURES.zolwBook.isbn, size: 1 })).toString()).result.items[0].stock.qty;
    expect(await answered()).toBe(before);
    const id = await idOf(sku);
    await t.db.query("UPDATE stock_items SET qty = qty + 5 WHERE product_id = $1", [id]);
    try {
      expect(await qty(a)).toBe(before + 5);
      expect(await qty(b)).toBe(before + 5);
      const listed = valueOr(await a.search({ query: FIXTURES.zolwBook.isbn, size: 1 }));
      expect((listed.items[0]!.stock as { qty: number }).qty).toBe(before + 5);
      expect(await answered()).toBe(before + 5);
    } finally {
      await t.db.query("UPDATE stock_items SET qty = qty - 5 WHERE product_id = $1", [id]);
    }
  });

  it("drop only the documents (and answers) showing the products whose stock moved, with their configurable parents", async () => {
    const built: number[] = [];
    // the same database, noting which products each build of documents reads
    const noting = watched((args) => void built.push(...(docsBuilt(args) ?? [])));
    const service = new CatalogService(
      noting,
      { CATALOG_SHOW_OUT_OF_STOCK: false, CATALOG_CHILD_TO_PARENT: true, CATALOG_SEARCH_CACHE_SECONDS: 60 },
      undefined,
      {
        versionCheckMs: 0,
      },
    );
    const [book, issue, tshirt] = [FIXTURES.zolwBook.sku, FIXTURES.natGeoIssue.sku, FIXTURES.tshirt.sku];
    const childSku = FIXTURES.tshirt.childSkus[0]!;
    const doc = async (sku: string) =>
      valueOr(await service.product({ sku })).product as unknown as {
        stock: { qty: number };
        configurable_children?: { sku: string; stock: { qty: number } }[];
      };
    const before = { book: await doc(book), issue: await doc(issue), tshirt: await doc(tshirt) };
    // whole answers: one showing only the book, one showing the issue
    const answer = async (query: string) => valueOr(await service.searchJson({ query, size: 50 }));
    const bookAnswer = await answer(FIXTURES.zolwBook.isbn);
    const issueAnswer = await answer("national geographic");
    expect(await answer(FIXTURES.zolwBook.isbn)).toBe(bookAnswer);
    expect(await answer("national geographic")).toBe(issueAnswer);
    const [bookId, issueId, tshirtId, childId] = await Promise.all([idOf(book), idOf(issue), idOf(tshirt), idOf(childSku)]);
    expect(built).toEqual(expect.arrayContaining([bookId, issueId, tshirtId]));
    built.length = 0;
    await doc(book);
    expect(built).toEqual([]);

    await t.db.query("UPDATE stock_items SET qty = qty + 5 WHERE product_id = $1", [issueId]);
    await t.db.query("UPDATE stock_items SET qty = qty + 3 WHERE product_id = $1", [childId]);
    try {
      expect((await doc(issue)).stock.qty).toBe(before.issue.stock.qty + 5);
      const child = (await doc(tshirt)).configurable_children?.find((c) => c.sku === childSku);
      expect(child?.stock.qty).toBe(before.tshirt.configurable_children!.find((c) => c.sku === childSku)!.stock.qty + 3);
      expect(built).toEqual(expect.arrayContaining([issueId, tshirtId]));
      // the book's stock did not move: its document and the answer showing it are still the ones built before
      expect(await doc(book)).toEqual(before.book);
      expect(built).not.toContain(bookId);
      expect(await answer(FIXTURES.zolwBook.isbn)).toBe(bookAnswer);
      const issueNow = await answer("national geographic");
      expect(issueNow).not.toBe(issueAnswer);
      const listed = JSON.parse(issueNow.toString()).result.items.find((i: { sku: string }) => i.sku === issue);
      expect(listed.stock.qty).toBe(before.issue.stock.qty + 5);
    } finally {
      await t.db.query("UPDATE stock_items SET qty = qty - 5 WHERE product_id = $1", [issueId]);
      await t.db.query("UPDATE stock_items SET qty = qty - 3 WHERE product_id = $1", [childId]);
    }
  });

  it("answer from a search index read at most versionCheckMs ago, as their documents, but show this process's own catalogue writes at once", async () => {
    // two processes caching documents, the catalogue version checked every minute, each with its index in this thread
    const process = () =>
      new CatalogService(
        t.db,
        {
          CATALOG_SHOW_OUT_OF_STOCK: false,
          CATALOG_CHILD_TO_PARENT: true,
          CATALOG_SEARCH_CACHE_SECONDS: 0,
          CATALOG_DOCUMENT_CACHE_SECONDS: 60,
          CATALOG_SEARCH_THREAD: false,
        },
        undefined,
        { versionCheckMs: 60_000 },
      );
    const [writer, reader] = [process(), process()];
    await Promise.all([writer.searchIndex!.load(), reader.searchIndex!.load()]);
    const sku = FIXTURES.natGeoIssue.sku;
    const id = await idOf(sku);
    const listed = async (s: CatalogService) => valueOr(await s.search({ query: "national geographic", size: 100 })).items.map((i) => i.sku);
    expect(await listed(writer)).toContain(sku);
    expect(await listed(reader)).toContain(sku);
    const answered = [writer.searchIndex!.answered, reader.searchIndex!.answered];
    expect(valueOr(await writer.updateProduct(id, { status: 2 })).after).toMatchObject({ status: 2 });
    try {
      // the writer's own write ends its window; the other process sees it within a minute, as it sees its documents
      expect(await listed(writer)).not.toContain(sku);
      expect(await listed(reader)).toContain(sku);
      reader.invalidate();
      expect(await listed(reader)).not.toContain(sku);
      // every one of these was answered by the index, not by the statement
      expect([writer.searchIndex!.answered - answered[0]!, reader.searchIndex!.answered - answered[1]!]).toEqual([1, 2]);
    } finally {
      await writer.updateProduct(id, { status: 1 });
    }
    expect(await listed(writer)).toContain(sku);
    writer.searchIndex!.close();
    reader.searchIndex!.close();
  });

  it("serve a price change and a disabled product once the catalogue version moves", async () => {
    const service = cachedService();
    const sku = FIXTURES.natGeoIssue.sku;
    const id = await idOf(sku);
    const price = async () => valueOr(await service.product({ sku })).product.price as number;
    const listed = async () => valueOr(await service.search({ query: "national geographic", size: 100 })).items.map((i) => i.sku);
    const before = await price();
    expect(await listed()).toContain(sku);
    await t.db.query("UPDATE products SET price = price + 100 WHERE id = $1", [id]);
    try {
      expect(await price()).toBeGreaterThan(before);
      await t.db.query("UPDATE products SET status = 2 WHERE id = $1", [id]);
      await refreshListing(t.db, [id]);
      expect(await listed()).not.toContain(sku);
      expect(await service.product({ sku })).toMatchObject({ ok: false, code: "PRODUCT_NOT_FOUND" });
    } finally {
      await t.db.query("UPDATE products SET price = price - 100, status = 1 WHERE id = $1", [id]);
      await refreshListing(t.db, [id]);
    }
    expect(await listed()).toContain(sku);
  });
});

describe("ProductDocuments", () => {
  it("keeps each document as its UTF-8 bytes in memory of its own, counted by its length", async () => {
    const docs = new ProductDocuments(t.db, new ReferenceData(t.db), { maxBytes: 1 << 20, ttlMs: 60_000, terms: () => deliveryRules(undefined) });
    const ids = [await idOf(FIXTURES.zolwBook.sku), await idOf(FIXTURES.natGeoIssue.sku)];
    const now = new Date();
    const { items } = await docs.json(ids, now, warsawDay(now), "pl");
    expect(items).toHaveLength(2);
    for (const bytes of items) {
      // not a view into Buffer.from's shared 8 kB slab, which a cached document would keep alive uncounted
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
      // the bytes are the document's JSON, Polish letters included
      const doc = JSON.parse(bytes.toString("utf8")) as { id: number; name: string };
      expect(bytes.length).toBe(Buffer.byteLength(JSON.stringify(doc)));
    }
    expect(JSON.parse(items[0]!.toString()).id).toBe(ids[0]);
    expect(items[0]!.length).toBeGreaterThan(items[0]!.toString().length); // "Żółw…": letters of two bytes
    // the second read is the cached bytes themselves
    const again = await docs.json(ids, now, warsawDay(now), "pl");
    expect(again.items[0]).toBe(items[0]);
  });

  it("builds a document read late in its life again in the background: the reader gets the old one at once, later readers the new one", async () => {
    let builds = 0;
    const counted = watched((args) => void (docsBuilt(args) && builds++));
    const { docs, tick } = clockedDocuments(counted);
    const id = await idOf(FIXTURES.zolwBook.sku);
    const now = new Date();
    const read = async () => (await docs.json([id], now, warsawDay(now), "pl")).items[0]!;
    const first = await read();
    expect(builds).toBe(1);
    tick(10_000 * REFRESH_AFTER - 1); // not yet due
    expect(await read()).toBe(first);
    await docs.settled();
    expect([builds, docs.refreshed]).toEqual([1, 0]);
    tick(1); // due: answered from the kept bytes, built again behind the reader
    expect(await read()).toBe(first);
    await docs.settled();
    expect([builds, docs.refreshed]).toEqual([2, 1]);
    const second = await read();
    expect(second).not.toBe(first);
    expect(second.toString()).toBe(first.toString());
    // past the first build's time to live: the new one answers, nothing is built while the reader waits
    tick(10_000 * (1 - REFRESH_AFTER) + 1);
    expect(await read()).toBe(second);
    expect(builds).toBe(2);
    // a document nobody reads late in its life expires as before, and is built for its next reader
    tick(10_000);
    expect(await read()).not.toBe(second);
    expect(builds).toBe(3);
  });

  it("builds the documents due again in batches of REFRESH_BATCH, one statement at a time, every one of them", async () => {
    const statements: number[] = [];
    const counted = watched((args) => void (docsBuilt(args) && statements.push(docsBuilt(args)!.length)));
    const { docs, tick } = clockedDocuments(counted, 8 << 20);
    const ids = (await t.db.query<{ id: number }>("SELECT id FROM products WHERE status = 1 ORDER BY id LIMIT $1", [REFRESH_BATCH + 8])).map((r) => r.id);
    expect(ids).toHaveLength(REFRESH_BATCH + 8);
    const now = new Date();
    const first = (await docs.json(ids, now, warsawDay(now), "pl")).items;
    expect(statements).toEqual([ids.length]);
    tick(10_000 * REFRESH_AFTER);
    // two pages read in the same turn of the event loop: one queue
    const [a, b] = await Promise.all([docs.json(ids.slice(0, 20), now, warsawDay(now), "pl"), docs.json(ids.slice(20), now, warsawDay(now), "pl")]);
    expect([...a.items, ...b.items]).toEqual(first);
    await docs.settled();
    expect(statements).toEqual([ids.length, REFRESH_BATCH, 8]);
    expect(docs.refreshed).toBe(ids.length);
  });

  it("builds the full document again behind a projection read late in its life, so the next projection needs no statement", async () => {
    let builds = 0;
    const counted = watched((args) => void (docsBuilt(args) && builds++));
    const { docs, tick } = clockedDocuments(counted);
    const id = await idOf(FIXTURES.zolwBook.sku);
    const now = new Date();
    const tile = async () => (await docs.json([id], now, warsawDay(now), "pl", ["name", "price"])).items[0]!;
    const first = await tile();
    expect(Object.keys(JSON.parse(first.toString())).sort()).toEqual(["id", "name", "price", "sku", "type_id"]);
    expect(builds).toBe(1);
    tick(10_000 * REFRESH_AFTER);
    expect(await tile()).toBe(first);
    await docs.settled();
    expect([builds, docs.refreshed]).toEqual([2, 1]);
    tick(10_000 * (1 - REFRESH_AFTER) + 1); // the projection expired; the full document is young
    const next = await tile();
    expect(next).not.toBe(first);
    expect(next.toString()).toBe(first.toString());
    expect(builds).toBe(2);
  });

  it("does not keep a document built again in the background when its product was dropped meanwhile", async () => {
    let release = () => {};
    let hold = false;
    const gate = new Promise<void>((r) => (release = r));
    let builds = 0;
    const held = watched(async (args) => {
      if (!docsBuilt(args)) return;
      builds++;
      if (hold) await gate;
    });
    const { docs, tick } = clockedDocuments(held);
    const id = await idOf(FIXTURES.zolwBook.sku);
    const now = new Date();
    const read = async () => (await docs.json([id], now, warsawDay(now), "pl")).items[0]!;
    await read();
    hold = true;
    tick(9_000);
    await read(); // due: the background build starts and waits at the gate
    for (let i = 0; builds < 2 && i < 1000; i++) await new Promise((r) => setTimeout(r, 1));
    expect(builds).toBe(2);
    docs.drop([id]);
    release();
    await docs.settled();
    expect(docs.refreshed).toBe(1);
    hold = false;
    await read(); // the background build's result was not kept: built again
    expect(builds).toBe(3);
  });

  it("answers but does not keep a document whose build started before its product was dropped", async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let builds = 0;
    let issued = () => {};
    const started = new Promise<void>((r) => (issued = r));
    // the same database, the documents' statement held until released
    const held = watched(async (args) => {
      if (!docsBuilt(args)) return;
      builds++;
      issued();
      await gate;
    });
    const docs = new ProductDocuments(held, new ReferenceData(held), { maxBytes: 1 << 20, ttlMs: 60_000, terms: () => deliveryRules(undefined) });
    const id = await idOf(FIXTURES.zolwBook.sku);
    const now = new Date();
    const first = docs.json([id], now, warsawDay(now), "pl");
    await started;
    docs.drop([id]); // the product's stock moved while its document was being read
    release();
    expect((await first).items).toHaveLength(1);
    expect(builds).toBe(1);
    expect((await docs.json([id], now, warsawDay(now), "pl")).items).toHaveLength(1);
    expect(builds).toBe(2);
    // built after the drop: kept
    expect((await docs.json([id], now, warsawDay(now), "pl")).items).toHaveLength(1);
    expect(builds).toBe(2);
  });
});

describe("documents cached while every search is computed afresh (CATALOG_SEARCH_CACHE_SECONDS=0, CATALOG_DOCUMENT_CACHE_SECONDS=60)", () => {
  it("reuses a built document across searches, and drops it when the catalogue or stock moves", async () => {
    let built = 0;
    // the same database, counting the product documents' statement
    const counted = watched((args) => void (docsBuilt(args) && built++));
    const service = new CatalogService(
      counted,
      { CATALOG_SHOW_OUT_OF_STOCK: false, CATALOG_CHILD_TO_PARENT: true, CATALOG_SEARCH_CACHE_SECONDS: 0, CATALOG_DOCUMENT_CACHE_SECONDS: 60 },
      undefined,
      { versionCheckMs: 0 },
    );
    const sku = FIXTURES.natGeoIssue.sku;
    const id = await idOf(sku);
    const item = async (query: string) => {
      const answer = JSON.parse(valueOr(await service.searchJson({ query, size: 50 })).toString()).result;
      return answer.items.find((i: { sku: string }) => i.sku === sku) as { price: number; stock: { qty: number } } | undefined;
    };
    const first = await item("national geographic");
    expect(first).toBeDefined();
    expect(built).toBe(1);
    // another search holding the same product: its document is not built again
    expect(await item("geographic")).toEqual(first);
    expect(await item("national geographic")).toEqual(first);
    const afterReuse = built;
    expect(afterReuse).toBeLessThanOrEqual(2);
    await t.db.query("UPDATE products SET price = price + 100 WHERE id = $1", [id]);
    try {
      expect((await item("national geographic"))?.price).toBeGreaterThan(first!.price);
      expect(built).toBeGreaterThan(afterReuse);
      const beforeStock = built;
      await t.db.query("UPDATE stock_items SET qty = qty + 5 WHERE product_id = $1", [id]);
      expect((await item("national geographic"))?.stock.qty).toBe(first!.stock.qty + 5);
      expect(built).toBeGreaterThan(beforeStock);
    } finally {
      await t.db.query("UPDATE products SET price = price - 100 WHERE id = $1", [id]);
      await t.db.query("UPDATE stock_items SET qty = qty - 5 WHERE product_id = $1", [id]);
    }
  });
});

describe("JSON answers built from cached document text", () => {
  it("equal the object answers, with and without field projection", async () => {
    const service = cachedService();
    const inputs = [
      { query: "prenumerata", size: 10 },
      { size: 20, sort: "price_asc" },
      { query: "national geographic", includeFields: ["name", "stock.qty", "url_path"], size: 5 },
      { size: 5, excludeFields: ["description", "media_gallery"] },
    ];
    for (const input of inputs) {
      for (let round = 0; round < 2; round++) {
        const json = JSON.parse(valueOr(await service.searchJson(input)).toString());
        const objects = JSON.parse(JSON.stringify({ code: 200, result: valueOr(await service.search(input)) }));
        expect(json).toEqual(objects);
      }
    }
    const product = valueOr(await service.productJson({ sku: FIXTURES.zolwBook.sku }));
    expect("json" in product && JSON.parse(product.json.toString())).toEqual(
      JSON.parse(JSON.stringify({ code: 200, result: valueOr(await service.product({ sku: FIXTURES.zolwBook.sku })).product })),
    );
  });

  it("share one built category tree (every page's menu) until the catalogue changes", async () => {
    const t = await setupTestApp({});
    try {
      const catalog = t.app.services.catalog;
      const first = valueOr(await catalog.categoryTree(undefined, 2));
      expect(valueOr(await catalog.categoryTree(undefined, 2))).toBe(first);
      expect(valueOr(await catalog.categoryTree(undefined, 1))).not.toBe(first);
      expect(Object.isFrozen(first) && Object.isFrozen(first.children_data) && Object.isFrozen(first.children_data[0])).toBe(true);
      const child = first.children_data[0]!;
      // With DATABASE_URL the suites share one database: the name is given back at once (translations.test.ts reads it).
      await t.db.query(`UPDATE categories SET name = 'Zmieniona nazwa' WHERE id = $1`, [child.id]);
      try {
        catalog.invalidate();
        const next = valueOr(await catalog.categoryTree(undefined, 2));
        expect(next).not.toBe(first);
        expect(next.children_data.find((c) => c.id === child.id)?.name).toBe("Zmieniona nazwa");
      } finally {
        await t.db.query("UPDATE categories SET name = $2 WHERE id = $1", [child.id, child.name]);
      }
    } finally {
      await t.close();
    }
  });

  it("give the storefront the same projected documents from the projection cache as without a cache", async () => {
    const cached = await setupTestApp({ CATALOG_SEARCH_CACHE_SECONDS: "60" });
    const plain = new CatalogService(cached.db, { CATALOG_SHOW_OUT_OF_STOCK: false, CATALOG_CHILD_TO_PARENT: true, CATALOG_SEARCH_CACHE_SECONDS: 0 });
    const inputs = [
      { size: 10, includeFields: ["sku", "name", "url_path", "stock.qty", "final_price_incl_tax"] },
      { query: "zolw", size: 5, excludeFields: ["description", "media_gallery"] },
    ];
    try {
      for (const input of inputs) {
        const expected = await plain.search(input);
        for (let round = 0; round < 2; round++) expect(await cached.app.services.catalog.search(input)).toEqual(expected);
      }
    } finally {
      await cached.close();
    }
  });

  it("answer the API with the same documents with or without the cache", async () => {
    const cached = await setupTestApp({ CATALOG_SEARCH_CACHE_SECONDS: "60" });
    const plain = new CatalogService(cached.db, { CATALOG_SHOW_OUT_OF_STOCK: false, CATALOG_CHILD_TO_PARENT: true, CATALOG_SEARCH_CACHE_SECONDS: 0 });
    const sku = FIXTURES.zolwBook.sku;
    const cases: [string, () => Promise<unknown>][] = [
      ["/api/catalog/search?query=zolw&size=5", async () => valueOr(await plain.search({ query: "zolw", size: 5 }))],
      [`/api/catalog/product?sku=${sku}`, async () => valueOr(await plain.product({ sku })).product],
      ["/api/catalog/search?size=3&includeFields=name,sku", async () => valueOr(await plain.search({ size: 3, includeFields: ["name", "sku"] }))],
    ];
    try {
      for (const [url, expected] of cases) {
        for (let round = 0; round < 2; round++) {
          const res = await cached.app.inject(url);
          expect(res.statusCode).toBe(200);
          expect(res.headers["content-type"]).toMatch(/^application\/json/);
          expect(res.json()).toEqual(JSON.parse(JSON.stringify({ code: 200, result: await expected() })));
        }
      }
    } finally {
      await cached.close();
    }
  });
});
