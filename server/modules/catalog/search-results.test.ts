import { describe, expect, it } from "vitest";
import { SearchResults, type SearchRow } from "./search-results.ts";

/** A database whose every query waits until the test releases it, answering rows numbered by call. */
function gatedDb() {
  const calls: (() => void)[] = [];
  let n = 0;
  return {
    calls,
    db: {
      query: <T>() =>
        new Promise<T[]>((resolve) => {
          const total = ++n;
          calls.push(() => resolve([{ total, ids: [total], option_buckets: [], price_buckets: [] } as SearchRow as T]));
        }),
    } as never,
    release: () => {
      for (const r of calls.splice(0)) r();
    },
  };
}
const sql = { text: "SELECT 1", values: [] };
const statement = () => sql;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("SearchResults", () => {
  it("shares one execution among concurrent identical searches", async () => {
    const g = gatedDb();
    const results = new SearchResults(g.db, { maxBytes: 1e6, ttlMs: 60_000 });
    const both = Promise.all([results.get("q", statement), results.get("q", statement)]);
    await tick();
    expect(g.calls).toHaveLength(1);
    g.release();
    expect((await both).map((r) => r.value.total)).toEqual([1, 1]);
    expect((await results.get("q", statement)).value.total).toBe(1);
  });

  it("after a catalogue write, recomputes once: the first caller waits for the new result, callers meanwhile get the previous one", async () => {
    const g = gatedDb();
    const results = new SearchResults(g.db, { maxBytes: 1e6, ttlMs: 60_000 });
    const first = results.get("q", statement);
    await tick();
    g.release();
    expect((await first).value.total).toBe(1);

    results.markStale();
    const waiting = results.get("q", statement);
    let settled = false;
    void waiting.then(() => (settled = true));
    await tick();
    expect(g.calls).toHaveLength(1); // the recomputation is running
    expect(settled).toBe(false); // the first caller after the write does not get the old result
    expect((await results.get("q", statement)).value.total).toBe(1); // a concurrent caller is not held up
    expect(g.calls).toHaveLength(1); // and does not start a second execution
    g.release();
    expect((await waiting).value.total).toBe(2);
    expect((await results.get("q", statement)).value.total).toBe(2);
    expect(g.calls).toHaveLength(0);
  });

  it("builds the statement only when the database answers", async () => {
    const g = gatedDb();
    const results = new SearchResults(g.db, { maxBytes: 1e6, ttlMs: 60_000 });
    let built = 0;
    const build = () => {
      built++;
      return sql;
    };
    const row = { total: 7, ids: [3], option_buckets: [], price_buckets: [] };
    expect((await results.get("by the index", build, async () => row)).value.total).toBe(7);
    expect(built).toBe(0);
    expect(g.calls).toHaveLength(0);
    const fallback = results.get("not by the index", build, async () => null);
    await tick();
    expect(built).toBe(1);
    expect(g.calls).toHaveLength(1);
    g.release();
    expect((await fallback).value.total).toBe(1);
  });

  it("a result computed while the catalogue changed is recomputed on its next use", async () => {
    const g = gatedDb();
    const results = new SearchResults(g.db, { maxBytes: 1e6, ttlMs: 60_000 });
    const first = results.get("q", statement);
    await tick();
    results.markStale(); // the write lands while the statement runs
    g.release();
    expect((await first).value.total).toBe(1);
    const next = results.get("q", statement);
    await tick();
    expect(g.calls).toHaveLength(1);
    g.release();
    expect((await next).value.total).toBe(2);
  });
});
