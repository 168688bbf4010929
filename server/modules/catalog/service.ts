/**
 * The catalogue: search and listings, single products, categories, attributes, tax rules, stock,
 * prices and the Omnibus lowest prices. Used by the API routes and by the storefront's loaders. The shop's labels
 * (category names and texts, attribute and option labels, subscription, bundle and download options) answer in the
 * language asked for, Polish by default and where a translation is missing; every cache below is per language
 * (docs/decisions/2026-11-26-catalogue-translations.md).
 */
import type { CategoryDoc } from "../../../contract/catalog.ts";
import type { Database } from "../../db/client.ts";
import { runningInTransaction, type InTransaction } from "../../db/in-transaction.ts";
import { DEFAULT_CATALOG_CACHE_MB, type Config } from "../../config.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { FILTER_NAMES, PRICE_RANGES, type PriceRange } from "../../../domain/catalog-query.ts";
import { formatPrice, fromGrosze } from "../../../domain/money.ts";
import { warsawDay, isSpecialPriceActive, priceFields } from "../../../domain/pricing.ts";
import { lowestPriceInLast30Days, priceReduction } from "../../../domain/omnibus.ts";
import { MAIN_CATEGORY_ID, ROOT_CATEGORY_ID } from "../../../domain/category.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../domain/language.ts";
import { BudgetCache, CatalogVersion, stringBytes } from "./cache.ts";
import { parseDocument, ProductDocuments } from "./documents.ts";
import { SearchResults, type CachedRow, type SearchRow } from "./search-results.ts";
import { ReferenceData, attributesIn, categoryKind, categorySlug, categoryTexts, type CategoryRow, type LocalAttribute } from "./reference.ts";
import { buildSearchSql, searchKey, type ProductSearchSql } from "./search-sql.ts";
import { SearchIndex, type SearchIndexApi } from "./search-index/index.ts";
import { SearchIndexThread } from "./search-index/thread.ts";
import {
  createCategory,
  moveCategory,
  renameCategory,
  saveAttributeOption,
  setCategoryVisibility,
  staffAttributes,
  staffCategoryTree,
  updateAttribute,
} from "./categories-admin.ts";
import { addProductMedia, deleteProductMedia, labelProductMedia, orderProductMedia, productMedia } from "./media-admin.ts";
import { exportCatalogueCsv, runCatalogueImport, type ImportReport } from "./import.ts";
import { lowStock, staffProduct, staffProducts, updateStaffProduct, type StaffProduct, type StaffProductPatch, type StaffProductQuery } from "./back-office.ts";
import { QueryLemmas } from "./query-lemmas.ts";
import { DEFAULT_POPULARITY, Popularity } from "./popularity.ts";
import { BRAND_COLUMN, brandPaths, findBrand, type BrandRow } from "./brands.ts";
import type { BrandKind } from "../../../domain/brand.ts";
import { checkSearch, type CategoryRefusal, type SearchInput, type SearchRefusal } from "./search-input.ts";
import { deliveryRules, fixedRules, type DeliveryRules, type DeliveryRulesSource } from "../../../domain/delivery-rules.ts";
import { expandTermsText } from "../../../domain/terms-text.ts";
import { buildProductDocs, loadPriceHistory, loadProductRows, priceSource, projectFields, stockDoc, type ProductDoc } from "./products.ts";

export type { SearchInput, SearchRefusal } from "./search-input.ts";

type CatalogConfig = Pick<Config, "CATALOG_SHOW_OUT_OF_STOCK" | "CATALOG_CHILD_TO_PARENT"> &
  Partial<
    Pick<
      Config,
      | "CATALOG_SEARCH_CACHE_SECONDS"
      | "CATALOG_DOCUMENT_CACHE_SECONDS"
      | "CATALOG_CACHE_MB"
      | "CATALOG_SEARCH_INDEX"
      | "CATALOG_SEARCH_THREAD"
      | "CATALOG_SEARCH_THREADS"
      | "CART_FREE_SHIPPING_THRESHOLD"
      | "POPULARITY_HALF_LIFE_DAYS"
      | "POPULARITY_FLUSH_SECONDS"
      | "POPULARITY_BESTSELLERS"
    >
  >;
export interface CatalogCacheOptions {
  /** how often (ms) a process reads the catalogue and stock versions; default 1000 */
  versionCheckMs?: number;
}
export interface Bucket {
  key: string | number;
  label: string;
  count: number;
  from?: number | null;
  to?: number | null;
  swatch?: string | null;
}
export interface SearchResult {
  items: ProductDoc[];
  total: number;
  perPage: number;
  start: number;
  sort: string;
  aggregations: Record<string, { buckets: Bucket[] }>;
  attributeMetadata: {
    attribute_id: number;
    attribute_code: string;
    frontend_label: string;
    frontend_input: string;
    is_comparable: boolean;
    is_user_defined: boolean;
    is_visible: boolean;
    options: { value: number; label: string; swatch: string | null }[];
  }[];
}

