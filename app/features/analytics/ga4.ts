/**
 * GA4 e-commerce events (docs/storefront.md §9: analytics version 4, i.e. GA4's event names; checkout steps
 * 1 view_cart, 2 begin_checkout, 4 add_shipping_info, 5 add_payment_info; the purchase's value is the order's
 * grand_total and its shipping includes the cash-on-delivery fee; category levels up to 5).
 * Pure: no window, no storage. What it builds is sent by data-layer.ts as Google's tag wants it:
 *   gtag("event", "add_to_cart", { currency: "PLN", value: 39.99, items: [{ item_id, item_name, item_brand,
 *     item_category … item_category5, item_variant, price, quantity, coupon, item_list_id, item_list_name, index }] })
 * (docs/decisions/2026-11-27-ga4.md: gtag commands, not tag-manager objects, because the shop loads gtag.js).
 */
import { fromGrosze, plnToGrosze } from "../../../domain/money.ts";

export const ANALYTICS_VERSION = 4;

/** The events the shop sends, GA4's recommended e-commerce events. */
export type TrackEvent =
  | "view_item_list"
  | "select_item"
  | "view_item"
  | "add_to_cart"
  | "remove_from_cart"
  | "add_to_wishlist"
  | "view_promotion"
  | "select_promotion"
  | "search"
  | "view_cart"
  | "begin_checkout"
  | "add_shipping_info"
  | "add_payment_info"
  | "purchase"
  | "refund";

/** An item as GA4 defines it (only item_id or item_name is required; empty fields are left out). */
export interface TrackItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string | null | undefined;
  /** the category path from the top, up to 5 levels (item_category … item_category5) */
  categories?: readonly string[] | undefined;
  item_variant?: string | null | undefined;
  coupon?: string | null | undefined;
  discount?: number | undefined;
  item_list_id?: string | undefined;
  item_list_name?: string | undefined;
  /** the item's place in its list (0-based); absent: its place in the event's items */
  index?: number | undefined;
}

/** A promotion (a banner of the home page) as view_promotion / select_promotion carry it. */
export interface TrackPromotion {
  promotion_id: string;
  promotion_name: string;
  creative_name?: string | undefined;
  creative_slot?: string | undefined;
}

export interface TrackPayload {
  currency?: "PLN";
  value?: number;
  items?: TrackItem[];
  item_list_id?: string;
  item_list_name?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  shipping?: number;
  tax?: number;
  coupon?: string;
  step?: number;
  search_term?: string;
  promotion?: TrackPromotion;
}

/** The checkout step of each event (docs/storefront.md §9); the purchase has none. */
export const CHECKOUT_STEPS: Readonly<Partial<Record<TrackEvent, number>>> = { view_cart: 1, begin_checkout: 2, add_shipping_info: 4, add_payment_info: 5 };

/** GA4's item object as sent. */
export type Ga4Item = {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  index: number;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  coupon?: string;
  discount?: number;
  item_list_id?: string;
  item_list_name?: string;
};

/** One event as gtag("event", name, params) sends it. */
export interface Ga4Event {
  name: TrackEvent;
  params: Record<string, unknown> & { items?: Ga4Item[] };
}

