/**
 * The cart as the storefront keeps it (specification section 3): cart items, the server cart's token, the
 * items' hash, sync timestamps, the platform totals. Shapes of the API follow /work/shared/docs/api-contract.md
 * §5 (server cart item, totals); money from the API is PLN with 2 decimals.
 */

export interface ConfigurableItemOption {
  option_id: string;
  option_value: string;
}
export interface CustomOptionValue {
  option_id: string;
  option_value: string;
}
export interface BundleItemOption {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}
export interface SubscriptionItemOption {
  number_option_id: number;
  starting_number_id: number | null;
}

export interface ProductOption {
  extension_attributes: {
    configurable_item_options?: ConfigurableItemOption[];
    custom_options?: CustomOptionValue[];
    bundle_options?: BundleItemOption[];
    subscription_options?: SubscriptionItemOption;
  };
}

/** A line of the server cart (api-contract §5.1), as pull and update return it. */
export interface ServerCartItem {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  quote_id: string;
  product_option?: ProductOption;
  image?: string | null;
  parent_sku?: string;
  slug?: string;
  stock?: { is_in_stock: boolean; max_qty: number };
  errors?: LineErrors;
}

/** Why a line cannot be ordered as it stands (its product changed after it was added): pull and totals items. */
export interface LineErrors {
  stock: { code: "PRODUCT_DISABLED" | "OUT_OF_STOCK" | "QTY_NOT_AVAILABLE"; message: string; maxQuantity?: number };
}

export interface TotalsItem {
  item_id: number;
  name: string;
  qty: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  row_total: number;
  tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  /** parsed from the API's JSON string */
  options: { label: string; value: string }[];
  errors?: LineErrors;
}

export interface TotalSegment {
  code: string;
  title: string;
  value: number | null;
  area?: string;
}

export interface Totals {
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  items_qty: number;
  coupon_code?: string;
  items: TotalsItem[];
  total_segments: TotalSegment[];
  extension_attributes?: { free_shipping_remaining?: number };
}

/** A delivery method (api-contract §5.3); unavailable ones are dropped. */
export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  price_incl_tax: number;
  default?: boolean;
  offline?: boolean;
  available?: boolean;
}

/** A payment method (api-contract §5.4), from the server (is_server_method). */
export interface PaymentMethod {
  code: string;
  title: string;
  cost_incl_tax?: number;
  default?: boolean;
  offline?: boolean;
  is_server_method?: boolean;
}

/** ok: in stock; volatile: stock not sure (no check answered); out_of_stock. */
export type StockStatus = "ok" | "volatile" | "out_of_stock";

/** A cart item (specification section 3). */
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
