import { describe, expect, it } from "vitest";
import { isLoyaltyCardNumber, loyaltyCardNumber } from "./loyalty-card.ts";
import { isValidEan13 } from "./tax-id.ts";

describe("loyalty card numbers", () => {
  it("are EAN-13 numbers in the in-store range with a valid check digit", () => {
    const n = loyaltyCardNumber("1234567890");
    expect(n).toBe("2912345678906"); // 2+27+1+6+3+12+5+18+7+24+9+0 = 114 → 6;
    expect(isValidEan13(n)).toBe(true);
    expect(isLoyaltyCardNumber(n)).toBe(true);
  });

  it("refuses a wrong check digit, another range and a malformed body", () => {
    expect(isLoyaltyCardNumber("2912345678907")).toBe(false);
    expect(isLoyaltyCardNumber("5901234123457")).toBe(false);
    expect(() => loyaltyCardNumber("12345")).toThrow(RangeError);
  });
});
