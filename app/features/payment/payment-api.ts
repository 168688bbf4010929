/**
 * The payment API calls (contract/payment.ts). A guest proves the order is theirs with its pay token; a
 * signed-in customer without one (the account's "Zapłać teraz") calls with their access token, through the
 * session, which loads only then. Every answer is an envelope; a network failure is code 0.
 */
import type { PayBody, PaymentInfo, PayMethods } from "../../../contract/payment.ts";
import { callApi, failure, type CallInit } from "../account/api.ts";
import { sessionSnapshot } from "../account/session-store.ts";
import type { ApiAnswer } from "../account/types.ts";

/** The POS's pay-by-link methods and what the card widget needs (cached by the server). */
export const payMethods = (signal?: AbortSignal) => callApi<PayMethods>("/api/payment/methods", signal ? { signal } : {});

let methods: Promise<ApiAnswer<PayMethods>> | undefined;
/** payMethods, asked once per page (again after a failure). */
export function cachedPayMethods(): Promise<ApiAnswer<PayMethods>> {
  methods ??= payMethods().then((answer) => {
    if (answer.code !== 200) methods = undefined;
    return answer;
  });
  return methods;
}

async function orderCall<T>(path: string, payToken: string | null, init: Omit<CallInit, "token">): Promise<ApiAnswer<T>> {
  if (payToken) return callApi<T>(path, init);
  if (!sessionSnapshot()) return failure(404, "ORDER_NOT_FOUND") as ApiAnswer<T>;
  const { accountCall } = await import("../account/session-runtime.ts");
  return accountCall<T>(path, init);
}

const orderPath = (orderNumber: string) => `/api/payment/orders/${encodeURIComponent(orderNumber)}`;

/** Where the order's payment stands (polled every 5 s by the thank-you page). */
export function paymentInfo(orderNumber: string, payToken: string | null, signal?: AbortSignal): Promise<ApiAnswer<PaymentInfo>> {
  return orderCall<PaymentInfo>(orderPath(orderNumber), payToken, { query: { pay_token: payToken ?? undefined }, ...(signal ? { signal } : {}) });
}

/** Pays the same order again (a new PayU order for it). */
export function payOrder(orderNumber: string, body: PayBody): Promise<ApiAnswer<PaymentInfo>> {
  return orderCall<PaymentInfo>(`${orderPath(orderNumber)}/pay`, body.pay_token ?? null, { method: "POST", body });
}

/** The shopper's order history in the browser (local storage `orders-history`) is refreshed once a payment completes. */
export async function refreshOrdersIfSignedIn(): Promise<void> {
  if (!sessionSnapshot()) return;
  const { refreshOrderHistory } = await import("../account/session-runtime.ts");
  await refreshOrderHistory();
}
