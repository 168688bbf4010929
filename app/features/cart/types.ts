/**
 * The cart as the storefront keeps it (docs/storefront.md §3): cart items, the server cart's token, the
 * items' hash, sync timestamps, the platform totals. Shapes of the API are the contract's (contract/cart.ts,
 * docs/api.md §5); money from the API is PLN with 2 decimals.
 */

import type * as Contract from "../../../contract/cart.ts";
import type { PreorderInfo } from "../../../domain/preorder.ts";

// The API's shapes are the contract's (contract/cart.ts), as types only: no zod reaches the browser.
export type ProductOption = Contract.ProductOption;
type Lists = ProductOption["extension_attributes"];
export type ConfigurableItemOption = NonNullable<Lists["configurable_item_options"]>[number];
export type CustomOptionValue = NonNullable<Lists["custom_options"]>[number];
export type BundleItemOption = NonNullable<Lists["bundle_options"]>[number];
export type SubscriptionItemOption = NonNullable<Lists["subscription_options"]>;

/** A line of the server cart (docs/api.md §5.1), as pull and update return it. */
export type ServerCartItem = Contract.ServerCartItem;

/** Why a line cannot be ordered as it stands (its product changed after it was added): pull and totals items. */
export type LineErrors = NonNullable<ServerCartItem["errors"]>;

/** A totals line as the storefront keeps it: the API's, with `options` parsed from its JSON string. */
export type TotalsItem = Omit<Contract.TotalsItem, "options"> & { options: LineOption[] };
/** A line's option as totals give it, in the language asked for; `value_lang` "pl": a Polish value (product names). */
export type LineOption = { label: string; value: string; value_lang?: string };
export type TotalSegment = Contract.TotalSegment;

/** The API's totals (docs/api.md §5.2), with the lines' options parsed. */
export type Totals = Omit<Contract.Totals, "items"> & { items: TotalsItem[] };

/** A delivery method (docs/api.md §5.3); unavailable ones are dropped. */
export type ShippingMethod = Contract.ShippingMethod;

/** A payment method (docs/api.md §5.4), from the server (is_server_method). */
export type PaymentMethod = Contract.PaymentMethod;

/** ok: in stock; volatile: stock not sure (no check answered); out_of_stock. */
export type StockStatus = "ok" | "volatile" | "out_of_stock";

/** A cart item (docs/storefront.md §3). */
export interface CartItem {
  sku: string;
  /** the parent's sku for a configurable child, else the sku */
  parentSku: string;
  name: string;
  qty: number;
  /** quantity before the last change not yet confirmed by the server (0: a new line) */
  prev_qty?: number;
  product_type: string;
  product_option?: ProductOption;
  server_item_id?: number;
  server_cart_id?: string;
  /** gross unit price, PLN, as last known (catalogue or server) */
  price_incl_tax: number;
  image: string | null;
  slug: string;
  stock?: StockStatus;
  /** the line's problem: "outOfStock" (stock check or server), "qtyAvailable" (more than is left), "productDisabled" */
  error?: string;
  /** with error "qtyAvailable": how many can be ordered */
  maxQuantity?: number;
  totals?: TotalsItem;
  /** a pre-order's dates as the page knew them when it was added (the server's, on totals, win) */
  preorder?: PreorderInfo | null;
}

export interface CartState {
  cartItems: CartItem[];
  cartServerToken: string | null;
  cartItemsHash: string;
  cartServerLastSyncDate: number;
  cartServerLastTotalsSyncDate: number;
  platformTotals: Totals | null;
  /** delivery methods for the shop's default country, refreshed with the totals */
  shipping: ShippingMethod[];
  /** payment methods the server offers this cart, refreshed with the totals */
  payment: PaymentMethod[];
  /** 401 fallbacks to a guest cart used so far */
  connectBypassCount: number;
  /** the cart talks to the server as a guest even with a customer token (after a 401 fallback) */
  guestCart: boolean;
  /** bypass attempts exhausted: the cart stays local */
  syncDisabled: boolean;
  isAddingToCart: boolean;
  /** last local change by the shopper (checkout counts the shopper as "in checkout" for 30 minutes) */
  modifiedAt: number;
}

export const EMPTY_CART: CartState = {
  cartItems: [],
  cartServerToken: null,
  cartItemsHash: "",
  cartServerLastSyncDate: 0,
  cartServerLastTotalsSyncDate: 0,
  platformTotals: null,
  shipping: [],
  payment: [],
  connectBypassCount: 0,
  guestCart: false,
  syncDisabled: false,
  isAddingToCart: false,
  modifiedAt: 0,
};
