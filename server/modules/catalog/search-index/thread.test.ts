/**
 * The search index in worker threads (./thread.ts, ./worker.ts) answers what the index answers in the main thread,
 * from either of its two workers (the second takes the first's store), reads the database through the main thread's
 * handle (so each worker sees a write committed before the search), and when a worker dies the other answers; when
 * no worker is ready or their reads fail the statement answers (null).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { searchTerms } from "../../../../domain/catalog-query.ts";
import type { Database } from "../../../db/client.ts";
import { setupTestApp, type TestContext } from "../../../test/helper.ts";
import { BASE_QUERY, listingCases, searchCases } from "../test-support.ts";
import type { ProductSearchSql } from "../search-sql.ts";
import { SearchIndex } from "./index.ts";
import { SearchIndexThread } from "./thread.ts";

let t: TestContext;
let local: SearchIndex;
let failing = false;
/** the test app's database, whose reads fail while `failing` is set */
let db: Pick<Database, "query" | "named">;
let threaded: SearchIndexThread;

beforeAll(async () => {
  // its own database (PGlite in memory): the last test writes to it
  t = await setupTestApp({ DATABASE_URL: "" });
  db = {
    query: (text, params) => (failing ? Promise.reject(new Error("connection lost")) : t.db.query(text, params)),
    named: (name, text, params) => (failing ? Promise.reject(new Error("connection lost")) : t.db.named(name, text, params)),
  };
  local = new SearchIndex(t.db);
  threaded = new SearchIndexThread(db, 2);
  await Promise.all([local.load(), threaded.load()]);
}, 180_000);
afterAll(async () => {
  local?.close();
  threaded?.close();
  await t?.close();
});

const plain = (text: string): ProductSearchSql => ({ ...BASE_QUERY, terms: searchTerms(text) });

/** The workers of `index`, in order (the first reads the store, the second takes it). */
const workers = (index: SearchIndexThread) =>
  (index as unknown as { slots: { worker: { terminate(): Promise<number>; once(e: "exit", f: () => void): void } | null }[] }).slots.map((s) => s.worker);

it("answers every search and listing as the index in the main thread does, from either worker, and mirrors its counters", async () => {
  expect(threaded.ready).toBe(true);
  expect(threaded.size).toBe(local.size);
  const qs = [...(await searchCases(t.db)), ...(await listingCases(t.db))].flatMap((c) => c.variants);
  expect(qs.length).toBeGreaterThan(100);
  let nonEmpty = 0;
  for (const q of qs) {
    const got = await threaded.search(q);
    expect(got, JSON.stringify({ ...q, lemmas: undefined })).toEqual(await local.search(q));
    if (got?.ids.length) nonEmpty++;
  }
  expect(nonEmpty).toBeGreaterThan(50);
  // searches at once: shared between the two workers (the one with fewer in hand), answered as one by one
  const [first, second] = threaded.answeredBy;
  expect(await Promise.all(qs.slice(0, 40).map((q) => threaded.search(q)))).toEqual(await Promise.all(qs.slice(0, 40).map((q) => local.search(q))));
  expect(threaded.answeredBy[0]! - first!).toBeGreaterThan(5);
  expect(threaded.answeredBy[1]! - second!).toBeGreaterThan(5);
  expect(threaded.answered).toBe(qs.length + 40);
  expect(threaded.viewsBuilt).toBeGreaterThan(0);
  expect(threaded.started).toBe(2);
}, 180_000);

it("leaves to the statement what the index does not hold, without asking the worker", async () => {
  const answered = threaded.answered;
  expect(await threaded.search({ ...plain("kawa"), sort: "most_viewed" })).toBeNull();
  expect(threaded.answered).toBe(answered);
});

it("lets the statement answer while its database reads fail, and answers again when they succeed", async () => {
  const q = plain("zestaw");
  const before = await threaded.search(q);
  expect(before).not.toBeNull();
  failing = true;
  try {
    // the worker reads the change log before each search: that read fails, so the search is the statement's
    expect(await threaded.search(q)).toBeNull();
  } finally {
    failing = false;
  }
  expect(await threaded.search(q)).toEqual(before);
});

it("answers from the other worker while one is gone, and starts another that takes the store", async () => {
  const q = plain("zestaw");
  const before = await threaded.search(q);
  // the first worker (the one that reads the database) dies: the second answers
  await workers(threaded)[0]!.terminate();
  expect(threaded.ready).toBe(true);
  expect(await threaded.search(q)).toEqual(before);
  // the second dies too, before the first is back: the statement answers
  await workers(threaded)[1]!.terminate();
  expect(threaded.ready).toBe(false);
  expect(await threaded.search(q)).toBeNull();
  // both are started again: the first reads the store, the second takes it
  await threaded.load();
  expect(threaded.started).toBe(4);
  const at = threaded.answeredBy;
  expect(await Promise.all([q, q, q, q].map((x) => threaded.search(x)))).toEqual([before, before, before, before]);
  expect(threaded.answeredBy[0]).toBeGreaterThan(at[0]!);
  expect(threaded.answeredBy[1]).toBeGreaterThan(at[1]!);
}, 60_000);

