import { describe, it, expect } from "vitest";
import { lowestPriceBefore, lowestPriceInLast30Days, priceReduction, reductionStart, windowReduction, type PricePeriod } from "./omnibus.ts";
import type { PriceSource } from "./pricing.ts";

const d = (iso: string) => new Date(iso);
const period = (price: number, from: string, to: string | null): PricePeriod => ({
  price,
  validFrom: d(from),
  validTo: to === null ? null : d(to),
});

// Warsaw midnights (CET = UTC+1 in these months)
const REDUCTION = "2024-02-29T23:00:00Z"; // 1 March 2024, 00:00 Warsaw
const WINDOW_START = "2024-01-30T23:00:00Z"; // 31 January 2024, 00:00 Warsaw

describe("lowestPriceBefore", () => {
  it.each<[string, PricePeriod[], number | null]>([
    ["no history", [], null],
    ["one steady price", [period(3999, "2023-01-01T00:00:00Z", null)], 3999],
    [
      "one day at a lower price inside the window counts",
      [
        period(3999, "2023-01-01T00:00:00Z", "2024-02-10T23:00:00Z"),
        period(2999, "2024-02-10T23:00:00Z", "2024-02-11T23:00:00Z"),
        period(3999, "2024-02-11T23:00:00Z", REDUCTION),
        period(1999, REDUCTION, null), // the reduction itself is not "before"
      ],
      2999,
    ],
    [
      "a lower price that ended exactly at the window start is outside",
      [period(1000, "2023-01-01T00:00:00Z", WINDOW_START), period(3999, WINDOW_START, REDUCTION)],
      3999,
    ],
    [
      "a lower price that ended one second into the window counts",
      [period(1000, "2023-01-01T00:00:00Z", "2024-01-30T23:00:01Z"), period(3999, "2024-01-30T23:00:01Z", REDUCTION)],
      1000,
    ],
    [
      "a lower price starting at the reduction is outside",
      [period(3999, "2023-01-01T00:00:00Z", REDUCTION), period(500, REDUCTION, "2024-03-05T00:00:00Z")],
      3999,
    ],
    [
      "a lower price 31 days before is ignored",
      [period(1500, "2024-01-28T23:00:00Z", "2024-01-29T23:00:00Z"), period(3999, "2024-01-29T23:00:00Z", REDUCTION)],
      3999,
    ],
    ["new product: only its history since launch", [period(4999, "2024-02-20T10:00:00Z", REDUCTION)], 4999],
    ["launched together with the reduction", [period(1999, REDUCTION, null)], null],
    [
      "periods in any order, empty periods ignored",
      [
        period(100, "2024-02-15T00:00:00Z", "2024-02-15T00:00:00Z"), // empty
        period(3599, "2024-02-20T00:00:00Z", REDUCTION),
        period(3799, "2024-01-01T00:00:00Z", "2024-02-20T00:00:00Z"),
      ],
      3599,
    ],
  ])("%s", (_name, history, expected) => {
    expect(lowestPriceBefore(history, d(REDUCTION))).toBe(expected);
  });

  it("honours a custom number of days", () => {
    const history = [
      period(1000, "2024-02-20T00:00:00Z", "2024-02-23T00:00:00Z"), // ends 01:00 on 23 Feb Warsaw
      period(3000, "2024-02-23T00:00:00Z", REDUCTION),
    ];
    expect(lowestPriceBefore(history, d(REDUCTION), 7)).toBe(1000);
    expect(lowestPriceBefore(history, d(REDUCTION), 6)).toBe(3000);
  });

  it("counts 30 Warsaw calendar days across a DST change", () => {
    // Reduction 15 April 2024 00:00 CEST; window starts 16 March 00:00 CET (= 15 March 23:00Z)
    const reduction = "2024-04-14T22:00:00Z";
    const history = [
      period(900, "2024-03-15T00:00:00Z", "2024-03-15T23:30:00Z"), // ends 00:30 on 16 March Warsaw
      period(2000, "2024-03-15T23:30:00Z", reduction),
    ];
    expect(lowestPriceBefore(history, d(reduction))).toBe(900);
    const endedAtMidnight = [period(900, "2024-03-15T00:00:00Z", "2024-03-15T23:00:00Z"), period(2000, "2024-03-15T23:00:00Z", reduction)];
    expect(lowestPriceBefore(endedAtMidnight, d(reduction))).toBe(2000);
  });
});

