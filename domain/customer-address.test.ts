import { describe, expect, it } from "vitest";
import { formatPostcode, isValidPhone, isValidPolishPhone, isValidPostcodeFor } from "./customer-address.ts";

describe("Polish postcodes and phones", () => {
  it("accepts xx-xxx in Poland, also typed as five digits (a phone's numeric keyboard has no dash)", () => {
    expect(isValidPostcodeFor("31-147")).toBe(true);
    expect(isValidPostcodeFor("31147")).toBe(true);
    expect(isValidPostcodeFor("31 - 147")).toBe(true);
    expect(isValidPostcodeFor("3-1147")).toBe(false);
    expect(isValidPostcodeFor("3114")).toBe(false);
    expect(isValidPostcodeFor("311478")).toBe(false);
    expect(isValidPostcodeFor("10115", "DE")).toBe(true);
  });
  it.each([
    ["10115", "DE", true],
    ["1011", "DE", false],
    ["D-10115", "DE", false],
    ["00184", "IT", true],
    ["001845", "IT", false],
    ["10001", "US", true],
    ["10001-1234", "US", true],
    ["10001-12", "US", false],
    ["SW1A 1AA", "US", false],
    ["00-950", "DE", false],
    ["SW1A 1AA", "GB", true],
  ] as const)("a postcode %j in %s is valid: %s", (code, country, ok) => expect(isValidPostcodeFor(code, country)).toBe(ok));
  it.each([
    ["00950", "PL", "00-950"],
    [" 00 - 950 ", "PL", "00-950"],
    ["00-950", "PL", "00-950"],
    ["0095", "PL", "0095"],
    ["3-1147", "PL", "3-1147"],
    [" 10115 ", "DE", "10115"],
  ])("formats %j (%s) as %j", (typed, country, kept) => expect(formatPostcode(typed, country)).toBe(kept));

  it("accepts 9-digit Polish numbers with or without +48", () => {
    for (const ok of ["601234567", "+48 601 234 567", "0048601234567", "22-123-45-67", "(22) 123 45 67"]) expect(isValidPolishPhone(ok), ok).toBe(true);
    for (const bad of ["60123456", "6012345678", "012345678", "+49 601 234 567", "telefon"]) expect(isValidPolishPhone(bad), bad).toBe(false);
    expect(isValidPhone("+49 30 1234567", "DE")).toBe(true);
  });
});
