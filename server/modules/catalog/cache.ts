/**
 * The catalogue's per-process caches: a least-recently-used map with a time to live and a budget in
 * bytes (not entries, so a few huge documents cannot blow the process's memory), optionally admitting a new entry
 * only when it was asked more often lately than the entry it would evict (the product documents: a crawl or any pass
 * over more products than fit cannot empty the cache of what shoppers ask for), and the catalogue
 * version that tells a process, cheaply, that another one (or the generator) wrote the catalogue or moved stock.
 */
import { ChangeLog } from "../../db/change-log.ts";
import type { Database } from "../../db/client.ts";

interface Entry<V> {
  value: V;
  bytes: number;
  created: number;
}

/**
 * How often each key was asked lately, approximately: a count-min sketch (four rows of 4-bit counters, each key
 * counted in one counter per row, its frequency the least of the four), every counter halved after ten records per
 * counter of a row, so that what was popular an hour ago fades. The admission test of TinyLFU (Einziger, Friedman and
 * Manes, "TinyLFU: A Highly Efficient Cache Admission Policy", 2017). 256 kB at the default width.
 */
export class FrequencySketch {
  private readonly counters: Uint8Array;
  private readonly width: number;
  private readonly halveAfter: number;
  private records = 0;

  /** `width`: counters per row, a power of two (several times the entries the cache holds) */
  constructor(width = 1 << 16) {
    if (width < 16 || (width & (width - 1)) !== 0) throw new RangeError("the sketch's width is a power of two, at least 16");
    this.width = width;
    this.counters = new Uint8Array(4 * width);
    this.halveAfter = 10 * width;
  }

  record(key: string): void {
    const h = fnv1a(key);
    const step = (h >>> 15) | 1;
    for (let row = 0; row < 4; row++) {
      const i = row * this.width + ((h + row * step) & (this.width - 1));
      if (this.counters[i]! < 15) this.counters[i]!++;
    }
    if (++this.records >= this.halveAfter) {
      for (let i = 0; i < this.counters.length; i++) this.counters[i]! >>= 1;
      this.records = 0;
    }
  }

  frequency(key: string): number {
    const h = fnv1a(key);
    const step = (h >>> 15) | 1;
    let least = 15;
    for (let row = 0; row < 4; row++) least = Math.min(least, this.counters[row * this.width + ((h + row * step) & (this.width - 1))]!);
    return least;
  }
}