describe("lowestPriceInLast30Days", () => {
  const NOW = "2024-03-10T12:00:00Z";
  it.each<[string, PricePeriod[], number | null]>([
    ["no history", [], null],
    ["current price only", [period(2500, "2020-01-01T00:00:00Z", null)], 2500],
    ["includes the current (reduced) price", [period(2500, "2020-01-01T00:00:00Z", "2024-03-05T00:00:00Z"), period(1999, "2024-03-05T00:00:00Z", null)], 1999],
    ["a price that started exactly now counts", [period(2500, "2020-01-01T00:00:00Z", NOW), period(2200, NOW, null)], 2200],
    [
      "a price that ended exactly 30 days ago is ignored",
      [period(900, "2024-01-01T00:00:00Z", "2024-02-09T12:00:00Z"), period(2500, "2024-02-09T12:00:00Z", null)],
      2500,
    ],
    ["a price still valid 30 days ago counts", [period(900, "2024-01-01T00:00:00Z", "2024-02-09T12:00:01Z"), period(2500, "2024-02-09T12:00:01Z", null)], 900],
    ["a future price is ignored", [period(100, "2024-04-01T00:00:00Z", null)], null],
  ])("%s", (_name, history, expected) => {
    expect(lowestPriceInLast30Days(history, d(NOW))).toBe(expected);
  });
});

describe("reductionStart", () => {
  const base: PriceSource = { price: 3999, specialPrice: 2999, specialFromDate: "2024-03-01", specialToDate: null };
  const history = [period(3999, "2023-01-01T00:00:00Z", "2024-03-04T09:00:00Z"), period(2999, "2024-03-04T09:00:00Z", null)];
  it.each<[string, Partial<PriceSource>, PricePeriod[], string, string | null]>([
    ["active, winter: Warsaw midnight is 23:00Z the day before", {}, [], "2024-03-15T12:00:00Z", "2024-02-29T23:00:00.000Z"],
    ["active, summer (CEST)", { specialFromDate: "2024-07-01 00:00:00" }, [], "2024-07-15T12:00:00Z", "2024-06-30T22:00:00.000Z"],
    ["not active yet", {}, history, "2024-02-15T12:00:00Z", null],
    ["no from date: when the history's run at the special price began", { specialFromDate: null }, history, "2024-03-15T12:00:00Z", "2024-03-04T09:00:00.000Z"],
    [
      "no from date: adjacent periods at the special price are one run",
      { specialFromDate: null },
      [
        period(3999, "2023-01-01T00:00:00Z", "2024-03-02T00:00:00Z"),
        period(2999, "2024-03-02T00:00:00Z", "2024-03-08T00:00:00Z"),
        period(2999, "2024-03-08T00:00:00Z", null),
      ],
      "2024-03-15T12:00:00Z",
      "2024-03-02T00:00:00.000Z",
    ],
    [
      "no from date, the history does not show the special price: unknown",
      { specialFromDate: null },
      [period(3999, "2023-01-01T00:00:00Z", null)],
      "2024-03-15T12:00:00Z",
      null,
    ],
    ["no from date, no history: unknown", { specialFromDate: null }, [], "2024-03-15T12:00:00Z", null],
    ["no special price", { specialPrice: null }, history, "2024-03-15T12:00:00Z", null],
    ["special not lower", { specialPrice: 3999 }, history, "2024-03-15T12:00:00Z", null],
  ])("%s", (_name, overrides, periods, now, expected) => {
    const start = reductionStart({ ...base, ...overrides }, periods, d(now));
    expect(start === null ? null : start.toISOString()).toBe(expected);
  });
});

