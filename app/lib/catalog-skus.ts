/**
 * Products by sku from the catalogue search (POST /api/catalog/search), for lists the browser keeps (compare,
 * recently viewed): the search's `result` with only the fields asked for, or an error for any answer but 200.
 */
import { DEFAULT_LANGUAGE, pageLanguage, type Language } from "../i18n/languages.ts";

export interface SkuSearchResult {
  items?: Record<string, unknown>[];
  attributeMetadata?: { attribute_code: string; options: { value: number; label: string }[] }[];
}

export async function searchBySkus(
  skus: readonly string[],
  includeFields: readonly string[],
  size: number,
  fetcher: typeof fetch = fetch,
  lang: Language = pageLanguage(),
): Promise<SkuSearchResult> {
  const response = await fetcher("/api/catalog/search", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    // The attributes' option labels (compare) in the page's language.
    body: JSON.stringify({ skus, size, aggregations: false, includeFields, ...(lang === DEFAULT_LANGUAGE ? {} : { lang }) }),
  });
  const body = (await response.json()) as { code?: number; result?: SkuSearchResult };
  if (body.code !== 200 || !body.result) throw new Error(`The catalogue answered ${body.code ?? response.status}`);
  return body.result;
}
