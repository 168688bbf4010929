/**
 * Page metadata: title rules of the docs/storefront.md (§9: a title under 45 characters gets the shop
 * suffix, one over 60 is cut at 60), description, canonical URL, hreflang alternates, Open Graph, JSON-LD.
 */
import type { MetaDescriptor } from "react-router";
import { LANGUAGES, LOCALES, DEFAULT_LANGUAGE, type Language } from "../i18n/languages.ts";

export const SHOP_SUFFIX = " | Kiosk";
export const SHOP_NAME = "Kiosk";

export function pageTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length > 60) return clean.slice(0, 60).trimEnd();
  if (clean.length < 45) return `${clean}${SHOP_SUFFIX}`;
  return clean;
}

export function metaDescription(text: string | null | undefined, max = 155): string {
  const clean = (text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

export interface SeoInput {
  title: string;
  description: string;
  /** path without language parameter, e.g. "/c/ksiazki-3" */
  path: string;
  origin: string;
  lang: Language;
  image?: string | undefined;
  type?: "website" | "product" | "article";
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const canonical = `${input.origin}${input.path}`;
  const langUrl = (l: Language) => (l === DEFAULT_LANGUAGE ? canonical : `${canonical}${canonical.includes("?") ? "&" : "?"}lng=${l}`);
  const tags: MetaDescriptor[] = [
    { title: pageTitle(input.title) },
    { name: "description", content: metaDescription(input.description) },
    { tagName: "link", rel: "canonical", href: langUrl(input.lang) },
    ...LANGUAGES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALES[l], href: langUrl(l) }) as MetaDescriptor),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonical },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:title", content: input.title },
    { property: "og:description", content: metaDescription(input.description) },
    { property: "og:url", content: langUrl(input.lang) },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: LOCALES[input.lang].replace("-", "_") },
  ];
  if (input.image) tags.push({ property: "og:image", content: new URL(input.image, input.origin).href });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const doc of input.jsonLd ?? []) tags.push({ "script:ld+json": doc });
  return tags;
}

export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Kiosk sp. z o.o.",
    url: origin,
    logo: new URL("/favicon.svg", origin).href,
    email: "sklep@kiosk.example.pl",
    telephone: "+48 22 123 45 67",
    vatID: "PL5260250274",
    address: { "@type": "PostalAddress", streetAddress: "ul. Marszałkowska 84/92", postalCode: "00-514", addressLocality: "Warszawa", addressCountry: "PL" },
  };
}

export function breadcrumbJsonLd(origin: string, items: { name: string; url?: string | undefined }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, ...(c.url ? { item: `${origin}${c.url}` } : {}) })),
  };
}

/** Tracking page classes of the docs/storefront.md (§2). */
export type PageClass =
  | "homepage"
  | "product"
  | "checkout"
  | "static page"
  | "thank-you page"
  | "page not found"
  | "my-account"
  | "search page"
  | "category"
  | "brand";
