/**
 * What meta functions need from the root loader (origin and language) and the "pages" texts in that
 * language: meta() runs outside React, so it cannot use the i18next hook. The texts are the root loader's
 * messages (the current language, already in the page); importing the locale file instead put all four
 * languages' page texts into the home page's first load (3 kB gzipped).
 */
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, LOCALES, isLanguage, type Language } from "../../i18n/languages.ts";
import { rootMessages } from "../../i18n/translator.ts";
import { pageTitle, SHOP_NAME } from "../../lib/seo.ts";

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

/**
 * Meta tags of the not-found and error pages: title (with the shop suffix by the docs/storefront.md §9 rule), a
 * description and Open Graph tags in the page's language, and robots. No canonical URL nor hreflang
 * alternates: such a page must not be indexed under its own address.
 */
export function statusPageMeta(ctx: PageMetaContext, keys: { heading: string; text: string }, robots: string): MetaDescriptor[] {
  const title = ctx.text(keys.heading);
  const description = ctx.text(keys.text);
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
    { name: "robots", content: robots },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: LOCALES[ctx.lang].replace("-", "_") },
  ];
}
