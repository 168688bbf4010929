/**
 * What a search asks for, checked against the catalogue's filters, sorts and categories before any SQL: either
 * the search to run or the refusal the shopper's input earns (a page too large, a term too short, an unknown
 * filter, value or sort, an unknown category).
 */
import {
  defaultSort,
  FILTER_NAMES,
  isFilterName,
  MAX_PAGE_SIZE,
  MAX_START,
  normalizePaging,
  parsePriceRange,
  parseSort,
  searchTerms,
  type PriceRange,
  type SearchTerms,
  type SortKey,
} from "../../../domain/catalog-query.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { Language } from "../../../domain/language.ts";
import type { BrandKind } from "../../../domain/brand.ts";
import type { AttributeRow, CategoryRow } from "./reference.ts";

export interface SearchInput {
  query?: string | undefined;
  category?: number | string | undefined;
  filters?: Record<string, string[]> | undefined;
  sale?: boolean | undefined;
  bestsellery?: boolean | undefined;
  new?: boolean | undefined;
  type?: string[] | undefined;
  skus?: string[] | undefined;
  /** an author's or publisher's products (the names of its page: CatalogService.brand) */
  brand?: { kind: BrandKind; names: string[] } | undefined;
  sort?: string | undefined;
  start?: number | undefined;
  size?: number | undefined;
  includeFields?: string[] | undefined;
  excludeFields?: string[] | undefined;
  aggregations?: boolean | undefined;
  /** the language of the shop's labels (filter and option labels, category names); Polish by default */
  lang?: Language | undefined;
}

/** The refusals of a search: its input is wrong (400) or names a category that is not there (404). */
export type SearchRefusal = "BAD_REQUEST" | "SEARCH_TERM_TOO_SHORT" | "INVALID_FILTER" | "INVALID_SORT" | CategoryRefusal;
export type CategoryRefusal = "CATEGORY_NOT_FOUND" | "CATEGORY_BELOW_ROOT";

export interface CheckedSearch {
  paging: { start: number; size: number };
  terms: SearchTerms | undefined;
  category: CategoryRow | undefined;
  filters: { attributeId: number; optionIds: number[]; allOptionIds: number[] }[];
  priceRanges: PriceRange[];
  sort: SortKey;
  /** the catalogue's attributes by code, as read for this search */
  attributes: Map<string, AttributeRow>;
  /** the filterable attributes the catalogue has, in FILTER_NAMES order */
  filterAttributes: AttributeRow[];
}

/** An option's labels in every language, lower-cased. */
function optionLabels(o: AttributeRow["options"][number]): string[] {
  const translated = Object.values(o.translations ?? {}).flatMap((texts) => (typeof texts?.label === "string" ? [texts.label] : []));
  return [o.label, ...translated].map((l) => l.toLowerCase());
}

const SORT_NAMES = "latest, price_asc, price_desc, most_viewed, bestsellers, premiere, position";

/** Checks a search's input; the refusals come in the order a shopper would fix them (paging, term, category, filters, sort). */
export async function checkSearch(
  input: SearchInput,
  attributesOf: () => Promise<Map<string, AttributeRow>>,
  findCategory: (key: number | string) => Promise<Outcome<CategoryRow, CategoryRefusal>>,
): Promise<Outcome<CheckedSearch, SearchRefusal>> {
  if (input.size !== undefined && input.size > MAX_PAGE_SIZE) return refuse("BAD_REQUEST", `The page size must be at most ${MAX_PAGE_SIZE} products.`);
  if (input.start !== undefined && input.start > MAX_START) return refuse("BAD_REQUEST", `The start offset must be at most ${MAX_START}.`);
  const paging = normalizePaging(input.start, input.size);
  const attributes = await attributesOf();

  let terms: SearchTerms | undefined;
  if (input.query !== undefined && input.query.trim() !== "") {
    terms = searchTerms(input.query);
    if (terms.terms.length === 0 && !terms.code && terms.raw.length < 3)
      return refuse("SEARCH_TERM_TOO_SHORT", "The search term must have at least 3 characters.");
  }

  let category: CategoryRow | undefined;
  if (input.category !== undefined && input.category !== "") {
    const found = await findCategory(input.category);
    if (!found.ok) return found;
    category = found.value;
  }

  const filters: CheckedSearch["filters"] = [];
  let priceRanges: PriceRange[] = [];
  for (const [name, rawValues] of Object.entries(input.filters ?? {})) {
    if (name === "price") {
      const ranges = rawValues.map((v) => ({ v, range: parsePriceRange(v) }));
      const wrong = ranges.find((r) => r.range === null);
      if (wrong) return refuse("INVALID_FILTER", `The price filter "${wrong.v}" is not a range such as 50-99.99.`);
      priceRanges = ranges.map((r) => r.range!);
      continue;
    }
    if (!isFilterName(name)) return refuse("INVALID_FILTER", `There is no filter named "${name}". Filters: ${[...FILTER_NAMES, "price"].join(", ")}.`);
    const attribute = attributes.get(name);
    if (!attribute) continue;
    // docs/storefront.md §5: attribute filter values containing a dot are skipped.
    const optionIds: number[] = [];
    for (const v of rawValues.filter((v) => !v.includes("."))) {
      // a label in Polish or in any of its translations ("Czarny", "Black", "Schwarz")
      const byLabel = attribute.options.find((o) => optionLabels(o).includes(v.toLowerCase()));
      const id = /^\d{1,9}$/.test(v) ? Number(v) : byLabel?.value;
      if (id === undefined) return refuse("INVALID_FILTER", `The value "${v}" is not an option of the filter "${name}".`);
      optionIds.push(id);
    }
    if (optionIds.length) filters.push({ attributeId: attribute.attribute_id, optionIds, allOptionIds: attribute.options.map((o) => o.value) });
  }

  const sortParsed = parseSort(input.sort);
  if (sortParsed === null) return refuse("INVALID_SORT", `The sort "${input.sort}" is unknown. Sorts: ${SORT_NAMES}.`);
  const sort = sortParsed ?? defaultSort({ hasQuery: terms !== undefined, inCategory: category !== undefined, categoryListingSort: category?.listing_sort });
  const filterAttributes = FILTER_NAMES.flatMap((n) => {
    const a = attributes.get(n);
    return a ? [a] : [];
  });
  return accept({ paging, terms, category, filters, priceRanges, sort, attributes, filterAttributes });
}
