/**
 * The wishlist as the page sees it (docs/storefront.md §3 and §4): the skus under "wishlist" in local storage,
 * followed in this tab (WISHLIST_EVENT) and in others ("storage"). A guest's list lives only there; a customer's
 * is the server's, mirrored there after every change and at the start of each visit, so the hearts show at once
 * and every tab follows. Part of the first load of pages with hearts, so it stays tiny: changing the list, and
 * talking to the API, is wishlist-store.ts, loaded on the first click (or when the session needs it).
 */
import { useSyncExternalStore } from "react";
import { lazyModule } from "../../components/lazy.tsx";

export const WISHLIST_KEY = "wishlist";
/** Fired on window after every change in this tab. */
export const WISHLIST_EVENT = "kiosk:wishlist";

/** An item as stored: its sku and, for a customer's list, the server's item id. */
export interface StoredWishlistItem {
  sku: string;
  id?: number;
}

export const wishlistStore = lazyModule(() => import("./wishlist-store.ts"));

const EMPTY: ReadonlySet<string> = new Set();
let cachedRaw: string | null | undefined;
let cachedSkus: ReadonlySet<string> = EMPTY;

export function rawList(): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(WISHLIST_KEY);
  } catch {
    return null;
  }
}

/** The skus stored (the full reading, with the server's ids, is wishlist-store.ts storedWishlist). */
function readSkus(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(value) ? value.map((x) => x?.sku).filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

/** The skus in the list now (the same set until the list changes). */
export function wishlistSkus(): ReadonlySet<string> {
  const raw = rawList();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSkus = new Set(readSkus(raw));
  }
  return cachedSkus;
}

export function subscribeWishlist(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === WISHLIST_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(WISHLIST_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(WISHLIST_EVENT, onChange);
  };
}

/** The skus in the list: empty on the server and while hydrating, then followed. */
export function useWishlistSkus(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeWishlist, wishlistSkus, () => EMPTY);
}
