/** Loads the compared products in the browser from the catalogue search API (POST /api/catalog/search). */
import { COMPARE_MAX, readCompare, type KeyValueStorage } from "./compare-storage.ts";
import { COMPARE_FIELDS, compareProduct, inListOrder, type CompareLabels, type CompareProduct } from "./compare-rows.ts";

export interface CompareData {
  products: CompareProduct[];
  labels: CompareLabels;
  /** skus in the list that the catalogue no longer shows (disabled, not sold any more) */
  missing: string[];
}

export async function loadCompare(storage: KeyValueStorage | null, fetcher: typeof fetch = fetch): Promise<CompareData> {
  const skus = readCompare(storage);
  if (skus.length === 0) return { products: [], labels: {}, missing: [] };
  const response = await fetcher("/api/catalog/search", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ skus, size: COMPARE_MAX, aggregations: false, includeFields: COMPARE_FIELDS }),
  });
  const body = (await response.json()) as { code?: number; result?: { items?: Record<string, unknown>[]; attributeMetadata?: { attribute_code: string; options: { value: number; label: string }[] }[] } };
  if (body.code !== 200 || !body.result) throw new Error(`The catalogue answered ${body.code ?? response.status}`);
  const products = inListOrder(skus, (body.result.items ?? []).map(compareProduct));
  const labels: CompareLabels = Object.fromEntries((body.result.attributeMetadata ?? []).map((a) => [a.attribute_code, Object.fromEntries(a.options.map((o) => [o.value, o.label]))]));
  return { products, labels, missing: skus.filter((s) => !products.some((p) => p.sku === s)) };
}
