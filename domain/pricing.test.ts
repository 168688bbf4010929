import { describe, it, expect } from "vitest";
import { priceReduction, type PricePeriod } from "./omnibus.ts";
import { finalPrice, isSpecialPriceActive, priceFields, warsawDay, type PriceSource } from "./pricing.ts";

const at = (iso: string) => new Date(iso);
const source = (overrides: Partial<PriceSource> = {}): PriceSource => ({
  price: 2999,
  specialPrice: 1999,
  specialFromDate: "2024-03-01",
  specialToDate: "2024-03-31",
  ...overrides,
});

describe("warsawDay (re-exported)", () => {
  it("uses the Warsaw calendar day", () => {
    expect(warsawDay(at("2024-03-31T22:30:00Z"))).toBe("2024-04-01");
  });
});

describe("isSpecialPriceActive / finalPrice", () => {
  it.each<[string, Partial<PriceSource>, string, boolean]>([
    ["inside the window", {}, "2024-03-15T12:00:00Z", true],
    ["first day, Warsaw midnight (UTC day before)", {}, "2024-02-29T23:00:00Z", true],
    ["just before the first day in Warsaw", {}, "2024-02-29T22:59:59Z", false],
    ["last day, 23:59 Warsaw (CEST)", {}, "2024-03-31T21:59:00Z", true],
    ["day after the last day in Warsaw", {}, "2024-03-31T22:00:00Z", false],
    ["no special price", { specialPrice: null }, "2024-03-15T12:00:00Z", false],
    ["special equal to price", { specialPrice: 2999 }, "2024-03-15T12:00:00Z", false],
    ["special above price", { specialPrice: 3500 }, "2024-03-15T12:00:00Z", false],
    ["negative special", { specialPrice: -1 }, "2024-03-15T12:00:00Z", false],
    ["special price 0 (free)", { specialPrice: 0 }, "2024-03-15T12:00:00Z", true],
    ["NaN special", { specialPrice: Number.NaN }, "2024-03-15T12:00:00Z", false],
    ["open start", { specialFromDate: null }, "2000-01-01T12:00:00Z", true],
    ["open end", { specialToDate: null }, "2099-01-01T12:00:00Z", true],
    ["open both", { specialFromDate: null, specialToDate: null }, "2024-06-01T00:00:00Z", true],
    ["empty strings are open-ended", { specialFromDate: "", specialToDate: "" }, "2030-01-01T00:00:00Z", true],
    ["Magento datetime strings", { specialFromDate: "2024-03-01 00:00:00", specialToDate: "2024-03-31 00:00:00" }, "2024-03-31T20:00:00Z", true],
    ["single-day window", { specialFromDate: "2024-03-10", specialToDate: "2024-03-10" }, "2024-03-10T10:00:00Z", true],
    ["before a single-day window", { specialFromDate: "2024-03-10", specialToDate: "2024-03-10" }, "2024-03-09T10:00:00Z", false],
    ["malformed date disables the special", { specialToDate: "31.03.2024" }, "2024-03-15T12:00:00Z", false],
    ["inverted window", { specialFromDate: "2024-03-31", specialToDate: "2024-03-01" }, "2024-03-15T12:00:00Z", false],
  ])("%s", (_name, overrides, now, active) => {
    const p = source(overrides);
    expect(isSpecialPriceActive(p, at(now))).toBe(active);
    expect(finalPrice(p, at(now))).toBe(active ? p.specialPrice : p.price);
  });
});

describe("priceFields", () => {
  const NOW = at("2024-03-15T12:00:00Z");
  // 29,99 for a year, then the special price from 1 March 2024 (Warsaw midnight)
  const history = (specialPrice: number, regular = 2999): PricePeriod[] => [
    { price: regular, validFrom: at("2023-03-01T00:00:00Z"), validTo: at("2024-02-29T23:00:00Z") },
    { price: specialPrice, validFrom: at("2024-02-29T23:00:00Z"), validTo: null },
  ];
  const fields = (p: PriceSource, rate: number, now: Date, periods: PricePeriod[] | null) => priceFields(p, rate, priceReduction(p, periods, now));

  it("with a special price that is a reduction (23%)", () => {
    expect(fields(source(), 23, NOW, history(1999))).toEqual({
      price: 2438, // 2999 / 1.23 = 2438.21
      price_incl_tax: 2999,
      original_price: 2438,
      original_price_incl_tax: 2999,
      regular_price: 2999,
      special_price: 1625, // 1999 / 1.23 = 1625.20
      special_price_incl_tax: 1999,
      final_price: 1625,
      final_price_incl_tax: 1999,
      final_price_tax: 374,
      price_tax: 561,
      is_special_price: true,
      is_discounted: true,
      discount_percent: 33, // 33.34% rounded down
      lowest_price_30d: 2999,
    });
  });

  it("with a special price that is not below the 30-day low: charged, but not announced as a reduction", () => {
    const dip: PricePeriod[] = [
      { price: 2999, validFrom: at("2023-03-01T00:00:00Z"), validTo: at("2024-02-10T23:00:00Z") },
      { price: 1899, validFrom: at("2024-02-10T23:00:00Z"), validTo: at("2024-02-12T23:00:00Z") },
      { price: 2999, validFrom: at("2024-02-12T23:00:00Z"), validTo: at("2024-02-29T23:00:00Z") },
      { price: 1999, validFrom: at("2024-02-29T23:00:00Z"), validTo: null },
    ];
    expect(fields(source(), 23, NOW, dip)).toMatchObject({
      final_price_incl_tax: 1999,
      special_price_incl_tax: 1999,
      is_special_price: true,
      is_discounted: false,
      discount_percent: 0,
      lowest_price_30d: 1899,
    });
  });

  it("with a special price and no history: charged, nothing announced, no 30-day low", () => {
    expect(fields(source(), 23, NOW, null)).toMatchObject({
      final_price_incl_tax: 1999,
      is_special_price: true,
      is_discounted: false,
      discount_percent: 0,
      lowest_price_30d: null,
    });
  });

  it("with an inactive special price the special fields are zeroed (5%)", () => {
    expect(fields(source(), 5, at("2024-04-01T12:00:00Z"), history(1999))).toEqual({
      price: 2856, // 2999 / 1.05 = 2856.19
      price_incl_tax: 2999,
      original_price: 2856,
      original_price_incl_tax: 2999,
      regular_price: 2999,
      special_price: 0,
      special_price_incl_tax: 0,
      final_price: 2856,
      final_price_incl_tax: 2999,
      final_price_tax: 143,
      price_tax: 143,
      is_special_price: false,
      is_discounted: false,
      discount_percent: 0,
      lowest_price_30d: null,
    });
  });

  it("keeps net + tax === gross for every rate", () => {
    for (const rate of [0, 5, 8, 23]) {
      const p = source({ price: 4567, specialPrice: 3333 });
      const f = fields(p, rate, NOW, history(3333, 4567));
      expect(f.final_price + f.final_price_tax).toBe(f.final_price_incl_tax);
      expect(f.price + f.price_tax).toBe(f.price_incl_tax);
    }
  });

  it("rejects a price that is not integer grosze", () => {
    expect(() => fields(source({ price: 29.99 }), 23, NOW, null)).toThrow(RangeError);
  });
});