export class CatalogService {
  readonly ref: ReferenceData;
  private readonly db: Database;
  private readonly config: CatalogConfig;
  /** the delivery terms product and category texts state (their placeholders: domain/terms-text.ts) */
  private readonly terms: DeliveryRulesSource;
  private readonly clock: () => Date;
  private readonly ttlMs: number;
  /** how long a built document (and a word's lemmas) may be reused; 0: built every time */
  private readonly docsTtlMs: number;
  /** search SQL results (ids, total, buckets) by statement; refreshed ahead of expiry while in use */
  private readonly hits: SearchResults;
  /** query words' Polish lemmas (./query-lemmas.ts) */
  private readonly lemmas: QueryLemmas;
  /** product documents as JSON text */
  private readonly docs: ProductDocuments;
  /** product id (and its parent's, for a child that redirects) by sku or url_path */
  private readonly productKeys: BudgetCache<ProductKey>;
  /** whole search answers (UTF-8), valid while their search result is the current one */
  private readonly bodies: BudgetCache<{ row: SearchRow; body: Buffer }>;
  private readonly version: CatalogVersion;
  /** searches and listings answered in the process (./search-index); null: the statement answers */
  readonly searchIndex: SearchIndexApi | null;
  /** Counted views and sales (popularity.ts): views are recorded here by the storefront, sales by the order's events. */
  readonly popularity: Popularity;

  constructor(db: Database, config: CatalogConfig, clock: () => Date = () => new Date(), cacheOptions: CatalogCacheOptions = {}, terms?: DeliveryRulesSource) {
    this.db = db;
    this.config = config;
    this.ref = new ReferenceData(db);
    this.clock = clock;
    this.ttlMs = (config.CATALOG_SEARCH_CACHE_SECONDS ?? 0) * 1000;
    this.docsTtlMs = (config.CATALOG_DOCUMENT_CACHE_SECONDS ?? config.CATALOG_SEARCH_CACHE_SECONDS ?? 0) * 1000;
    const budget = (config.CATALOG_CACHE_MB ?? DEFAULT_CATALOG_CACHE_MB) * 1024 * 1024;
    this.terms = terms ?? fixedRules(deliveryRules(config.CART_FREE_SHIPPING_THRESHOLD));
    this.popularity = new Popularity(
      db,
      {
        halfLifeDays: config.POPULARITY_HALF_LIFE_DAYS ?? DEFAULT_POPULARITY.halfLifeDays,
        flushSeconds: config.POPULARITY_FLUSH_SECONDS ?? DEFAULT_POPULARITY.flushSeconds,
        bestsellers: config.POPULARITY_BESTSELLERS ?? DEFAULT_POPULARITY.bestsellers,
      },
      clock,
    );
    this.docs = new ProductDocuments(db, this.ref, {
      // the answers' and results' shares too when those caches are off (they would keep nothing)
      maxBytes: budget * (this.ttlMs > 0 ? 0.55 : 1),
      ttlMs: this.docsTtlMs,
      terms: () => this.terms.current,
      bestsellers: this.popularity.settings.bestsellers,
    });
    this.bodies = new BudgetCache({ maxBytes: budget * 0.2, ttlMs: this.ttlMs });
    this.hits = new SearchResults(db, { maxBytes: budget * 0.2, ttlMs: this.ttlMs });
    this.productKeys = new BudgetCache({ maxBytes: budget * 0.05, ttlMs: this.ttlMs });
    // kept while the catalogue version holds (checked below whenever either cache is on)
    this.lemmas = new QueryLemmas(db, this.ttlMs > 0 || this.docsTtlMs > 0);
    const versionCheckMs = cacheOptions.versionCheckMs ?? 1000;
    // A search may take the index as a read of its change log begun up to versionCheckMs before (the staleness these
    // caches already allow another process's writes); with nothing cached, every search reads it. This process's own
    // catalogue writes end the window (invalidate). docs/decisions/2026-11-29-search-index-freshness.md
    const freshForMs = this.ttlMs > 0 || this.docsTtlMs > 0 ? versionCheckMs : 0;
    // in worker threads of this process unless CATALOG_SEARCH_THREAD=false (docs/decisions/2026-11-28-search-thread.md)
    this.searchIndex =
      config.CATALOG_SEARCH_INDEX === false
        ? null
        : config.CATALOG_SEARCH_THREAD === false
          ? new SearchIndex(db, { freshForMs })
          : new SearchIndexThread(db, config.CATALOG_SEARCH_THREADS ?? 1, { freshForMs });
    this.version = new CatalogVersion(db, {
      checkEveryMs: versionCheckMs,
      onChange: ({ catalog, stock, allStock }) => {
        // A stock move drops only its products' documents, and the answers whose page shows one of them.
        if (!catalog && !allStock) {
          const moved = new Set(stock);
          this.docs.drop(stock);
          this.bodies.deleteWhere((_, answer) => answer.row.ids.some((id) => moved.has(id)));
          return;
        }
        this.bodies.clear();
        this.docs.clear();
        this.productKeys.clear();
        if (catalog) {
          this.hits.markStale();
          this.lemmas.clear();
          this.ref.categories.invalidate();
          this.ref.attributes.invalidate();
          this.ref.taxRules.invalidate();
        }
      },
    });
  }

