/**
 * The checkout's API calls. A signed-in customer's calls go through the session (token added, refreshed on a
 * 401); a guest's go straight to the API. Every answer is an envelope; a network failure is code 0.
 */
import type { OrderConfirmation } from "../../../contract/order.ts";
import { callApi, type CallInit } from "../account/api.ts";
import { accountCall } from "../account/session-runtime.ts";
import { sessionSnapshot } from "../account/session-store.ts";
import type { ApiAnswer } from "../account/types.ts";
import type { PaymentMethod, ShippingMethod, Totals } from "../cart/types.ts";
import { parseTotals, withPageLanguage } from "../cart/cart-api.ts";

export function checkoutCall<T>(path: string, init: Omit<CallInit, "token"> = {}): Promise<ApiAnswer<T>> {
  return sessionSnapshot() ? accountCall<T>(path, init) : callApi<T>(path, init);
}

export interface Company {
  nip: string;
  name: string;
  regon: string | null;
  statusVat: string;
  address: { street: string; postcode: string; city: string } | null;
  requestId: string;
}

export interface PickupPoint {
  carrier: "inpost" | "orlen";
  code: string;
  type: string;
  address: { line1: string; line2: string; postcode: string | null; city: string | null };
  description: string | null;
  openingHours: string | null;
  distance: number | null;
}

export interface StockItem {
  product_sku?: string;
  sku?: string;
  is_in_stock: boolean;
  qty: number;
  manage_stock?: boolean;
}

export const lookupCompany = (nip: string) => callApi<Company>("/api/company/lookup", { query: { nip } });

export const searchPickupPoints = (carrier: string, q: string) => callApi<{ items: PickupPoint[] }>("/api/pickup-points", { query: { carrier, q, limit: 12 } });

/** The delivery methods of the cart for a delivery country (each country has its own carriers). */
export const shippingMethods = (cartId: string, country: string) =>
  checkoutCall<ShippingMethod[]>("/api/cart/shipping-methods", { method: "POST", query: { cartId }, body: { address: { country_id: country } } });

export async function shippingInformation(
  cartId: string,
  info: { address: Record<string, unknown>; carrier: string; method: string; billing: Record<string, unknown>; payment?: string },
) {
  // With the payment method: cash on delivery adds its fee (one the delivery does not allow is dropped by the server).
  const answer = await checkoutCall<{ payment_methods: PaymentMethod[]; totals: Totals }>("/api/cart/shipping-information", {
    method: "POST",
    query: withPageLanguage({ cartId }),
    body: {
      addressInformation: {
        shippingAddress: info.address,
        billingAddress: info.billing,
        shippingCarrierCode: info.carrier,
        shippingMethodCode: info.method,
        ...(info.payment ? { paymentMethod: info.payment } : {}),
      },
    },
  });
  if (answer.code === 200) answer.result.totals = parseTotals(answer.result.totals);
  return answer;
}

export const stockList = (skus: string[]) => callApi<StockItem[]>("/api/stock/list", { query: { skus: skus.join(",") } });

/**
 * POST /api/order's answer (contract/order.ts), with `payment` for the online methods: what the browser needs to
 * pay (PayU's address, or the BLIK wait), null for cash on delivery and a free order (contract/payment.ts).
 */
export type { OrderConfirmation };

export const postOrder = (body: unknown) => checkoutCall<OrderConfirmation>("/api/order", { method: "POST", body });
