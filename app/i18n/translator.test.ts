import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator.ts";

const messages = {
  common: {
    hello: "Cześć, {{name}}!",
    items_one: "{{count}} rzecz",
    items_few: "{{count}} rzeczy",
    items_many: "{{count}} rzeczy (many)",
    items_other: "{{count}} rzeczy (other)",
    empty_zero: "nic",
    empty_other: "{{count}} sztuk",
  },
  product: { title: "Produkt" },
};

describe("translator", () => {
  const t = createTranslator("pl", messages).t;
  it("interpolates values and leaves unknown placeholders", () => {
    expect(t("hello", { name: "Ala" })).toBe("Cześć, Ala!");
    expect(t("hello")).toBe("Cześć, {{name}}!");
  });
  it("chooses Polish plural forms", () => {
    expect(t("items", { count: 1 })).toBe("1 rzecz");
    expect(t("items", { count: 3 })).toBe("3 rzeczy");
    expect(t("items", { count: 5 })).toBe("5 rzeczy (many)");
    expect(t("items", { count: 1.5 })).toBe("1.5 rzeczy (other)");
  });
  it("uses _zero when it exists", () => {
    expect(t("empty", { count: 0 })).toBe("nic");
    expect(t("empty", { count: 2 })).toBe("2 sztuk");
  });
  it("reads other namespaces, falls back to defaultValue, then the key", () => {
    expect(t("product:title")).toBe("Produkt");
    expect(createTranslator("pl", messages).getFixedT("pl", "product")("title")).toBe("Produkt");
    expect(t("missing", { defaultValue: "zapas" })).toBe("zapas");
    expect(t("missing")).toBe("missing");
  });
  it("uses English plural rules for English", () => {
    const en = createTranslator("en", { common: { n_one: "one", n_other: "other" } }).t;
    expect(en("n", { count: 1 })).toBe("one");
    expect(en("n", { count: 2 })).toBe("other");
  });
});
