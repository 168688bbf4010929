/**
 * Loader side of a listing: one catalogue search for the products, the total and the aggregations, then
 * the facets the page shows. Runs on the server (in-process service), never in the browser.
 */
import { redirect } from "react-router";
import type { CatalogService, SearchRefusal, SearchResult } from "../../../server/modules/catalog/index.ts";
import { accept, type Outcome } from "../../../server/http/outcome.ts";
import { PRICE_RANGES, parsePriceRange } from "../../../domain/catalog-query.ts";
import {
  canonicalListingHref,
  FACET_CODES,
  listingHref,
  listingKey,
  pageWindow,
  pagesFor,
  serviceFilters,
  sortChoices,
  type FacetCode,
  type ListingState,
} from "./query.ts";
import { TILE_FIELDS, toTile, type Facet, type FacetOption, type Listing } from "./types.ts";
import type { Language } from "../../i18n/languages.ts";

const KIND: Record<FacetCode, Facet["kind"]> = {
  color: "swatch",
  size: "pills",
  womens_sizes: "pills",
  mens_sizes: "pills",
  kids_sizes: "pills",
  publication_form: "list",
  publishing_series: "list",
  pattern_type: "list",
  erin_recommends: "list",
  price: "price",
};

/** One listing: the products, total and facets of `state`, the facets' labels in `lang` (the shopper's language). */
export async function runListing(
  catalog: Pick<CatalogService, "search">,
  opts: {
    state: ListingState;
    categoryId: number | null;
    hidePrices: boolean;
    lang: Language;
    /** an author's or publisher's products (their page: features/brand) */
    brand?: { kind: "author" | "publisher"; names: string[] };
  },
): Promise<Outcome<Listing, SearchRefusal>> {
  const { categoryId, hidePrices } = opts;
  // Where prices are hidden there is no price filter (nor a price or discount sort to offer).
  let state = opts.state;
  if (hidePrices) {
    const filters = { ...state.filters };
    delete filters.price;
    state = { ...state, filters, sort: state.sort === "price_asc" || state.sort === "price_desc" || state.sort === "discount" ? null : state.sort };
  }
  const filters = serviceFilters(state);
  const slice = pageWindow(state.page);
  const answer = await catalog.search({
    query: state.query || undefined,
    category: categoryId ?? undefined,
    brand: opts.brand,
    filters,
    sale: state.sale || undefined,
    bestsellery: state.bestsellery || undefined,
    new: state.new || undefined,
    sort: state.sort ?? undefined,
    start: slice.start,
    size: slice.size,
    includeFields: [...TILE_FIELDS],
    lang: opts.lang,
  });
  // A refused search (a term too short, an unknown filter) is the caller's to answer: the search page reads its code.
  if (!answer.ok) return answer;
  const result = answer.value;
  return accept({
    items: result.items.map((d) => toTile(d)),
    total: result.total,
    start: result.start,
    state,
    key: listingKey(state),
    facets: buildFacets(result, state, { hidePrices }),
    sorts: sortChoices({ hidePrices }),
    hidePrices,
    categoryId,
  });
}

/**
 * The page's path and whether this is a client-side data request (React Router's single fetch asks for
 * "/c/slug.data?…", and that is the URL loaders see).
 */
export function requestPath(url: URL): { path: string; isData: boolean } {
  const isData = url.pathname.endsWith(".data");
  return { path: isData ? url.pathname.slice(0, -".data".length) : url.pathname, isData };
}

/**
 * Document requests only: a plain GET form (no JavaScript) sends repeated and empty parameters
 * (`color=1&color=2&sort=`); answer with the tidy URL. Data requests are left alone (the router encodes
 * commas as %2C there, and a redirect would cost a round trip for nothing).
 */
export function redirectToCanonical(url: URL): void {
  const { path, isData } = requestPath(url);
  if (isData) return;
  const canonical = canonicalListingHref(url);
  if (canonical) throw redirect(canonical.replace(url.pathname, path));
}

/**
 * A ?page= past the end (only possible beyond the 250-product window, where the page starts at an offset)
 * would show an empty grid under a non-zero total: send the shopper to the last page instead.
 */
export function redirectIfPastEnd(listing: Listing, url: URL): void {
  if (listing.items.length === 0 && listing.start > 0 && listing.total > 0) {
    throw redirect(listingHref(requestPath(url).path, { ...listing.state, page: pagesFor(listing.total) }));
  }
}

/**
 * Facets from the aggregations. The catalogue counts over the filtered set, so once a group has a
 * selection its other values would count 0 and vanish, which would make multi-select impossible: a group
 * with a selection therefore lists all its values (from the attribute metadata), with counts where known.
 * Within a group values are OR-ed, so adding one never empties the result. Groups that cannot narrow the
 * result (no values, or a single value every product has) are left out.
 */
export function buildFacets(
  result: Pick<SearchResult, "aggregations" | "attributeMetadata" | "total">,
  state: ListingState,
  opts: { hidePrices: boolean },
): Facet[] {
  const facets: Facet[] = [];
  for (const code of FACET_CODES) {
    if (code === "price" && opts.hidePrices) continue;
    const selected = state.filters[code] ?? [];
    const buckets = result.aggregations[code]?.buckets ?? [];
    const countOf = new Map(buckets.map((b) => [String(b.key), b.count]));
    let options: FacetOption[];
    let label: string;
    if (code === "price") {
      label = "Cena";
      const ranges = PRICE_RANGES.map((r) => ({ key: r.key, from: r.from, to: r.to }));
      for (const v of selected) {
        const r = parsePriceRange(v);
        if (r && !ranges.some((x) => x.key === r.key)) ranges.push({ key: r.key, from: r.from, to: r.to });
      }
      options = ranges
        .map((r) => ({
          value: r.key,
          label: r.key,
          // With a price selection the other ranges' counts are not known (see above).
          count: selected.length && !selected.includes(r.key) ? null : (countOf.get(r.key) ?? 0),
          swatch: null,
          from: r.from / 100,
          to: r.to === null ? null : r.to / 100,
        }))
        .filter((o) => selected.includes(o.value) || (selected.length ? true : (o.count ?? 0) > 0));
    } else {
      const meta = result.attributeMetadata.find((a) => a.attribute_code === code);
      label = meta?.frontend_label ?? code;
      const known = meta?.options ?? [];
      if (selected.length) {
        options = known.map((o) => ({
          value: String(o.value),
          label: o.label,
          count: countOf.get(String(o.value)) ?? null,
          swatch: o.swatch,
          from: null,
          to: null,
        }));
        for (const v of selected) {
          if (!options.some((o) => o.value === v)) options.push({ value: v, label: v, count: 0, swatch: null, from: null, to: null });
        }
      } else {
        options = buckets
          .filter((b) => b.count > 0)
          .map((b) => ({ value: String(b.key), label: b.label, count: b.count, swatch: b.swatch ?? null, from: null, to: null }));
      }
    }
    if (options.length === 0) continue;
    if (!selected.length && options.length === 1 && options[0]!.count === result.total) continue;
    facets.push({ code, label, kind: KIND[code], options });
  }
  return facets;
}
