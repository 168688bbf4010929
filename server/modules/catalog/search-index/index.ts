/**
 * The in-process search index (docs/decisions/2026-11-27-search-index.md): text searches and listings matched, ranked
 * and counted in the app process, from the same rows and with the same arithmetic as the search statement (../search-sql.ts),
 * so a broad word costs what its matches cost in memory, not a scan of the search table on PostgreSQL.
 *
 * PostgreSQL stays the system of record and does the text analysis (vectors, unaccenting, lemmas). Each process reads
 * the listing and search tables once at start (in the background: until then the statement answers), then, before
 * a search, the products written since (catalog_listing_changes, migration 0042), so a search sees every write
 * committed before it, as the statement would; with `freshForMs`, every write committed before a read that began at
 * most that long before it (docs/decisions/2026-11-29-search-index-freshness.md). A full rebuild of the tables (or a
 * very large write) reads the whole store again in the background and the statement answers meanwhile.
 */
import type { SearchTerms } from "../../../../domain/catalog-query.ts";
import { ChangeLog } from "../../../db/change-log.ts";
import type { Database } from "../../../db/client.ts";
import type { ProductSearchSql } from "../search-sql.ts";
import { answer, supports, type SearchAnswer } from "./answer.ts";
import { IndexBuilder, IndexStore, PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow, type StoreBase } from "./store.ts";

export { supports, type SearchAnswer } from "./answer.ts";

const LOAD_CHUNK = 5_000;
/** more products written at once than this: read the whole store again */
const RELOAD_OVER = 20_000;
/** how far below the newest change a write may still be committing when the store is read */
const RECENT_IDS = 1000;

/**
 * A store as one thread read it, for another thread of the process (./thread.ts): its base (the packed part shared,
 * not copied) and where in the change log the read stood, so the other thread applies the same writes since.
 */
export interface SharedStore {
  base: StoreBase;
  /** the newest change the read holds, and the ids below it that were not committed yet */
  newest: number;
  gaps: number[];
  threshold: number;
}

export interface SearchIndexOptions {
  /** how long an id skipped over in the change log is asked for again (a slow writer's commit) */
  gapMs?: number;
  now?: () => number;
  /** called each time the store has been read (at start, and after a reload): the worker thread reports it (./worker.ts) */
  onRead?: () => void;
  /**
   * Where the store comes from instead of the database: another thread's read (./thread.ts), asked each time this
   * index would read the database (at start, and when the change log calls for a new read).
   */
  base?: () => Promise<SharedStore>;
  /**
   * How long after a read of the change log began a search may take the store as that read left it instead of waiting
   * for a read of its own (default 0: every search waits for a read begun after it arrived). `stale()` ends the window.
   */
  freshForMs?: number;
}

export class SearchIndex {
  private readonly db: Pick<Database, "query">;
  private readonly gapMs: number;
  private readonly now: () => number;
  private readonly onRead: (() => void) | undefined;
  private readonly from: (() => Promise<SharedStore>) | undefined;
  private store: IndexStore | null = null;
  /** where the change log stood when the store was read (`shared`) */
  private readAt: Omit<SharedStore, "base"> | null = null;
  private threshold = 0.6;
  /** catalog_listing_changes, read from where this process left off */
  private log: ChangeLog;
  /** the newest change the store's read already holds: a full rebuild logged up to it is not read again */
  private readFrom = 0;
  private loading: Promise<void> | null = null;
  private syncing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly freshForMs: number;
  /** until when a search takes the store as the last read left it (that read's start plus freshForMs) */
  private freshUntil = Number.NEGATIVE_INFINITY;
  /** calls of stale(): a read begun before the last one does not open a window */
  private staled = 0;
  private closed = false;
  /** searches answered from the index (the rest went to the statement), for the logs and the tests */
  answered = 0;

  constructor(db: Pick<Database, "query">, opts: SearchIndexOptions = {}) {
    this.db = db;
    this.gapMs = opts.gapMs ?? 10_000;
    this.now = opts.now ?? Date.now;
    this.onRead = opts.onRead;
    this.from = opts.base;
    this.freshForMs = Math.max(0, opts.freshForMs ?? 0);
    this.log = new ChangeLog(db, "catalog_listing_changes", { cursor: 0, gapMs: this.gapMs, now: this.now });
  }

