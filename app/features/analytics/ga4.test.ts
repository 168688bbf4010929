import { describe, expect, it } from "vitest";
import { buildEvent, cartItem, cartPayload, CHECKOUT_STEPS, listPayload, productPayload, purchasePayload, tileItem, type TrackPayload } from "./ga4.ts";

const items = [
  { item_id: "KS-000001", item_name: "Żółw", price: 39.99, quantity: 1 },
  { item_id: "CZ-000002", item_name: "Polityka", price: 12.3, quantity: 2 },
];
const base: TrackPayload = { currency: "PLN", value: 64.59, items };

describe("GA4 events (docs/storefront.md §9)", () => {
  it("numbers the checkout steps 1 view_cart, 2 begin_checkout, 4 add_shipping_info, 5 add_payment_info; purchase has none", () => {
    expect(CHECKOUT_STEPS).toEqual({ view_cart: 1, begin_checkout: 2, add_shipping_info: 4, add_payment_info: 5 });
    expect(buildEvent("view_cart", base).params.checkout_step).toBe(1);
    expect(buildEvent("begin_checkout", base).params.checkout_step).toBe(2);
    expect(buildEvent("add_shipping_info", base).params.checkout_step).toBe(4);
    expect(buildEvent("add_payment_info", base).params.checkout_step).toBe(5);
    expect(buildEvent("purchase", base).params).not.toHaveProperty("checkout_step");
    expect(buildEvent("begin_checkout", { ...base, step: 3 }).params.checkout_step).toBe(3);
  });

  it("builds gtag's event parameters: items indexed, amounts to 2 decimals, empty fields left out", () => {
    const event = buildEvent("add_shipping_info", { ...base, value: 0.1 + 0.2, shipping_tier: "inpost_paczkomat", coupon: "", payment_type: " " });
    expect(event).toEqual({
      name: "add_shipping_info",
      params: {
        currency: "PLN",
        value: 0.3,
        shipping_tier: "inpost_paczkomat",
        checkout_step: 4,
        items: [
          { item_id: "KS-000001", item_name: "Żółw", price: 39.99, quantity: 1, index: 0 },
          { item_id: "CZ-000002", item_name: "Polityka", price: 12.3, quantity: 2, index: 1 },
        ],
      },
    });
  });

  it("gives an item GA4's fields: brand, category levels up to 5, variant, coupon, discount, list", () => {
    const event = buildEvent("view_item", {
      items: [
        {
          item_id: "TS-000004",
          item_name: "Koszulka",
          price: 49.5,
          quantity: 1,
          item_brand: "Kiosk",
          categories: ["Odzież", "Koszulki", " ", "Męskie", "Bawełniane", "Lato", "Szóste"],
          item_variant: "TS-000004-M-RED",
          coupon: "WITAJ10",
          discount: 10,
          item_list_id: "category_7",
          item_list_name: "Koszulki",
        },
      ],
    });
    expect(event.params).toEqual({
      currency: "PLN",
      value: 49.5,
      items: [
        {
          item_id: "TS-000004",
          item_name: "Koszulka",
          price: 49.5,
          quantity: 1,
          index: 0,
          item_brand: "Kiosk",
          item_category: "Odzież",
          item_category2: "Koszulki",
          item_category3: "Męskie",
          item_category4: "Bawełniane",
          item_category5: "Lato",
          item_variant: "TS-000004-M-RED",
          coupon: "WITAJ10",
          discount: 10,
          item_list_id: "category_7",
          item_list_name: "Koszulki",
        },
      ],
    });
  });

  it("drops lines without a sku or with no quantity", () => {
    const event = buildEvent("view_cart", {
      ...base,
      items: [...items, { item_id: "", item_name: "x", price: 1, quantity: 1 }, { item_id: "A", item_name: "a", price: 1, quantity: 0 }],
    });
    expect(event.params.items!.map((i) => i.item_id)).toEqual(["KS-000001", "CZ-000002"]);
  });

  it("lists: view_item_list and select_item carry the list, no value; a tile's place continues after 'load more'", () => {
    const list = { id: "category_3", name: "Książki", categories: ["Książki"] };
    const tiles = [
      { sku: "KS-1", parentSku: "KS-1", name: "A", final_price_incl_tax: 30, price_incl_tax: 40 },
      { sku: "KS-2", name: "B", final_price_incl_tax: 20 },
    ];
    const event = buildEvent("view_item_list", listPayload(tiles, list, 24));
    expect(event.params).toEqual({
      item_list_id: "category_3",
      item_list_name: "Książki",
      items: [
        {
          item_id: "KS-1",
          item_name: "A",
          price: 30,
          quantity: 1,
          index: 24,
          discount: 10,
          item_category: "Książki",
          item_list_id: "category_3",
          item_list_name: "Książki",
        },
        { item_id: "KS-2", item_name: "B", price: 20, quantity: 1, index: 25, item_category: "Książki", item_list_id: "category_3", item_list_name: "Książki" },
      ],
    });
    expect(tileItem(tiles[1]!, list, 7).index).toBe(7);
  });

  it("promotions and search carry their own fields", () => {
    expect(
      buildEvent("view_promotion", { promotion: { promotion_id: "banner_3", promotion_name: "Lato", creative_name: "", creative_slot: "hero_1" } }).params,
    ).toEqual({
      promotion_id: "banner_3",
      promotion_name: "Lato",
      creative_slot: "hero_1",
      items: [],
    });
    expect(buildEvent("search", { search_term: "  national geographic " }).params).toEqual({ search_term: "national geographic" });
  });

  it("a product page's product and a cart line: the product's sku as item_id, the child as its variant", () => {
    expect(productPayload({ sku: "TS-000004", name: "Koszulka", price: 45, regularPrice: 50, variant: "TS-000004-M", brand: "Kiosk" }, 2)).toEqual({
      currency: "PLN",
      value: 90,
      items: [
        {
          item_id: "TS-000004",
          item_name: "Koszulka",
          price: 45,
          quantity: 2,
          item_brand: "Kiosk",
          categories: undefined,
          item_variant: "TS-000004-M",
          discount: 5,
        },
      ],
    });
    expect(cartItem({ sku: "TS-000004-M", parentSku: "TS-000004", name: "Koszulka", qty: 3, price_incl_tax: 45 }, 1)).toEqual({
      item_id: "TS-000004",
      item_name: "Koszulka",
      price: 45,
      quantity: 1,
      item_variant: "TS-000004-M",
    });
  });

  it("cart payload: the lines' products and gross prices; value = goods after discount from the server totals", () => {
    const cart = {
      cartItems: [
        { sku: "TS-000004-M-RED", parentSku: "TS-000004", name: "Koszulka", qty: 2, price_incl_tax: 50, totals: { price_incl_tax: 49.5 } },
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
        { item_id: "TS-000004", item_name: "Koszulka", price: 49.5, quantity: 2, item_variant: "TS-000004-M-RED" },
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
    expect(buildEvent("purchase", payload).params).toMatchObject({ value: 63.97, shipping: 7.5, transaction_id: "000000012" });
    expect(purchasePayload({ orderNumber: "1", grandTotal: 10, shippingInclTax: 0, items: [] }).shipping).toBe(0);
  });
});
