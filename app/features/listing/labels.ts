/** Visible labels of filter groups and values (translated where the interface owns the text). */
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { parsePriceRange } from "../../../domain/catalog-query.ts";
import type { FacetCode } from "./query.ts";
import type { Facet, FacetOption } from "./types.ts";

/** The part of i18next's t() these helpers use (namespace "listing"). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function facetLabel(t: Translate, code: FacetCode, fallback: string): string {
  return t(`filter_${code}`, { defaultValue: fallback });
}

export function priceLabel(t: Translate, from: number, to: number | null): string {
  const f = formatPrice(plnToGrosze(from));
  return to === null ? t("priceFrom", { from: f }) : t("priceRange", { from: f, to: formatPrice(plnToGrosze(to)) });
}

export function optionLabel(t: Translate, facet: Pick<Facet, "kind">, option: FacetOption): string {
  if (facet.kind === "price" && option.from !== null) return priceLabel(t, option.from, option.to);
  return option.label;
}

/** A selected value's label for the chips, also when its group is not among the facets. */
export function selectedLabel(t: Translate, facets: Facet[], code: FacetCode, value: string): string {
  const facet = facets.find((f) => f.code === code);
  const option = facet?.options.find((o) => o.value === value);
  if (facet && option) return optionLabel(t, facet, option);
  if (code === "price") {
    const r = parsePriceRange(value);
    if (r) return priceLabel(t, r.from / 100, r.to === null ? null : r.to / 100);
  }
  return value;
}
