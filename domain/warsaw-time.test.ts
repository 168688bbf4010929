import { describe, it, expect } from "vitest";
import { parseDay, warsawDay, warsawDaysBefore, warsawStartOfDay } from "./warsaw-time.ts";

describe("warsawDay", () => {
  it.each([
    ["2024-01-15T22:59:59Z", "2024-01-15"], // 23:59:59 CET
    ["2024-01-15T23:00:00Z", "2024-01-16"], // 00:00 CET
    ["2024-07-15T21:59:59Z", "2024-07-15"], // 23:59:59 CEST
    ["2024-07-15T22:00:00Z", "2024-07-16"], // 00:00 CEST
    ["2024-12-31T23:30:00Z", "2025-01-01"],
    ["2024-02-28T23:00:00Z", "2024-02-29"],
    ["2024-03-31T00:30:00Z", "2024-03-31"], // DST starts that night
    ["2024-10-27T00:30:00Z", "2024-10-27"], // DST ends that night
  ])("%s → %s", (iso, day) => {
    expect(warsawDay(new Date(iso))).toBe(day);
  });

  it("throws on an invalid date", () => {
    expect(() => warsawDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("answers each instant's own day when calls alternate across midnight (the minute it remembers)", () => {
    const before = new Date("2024-01-15T22:59:59.999Z");
    const after = new Date("2024-01-15T23:00:00.000Z");
    for (let i = 0; i < 3; i++) {
      expect(warsawDay(before)).toBe("2024-01-15");
      expect(warsawDay(new Date("2024-01-15T22:59:00.000Z"))).toBe("2024-01-15");
      expect(warsawDay(after)).toBe("2024-01-16");
      expect(warsawDay(new Date("2024-01-15T23:00:59.999Z"))).toBe("2024-01-16");
    }
  });
});

describe("parseDay", () => {
  it.each<[string, string | null]>([
    ["2024-03-01", "2024-03-01"],
    ["2024-03-01 00:00:00", "2024-03-01"],
    ["2024-03-01T12:00:00", "2024-03-01"],
    [" 2024-03-01 ", "2024-03-01"],
    ["2024-02-30", null],
    ["2024-13-01", null],
    ["2024-3-1", null],
    ["01.03.2024", null],
    ["", null],
    ["2024-03-011", null],
  ])("%j → %j", (input, expected) => {
    expect(parseDay(input)).toBe(expected);
  });
});

describe("warsawStartOfDay", () => {
  it.each([
    ["2024-01-15", "2024-01-14T23:00:00.000Z"], // CET, UTC+1
    ["2024-07-15", "2024-07-14T22:00:00.000Z"], // CEST, UTC+2
    ["2024-03-31", "2024-03-30T23:00:00.000Z"], // midnight before the spring change
    ["2024-04-01", "2024-03-31T22:00:00.000Z"],
    ["2024-10-27", "2024-10-26T22:00:00.000Z"], // midnight before the autumn change
    ["2024-10-28", "2024-10-27T23:00:00.000Z"],
  ])("%s → %s", (day, iso) => {
    expect(warsawStartOfDay(day).toISOString()).toBe(iso);
  });

  it("throws on a non-day", () => {
    expect(() => warsawStartOfDay("nope")).toThrow(RangeError);
  });
});

describe("warsawDaysBefore", () => {
  it.each([
    ["2024-01-31T11:00:00.000Z", 30, "2024-01-01T11:00:00.000Z"],
    // 30 calendar days across the spring DST change is 30·24h − 1h
    ["2024-04-15T22:00:00.000Z", 30, "2024-03-16T23:00:00.000Z"],
    // … and across the autumn change 30·24h + 1h
    ["2024-11-10T23:00:00.000Z", 30, "2024-10-11T22:00:00.000Z"],
    ["2024-03-01T10:00:00.500Z", 1, "2024-02-29T10:00:00.500Z"],
  ])("%s minus %i days → %s", (iso, days, expected) => {
    expect(warsawDaysBefore(new Date(iso), days).toISOString()).toBe(expected);
  });
});
