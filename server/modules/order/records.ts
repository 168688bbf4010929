/**
 * Orders as the storefront reads them: Magento-shaped records (docs/api.md §2 (GET /order-history)) with the shop's
 * extras under extension_attributes (pickup point, invoice data, VAT breakdown, status history). Amounts in
 * złote with 2 decimals, as everywhere in the API.
 */
import { fromGrosze } from "../../../domain/money.ts";
import { isShipped } from "../../../domain/shipping-rule.ts";
import { NOT_SUBJECT } from "../../../domain/vat.ts";
import type { VatScheme } from "../../../domain/vat-abroad.ts";
import { orderDispatch, type PreorderInfo } from "../../../domain/preorder.ts";
import type { Database } from "../../db/client.ts";
import { giftCardsOfOrders, type OrderGiftCard } from "../giftcard/index.ts";
import type { RowOf } from "../../db/rows.ts";
import type { orderItems, orders, orderStatusHistory } from "./tables.ts";

import type { ProductOption } from "../../../contract/cart.ts";
import type { OrderAddress, OrderRecord } from "../../../contract/order.ts";
import type { OrderShipment } from "../../../contract/fulfilment.ts";
import { trackingUrl } from "../../integrations/shipx/protocol.ts";

export type { OrderRecord };

/** A row of orders as SELECT * reads it (order/tables.ts); the jsonb columns as the order writes them, timestamps as the driver gives them. */
type OrderRow = Omit<RowOf<typeof orders>, "billing_address" | "shipping_address" | "pickup_point" | "tax_breakdown" | "created_at" | "updated_at"> & {
  billing_address: Record<string, unknown>;
  shipping_address: Record<string, unknown> | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  pickup_point: OrderRecord["extension_attributes"]["pickup_point"];
  payment_method_code: string;
  coupon_code: string | null;
  subtotal_gross: number;
  subtotal_net: number;
  discount_gross: number;
  shipping_gross: number;
  shipping_net: number;
  shipping_tax: number;
  tax_total: number;
  grand_total: number;
  gift_card_amount: number;
  tax_breakdown: { rate: number; net: number; tax: number; gross: number }[];
  created_at: Date | string;
  updated_at: Date | string;
  /** the order's InPost shipment (shipments.ts), read in the same statement */
  shipment: ShipmentJson | null;
};
type ShipmentJson = Omit<OrderShipment, "tracking_url">;
type ItemRow = Omit<RowOf<typeof orderItems>, "options"> & { options: { label: string; value: string }[] };
type HistoryRow = Pick<RowOf<typeof orderStatusHistory>, "order_id" | "status" | "comment"> & { created_at: Date | string };

/** Payment method titles as the shopper saw them at checkout. */
export const PAYMENT_TITLES: Record<string, string> = {
  cashondelivery: "Płatność przy odbiorze",
  vue_payu_gateway: "Szybki przelew / karta (PayU)",
  vue_payu_gateway_blik: "BLIK (PayU)",
  vue_payu_gateway_recurring: "Płatność cykliczna kartą (PayU)",
  free: "Bez płatności",
  giftcard: "Karta podarunkowa",
};

const iso = (d: Date | string) => new Date(d).toISOString();
const pln = fromGrosze;

