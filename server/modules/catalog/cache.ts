/**
 * The catalogue's per-process caches: a least-recently-used map with a time to live and a budget in
 * bytes (not entries, so a few huge documents cannot blow the process's memory), and the catalogue
 * version that tells a process, cheaply, that another one (or the generator) wrote the catalogue.
 */
import type { Database } from "../../db/client.ts";

interface Entry<V> {
  value: V;
  bytes: number;
  created: number;
}

export class BudgetCache<V> {
  private readonly map = new Map<string, Entry<V>>();
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private used = 0;

  constructor(opts: { maxBytes: number; ttlMs: number; now?: () => number }) {
    this.maxBytes = opts.maxBytes;
    this.ttlMs = opts.ttlMs;
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  /** The value and its age in ms, or undefined when absent or older than the time to live. */
  entry(key: string): { value: V; age: number } | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    const age = this.now() - hit.created;
    if (age >= this.ttlMs) {
      this.remove(key, hit);
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, hit);
    return { value: hit.value, age };
  }

  get(key: string): V | undefined {
    return this.entry(key)?.value;
  }

  /** Stores `value`, counted as `bytes` (plus the key), as read at `created`; evicts the least recently used entries over budget. */
  set(key: string, value: V, bytes: number, created = this.now()): void {
    if (!this.enabled || this.now() - created >= this.ttlMs) return;
    const size = bytes + key.length * 2 + 64;
    if (size > this.maxBytes / 4) return; // one entry never takes a quarter of the budget
    const prev = this.map.get(key);
    if (prev) this.remove(key, prev);
    this.map.set(key, { value, bytes: size, created });
    this.used += size;
    for (const [oldKey, old] of this.map) {
      if (this.used <= this.maxBytes) break;
      this.remove(oldKey, old);
    }
  }

  clear(): void {
    this.map.clear();
    this.used = 0;
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.used;
  }

  private remove(key: string, entry: Entry<V>) {
    this.map.delete(key);
    this.used -= entry.bytes;
  }
}

/** Bytes a string takes in V8 at most (two bytes per character once it holds a non-Latin-1 letter). */
export const stringBytes = (s: string) => s.length * 2;

/**
 * The catalogue and stock version numbers (sequences bumped by triggers, migration 0003_perf), read at
 * most once per `checkEveryMs` and shared by all requests of the process; concurrent callers share one
 * read. `onChange` runs before the call that saw the change returns.
 */
export class CatalogVersion {
  private readonly db: Pick<Database, "query">;
  private readonly checkEveryMs: number;
  private readonly onChange: (what: { catalog: boolean; stock: boolean }) => void;
  private readonly now: () => number;
  private checkedAt = -Infinity;
  private catalog: string | undefined;
  private stock: string | undefined;
  private pending: Promise<void> | undefined;

  constructor(db: Pick<Database, "query">, opts: { checkEveryMs: number; onChange: (what: { catalog: boolean; stock: boolean }) => void; now?: () => number }) {
    this.db = db;
    this.checkEveryMs = opts.checkEveryMs;
    this.onChange = opts.onChange;
    this.now = opts.now ?? Date.now;
  }

  /** Resolves once the caches reflect a version read at most `checkEveryMs` ago. */
  check(): Promise<void> | void {
    if (this.now() - this.checkedAt < this.checkEveryMs) return;
    this.pending ??= this.read().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async read(): Promise<void> {
    const started = this.now();
    const [row] = await this.db.query<{ catalog: string; stock: string }>(
      // last_value stays 1 across the first nextval; is_called tells the two states apart.
      `SELECT (SELECT last_value || ':' || is_called FROM kiosk_catalog_version) AS catalog,
              (SELECT last_value || ':' || is_called FROM kiosk_stock_version) AS stock`,
    );
    const catalog = row?.catalog !== this.catalog;
    const stock = row?.stock !== this.stock;
    if ((catalog || stock) && this.catalog !== undefined) this.onChange({ catalog, stock });
    this.catalog = row?.catalog;
    this.stock = row?.stock;
    this.checkedAt = started;
  }
}