  /** Starts reading the store (once); resolves when it is ready. */
  load(): Promise<void> {
    this.loading ??= this.read().finally(() => (this.loading = null));
    return this.loading;
  }

  get ready(): boolean {
    return this.store !== null;
  }

  /** Listing views built since the store was read (store.ts listingView), for the tests. */
  get viewsBuilt(): number {
    return this.store?.viewsBuilt ?? 0;
  }

  /** AND rank columns the store keeps (store.ts andRanks) and scores read from them, for the tests. */
  get andRankMemos(): { columns: number; reads: number } {
    return { columns: this.store?.andRankColumnCount ?? 0, reads: this.store?.andRankReads ?? 0 };
  }

  /** Products held, for the logs and the tests. */
  get size(): number {
    return this.store?.slotOf.size ?? 0;
  }

  close(): void {
    this.closed = true;
  }

  /** The next search waits for a read of the change log begun after this call (this process wrote the catalogue). */
  stale(): void {
    this.staled++;
    this.freshUntil = Number.NEGATIVE_INFINITY;
  }

  /**
   * The search's answer from the index, or null when the statement must answer (a search the index does not hold,
   * or the store not read yet).
   */
  async search(q: ProductSearchSql): Promise<SearchAnswer | null> {
    if (!supports(q) || this.closed) return null;
    if (!this.store) {
      this.load().catch(() => undefined);
      return null;
    }
    await this.sync();
    const store = this.store;
    if (!store) return null;
    this.answered++;
    return answer(store, q, this.threshold, {
      similarity: (text, ids) => this.similarity(text, ids),
      codes: (terms) => this.codes(terms),
    });
  }

  /** The products a search's exact code names: the statement's `exact` lookups (each an index lookup). */
  private async codes(t: SearchTerms): Promise<number[]> {
    const rows = await this.db.query<{ product_id: number }>(
      "SELECT product_id FROM catalog_search WHERE sku = ANY($1::text[]) OR ean = $2 OR isbn = $2 OR issn = $3",
      [[...new Set([t.raw, t.raw.toUpperCase()])], t.code, t.issn],
    );
    return rows.map((r) => r.product_id);
  }

  private async similarity(text: string, ids: number[]): Promise<Map<number, number>> {
    const rows = await this.db.query<{ product_id: number; ws: number }>(
      "SELECT product_id, word_similarity($1, search_name)::float8 AS ws FROM catalog_search WHERE product_id = ANY($2::int[])",
      [text, ids],
    );
    return new Map(rows.map((r) => [r.product_id, r.ws]));
  }

  /**
   * This index's store as it was read, for another thread (SearchIndexOptions.base), once it has seen every write
   * committed before this call: a write that calls for a new read (a rebuild) is read first, so the other thread's
   * store is never older than what made it ask. Null when the index is closed or its read failed.
   */
  async shared(): Promise<SharedStore | null> {
    if (!this.store) await this.load();
    await this.sync();
    if (!this.store) await this.load();
    return this.store && this.readAt ? { base: this.store.base(), ...this.readAt } : null;
  }

  /**
   * Takes the store its source has now (SearchIndexOptions.base), keeping its own until then: the source has read
   * its store anew, and this one follows so its applied writes do not pile up.
   */
  async renew(): Promise<void> {
    if (!this.from || !this.store || this.loading || this.closed) return;
    await this.adopt(await this.from());
  }