describe("priceReduction: the one rule of 'is this on sale'", () => {
  // The reduction starts on 1 March 2024 (Warsaw); "now" is a fortnight into it.
  const NOW = d("2024-03-15T12:00:00Z");
  const special = (price: number, specialPrice: number, overrides: Partial<PriceSource> = {}): PriceSource => ({
    price,
    specialPrice,
    specialFromDate: "2024-03-01",
    specialToDate: "2024-03-31",
    ...overrides,
  });
  /** `regular` for a year, then `dip` for a few days in the 30 days before, then back, then the special price from 1 March. */
  const withDip = (regular: number, dip: number | null, specialPrice: number): PricePeriod[] =>
    dip === null
      ? [period(regular, "2023-03-01T00:00:00Z", REDUCTION), period(specialPrice, REDUCTION, null)]
      : [
          period(regular, "2023-03-01T00:00:00Z", "2024-02-10T23:00:00Z"),
          period(dip, "2024-02-10T23:00:00Z", "2024-02-13T23:00:00Z"),
          period(regular, "2024-02-13T23:00:00Z", REDUCTION),
          period(specialPrice, REDUCTION, null),
        ];

  it("a true reduction: below the 30-day low, the percentage measured against it", () => {
    expect(priceReduction(special(3999, 2999), withDip(3999, null, 2999), NOW)).toEqual({
      finalPrice: 2999,
      specialActive: true,
      lowest30d: 3999,
      isReduction: true,
      percent: 25,
    });
  });

  it("a true reduction against a lower price of the 30 days, not against the regular price", () => {
    // regular 59,99, two days at 44,99 in the window, special 29,99: −33% (against 44,99), not −50% (against 59,99)
    expect(priceReduction(special(5999, 2999), withDip(5999, 4499, 2999), NOW)).toMatchObject({ lowest30d: 4499, isReduction: true, percent: 33 });
  });

  it("a 'special price' that is not below the 30-day low is a plain price: no reduction, the low kept as information", () => {
    // "Sekret w Sztokholmie": regular 51,99, 30,99 for two days, then "special" 32,99
    expect(priceReduction(special(5199, 3299), withDip(5199, 3099, 3299), NOW)).toEqual({
      finalPrice: 3299,
      specialActive: true,
      lowest30d: 3099,
      isReduction: false,
      percent: 0,
    });
  });

  it("a special price equal to the 30-day low is not a reduction", () => {
    expect(priceReduction(special(3999, 2999), withDip(3999, 2999, 2999), NOW)).toMatchObject({
      finalPrice: 2999,
      lowest30d: 2999,
      isReduction: false,
      percent: 0,
    });
  });

  it("a bundle is judged on its own price history: 175,99 with 'Cena regularna 258,99' but a 30-day low of 162,99 is no reduction", () => {
    expect(priceReduction(special(25899, 17599), withDip(25899, 16299, 17599), NOW)).toMatchObject({
      finalPrice: 17599,
      lowest30d: 16299,
      isReduction: false,
      percent: 0,
    });
  });

  it("a configurable child is judged on its own history, not its parent's", () => {
    const prices = special(6999, 5999);
    const parentHistory = withDip(6999, null, 5999);
    const childHistory = withDip(6999, 5499, 5999); // this size was cheaper for three days
    expect(priceReduction(prices, parentHistory, NOW)).toMatchObject({ isReduction: true, percent: 14 });
    expect(priceReduction(prices, childHistory, NOW)).toMatchObject({ finalPrice: 5999, lowest30d: 5499, isReduction: false, percent: 0 });
  });

  it("a product with no price history cannot show a reduction: its special price is charged as a plain price", () => {
    for (const history of [null, undefined, []]) {
      expect(priceReduction(special(3999, 2999), history, NOW)).toEqual({
        finalPrice: 2999,
        specialActive: true,
        lowest30d: null,
        isReduction: false,
        percent: 0,
      });
    }
  });

  it("a product launched at its special price has no price before it: no reduction", () => {
    expect(priceReduction(special(3999, 2999), [period(2999, REDUCTION, null)], NOW)).toMatchObject({ lowest30d: null, isReduction: false });
  });

  it("a product younger than 30 days is measured against its prices since launch", () => {
    const history = [period(4999, "2024-02-20T10:00:00Z", REDUCTION), period(2999, REDUCTION, null)];
    expect(priceReduction(special(4999, 2999), history, NOW)).toMatchObject({ lowest30d: 4999, isReduction: true, percent: 40 });
  });

  it("one day at a lower price in the 30 days counts", () => {
    const history = [
      period(3999, "2023-01-01T00:00:00Z", "2024-02-20T23:00:00Z"),
      period(2799, "2024-02-20T23:00:00Z", "2024-02-21T23:00:00Z"),
      period(3999, "2024-02-21T23:00:00Z", REDUCTION),
      period(2999, REDUCTION, null),
    ];
    expect(priceReduction(special(3999, 2999), history, NOW)).toMatchObject({ lowest30d: 2799, isReduction: false });
  });

  it("without a special price in force: the regular price, nothing to announce", () => {
    const history = withDip(3999, null, 2999);
    for (const [name, p, now] of [
      ["no special price", special(3999, 2999, { specialPrice: null }), NOW],
      ["window not begun", special(3999, 2999), d("2024-02-20T12:00:00Z")],
      ["window ended", special(3999, 2999), d("2024-04-02T12:00:00Z")],
      ["special not below the regular price", special(3999, 3999), NOW],
    ] as const) {
      expect(priceReduction(p, history, now), name).toEqual({ finalPrice: 3999, specialActive: false, lowest30d: null, isReduction: false, percent: 0 });
    }
  });

  it("a window without a from-date starts where the history shows the special price", () => {
    const p = special(3999, 2999, { specialFromDate: null });
    expect(priceReduction(p, withDip(3999, null, 2999), NOW)).toMatchObject({ lowest30d: 3999, isReduction: true, percent: 25 });
    // the history does not say since when 29,99 is charged: nothing can be announced
    expect(priceReduction(p, [period(3999, "2023-01-01T00:00:00Z", null)], NOW)).toMatchObject({ lowest30d: null, isReduction: false });
  });

  it.each([
    // lowest, special, percent
    [10000, 8000, 20],
    [10000, 8001, 19], // 19.99% is not advertised as 20%
    [3000, 2000, 33],
    [999, 0, 100],
    [10000, 9999, 0], // 0.01% below: still a reduction (red, struck through), but no "-0%" badge
  ])("30-day low %i, special %i → -%i%%", (lowest, specialPrice, percent) => {
    const r = priceReduction(special(lowest, specialPrice), withDip(lowest, null, specialPrice), NOW);
    expect(r.percent).toBe(percent);
    expect(r.isReduction).toBe(true);
  });
});

