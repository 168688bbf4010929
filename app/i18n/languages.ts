/** The storefront's languages: Polish by default, English, German and Italian complete (domain/language.ts). */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../domain/language.ts";

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../../domain/language.ts";
export const LANGUAGE_COOKIE = "kiosk_lang";

export const LANGUAGE_NAMES: Record<Language, string> = { pl: "Polski", en: "English", de: "Deutsch", it: "Italiano" };
/** BCP 47 tags for Intl and hreflang. */
export const LOCALES: Record<Language, string> = { pl: "pl-PL", en: "en-GB", de: "de-DE", it: "it-IT" };

/** ?lng= wins (a language switch), then the cookie, then Polish. */
export function pickLanguage(url: URL, cookieHeader: string | null): Language {
  const fromQuery = url.searchParams.get("lng");
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)kiosk_lang=([a-z]{2})/.exec(cookieHeader ?? "")?.[1];
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

/** The language of a loader's request (?lng=, the kiosk_lang cookie, else Polish), as the root loader picks it. */
export function requestLanguage(request: Request): Language {
  return pickLanguage(new URL(request.url), request.headers.get("cookie"));
}

/**
 * In the browser: the page's language (`<html lang>`, set from the root loader), for API calls whose answers carry
 * catalogue labels (`lang=`, docs/api.md); Polish elsewhere.
 */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * The `lang` attribute for text that is Polish whatever the page's language (product names and descriptions, a
 * label without a translation): "pl" on a page in another language (WCAG 3.1.2), nothing on a Polish page.
 */
export function polishIn(pageLang: Language): "pl" | undefined {
  return pageLang === DEFAULT_LANGUAGE ? undefined : "pl";
}