/** The orders with these ids, in the order of `ids`, with their lines and status history (three queries). */
export async function loadOrders(db: Pick<Database, "query">, ids: number[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const [orders, items, history, cards] = await Promise.all([
    db.query<OrderRow>(
      `SELECT o.*, (SELECT json_build_object('service', s.service, 'template', s.template, 'target_point', s.target_point, 'status', s.status,
           'tracking_number', s.tracking_number, 'created_at', s.created_at, 'confirmed_at', s.confirmed_at)
         FROM order_shipments s WHERE s.order_id = o.id AND s.shipx_id IS NOT NULL) AS shipment
       FROM orders o WHERE o.id = ANY($1::int[])`,
      [ids],
    ),
    db.query<ItemRow>("SELECT * FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY id", [ids]),
    db.query<HistoryRow>("SELECT order_id, status, comment, created_at FROM order_status_history WHERE order_id = ANY($1::int[]) ORDER BY id", [ids]),
    giftCardsOfOrders(db, ids),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const o = byId.get(id);
    return o
      ? [
          toRecord(
            o,
            items.filter((i) => i.order_id === id),
            history.filter((h) => h.order_id === id),
            cards.get(id) ?? [],
          ),
        ]
      : [];
  });
}

function toRecord(o: OrderRow, items: ItemRow[], history: HistoryRow[], cards: OrderGiftCard[]): OrderRecord {
  // Stored as the order's request validated it (contract/order.ts); the answer is checked against OrderAddress in tests.
  const address = (a: Record<string, unknown>, type: "billing" | "shipping") => ({ ...a, address_type: type, email: o.customer_email }) as OrderAddress;
  return {
    entity_id: o.id,
    increment_id: o.increment_id,
    created_at: iso(o.created_at),
    updated_at: iso(o.updated_at),
    status: o.status,
    customer_id: o.customer_id,
    customer_email: o.customer_email,
    customer_firstname: o.customer_firstname,
    customer_lastname: o.customer_lastname,
    grand_total: pln(o.grand_total),
    subtotal: pln(o.subtotal_net),
    subtotal_incl_tax: pln(o.subtotal_gross),
    shipping_amount: pln(o.shipping_net),
    shipping_incl_tax: pln(o.shipping_gross),
    shipping_tax_amount: pln(o.shipping_tax),
    discount_amount: -pln(o.discount_gross),
    tax_amount: pln(o.tax_total),
    coupon_code: o.coupon_code,
    shipping_description: o.shipping_description,
    payment_method_code: o.payment_method_code,
    order_currency_code: "PLN",
    items: items.map((i) => ({
      item_id: i.id,
      sku: i.sku,
      name: i.name,
      product_type: i.product_type,
      is_virtual: !isShipped(i.type_id),
      qty_ordered: i.qty,
      price: pln(i.unit_net),
      price_incl_tax: pln(i.unit_gross),
      row_total: pln(i.row_net),
      row_total_incl_tax: pln(i.row_gross),
      tax_percent: i.vat_rate === null ? NOT_SUBJECT : Number(i.vat_rate),
      tax_amount: pln(i.tax),
      discount_amount: pln(i.discount_gross),
      options: i.options,
      product_option: i.product_option as ProductOption | null,
      parent_item_id: null,
      preorder: preorderOfItem(i),
    })),
    billing_address: address(o.billing_address, "billing"),
    payment: { method: o.payment_method_code, additional_information: [PAYMENT_TITLES[o.payment_method_code] ?? o.payment_method_code] },
    extension_attributes: {
      shipping_assignments: o.shipping_address
        ? [
            {
              shipping: {
                address: address(o.shipping_address, "shipping"),
                method: o.shipping_carrier_code ? `${o.shipping_carrier_code}_${o.shipping_method_code}` : null,
              },
            },
          ]
        : [],
      pickup_point: o.pickup_point,
      invoice: {
        requested: o.invoice_requested,
        customer_type: o.customer_type,
        company: o.company,
        vat_id: o.vat_id,
        regon: o.regon,
        vat_scheme: o.vat_scheme as VatScheme,
        vat_country: o.vat_country,
        number: o.invoice_number,
      },
      shipment: o.shipment
        ? {
            ...o.shipment,
            tracking_url: o.shipment.tracking_number ? trackingUrl(o.shipment.tracking_number) : null,
            created_at: iso(o.shipment.created_at),
            confirmed_at: o.shipment.confirmed_at ? iso(o.shipment.confirmed_at) : null,
          }
        : null,
      tax_breakdown: o.tax_breakdown.map((r) => ({ percent: r.rate, net: pln(r.net), tax: pln(r.tax), gross: pln(r.gross) })),
      status_history: history.map((h) => ({ status: h.status, comment: h.comment, created_at: iso(h.created_at) })),
      gift_cards: cards.map((c) => ({ code: c.code, amount: pln(c.amount), status: c.status })),
      gift_card_amount: pln(o.gift_card_amount),
      amount_due: pln(o.grand_total - o.gift_card_amount),
      dispatch: dispatchOf(items),
    },
  };
}

/** A line's pre-order dates as the order kept them. */
function preorderOfItem(i: ItemRow): PreorderInfo | null {
  return i.preorder_release_date && i.preorder_dispatch_date ? { release_date: i.preorder_release_date, dispatch_date: i.preorder_dispatch_date } : null;
}

/** When the order ships (domain/preorder.ts): at once, or whole once its last pre-order line is available. */
export function dispatchOf(items: ItemRow[]): OrderRecord["extension_attributes"]["dispatch"] {
  const d = orderDispatch(items.map((i) => ({ preorder: preorderOfItem(i), shipped: isShipped(i.type_id) })));
  return { kind: d.kind, dispatch_date: d.kind === "now" ? null : d.dispatch_date };
}
