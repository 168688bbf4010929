/** The storefront's languages: Polish by default, English, German and Italian complete. */
export const LANGUAGES = ["pl", "en", "de", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "pl";
export const LANGUAGE_COOKIE = "kiosk_lang";

export const LANGUAGE_NAMES: Record<Language, string> = { pl: "Polski", en: "English", de: "Deutsch", it: "Italiano" };
/** BCP 47 tags for Intl and hreflang. */
export const LOCALES: Record<Language, string> = { pl: "pl-PL", en: "en-GB", de: "de-DE", it: "it-IT" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** ?lng= wins (a language switch), then the cookie, then Polish. */
export function pickLanguage(url: URL, cookieHeader: string | null): Language {
  const fromQuery = url.searchParams.get("lng");
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)kiosk_lang=([a-z]{2})/.exec(cookieHeader ?? "")?.[1];
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}
