import { describe, expect, it } from "vitest";
import { carrierByKey, carrierKey, DELIVERY_RULES, deliveryRules, productGroup } from "./delivery-rules.ts";
import { isShipped } from "./shipping-rule.ts";

describe("the shop's delivery terms (docs/decisions/2026-11-26-delivery-rules.md)", () => {
  it("prices the carriers as the decision note says (gross)", () => {
    expect(DELIVERY_RULES.carriers.map((c) => [carrierKey(c), c.gross])).toEqual([
      ["flatrate_flatrate", 1499],
      ["inpost_paczkomat", 1299],
      ["orlen_paczka", 999],
      ["pocztapolska_polecony", 750],
    ]);
    // cash on delivery by courier: 14,99 + 5,00 = 19,99 zł
    expect(DELIVERY_RULES.cashOnDelivery.feeGross).toBe(500);
    expect(carrierByKey("flatrate_flatrate")!.gross + DELIVERY_RULES.cashOnDelivery.feeGross).toBe(1999);
    expect(DELIVERY_RULES.freeDelivery.thresholdGross).toBe(19900);
    expect(DELIVERY_RULES.dispatchCutoff).toBe("12:00");
  });

  it("has one default carrier, pickup carriers named for the pickup module, and well-formed values", () => {
    expect(DELIVERY_RULES.carriers.filter((c) => c.isDefault)).toHaveLength(1);
    expect(new Set(DELIVERY_RULES.carriers.map(carrierKey)).size).toBe(DELIVERY_RULES.carriers.length);
    expect(DELIVERY_RULES.carriers.filter((c) => c.pickup).map((c) => [carrierKey(c), c.pickup])).toEqual([
      ["inpost_paczkomat", "inpost"],
      ["orlen_paczka", "orlen"],
    ]);
    for (const c of DELIVERY_RULES.carriers) {
      expect(Number.isSafeInteger(c.gross) && c.gross > 0, carrierKey(c)).toBe(true);
      // a carrier never lists a group that is not shipped
      for (const g of c.groups) expect(DELIVERY_RULES.groups[g]).not.toBe("none");
    }
    expect(DELIVERY_RULES.dispatchCutoff).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  });

  it("delivers subscriptions free, e-books without a parcel, and keeps cash on delivery away from both", () => {
    expect(DELIVERY_RULES.groups).toEqual({ goods: "charged", press: "charged", subscription: "included", digital: "none" });
    expect(DELIVERY_RULES.cashOnDelivery.excludedGroups).toEqual(["subscription", "digital"]);
    expect(DELIVERY_RULES.freeDelivery).toMatchObject({ countedGroups: ["goods", "press"], withCashOnDelivery: false });
  });

  it.each([
    ["simple", "goods"],
    ["configurable", "goods"],
    ["bundle", "goods"],
    ["grouped", "goods"],
    ["single_number", "press"],
    ["subscription", "subscription"],
    ["virtual", "digital"],
    ["downloadable", "digital"],
  ] as const)("a %s product is in the group %s", (typeId, group) => {
    expect(productGroup(typeId)).toBe(group);
    expect(isShipped(typeId)).toBe(DELIVERY_RULES.groups[group] !== "none");
  });

  it("takes the operator's threshold (złoty), 0 turning free delivery off, unset keeping the rules'", () => {
    expect(deliveryRules(undefined)).toBe(DELIVERY_RULES);
    expect(deliveryRules(250).freeDelivery.thresholdGross).toBe(25000);
    expect(deliveryRules(99.99).freeDelivery.thresholdGross).toBe(9999);
    expect(deliveryRules(0).freeDelivery.thresholdGross).toBeNull();
    expect(deliveryRules(250).carriers).toBe(DELIVERY_RULES.carriers);
  });
});
