import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n.ts";
import { messagesFor } from "../../i18n/resources.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import listing from "../../i18n/locales/listing.ts";

describe("listing texts", () => {
  const pl = createI18n("pl", messagesFor("pl")).getFixedT("pl", "listing");

  it.each<[number, string]>([
    [0, "0 produktów"],
    [1, "1 produkt"],
    [2, "2 produkty"],
    [4, "4 produkty"],
    [5, "5 produktów"],
    [12, "12 produktów"],
    [22, "22 produkty"],
    [25, "25 produktów"],
    [523, "523 produkty"],
  ])("counts %i as %s", (count, text) => {
    expect(pl("count", { count })).toBe(text);
  });

  it("says how many are shown, in the genitive", () => {
    expect(pl("shown", { shown: 50, count: 523 })).toBe("Wyświetlono 50 z 523 produktów");
    expect(pl("shown", { shown: 1, count: 1 })).toBe("Wyświetlono 1 z 1 produktu");
    expect(pl("resultsAnnounce", { count: 3 })).toBe("Znaleziono 3 produkty.");
  });

  it("labels the open-ended price range", () => {
    expect(pl("priceFrom", { from: "150,00 zł" })).toBe("150,00 zł i więcej");
  });

  it("has Polish plural forms for every counted text", () => {
    const keys = Object.keys(listing.pl);
    for (const base of ["count", "resultsAnnounce", "shown"]) {
      for (const form of ["one", "few", "many", "other"]) expect(keys).toContain(`${base}_${form}`);
    }
  });

  it.each(LANGUAGES)("%s has every text (in its plural forms)", (lang) => {
    const t = createI18n(lang, messagesFor(lang)).getFixedT(lang, "listing");
    for (const key of Object.keys(listing.pl)) {
      const base = key.replace(/_(one|few|many|other)$/, "");
      const text = t(base, { count: 2, shown: 1, query: "x", from: "1", to: "2", percent: 5, label: "y" });
      expect(text, `${lang}.${base}`).not.toBe(base);
    }
  });
});
