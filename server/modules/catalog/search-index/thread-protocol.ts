/** The messages between the main thread (./thread.ts) and the search index's worker thread (./worker.ts). */
import type { SearchAnswer } from "./answer.ts";

/** What the main thread mirrors of the worker's index (SearchIndex's getters). */
export interface IndexStats {
  ready: boolean;
  size: number;
  viewsBuilt: number;
  answered: number;
}

export type FromMain =
  | { t: "load"; id: number }
  /** a ProductSearchSql (plain data: structured clone keeps its Map of lemmas) */
  | { t: "search"; id: number; q: unknown }
  | { t: "rows"; id: number; rows: unknown[] }
  | { t: "failed"; id: number; message: string; code?: string | undefined }
  | { t: "close" };

export type ToMain =
  | { t: "query"; id: number; text: string; params: unknown[]; name?: string | undefined }
  | { t: "loaded"; id: number; stats: IndexStats; error?: string }
  | { t: "answer"; id: number; answer: SearchAnswer | null; stats: IndexStats; error?: string }
  | { t: "stats"; stats: IndexStats };
