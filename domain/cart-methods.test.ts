import { describe, expect, it } from "vitest";
import { DEFAULT_SHIPPING_METHOD, findShippingMethod, freeShippingRemaining, isVirtualType, shippingCost, visiblePaymentMethods } from "./cart-methods.ts";

describe("shipping", () => {
  it("has the courier at 5.00 zł gross as the default", () => {
    expect(DEFAULT_SHIPPING_METHOD).toMatchObject({ carrierCode: "flatrate", methodCode: "flatrate", gross: 500, isDefault: true });
    expect(findShippingMethod("inpost", "paczkomat")?.gross).toBe(1299);
    expect(findShippingMethod("orlen", "paczka")).toBeDefined();
    expect(findShippingMethod("dhl", "x")).toBeUndefined();
  });
  it.each([
    [10000, 19900, true, 500],
    [19899, 19900, true, 500],
    [19900, 19900, true, 0],
    [50000, null, true, 500],
    [10000, 19900, false, 0],
    [0, 0, true, 500],
  ])("goods %i, threshold %s, ships %s → %i", (goods, threshold, ships, expected) => {
    expect(shippingCost(DEFAULT_SHIPPING_METHOD, goods, threshold, ships)).toBe(expected);
  });
  it.each([
    [10000, 19900, 9900],
    [19900, 19900, 0],
    [25000, 19900, 0],
    [0, 19900, 19900],
    [100, null, null],
  ])("remaining to free delivery: goods %i, threshold %s → %s", (goods, threshold, expected) => {
    expect(freeShippingRemaining(goods, threshold)).toBe(expected);
  });
  it("knows virtual types", () => {
    expect(["virtual", "downloadable", "simple", "configurable"].map(isVirtualType)).toEqual([true, true, false, false]);
  });
});

describe("visiblePaymentMethods", () => {
  it.each([
    [
      "physical goods",
      { allVirtual: false, hasRecurring: false, grandTotal: 500, hasItems: true },
      ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
    [
      "only e-books and vouchers: no cash on delivery",
      { allVirtual: true, hasRecurring: false, grandTotal: 500, hasItems: true },
      ["vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
    [
      "a recurring collection",
      { allVirtual: false, hasRecurring: true, grandTotal: 500, hasItems: true },
      ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik", "vue_payu_gateway_recurring"],
    ],
    [
      "online payment not configured: cash on delivery only",
      { allVirtual: false, hasRecurring: true, grandTotal: 500, hasItems: true, online: false },
      ["cashondelivery"],
    ],
    ["online payment not configured, only e-books: nothing", { allVirtual: true, hasRecurring: false, grandTotal: 500, hasItems: true, online: false }, []],
    ["nothing to pay", { allVirtual: false, hasRecurring: false, grandTotal: 0, hasItems: true }, ["free"]],
    ["empty cart", { allVirtual: false, hasRecurring: false, grandTotal: 0, hasItems: false }, ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"]],
    [
      "gift cards pay all of it: only the gift card method",
      { allVirtual: false, hasRecurring: false, grandTotal: 3099, amountDue: 0, hasItems: true },
      ["giftcard"],
    ],
    [
      "gift cards pay part of it: the methods pay the rest",
      { allVirtual: false, hasRecurring: false, grandTotal: 3099, amountDue: 1099, hasItems: true },
      ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
    [
      "a gift card in the cart: paid before it is issued, never on delivery",
      { allVirtual: false, hasRecurring: false, grandTotal: 8099, hasGiftCard: true, hasItems: true },
      ["vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
  ] as const)("%s", (_n, ctx, expected) => {
    expect(visiblePaymentMethods(ctx)).toEqual(expected);
  });
});
