import { describe, expect, it } from "vitest";
import {
  carrierCarries,
  cashOnDeliveryAllowed,
  DEFAULT_SHIPPING_METHOD,
  defaultShippingMethod,
  deliveryCart,
  deliveryCharge,
  findShippingMethod,
  freeShippingRemaining,
  isVirtualType,
  visiblePaymentMethods,
  type DeliveryLine,
} from "./cart-methods.ts";
import { DELIVERY_RULES, deliveryRules, type DeliveryRules } from "./delivery-rules.ts";

const courier = findShippingMethod("flatrate", "flatrate")!;
const locker = findShippingMethod("inpost", "paczkomat")!;
const orlen = findShippingMethod("orlen", "paczka")!;
const letter = findShippingMethod("pocztapolska", "polecony")!;
const FEE = DELIVERY_RULES.cashOnDelivery.feeGross;
const THRESHOLD = DELIVERY_RULES.freeDelivery.thresholdGross!;

const book = (gross: number): DeliveryLine => ({ typeId: "simple", grossAfterDiscount: gross });
const issue = (gross: number): DeliveryLine => ({ typeId: "single_number", grossAfterDiscount: gross });
const subscription = (gross: number): DeliveryLine => ({ typeId: "subscription", grossAfterDiscount: gross });
const ebook = (gross: number): DeliveryLine => ({ typeId: "downloadable", grossAfterDiscount: gross });
const cart = (...lines: DeliveryLine[]) => deliveryCart(lines);

describe("the delivery methods", () => {
  it("finds the carriers of the rules, the courier being the default", () => {
    expect(DEFAULT_SHIPPING_METHOD).toBe(courier);
    expect(findShippingMethod("inpost", "paczkomat")).toBe(locker);
    expect(findShippingMethod("dhl", "x")).toBeUndefined();
    // a rules object of its own is searched, not the shop's
    const own: DeliveryRules = { ...DELIVERY_RULES, carriers: [{ ...courier, gross: 1 }] };
    expect(findShippingMethod("flatrate", "flatrate", own)?.gross).toBe(1);
    expect(findShippingMethod("inpost", "paczkomat", own)).toBeUndefined();
  });

  it("abroad: each country's own default, never free, never cash on delivery, no subscriptions", () => {
    const dhlDe = findShippingMethod("dhl", "de")!;
    expect(defaultShippingMethod(DELIVERY_RULES, "DE")).toBe(dhlDe);
    expect(defaultShippingMethod(DELIVERY_RULES, "it")).toBe(findShippingMethod("dhl", "it"));
    expect(defaultShippingMethod(DELIVERY_RULES, "US")).toBe(findShippingMethod("pocztapolska", "globalexpres"));
    expect(defaultShippingMethod(DELIVERY_RULES, "PL")).toBe(courier);
    expect(defaultShippingMethod(DELIVERY_RULES, "FR")).toBe(courier);
    const big = cart(book(THRESHOLD + 10000));
    expect(deliveryCharge(dhlDe, big, false)).toEqual({ carrierGross: 3999, codFeeGross: 0, gross: 3999, freeByThreshold: false });
    expect(deliveryCharge(courier, big, false).gross).toBe(0);
    expect(deliveryCharge(dhlDe, big, true).codFeeGross).toBe(0);
    expect(cashOnDeliveryAllowed(dhlDe, big)).toBe(false);
    expect(carrierCarries(dhlDe, cart(book(1000), issue(500)))).toBe(true);
    expect(carrierCarries(dhlDe, cart(book(1000), subscription(500)))).toBe(false);
    // an e-book needs no parcel: a book and an e-book go abroad
    expect(carrierCarries(dhlDe, cart(book(1000), ebook(500)))).toBe(true);
  });

  it("knows virtual types", () => {
    expect(["virtual", "downloadable", "simple", "configurable"].map(isVirtualType)).toEqual([true, true, false, false]);
  });

  it("lets a registered letter carry magazines and subscriptions only", () => {
    expect(carrierCarries(letter, cart(issue(900)))).toBe(true);
    expect(carrierCarries(letter, cart(issue(900), subscription(9000), ebook(1000)))).toBe(true);
    expect(carrierCarries(letter, cart(issue(900), book(3000)))).toBe(false);
    for (const c of [courier, locker, orlen]) expect(carrierCarries(c, cart(issue(900), book(3000), subscription(9000)))).toBe(true);
  });
});