  /** Drops cached documents when another process (or this one) wrote the catalogue or stock. */
  private async fresh(): Promise<void> {
    // The delivery terms the texts state (the delivery module checks them about once a second): built documents and
    // answers with the old figures are dropped when they moved.
    const terms = this.terms.current;
    if ((await this.terms.fresh()) !== terms) {
      this.docs.clear();
      this.bodies.clear();
    }
    if (this.ttlMs > 0 || this.docsTtlMs > 0) await this.version.check();
  }

  /** Product documents for ids, in order, as UTF-8 JSON (projected when fields are given), with the oldest one's time. */
  private docJson(ids: number[], now: Date, lang: Language, include?: string[], exclude?: string[]): Promise<{ items: Buffer[]; created: number }> {
    return this.docs.json(ids, now, warsawDay(now), lang, include, exclude);
  }

  /** Product documents for ids, in order, as objects (frozen when they come from the cache, as before). */
  private async productDocs(ids: number[], now: Date, lang: Language): Promise<ProductDoc[]> {
    if (!this.docs.enabled) return buildProductDocs(this.db, this.ref, ids, now, this.terms.current, lang, this.popularity.settings.bestsellers);
    return (await this.docJson(ids, now, lang)).items.map((json) => Object.freeze(parseDocument(json)));
  }

  /** The back office: products by sku prefix or name words, with status and type filters, one page (back-office.ts). */
  staffProducts(q: StaffProductQuery) {
    return staffProducts(this.db, q);
  }

  async staffProduct(id: number): Promise<Outcome<StaffProduct, "PRODUCT_NOT_FOUND">> {
    const p = await staffProduct(this.db, id);
    return p ? accept(p) : refuse("PRODUCT_NOT_FOUND", `There is no product ${id}.`);
  }

  /**
   * The back office changes a product's prices, window, stock or visibility; this process's caches follow at once.
   * Each back-office change below runs the caller's `inTransaction` (its audit row) in the change's own transaction
   * (docs/decisions/2026-11-26-audit-atomic.md).
   */
  async updateProduct(id: number, patch: StaffProductPatch, inTransaction?: InTransaction) {
    const outcome = await updateStaffProduct(runningInTransaction(this.db, inTransaction), id, patch, this.clock());
    if (outcome.ok) this.invalidate();
    return outcome;
  }

  /** Enabled simple products with managed stock at or below `threshold` (the back office's dashboard). */
  lowStock(threshold: number, limit: number) {
    return lowStock(this.db, threshold, limit);
  }

  /** The whole catalogue as CSV text, streamed in chunks (import.ts). */
  exportCsv(): AsyncGenerator<string> {
    return exportCatalogueCsv(this.db);
  }

  /**
   * The CSV import (import.ts): every row checked, then all applied in one transaction through the panel's own edit
   * (the Omnibus history follows), or nothing. The listing index and this process's caches follow an applied file.
   */
  async importCsv(text: string, inTransaction?: InTransaction): Promise<ImportReport> {
    const report = await runCatalogueImport(this.db, text, this.clock(), inTransaction);
    if (report.applied && report.changed > 0) this.invalidate();
    return report;
  }

  // ---- the back office's category tree and attribute options (categories-admin.ts) ----

  staffCategories() {
    return staffCategoryTree(this.db);
  }

  createCategory(input: Parameters<typeof createCategory>[1], inTransaction?: InTransaction) {
    return this.dropCachesAfter(createCategory(runningInTransaction(this.db, inTransaction), input));
  }

  renameCategory(id: number, input: Parameters<typeof renameCategory>[2], inTransaction?: InTransaction) {
    return this.dropCachesAfter(renameCategory(runningInTransaction(this.db, inTransaction), id, input));
  }

  setCategoryVisibility(id: number, input: Parameters<typeof setCategoryVisibility>[2], inTransaction?: InTransaction) {
    return this.dropCachesAfter(setCategoryVisibility(runningInTransaction(this.db, inTransaction), id, input));
  }

  moveCategory(id: number, input: Parameters<typeof moveCategory>[2], inTransaction?: InTransaction, onMoved?: Parameters<typeof moveCategory>[3]) {
    return this.dropCachesAfter(moveCategory(runningInTransaction(this.db, inTransaction), id, input, onMoved));
  }

  staffAttributes() {
    return staffAttributes(this.db);
  }

  updateAttribute(id: number, input: Parameters<typeof updateAttribute>[2], inTransaction?: InTransaction) {
    return this.dropCachesAfter(updateAttribute(runningInTransaction(this.db, inTransaction), id, input));
  }

  saveAttributeOption(attributeId: number, input: Parameters<typeof saveAttributeOption>[2], inTransaction?: InTransaction) {
    return this.dropCachesAfter(saveAttributeOption(runningInTransaction(this.db, inTransaction), attributeId, input));
  }

  // ---- a product's images (media-admin.ts) ----

  productMedia(productId: number) {
    return productMedia(this.db, productId);
  }

  addProductMedia(productId: number, file: string, label: string | null, inTransaction?: InTransaction) {
    return this.dropCachesAfter(addProductMedia(runningInTransaction(this.db, inTransaction), productId, file, label));
  }

  labelProductMedia(productId: number, mediaId: number, label: string | null, inTransaction?: InTransaction) {
    return this.dropCachesAfter(labelProductMedia(runningInTransaction(this.db, inTransaction), productId, mediaId, label));
  }

