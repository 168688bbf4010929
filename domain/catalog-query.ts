/**
 * Catalogue query rules shared by the API and the storefront: filter names, price ranges, sorts,
 * paging and search terms (docs/storefront.md §3, §5 and §9). No I/O.
 */
import { normalizeSearchText } from "./slug.ts";

export const FILTER_NAMES = [
  "color",
  "size",
  "erin_recommends",
  "publication_form",
  "publishing_series",
  "pattern_type",
  "womens_sizes",
  "kids_sizes",
  "mens_sizes",
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export function isFilterName(name: string): name is FilterName {
  return (FILTER_NAMES as readonly string[]).includes(name);
}

/** Price filter ranges in grosze (gross); `to` is inclusive, null means "and more". */
export interface PriceRange {
  key: string;
  from: number;
  to: number | null;
}
export const PRICE_RANGES: readonly PriceRange[] = [
  { key: "0-49.99", from: 0, to: 4999 },
  { key: "50-99.99", from: 5000, to: 9999 },
  { key: "100-149.99", from: 10000, to: 14999 },
  { key: "150-", from: 15000, to: null },
];

/** Index of the PRICE_RANGES bucket that holds a gross price in grosze. */
export function priceRangeIndex(grosze: number): number {
  const i = PRICE_RANGES.findIndex((r) => grosze >= r.from && (r.to === null || grosze <= r.to));
  return i === -1 ? 0 : i;
}

/** Parses "50-99.99", "150-" or "150" into a range in grosze; null when malformed. */
export function parsePriceRange(value: string): PriceRange | null {
  const known = PRICE_RANGES.find((r) => r.key === value);
  if (known) return known;
  const m = /^(\d{1,7}(?:\.\d{1,2})?)(?:-(\d{1,7}(?:\.\d{1,2})?)?)?$/.exec(value.trim());
  if (!m) return null;
  const from = Math.round(Number(m[1]) * 100);
  const to = m[2] === undefined ? null : Math.round(Number(m[2]) * 100);
  if (to !== null && to < from) return null;
  return { key: value, from, to };
}

/**
 * `premiere`: by release date, latest first (announcements, released later, lead: the shopper asked for it).
 * `released`: the default of categories sorted by premiere: released books by release date, latest first, then
 * the announcements (pre-orders), soonest first, so announcements never lead a category's default order.
 */
export const SORTS = [
  "relevance",
  "latest",
  "price_asc",
  "price_desc",
  "discount",
  "most_viewed",
  "bestsellers",
  "premiere",
  "released",
  "position",
  "magazine_id",
] as const;
export type SortKey = (typeof SORTS)[number];

/**
 * Aliases accepted from URLs and older clients ("final_price:asc", "updated_at:desc"...). A Map, never a plain
 * object: `sort=constructor` or `__proto__` would read Object.prototype's members and reach ORDER BY as undefined.
 */
const SORT_ALIASES = new Map<string, SortKey>(
  Object.entries({
    newest: "latest",
    "id:desc": "latest",
    "updated_at:desc": "latest",
    "price:asc": "price_asc",
    "final_price:asc": "price_asc",
    "price:desc": "price_desc",
    "final_price:desc": "price_desc",
    "view_count:desc": "most_viewed",
    "sales_count:desc": "bestsellers",
    "book_premiere:desc": "premiere",
    "position:asc": "position",
    "magazine_id:asc": "magazine_id",
    "discount_percent:desc": "discount",
  } satisfies Record<string, SortKey>),
);

export function parseSort(value: string | undefined): SortKey | null | undefined {
  if (value === undefined || value === "") return undefined;
  if ((SORTS as readonly string[]).includes(value)) return value as SortKey;
  return SORT_ALIASES.get(value) ?? null;
}

/**
 * The sort a listing gets when the shopper chose none: relevance for a text search, the category's
 * own order inside a category (position, or magazine id / released books by premiere for some), else latest first.
 */
export function defaultSort(opts: { hasQuery: boolean; categoryListingSort?: string | null; inCategory: boolean }): SortKey {
  if (opts.hasQuery) return "relevance";
  if (opts.inCategory) {
    if (opts.categoryListingSort === "magazine_id") return "magazine_id";
    if (opts.categoryListingSort === "book_premiere") return "released";
    return "position";
  }
  return "latest";
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 250;
export const MAX_START = 100_000;

/** Non-positive size becomes 50; negative start becomes 0 (docs/storefront.md §5). */
export function normalizePaging(start: number | undefined, size: number | undefined): { start: number; size: number } {
  const s = size === undefined || !Number.isFinite(size) || size <= 0 ? DEFAULT_PAGE_SIZE : Math.floor(size);
  const st = start === undefined || !Number.isFinite(start) || start < 0 ? 0 : Math.floor(start);
  return { start: st, size: s };
}

export const MIN_TERM_LENGTH = 3;
export const MAX_QUERY_LENGTH = 200;

export interface SearchTerms {
  /** normalised (lowercase, no diacritics) whole query, for typo matching */
  text: string;
  /** normalised words of at least 3 characters, [a-z0-9] only: safe inside a tsquery */
  terms: string[];
  /** digits only, when the query looks like an ISBN/EAN (10–13 digits, dashes allowed) */
  code: string | null;
  /** the raw trimmed query, for an exact sku match */
  raw: string;
  /** the first 7 digits of an ISSN ("0028-0712", "00280712"): a magazine issue's EAN is 977 + these + issue + check */
  issn: string | null;
}

/** Splits a shopper's query into safe search terms; words under 3 characters are dropped. */
export function searchTerms(query: string): SearchTerms {
  const raw = query.trim().slice(0, MAX_QUERY_LENGTH);
  const text = normalizeSearchText(raw)
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const terms = [...new Set(text.split(" ").filter((t) => t.length >= MIN_TERM_LENGTH))];
  const digits = raw.replace(/[\s-]/g, "");
  const code = /^\d{10,13}$/.test(digits) ? digits : null;
  const issn = /^\d{7}[\dXx]$/.test(digits) && /^\d{4}-?\d{3}[\dXx]$/.test(raw) ? digits.slice(0, 7) : null;
  return { text, terms, code, raw, issn };
}

/** A word folded as the search index stores it: lower case, no diacritics, [a-z0-9] only ("Żurawiem" → "zurawiem"). */
export function foldWord(word: string): string {
  return normalizeSearchText(word).replace(/[^a-z0-9]+/g, "");
}

/** A prefix-matching tsquery: every term must match ("nat:* & geo:*"). Terms are [a-z0-9] only. */
export function toPrefixTsQuery(terms: string[]): string {
  return terms.map((t) => `${t}:*`).join(" & ");
}

/** A term's lemmas that are safe inside a tsquery ([a-z0-9] only). */
function safeLemmas(term: string, lemmas: ReadonlyMap<string, readonly string[]>): string[] {
  return (lemmas.get(term) ?? []).filter((l) => /^[a-z0-9]+$/.test(l));
}

/**
 * The tsquery that matches a search (docs/decisions/2026-11-27-polish-search.md): every term must match, by
 * prefix or by one of its lemmas ("(zurawia:* | zuraw)"). Terms are [a-z0-9] only.
 */
export function toMatchTsQuery(terms: string[], lemmas: ReadonlyMap<string, readonly string[]>): string {
  return terms.map((t) => `(${[`${t}:*`, ...safeLemmas(t, lemmas)].join(" | ")})`).join(" & ");
}

/** The tsquery that ranks a search: a term's lemmas when it has some, else its prefix ("kryminal & noc:*"). */
export function toRankTsQuery(terms: string[], lemmas: ReadonlyMap<string, readonly string[]>): string {
  return terms
    .map((t) => {
      const own = safeLemmas(t, lemmas);
      return own.length ? `(${own.join(" | ")})` : `${t}:*`;
    })
    .join(" & ");
}
