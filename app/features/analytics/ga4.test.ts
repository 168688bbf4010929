import { describe, expect, it } from "vitest";
import { buildEvent, cartPayload, CHECKOUT_STEPS, purchasePayload, type TrackPayload } from "./ga4.ts";

const items = [
  { item_id: "KS-000001", item_name: "Żółw", price: 39.99, quantity: 1 },
  { item_id: "CZ-000002", item_name: "Polityka", price: 12.3, quantity: 2 },
];
const base: TrackPayload = { currency: "PLN", value: 64.59, items };

describe("GA4 events (docs/storefront.md §9)", () => {
  it("numbers the checkout steps 1 view_cart, 2 begin_checkout, 4 add_shipping_info, 5 add_payment_info; purchase has none", () => {
    expect(CHECKOUT_STEPS).toEqual({ view_cart: 1, begin_checkout: 2, add_shipping_info: 4, add_payment_info: 5 });
    expect(buildEvent("view_cart", base).checkout_step).toBe(1);
    expect(buildEvent("begin_checkout", base).checkout_step).toBe(2);
    expect(buildEvent("add_shipping_info", base).checkout_step).toBe(4);
    expect(buildEvent("add_payment_info", base).checkout_step).toBe(5);
    expect(buildEvent("purchase", base)).not.toHaveProperty("checkout_step");
    expect(buildEvent("begin_checkout", { ...base, step: 3 }).checkout_step).toBe(3);
  });

  it("builds the GA4 ecommerce object: items indexed, amounts to 2 decimals, empty fields left out", () => {
    const event = buildEvent("add_shipping_info", { ...base, value: 0.1 + 0.2, shipping_tier: "inpost_paczkomat", coupon: "", payment_type: " " });
    expect(event).toEqual({
      event: "add_shipping_info",
      checkout_step: 4,
      ecommerce: {
        currency: "PLN",
        value: 0.3,
        shipping_tier: "inpost_paczkomat",
        items: [
          { item_id: "KS-000001", item_name: "Żółw", price: 39.99, quantity: 1, index: 0 },
          { item_id: "CZ-000002", item_name: "Polityka", price: 12.3, quantity: 2, index: 1 },
        ],
      },
    });
  });

  it("drops lines without a sku or with no quantity", () => {
    const event = buildEvent("view_cart", {
      ...base,
      items: [...items, { item_id: "", item_name: "x", price: 1, quantity: 1 }, { item_id: "A", item_name: "a", price: 1, quantity: 0 }],
    });
    expect(event.ecommerce.items.map((i) => i.item_id)).toEqual(["KS-000001", "CZ-000002"]);
  });

  it("cart payload: the lines' skus and gross prices; value = goods after discount from the server totals", () => {
    const cart = {
      cartItems: [
        { sku: "TS-000004-M-RED", name: "Koszulka", qty: 2, price_incl_tax: 50, totals: { price_incl_tax: 49.5 } },
        { sku: "KS-000001", name: "Żółw", qty: 1, price_incl_tax: 39.99 },
      ],
      platformTotals: { subtotal_incl_tax: 138.99, discount_amount: -13.9, coupon_code: "WITAJ10" },
    };
    expect(cartPayload(cart, { shipping_tier: "flatrate_flatrate" })).toEqual({
      currency: "PLN",
      value: 125.09,
      coupon: "WITAJ10",
      shipping_tier: "flatrate_flatrate",
      items: [
        { item_id: "TS-000004-M-RED", item_name: "Koszulka", price: 49.5, quantity: 2 },
        { item_id: "KS-000001", item_name: "Żółw", price: 39.99, quantity: 1 },
      ],
    });
    // before the first totals sync: the sum of the lines
    expect(cartPayload({ ...cart, platformTotals: null }).value).toBe(138.99);
  });

  it("purchase: value = grand_total, shipping includes the cash-on-delivery fee, transaction_id = order number", () => {
    const payload = purchasePayload({
      orderNumber: "000000012",
      grandTotal: 63.97,
      shippingInclTax: 5,
      cashOnDeliveryFee: 2.5,
      taxAmount: 4.74,
      coupon: "KIOSK20",
      items,
      paymentType: "cashondelivery",
      shippingTier: "flatrate_flatrate",
    });
    expect(payload).toEqual({
      currency: "PLN",
      value: 63.97,
      items,
      transaction_id: "000000012",
      shipping: 7.5,
      tax: 4.74,
      coupon: "KIOSK20",
      shipping_tier: "flatrate_flatrate",
      payment_type: "cashondelivery",
    });
    expect(buildEvent("purchase", payload).ecommerce).toMatchObject({ value: 63.97, shipping: 7.5, transaction_id: "000000012" });
    expect(purchasePayload({ orderNumber: "1", grandTotal: 10, shippingInclTax: 0, items: [] }).shipping).toBe(0);
  });
});
