/**
 * The search index answering in a worker thread of the app's process (docs/decisions/2026-11-28-search-thread.md):
 * the main thread sends each search to ./worker.ts, which holds the store and answers with the same SearchIndex, and
 * runs the worker's database reads on its own handle. At 100,000 products matching, ranking and counting are most of
 * a search's CPU; in a thread of their own they run beside the main thread's HTTP, product documents and JSON instead
 * of between them. Same answers, same freshness (the worker reads the change log before each search, as the index
 * does in the main thread). While the worker is loading, gone or failing, the statement answers, as it does while the
 * in-thread index loads.
 */
import { Worker } from "node:worker_threads";
import type { Database } from "../../../db/client.ts";
import type { ProductSearchSql } from "../search-sql.ts";
import { type SearchAnswer, supports } from "./answer.ts";
import type { SearchIndexApi } from "./index.ts";
import type { FromMain, IndexStats, ToMain } from "./thread-protocol.ts";

type Reply = Extract<ToMain, { t: "loaded" | "answer" }>;

export class SearchIndexThread implements SearchIndexApi {
  private readonly db: Pick<Database, "query" | "named">;
  private worker: Worker | null = null;
  private stats: IndexStats = { ready: false, size: 0, viewsBuilt: 0, answered: 0 };
  private next = 0;
  private readonly replies = new Map<number, (reply: Reply | null) => void>();
  private loading: Promise<void> | null = null;
  private closed = false;
  /** workers started (one unless a worker died), for the tests */
  started = 0;

  constructor(db: Pick<Database, "query" | "named">) {
    this.db = db;
  }

  get ready(): boolean {
    return this.stats.ready;
  }
  get size(): number {
    return this.stats.size;
  }
  get viewsBuilt(): number {
    return this.stats.viewsBuilt;
  }
  get answered(): number {
    return this.stats.answered;
  }

  /** Starts the worker reading the store (once); resolves when it is ready. */
  load(): Promise<void> {
    if (this.closed) return Promise.reject(new Error("search index closed"));
    this.loading ??= this.call({ t: "load", id: this.next++ })
      .then((reply) => {
        if (!reply) throw new Error("search index worker stopped");
        if (reply.error) throw new Error(reply.error);
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** The search's answer from the worker's index, or null when the statement must answer. */
  async search(q: ProductSearchSql): Promise<SearchAnswer | null> {
    if (!supports(q) || this.closed) return null;
    if (!this.stats.ready) {
      this.load().catch(() => undefined);
      return null;
    }
    const reply = await this.call({ t: "search", id: this.next++, q });
    return reply?.t === "answer" && !reply.error ? reply.answer : null;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.stopped();
    if (worker) {
      worker.postMessage({ t: "close" } satisfies FromMain);
      worker.terminate().catch(() => undefined);
    }
  }

  /** Sends a message that the worker replies to (null when the worker stops first). */
  private call(message: Extract<FromMain, { id: number }>): Promise<Reply | null> {
    const worker = this.start();
    return new Promise((resolve) => {
      this.replies.set(message.id, resolve);
      worker.postMessage(message);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./worker.ts", import.meta.url));
    this.started++;
    // the HTTP server keeps the process alive; the worker alone does not
    worker.unref();
    worker.on("message", (message: ToMain) => this.receive(worker, message));
    // a worker that fails or exits: what it owed is answered by the statement, and the next search starts another
    worker.on("error", () => undefined);
    worker.on("exit", () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.stopped();
    });
    this.worker = worker;
    return worker;
  }

  private stopped(): void {
    this.stats = { ...this.stats, ready: false };
    const owed = [...this.replies.values()];
    this.replies.clear();
    for (const resolve of owed) resolve(null);
  }

  private receive(worker: Worker, message: ToMain): void {
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
    if (this.worker === worker) this.stats = message.stats;
    if (message.t === "stats") return;
    const resolve = this.replies.get(message.id);
    this.replies.delete(message.id);
    resolve?.(message);
  }
}
