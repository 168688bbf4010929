/** The engine wired to the browser: fetch, localStorage, the stock check. */
import { cartApi } from "./cart-api.ts";
import { createCartEngine, type CartNotice, type NewCartItem } from "./cart-engine.ts";
import type { CartItem } from "./types.ts";
import { track } from "../analytics/track.ts";
import type { CartContainer } from "./cart-state.ts";

/** Set by the session (accounts): renews a refused customer token; null when it cannot be renewed. */
let renewToken: ((staleToken: string) => Promise<string | null>) | null = null;
export function setCartTokenRenewer(renew: ((staleToken: string) => Promise<string | null>) | null) {
  renewToken = renew;
}

/** A 401 on a call that carried the customer's token renews the token once and repeats the call with it. */
async function fetchRenewingToken(url: string, init?: RequestInit): Promise<Response> {
  const response = await window.fetch(url, init);
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const bearer = headers.authorization?.startsWith("Bearer ") ? headers.authorization.slice(7) : null;
  if (response.status !== 401 || !bearer || !renewToken) return response;
  const fresh = await renewToken(bearer);
  if (!fresh || fresh === bearer) return response;
  return window.fetch(url, { ...init, headers: { ...headers, authorization: `Bearer ${fresh}` } });
}

export function browserCartEngine(container: CartContainer, token: () => string | null, notify: (notice: CartNotice) => void) {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // private mode without storage: the cart lives for this page only
  }
  const engine = createCartEngine({
    container,
    storage,
    notify,
    api: cartApi({ fetch: fetchRenewingToken, token }),
    stockCheck: async (sku) => {
      const response = await window.fetch(`/api/stock/check?sku=${encodeURIComponent(sku)}`);
      const body = (await response.json()) as { code?: number; result?: { is_in_stock?: boolean } };
      return body.code === 200 && body.result ? body.result.is_in_stock !== false : null;
    },
  });
  // The cart's changes are GA4 events (add_to_cart, remove_from_cart) once the cart accepted them; here, in the
  // engine that loads on first use, not in every page's first load (docs/decisions/2026-11-27-ga4.md).
  return {
    ...engine,
    addItems: async (items: NewCartItem[]) => {
      const outcome = await engine.addItems(items);
      if (outcome.ok) track("add_to_cart", { lines: items });
      return outcome;
    },
    updateQuantity: async (line: CartItem, qty: number) => {
      const outcome = await engine.updateQuantity(line, qty);
      if (outcome.ok && qty !== line.qty) track(qty > line.qty ? "add_to_cart" : "remove_from_cart", { lines: [line], quantities: [Math.abs(qty - line.qty)] });
      return outcome;
    },
    removeItem: async (line: CartItem) => {
      const outcome = await engine.removeItem(line);
      if (outcome.ok) track("remove_from_cart", { lines: [line] });
      return outcome;
    },
  };
}