/** A złoty amount cleaned to 2 decimals (float noise such as 0.1 + 0.2 gone); anything else becomes 0. */
export function money(amount: unknown): number {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return 0;
  return fromGrosze(plnToGrosze(amount));
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

const CATEGORY_KEYS = ["item_category", "item_category2", "item_category3", "item_category4", "item_category5"] as const;

/** Events about products: they carry currency, value and items. */
const WITH_VALUE = new Set<TrackEvent>([
  "view_item",
  "add_to_cart",
  "remove_from_cart",
  "add_to_wishlist",
  "view_cart",
  "begin_checkout",
  "add_shipping_info",
  "add_payment_info",
  "purchase",
  "refund",
]);

/** GA4's item: amounts to 2 decimals, up to 5 category levels, empty fields left out. */
export function ga4Item(i: TrackItem, index: number): Ga4Item {
  const item: Ga4Item = {
    item_id: text(i.item_id)!,
    item_name: text(i.item_name) ?? text(i.item_id)!,
    price: money(i.price),
    quantity: Math.round(i.quantity),
    index: typeof i.index === "number" && Number.isInteger(i.index) && i.index >= 0 ? i.index : index,
  };
  const brand = text(i.item_brand);
  if (brand) item.item_brand = brand;
  (i.categories ?? [])
    .map(text)
    .filter((c): c is string => c !== undefined)
    .slice(0, 5)
    .forEach((c, level) => {
      item[CATEGORY_KEYS[level]!] = c;
    });
  const variant = text(i.item_variant);
  if (variant) item.item_variant = variant;
  const coupon = text(i.coupon);
  if (coupon) item.coupon = coupon;
  if (typeof i.discount === "number" && i.discount > 0) item.discount = money(i.discount);
  const listId = text(i.item_list_id);
  if (listId) item.item_list_id = listId;
  const listName = text(i.item_list_name);
  if (listName) item.item_list_name = listName;
  return item;
}

/** The event as gtag sends it: amounts to 2 decimals, empty optional fields left out, the checkout step from the event. */
export function buildEvent(event: TrackEvent, payload: TrackPayload): Ga4Event {
  const items = (payload.items ?? []).filter((i) => i && Number.isFinite(i.quantity) && i.quantity > 0 && text(i.item_id)).map((i, index) => ga4Item(i, index));
  const params: Ga4Event["params"] = {};
  if (WITH_VALUE.has(event)) {
    params.currency = "PLN";
    params.value = money(payload.value ?? items.reduce((s, i) => s + plnToGrosze(i.price) * i.quantity, 0) / 100);
  }
  const listId = text(payload.item_list_id);
  if (listId) params.item_list_id = listId;
  const listName = text(payload.item_list_name);
  if (listName) params.item_list_name = listName;
  const transaction = text(payload.transaction_id);
  if (transaction) params.transaction_id = transaction;
  const tier = text(payload.shipping_tier);
  if (tier) params.shipping_tier = tier;
  const paymentType = text(payload.payment_type);
  if (paymentType) params.payment_type = paymentType;
  if (typeof payload.shipping === "number") params.shipping = money(payload.shipping);
  if (typeof payload.tax === "number") params.tax = money(payload.tax);
  const coupon = text(payload.coupon);
  if (coupon) params.coupon = coupon;
  const term = text(payload.search_term);
  if (term) params.search_term = term.slice(0, 100);
  if (payload.promotion) {
    const p = payload.promotion;
    for (const key of ["promotion_id", "promotion_name", "creative_name", "creative_slot"] as const) {
      const v = text(p[key]);
      if (v) params[key] = v;
    }
  }
  if (event !== "search") params.items = items;
  const step = payload.step ?? CHECKOUT_STEPS[event];
  if (step !== undefined) params.checkout_step = step;
  return { name: event, params };
}

/** The part of a cart line (cart/types.ts CartItem) the events need. */
export interface CartLineLike {
  sku: string;
  parentSku?: string | undefined;
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

/**
 * A cart line as a GA4 item: the product's sku as item_id, a configurable's child sku as its variant (so a variant
 * and its product count as one product, as on the product page), gross unit price, quantity.
 */
export function cartItem(l: CartLineLike, quantity = l.qty): TrackItem {
  const parent = l.parentSku && l.parentSku !== l.sku ? l.parentSku : null;
  return {
    item_id: parent ?? l.sku,
    item_name: l.name,
    price: money(l.totals?.price_incl_tax ?? l.price_incl_tax),
    quantity,
    ...(parent ? { item_variant: l.sku } : {}),
  };
}

/** The cart's lines as GA4 items. */
export function cartItems(lines: readonly CartLineLike[]): TrackItem[] {
  return lines.map((l) => cartItem(l));
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
    ? fromGrosze(plnToGrosze(money(totals.subtotal_incl_tax)) - Math.abs(plnToGrosze(money(totals.discount_amount))))
    : fromGrosze(items.reduce((sum, i) => sum + plnToGrosze(i.price) * i.quantity, 0));
  const payload: TrackPayload = { currency: "PLN", value, items };
  if (totals?.coupon_code) payload.coupon = totals.coupon_code;
  if (extra.shipping_tier) payload.shipping_tier = extra.shipping_tier;
  if (extra.payment_type) payload.payment_type = extra.payment_type;
  return payload;
}

/**
 * The purchase (docs/storefront.md §9): value = the order's grand_total (what the shopper pays); shipping = delivery
 * gross plus the cash-on-delivery fee; transaction_id = the order number (orderNumber / increment_id).
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
    shipping: fromGrosze(plnToGrosze(money(order.shippingInclTax)) + plnToGrosze(money(order.cashOnDeliveryFee ?? 0))),
  };
  if (typeof order.taxAmount === "number") payload.tax = money(order.taxAmount);
  if (order.coupon) payload.coupon = order.coupon;
  if (order.shippingTier) payload.shipping_tier = order.shippingTier;
  if (order.paymentType) payload.payment_type = order.paymentType;
  return payload;
}

/** A product tile (listing/types.ts Tile) or anything with its fields. */
export interface TileLike {
  sku: string;
  parentSku?: string | undefined;
  name: string;
  author?: string | null | undefined;
  final_price_incl_tax: number;
  price_incl_tax?: number | undefined;
}

/** A list's identity: GA4's item_list_id and item_list_name ("category_ksiazki", "Książki"). */
export interface TrackList {
  id: string;
  name: string;
  /** the category path of a category list: its items are in it */
  categories?: readonly string[] | undefined;
}

/** A tile as an item of its list, at its place; a discount is the regular price less the price paid. */
export function tileItem(tile: TileLike, list: TrackList, index: number): TrackItem {
  const regular = money(tile.price_incl_tax ?? tile.final_price_incl_tax);
  const price = money(tile.final_price_incl_tax);
  return {
    item_id: tile.parentSku || tile.sku,
    item_name: tile.name,
    price,
    quantity: 1,
    categories: list.categories,
    item_list_id: list.id,
    item_list_name: list.name,
    index,
    ...(regular > price ? { discount: fromGrosze(plnToGrosze(regular) - plnToGrosze(price)) } : {}),
  };
}

/** view_item_list: the tiles shown, from `start` (a "load more" page continues the numbering). */
export function listPayload(tiles: readonly TileLike[], list: TrackList, start = 0): TrackPayload {
  return { item_list_id: list.id, item_list_name: list.name, items: tiles.map((t, i) => tileItem(t, list, start + i)) };
}

/** The product page's product: brand (publisher, else manufacturer), category path, the chosen variant. */
export interface ProductLike {
  sku: string;
  name: string;
  price: number;
  regularPrice?: number | undefined;
  brand?: string | null | undefined;
  categories?: readonly string[] | undefined;
  variant?: string | null | undefined;
}

export function productItem(p: ProductLike, quantity = 1): TrackItem {
  const price = money(p.price);
  const regular = money(p.regularPrice ?? p.price);
  return {
    item_id: p.sku,
    item_name: p.name,
    price,
    quantity,
    item_brand: p.brand,
    categories: p.categories,
    item_variant: p.variant,
    ...(regular > price ? { discount: fromGrosze(plnToGrosze(regular) - plnToGrosze(price)) } : {}),
  };
}

/** view_item, add_to_wishlist and a product page's add_to_cart: value = price × quantity. */
export function productPayload(p: ProductLike, quantity = 1): TrackPayload {
  const item = productItem(p, quantity);
  return { currency: "PLN", value: fromGrosze(plnToGrosze(item.price) * quantity), items: [item] };
}

/** add_to_cart / remove_from_cart of cart lines: value = Σ price × quantity. */
export function linesPayload(items: TrackItem[]): TrackPayload {
  return { currency: "PLN", value: fromGrosze(items.reduce((s, i) => s + plnToGrosze(i.price) * i.quantity, 0)), items };
}