  orderProductMedia(productId: number, ids: number[], inTransaction?: InTransaction) {
    return this.dropCachesAfter(orderProductMedia(runningInTransaction(this.db, inTransaction), productId, ids));
  }

  deleteProductMedia(productId: number, mediaId: number, inTransaction?: InTransaction) {
    return this.dropCachesAfter(deleteProductMedia(runningInTransaction(this.db, inTransaction), productId, mediaId));
  }

  private async dropCachesAfter<T extends { ok: boolean }>(change: Promise<T>): Promise<T> {
    const outcome = await change;
    if (outcome.ok) this.invalidate();
    return outcome;
  }

  /** Forget cached search results, e.g. after catalogue writes in this process. */
  invalidate(): void {
    this.hits.clear();
    this.lemmas.clear();
    this.docs.clear();
    this.bodies.clear();
    this.productKeys.clear();
    this.ref.categories.invalidate();
    this.ref.attributes.invalidate();
    this.ref.taxRules.invalidate();
    this.searchIndex?.stale();
  }

  /** A search or listing with its product documents as objects (the storefront's loaders). */
  async search(input: SearchInput): Promise<Outcome<SearchResult, SearchRefusal>> {
    const result = await this.searchResult(input);
    if (!result.ok) return result;
    const { ids, now, rest } = result.value;
    const lang = documentLanguage(input);
    if (this.docs.enabled && (input.includeFields?.length || input.excludeFields?.length)) {
      // The cached projection (e.g. the storefront's tile fields): a fraction of the full document to parse.
      const { items } = await this.docJson(ids, now, lang, input.includeFields, input.excludeFields);
      return accept({ items: items.map(parseDocument), ...rest });
    }
    const docs = await this.productDocs(ids, now, lang);
    return accept({ items: docs.map((d) => projectFields(d, input.includeFields, input.excludeFields)), ...rest });
  }

  /**
   * The same search as the API's JSON envelope, assembled from the cached JSON text of each document:
   * a hot listing is neither rebuilt nor re-serialised.
   */
  async searchJson(input: SearchInput): Promise<Outcome<Buffer, SearchRefusal>> {
    const result = await this.searchResult(input);
    if (!result.ok) return result;
    const { ids, now, rest, metadataJson, row } = result.value;
    // The language too: the same search answers other labels (and other product documents) in another language.
    const key = `${row.key}|${rest.sort}|${input.lang ?? DEFAULT_LANGUAGE}|${JSON.stringify([input.includeFields ?? [], input.excludeFields ?? []])}`;
    const hit = this.bodies.get(key);
    if (hit && hit.row === row.value) return accept(hit.body);
    const { items, created } = await this.docJson(ids, now, documentLanguage(input), input.includeFields, input.excludeFields);
    // The documents' bytes copied in as they are (not decoded and encoded again), between the envelope's.
    const parts: Buffer[] = [ITEMS_OPEN];
    for (const item of items) {
      if (parts.length > 1) parts.push(COMMA);
      parts.push(item);
    }
    // the same bytes as JSON.stringify(rest), the attributes' part (the same for every search in a language) as kept
    const { attributeMetadata: _, ...counted } = rest;
    parts.push(Buffer.from(`],${JSON.stringify(counted).slice(1, -1)},"attributeMetadata":`), metadataJson, CLOSE, CLOSE);
    const body = Buffer.concat(parts);
    // An answer whose documents were read before one of them was dropped (its stock moved meanwhile) is not kept.
    if (!this.docs.anyOlder(ids, created)) this.bodies.set(key, { row: row.value, body }, body.length, Math.min(created, row.created));
    return accept(body);
  }

