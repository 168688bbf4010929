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

/**
 * A document read when it has lived this share of its time to live is built again in the background, while the
 * old one still answers (docs/decisions/2026-11-27-document-cache.md, "Built again before they expire"): shoppers do not
 * wait for the documents a page keeps showing, and those built together do not all expire in the same second.
 */
export const REFRESH_AFTER = 0.8;
/** documents built again per statement in the background: a batch blocks the event loop about 0.25 ms a document */
export const REFRESH_BATCH = 32;

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
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** documents to build again before they expire, by `{day}:{lang}`, each with the time to ask for */
  private readonly due = new Map<string, { day: string; lang: Language; now: Date; ids: Set<number> }>();
  /** the background builds' chain (one batch at a time); undefined while nothing is due */
  private refreshing: Promise<void> | undefined;
  /** documents built again in the background (their readers did not wait) */
  refreshed = 0;

  constructor(
    db: Pick<Database, "query">,
    ref: ReferenceData,
    opts: { maxBytes: number; ttlMs: number; terms: () => DeliveryRules; bestsellers?: number; now?: () => number },
  ) {
    this.db = db;
    this.ref = ref;
    this.terms = opts.terms;
    this.bestsellers = opts.bestsellers;
    this.ttlMs = opts.ttlMs;
    this.now = opts.now ?? Date.now;
    // Admission by frequency: a pass over more products than the budget holds (a crawler, a shopper paging through
    // a whole category) would otherwise evict every document shoppers ask for again (docs/decisions/2026-11-27-document-cache.md).
    this.cache = new BudgetCache({ ...opts, admission: true });
  }

  get enabled(): boolean {
    return this.cache.enabled;
  }

  clear(): void {
    this.cache.clear();
    this.due.clear();
    this.clearedAt = this.now();
  }

  /**
   * Forgets the documents of these products (their stock moved). A build that started before this call may have read
   * the old data: what it returns is still answered, but not kept.
   */
  drop(ids: readonly number[]): void {
    if (ids.length === 0) return;
    const now = this.now();
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
    const started = this.now();
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
    const store = this.keep;
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
        // the full document built again: once the projection expires, it is cut from that, with no statement
        if (shaped.age >= this.ttlMs * REFRESH_AFTER) this.refreshLater(id, now, day, lang);
      } else if (full) {
        use(id, full.value, started - full.age);
        if (full.age >= this.ttlMs * REFRESH_AFTER) this.refreshLater(id, now, day, lang);
      } else missing.push(id);
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
      const at = this.now();
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

  /** Resolves once the documents due to be built again in the background are built (for tests). */
  async settled(): Promise<void> {
    await this.refreshing;
  }

  /** Keeps a built document unless its product was dropped (or the cache cleared) since its data was read at `at`. */
  private readonly keep = (key: string, json: Buffer, at: number): Buffer => {
    if (!this.older(productOf(key), at)) this.cache.set(key, json, json.length, at);
    return json;
  };

  /** Builds `id`'s document again soon, in the background, unless it is being built already. */
  private refreshLater(id: number, now: Date, day: string, lang: Language) {
    if (this.pending.has(`${id}:${day}:${lang}`)) return;
    const group = `${day}:${lang}`;
    let due = this.due.get(group);
    if (!due) {
      due = { day, lang, now, ids: new Set() };
      this.due.set(group, due);
    }
    due.now = now; // built as of the latest reader's time
    due.ids.add(id);
    this.startRefreshing();
  }

  /** Starts the background builds unless they are running (and again when some fell due as they ended). */
  private startRefreshing() {
    this.refreshing ??= this.refreshDue().finally(() => {
      this.refreshing = undefined;
      if (this.due.size > 0) this.startRefreshing();
    });
  }

  /** Builds the due documents, a batch at a time (each batch through `build`, so a reader meanwhile shares it). */
  private async refreshDue(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve)); // the reads of this turn of the event loop join the batch
    for (let group = this.due.values().next(); !group.done; group = this.due.values().next()) {
      const { day, lang, now, ids } = group.value;
      const batch: number[] = [];
      for (const id of ids) {
        if (batch.length === REFRESH_BATCH) break;
        batch.push(id);
      }
      for (const id of batch) ids.delete(id);
      if (ids.size === 0) this.due.delete(`${day}:${lang}`);
      try {
        await this.build(batch, now, day, lang, this.keep, () => void this.refreshed++);
      } catch {
        // the old documents answer until they expire; the next read past REFRESH_AFTER asks again
      }
    }
  }
}
