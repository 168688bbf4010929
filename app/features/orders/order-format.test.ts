import { describe, expect, it } from "vitest";
import { createTranslator } from "../../i18n/translator.ts";
import { messagesFor } from "../../i18n/resources.ts";
import * as format from "../account/order-format.ts";
import type { OrderDetail } from "./types.ts";

const messages = messagesFor("pl");
const t = createTranslator("pl", messages, "orders").t;
const ta = createTranslator("pl", messages, "account").t;
const tEn = createTranslator("en", messagesFor("en"), "orders").t;
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

const order: OrderDetail = {
  entity_id: 12,
  increment_id: "000000012",
  created_at: "2026-11-30T23:30:00.000Z",
  status: "processing",
  grand_total: 1063.97,
  subtotal: 1003.0,
  subtotal_incl_tax: 1072.87,
  shipping_amount: 4.63,
  shipping_incl_tax: 5,
  discount_amount: -13.9,
  tax_amount: 70.12,
  coupon_code: "WITAJ10",
  shipping_description: "InPost - Paczkomat InPost 24/7",
  payment_method_code: "cashondelivery",
  customer_email: "jan@example.pl",
  items: [
    { item_id: 1, sku: "KS-000001", name: "Żółw", qty_ordered: 2, price_incl_tax: 39.99, row_total_incl_tax: 79.98, tax_percent: 5, options: [] },
    {
      item_id: 2,
      sku: "TS-000004",
      name: "Koszulka",
      qty_ordered: 1,
      price_incl_tax: 992.89,
      row_total_incl_tax: 992.89,
      tax_percent: 23,
      options: '[{"label":"Rozmiar","value":"M"}]',
    },
    { item_id: 3, sku: "TS-000004-M", name: "Koszulka M", qty_ordered: 1, parent_item_id: 2 },
  ],
  billing_address: {
    firstname: "Jan",
    lastname: "Kowalski",
    company: "Kiosk sp. z o.o.",
    street: ["ul. Prosta 49", "m. 2"],
    city: "Warszawa",
    postcode: "00-838",
    country_id: "PL",
    telephone: "600100200",
    vat_id: "5261588130",
  },
  payment: { method: "cashondelivery", additional_information: ["Płatność przy odbiorze"] },
  extension_attributes: {
    shipping_assignments: [
      {
        shipping: {
          address: { firstname: "Jan", lastname: "Kowalski", street: ["ul. Prosta 49"], city: "Berlin", postcode: "10115", country_id: "DE" },
          method: "inpost_paczkomat",
        },
      },
    ],
    pickup_point: { carrier: "inpost", code: "KRA010" },
    invoice: { requested: true, customer_type: "company", company: "Kiosk sp. z o.o.", vat_id: "5261588130", regon: "012345678" },
    tax_breakdown: [
      { percent: 5, net: 76.17, tax: 3.81, gross: 79.98 },
      { percent: 23, net: 917.08, tax: 66.31, gross: 983.39 },
    ],
    status_history: [{ status: "processing", created_at: "2026-11-30T23:30:00.000Z" }],
  },
};

