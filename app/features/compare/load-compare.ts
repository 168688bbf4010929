/** Loads the compared products in the browser from the catalogue search API (POST /api/catalog/search). */
import { COMPARE_MAX, readCompare, type KeyValueStorage } from "./compare-storage.ts";
import { COMPARE_FIELDS, compareProduct, inListOrder, type CompareLabels, type CompareProduct } from "./compare-rows.ts";
import { searchBySkus } from "../../lib/catalog-skus.ts";

export interface CompareData {
  products: CompareProduct[];
  labels: CompareLabels;
  /** skus in the list that the catalogue no longer shows (disabled, not sold any more) */
  missing: string[];
}

export async function loadCompare(storage: KeyValueStorage | null, fetcher: typeof fetch = fetch): Promise<CompareData> {
  const skus = readCompare(storage);
  if (skus.length === 0) return { products: [], labels: {}, missing: [] };
  const result = await searchBySkus(skus, COMPARE_FIELDS, COMPARE_MAX, fetcher);
  const products = inListOrder(skus, (result.items ?? []).map(compareProduct));
  const labels: CompareLabels = Object.fromEntries(
    (result.attributeMetadata ?? []).map((a) => [a.attribute_code, Object.fromEntries(a.options.map((o) => [o.value, o.label]))]),
  );
  return { products, labels, missing: skus.filter((s) => !products.some((p) => p.sku === s)) };
}