  private async searchResult(
    input: SearchInput,
  ): Promise<Outcome<{ ids: number[]; now: Date; rest: Omit<SearchResult, "items">; metadataJson: Buffer; row: CachedRow }, SearchRefusal>> {
    const now = this.clock();
    await this.fresh();
    const checked = await checkSearch(
      input,
      () => this.ref.attributes.get(),
      (key) => this.findCategory(key),
    );
    if (!checked.ok) return checked;
    const { paging, terms, category, filters, priceRanges, sort } = checked.value;
    // Labels in the language asked for (the checks above match option labels as the catalogue writes them).
    const lang = input.lang ?? DEFAULT_LANGUAGE;
    const attributes = attributesIn(checked.value.attributes, lang);
    const filterAttributes = checked.value.filterAttributes.flatMap((a) => attributes.get(a.attribute_code) ?? []);

    const query: ProductSearchSql = {
      terms,
      lemmas: terms?.terms.length ? await this.lemmas.of(terms.terms) : undefined,
      categoryId: category?.id,
      filters,
      priceRanges,
      // A "Promocje" list (sale_only) lists what the sale flag lists: today's reductions (domain/omnibus.ts).
      sale: (input.sale ?? false) || category?.sale_only === true,
      bestsellery: input.bestsellery ?? false,
      bestsellers: this.popularity.settings.bestsellers,
      news: input.new ?? false,
      typeIds: input.type,
      skus: input.skus,
      brand: input.brand ? { column: BRAND_COLUMN[input.brand.kind], names: input.brand.names } : undefined,
      includeOutOfStock: this.config.CATALOG_SHOW_OUT_OF_STOCK,
      sort: sort === "relevance" && !terms ? "latest" : sort,
      start: paging.start,
      size: paging.size,
      today: warsawDay(now),
      aggregate: input.aggregations !== false,
    };
    const index = this.searchIndex;
    const cached = await this.hits.get(searchKey(query), () => buildSearchSql(query), index ? () => index.search(query) : undefined);
    const row = cached.value;

    const aggregations: SearchResult["aggregations"] = {};
    if (input.aggregations !== false) {
      const optionOwner = new Map(filterAttributes.flatMap((a) => a.options.map((o) => [o.value, { a, o }] as const)));
      for (const a of filterAttributes) aggregations[a.attribute_code] = { buckets: [] };
      for (const [optionId, count] of row.option_buckets) {
        const owner = optionOwner.get(optionId);
        if (owner) aggregations[owner.a.attribute_code]?.buckets.push({ key: optionId, label: owner.o.label, count, swatch: owner.o.swatch });
      }
      for (const [code, agg] of Object.entries(aggregations)) {
        const a = attributes.get(code);
        const order = new Map(a?.options.map((o, i) => [o.value, i]));
        agg.buckets.sort((x, y) => (order.get(x.key as number) ?? 0) - (order.get(y.key as number) ?? 0));
      }
      aggregations.price = {
        buckets: PRICE_RANGES.flatMap((r, i) => {
          const count = row.price_buckets.find(([b]) => b === i)?.[1] ?? 0;
          return [{ key: r.key, label: priceRangeLabel(r, lang), from: fromGrosze(r.from), to: r.to === null ? null : fromGrosze(r.to), count }];
        }),
      };
    }
    const metadata = attributeMetadata(attributes);
    const rest = { total: row.total, perPage: paging.size, start: paging.start, sort, aggregations, attributeMetadata: metadata.list };
    return accept({ ids: row.ids, now, rest, metadataJson: metadata.json, row: cached });
  }

  /**
   * One product by sku or url_path. Disabled products (status ≥ 2) are not found. A product that is not
   * visible individually (visibility 1) resolves to its configurable parent when configured, which the
   * caller turns into a 301; otherwise it is not found.
   */
  async product(key: ProductLookup): Promise<Outcome<ProductFound, ProductRefusal>> {
    const found = await this.lookUp(key);
    return found.ok ? this.documentsOf(found.value) : found;
  }

  /** The API's answer for one product: its JSON envelope from the cached document text, or where to redirect. */
  async productJson(key: ProductLookup): Promise<Outcome<{ json: Buffer } | { redirectTo: { url_path: string; sku: string } }, ProductRefusal>> {
    const found = await this.lookUp(key);
    if (!found.ok) return found;
    const { id, sku, parentId, now } = found.value;
    if (parentId !== undefined) {
      const docs = await this.documentsOf(found.value);
      if (!docs.ok) return docs;
      const redirectTo = docs.value.redirectTo!;
      return accept({ redirectTo: { url_path: String(redirectTo.url_path), sku: redirectTo.sku } });
    }
    const [json] = (await this.docJson([id], now, key.lang ?? DEFAULT_LANGUAGE)).items;
    if (json === undefined) return refuse("PRODUCT_NOT_FOUND", noProduct(sku));
    return accept({ json: Buffer.concat([RESULT_OPEN, json, CLOSE]) });
  }

  /** The product a key names, resolved against a fresh catalogue, with the time its documents are built for. */
  private async lookUp(key: ProductLookup): Promise<Outcome<ProductKey & { now: Date; lang: Language }, ProductRefusal>> {
    const now = this.clock();
    await this.fresh();
    const resolved = await this.resolveProduct(key);
    return resolved.ok ? accept({ ...resolved.value, now, lang: key.lang ?? DEFAULT_LANGUAGE }) : resolved;
  }

  /** The document of a resolved product, and its parent's for a child sold through it. */
  private async documentsOf(found: ProductKey & { now: Date; lang: Language }): Promise<Outcome<ProductFound, ProductRefusal>> {
    if (found.parentId !== undefined) {
      const [parentDoc, childDoc] = await this.productDocs([found.parentId, found.id], found.now, found.lang);
      if (!parentDoc || !childDoc || parentDoc.id !== found.parentId) return refuse("PRODUCT_NOT_FOUND", `The product "${found.sku}" is not available.`);
      return accept({ product: childDoc, redirectTo: parentDoc });
    }
    const [doc] = await this.productDocs([found.id], found.now, found.lang);
    if (!doc) return refuse("PRODUCT_NOT_FOUND", noProduct(found.sku));
    return accept({ product: doc });
  }

