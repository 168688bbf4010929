import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./resources.ts";
import { LANGUAGES, pickLanguage } from "./languages.ts";
import { createI18n } from "./i18n.ts";
import { messagesFor, messagesJsonFor } from "./resources.ts";
import { parseMessages, rootMessages } from "./translator.ts";

const pluralBase = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, "");

describe("translations", () => {
  it.each(Object.entries(NAMESPACES))("namespace %s has the same keys in every language", (_ns, byLang) => {
    const keys = (lang: (typeof LANGUAGES)[number]) => new Set(Object.keys(byLang[lang]).map(pluralBase));
    const pl = keys("pl");
    for (const lang of LANGUAGES) expect([...keys(lang)].sort(), lang).toEqual([...pl].sort());
    for (const lang of LANGUAGES) for (const [k, v] of Object.entries(byLang[lang])) expect(String(v).trim(), `${lang}.${k}`).not.toBe("");
  });

  it("uses Polish plural forms", () => {
    const t = createI18n("pl", messagesFor("pl")).t;
    expect(t("products", { count: 1 })).toBe("1 produkt");
    expect(t("products", { count: 2 })).toBe("2 produkty");
    expect(t("products", { count: 22 })).toBe("22 produkty");
    expect(t("products", { count: 5 })).toBe("5 produktów");
    expect(t("products", { count: 12 })).toBe("12 produktów");
    expect(t("products", { count: 0 })).toBe("0 produktów");
  });

  it("picks the language from ?lng=, then the cookie, then Polish", () => {
    expect(pickLanguage(new URL("http://x/?lng=de"), "kiosk_lang=en")).toBe("de");
    expect(pickLanguage(new URL("http://x/"), "a=b; kiosk_lang=it")).toBe("it");
    expect(pickLanguage(new URL("http://x/?lng=xx"), "kiosk_lang=fr")).toBe("pl");
  });
});

describe("messages sent as JSON text with the root data", () => {
  it("carry every language's messages unchanged, built once and parsed once per text", () => {
    for (const lang of LANGUAGES) {
      const json = messagesJsonFor(lang);
      expect(messagesJsonFor(lang)).toBe(json);
      expect(parseMessages(json)).toEqual(messagesFor(lang));
      expect(parseMessages(json)).toBe(parseMessages(json));
      expect(rootMessages({ lang, messagesJson: json })?.common?.home).toBe(messagesFor(lang).common.home);
    }
    expect(rootMessages(undefined)).toBeUndefined();
    expect(rootMessages({ messages: messagesFor("pl") })).toBeUndefined();
  });
});
