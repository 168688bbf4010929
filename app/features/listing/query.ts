/**
 * The listing's state as it lives in the storefront URL, and back (docs/storefront.md §2, §5 and §9):
 * `?query=…&color=1001,1002&size=1010&price=50-99.99&sale=true&sort=price_asc&page=2`.
 *
 * - Filters are multi-select; values are option ids (price: ranges such as 50-99.99). Both the
 *   comma form (`color=1,2`) and the repeated form a plain GET form sends (`color=1&color=2`) are read;
 *   the comma form is written.
 * - In the storefront URL `size` is the clothing-size filter (the page size is never in the URL);
 *   the JSON API wants it as `filter[size]`, which apiSearchParams() takes care of.
 * - `page` is how many pages of 50 are shown (so a back navigation or a link without JavaScript
 *   shows the same products); the filters, flags, sort and text make up the listing's identity.
 *
 * Pure and shared by the loaders and the browser.
 */
import { MAX_PAGE_SIZE, MAX_START, PRICE_RANGES, parsePriceRange, parseSort, SORTS, type FilterName, type SortKey } from "../../../domain/catalog-query.ts";

export const PAGE_SIZE = 50;
/** The most products one search call may return (the API's page-size limit). */
export const MAX_RENDERED = MAX_PAGE_SIZE;
export const MAX_PAGE = Math.floor(MAX_START / PAGE_SIZE);
export const MAX_QUERY_CHARS = 200;

export type FacetCode = FilterName | "price";
/** The order of the filter groups on the page and in the URL. */
export const FACET_CODES: readonly FacetCode[] = [
  "color",
  "size",
  "womens_sizes",
  "mens_sizes",
  "kids_sizes",
  "publication_form",
  "publishing_series",
  "pattern_type",
  "erin_recommends",
  "price",
];
export const FLAGS = ["sale", "bestsellery", "new"] as const;
export type Flag = (typeof FLAGS)[number];

/** Sorts shoppers may choose (docs/storefront.md §9); "" stands for the default (category order, or relevance). */
export const SORT_CHOICES = ["", "latest", "price_asc", "price_desc", "discount", "most_viewed", "bestsellers", "premiere"] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];
const PRICE_SORTS: readonly SortChoice[] = ["price_asc", "price_desc", "discount"];
/** The sorts a listing offers: without the price sorts (and the sort by discount) where prices are hidden. */
export function sortChoices(opts: { hidePrices: boolean }): SortChoice[] {
  return SORT_CHOICES.filter((s) => !(opts.hidePrices && PRICE_SORTS.includes(s)));
}
/** Sorts a listing URL may name: the catalogue's, but `released` (a category's own default, never asked for by name). */
const ACCEPTED_SORTS: readonly SortKey[] = SORTS.filter((s) => s !== "released");

export interface ListingState {
  /** free text (the search page's query, or a phrase within a category) */
  query: string;
  filters: Partial<Record<FacetCode, string[]>>;
  sale: boolean;
  bestsellery: boolean;
  new: boolean;
  /** a canonical sort key, or null for the listing's default */
  sort: SortKey | null;
  /** pages of PAGE_SIZE shown, from 1 */
  page: number;
}

export const EMPTY_STATE: ListingState = { query: "", filters: {}, sale: false, bestsellery: false, new: false, sort: null, page: 1 };

const OPTION_ID = /^\d{1,9}$/;

/** Normalises one filter's values: known shape only, no duplicates, a stable order. */
export function normalizeValues(code: FacetCode, values: readonly string[]): string[] {
  const out = new Set<string>();
  for (const raw of values) {
    const v = raw.trim();
    if (!v) continue;
    if (code === "price") {
      const range = parsePriceRange(v);
      if (range) out.add(range.key);
    } else if (OPTION_ID.test(v)) {
      out.add(String(Number(v)));
    }
  }
  const list = [...out];
  if (code === "price") {
    const rank = (k: string) => {
      const i = PRICE_RANGES.findIndex((r) => r.key === k);
      return i === -1 ? PRICE_RANGES.length + (parsePriceRange(k)?.from ?? 0) / 1e9 : i;
    };
    return list.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  }
  return list.sort((a, b) => Number(a) - Number(b));
}

