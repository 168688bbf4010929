import { describe, it, expect } from "vitest";
import { parseDay, wallClockOfIntl, warsawDay, warsawDaysBefore, warsawStartOfDay, warsawWallClockMs } from "./warsaw-time.ts";

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

describe("warsawWallClockMs (the offset remembered per UTC hour)", () => {
  it("gives what Intl gives around every change of offset from 1980 to 2040, and at random instants", () => {
    const instants: number[] = [];
    for (let year = 1980; year <= 2040; year++)
      for (const month of [2, 3, 9, 10])
        for (let day = 20; day <= 31; day++)
          for (const minutes of [-61, -60, -1, 0, 1, 59, 60, 61, 119, 120, 121]) instants.push(Date.UTC(year, month, day, 1, minutes, 30, 500));
    let x = 7;
    for (let i = 0; i < 5000; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      instants.push(Date.UTC(1980, 0, 1) + Math.floor((x / 2 ** 31) * 60 * 365 * 86_400_000));
    }
    for (const instant of instants) expect(warsawWallClockMs(instant), new Date(instant).toISOString()).toBe(wallClockOfIntl(instant));
  });

  it("asks Intl itself before 1980 (offsets then were not whole hours)", () => {
    const instant = Date.UTC(1900, 5, 1, 12);
    expect(warsawWallClockMs(instant)).toBe(wallClockOfIntl(instant));
    expect(warsawWallClockMs(instant) - instant).toBe(84 * 60_000);
  });
});
