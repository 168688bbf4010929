/**
 * Where the payment pages are (docs/storefront.md §2): the thank-you page (`order_increment_id`, `status`,
 * `error`, and the order's `pay_token` for an online payment) and /placepozniej ("pay later": `order`, and
 * `pay_token` unless the signed-in owner opens it from the account).
 */
export function thankYouUrl(order: { orderNumber: string; status: string }, extra: Record<string, string | null | undefined> = {}): string {
  const query = new URLSearchParams({ order_increment_id: order.orderNumber, status: order.status });
  for (const [k, v] of Object.entries(extra)) if (v) query.set(k, v);
  return `/thank-you-page?${query}`;
}

export function payLaterUrl(orderNumber: string, payToken?: string | null): string {
  const query = new URLSearchParams({ order: orderNumber });
  if (payToken) query.set("pay_token", payToken);
  return `/placepozniej?${query}`;
}

/** A pay token as the server makes them (base64url, 32 characters; a little slack): anything else is dropped, never echoed. */
const PAY_TOKEN = /^[A-Za-z0-9_-]{16,100}$/;
export function readPayToken(raw: string | null | undefined): string | null {
  const token = (raw ?? "").trim();
  return PAY_TOKEN.test(token) ? token : null;
}

/** An order number of the payment API (contract/payment.ts PaymentOrderParams: 1–20 digits). */
const PAYABLE_ORDER = /^[0-9]{1,20}$/;
export function readOrderNumber(raw: string | null | undefined): string | null {
  const number = (raw ?? "").trim();
  return PAYABLE_ORDER.test(number) ? number : null;
}
