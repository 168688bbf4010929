/**
 * The shop's languages and the catalogue's translated labels (docs/decisions/2026-11-26-catalogue-translations.md).
 * The storefront speaks Polish by default, and English, German and Italian. Catalogue rows whose labels the shop
 * owns (categories, attributes and their options, configurable, bundle and subscription options, download titles)
 * keep their Polish text in their own columns and the other languages in a `translations` column,
 * `{"en": {"name": "…"}, "de": {…}}`; a missing or empty translation falls back to the Polish text.
 */
export const LANGUAGES = ["pl", "en", "de", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "pl";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A catalogue row's translations: language → field → text. Polish is never in it (the row's own columns are). */
export type Translations = Partial<Record<Exclude<Language, "pl">, Record<string, string>>>;

/** The text of `field` in `lang`, else `polish` (Polish asked for, no translation, or an empty one). */
export function translated(translations: unknown, lang: Language, field: string, polish: string): string {
  if (lang === DEFAULT_LANGUAGE || !translations || typeof translations !== "object") return polish;
  const texts = (translations as Record<string, unknown>)[lang];
  const text = texts && typeof texts === "object" ? (texts as Record<string, unknown>)[field] : undefined;
  return typeof text === "string" && text.trim() !== "" ? text : polish;
}

/** Whether `field` has its own text in `lang` (Polish always has): false means `translated` falls back to Polish. */
export function hasTranslation(translations: unknown, lang: Language, field: string): boolean {
  return lang === DEFAULT_LANGUAGE || translated(translations, lang, field, "") !== "";
}