  /**
   * The product a sku or url_path names. Disabled products (status ≥ 2) are not found. A product that is not
   * visible individually (visibility 1) resolves to its configurable parent when configured, which the
   * caller turns into a 301; otherwise it is not found. Found answers are reused while the catalogue is unchanged.
   */
  private async resolveProduct(key: ProductLookup): Promise<Outcome<ProductKey, ProductRefusal>> {
    const cacheKey = key.sku ? `s:${key.sku}` : key.urlPath ? `u:${stripPath(key.urlPath)}` : undefined;
    if (cacheKey === undefined) return refuse("SEARCH_KEY_MISSING", "Please provide the search key (sku or url_path) for product/single action!");
    const cached = this.productKeys.get(cacheKey);
    if (cached) return accept(cached);
    const [row] = await this.db.query<{ id: number; sku: string; status: number; visibility: number }>(
      `SELECT p.id, p.sku, p.status, p.visibility FROM products p WHERE ${key.sku ? "p.sku = $1" : "p.url_path = $1"}`,
      [key.sku ? key.sku : stripPath(key.urlPath!)],
    );
    if (!row || row.status >= 2) return refuse("PRODUCT_NOT_FOUND", key.sku ? noProduct(key.sku) : `There is no product at "${key.urlPath}".`);
    let found: ProductKey = { id: row.id, sku: row.sku };
    if (row.visibility === 1) {
      const [parent] = this.config.CATALOG_CHILD_TO_PARENT
        ? await this.db.query<{ id: number; status: number; visibility: number }>(
            `SELECT p.id, p.status, p.visibility FROM product_super_links l JOIN products p ON p.id = l.parent_id WHERE l.child_id = $1 ORDER BY p.id LIMIT 1`,
            [row.id],
          )
        : [];
      if (!parent || parent.status >= 2 || parent.visibility === 1) return refuse("PRODUCT_NOT_FOUND", `The product "${row.sku}" is not sold on its own.`);
      found = { ...found, parentId: parent.id };
    }
    this.productKeys.set(cacheKey, found, stringBytes(cacheKey) + stringBytes(found.sku) + 64);
    return accept(found);
  }

  /** An author or publisher with listed products by its page's slug (brands.ts); NOT_FOUND otherwise. */
  async brand(kind: BrandKind, slug: string): Promise<Outcome<BrandRow, "NOT_FOUND">> {
    const found = await findBrand(this.db, kind, slug);
    return found ? accept(found) : refuse("NOT_FOUND", `No ${kind} has the page "${slug}".`);
  }

  /** The pages of those of `names` that are authors or publishers with listed products (name → path). */
  brandPaths(kind: BrandKind, names: string[]): Promise<Map<string, string>> {
    return brandPaths(this.db, kind, names);
  }

  /** An active category by id (above the root), slug, url_path or url_key. */
  async findCategory(key: number | string): Promise<Outcome<CategoryRow, CategoryRefusal>> {
    const tree = await this.ref.categories.get();
    let category: CategoryRow | undefined;
    if (typeof key === "number" || /^\d+$/.test(key)) {
      const id = Number(key);
      if (id <= ROOT_CATEGORY_ID)
        return refuse("CATEGORY_BELOW_ROOT", `Category ${id} is the root or below it; ask for a category under the main category ${MAIN_CATEGORY_ID}.`);
      category = tree.byId.get(id);
    } else {
      category = tree.bySlug.get(key) ?? tree.byUrlPath.get(stripPath(key)) ?? tree.byUrlKey.get(key);
    }
    if (!category?.is_active) return refuse("CATEGORY_NOT_FOUND", `Category query returned empty result: there is no category "${key}".`);
    return accept(category);
  }

  /** An active category by its url_path only (the URL map). */
  async categoryByUrlPath(urlPath: string): Promise<Outcome<CategoryRow, "CATEGORY_NOT_FOUND">> {
    const tree = await this.ref.categories.get();
    const category = tree.byUrlPath.get(stripPath(urlPath));
    if (!category?.is_active) return refuse("CATEGORY_NOT_FOUND", `Category query returned empty result: url_path = ${urlPath}.`);
    return accept(category);
  }

  /**
   * The category tree from `rootId`, `depth` levels deep, named in `lang`. Built once per loaded tree and language
   * (every page's menu asks for it) and frozen, as the same object is shared; a catalogue change loads a new tree
   * and so a new one.
   */
  async categoryTree(rootId = MAIN_CATEGORY_ID, depth = 5, lang: Language = DEFAULT_LANGUAGE): Promise<Outcome<CategoryDoc, "CATEGORY_NOT_FOUND">> {
    const terms = await this.terms.fresh();
    const tree = await this.ref.categories.get();
    const root = tree.byId.get(rootId);
    if (!root) return refuse("CATEGORY_NOT_FOUND", `There is no category ${rootId}.`);
    let built = this.builtTrees.get(tree);
    if (!built) {
      built = new Map();
      this.builtTrees.set(tree, built);
    }
    const key = `${rootId}:${depth}:${lang}`;
    const hit = built.get(key);
    // a tree built with delivery terms that have changed since is built again (its texts state them)
    if (hit && hit.terms === terms) return accept(hit.doc);
    const build = (c: CategoryRow, left: number): CategoryDoc => {
      const doc = categoryDoc(c, terms, lang);
      Object.freeze(doc.parent_ids);
      const children = left > 0 ? (tree.children.get(c.id) ?? []).filter((x) => x.is_active).map((x) => build(x, left - 1)) : [];
      return Object.freeze({ ...doc, children_data: Object.freeze(children) as CategoryDoc[] });
    };
    const doc = build(root, depth);
    if (built.size >= 64) built.clear(); // any root and depth may be asked for through the API
    built.set(key, { terms, doc });
    return accept(doc);
  }
  private readonly builtTrees = new WeakMap<object, Map<string, { terms: DeliveryRules; doc: CategoryDoc }>>();

