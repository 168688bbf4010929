import { describe, it, expect } from "vitest";
import { lowestPriceBefore, lowestPriceInLast30Days, reductionStartDate, type PricePeriod } from "./omnibus.ts";
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

describe("reductionStartDate", () => {
  const base: PriceSource = { price: 3999, specialPrice: 2999, specialFromDate: "2024-03-01", specialToDate: null };
  it.each<[string, Partial<PriceSource>, string, string | null]>([
    ["active, winter: Warsaw midnight is 23:00Z the day before", {}, "2024-03-15T12:00:00Z", "2024-02-29T23:00:00.000Z"],
    ["active, summer (CEST)", { specialFromDate: "2024-07-01 00:00:00" }, "2024-07-15T12:00:00Z", "2024-06-30T22:00:00.000Z"],
    ["not active yet", {}, "2024-02-15T12:00:00Z", null],
    ["no from date", { specialFromDate: null }, "2024-03-15T12:00:00Z", null],
    ["no special price", { specialPrice: null }, "2024-03-15T12:00:00Z", null],
    ["special not lower", { specialPrice: 3999 }, "2024-03-15T12:00:00Z", null],
  ])("%s", (_name, overrides, now, expected) => {
    const start = reductionStartDate({ ...base, ...overrides }, d(now));
    expect(start === null ? null : start.toISOString()).toBe(expected);
  });
});
