/**
 * Built product documents kept as UTF-8 JSON (Buffers: about half the memory of a V8 string holding Polish letters,
 * outside the JavaScript heap, and copied into an answer without being encoded again), by id, Warsaw day (special-price windows change at
 * midnight) and language (the shop's labels are translated), plus one entry per field projection (the storefront's tile fields), within a byte budget.
 * Each entry carries the time its data was read from the database; a projection keeps its document's
 * time, so the caller can tell how old the oldest part of an answer is.
 */
import type { Database } from "../../db/client.ts";
import type { Language } from "../../../domain/language.ts";
import { BudgetCache } from "./cache.ts";
import { buildProductDocs, projectFields, type ProductDoc } from "./products.ts";
import type { ReferenceData } from "./reference.ts";
import type { DeliveryRules } from "../../../domain/delivery-rules.ts";

type Built = { json: Buffer; at: number };

/** The product id a cache key starts with (`{id}:{day}:{lang}…`). */
const productOf = (key: string) => Number(key.slice(0, key.indexOf(":")));

/**
 * A document's JSON as UTF-8, in memory of its own: `Buffer.from` puts anything under 4 kB (most documents) in a shared
 * 8 kB slab, and a cached document would keep its whole slab alive, memory the budget does not count.
 */
function utf8(doc: object): Buffer {
  const json = JSON.stringify(doc);
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

/** A document back from its UTF-8 JSON. */
export const parseDocument = (bytes: Buffer) => JSON.parse(bytes.toString()) as ProductDoc;

/** how long a product's drop is remembered (longer than any document build takes) */
const FORGET_DROPS_MS = 60_000;

export class ProductDocuments {
  private readonly db: Pick<Database, "query">;
  private readonly ref: ReferenceData;
  private readonly cache: BudgetCache<Buffer>;
  private readonly pending = new Map<string, Promise<Built | undefined>>();
  /** the delivery terms now (the catalogue drops the documents when they change) */
  private readonly terms: () => DeliveryRules;
  private readonly bestsellers: number | undefined;
  /** when the cache was last cleared, and when each recently dropped product was dropped (see `older`) */
  private clearedAt = Number.NEGATIVE_INFINITY;
  private readonly droppedAt = new Map<number, number>();

  constructor(db: Pick<Database, "query">, ref: ReferenceData, opts: { maxBytes: number; ttlMs: number; terms: () => DeliveryRules; bestsellers?: number }) {
    this.db = db;
    this.ref = ref;
    this.terms = opts.terms;
    this.bestsellers = opts.bestsellers;
    // Admission by frequency: a pass over more products than the budget holds (a crawler, a shopper paging through
    // a whole category) would otherwise evict every document shoppers ask for again (docs/decisions/2026-11-27-document-cache.md).
    this.cache = new BudgetCache({ ...opts, admission: true });
  }

  get enabled(): boolean {
    return this.cache.enabled;
  }

  clear(): void {
    this.cache.clear();
    this.clearedAt = Date.now();
  }

  /**
   * Forgets the documents of these products (their stock moved). A build that started before this call may have read
   * the old data: what it returns is still answered, but not kept.
   */
  drop(ids: readonly number[]): void {
    if (ids.length === 0) return;
    const now = Date.now();
    for (const [id, at] of this.droppedAt) if (now - at > FORGET_DROPS_MS) this.droppedAt.delete(id);
    for (const id of ids) this.droppedAt.set(id, now);
    const gone = new Set(ids);
    this.cache.deleteWhere((key) => gone.has(productOf(key)));
  }

  /** Whether any of these products' documents as read at `at` may be older than a drop (or a clear) since. */
  anyOlder(ids: readonly number[], at: number): boolean {
    return ids.some((id) => this.older(id, at));
  }

  /** Whether a document of `id` built from data read at `at` may be older than a drop (or a clear) since. */
  private older(id: number, at: number): boolean {
    return at <= this.clearedAt || at <= (this.droppedAt.get(id) ?? Number.NEGATIVE_INFINITY);
  }

  /**
   * Documents for ids, in order (missing ids are skipped), as UTF-8 JSON projected when fields are given,
   * with the time the oldest of them was read.
   */
  async json(ids: number[], now: Date, day: string, lang: Language, include?: string[], exclude?: string[]): Promise<{ items: Buffer[]; created: number }> {
    const projected = Boolean(include?.length || exclude?.length);
    const project = (json: Buffer) => (projected ? utf8(projectFields(parseDocument(json), include, exclude)) : json);
    const started = Date.now();
    if (!this.cache.enabled)
      return {
        items: (await buildProductDocs(this.db, this.ref, ids, now, this.terms(), lang, this.bestsellers)).map((d) =>
          projected ? utf8(projectFields(d, include, exclude)) : utf8(d),
        ),
        created: started,
      };
    // One document per language: the same product in English must never be served from the Polish entry.
    const slot = `${day}:${lang}`;
    const view = projected ? `:${JSON.stringify([include ?? [], exclude ?? []])}` : "";
    const store = (key: string, json: Buffer, at: number) => {
      if (!this.older(productOf(key), at)) this.cache.set(key, json, json.length, at);
      return json;
    };
    let created = started;
    const found = new Map<number, Buffer>();
    const use = (id: number, full: Buffer, when: number) => {
      created = Math.min(created, when);
      found.set(id, projected ? store(`${id}:${slot}${view}`, project(full), when) : full);
    };
    const missing: number[] = [];
    for (const id of ids) {
      const shaped = projected ? this.cache.entry(`${id}:${slot}${view}`) : undefined;
      const full = shaped ? undefined : this.cache.entry(`${id}:${slot}`);
      if (shaped) {
        created = Math.min(created, started - shaped.age);
        found.set(id, shaped.value);
      } else if (full) use(id, full.value, started - full.age);
      else missing.push(id);
    }
    if (missing.length) await this.build(missing, now, day, lang, store, use);
    return { items: ids.flatMap((id) => found.get(id) ?? []), created };
  }

  /** Builds missing documents; concurrent requests for the same cold page share one build of each (no thundering herd). */
  private async build(
    missing: number[],
    now: Date,
    day: string,
    lang: Language,
    store: (key: string, json: Buffer, at: number) => Buffer,
    use: (id: number, json: Buffer, at: number) => void,
  ) {
    const waits: Promise<void>[] = [];
    const toBuild = missing.filter((id) => {
      const pending = this.pending.get(`${id}:${day}:${lang}`);
      if (pending) waits.push(pending.then((d) => void (d && use(id, d.json, d.at))));
      return !pending;
    });
    if (toBuild.length) {
      const at = Date.now();
      const built = buildProductDocs(this.db, this.ref, toBuild, now, this.terms(), lang, this.bestsellers).then(
        (docs) => new Map(docs.map((d): [number, Built] => [d.id, { json: store(`${d.id}:${day}:${lang}`, utf8(d), at), at }])),
      );
      for (const id of toBuild) {
        const key = `${id}:${day}:${lang}`;
        const forget = () => void this.pending.delete(key);
        const one = built.then((m) => m.get(id));
        one.catch(() => undefined); // a failed build is reported to the requests that wait for it
        this.pending.set(key, one);
        built.then(forget, forget);
      }
      waits.push(
        built.then((m) => {
          for (const id of toBuild) if (m.has(id)) use(id, m.get(id)!.json, at);
        }),
      );
    }
    await Promise.all(waits);
  }
}
