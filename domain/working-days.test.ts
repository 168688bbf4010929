import { describe, expect, it } from "vitest";
import { easterSunday, isWorkingDay, polishPublicHolidays, workingDayOnOrAfter } from "./working-days.ts";

describe("easterSunday", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
  ])("%i: %s", (year, day) => expect(easterSunday(year)).toBe(day));
});

describe("polishPublicHolidays", () => {
  it("lists the thirteen (fourteen from 2025) days off of a year", () => {
    expect([...polishPublicHolidays(2027)].sort()).toEqual([
      "2027-01-01",
      "2027-01-06",
      "2027-03-28",
      "2027-03-29",
      "2027-05-01",
      "2027-05-03",
      "2027-05-16",
      "2027-05-27",
      "2027-08-15",
      "2027-11-01",
      "2027-11-11",
      "2027-12-24",
      "2027-12-25",
      "2027-12-26",
    ]);
    expect(polishPublicHolidays(2024).has("2024-12-24")).toBe(false);
  });
});

describe("working days", () => {
  it("knows weekends and holidays", () => {
    expect(isWorkingDay("2027-01-22")).toBe(true); // Friday
    expect(isWorkingDay("2027-01-23")).toBe(false); // Saturday
    expect(isWorkingDay("2027-01-24")).toBe(false); // Sunday
    expect(isWorkingDay("2027-01-06")).toBe(false); // Epiphany, a Wednesday
    expect(isWorkingDay("2026-11-11")).toBe(false); // Independence Day
  });
  it("moves to the next working day over weekends and holidays", () => {
    expect(workingDayOnOrAfter("2027-01-25")).toBe("2027-01-25");
    expect(workingDayOnOrAfter("2027-01-24")).toBe("2027-01-25");
    expect(workingDayOnOrAfter("2027-01-23")).toBe("2027-01-25");
    // Christmas Eve (Friday) 2026, then Christmas and the weekend: Monday 28 December
    expect(workingDayOnOrAfter("2026-12-24")).toBe("2026-12-28");
    // Easter Sunday and Monday 2027
    expect(workingDayOnOrAfter("2027-03-28")).toBe("2027-03-30");
    // Saturday 1 May 2027, Sunday, Monday 3 May: Tuesday
    expect(workingDayOnOrAfter("2027-05-01")).toBe("2027-05-04");
    // New Year's Day across the year's end
    expect(workingDayOnOrAfter("2026-12-31")).toBe("2026-12-31");
    expect(workingDayOnOrAfter("2027-01-01")).toBe("2027-01-04");
  });
  it("refuses what is not a calendar day", () => {
    expect(() => workingDayOnOrAfter("2027-02-30")).toThrow(RangeError);
  });
});