it("sees a write committed before the search", async () => {
  const [p] = await t.db.query<{ id: number }>("SELECT product_id AS id FROM catalog_listing WHERE in_stock ORDER BY product_id LIMIT 1");
  await t.db.query("UPDATE products SET name = 'Żyrafowe opowieści' WHERE id = $1", [p!.id]);
  await t.db.query("SELECT kiosk_refresh_listing(ARRAY[$1::int])", [p!.id]);
  // by each worker: two searches at once go to both
  const at = threaded.answeredBy;
  const both = await Promise.all([threaded.search(plain("zyrafowe")), threaded.search(plain("zyrafowe"))]);
  expect(both.map((a) => a?.ids)).toEqual([[p!.id], [p!.id]]);
  expect(threaded.answeredBy.map((n, i) => n - at[i]!)).toEqual([1, 1]);
});

it("tells every worker that this process wrote the catalogue (stale), within the window its reads open", async () => {
  const windowed = new SearchIndexThread(db, 2, { freshForMs: 600_000 });
  try {
    await windowed.load();
    const q = plain("wombatowe");
    const [p] = await t.db.query<{ id: number }>("SELECT product_id AS id FROM catalog_listing WHERE in_stock ORDER BY product_id DESC LIMIT 1");
    // each worker has read the change log once it answers: both then hold a window of ten minutes
    expect((await Promise.all([windowed.search(q), windowed.search(q)])).map((a) => a?.ids)).toEqual([[], []]);
    await t.db.query("UPDATE products SET name = 'Wombatowe opowieści' WHERE id = $1", [p!.id]);
    await t.db.query("SELECT kiosk_refresh_listing(ARRAY[$1::int])", [p!.id]);
    expect((await Promise.all([windowed.search(q), windowed.search(q)])).map((a) => a?.ids)).toEqual([[], []]);
    windowed.stale();
    const at = windowed.answeredBy;
    expect((await Promise.all([windowed.search(q), windowed.search(q)])).map((a) => a?.ids)).toEqual([[p!.id], [p!.id]]);
    expect(windowed.answeredBy.map((n, i) => n - at[i]!)).toEqual([1, 1]);
  } finally {
    windowed.close();
  }
}, 60_000);

it("after a full rebuild, both workers answer from a store read again", async () => {
  await t.db.query("SELECT kiosk_refresh_listing(NULL)");
  const q = plain("zyrafowe");
  // the statement answers until the store is read again (or a worker answers from one read after the rebuild)
  for (const a of await Promise.all([threaded.search(q), threaded.search(q)])) expect(a === null || a.ids.length === 1).toBe(true);
  await threaded.load();
  await local.load();
  const at = threaded.answeredBy;
  const both = await Promise.all([threaded.search(q), threaded.search(q)]);
  expect(both).toEqual([await local.search(q), await local.search(q)]);
  expect(both[0]?.ids.length).toBe(1);
  expect(threaded.answeredBy.map((n, i) => n - at[i]!)).toEqual([1, 1]);
}, 60_000);

it("sends a category's listings to one worker, so its listing view is built once and not in each worker", async () => {
  const other = new SearchIndexThread(db, 2);
  try {
    await other.load();
    const [row] = await t.db.query<{ category: number }>("SELECT category_ids[1] AS category FROM catalog_listing WHERE category_ids <> '{}' LIMIT 1");
    const listing = (sort: ProductSearchSql["sort"]): ProductSearchSql => ({ ...BASE_QUERY, terms: undefined, categoryId: row!.category, sort });
    const answers = await Promise.all([listing("latest"), listing("price_asc"), listing("price_desc")].map((q) => other.search(q)));
    expect(answers.every((a) => a !== null)).toBe(true);
    expect(other.viewsBuilt).toBe(1);
    expect(other.answeredBy.filter((n) => n > 0)).toHaveLength(1);
  } finally {
    other.close();
  }
}, 60_000);

it("answers nothing once closed, and ends its worker", async () => {
  const other = new SearchIndexThread(db, 2);
  await other.load();
  const exited = workers(other).map((w) => new Promise<void>((resolve) => w!.once("exit", resolve)));
  other.close();
  await Promise.all(exited);
  expect(await other.search(plain("zestaw"))).toBeNull();
  await expect(other.load()).rejects.toThrow(/closed/);
}, 60_000);