describe("deliveryCharge", () => {
  it.each([
    ["a book by courier", courier, [book(3999)], false, courier.gross, 0],
    ["a book to a parcel locker", locker, [book(3999)], false, locker.gross, 0],
    ["a book by courier, cash on delivery: the fee on top", courier, [book(3999)], true, courier.gross, FEE],
    ["cash on delivery with a carrier that does not collect: no fee", orlen, [book(3999)], true, orlen.gross, 0],
    ["goods just under the threshold", courier, [book(THRESHOLD - 1)], false, courier.gross, 0],
    ["goods at the threshold: free", courier, [book(THRESHOLD)], false, 0, 0],
    ["at the threshold with cash on delivery: the threshold does not apply", courier, [book(THRESHOLD)], true, courier.gross, FEE],
    ["a subscription alone: delivered free (in its price)", courier, [subscription(12000)], false, 0, 0],
    ["a subscription alone asking for cash on delivery: not allowed, no fee", courier, [subscription(12000)], true, 0, 0],
    ["a subscription does not count towards the threshold", courier, [book(5000), subscription(THRESHOLD)], false, courier.gross, 0],
    ["e-books do not count towards the threshold", courier, [book(5000), ebook(THRESHOLD)], false, courier.gross, 0],
    ["magazines count", courier, [book(THRESHOLD - 1000), issue(1000)], false, 0, 0],
    ["only e-books: nothing to send", courier, [ebook(3000)], false, 0, 0],
  ] as const)("%s", (_name, carrier, lines, cod, carrierGross, codFeeGross) => {
    const charge = deliveryCharge(carrier, cart(...lines), cod);
    expect(charge).toMatchObject({ carrierGross, codFeeGross, gross: carrierGross + codFeeGross });
  });

  it("follows the rules it is given: a threshold set by the operator, or none", () => {
    expect(deliveryCharge(courier, cart(book(10000)), false, deliveryRules(100)).carrierGross).toBe(0);
    expect(deliveryCharge(courier, cart(book(10_000_000)), false, deliveryRules(0)).carrierGross).toBe(courier.gross);
    const codFree = { ...DELIVERY_RULES, freeDelivery: { ...DELIVERY_RULES.freeDelivery, withCashOnDelivery: true } };
    expect(deliveryCharge(courier, cart(book(THRESHOLD)), true, codFree)).toMatchObject({ carrierGross: 0, codFeeGross: FEE });
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
});

describe("cashOnDeliveryAllowed", () => {
  it.each([
    ["a book by courier", courier, [book(3000)], true],
    ["a book to a parcel locker", locker, [book(3000)], true],
    ["a book to ORLEN Paczka (does not collect)", orlen, [book(3000)], false],
    ["a book and a subscription", courier, [book(3000), subscription(9000)], false],
    ["a subscription", courier, [subscription(9000)], false],
    ["a book and an e-book", courier, [book(3000), ebook(1000)], false],
    ["nothing", courier, [], false],
  ] as const)("%s → %s", (_name, carrier, lines, allowed) => {
    expect(cashOnDeliveryAllowed(carrier, cart(...lines))).toBe(allowed);
  });
});

describe("visiblePaymentMethods", () => {
  it.each([
    [
      "physical goods, cash on delivery allowed",
      { cashOnDelivery: true, hasRecurring: false, grandTotal: 500, hasItems: true },
      ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
    [
      "cash on delivery not allowed (e-books, a subscription)",
      { cashOnDelivery: false, hasRecurring: false, grandTotal: 500, hasItems: true },
      ["vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
    [
      "a recurring collection",
      { cashOnDelivery: false, hasRecurring: true, grandTotal: 500, hasItems: true },
      ["vue_payu_gateway", "vue_payu_gateway_blik", "vue_payu_gateway_recurring"],
    ],
    [
      "online payment not configured: cash on delivery only",
      { cashOnDelivery: true, hasRecurring: false, grandTotal: 500, hasItems: true, online: false },
      ["cashondelivery"],
    ],
    [
      "online payment not configured, only e-books: nothing",
      { cashOnDelivery: false, hasRecurring: false, grandTotal: 500, hasItems: true, online: false },
      [],
    ],
    ["nothing to pay", { cashOnDelivery: true, hasRecurring: false, grandTotal: 0, hasItems: true }, ["free"]],
    [
      "empty cart",
      { cashOnDelivery: true, hasRecurring: false, grandTotal: 0, hasItems: false },
      ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
    [
      "gift cards pay all of it: only the gift card method",
      { cashOnDelivery: true, hasRecurring: false, grandTotal: 3099, amountDue: 0, hasItems: true },
      ["giftcard"],
    ],
    [
      "gift cards pay part of it: the methods pay the rest",
      { cashOnDelivery: true, hasRecurring: false, grandTotal: 3099, amountDue: 1099, hasItems: true },
      ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
    [
      "a gift card in the cart: paid before it is issued, never on delivery",
      { cashOnDelivery: true, hasRecurring: false, grandTotal: 8099, hasGiftCard: true, hasItems: true },
      ["vue_payu_gateway", "vue_payu_gateway_blik"],
    ],
  ] as const)("%s", (_n, ctx, expected) => {
    expect(visiblePaymentMethods(ctx)).toEqual(expected);
  });
});

describe("the payment methods the shop offers (DeliveryRules.paymentMethods)", () => {
  it("leaves out an online method the back office switched off", () => {
    const ctx = { cashOnDelivery: true, hasRecurring: false, grandTotal: 5000, hasItems: true };
    expect(visiblePaymentMethods(ctx)).toEqual(["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"]);
    expect(visiblePaymentMethods({ ...ctx, offered: { cashondelivery: true, vue_payu_gateway: true, vue_payu_gateway_blik: false } })).toEqual([
      "cashondelivery",
      "vue_payu_gateway",
    ]);
    expect(visiblePaymentMethods({ ...ctx, offered: { cashondelivery: true, vue_payu_gateway: false, vue_payu_gateway_blik: true } })).toEqual([
      "cashondelivery",
      "vue_payu_gateway_blik",
    ]);
  });
});
