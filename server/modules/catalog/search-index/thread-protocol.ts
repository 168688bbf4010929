/** The messages between the main thread (./thread.ts) and the search index's worker threads (./worker.ts). */
import type { SearchAnswer } from "./answer.ts";
import type { SharedStore } from "./index.ts";

/** What the main thread mirrors of a worker's index (SearchIndex's getters). */
export interface IndexStats {
  ready: boolean;
  size: number;
  viewsBuilt: number;
  answered: number;
}

/** What a worker is started with (`workerData`). */
export interface WorkerStart {
  /** the worker takes its store from the first worker's read (asks "base") instead of reading the database */
  follows: boolean;
  /** SearchIndexOptions.freshForMs */
  freshForMs: number;
}

export type FromMain =
  | { t: "load"; id: number }
  /** a ProductSearchSql (plain data: structured clone keeps its Map of lemmas) */
  | { t: "search"; id: number; q: unknown }
  | { t: "rows"; id: number; rows: unknown[] }
  | { t: "failed"; id: number; message: string; code?: string | undefined }
  /** to the first worker: its store as read, for another worker (answered with "shared") */
  | { t: "share"; id: number }
  /** to a worker that follows: the store it asked for ("base") */
  | { t: "base"; id: number; shared: SharedStore | null; error?: string | undefined }
  /** to a worker that follows: the first worker has read its store anew; take it */
  | { t: "renew" }
  /** this process wrote the catalogue: the next search waits for a read of the change log (SearchIndex.stale) */
  | { t: "stale" }
  | { t: "close" };

export type ToMain =
  | { t: "query"; id: number; text: string; params: unknown[]; name?: string | undefined }
  | { t: "loaded"; id: number; stats: IndexStats; error?: string }
  | { t: "answer"; id: number; answer: SearchAnswer | null; stats: IndexStats; error?: string }
  | { t: "shared"; id: number; shared: SharedStore | null; stats: IndexStats; error?: string }
  /** from a worker that follows: the first worker's store, please */
  | { t: "base"; id: number }
  /** `read`: the worker has just read its store (at start or anew) */
  | { t: "stats"; stats: IndexStats; read?: boolean };
