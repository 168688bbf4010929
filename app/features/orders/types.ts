/**
 * An order as GET /api/user/orders/:orderId and GET /api/user/order-history answer it (docs/decisions/
 * 2026-11-24-order-contract.md, Magento-shaped). Amounts are złote with 2 decimals; the `*_incl_tax` ones are
 * gross. Every field the storefront reads is optional beyond the list's own, so an older or partial answer
 * still renders.
 */
export interface OrderAddress {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  vat_id?: string | null;
  street?: string[] | string | null;
  city?: string | null;
  postcode?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  email?: string | null;
}

export interface OrderLine {
  item_id?: number;
  sku: string;
  name: string;
  product_type?: string;
  qty_ordered: number;
  price?: number;
  price_incl_tax?: number;
  row_total?: number;
  row_total_incl_tax?: number;
  /** percent, or "np": not subject to VAT (a gift card) */
  tax_percent?: number | "np";
  tax_amount?: number;
  discount_amount?: number;
  options?: { label: string; value: string }[] | string | null;
  parent_item_id?: number | null;
  /** a pre-order line: its release and expected dispatch dates when the order was placed */
  preorder?: { release_date: string; dispatch_date: string } | null;
}

export interface TaxBreakdownRow {
  percent: number;
  net: number;
  tax: number;
  gross: number;
}

export interface OrderDetail {
  entity_id: number;
  increment_id: string;
  created_at: string;
  updated_at?: string;
  status: string;
  grand_total: number;
  subtotal?: number;
  subtotal_incl_tax?: number;
  shipping_amount?: number;
  shipping_incl_tax?: number;
  discount_amount?: number;
  tax_amount?: number;
  coupon_code?: string | null;
  shipping_description?: string | null;
  payment_method_code?: string | null;
  customer_email?: string | null;
  customer_firstname?: string | null;
  customer_lastname?: string | null;
  items?: OrderLine[];
  billing_address?: OrderAddress | null;
  payment?: { method?: string; additional_information?: string[] } | null;
  extension_attributes?: {
    shipping_assignments?: { shipping?: { address?: OrderAddress | null; method?: string | null } }[];
    pickup_point?: { carrier?: string; code?: string } | null;
    invoice?: {
      requested?: boolean;
      customer_type?: string;
      company?: string | null;
      vat_id?: string | null;
      regon?: string | null;
      /** how the VAT was charged: Polish, the EU buyer country's (OSS), or none (export) */
      vat_scheme?: "domestic" | "oss" | "export";
      vat_country?: string;
      /** the invoice's number once the shop has issued it ("FV/2026/000123") */
      number?: string | null;
    } | null;
    /** the order's InPost shipment, once sent (docs/api.md §18) */
    shipment?: { tracking_number: string | null; tracking_url: string | null; status: string } | null;
    tax_breakdown?: TaxBreakdownRow[];
    status_history?: { status: string; created_at: string }[];
    /** gift cards that paid part of the order (masked codes) and what is left for the payment method */
    gift_cards?: { code: string; amount: number; status: string }[];
    gift_card_amount?: number;
    amount_due?: number;
    /** when the order ships: now, or whole on dispatch_date once its last pre-order is available */
    dispatch?: { kind: "now" | "preorder" | "mixed"; dispatch_date: string | null };
  };
}
