/**
 * Products by sku from the catalogue search (POST /api/catalog/search), for lists the browser keeps (compare,
 * recently viewed): the search's `result` with only the fields asked for, or an error for any answer but 200.
 */
export interface SkuSearchResult {
  items?: Record<string, unknown>[];
  attributeMetadata?: { attribute_code: string; options: { value: number; label: string }[] }[];
}

export async function searchBySkus(
  skus: readonly string[],
  includeFields: readonly string[],
  size: number,
  fetcher: typeof fetch = fetch,
): Promise<SkuSearchResult> {
  const response = await fetcher("/api/catalog/search", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ skus, size, aggregations: false, includeFields }),
  });
  const body = (await response.json()) as { code?: number; result?: SkuSearchResult };
  if (body.code !== 200 || !body.result) throw new Error(`The catalogue answered ${body.code ?? response.status}`);
  return body.result;
}
