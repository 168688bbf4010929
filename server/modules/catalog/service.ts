/**
 * The catalogue: search and listings, single products, categories, attributes, tax rules, stock,
 * prices and the Omnibus lowest prices. Used by the API routes and by the storefront's loaders.
 */
import type { Database } from "../../db/client.ts";
import type { Config } from "../../config.ts";
import { badRequest, notFound } from "../../http/envelope.ts";
import {
  defaultSort,
  FILTER_NAMES,
  isFilterName,
  normalizePaging,
  parsePriceRange,
  parseSort,
  PRICE_RANGES,
  searchTerms,
  MAX_PAGE_SIZE,
  MAX_START,
  type PriceRange,
} from "../../../domain/catalog-query.ts";
import { formatPrice, fromGrosze } from "../../../domain/money.ts";
import { warsawDay, isSpecialPriceActive } from "../../../domain/pricing.ts";
import { reductionStartDate, lowestPriceBefore, lowestPriceInLast30Days } from "../../../domain/omnibus.ts";
import { priceFields } from "../../../domain/pricing.ts";
import { MAIN_CATEGORY_ID, ROOT_CATEGORY_ID } from "../../../domain/category.ts";
import { LruCache } from "../../lib/lru-cache.ts";
import { ReferenceData, categoryKind, categorySlug, type CategoryRow } from "./reference.ts";
import { buildSearchSql } from "./search-sql.ts";
import { buildProductDocs, loadPriceHistory, loadProductRows, priceSource, projectFields, stockDoc, type ProductDoc } from "./products.ts";

export interface SearchInput {
  query?: string | undefined;
  category?: number | string | undefined;
  filters?: Record<string, string[]> | undefined;
  sale?: boolean | undefined;
  bestsellery?: boolean | undefined;
  new?: boolean | undefined;
  type?: string[] | undefined;
  skus?: string[] | undefined;
  sort?: string | undefined;
  start?: number | undefined;
  size?: number | undefined;
  includeFields?: string[] | undefined;
  excludeFields?: string[] | undefined;
  aggregations?: boolean | undefined;
}

type CatalogConfig = Pick<Config, "CATALOG_SHOW_OUT_OF_STOCK" | "CATALOG_CHILD_TO_PARENT"> & { CATALOG_SEARCH_CACHE_SECONDS?: number };
interface SearchRow {
  total: number;
  ids: number[];
  option_buckets: [number, number][];
  price_buckets: [number, number][];
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
  private readonly clock: () => Date;
  /** search SQL results (ids, total, buckets) by query */
  private readonly hits: LruCache<SearchRow>;
  /** product documents by id and Warsaw day (special-price windows change at midnight) */
  private readonly docs: LruCache<ProductDoc>;
  private readonly pendingSearches = new Map<string, Promise<SearchRow>>();

  constructor(db: Database, config: CatalogConfig, clock: () => Date = () => new Date()) {
    this.db = db;
    this.config = config;
    this.ref = new ReferenceData(db);
    this.clock = clock;
    const ttlMs = (config.CATALOG_SEARCH_CACHE_SECONDS ?? 0) * 1000;
    this.hits = new LruCache({ maxEntries: 1000, ttlMs });
    this.docs = new LruCache({ maxEntries: 2000, ttlMs });
  }