function isTrue(value: string | null): boolean {
  return value === "true" || value === "1" || value === "on";
}

/** Reads the listing state from a URL, a query string or URLSearchParams (also a GET form's). */
export function parseListingQuery(input: URL | URLSearchParams | string): ListingState {
  const params =
    input instanceof URL ? input.searchParams : input instanceof URLSearchParams ? input : new URLSearchParams(input.startsWith("?") ? input.slice(1) : input);
  const filters: ListingState["filters"] = {};
  for (const code of FACET_CODES) {
    const raw = params.getAll(code).flatMap((v) => v.split(","));
    const values = normalizeValues(code, raw);
    if (values.length) filters[code] = values;
  }
  // The JSON API's spelling of the size filter is accepted as well.
  const apiSize = params.getAll("filter[size]").flatMap((v) => v.split(","));
  if (apiSize.length) {
    const values = normalizeValues("size", [...(filters.size ?? []), ...apiSize]);
    if (values.length) filters.size = values;
  }
  const sortRaw = params.get("sort") ?? "";
  const parsed = parseSort(sortRaw);
  const sort = parsed && ACCEPTED_SORTS.includes(parsed) ? parsed : null;
  const pageRaw = Number(params.get("page"));
  const page = Number.isInteger(pageRaw) && pageRaw > 1 ? Math.min(pageRaw, MAX_PAGE) : 1;
  const query = (params.get("query") ?? params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_CHARS);
  return {
    query,
    filters,
    sale: isTrue(params.get("sale")),
    bestsellery: isTrue(params.get("bestsellery")),
    new: isTrue(params.get("new")),
    sort,
    page,
  };
}

/**
 * Percent-encodes a value the way the WHATWG URL parser leaves it: encodeURIComponent keeps the apostrophe, but
 * the parser escapes it in a query (%27), so "O'Reilly" must be written "O%27Reilly" or the canonical string
 * never equals the parsed URL's own and every request redirects to itself.
 */
