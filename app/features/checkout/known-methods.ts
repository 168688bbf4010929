/**
 * The delivery methods the server last offered per delivery country, kept in the browser so that a checkout opened
 * offline still offers them (docs/storefront.md §1, offline use). Not personal: a list of carriers and prices. A price
 * may have changed since; an order placed offline is priced again by the server when it is sent, and a different
 * total is put to the shopper before it is placed (the order queue's TOTAL_CHANGED).
 */
import type { ShippingMethod } from "../cart/types.ts";

export const KNOWN_METHODS_KEY = "checkout-shipping-methods";

type Kept = Record<string, ShippingMethod[]>;

function read(storage: Storage): Kept {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KNOWN_METHODS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

const browserStorage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // private mode without storage
  }
};

/** Keeps what the server offered for `country` now. */
export function rememberMethods(country: string, methods: ShippingMethod[], storage = browserStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(KNOWN_METHODS_KEY, JSON.stringify({ ...read(storage), [country]: methods }));
  } catch {
    // storage full: offline the checkout then offers no methods, as before
  }
}

/** What the server last offered for `country`; null when it never did in this browser. */
export function rememberedMethods(country: string, storage = browserStorage()): ShippingMethod[] | null {
  if (!storage) return null;
  const list = read(storage)[country];
  return Array.isArray(list) && list.length > 0 ? list : null;
}
