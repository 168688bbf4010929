/**
 * GA4 e-commerce events as the data layer receives them (docs/storefront.md §9: analytics version 4, i.e.
 * GA4's event names; checkout steps 1 view_cart, 2 begin_checkout, 4 add_shipping_info, 5 add_payment_info;
 * the purchase's value is the order's grand_total and its shipping includes the cash-on-delivery fee).
 * Pure: no window, no storage; data-layer.ts pushes what these build, and only with the shopper's consent.
 *
 * What one push looks like (after a `{ ecommerce: null }` push that clears the previous event's data):
 *   { event: "add_shipping_info", checkout_step: 4,
 *     ecommerce: { currency: "PLN", value: 63.97, shipping_tier: "flatrate_flatrate", items: [{ item_id, item_name, price, quantity, index }] } }
 */
import { fromGrosze, toGrosze } from "../../../domain/money.ts";

export const ANALYTICS_VERSION = 4;

export type TrackEvent = "view_cart" | "begin_checkout" | "add_shipping_info" | "add_payment_info" | "purchase";

export interface TrackItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export interface TrackPayload {
  currency: "PLN";
  value: number;
  items: TrackItem[];
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  shipping?: number;
  tax?: number;
  coupon?: string;
  step?: number;
}

/** The checkout step of each event (docs/storefront.md §9); the purchase has none. */
export const CHECKOUT_STEPS: Readonly<Partial<Record<TrackEvent, number>>> = { view_cart: 1, begin_checkout: 2, add_shipping_info: 4, add_payment_info: 5 };

export interface DataLayerEvent {
  event: TrackEvent;
  checkout_step?: number;
  /** The payload without its step (that is checkout_step), each item with its place in the list. */
  ecommerce: Omit<TrackPayload, "items" | "step"> & { items: (TrackItem & { index: number })[] };
}

/** A złoty amount cleaned to 2 decimals (float noise such as 0.1 + 0.2 gone); anything else becomes 0. */
export function money(amount: unknown): number {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return 0;
  return fromGrosze(toGrosze(amount));
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** The data layer object of one event: amounts to 2 decimals, empty optional fields left out, step from the event. */
export function buildEvent(event: TrackEvent, payload: TrackPayload): DataLayerEvent {
  const items = (payload.items ?? [])
    .filter((i) => i && Number.isFinite(i.quantity) && i.quantity > 0 && text(i.item_id))
    .map((i, index) => ({
      item_id: text(i.item_id)!,
      item_name: text(i.item_name) ?? text(i.item_id)!,
      price: money(i.price),
      quantity: Math.round(i.quantity),
      index,
    }));
  const ecommerce: DataLayerEvent["ecommerce"] = { currency: "PLN", value: money(payload.value), items };
  const tier = text(payload.shipping_tier);
  if (tier) ecommerce.shipping_tier = tier;
  const paymentType = text(payload.payment_type);
  if (paymentType) ecommerce.payment_type = paymentType;
  const transaction = text(payload.transaction_id);
  if (transaction) ecommerce.transaction_id = transaction;
  if (typeof payload.shipping === "number") ecommerce.shipping = money(payload.shipping);
  if (typeof payload.tax === "number") ecommerce.tax = money(payload.tax);
  const coupon = text(payload.coupon);
  if (coupon) ecommerce.coupon = coupon;
  const step = payload.step ?? CHECKOUT_STEPS[event];
  return step === undefined ? { event, ecommerce } : { event, checkout_step: step, ecommerce };
}

/** The part of a cart line (cart/types.ts CartItem) the events need. */
export interface CartLineLike {
  sku: string;
  name: string;
  qty: number;
  price_incl_tax: number;
  totals?: { price_incl_tax: number } | undefined;
}

/** The part of the cart's totals (cart/types.ts Totals) the events need. */
export interface CartTotalsLike {
  subtotal_incl_tax: number;
  discount_amount: number;
  coupon_code?: string | undefined;
}

/** The cart's lines as GA4 items: the line's sku (a configurable's child), gross unit price, quantity. */
export function cartItems(lines: readonly CartLineLike[]): TrackItem[] {
  return lines.map((l) => ({ item_id: l.sku, item_name: l.name, price: money(l.totals?.price_incl_tax ?? l.price_incl_tax), quantity: l.qty }));
}

/**
 * The payload of the cart and checkout steps (view_cart, begin_checkout, add_shipping_info, add_payment_info):
 * value = the goods after discount, as the server's totals say (subtotal incl. tax + the negative discount);
 * before the first totals sync, the sum of the lines.
 */
export function cartPayload(
  cart: { cartItems: readonly CartLineLike[]; platformTotals: CartTotalsLike | null },
  extra: { shipping_tier?: string; payment_type?: string } = {},
): TrackPayload {
  const items = cartItems(cart.cartItems);
  const totals = cart.platformTotals;
  const value = totals
    ? fromGrosze(toGrosze(money(totals.subtotal_incl_tax)) - Math.abs(toGrosze(money(totals.discount_amount))))
    : fromGrosze(items.reduce((sum, i) => sum + toGrosze(i.price) * i.quantity, 0));
  const payload: TrackPayload = { currency: "PLN", value, items };
  if (totals?.coupon_code) payload.coupon = totals.coupon_code;
  if (extra.shipping_tier) payload.shipping_tier = extra.shipping_tier;
  if (extra.payment_type) payload.payment_type = extra.payment_type;
  return payload;
}

/**
 * The purchase (docs/storefront.md §9): value = the order's grand_total (what the shopper pays); shipping = delivery
 * gross plus the cash-on-delivery fee (0 in this shop today, but part of shipping when it is charged);
 * transaction_id = the order number (orderNumber / increment_id).
 */
export function purchasePayload(order: {
  orderNumber: string;
  grandTotal: number;
  shippingInclTax: number;
  cashOnDeliveryFee?: number;
  taxAmount?: number;
  coupon?: string | null;
  items: TrackItem[];
  shippingTier?: string;
  paymentType?: string;
}): TrackPayload {
  const payload: TrackPayload = {
    currency: "PLN",
    value: money(order.grandTotal),
    items: order.items,
    transaction_id: order.orderNumber,
    shipping: fromGrosze(toGrosze(money(order.shippingInclTax)) + toGrosze(money(order.cashOnDeliveryFee ?? 0))),
  };
  if (typeof order.taxAmount === "number") payload.tax = money(order.taxAmount);
  if (order.coupon) payload.coupon = order.coupon;
  if (order.shippingTier) payload.shipping_tier = order.shippingTier;
  if (order.paymentType) payload.payment_type = order.paymentType;
  return payload;
}