/** FNV-1a over the string's UTF-16 code units, 32 bits. */
function fnv1a(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class BudgetCache<V> {
  private readonly map = new Map<string, Entry<V>>();
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly sketch: FrequencySketch | null;
  private used = 0;

  /**
   * `admission`: a new entry that needs room is kept only when its key was asked more often lately than the least
   * recently used entry's (each `entry` call counts its key, hit or miss); without it, always (plain LRU).
   */
  constructor(opts: { maxBytes: number; ttlMs: number; now?: () => number; admission?: boolean }) {
    this.maxBytes = opts.maxBytes;
    this.ttlMs = opts.ttlMs;
    this.now = opts.now ?? Date.now;
    this.sketch = opts.admission && this.enabled ? new FrequencySketch() : null;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  /** The value and its age in ms, or undefined when absent or older than the time to live. */
  entry(key: string): { value: V; age: number } | undefined {
    this.sketch?.record(key);
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

  /**
   * Stores `value`, counted as `bytes` (plus the key), as read at `created`; evicts the least recently used entries
   * over budget (with admission: only for a key asked more often than each of them, else the value is not kept).
   */
  set(key: string, value: V, bytes: number, created = this.now()): void {
    const now = this.now();
    if (!this.enabled || now - created >= this.ttlMs) return;
    const size = bytes + key.length * 2 + 64;
    if (size > this.maxBytes / 4) return; // one entry never takes a quarter of the budget
    const prev = this.map.get(key);
    if (prev) this.remove(key, prev);
    const wanted = prev || !this.sketch ? Number.POSITIVE_INFINITY : this.sketch.frequency(key);
    for (const [oldKey, old] of this.map) {
      if (this.used + size <= this.maxBytes) break;
      // an entry past its time to live goes whatever it was worth
      if (this.sketch !== null && now - old.created < this.ttlMs && wanted <= this.sketch.frequency(oldKey)) return;
      this.remove(oldKey, old);
    }
    this.map.set(key, { value, bytes: size, created });
    this.used += size;
  }

  clear(): void {
    this.map.clear();
    this.used = 0;
  }

  /** Removes the entries that `drop` accepts. */
  deleteWhere(drop: (key: string, value: V) => boolean): void {
    for (const [key, entry] of this.map) if (drop(key, entry.value)) this.remove(key, entry);
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

/** What a version check heard: the catalogue was written, or the stock of some products moved. */
export interface CatalogChange {
  /** the catalogue version moved: everything built from the catalogue is old */
  catalog: boolean;
  /** products whose stock moved, with their configurable parents (whose documents hold their children's stock) */
  stock: number[];
  /** a stock change that names no product (a TRUNCATE): every document is old */
  allStock: boolean;
}

/** stock_changes ids below the newest one read again at the first check (writes that may still be committing) */
const RECENT_STOCK_IDS = 1000;

/**
 * The catalogue version (a sequence bumped by triggers, migration 0003_perf) and the stock log (stock_changes,
 * migration 0037: the products each stock statement touched), read at most once per `checkEveryMs` and shared by all
 * requests of the process; concurrent callers share one read. `onChange` runs before the call that saw the change
 * returns, so a stock move drops only the documents of the products it touched (and their configurable parents).
 */
export class CatalogVersion {
  private readonly db: Pick<Database, "query">;
  private readonly checkEveryMs: number;
  private readonly onChange: (what: CatalogChange) => void;
  private readonly now: () => number;
  private checkedAt = -Infinity;
  private catalog: string | undefined;
  private stockLog: ChangeLog | null = null;
  private pending: Promise<void> | undefined;

  constructor(db: Pick<Database, "query">, opts: { checkEveryMs: number; onChange: (what: CatalogChange) => void; now?: () => number }) {
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
    const [row] = await this.db.query<{ catalog: string }>(
      // last_value stays 1 across the first nextval; is_called tells the two states apart.
      "SELECT last_value || ':' || is_called AS catalog FROM kiosk_catalog_version",
    );
    // The first read starts the log a thousand ids back (a write with a lower id may still be committing: the log
    // asks again for ids it skipped); nothing is cached before it, so what it reads there drops nothing.
    const first = this.stockLog === null;
    if (!this.stockLog) {
      const [head] = await this.db.query<{ id: string }>("SELECT COALESCE(max(id), 0)::text AS id FROM stock_changes");
      this.stockLog = new ChangeLog(this.db, "stock_changes", { cursor: Math.max(0, Number(head?.id ?? 0) - RECENT_STOCK_IDS), gapMs: 10_000, now: this.now });
    }
    const moved = await this.stockLog.read();
    const catalog = row?.catalog !== this.catalog;
    this.catalog = row?.catalog;
    this.checkedAt = started;
    if (first) return;
    const products = [...new Set(moved.flatMap((r) => (r.product_id === null ? [] : [r.product_id])))];
    const allStock = moved.some((r) => r.product_id === null);
    let stock: number[] = [];
    if (products.length && !catalog && !allStock) {
      const parents = await this.db.query<{ id: number }>("SELECT DISTINCT parent_id AS id FROM product_super_links WHERE child_id = ANY($1::int[])", [
        products,
      ]);
      stock = [...new Set([...products, ...parents.map((p) => p.id)])];
    }
    if (catalog || allStock || stock.length) this.onChange({ catalog, stock, allStock });
  }
}