  /** A category's document, with its children and breadcrumbs, its texts in `lang`. */
  async categoryDoc(category: CategoryRow, lang: Language = DEFAULT_LANGUAGE): Promise<CategoryDoc> {
    await this.terms.fresh();
    const tree = await this.ref.categories.get();
    return {
      ...categoryDoc(category, this.terms.current, lang),
      children_data: (tree.children.get(category.id) ?? [])
        .filter((x) => x.is_active)
        .map((x) => ({ ...categoryDoc(x, this.terms.current, lang), children_data: [] })),
      breadcrumbs: category.path
        .split("/")
        .map(Number)
        .filter((id) => id > MAIN_CATEGORY_ID && id !== category.id)
        .flatMap((id) => {
          const c = tree.byId.get(id);
          return c ? [{ id: c.id, name: categoryTexts(c, lang).name, slug: categorySlug(c), url_path: c.url_path }] : [];
        }),
    };
  }

  /** Attributes by code or id (at most 150), their labels in `lang`. */
  async attributes(key: { codes?: string[] | undefined; ids?: number[] | undefined }, lang: Language = DEFAULT_LANGUAGE): Promise<LocalAttribute[]> {
    const all = [...attributesIn(await this.ref.attributes.get(), lang).values()];
    return all
      .filter((a) => (key.codes?.length ? key.codes.includes(a.attribute_code) : true) && (key.ids?.length ? key.ids.includes(a.attribute_id) : true))
      .slice(0, 150);
  }

  async taxRules() {
    return this.ref.taxRules.get();
  }

  /** Stock for skus, in request order; unknown skus are reported separately. */
  async stock(skus: string[]) {
    const rows = await loadProductRows(this.db.query.bind(this.db), "p.sku = ANY($1::text[])", [skus]);
    const bySku = new Map(rows.map((r) => [r.sku, r]));
    return skus.map((sku) => {
      const r = bySku.get(sku);
      return r ? { sku, ...stockDoc(r), item_id: r.id, stock_id: 1, is_qty_decimal: false } : null;
    });
  }

  /** Current gross prices (render-list): item per known sku. */
  async renderList(skus: string[]) {
    const now = this.clock();
    const rows = await loadProductRows(this.db.query.bind(this.db), "p.sku = ANY($1::text[]) AND p.status IN (0, 1)", [skus]);
    const rates = await this.ref.taxRateMap();
    const history = await loadPriceHistory(
      this.db.query.bind(this.db),
      rows.filter((r) => isSpecialPriceActive(priceSource(r), now)).map((r) => r.id),
    );
    return rows.map((r) => {
      const rate = rates.get(r.tax_class_id) ?? 23;
      const f = priceFields(priceSource(r), rate, priceReduction(priceSource(r), history.get(r.id), now));
      return {
        id: r.id,
        sku: r.sku,
        name: r.name,
        type: r.type_id,
        store_id: 1,
        currency_code: "PLN",
        url: `/${r.url_path}`,
        price_info: {
          final_price: fromGrosze(f.final_price_incl_tax),
          regular_price: fromGrosze(f.regular_price),
          special_price: f.is_special_price ? fromGrosze(f.special_price_incl_tax) : null,
          minimal_price: fromGrosze(f.final_price_incl_tax),
          max_price: fromGrosze(f.regular_price),
          lowest_price_30d: f.lowest_price_30d === null ? null : fromGrosze(f.lowest_price_30d),
          is_discounted: f.is_discounted,
          discount_percent: f.discount_percent,
          tax_rate: rate,
          extension_attributes: {
            tax_adjustments: {
              final_price: fromGrosze(f.final_price),
              regular_price: fromGrosze(f.price),
              special_price: f.is_special_price ? fromGrosze(f.special_price) : null,
            },
          },
        },
      };
    });
  }

  /**
   * Omnibus: product id → lowest gross price (PLN) of the 30 days before its special price took effect
   * (domain/omnibus.ts priceReduction); for a product without one, of the last 30 days; without any known
   * history, the price it sells at now.
   */
  async lowestPrices(ids: number[]): Promise<Record<string, { PLN: number }>> {
    const now = this.clock();
    const rows = await loadProductRows(this.db.query.bind(this.db), "p.id = ANY($1::int[])", [ids]);
    const history = await loadPriceHistory(
      this.db.query.bind(this.db),
      rows.map((r) => r.id),
    );
    const out: Record<string, { PLN: number }> = {};
    for (const r of rows) {
      const periods = history.get(r.id) ?? [];
      const reduction = priceReduction(priceSource(r), periods, now);
      const lowest = reduction.specialActive ? reduction.lowest30d : lowestPriceInLast30Days(periods, now);
      out[String(r.id)] = { PLN: fromGrosze(lowest ?? reduction.finalPrice) };
    }
    return out;
  }
}

