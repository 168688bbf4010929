import type { Grosze } from "./money.ts";

/** A child (simple product) of a configurable product; attributes: attribute_code → option id. */
export type VariantChild = {
  sku: string;
  status: number;
  price: Grosze;
  finalPrice: Grosze;
  isInStock: boolean;
  attributes: Record<string, number>;
};

export type VariantSelection = { sku?: string; attributes?: Record<string, number> };
export type VariantOptions = { allowOutOfStock?: boolean };

/** Status ≥ 2 means disabled; out-of-stock children are skipped unless allowed. */
export function isVariantAvailable(child: VariantChild, opts: VariantOptions = {}): boolean {
  return child.status < 2 && (child.isInStock || opts.allowOutOfStock === true);
}

function matchCount(child: VariantChild, attributes: Record<string, number>): number {
  let count = 0;
  for (const [code, value] of Object.entries(attributes)) {
    if (child.attributes[code] === value) count += 1;
  }
  return count;
}

/**
 * Picks a child: exact sku first; otherwise the one matching the most
 * selected attribute values, ties to the cheaper final price (then the
 * earlier child). null when no child is available.
 */
export function selectVariant(children: readonly VariantChild[], selection: VariantSelection, opts: VariantOptions = {}): VariantChild | null {
  const available = children.filter((child) => isVariantAvailable(child, opts));
  if (selection.sku !== undefined) {
    const bySku = available.find((child) => child.sku === selection.sku);
    if (bySku) return bySku;
  }
  const attributes = selection.attributes ?? {};
  let best: VariantChild | null = null;
  let bestScore = -1;
  for (const child of available) {
    const score = matchCount(child, attributes);
    if (score > bestScore || (score === bestScore && best !== null && child.finalPrice < best.finalPrice)) {
      best = child;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The available child matching ALL given attribute values (cheapest if
 * several), or null — the caller then warns "No such configuration for
 * the product…". An empty selection matches nothing.
 */
export function findExactVariant(children: readonly VariantChild[], attributes: Record<string, number>, opts: VariantOptions = {}): VariantChild | null {
  const wanted = Object.keys(attributes).length;
  if (wanted === 0) return null;
  let best: VariantChild | null = null;
  for (const child of children) {
    if (!isVariantAvailable(child, opts) || matchCount(child, attributes) !== wanted) continue;
    if (best === null || child.finalPrice < best.finalPrice) best = child;
  }
  return best;
}

/**
 * Option ids of `attributeCode` that can still be chosen given the other
 * selected attributes (the selection's own value for `attributeCode` is
 * ignored). In order of first appearance among the children.
 */
export function availableOptionValues(
  children: readonly VariantChild[],
  attributeCode: string,
  currentSelection: Record<string, number>,
  opts: VariantOptions = {},
): number[] {
  const others = Object.entries(currentSelection).filter(([code]) => code !== attributeCode);
  const values = new Set<number>();
  for (const child of children) {
    if (!isVariantAvailable(child, opts)) continue;
    const value = child.attributes[attributeCode];
    if (value === undefined) continue;
    if (others.every(([code, selected]) => child.attributes[code] === selected)) values.add(value);
  }
  return [...values];
}
