/**
 * The search index answering in worker threads of the app's process (docs/decisions/2026-11-28-search-thread.md):
 * the main thread sends each search to a ./worker.ts, which holds a store and answers with the same SearchIndex, and
 * runs the workers' database reads on its own handle. At 100,000 products matching, ranking and counting are most of
 * a search's CPU; in threads of their own they run beside the main thread's HTTP, product documents and JSON instead
 * of between them, and with two or more workers on as many cores (CATALOG_SEARCH_THREADS) two searches run at once.
 *
 * The first worker reads the store from the database. Every other worker takes that read (IndexStore.base: the packed
 * vectors and trigrams are in SharedArrayBuffers, so they are held once, not per worker) and applies the writes since
 * on its own; when the first worker reads its store anew, the others take the new one. Same answers, same freshness:
 * each worker reads the change log before each search, as the index does in the main thread. While no worker is
 * ready, or a worker fails, the statement answers, as it does while the in-thread index loads.
 */
import { Worker } from "node:worker_threads";
import type { Database } from "../../../db/client.ts";
import type { ProductSearchSql } from "../search-sql.ts";
import { type SearchAnswer, supports } from "./answer.ts";
import type { SearchIndexApi } from "./index.ts";
import { ALL_PRODUCTS } from "./store.ts";
import type { FromMain, IndexStats, ToMain, WorkerStart } from "./thread-protocol.ts";

type Reply = Extract<ToMain, { t: "loaded" | "answer" | "shared" }>;

/** how many more searches in hand than the least busy worker a listing's own worker may have and still get it */
const AFFINITY_SLACK = 2;

/** One worker: the first reads the store, the others follow it. */
class Slot {
  worker: Worker | null = null;
  stats: IndexStats = { ready: false, size: 0, viewsBuilt: 0, answered: 0 };
  /** searches sent and not answered yet */
  inFlight = 0;
  loading: Promise<void> | null = null;
  readonly replies = new Map<number, (reply: Reply | null) => void>();
  readonly follows: boolean;
  constructor(follows: boolean) {
    this.follows = follows;
  }
}

export class SearchIndexThread implements SearchIndexApi {
  private readonly db: Pick<Database, "query" | "named">;
  private readonly slots: Slot[];
  private next = 0;
  private closed = false;
  private readonly freshForMs: number;
  /** workers started (one per slot unless a worker died), for the tests */
  started = 0;

  /** `threads`: how many workers search (at least one); `freshForMs`: each worker's SearchIndexOptions.freshForMs. */
  constructor(db: Pick<Database, "query" | "named">, threads = 1, opts: { freshForMs?: number } = {}) {
    this.db = db;
    this.freshForMs = opts.freshForMs ?? 0;
    this.slots = Array.from({ length: Math.max(1, Math.floor(threads)) }, (_, i) => new Slot(i > 0));
  }

  get ready(): boolean {
    return this.slots.some((s) => s.stats.ready);
  }
  get size(): number {
    return Math.max(...this.slots.map((s) => s.stats.size));
  }
  get viewsBuilt(): number {
    return this.slots.reduce((n, s) => n + s.stats.viewsBuilt, 0);
  }
  get answered(): number {
    return this.slots.reduce((n, s) => n + s.stats.answered, 0);
  }
  /** searches answered by each worker, for the tests */
  get answeredBy(): number[] {
    return this.slots.map((s) => s.stats.answered);
  }

  /** Starts every worker reading its store (once); resolves when all are ready. */
  async load(): Promise<void> {
    if (this.closed) throw new Error("search index closed");
    await Promise.all(this.slots.map((slot) => this.loadSlot(slot)));
  }

  private loadSlot(slot: Slot): Promise<void> {
    if (this.closed) return Promise.reject(new Error("search index closed"));
    slot.loading ??= this.call(slot, { t: "load", id: this.next++ })
      .then((reply) => {
        if (!reply) throw new Error("search index worker stopped");
        if (reply.error) throw new Error(reply.error);
      })
      .finally(() => (slot.loading = null));
    return slot.loading;
  }

