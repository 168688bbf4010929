/**
 * The server cart's endpoints (docs/api.md §3): every call answers the envelope's
 * `code` and `result`; a network failure or a non-JSON answer is code 0 (nothing reached the server's logic).
 * The customer token travels as a Bearer header; the cart id as `?cartId=`.
 */
import type { LineOption, PaymentMethod, ProductOption, ServerCartItem, ShippingMethod, Totals } from "./types.ts";
import { DEFAULT_LANGUAGE, pageLanguage } from "../../i18n/languages.ts";

/** `lang` for the routes answering totals: their lines' option labels in the page's language (Polish: no parameter). */
export function withPageLanguage(query: Record<string, string>): Record<string, string> {
  const lang = pageLanguage();
  return lang === DEFAULT_LANGUAGE ? query : { ...query, lang };
}

export interface ApiAnswer<T> {
  code: number;
  result: T;
  /** stable error code of a non-200 answer (OUT_OF_STOCK, QTY_NOT_AVAILABLE, ...) */
  error?: string;
  details?: Record<string, unknown>;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface CartApiOptions {
  fetch: Fetch;
  /** the customer's access token, or null for a guest */
  token: () => string | null;
}

export interface UpdateItem {
  sku: string;
  qty: number;
  product_option?: ProductOption;
  item_id?: number;
  quoteId?: string;
}

export function cartApi({ fetch, token }: CartApiOptions) {
  async function call<T>(method: "GET" | "POST", path: string, query: Record<string, string>, body?: unknown, guest = false): Promise<ApiAnswer<T>> {
    const params = new URLSearchParams(query);
    const headers: Record<string, string> = { accept: "application/json" };
    const bearer = guest ? null : token();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      const response = await fetch(`/api/cart/${path}${params.size ? `?${params}` : ""}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: "no-store",
      });
      const json = (await response.json()) as { code?: number; result?: unknown };
      const code = typeof json.code === "number" ? json.code : response.status;
      const result = json.result as T;
      if (code === 200) return { code, result };
      const error = result && typeof result === "object" ? (result as { error?: string; details?: Record<string, unknown> }) : undefined;
      return { code, result, error: error?.error, details: error?.details };
    } catch {
      return { code: 0, result: undefined as T };
    }
  }
  return {
    create: (guest: boolean) => call<string | number>("POST", "create", {}, undefined, guest),
    pull: (cartId: string, guest: boolean) => call<ServerCartItem[]>("GET", "pull", { cartId }, undefined, guest),
    update: (cartId: string, cartItem: UpdateItem, guest: boolean) => call<ServerCartItem>("POST", "update", { cartId }, { cartItem }, guest),
    delete: (cartId: string, cartItem: { sku: string; item_id: number; quoteId?: string }, guest: boolean) =>
      call<boolean>("POST", "delete", { cartId }, { cartItem }, guest),
    totals: (cartId: string, guest: boolean) =>
      call<Totals & { items: (Totals["items"][number] & { options: unknown })[] }>("GET", "totals", withPageLanguage({ cartId }), undefined, guest),
    paymentMethods: (cartId: string, guest: boolean) => call<PaymentMethod[]>("GET", "payment-methods", { cartId }, undefined, guest),
    shippingMethods: (cartId: string, countryId: string, guest: boolean) =>
      call<ShippingMethod[]>("POST", "shipping-methods", { cartId }, { address: { country_id: countryId } }, guest),
    applyCoupon: (cartId: string, coupon: string, guest: boolean) => call<boolean>("POST", "apply-coupon", { cartId, coupon }, undefined, guest),
    deleteCoupon: (cartId: string, guest: boolean) => call<boolean>("POST", "delete-coupon", { cartId }, undefined, guest),
    merge: (guestCartId: string) => call<string | number>("POST", "merge", {}, { guestCartId }),
  };
}
export type CartApi = ReturnType<typeof cartApi>;

/** Totals items carry their options as a JSON string (docs/api.md §5.2): parsed once here. */
export function parseTotals(raw: Totals): Totals {
  return {
    ...raw,
    items: (raw.items ?? []).map((item) => ({ ...item, options: parseOptions(item.options as unknown) })),
  };
}

function parseOptions(value: unknown): LineOption[] {
  if (Array.isArray(value)) return value as LineOption[];
  if (typeof value !== "string" || value === "") return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as LineOption[]) : [];
  } catch {
    return [];
  }
}
