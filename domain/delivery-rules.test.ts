import { describe, expect, it } from "vitest";
import {
  applyDeliverySettings,
  carrierByKey,
  carrierKey,
  carriersFor,
  DELIVERY_RULES,
  deliveryRules,
  deliverySettingsOf,
  deliverySettingsProblems,
  productGroup,
  SHIPPING_COUNTRIES,
  type DeliverySettings,
} from "./delivery-rules.ts";
import { isShipped } from "./shipping-rule.ts";

describe("the shop's delivery terms (docs/decisions/2026-11-26-delivery-rules.md)", () => {
  it("prices the carriers as the decision note says (gross)", () => {
    expect(DELIVERY_RULES.carriers.map((c) => [carrierKey(c), c.gross])).toEqual([
      ["flatrate_flatrate", 1499],
      ["inpost_paczkomat", 1299],
      ["orlen_paczka", 999],
      ["pocztapolska_polecony", 750],
      ["dhl_de", 3999],
      ["dhl_it", 4999],
      ["pocztapolska_globalexpres", 12999],
    ]);
    // cash on delivery by courier: 14,99 + 5,00 = 19,99 zł
    expect(DELIVERY_RULES.cashOnDelivery.feeGross).toBe(500);
    expect(carrierByKey("flatrate_flatrate")!.gross + DELIVERY_RULES.cashOnDelivery.feeGross).toBe(1999);
    expect(DELIVERY_RULES.freeDelivery.thresholdGross).toBe(19900);
    expect(DELIVERY_RULES.dispatchCutoff).toBe("12:00");
  });

  it("has one default carrier per country, pickup carriers named for the pickup module, and well-formed values", () => {
    for (const country of SHIPPING_COUNTRIES)
      expect(
        carriersFor(country).filter((c) => c.isDefault),
        country,
      ).toHaveLength(1);
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

describe("delivery abroad (docs/decisions/2026-11-27-delivery-abroad.md)", () => {
  it("serves every delivery country, each with its own carriers", () => {
    expect(SHIPPING_COUNTRIES).toEqual(["PL", "DE", "IT", "US"]);
    expect(carriersFor("de").map(carrierKey)).toEqual(["dhl_de"]);
    expect(carriersFor("IT").map(carrierKey)).toEqual(["dhl_it"]);
    expect(carriersFor("US").map(carrierKey)).toEqual(["pocztapolska_globalexpres"]);
    expect(carriersFor("FR")).toEqual([]);
    for (const c of DELIVERY_RULES.carriers) for (const country of c.countries) expect(SHIPPING_COUNTRIES).toContain(country);
  });

  it("abroad: no cash on delivery, no parcel lockers or pickup points, no subscriptions, no free delivery", () => {
    const abroad = DELIVERY_RULES.carriers.filter((c) => !c.countries.includes("PL"));
    expect(abroad).toHaveLength(3);
    for (const c of abroad) {
      expect(c.cashOnDelivery, carrierKey(c)).toBe(false);
      expect(c.pickup, carrierKey(c)).toBeNull();
      expect(c.groups, carrierKey(c)).toEqual(["goods", "press"]);
    }
    // a carrier serves either Poland or countries abroad, never both (free delivery is Poland's)
    for (const c of DELIVERY_RULES.carriers) expect(c.countries.includes("PL") ? c.countries : ["abroad"]).toHaveLength(1);
    expect(DELIVERY_RULES.freeDelivery.countries).toEqual(["PL"]);
  });

  it("charges EU consumers their country's VAT unless the operator says the shop is under the OSS threshold", () => {
    expect(DELIVERY_RULES.ossDestination).toBe(true);
    expect(deliveryRules(undefined, DELIVERY_RULES, false).ossDestination).toBe(false);
    expect(deliveryRules(250, DELIVERY_RULES, false)).toMatchObject({ ossDestination: false, freeDelivery: { thresholdGross: 25000 } });
    expect(deliveryRules(undefined, DELIVERY_RULES, true)).toBe(DELIVERY_RULES);
  });
});

describe("the back office's settings over the rules (docs/decisions/2026-11-26-delivery-rules-data.md)", () => {
  const settings = deliverySettingsOf(DELIVERY_RULES);
  const change = (key: string, c: Partial<DeliverySettings["carriers"][number]>): DeliverySettings => ({
    ...settings,
    carriers: settings.carriers.map((x) => (x.key === key ? { ...x, ...c } : x)),
  });

  it("unchanged settings give the same terms; none give the rules themselves", () => {
    expect(applyDeliverySettings(DELIVERY_RULES, null)).toBe(DELIVERY_RULES);
    const same = applyDeliverySettings(DELIVERY_RULES, settings);
    expect(same.carriers).toEqual(DELIVERY_RULES.carriers);
    expect({ ...same, carriers: [], withdrawnCarriers: [] }).toEqual({ ...DELIVERY_RULES, carriers: [], withdrawnCarriers: [] });
    expect(deliverySettingsProblems(settings, DELIVERY_RULES)).toEqual([]);
  });

  it("lays prices, cash on delivery, the fee, the threshold and the payment methods over the rules; a switched-off carrier is withdrawn", () => {
    const rules = applyDeliverySettings(DELIVERY_RULES, {
      ...change("orlen_paczka", { enabled: false }),
      carriers: change("orlen_paczka", { enabled: false }).carriers.map((c) =>
        c.key === "flatrate_flatrate" ? { ...c, gross: 1799, cashOnDelivery: false } : c,
      ),
      freeDeliveryThresholdGross: null,
      cashOnDeliveryFeeGross: 700,
      paymentMethods: { cashondelivery: true, vue_payu_gateway: true, vue_payu_gateway_blik: false },
    });
    expect(carrierByKey("flatrate_flatrate", rules)).toMatchObject({ gross: 1799, cashOnDelivery: false });
    expect(carrierByKey("orlen_paczka", rules)).toBeUndefined();
    expect(rules.withdrawnCarriers?.map(carrierKey)).toEqual(["orlen_paczka"]);
    expect(rules.cashOnDelivery.feeGross).toBe(700);
    expect(rules.freeDelivery.thresholdGross).toBeNull();
    expect(rules.paymentMethods.vue_payu_gateway_blik).toBe(false);
  });

  it("no cash on delivery at all: no carrier collects it", () => {
    const rules = applyDeliverySettings(DELIVERY_RULES, { ...settings, paymentMethods: { ...settings.paymentMethods, cashondelivery: false } });
    expect(rules.carriers.filter((c) => c.cashOnDelivery)).toEqual([]);
  });

  it("refuses settings that leave a product kind without a carrier in Poland, no online payment, or name carriers wrongly", () => {
    const couriers = ["flatrate_flatrate", "inpost_paczkomat", "orlen_paczka"];
    const noCourier = { ...settings, carriers: settings.carriers.map((c) => (couriers.includes(c.key) ? { ...c, enabled: false } : c)) };
    expect(deliverySettingsProblems(noCourier, DELIVERY_RULES)).toEqual([{ code: "DELIVERY_NO_CARRIER_PL", field: "carriers", groups: ["goods"] }]);
    // the carriers abroad do not count for Poland
    expect(deliverySettingsProblems(change("dhl_de", { enabled: false }), DELIVERY_RULES)).toEqual([]);
    expect(
      deliverySettingsProblems(
        { ...settings, paymentMethods: { cashondelivery: true, vue_payu_gateway: false, vue_payu_gateway_blik: false } },
        DELIVERY_RULES,
      ),
    ).toEqual([{ code: "DELIVERY_NO_ONLINE_PAYMENT", field: "paymentMethods" }]);
    expect(deliverySettingsProblems(change("orlen_paczka", { key: "dhl_de" }), DELIVERY_RULES).map((p) => p.code)).toEqual([
      "DELIVERY_UNKNOWN_CARRIER",
      "DELIVERY_UNKNOWN_CARRIER",
    ]);
  });
});