describe("order formatting", () => {
  it("status in the shopper's language; an unknown one as sent", () => {
    expect(format.statusLabel(ta, "processing")).toBe("W realizacji");
    expect(format.statusLabel(ta, "canceled")).toBe("Anulowane");
    expect(format.statusLabel(ta, "on_hold")).toBe("on_hold");
  });

  it("amounts as Polish prices, a dash for none", () => {
    expect(nbsp(format.orderTotal(1063.97))).toBe("1 063,97 zł");
    expect(format.orderTotal(undefined)).toBe("–");
  });

  it("dates in Warsaw time (23:30 UTC on 30 Nov is 1 Dec in Warsaw)", () => {
    expect(format.orderDate(order.created_at, "pl")).toBe("01.12.2026");
    expect(format.orderDate(order.created_at, "pl", true)).toBe("01.12.2026, 00:30");
    expect(format.orderDate(undefined, "pl")).toBe("–");
  });

  it("lists top-level lines with their options (array or JSON text) and gross unit price", () => {
    const lines = format.visibleLines(order);
    expect(lines.map((l) => l.sku)).toEqual(["KS-000001", "TS-000004"]);
    expect(format.lineOptions(lines[1]!)).toEqual([{ label: "Rozmiar", value: "M" }]);
    expect(format.lineOptions({ options: "broken" })).toEqual([]);
    expect(format.lineUnitGross({ sku: "x", name: "x", qty_ordered: 4, row_total_incl_tax: 10 })).toBe(2.5);
  });

  it("totals: goods, discount with its coupon, delivery, grand total, VAT included", () => {
    expect(format.summaryRows(t, order).map((r) => [r.key, r.label, r.amount])).toEqual([
      ["subtotal", "Wartość produktów", 1072.87],
      ["discount", "Rabat (kod WITAJ10)", -13.9],
      ["shipping", "Dostawa", 5],
      ["grand_total", "Razem do zapłaty", 1063.97],
      ["tax", "w tym VAT", 70.12],
    ]);
    expect(format.summaryRows(t, { ...order, discount_amount: 0 }).some((r) => r.key === "discount")).toBe(false);
  });

  it("VAT breakdown highest rate first, with its sum", () => {
    const { rows, total } = format.vatRows(order);
    expect(rows.map((r) => r.percent)).toEqual([23, 5]);
    expect(total).toMatchObject({ net: 993.25, tax: 70.12, gross: 1063.37 });
    expect(format.vatRows({ ...order, extension_attributes: {} })).toEqual({ rows: [], total: null });
  });

  it("addresses, pickup point, payment and delivery in the shopper's language", () => {
    expect(format.addressLines(order.billing_address, "pl")).toEqual(["Jan Kowalski", "Kiosk sp. z o.o.", "ul. Prosta 49", "m. 2", "00-838 Warszawa"]);
    expect(format.addressLines(format.shippingAddress(order), "pl")).toEqual(["Jan Kowalski", "ul. Prosta 49", "10115 Berlin", "Niemcy"]);
    expect(format.addressLines(null, "pl")).toEqual([]);
    expect(format.pickupPointLabel(t, order)).toBe("InPost, punkt KRA010");
    expect(format.pickupPointLabel(t, { ...order, extension_attributes: { pickup_point: null } })).toBeNull();
    expect(format.paymentLabel(t, order)).toBe("Płatność przy odbiorze");
    expect(format.paymentLabel(tEn, order)).toBe("Cash on delivery");
    expect(format.paymentLabel(t, { ...order, payment_method_code: "other", payment: { additional_information: ["Przelew tradycyjny"] } })).toBe(
      "Przelew tradycyjny",
    );
    expect(format.deliveryLabel(t, order)).toBe("Paczkomat InPost 24/7");
    expect(format.deliveryLabel(t, { ...order, extension_attributes: {} })).toBe("InPost - Paczkomat InPost 24/7");
  });

  it("invoice data: buyer type, invoice, company, NIP, REGON; nothing for a private buyer without an invoice", () => {
    expect(format.invoiceRows(t, order).map((r) => `${r.label}: ${r.value}`)).toEqual([
      "Kupujący: Firma",
      "Faktura VAT: Tak",
      "Nazwa firmy: Kiosk sp. z o.o.",
      "NIP: 5261588130",
      "REGON: 012345678",
    ]);
    const privateOrder = { ...order, billing_address: { firstname: "Anna" }, extension_attributes: {} };
    expect(format.invoiceRows(t, privateOrder)).toEqual([]);
    expect(
      format.invoiceRows(t, { ...privateOrder, extension_attributes: { invoice: { requested: false, customer_type: "private" } } }).map((r) => r.value),
    ).toEqual(["Osoba prywatna", "Nie (paragon)"]);
  });

  it("a pending order paid online can be paid now; cash on delivery or a paid order cannot", () => {
    expect(format.payableNow({ status: "pending", payment_method_code: "vue_payu_gateway_blik" })).toBe(true);
    expect(format.payableNow({ status: "pending", payment: { method: "vue_payu_gateway" } })).toBe(true);
    expect(format.payableNow({ status: "processing", payment_method_code: "vue_payu_gateway" })).toBe(false);
    expect(format.payableNow({ status: "canceled", payment_method_code: "vue_payu_gateway" })).toBe(false);
    expect(format.payableNow({ status: "pending", payment_method_code: "cashondelivery" })).toBe(false);
    expect(format.payableNow({ status: "pending" })).toBe(false);
  });
});
