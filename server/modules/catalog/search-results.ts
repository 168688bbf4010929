/**
 * Search statements' results (matching ids, total, facet counts), reused for the time to live within a
 * byte budget. Concurrent identical searches share one execution, and a result in use is recomputed in
 * the background once half its time to live is gone ("refresh ahead"), so shoppers never wait for a broad
 * query and no result is served older than the time to live.
 *
 * After a catalogue write (`markStale`) results are not dropped: the first request for a stale result
 * recomputes it and waits for the new one, and requests arriving while that runs get the previous result
 * instead of all waiting for the same statement (a write no longer turns every hot listing cold at once).
 */
import type { Database } from "../../db/client.ts";
import { BudgetCache, stringBytes } from "./cache.ts";

export interface SearchRow {
  total: number;
  ids: number[];
  option_buckets: [number, number][];
  price_buckets: [number, number][];
}

/** A search result with its cache key and the time it was read from the database. */
export interface CachedRow {
  key: string;
  value: SearchRow;
  created: number;
}

export class SearchResults {
  private readonly db: Pick<Database, "query">;
  private readonly cache: BudgetCache<{ row: SearchRow; generation: number }>;
  private readonly ttlMs: number;
  private readonly pending = new Map<string, Promise<CachedRow>>();
  /** bumped by markStale(); a result computed under an older generation is recomputed on its next use */
  private generation = 0;

  constructor(db: Pick<Database, "query">, opts: { maxBytes: number; ttlMs: number }) {
    this.db = db;
    this.ttlMs = opts.ttlMs;
    this.cache = new BudgetCache(opts);
  }

  clear(): void {
    this.cache.clear();
  }

  /** The catalogue changed: every result is recomputed on its next use (see the class comment). */
  markStale(): void {
    this.generation++;
  }

  /**
   * The result of the search `key` names (./search-sql.ts searchKey); `compute`, when given, answers it another way
   * first (the in-process index, ./search-index) and returns null to let the statement `sql` answer. The statement is
   * built only then: its text (4 kB for a word) was built and kept for every search, and a search waiting for the
   * index held it long enough to move it to the old generation (docs/benchmarks.md, "2026-11-29 (09:50–11:10 UTC)").
   */
  async get(key: string, sql: () => { text: string; values: unknown[] }, compute?: () => Promise<SearchRow | null>): Promise<CachedRow> {
    const hit = this.cache.entry(key);
    if (hit) {
      const cached = { key, value: hit.value.row, created: Date.now() - hit.age };
      if (hit.value.generation !== this.generation) {
        // Stale after a catalogue write: one request waits for the new result, the others meanwhile get this one.
        return this.pending.has(key) ? cached : this.run(key, sql, compute);
      }
      if (hit.age * 2 >= this.ttlMs && !this.pending.has(key)) this.run(key, sql, compute).catch(() => undefined);
      return cached;
    }
    return this.run(key, sql, compute);
  }

  private run(key: string, sql: () => { text: string; values: unknown[] }, compute?: () => Promise<SearchRow | null>): Promise<CachedRow> {
    let pending = this.pending.get(key);
    if (!pending) {
      const created = Date.now();
      const generation = this.generation;
      pending = (compute ? compute() : Promise.resolve(null))
        .then(async (computed) => {
          if (computed) return computed;
          const { text, values } = sql();
          return (await this.db.query<SearchRow>(text, values))[0];
        })
        .then((row) => {
          if (!row) throw new Error("search returned no row");
          const bytes = stringBytes(key) + 16 * (row.ids.length + 2 * row.option_buckets.length + 2 * row.price_buckets.length) + 256;
          this.cache.set(key, { row, generation }, bytes, created);
          return { key, value: row, created };
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }
}