  /**
   * The search's answer from a worker's index, or null when the statement must answer. It goes to the ready worker
   * with the fewest searches in hand; a listing (no words) goes to its category's own worker unless that one has
   * more than AFFINITY_SLACK searches in hand beyond the least busy, so each category's listing view (store.ts
   * listingView) is built in one worker, not in every one.
   */
  async search(q: ProductSearchSql): Promise<SearchAnswer | null> {
    if (!supports(q) || this.closed) return null;
    let best: Slot | null = null;
    for (const slot of this.slots) {
      if (!slot.stats.ready) this.loadSlot(slot).catch(() => undefined);
      else if (!best || slot.inFlight < best.inFlight) best = slot;
    }
    if (!best) return null;
    if (!q.terms && this.slots.length > 1) {
      const own = this.slots[Math.abs(q.categoryId ?? ALL_PRODUCTS) % this.slots.length]!;
      if (own.stats.ready && own.inFlight <= best.inFlight + AFFINITY_SLACK) best = own;
    }
    best.inFlight++;
    try {
      const reply = await this.call(best, { t: "search", id: this.next++, q });
      return reply?.t === "answer" && !reply.error ? reply.answer : null;
    } finally {
      best.inFlight--;
    }
  }

  /** Every worker's next search waits for a read of the change log begun after this call (SearchIndex.stale). */
  stale(): void {
    for (const slot of this.slots) slot.worker?.postMessage({ t: "stale" } satisfies FromMain);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const slot of this.slots) {
      const worker = slot.worker;
      slot.worker = null;
      this.stopped(slot);
      if (worker) {
        worker.postMessage({ t: "close" } satisfies FromMain);
        worker.terminate().catch(() => undefined);
      }
    }
  }

  /** Sends a message that the worker replies to (null when the worker stops first). */
  private call(slot: Slot, message: Extract<FromMain, { id: number }>): Promise<Reply | null> {
    const worker = this.start(slot);
    return new Promise((resolve) => {
      slot.replies.set(message.id, resolve);
      worker.postMessage(message);
    });
  }

  private start(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const worker = new Worker(new URL("./worker.ts", import.meta.url), {
      workerData: { follows: slot.follows, freshForMs: this.freshForMs } satisfies WorkerStart,
    });
    this.started++;
    // the HTTP server keeps the process alive; the workers alone do not
    worker.unref();
    worker.on("message", (message: ToMain) => this.receive(slot, worker, message));
    // a worker that fails or exits: what it owed is answered by the statement, and the next search starts another
    worker.on("error", () => undefined);
    worker.on("exit", () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      this.stopped(slot);
    });
    slot.worker = worker;
    return worker;
  }

  private stopped(slot: Slot): void {
    slot.stats = { ...slot.stats, ready: false };
    const owed = [...slot.replies.values()];
    slot.replies.clear();
    for (const resolve of owed) resolve(null);
  }

  private receive(slot: Slot, worker: Worker, message: ToMain): void {
    if (message.t === "query") {
      const { id, text, params, name } = message;
      const rows = name ? this.db.named(name, text, params) : this.db.query(text, params);
      rows.then(
        (rows) => worker.postMessage({ t: "rows", id, rows } satisfies FromMain),
        (err: unknown) => {
          const e = err as { message?: string; code?: string };
          worker.postMessage({ t: "failed", id, message: String(e?.message ?? err), code: e?.code } satisfies FromMain);
        },
      );
      return;
    }
    if (message.t === "base") {
      // a worker that follows asks for the first worker's store
      const first = this.slots[0]!;
      this.call(first, { t: "share", id: this.next++ }).then((reply) => {
        const shared = reply?.t === "shared" ? reply.shared : null;
        const error = reply?.t === "shared" ? reply.error : "the first search worker stopped";
        if (slot.worker === worker) worker.postMessage({ t: "base", id: message.id, shared, error } satisfies FromMain);
      });
      return;
    }
    if (slot.worker === worker) slot.stats = message.stats;
    if (message.t === "stats") {
      // the first worker read its store anew: the others take it, so what they applied since does not pile up
      if (message.read && !slot.follows)
        for (const other of this.slots) if (other.follows && other.worker && other.stats.ready) other.worker.postMessage({ t: "renew" } satisfies FromMain);
      return;
    }
    const resolve = slot.replies.get(message.id);
    slot.replies.delete(message.id);
    resolve?.(message);
  }
}
