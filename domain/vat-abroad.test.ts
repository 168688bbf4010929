import { describe, expect, it } from "vitest";
import { computeCartTotals } from "./cart-totals.ts";
import { COUNTRY_VAT, lineVatRate, vatClassOf, vatScheme, vatSchemeNote } from "./vat-abroad.ts";
import { NOT_SUBJECT } from "./vat.ts";

describe("VAT on deliveries abroad (docs/decisions/2026-11-27-delivery-abroad.md)", () => {
  it("reads a line's kind from its Polish rate", () => {
    expect([vatClassOf(5), vatClassOf(8), vatClassOf(23), vatClassOf(0)]).toEqual(["books", "press", "standard", null]);
  });

  it("charges Polish VAT at home, the buyer country's in the EU over the OSS threshold, none on export", () => {
    expect(vatScheme("PL", true)).toBe("domestic");
    expect(vatScheme(undefined, true)).toBe("domestic");
    expect(vatScheme("DE", true)).toBe("oss");
    expect(vatScheme("it", true)).toBe("oss");
    expect(vatScheme("DE", false)).toBe("domestic");
    expect(vatScheme("US", true)).toBe("export");
    expect(vatScheme("US", false)).toBe("export");
  });

  it.each([
    ["DE", 5, 7],
    ["DE", 8, 7],
    ["DE", 23, 19],
    ["IT", 5, 4],
    ["IT", 8, 4],
    ["IT", 23, 22],
    ["US", 5, 0],
    ["US", 23, 0],
    ["PL", 5, 5],
    ["PL", 23, 23],
  ] as const)("to %s a line at %i%% in Poland is taxed at %i%%", (country, pl, there) => {
    expect(lineVatRate(pl, country, true)).toBe(there);
  });

  it("under the threshold (VAT_OSS=false) an EU consumer pays Polish VAT; export stays 0 %", () => {
    expect(lineVatRate(5, "DE", false)).toBe(5);
    expect(lineVatRate(23, "IT", false)).toBe(23);
    expect(lineVatRate(23, "US", false)).toBe(0);
  });

  it("keeps a gift card outside VAT everywhere", () => {
    for (const c of ["PL", "DE", "IT", "US"]) expect(lineVatRate(NOT_SUBJECT, c, true)).toBe(NOT_SUBJECT);
  });

  it("has rates for every delivery country, Poland's own the domain/vat.ts ones", () => {
    expect(Object.keys(COUNTRY_VAT).sort()).toEqual(["DE", "IT", "PL", "US"]);
    expect(COUNTRY_VAT["PL"]!.rates).toEqual({ books: 5, press: 8, standard: 23 });
  });

  it("keeps the price and splits it with the destination's rate: a 49,99 zł book to Germany holds 7 % VAT", () => {
    const totals = computeCartTotals({
      lines: [{ itemId: 1, qty: 1, unitGross: 4999, vatRate: lineVatRate(5, "DE", true) }],
      discountGross: 0,
      shippingGross: 3999,
    });
    expect(totals.grandTotal).toBe(4999 + 3999);
    // (49,99 + 39,99) at 7 %: tax = 89,98 − round(89,98 / 1,07) = 89,98 − 84,09 = 5,89
    expect(totals.taxByRate).toEqual([{ rate: 7, gross: 8998, net: 8409, tax: 589 }]);
  });

  it("writes the invoice's note abroad only", () => {
    expect(vatSchemeNote("domestic", "PL")).toBeNull();
    expect(vatSchemeNote("oss", "DE")).toBe("VAT według stawek kraju nabywcy (Niemcy), rozliczany w procedurze OSS");
    expect(vatSchemeNote("export", "US")).toContain("stawka VAT 0%");
  });
});

describe("reverse charge (a company abroad in the EU, VIES-confirmed)", () => {
  it("0 % on every taxed line in another EU country; not at home, not outside the EU; a gift card stays outside VAT", async () => {
    const { vatScheme, lineVatRate, isEuAbroad } = await import("./vat-abroad.ts");
    expect(vatScheme("DE", true, true)).toBe("reverse_charge");
    expect(vatScheme("IT", false, true)).toBe("reverse_charge");
    expect(vatScheme("PL", true, true)).toBe("domestic");
    expect(vatScheme("US", true, true)).toBe("export");
    expect(vatScheme("DE", true, false)).toBe("oss");
    expect(lineVatRate(5, "DE", true, true)).toBe(0);
    expect(lineVatRate(23, "IT", true, true)).toBe(0);
    expect(isEuAbroad("DE")).toBe(true);
    expect(isEuAbroad("PL")).toBe(false);
    expect(isEuAbroad("US")).toBe(false);
  });
  it("reads an EU VAT number as VIES takes it, and knows each member state's prefix", async () => {
    const { parseEuVatId, euVatPrefix, vatSchemeNote } = await import("./vat-abroad.ts");
    expect(parseEuVatId("de 811.569-869")).toEqual({ countryCode: "DE", vatNumber: "811569869" });
    expect(parseEuVatId("DE12")).toBeNull();
    expect(parseEuVatId("5260250995")).toBeNull();
    expect(euVatPrefix("GR")).toBe("EL");
    expect(euVatPrefix("DE")).toBe("DE");
    expect(euVatPrefix("US")).toBeNull();
    expect(vatSchemeNote("reverse_charge", "DE")).toContain("Odwrotne obciążenie (Niemcy)");
  });
});
