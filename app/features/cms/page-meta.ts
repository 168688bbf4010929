/**
 * What meta functions need from the root loader (origin and language) and the "pages" texts in that
 * language: meta() runs outside React, so it cannot use the i18next hook. The texts are the root loader's
 * messages (the current language, already in the page); importing the locale file instead put all four
 * languages' page texts into the home page's first load (3 kB gzipped).
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/languages.ts";
import { rootMessages } from "../../i18n/translator.ts";

export interface PageMetaContext {
  origin: string;
  lang: Language;
  /** a "pages" text with {{name}} placeholders filled */
  text(key: string, vars?: Record<string, string | number>): string;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function pageMetaContext(matches: readonly MatchLike[]): PageMetaContext {
  const rootData = matches.find((m) => m?.id === "root")?.loaderData;
  const root = rootData as { origin?: unknown; lang?: unknown } | undefined;
  const lang = isLanguage(root?.lang) ? root.lang : DEFAULT_LANGUAGE;
  const origin = typeof root?.origin === "string" ? root.origin : "";
  const texts: Record<string, string> = rootMessages(rootData)?.pages ?? {};
  return {
    origin,
    lang,
    text: (key, vars) => (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars?.[name] ?? "")),
  };
}
