/**
 * Search statements' results (matching ids, total, facet counts), reused for the time to live within a
 * byte budget. Concurrent identical searches share one execution, and a result in use is recomputed in
 * the background once half its time to live is gone ("refresh ahead"), so shoppers never wait for a broad
 * query and no result is served older than the time to live.
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
  private readonly cache: BudgetCache<SearchRow>;
  private readonly ttlMs: number;
  private readonly pending = new Map<string, Promise<CachedRow>>();

  constructor(db: Pick<Database, "query">, opts: { maxBytes: number; ttlMs: number }) {
    this.db = db;
    this.ttlMs = opts.ttlMs;
    this.cache = new BudgetCache(opts);
  }

  clear(): void {
    this.cache.clear();
  }

  async get(sql: { text: string; values: unknown[] }): Promise<CachedRow> {
    const key = JSON.stringify(sql);
    const hit = this.cache.entry(key);
    if (hit) {
      if (hit.age * 2 >= this.ttlMs && !this.pending.has(key)) this.run(key, sql).catch(() => undefined);
      return { key, value: hit.value, created: Date.now() - hit.age };
    }
    return this.run(key, sql);
  }

  private run(key: string, sql: { text: string; values: unknown[] }): Promise<CachedRow> {
    let pending = this.pending.get(key);
    if (!pending) {
      const created = Date.now();
      pending = this.db
        .query<SearchRow>(sql.text, sql.values)
        .then(([row]) => {
          if (!row) throw new Error("search returned no row");
          const bytes = stringBytes(key) + 16 * (row.ids.length + 2 * row.option_buckets.length + 2 * row.price_buckets.length) + 256;
          this.cache.set(key, row, bytes, created);
          return { key, value: row, created };
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }
}
