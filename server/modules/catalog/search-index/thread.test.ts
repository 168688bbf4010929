/**
 * The search index in a worker thread (./thread.ts, ./worker.ts) answers what the index answers in the main thread,
 * reads the database through the main thread's handle (so it sees a write committed before the search), and when its
 * worker dies or its reads fail the statement answers (null) until another worker has read the store.
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
  threaded = new SearchIndexThread(db);
  await Promise.all([local.load(), threaded.load()]);
}, 180_000);
afterAll(async () => {
  local?.close();
  threaded?.close();
  await t?.close();
});

const plain = (text: string): ProductSearchSql => ({ ...BASE_QUERY, terms: searchTerms(text) });

it("answers every search and listing as the index in the main thread does, and mirrors its counters", async () => {
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
  // searches at once, answered in the worker one after another
  expect(await Promise.all(qs.slice(0, 40).map((q) => threaded.search(q)))).toEqual(await Promise.all(qs.slice(0, 40).map((q) => local.search(q))));
  expect(threaded.answered).toBe(qs.length + 40);
  expect(threaded.viewsBuilt).toBeGreaterThan(0);
  expect(threaded.started).toBe(1);
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

it("starts another worker when its worker dies: the statement answers until the new one has read the store", async () => {
  const q = plain("zestaw");
  const before = await threaded.search(q);
  const worker = (threaded as unknown as { worker: { terminate(): Promise<number> } }).worker;
  await worker.terminate();
  expect(threaded.ready).toBe(false);
  expect(await threaded.search(q)).toBeNull();
  await threaded.load();
  expect(threaded.started).toBe(2);
  expect(await threaded.search(q)).toEqual(before);
}, 60_000);

it("sees a write committed before the search", async () => {
  const [p] = await t.db.query<{ id: number }>("SELECT product_id AS id FROM catalog_listing WHERE in_stock ORDER BY product_id LIMIT 1");
  await t.db.query("UPDATE products SET name = 'Żyrafowe opowieści' WHERE id = $1", [p!.id]);
  await t.db.query("SELECT kiosk_refresh_listing(ARRAY[$1::int])", [p!.id]);
  expect((await threaded.search(plain("zyrafowe")))?.ids).toEqual([p!.id]);
});

it("answers nothing once closed, and ends its worker", async () => {
  const other = new SearchIndexThread(db);
  await other.load();
  const worker = (other as unknown as { worker: { threadId: number; once(e: "exit", f: () => void): void } }).worker;
  const exited = new Promise<void>((resolve) => worker.once("exit", resolve));
  other.close();
  await exited;
  expect(await other.search(plain("zestaw"))).toBeNull();
  await expect(other.load()).rejects.toThrow(/closed/);
}, 60_000);
