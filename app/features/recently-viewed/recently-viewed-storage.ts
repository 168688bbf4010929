/**
 * Recently viewed products, newest first, at most 12, in local storage. Each entry keeps what a tile needs
 * (sku, name, url, image and the price with its Omnibus data as seen at the time of the visit).
 */
import type { PriceData } from "../../components/Price.tsx";

export const RECENTLY_VIEWED_KEY = "recently-viewed";
export const RECENTLY_VIEWED_MAX = 12;

export interface RecentlyViewedItem {
  sku: string;
  name: string;
  url: string;
  image: string | null;
  price: PriceData;
  viewedAt: number;
}

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

function isItem(x: unknown): x is RecentlyViewedItem {
  if (!x || typeof x !== "object") return false;
  const r = x as Record<string, unknown>;
  const p = r.price as Record<string, unknown> | undefined;
  return (
    typeof r.sku === "string" &&
    typeof r.name === "string" &&
    typeof r.url === "string" &&
    r.url.startsWith("/") &&
    !r.url.startsWith("//") &&
    (r.image === null || typeof r.image === "string") &&
    !!p &&
    typeof p.price_incl_tax === "number" &&
    typeof p.final_price_incl_tax === "number" &&
    typeof p.is_discounted === "boolean" &&
    (p.lowest_price_30d === null || typeof p.lowest_price_30d === "number")
  );
}

export function readRecentlyViewed(storage: KeyValueStorage | null | undefined): RecentlyViewedItem[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    return Array.isArray(raw) ? raw.filter(isItem).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first (once), keeps the newest 12, and returns the new list. */
export function recordRecentlyViewed(storage: KeyValueStorage, item: Omit<RecentlyViewedItem, "viewedAt">, now = Date.now()): RecentlyViewedItem[] {
  const list = [{ ...item, viewedAt: now }, ...readRecentlyViewed(storage).filter((x) => x.sku !== item.sku)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: nothing is remembered
  }
  return list;
}
