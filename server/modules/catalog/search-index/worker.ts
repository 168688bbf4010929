/**
 * The search index in a worker thread of the app's process (./thread.ts starts it; docs/decisions/2026-11-28-search-thread.md):
 * the same SearchIndex as in the main thread, whose database reads go to the main thread's handle as messages (one
 * handle per process, PGlite included), so matching, ranking and counting run beside the main thread's HTTP, documents
 * and JSON instead of between them. The first worker reads the store from the database; the others take its store
 * (the packed part shared, not copied) and apply the writes since on their own.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Database } from "../../../db/client.ts";
import type { ProductSearchSql } from "../search-sql.ts";
import { SearchIndex, type SharedStore } from "./index.ts";
import type { FromMain, IndexStats, ToMain, WorkerStart } from "./thread-protocol.ts";

const port = parentPort;
if (!port) throw new Error("search-index/worker.ts runs as a worker thread (./thread.ts)");
const start = (workerData ?? { follows: false, freshForMs: 0 }) as WorkerStart;

let nextQuery = 0;
const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();
const bases = new Map<number, { resolve: (shared: SharedStore) => void; reject: (err: Error) => void }>();
const send = (message: ToMain) => port.postMessage(message);

/** The main thread's database, asked through messages. */
function ask<T>(text: string, params: unknown[] | undefined, name?: string): Promise<T[]> {
  const id = nextQuery++;
  return new Promise<T[]>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
    send({ t: "query", id, text, params: params ?? [], name });
  });
}
const db: Pick<Database, "query" | "named"> = {
  query: <T>(text: string, params?: unknown[]) => ask<T>(text, params),
  named: <T>(name: string, text: string, params?: unknown[]) => ask<T>(text, params, name),
};

/** The first worker's store, through the main thread (for a worker that follows). */
function base(): Promise<SharedStore> {
  const id = nextQuery++;
  return new Promise<SharedStore>((resolve, reject) => {
    bases.set(id, { resolve, reject });
    send({ t: "base", id });
  });
}

const stats = (): IndexStats => ({ ready: index.ready, size: index.size, viewsBuilt: index.viewsBuilt, answered: index.answered });
const index = new SearchIndex(db, {
  onRead: () => send({ t: "stats", stats: stats(), read: true }),
  freshForMs: start.freshForMs,
  ...(start.follows ? { base } : {}),
});
const failure = (err: unknown) => String((err as Error)?.message ?? err);

port.on("message", (message: FromMain) => {
  switch (message.t) {
    case "rows":
    case "failed": {
      const w = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.t === "rows") w?.resolve(message.rows);
      else w?.reject(Object.assign(new Error(message.message), { code: message.code }));
      return;
    }
    case "base": {
      const b = bases.get(message.id);
      bases.delete(message.id);
      if (message.shared) b?.resolve(message.shared);
      else b?.reject(new Error(message.error ?? "no store to take"));
      return;
    }
    case "load":
      index.load().then(
        () => send({ t: "loaded", id: message.id, stats: stats() }),
        (err: unknown) => send({ t: "loaded", id: message.id, stats: stats(), error: failure(err) }),
      );
      return;
    case "share":
      index.shared().then(
        (shared) => send({ t: "shared", id: message.id, shared, stats: stats() }),
        (err: unknown) => send({ t: "shared", id: message.id, shared: null, stats: stats(), error: failure(err) }),
      );
      return;
    case "stale":
      index.stale();
      return;
    case "renew":
      index.renew().catch(() => undefined);
      return;
    case "search":
      index.search(message.q as ProductSearchSql).then(
        (answer) => send({ t: "answer", id: message.id, answer, stats: stats() }),
        (err: unknown) => send({ t: "answer", id: message.id, answer: null, stats: stats(), error: failure(err) }),
      );
      return;
    case "close":
      index.close();
      port.close();
      return;
  }
});
