/** The engine wired to the browser: fetch, localStorage, the stock check. */
import { cartApi } from "./cart-api.ts";
import { createCartEngine, type CartNotice } from "./cart-engine.ts";
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
  return createCartEngine({
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
}
