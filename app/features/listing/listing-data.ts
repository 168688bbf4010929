/**
 * Loader side of a listing: one catalogue search for the products, the total and the aggregations, then
 * the facets the page shows. Runs on the server (in-process service), never in the browser.
 */
import type { CatalogService, SearchResult } from "../../../server/modules/catalog/service.ts";
import { PRICE_RANGES, parsePriceRange } from "../../../domain/catalog-query.ts";
import { FACET_CODES, listingKey, pageWindow, serviceFilters, sortChoices, type FacetCode, type ListingState } from "./query.ts";
import { TILE_FIELDS, toTile, type Facet, type FacetOption, type Listing } from "./types.ts";

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

export async function runListing(
  catalog: Pick<CatalogService, "search">,
  opts: { state: ListingState; categoryId: number | null; hidePrices: boolean },
): Promise<Listing> {
  const { state, categoryId, hidePrices } = opts;
  const filters = serviceFilters(state);
  if (hidePrices) delete filters.price;
  const window = pageWindow(state.page);
  const result = await catalog.search({
    query: state.query || undefined,
    category: categoryId ?? undefined,
    filters,
    sale: state.sale || undefined,
    bestsellery: state.bestsellery || undefined,
    new: state.new || undefined,
    sort: state.sort ?? undefined,
    start: window.start,
    size: window.size,
    includeFields: [...TILE_FIELDS],
  });
  return {
    items: result.items.map((d) => toTile(d)),
    total: result.total,
    start: result.start,
    state,
    key: listingKey(state),
    facets: buildFacets(result, state, { hidePrices }),
    sorts: sortChoices({ hidePrices }),
    hidePrices,
    categoryId,
  };
}

/**
 * Facets from the aggregations. The catalogue counts over the filtered set, so once a group has a
 * selection its other values would count 0 and vanish, which would make multi-select impossible: a group
 * with a selection therefore lists all its values (from the attribute metadata), with counts where known.
 * Within a group values are OR-ed, so adding one never empties the result. Groups that cannot narrow the
 * result (no values, or a single value every product has) are left out.
 */
export function buildFacets(result: Pick<SearchResult, "aggregations" | "attributeMetadata" | "total">, state: ListingState, opts: { hidePrices: boolean }): Facet[] {
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
        options = known.map((o) => ({ value: String(o.value), label: o.label, count: countOf.get(String(o.value)) ?? null, swatch: o.swatch, from: null, to: null }));
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
