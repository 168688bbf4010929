import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n.ts";
import { messagesFor } from "../../i18n/resources.ts";
import { optionLabel } from "./ConfigurableOptions.tsx";

describe("product texts", () => {
  const t = createI18n("pl", messagesFor("pl")).getFixedT("pl", "product");
  it("use Polish plural forms", () => {
    expect(t("downloadsLimit", { count: 1 })).toBe("Limit: 1 pobranie");
    expect(t("downloadsLimit", { count: 3 })).toBe("Limit: 3 pobrania");
    expect(t("downloadsLimit", { count: 5 })).toBe("Limit: 5 pobrań");
    expect(t("compareFull", { count: 4 })).toContain("najwyżej 4 produkty");
    expect(t("compareCount", { count: 12, max: 4 })).toBe("Porównujesz 12 produktów (najwyżej 4).");
    expect(t("compareMissing", { count: 22 })).toBe("22 produkty z listy nie są już dostępne.");
  });
  it("say the spec's warning and the VAT note", () => {
    expect(t("noSuchConfiguration")).toBe("Brak takiej konfiguracji produktu. Wybierz inną kombinację atrybutów.");
    expect(t("vatIncluded", { rate: 5 })).toBe("zawiera 5% VAT");
  });
});

describe("configurable option names", () => {
  // The catalogue labels its options in Polish; the legends of colour and size follow the reader's language.
  const label = (lang: "pl" | "en" | "de" | "it", option: { code: string; label: string }) =>
    optionLabel(option, createI18n(lang, messagesFor(lang)).getFixedT(lang, "product"));
  it("translate colour and size", () => {
    expect(label("pl", { code: "color", label: "Kolor" })).toBe("Kolor");
    expect(label("en", { code: "color", label: "Kolor" })).toBe("Colour");
    expect(label("de", { code: "size", label: "Rozmiar" })).toBe("Größe");
    expect(label("it", { code: "color", label: "Kolor" })).toBe("Colore");
  });
  it("keep the catalogue's label of other options", () => {
    expect(label("en", { code: "womens_sizes", label: "Rozmiar damski" })).toBe("Rozmiar damski");
  });
});
