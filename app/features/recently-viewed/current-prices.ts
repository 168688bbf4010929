/**
 * Today's prices of recently viewed products. The list keeps each price as it was at the visit, which may be
 * days old: a special price that has ended, or a new one with its Omnibus line, must not be shown from it. The
 * strip shows the catalogue's current price instead (POST /api/catalog/search by skus).
 */
import type { PriceData } from "../../components/Price.tsx";

export const PRICE_FIELDS = ["sku", "price_incl_tax", "final_price_incl_tax", "is_discounted", "lowest_price_30d"];

/** sku → current price; products the catalogue no longer shows are left out. */
export function currentPrices(items: readonly Record<string, unknown>[]): Map<string, PriceData> {
  const prices = new Map<string, PriceData>();
  for (const d of items) {
    if (typeof d.sku !== "string" || typeof d.price_incl_tax !== "number") continue;
    const final = typeof d.final_price_incl_tax === "number" ? d.final_price_incl_tax : d.price_incl_tax;
    prices.set(d.sku, {
      price_incl_tax: d.price_incl_tax,
      final_price_incl_tax: final,
      is_discounted: d.is_discounted === true,
      lowest_price_30d: typeof d.lowest_price_30d === "number" ? d.lowest_price_30d : null,
    });
  }
  return prices;
}

export async function loadCurrentPrices(skus: readonly string[], fetcher: typeof fetch = fetch): Promise<Map<string, PriceData>> {
  if (skus.length === 0) return new Map();
  const response = await fetcher("/api/catalog/search", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ skus, size: skus.length, aggregations: false, includeFields: PRICE_FIELDS }),
  });
  const body = (await response.json()) as { code?: number; result?: { items?: Record<string, unknown>[] } };
  if (body.code !== 200 || !body.result) throw new Error(`The catalogue answered ${body.code ?? response.status}`);
  return currentPrices(body.result.items ?? []);
}
