/** The demo catalogue's English, German and Italian labels: every label the shop owns has them, read from its Polish. */
import { describe, expect, it } from "vitest";
import { ATTRIBUTES, attributeOptionRows, attributeRows, buildCategories, PUBLISHING_SERIES, SIZES } from "./reference.ts";
import { bundleTitleTranslations, downloadTitleTranslations, numberOptionTranslations, startingNumberTranslations } from "./translations.ts";
import { buildCatalogue } from "./build.ts";

const LANGS = ["en", "de", "it"] as const;
const texts = (t: Record<string, Record<string, string>>, field: string) => LANGS.map((l) => t[l]?.[field]);

describe("demo catalogue translations", () => {
  it("name and describe every category below the main one in English, German and Italian", () => {
    for (const c of buildCategories().rows.filter((r) => r.level >= 2)) {
      for (const field of ["name", "description", "meta_title", "meta_description", "meta_keywords"]) {
        for (const text of texts(c.translations as Record<string, Record<string, string>>, field)) expect(text?.trim(), `${c.url_path} ${field}`).toBeTruthy();
      }
    }
    const press = buildCategories().byKey.get("tyg-opinii")!;
    expect(texts(press.translations as Record<string, Record<string, string>>, "meta_title")).toEqual([
      "Opinion weeklies – Weeklies | Kiosk",
      "Meinungsmagazine – Wochenzeitschriften | Kiosk",
      "Settimanali d'opinione – Settimanali | Kiosk",
    ]);
  });

  it("label every attribute shown to shoppers and every option that is not a name or a size", () => {
    for (const a of attributeRows().filter((r) => r.is_visible_on_front && !["isbn", "ean"].includes(r.attribute_code))) {
      for (const text of texts(a.translations as Record<string, Record<string, string>>, "frontend_label")) expect(text, a.attribute_code).toBeTruthy();
    }
    const names = new Set<string>([
      ...PUBLISHING_SERIES,
      ...SIZES,
      "PDF",
      ...ATTRIBUTES.filter((a) => a.code.endsWith("sizes")).flatMap((a) => (a.options ?? []).map(([l]) => l)),
    ]);
    for (const o of attributeOptionRows().filter((r) => !names.has(r.label))) {
      for (const text of texts(o.translations as Record<string, Record<string, string>>, "label")) expect(text, o.label).toBeTruthy();
    }
    const yes = attributeOptionRows().find((o) => o.label === "Tak")!;
    expect(texts(yes.translations as Record<string, Record<string, string>>, "label")).toEqual(["Yes", "Ja", "Sì"]);
  });

  it("translate subscription periods and first issues, bundle and download titles from their Polish", () => {
    expect(numberOptionTranslations("1 wydanie")).toEqual({ en: { label: "1 issue" }, de: { label: "1 Ausgabe" }, it: { label: "1 numero" } });
    expect(numberOptionTranslations("12 części")).toEqual({ en: { label: "12 parts" }, de: { label: "12 Teile" }, it: { label: "12 fascicoli" } });
    expect(startingNumberTranslations("Nr 5/2026")).toEqual({ en: { label: "No. 5/2026" }, de: { label: "Nr. 5/2026" }, it: { label: "N. 5/2026" } });
    expect(startingNumberTranslations("Część 7").de).toEqual({ label: "Teil 7" });
    expect(bundleTitleTranslations("Wydanie 3").en).toEqual({ title: "Issue 3" });
    expect(downloadTitleTranslations("Wydanie PDF").de).toEqual({ title: "PDF-Ausgabe" });
    expect(numberOptionTranslations("bez liczby")).toEqual({});

    const { tables } = buildCatalogue({ products: 600, seed: 2026, now: new Date("2026-11-26T12:00:00Z") });
    for (const table of [
      "subscription_number_options",
      "subscription_starting_numbers",
      "configurable_options",
      "bundle_options",
      "downloadable_links",
    ] as const) {
      const rows = tables[table] as { translations: Record<string, Record<string, string>> }[];
      expect(rows.length, table).toBeGreaterThan(0);
      for (const r of rows) for (const l of LANGS) expect(Object.values(r.translations[l] ?? {})[0], `${table} ${JSON.stringify(r)}`).toBeTruthy();
    }
  });
});
