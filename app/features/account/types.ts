/** The account API's shapes the storefront uses (docs/api.md §2, GET /api/user/me, order-history). */
export interface Region {
  region_code: string | null;
  region: string | null;
  region_id: number | null;
}

export interface Address {
  id?: number;
  customer_id?: number;
  firstname: string;
  lastname: string;
  company?: string | null;
  vat_id?: string | null;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone: string;
  region?: Region;
  region_id?: number | null;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export interface Customer {
  id: number;
  group_id: number;
  email: string;
  firstname: string;
  lastname: string;
  default_billing?: string | number | null;
  default_shipping?: string | number | null;
  created_at?: string;
  addresses: Address[];
  extension_attributes?: { is_subscribed?: boolean; loyalty_card?: string | null };
}

export interface OrderItem {
  sku: string;
  name: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  parent_item_id?: number | null;
}

export interface Order {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  grand_total: number;
  subtotal?: number;
  shipping_amount?: number;
  discount_amount?: number;
  tax_amount?: number;
  shipping_description?: string;
  /** the payment method: an online one of a pending order can be paid now (/placepozniej) */
  payment_method_code?: string;
  items?: OrderItem[];
}

export interface OrderHistory {
  items: Order[];
  search_criteria?: { page_size: number; current_page: number };
  total_count: number;
}

/** The envelope every /api call answers with; on failure `result` is `{error, message, details?}`. */
export interface ApiAnswer<T = unknown> {
  code: number;
  result: T;
  meta?: { refreshToken?: string } & Record<string, unknown>;
}

export interface ApiErrorResult {
  error: string;
  message?: string;
  details?: unknown;
}
