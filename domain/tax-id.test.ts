import { describe, it, expect } from "vitest";
import { ean13CheckDigit, isValidEan13, isValidIsbn13, isValidNip, isValidPostcode, isValidRegon, isbn13CheckDigit, normalizeNip } from "./tax-id.ts";

describe("normalizeNip", () => {
  it.each([
    ["5260250274", "5260250274"],
    ["526-025-02-74", "5260250274"],
    ["526 025 02 74", "5260250274"],
    ["PL5260250274", "5260250274"],
    ["pl 526-025-02-74", "5260250274"],
    [" PL-526-02-50-274 ", "5260250274"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeNip(input)).toBe(expected);
  });
});

describe("isValidNip", () => {
  it.each([
    ["5260250274", true], // Ministerstwo Finansów
    ["PL 526-025-02-74", true],
    ["7740001454", true], // sum 169, mod 11 = 4
    // docs/polish-rules.md §2.1 vectors
    ["8567346215", true],
    ["5261040567", true],
    ["8567346216", false],
    ["5260250275", false],
    ["5260250273", false],
    ["1234567890", false], // sum 230, mod 11 = 10 → never valid
    ["1234567891", false],
    ["0000000000", false],
    ["526025027", false],
    ["52602502744", false],
    ["526025027a", false],
    ["", false],
  ])("%j → %s", (nip, expected) => {
    expect(isValidNip(nip)).toBe(expected);
  });
});

describe("isValidRegon", () => {
  it.each([
    ["123456785", true], // sum 192, mod 11 = 5
    // docs/polish-rules.md §2.1 vectors
    ["192598184", true],
    ["012100784", true],
    ["192598183", false],
    ["12345678612342", false], // 14-digit checksum fits, but the 9-digit prefix 123456786 is not a REGON
    ["12345678512348", false],
    ["000331501", true], // GUS
    ["010000000", false], // sum 9 → check 9, not 0
    ["010000009", true],
    ["100000000", false], // sum 8 → check 8
    ["100000008", true],
    ["600000004", true], // sum 48, mod 11 = 4
    ["600000000", false],
    ["000000030", true], // sum 21, mod 11 = 10 → check digit 0
    ["000000031", false],
    ["123-456-785", true],
    ["123456786", false],
    ["12345678512347", true], // sum 260, mod 11 = 7
    ["00000000000040", true], // sum 32, mod 11 = 10 → check digit 0
    ["1234 5678 5123 47", true],
    ["12345678512340", false],
    ["12345678", false],
    ["1234567890", false],
    ["abcdefghi", false],
  ])("%j → %s", (regon, expected) => {
    expect(isValidRegon(regon)).toBe(expected);
  });
});

describe("isValidPostcode", () => {
  it.each([
    ["00-950", true],
    ["31-072", true],
    [" 80-001 ", true],
    ["00950", false],
    ["00 950", false],
    ["0-0950", false],
    ["00-95", false],
    ["ab-cde", false],
    ["00-9500", false],
  ])("%j → %s", (code, expected) => {
    expect(isValidPostcode(code)).toBe(expected);
  });
});

describe("ISBN-13 / EAN-13", () => {
  it.each([
    ["978832463176", 6],
    ["978030640615", 7], // 978-0-306-40615-7
    ["590123412345", 7], // GS1 example 5901234123457
    ["400638133393", 1], // 4006381333931
    ["000000000000", 0],
  ])("check digit of %s is %i", (first12, digit) => {
    expect(ean13CheckDigit(first12)).toBe(digit);
    expect(isbn13CheckDigit(first12)).toBe(digit);
  });

  it.each(["97883246317", "9788324631766", "97883246317a", ""])("check digit rejects %j", (input) => {
    expect(() => isbn13CheckDigit(input)).toThrow(RangeError);
  });

  it.each([
    ["9788324631766", true],
    ["978-83-246-3176-6", true],
    ["978 0 306 40615 7", true],
    ["9788324631767", false],
    ["5901234123457", false], // valid EAN, not an ISBN
    ["978832463176", false],
    ["97883246317666", false],
    ["83-246-3176-6", false], // ISBN-10 not accepted here
  ])("isValidIsbn13(%j) → %s", (isbn, expected) => {
    expect(isValidIsbn13(isbn)).toBe(expected);
  });

  it.each([
    ["5901234123457", true],
    ["5901234123458", false],
    ["9788324631766", true],
    ["590123412345", false],
  ])("isValidEan13(%j) → %s", (ean, expected) => {
    expect(isValidEan13(ean)).toBe(expected);
  });
});
