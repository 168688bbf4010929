/**
 * The order summary the thank-you page shows (lines with pictures, amounts, delivery, payment, address): made
 * by the checkout from what its review step showed when the order was placed, kept for this tab only
 * (sessionStorage, so it survives the trip to PayU's page and back) and shown only for that order number.
 * Texts are stored already formatted in the shopper's language.
 */
export interface OrderSummary {
  orderNumber: string;
  lines: { name: string; image: string | null; qty: number; amount: string; options: string }[];
  /** the totals' segments as the review showed them (subtotal, delivery, discount, grand total…) */
  totals: { code: string; label: string; amount: string }[];
  delivery: string | null;
  address: string | null;
  payment: string;
}

const KEY = "kiosk:order-summary";

export function rememberOrderSummary(summary: OrderSummary): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(summary));
  } catch {
    // storage full or refused: the page shows the order number and the next steps without the summary
  }
}

/** The stored summary of that order, or null (another order, another tab, nothing stored, unreadable). */
export function readOrderSummary(orderNumber: string | null, raw: string | null): OrderSummary | null {
  if (!orderNumber || !raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<OrderSummary>;
    return s && s.orderNumber === orderNumber && Array.isArray(s.lines) && Array.isArray(s.totals) ? (s as OrderSummary) : null;
  } catch {
    return null;
  }
}

export function storedOrderSummary(orderNumber: string | null): OrderSummary | null {
  try {
    return readOrderSummary(orderNumber, sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}