describe("windowReduction", () => {
  const p: PriceSource = { price: 3999, specialPrice: 2999, specialFromDate: "2024-03-01", specialToDate: "2024-03-31" };
  const before = [period(3999, "2023-01-01T00:00:00Z", null)];
  it("decides a window that has not begun as on its first day", () => {
    expect(priceReduction(p, before, d("2024-02-20T12:00:00Z")).isReduction).toBe(false);
    expect(windowReduction(p, before, d("2024-02-20T12:00:00Z"))).toMatchObject({ isReduction: true, lowest30d: 3999, percent: 25 });
  });
  it("decides a running window as now, with the same answer on any of its days", () => {
    const history = [period(3999, "2023-01-01T00:00:00Z", REDUCTION), period(2999, REDUCTION, null)];
    const first = windowReduction(p, history, d("2024-03-01T08:00:00Z"));
    expect(first).toMatchObject({ isReduction: true, percent: 25 });
    expect(windowReduction(p, history, d("2024-03-30T20:00:00Z"))).toEqual(first);
    expect(windowReduction(p, history, d("2024-02-01T20:00:00Z"))).toEqual(first);
  });
  it("an ended window announces nothing", () => {
    expect(windowReduction(p, before, d("2024-04-05T12:00:00Z")).isReduction).toBe(false);
  });
});
