import { describe, it, expect } from "vitest";
import { foldDiacritics, normalizeSearchText, slugWithId, slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Żółw w kapeluszu", "zolw-w-kapeluszu"],
    ["Gęślą jaźń!", "gesla-jazn"],
    ["ZAŻÓŁĆ GĘŚLĄ JAŹŃ", "zazolc-gesla-jazn"],
    ["Łódź", "lodz"],
    ["  --Wiedźmin: Ostatnie życzenie--  ", "wiedzmin-ostatnie-zyczenie"],
    ["Kocham PL & EU 2024", "kocham-pl-eu-2024"],
    ["Nr 3/2024 (wydanie specjalne)", "nr-3-2024-wydanie-specjalne"],
    ["a   b\t\nc", "a-b-c"],
    ["Straße Ærø", "strasse-aero"],
    ["Ｆｕｌｌｗｉｄｔｈ", "fullwidth"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("handles decomposed (NFD) input", () => {
    expect(slugify("Z\u0307o\u0301łw")).toBe("zolw");
  });
});

describe("slugWithId", () => {
  it.each<[string, number | string, string]>([
    ["Żółw w kapeluszu", 123, "zolw-w-kapeluszu-123"],
    ["Gęślą jaźń!", "77", "gesla-jazn-77"],
    ["???", 5, "5"],
  ])("%j, %j → %j", (name, id, expected) => {
    expect(slugWithId(name, id)).toBe(expected);
  });
});

describe("normalizeSearchText", () => {
  it.each([
    ["  Żółw   W\tKAPELUSZU ", "zolw w kapeluszu"],
    ["Gęślą jaźń!", "gesla jazn!"],
    ["ŁÓDŹ\n\nKraków", "lodz krakow"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe("foldDiacritics", () => {
  it("keeps case and removes every Polish diacritic", () => {
    expect(foldDiacritics("ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ")).toBe("acelnoszz ACELNOSZZ");
  });
});