  private async read(): Promise<void> {
    if (this.from) return this.adopt(await this.from());
    const [head] = await this.db.query<{ id: string; threshold: string | null }>(
      `SELECT COALESCE((SELECT max(id) FROM catalog_listing_changes), 0)::text AS id,
              current_setting('pg_trgm.word_similarity_threshold', true) AS threshold`,
    );
    // The store reads what was committed before it started: the log goes on from the newest id, and the ids just
    // below it that are missing (a write with a lower id may still have been committing) are asked for as gaps.
    // (Reading the last thousand rows again instead put up to a thousand products in the overlay at every start.)
    const newest = Number(head?.id ?? 0);
    const recent = await this.db.query<{ id: string }>("SELECT id::text AS id FROM catalog_listing_changes WHERE id > $1 AND id <= $2", [
      newest - RECENT_IDS,
      newest,
    ]);
    const present = new Set(recent.map((r) => Number(r.id)));
    const gaps: number[] = [];
    for (let id = Math.max(1, newest - RECENT_IDS + 1); id < newest; id++) if (!present.has(id)) gaps.push(id);
    // Chunk by chunk: only the packed data is kept (the vectors' text of 100k products would not fit the heap).
    const builder = new IndexBuilder();
    let after = 0;
    for (;;) {
      const chunk = await this.db.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE l.product_id > $1 ORDER BY l.product_id LIMIT ${LOAD_CHUNK}`,
        [after],
      );
      builder.add(chunk);
      if (chunk.length < LOAD_CHUNK || this.closed) break;
      after = chunk[chunk.length - 1]!.product_id;
    }
    if (this.closed) return;
    const store = builder.build();
    const threshold = head?.threshold ? Number(head.threshold) : 0.6;
    await this.start(store, { newest, gaps, threshold });
  }

  /** Takes another thread's store: the same base, columns of its own, and the writes since its read. */
  private async adopt(shared: SharedStore): Promise<void> {
    if (this.closed) return;
    const { base, ...at } = shared;
    await this.start(IndexStore.fromBase(base), at);
  }

  private async start(store: IndexStore, at: Omit<SharedStore, "base">): Promise<void> {
    this.threshold = at.threshold;
    // the names' words, cut now rather than in the first text search that needs them (160 ms at 100k products)
    store.nameWords();
    this.store = store;
    this.readAt = at;
    this.log = new ChangeLog(this.db, "catalog_listing_changes", { cursor: at.newest, gaps: at.gaps, gapMs: this.gapMs, now: this.now });
    this.readFrom = at.newest;
    // what was written while the store was read
    await this.sync();
    this.onRead?.();
  }

  /**
   * Applies the products written since the last read; a search waits for a read started after it arrived, unless the
   * last read began less than `freshForMs` before it.
   */
  private sync(): Promise<void> {
    if (this.now() < this.freshUntil) return Promise.resolve();
    if (!this.syncing) {
      this.syncing = this.readChanges().finally(() => (this.syncing = null));
      return this.syncing;
    }
    this.queued ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  private async readChanges(): Promise<void> {
    const began = this.now();
    const staled = this.staled;
    await this.applyChanges();
    // a read that failed opens no window (the error goes to the searches that waited for it)
    if (this.freshForMs > 0 && this.staled === staled && this.store) this.freshUntil = began + this.freshForMs;
  }

  private async applyChanges(): Promise<void> {
    const store = this.store;
    if (!store) return;
    const products = new Set<number>();
    let everything = false;
    for (const row of await this.log.read()) {
      if (row.product_id === null) everything ||= row.id > this.readFrom;
      else products.add(row.product_id);
    }
    // An index that takes its store from another thread reads anew only for a rebuild: it applies however many
    // writes it finds (the thread it takes from reads anew when its own have grown, and this one then renews).
    const grown = !this.from && (products.size > RELOAD_OVER || store.deadSlots > Math.max(RELOAD_OVER, store.baseSlots / 4));
    if (everything || grown) {
      // the statement answers until the store is read again
      this.store = null;
      this.load().catch(() => undefined);
      return;
    }
    if (products.size === 0) return;
    const ids = [...products];
    const changed = await this.db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE l.product_id = ANY($1::int[])`, [ids]);
    const byId = new Map(changed.map((r) => [r.product_id, r]));
    for (const id of ids) store.apply(id, byId.get(id) ?? null);
  }
}

/** What the catalogue asks of an index, in this thread (SearchIndex) or in a worker thread (./thread.ts). */
export type SearchIndexApi = Pick<SearchIndex, "load" | "ready" | "size" | "viewsBuilt" | "answered" | "close" | "search" | "stale">;
