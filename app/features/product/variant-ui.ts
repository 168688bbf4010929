/**
 * Configurable products on the page: which child is shown, what choosing a value does, which values can
 * still be chosen, and the variant's URL. The rules themselves (skip out-of-stock and disabled children,
 * exact sku first, then the most matching attributes, ties to the cheaper) live in domain/variant.ts.
 */
import { availableOptionValues, findExactVariant, selectVariant, type VariantChild } from "../../../domain/variant.ts";
import { plnToGrosze } from "../../../domain/money.ts";
import { productUrl } from "../../lib/urls.ts";
import type { ConfigurableOption, PageChild } from "./types.ts";

export type Selection = Record<string, number>;

/** The variant in view: the chosen child (null when the chosen values match none) and the chosen values. */
export interface VariantChoice {
  childSku: string | null;
  selection: Selection;
}

export function toVariantChild(child: PageChild): VariantChild {
  return {
    sku: child.sku,
    status: child.status,
    price: plnToGrosze(child.price.price_incl_tax),
    finalPrice: plnToGrosze(child.price.final_price_incl_tax),
    isInStock: child.stock.is_in_stock,
    attributes: child.attributes,
  };
}

function bySku(children: readonly PageChild[], sku: string | undefined): PageChild | null {
  return sku === undefined ? null : (children.find((c) => c.sku === sku) ?? null);
}

/**
 * The child shown when the page opens: the URL's child sku when it can be sold; otherwise the available
 * child closest to it (or the cheapest one). null when no child can be sold.
 */
export function initialVariant(children: readonly PageChild[], childSku: string | null): { child: PageChild | null; selection: Selection } {
  const variants = children.map(toVariantChild);
  const wanted = bySku(children, childSku ?? undefined);
  const picked = selectVariant(variants, { ...(childSku ? { sku: childSku } : {}), attributes: wanted?.attributes ?? {} });
  const child = bySku(children, picked?.sku);
  return { child, selection: child ? { ...child.attributes } : {} };
}

/** initialVariant as the page keeps it (computed by the server, so the page renders it without this module). */
export function initialVariantChoice(children: readonly PageChild[], childSku: string | null): VariantChoice {
  const { child, selection } = initialVariant(children, childSku);
  return { childSku: child?.sku ?? null, selection };
}

/** Choosing `value` for `code`: the child matching the whole new selection, or null (warn the shopper). */
export function chooseOptionValue(
  children: readonly PageChild[],
  selection: Selection,
  code: string,
  value: number,
): { selection: Selection; child: PageChild | null } {
  const next = { ...selection, [code]: value };
  const found = findExactVariant(children.map(toVariantChild), next);
  return { selection: next, child: bySku(children, found?.sku) };
}

/** Per option code: the values that still give a sellable child together with the other chosen values. */
export function availableValues(children: readonly PageChild[], options: readonly ConfigurableOption[], selection: Selection): Record<string, Set<number>> {
  const variants = children.map(toVariantChild);
  return Object.fromEntries(options.map((o) => [o.code, new Set(availableOptionValues(variants, o.code, selection))]));
}

/** The URL of the page with `child` chosen (the canonical URL when none is). */
export function variantUrl(product: { sku: string; slug: string }, child: Pick<PageChild, "sku"> | null): string {
  return productUrl({ sku: product.sku, slug: product.slug }, child?.sku);
}