const enc = (v: string) => encodeURIComponent(v).replace(/'/g, "%27");

/**
 * The canonical query string (no leading "?"; "" for the default listing): text, filters in page
 * order with comma-joined values, flags, sort, page. Commas between values stay readable.
 */
export function listingQueryString(state: ListingState): string {
  const parts: string[] = [];
  if (state.query.trim()) parts.push(`query=${enc(state.query.trim())}`);
  for (const code of FACET_CODES) {
    const values = normalizeValues(code, state.filters[code] ?? []);
    if (values.length) parts.push(`${code}=${values.map(enc).join(",")}`);
  }
  for (const flag of FLAGS) if (state[flag]) parts.push(`${flag}=true`);
  if (state.sort) parts.push(`sort=${enc(state.sort)}`);
  if (state.page > 1) parts.push(`page=${Math.min(Math.floor(state.page), MAX_PAGE)}`);
  return parts.join("&");
}

/** A path plus the state's query string. */
export function listingHref(pathname: string, state: ListingState): string {
  const qs = listingQueryString(state);
  return qs ? `${pathname}?${qs}` : pathname;
}

const LISTING_PARAMS = new Set<string>([...FACET_CODES, ...FLAGS, "query", "q", "sort", "page", "filter[size]"]);

/**
 * Where a listing URL should be redirected to be canonical (a plain GET form sends `color=1&color=2&sort=`),
 * or null when it already is, or when it carries parameters the listing does not own (kept untouched).
 */
export function canonicalListingHref(url: URL): string | null {
  for (const key of url.searchParams.keys()) if (!LISTING_PARAMS.has(key)) return null;
  const canonical = listingQueryString(parseListingQuery(url));
  const current = url.search.startsWith("?") ? url.search.slice(1) : url.search;
  // Compared as the URL parser will write it after the redirect, so the redirected URL is always final (no loop).
  if (current === new URL(`?${canonical}`, url).search.slice(1)) return null;
  return canonical ? `${url.pathname}?${canonical}` : url.pathname;
}

/** The listing's identity: everything but the number of pages shown. */
export function listingKey(state: ListingState): string {
  return listingQueryString({ ...state, page: 1 });
}

export function isSelected(state: ListingState, code: FacetCode, value: string): boolean {
  return state.filters[code]?.includes(value) ?? false;
}

/** Adds or removes one filter value; any change starts again from the first page. */
export function toggleFilter(state: ListingState, code: FacetCode, value: string, on?: boolean): ListingState {
  const current = state.filters[code] ?? [];
  const has = current.includes(value);
  const want = on ?? !has;
  const next = want ? (has ? current : [...current, value]) : current.filter((v) => v !== value);
  const filters = { ...state.filters };
  if (next.length) filters[code] = normalizeValues(code, next);
  else delete filters[code];
  return { ...state, filters, page: 1 };
}

export function setFlag(state: ListingState, flag: Flag, on: boolean): ListingState {
  return { ...state, [flag]: on, page: 1 };
}

export function setSort(state: ListingState, sort: string): ListingState {
  const parsed = parseSort(sort);
  return { ...state, sort: parsed && ACCEPTED_SORTS.includes(parsed) ? parsed : null, page: 1 };
}

/** Drops every filter and flag; the search page keeps its query (it is the search itself). Sort stays. */
export function clearFilters(state: ListingState, opts: { keepQuery: boolean }): ListingState {
  return { ...EMPTY_STATE, query: opts.keepQuery ? state.query : "", sort: state.sort };
}

/** How many filter values, flags (and, in a category, the phrase) are active. */
export function activeFilterCount(state: ListingState, opts: { countQuery: boolean }): number {
  let n = 0;
  for (const code of FACET_CODES) n += state.filters[code]?.length ?? 0;
  for (const flag of FLAGS) if (state[flag]) n += 1;
  if (opts.countQuery && state.query) n += 1;
  return n;
}

/**
 * What one search call shows for `page` pages: the first page*50 products, or, past the API's limit of
 * 250 per call, the last 250 of them (the page then offers a way back to the beginning).
 */
export function pageWindow(page: number): { start: number; size: number } {
  const p = Math.max(1, Math.min(Math.floor(page) || 1, MAX_PAGE));
  const end = p * PAGE_SIZE;
  return end <= MAX_RENDERED ? { start: 0, size: end } : { start: end - MAX_RENDERED, size: MAX_RENDERED };
}

/** The page count that covers `shown` products (for the URL after "load more"). */
export function pagesFor(shown: number): number {
  return Math.max(1, Math.min(Math.ceil(shown / PAGE_SIZE), MAX_PAGE));
}

/** The filters as the catalogue service takes them (`filters.size` is the clothing size). */
export function serviceFilters(state: ListingState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const code of FACET_CODES) {
    const values = state.filters[code];
    if (values?.length) out[code] = [...values];
  }
  return out;
}

/** Query parameters for GET /api/catalog/search (client-side "load more"). */
export function apiSearchParams(
  state: ListingState,
  opts: { category?: number | undefined; start: number; size: number; includeFields: readonly string[] },
): URLSearchParams {
  const p = new URLSearchParams();
  if (state.query) p.set("query", state.query);
  if (opts.category !== undefined) p.set("category", String(opts.category));
  for (const [code, values] of Object.entries(serviceFilters(state))) p.set(code === "size" ? "filter[size]" : code, values.join(","));
  for (const flag of FLAGS) if (state[flag]) p.set(flag, "true");
  if (state.sort) p.set("sort", state.sort);
  p.set("start", String(opts.start));
  p.set("size", String(opts.size));
  p.set("includeFields", opts.includeFields.join(","));
  p.set("aggregations", "false");
  return p;
}

/** The value the sort <select> shows: one of the offered choices, else the default (""). */
export function sortChoice(state: ListingState, offered: readonly string[]): string {
  return state.sort && offered.includes(state.sort) ? state.sort : "";
}
