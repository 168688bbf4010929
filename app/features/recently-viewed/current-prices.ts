/**
 * Today's prices of recently viewed products. The list keeps each price as it was at the visit, which may be
 * days old: a special price that has ended, or a new one with its Omnibus line, must not be shown from it. The
 * strip shows the catalogue's current price instead (POST /api/catalog/search by skus).
 */
import type { PriceData } from "../../components/Price.tsx";
import { searchBySkus } from "../../lib/catalog-skus.ts";
import { tilePrice } from "../product/page-data.ts";

export const PRICE_FIELDS = ["sku", "price_incl_tax", "final_price_incl_tax", "is_discounted", "lowest_price_30d"];

/** sku → current price; products the catalogue no longer shows are left out. */
export function currentPrices(items: readonly Record<string, unknown>[]): Map<string, PriceData> {
  const prices = new Map<string, PriceData>();
  for (const d of items) {
    if (typeof d.sku === "string" && typeof d.price_incl_tax === "number") prices.set(d.sku, tilePrice(d));
  }
  return prices;
}

export async function loadCurrentPrices(skus: readonly string[], fetcher: typeof fetch = fetch): Promise<Map<string, PriceData>> {
  if (skus.length === 0) return new Map();
  return currentPrices((await searchBySkus(skus, PRICE_FIELDS, skus.length, fetcher)).items ?? []);
}
