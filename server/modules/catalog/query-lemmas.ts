/**
 * A query word's Polish lemmas, from search_forms (./search-lemmas.ts fills it when the catalogue is indexed), so the
 * search statement gets its tsquery as a constant (the planner estimates it, as for any text search). Kept per
 * process while the catalogue does not change; with both the search and the document cache off
 * (CATALOG_SEARCH_CACHE_SECONDS=0, CATALOG_DOCUMENT_CACHE_SECONDS=0) read every time.
 */
import type { Database } from "../../db/client.ts";

/** words kept at most; past it the map starts again (a word costs ~100 bytes) */
const MAX_WORDS = 20_000;

export class QueryLemmas {
  private readonly cache = new Map<string, string[]>();
  private readonly db: Pick<Database, "query">;
  /** keep what was read (false: the catalogue's caches are off, read every time) */
  private readonly keep: boolean;

  constructor(db: Pick<Database, "query">, keep: boolean) {
    this.db = db;
    this.keep = keep;
  }

  clear(): void {
    this.cache.clear();
  }

  async of(terms: string[]): Promise<Map<string, string[]>> {
    const missing = terms.filter((t) => !this.cache.has(t));
    const read = new Map<string, string[]>();
    if (missing.length) {
      const rows = await this.db.query<{ form: string; lemmas: string[] }>("SELECT form, lemmas FROM search_forms WHERE form = ANY($1::text[])", [missing]);
      for (const r of rows) read.set(r.form, r.lemmas);
      if (this.keep) {
        if (this.cache.size + missing.length > MAX_WORDS) this.cache.clear();
        for (const t of missing) this.cache.set(t, read.get(t) ?? []);
      }
    }
    return new Map(terms.map((t) => [t, this.cache.get(t) ?? read.get(t) ?? []]));
  }
}