  /** Product documents for ids, in order, reusing recently built ones (same time to live as search results). */
  private async productDocs(ids: number[], now: Date): Promise<ProductDoc[]> {
    if (!this.docs.enabled) return buildProductDocs(this.db, this.ref, ids, now);
    const day = warsawDay(now);
    const found = new Map<number, ProductDoc>();
    for (const id of ids) {
      const doc = this.docs.get(`${id}:${day}`);
      if (doc) found.set(id, doc);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      for (const doc of await buildProductDocs(this.db, this.ref, missing, now)) {
        this.docs.set(`${doc.id}:${day}`, Object.freeze(doc));
        found.set(doc.id, doc);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * Runs a search statement, or reuses its recent result. Concurrent identical searches share one
   * execution, so an expired entry for a broad query is recomputed once, not by every waiting request.
   */
  private async searchRow(sql: { text: string; values: unknown[] }): Promise<SearchRow> {
    const key = JSON.stringify(sql);
    const hit = this.hits.get(key);
    if (hit) return hit;
    let pending = this.pendingSearches.get(key);
    if (!pending) {
      pending = this.db
        .query<SearchRow>(sql.text, sql.values)
        .then(([row]) => {
          if (!row) throw new Error("search returned no row");
          this.hits.set(key, row);
          return row;
        })
        .finally(() => this.pendingSearches.delete(key));
      this.pendingSearches.set(key, pending);
    }
    return pending;
  }

  /** Forget cached search results, e.g. after catalogue writes in this process. */
  invalidate(): void {
    this.hits.clear();
    this.docs.clear();
    this.ref.categories.invalidate();
    this.ref.attributes.invalidate();
    this.ref.taxRules.invalidate();
  }

  async search(input: SearchInput): Promise<SearchResult> {
    const now = this.clock();
    if (input.size !== undefined && input.size > MAX_PAGE_SIZE) {
      throw badRequest("BAD_REQUEST", `The page size must be at most ${MAX_PAGE_SIZE} products.`);
    }
    if (input.start !== undefined && input.start > MAX_START) {
      throw badRequest("BAD_REQUEST", `The start offset must be at most ${MAX_START}.`);
    }
    const paging = normalizePaging(input.start, input.size);
    const attributes = await this.ref.attributes.get();

    let terms;
    if (input.query !== undefined && input.query.trim() !== "") {
      terms = searchTerms(input.query);
      if (terms.terms.length === 0 && !terms.code && terms.raw.length < 3) {
        throw badRequest("SEARCH_TERM_TOO_SHORT", "The search term must have at least 3 characters.");
      }
    }

    let category: CategoryRow | undefined;
    if (input.category !== undefined && input.category !== "") category = await this.findCategory(input.category);

    const filters: { attributeId: number; optionIds: number[]; allOptionIds: number[] }[] = [];
    let priceRanges: PriceRange[] = [];
    for (const [name, rawValues] of Object.entries(input.filters ?? {})) {
      if (name === "price") {
        priceRanges = rawValues.map((v) => {
          const range = parsePriceRange(v);
          if (!range) throw badRequest("INVALID_FILTER", `The price filter "${v}" is not a range such as 50-99.99.`);
          return range;
        });
        continue;
      }
      if (!isFilterName(name)) {
        throw badRequest("INVALID_FILTER", `There is no filter named "${name}". Filters: ${[...FILTER_NAMES, "price"].join(", ")}.`);
      }
      const attribute = attributes.get(name);
      if (!attribute) continue;
      // Specification section 5: attribute filter values containing a dot are skipped.
      const values = rawValues.filter((v) => !v.includes("."));
      const optionIds = values.map((v) => {
        const byLabel = attribute.options.find((o) => o.label.toLowerCase() === v.toLowerCase());
        const id = /^\d{1,9}$/.test(v) ? Number(v) : byLabel?.value;
        if (id === undefined) throw badRequest("INVALID_FILTER", `The value "${v}" is not an option of the filter "${name}".`);
        return id;
      });
      if (optionIds.length) filters.push({ attributeId: attribute.attribute_id, optionIds, allOptionIds: attribute.options.map((o) => o.value) });
    }

    const sortParsed = parseSort(input.sort);
    if (sortParsed === null) {
      throw badRequest("INVALID_SORT", `The sort "${input.sort}" is unknown. Sorts: latest, price_asc, price_desc, most_viewed, bestsellers, premiere, position.`);
    }
    const sort = sortParsed ?? defaultSort({ hasQuery: terms !== undefined, inCategory: category !== undefined, categoryListingSort: category?.listing_sort });
    const filterAttributes = FILTER_NAMES.flatMap((n) => {
      const a = attributes.get(n);
      return a ? [a] : [];
    });

    const sql = buildSearchSql({
      terms,
      categoryId: category?.id,
      filters,
      priceRanges,
      sale: input.sale ?? false,
      bestsellery: input.bestsellery ?? false,
      news: input.new ?? false,
      typeIds: input.type,
      skus: input.skus,
      includeOutOfStock: this.config.CATALOG_SHOW_OUT_OF_STOCK,
      sort: sort === "relevance" && !terms ? "latest" : sort,
      start: paging.start,
      size: paging.size,
      today: warsawDay(now),
      aggregate: input.aggregations !== false,
    });
    const row = await this.searchRow(sql);

    const docs = await this.productDocs(row.ids, now);
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
          return [{ key: r.key, label: priceRangeLabel(r), from: fromGrosze(r.from), to: r.to === null ? null : fromGrosze(r.to), count }];
        }),
      };
    }
    return {
      items: docs.map((d) => projectFields(d, input.includeFields, input.excludeFields)),
      total: row.total,
      perPage: paging.size,
      start: paging.start,
      sort,
      aggregations,
      attributeMetadata: filterAttributes.map((a) => ({
        attribute_id: a.attribute_id,
        attribute_code: a.attribute_code,
        frontend_label: a.frontend_label,
        frontend_input: a.frontend_input,
        is_comparable: a.is_comparable,
        is_user_defined: a.is_user_defined,
        is_visible: a.is_visible,
        options: a.options.map((o) => ({ value: o.value, label: o.label, swatch: o.swatch })),
      })),
    };
  }

  /**
   * One product by sku or url_path. Disabled products (status ≥ 2) are not found. A product that is not
   * visible individually (visibility 1) resolves to its configurable parent when configured, which the
   * caller turns into a 301; otherwise it is not found.
   */
  async product(key: { sku?: string | undefined; urlPath?: string | undefined }): Promise<{ product: ProductDoc; redirectTo?: ProductDoc }> {
    const now = this.clock();
    let rows;
    if (key.sku) rows = await loadProductRows(this.db.query.bind(this.db), "p.sku = $1", [key.sku]);
    else if (key.urlPath) rows = await loadProductRows(this.db.query.bind(this.db), "p.url_path = $1", [stripPath(key.urlPath)]);
    else throw badRequest("SEARCH_KEY_MISSING", "Please provide the search key (sku or url_path) for product/single action!");
    const row = rows[0];
    if (!row || row.status >= 2) {
      throw notFound("PRODUCT_NOT_FOUND", key.sku ? `There is no product with the sku "${key.sku}".` : `There is no product at "${key.urlPath}".`);
    }
    if (row.visibility === 1) {
      const [parent] = this.config.CATALOG_CHILD_TO_PARENT
        ? await this.db.query<{ id: number; status: number; visibility: number }>(
            `SELECT p.id, p.status, p.visibility FROM product_super_links l JOIN products p ON p.id = l.parent_id WHERE l.child_id = $1 ORDER BY p.id LIMIT 1`,
            [row.id],
          )
        : [];
      if (!parent || parent.status >= 2 || parent.visibility === 1) {
        throw notFound("PRODUCT_NOT_FOUND", `The product "${row.sku}" is not sold on its own.`);
      }
      const [parentDoc, childDoc] = await this.productDocs([parent.id, row.id], now);
      if (!parentDoc || !childDoc) throw notFound("PRODUCT_NOT_FOUND", `The product "${row.sku}" is not available.`);
      return { product: childDoc, redirectTo: parentDoc };
    }
    const [doc] = await this.productDocs([row.id], now);
    if (!doc) throw notFound("PRODUCT_NOT_FOUND", `There is no product with the sku "${row.sku}".`);
    return { product: doc };
  }

  async findCategory(key: number | string): Promise<CategoryRow> {
    const tree = await this.ref.categories.get();
    let category: CategoryRow | undefined;
    if (typeof key === "number" || /^\d+$/.test(key)) {
      const id = Number(key);
      if (id <= ROOT_CATEGORY_ID) throw badRequest("CATEGORY_BELOW_ROOT", `Category ${id} is the root or below it; ask for a category under the main category ${MAIN_CATEGORY_ID}.`);
      category = tree.byId.get(id);
    } else {
      category = tree.bySlug.get(key) ?? tree.byUrlPath.get(stripPath(key)) ?? tree.byUrlKey.get(key);
    }
    if (!category || !category.is_active) throw notFound("CATEGORY_NOT_FOUND", `Category query returned empty result: there is no category "${key}".`);
    return category;
  }

  async categoryByUrlPath(urlPath: string): Promise<CategoryRow> {
    const tree = await this.ref.categories.get();
    const category = tree.byUrlPath.get(stripPath(urlPath));
    if (!category || !category.is_active) throw notFound("CATEGORY_NOT_FOUND", `Category query returned empty result: url_path = ${urlPath}.`);
    return category;
  }

  /** The active category tree under `rootId` (default: the main category), `depth` levels deep. */
  async categoryTree(rootId = MAIN_CATEGORY_ID, depth = 5): Promise<CategoryDoc> {
    const tree = await this.ref.categories.get();
    const root = tree.byId.get(rootId);
    if (!root) throw notFound("CATEGORY_NOT_FOUND", `There is no category ${rootId}.`);
    const build = (c: CategoryRow, left: number): CategoryDoc => ({
      ...categoryDoc(c),
      children_data: left > 0 ? (tree.children.get(c.id) ?? []).filter((x) => x.is_active).map((x) => build(x, left - 1)) : [],
    });
    return build(root, depth);
  }

  async categoryDoc(category: CategoryRow): Promise<CategoryDoc> {
    const tree = await this.ref.categories.get();
    return {
      ...categoryDoc(category),
      children_data: (tree.children.get(category.id) ?? []).filter((x) => x.is_active).map((x) => ({ ...categoryDoc(x), children_data: [] })),
      breadcrumbs: category.path
        .split("/")
        .map(Number)
        .filter((id) => id > MAIN_CATEGORY_ID && id !== category.id)
        .flatMap((id) => {
          const c = tree.byId.get(id);
          return c ? [{ id: c.id, name: c.name, slug: categorySlug(c), url_path: c.url_path }] : [];
        }),
    };
  }

  async attributes(key: { codes?: string[] | undefined; ids?: number[] | undefined }) {
    const all = [...(await this.ref.attributes.get()).values()];
    return all.filter((a) => (key.codes?.length ? key.codes.includes(a.attribute_code) : true) && (key.ids?.length ? key.ids.includes(a.attribute_id) : true)).slice(0, 150);
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
    const history = await loadPriceHistory(this.db.query.bind(this.db), rows.filter((r) => isSpecialPriceActive(priceSource(r), now)).map((r) => r.id));
    return rows.map((r) => {
      const rate = rates.get(r.tax_class_id) ?? 23;
      const f = priceFields(priceSource(r), rate, now);
      const lowest = this.lowestFor(r, history.get(r.id), now);
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
          special_price: f.is_discounted ? fromGrosze(f.special_price_incl_tax) : null,
          minimal_price: fromGrosze(f.final_price_incl_tax),
          max_price: fromGrosze(f.regular_price),
          lowest_price_30d: lowest === null ? null : fromGrosze(lowest),
          tax_rate: rate,
          extension_attributes: {
            tax_adjustments: {
              final_price: fromGrosze(f.final_price),
              regular_price: fromGrosze(f.price),
              special_price: f.is_discounted ? fromGrosze(f.special_price) : null,
            },
          },
        },
      };
    });
  }

  /** Omnibus: product id → lowest gross price of the 30 days before the current reduction (PLN). */
  async lowestPrices(ids: number[]): Promise<Record<string, { PLN: number }>> {
    const now = this.clock();
    const rows = await loadProductRows(this.db.query.bind(this.db), "p.id = ANY($1::int[])", [ids]);
    const history = await loadPriceHistory(this.db.query.bind(this.db), rows.map((r) => r.id));
    const out: Record<string, { PLN: number }> = {};
    for (const r of rows) {
      const lowest = this.lowestFor(r, history.get(r.id), now) ?? r.price;
      out[String(r.id)] = { PLN: fromGrosze(lowest) };
    }
    return out;
  }

  private lowestFor(row: Parameters<typeof priceSource>[0], history: Parameters<typeof lowestPriceBefore>[0] | undefined, now: Date): number | null {
    if (!history) return null;
    const start = reductionStartDate(priceSource(row), now);
    return start ? lowestPriceBefore(history, start) : lowestPriceInLast30Days(history, now);
  }
}

export type CategoryDoc = ReturnType<typeof categoryDoc> & { children_data: CategoryDoc[]; breadcrumbs?: unknown[] };

function categoryDoc(c: CategoryRow) {
  return {
    id: c.id,
    parent_id: c.parent_id,
    parent_ids: c.path.split("/").map(Number).slice(0, -1),
    name: c.name,
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
    description: c.description,
    meta_title: c.meta_title,
    meta_description: c.meta_description,
    meta_keywords: c.meta_keywords,
    is_landing: c.is_landing,
    cate_landing_img: c.cate_landing_img,
    hide_prices: c.hide_prices,
    is_premium_subscription: c.is_premium_subscription,
    special_group: c.special_group,
    subscription_kind: categoryKind(c),
  };
}

function priceRangeLabel(r: PriceRange): string {
  return r.to === null ? `${formatPrice(r.from)} i więcej` : `${formatPrice(r.from)} – ${formatPrice(r.to)}`;
}

/** Paths are compared without leading/trailing slashes and without a query string. */
export function stripPath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, "");
}