/** A product by sku or url_path, its labels in `lang` (Polish by default). */
type ProductLookup = { sku?: string | undefined; urlPath?: string | undefined; lang?: Language | undefined };
/** A product found by sku or url_path; `redirectTo` is set for a child sold through its parent (the caller answers 301). */
export interface ProductFound {
  product: ProductDoc;
  redirectTo?: ProductDoc;
}
/** The refusals of a product lookup: no key given (400), or no product sold under it (404). */
export type ProductRefusal = "SEARCH_KEY_MISSING" | "PRODUCT_NOT_FOUND";

/** The envelope's fixed bytes around the documents of an answer (searchJson, productJson). */
const ITEMS_OPEN = Buffer.from('{"code":200,"result":{"items":[');
const RESULT_OPEN = Buffer.from('{"code":200,"result":');
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("}");

/**
 * The filter attributes a search answer describes (`attributeMetadata`), and their JSON, made once per set of
 * attributes in a language (`attributesIn` keeps one map per language until the attributes change): every search in
 * that language answers the same list, about half of an answer's bytes besides its documents.
 */
const metadataMemo = new WeakMap<Map<string, LocalAttribute>, { list: SearchResult["attributeMetadata"]; json: Buffer }>();
function attributeMetadata(attributes: Map<string, LocalAttribute>) {
  let memo = metadataMemo.get(attributes);
  if (!memo) {
    // the filter attributes the catalogue has (search-input.ts checkSearch lists the same), in FILTER_NAMES' order
    const list = FILTER_NAMES.flatMap((name) => attributes.get(name) ?? []).map((a) =>
      Object.freeze({
        attribute_id: a.attribute_id,
        attribute_code: a.attribute_code,
        frontend_label: a.frontend_label,
        frontend_input: a.frontend_input,
        is_comparable: a.is_comparable,
        is_user_defined: a.is_user_defined,
        is_visible: a.is_visible,
        options: a.options.map((o) => Object.freeze({ value: o.value, label: o.label, swatch: o.swatch })),
      }),
    );
    memo = { list, json: Buffer.from(JSON.stringify(list)) };
    metadataMemo.set(attributes, memo);
  }
  return memo;
}

const noProduct = (sku: string) => `There is no product with the sku "${sku}".`;
interface ProductKey {
  id: number;
  sku: string;
  /** set for a child sold through its configurable parent (the caller answers with a redirect) */
  parentId?: number;
}

/** The fields of a product document whose labels are translated (products.ts buildProductDocs). */
const TRANSLATED_FIELDS = new Set(["category", "configurable_options", "bundle_options", "number_options", "starting_numbers", "downloadable_links"]);

/**
 * The language a search's documents are built in: the one asked for, unless the fields asked for hold no translated
 * label (the tiles of a listing: name, image, prices), which read the same in every language and so share the
 * Polish documents and their cache entries.
 */
function documentLanguage(input: Pick<SearchInput, "lang" | "includeFields">): Language {
  const lang = input.lang ?? DEFAULT_LANGUAGE;
  if (lang === DEFAULT_LANGUAGE || !input.includeFields?.length) return lang;
  return input.includeFields.some((f) => TRANSLATED_FIELDS.has(f.split(".")[0]!)) ? lang : DEFAULT_LANGUAGE;
}

/** The category document of the API (contract/catalog.ts). */
export type { CategoryDoc };

/** A category as the API answers it, in `lang`; its texts' delivery placeholders expanded from the shop's rules. */
function categoryDoc(c: CategoryRow, terms: DeliveryRules, lang: Language) {
  const texts = categoryTexts(c, lang);
  return {
    id: c.id,
    parent_id: c.parent_id,
    parent_ids: c.path.split("/").map(Number).slice(0, -1),
    name: texts.name,
    slug: categorySlug(c),
    url_key: c.url_key,
    url_path: c.url_path,
    path: c.path,
    level: c.level,
    position: c.position,
    is_active: c.is_active,
    include_in_menu: c.include_in_menu,
    product_count: c.product_count,
    default_sort_by: c.default_sort_by,
    listing_sort: c.listing_sort,
    sale_only: c.sale_only,
    description: texts.description === null ? null : expandTermsText(texts.description, terms),
    meta_title: texts.meta_title === null ? null : expandTermsText(texts.meta_title, terms),
    meta_description: texts.meta_description === null ? null : expandTermsText(texts.meta_description, terms),
    meta_keywords: texts.meta_keywords,
    is_landing: c.is_landing,
    cate_landing_img: c.cate_landing_img,
    hide_prices: c.hide_prices,
    is_premium_subscription: c.is_premium_subscription,
    special_group: c.special_group,
    subscription_kind: categoryKind(c),
  };
}

/** The open-ended price range, as the storefront words it (app/i18n/locales/listing.ts priceFrom). */
const FROM: Record<Language, (price: string) => string> = {
  pl: (p) => `${p} i więcej`,
  en: (p) => `${p} and more`,
  de: (p) => `ab ${p}`,
  it: (p) => `${p} e oltre`,
};

function priceRangeLabel(r: PriceRange, lang: Language): string {
  return r.to === null ? FROM[lang](formatPrice(r.from)) : `${formatPrice(r.from)} – ${formatPrice(r.to)}`;
}

/** Paths are compared without leading/trailing slashes and without a query string. */
export function stripPath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, "");
}
