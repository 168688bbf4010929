/**
 * What meta functions need from the root loader (origin and language) and the "pages" texts in that
 * language: meta() runs outside React, so it cannot use the i18next hook.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/languages.ts";
import pages from "../../i18n/locales/pages.ts";

export interface PageMetaContext {
  origin: string;
  lang: Language;
  /** a "pages" text with {{name}} placeholders filled */
  text(key: string, vars?: Record<string, string | number>): string;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function pageMetaContext(matches: readonly MatchLike[]): PageMetaContext {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: unknown; lang?: unknown } | undefined;
  const lang = isLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE;
  const origin = typeof root?.origin === "string" ? root.origin : "";
  const texts = pages[lang];
  return {
    origin,
    lang,
    text: (key, vars) => (texts[key] ?? pages.pl[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars?.[name] ?? "")),
  };
}
