import { describe, expect, it } from "vitest";
import { formatDate, isGtin13, pricePerIssue } from "./format.ts";

describe("product page formats", () => {
  it("formats premiere dates as dd.mm.yyyy", () => {
    expect(formatDate("2025-10-17")).toBe("17.10.2025");
    expect(formatDate("2026-01-05T00:00:00Z")).toBe("05.01.2026");
    expect(formatDate("2026-01-05", "de")).toBe("05.01.2026");
    expect(formatDate("wkrótce")).toBe("wkrótce");
  });
  it("divides a subscription price per issue", () => {
    expect(pricePerIssue(172.99, 12)).toBe(1442); // 14.4158…
    expect(pricePerIssue(47.99, 3)).toBe(1600); // 15.9966…
    expect(pricePerIssue(90.99, 6)).toBe(1517); // 15.165
    expect(pricePerIssue(10, 0)).toBe(1000);
  });
  it("checks GTIN-13 check digits", () => {
    expect(isGtin13("9788324631766")).toBe(true);
    expect(isGtin13("9771791900114")).toBe(true);
    expect(isGtin13("9788324631767")).toBe(false);
    expect(isGtin13("978832463176")).toBe(false);
    expect(isGtin13(null)).toBe(false);
  });
});
