/**
 * An author's or publisher's page: breadcrumbs, the name, a short description, then the listing of their products
 * with the category listings' filters and sorts. Head: canonical /autor/{slug} or /wydawca/{slug}, hreflang, JSON-LD
 * Person (author) or Organization (publisher) and BreadcrumbList.
 */
import type { MetaDescriptor } from "react-router";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { breadcrumbJsonLd, seoMeta } from "../../lib/seo.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../../i18n/languages.ts";
import { rootMessages } from "../../i18n/translator.ts";
import { ListingView } from "../listing/ListingView.tsx";
import type { Listing } from "../listing/types.ts";

export interface BrandPageData {
  brand: {
    kind: "author" | "publisher";
    /** as the products carry it (Polish in every language) */
    name: string;
    /** canonical path */
    path: string;
    description: string;
    /** "pl" when the shop's description has no translation in the page's language (WCAG 3.1.2) */
    descriptionLang?: "pl";
    /** the page title, in the page's language */
    title: string;
  };
  listing: Listing;
}

export function brandMeta(data: BrandPageData | undefined, root: unknown): MetaDescriptor[] {
  if (!data) return [];
  const r = (root ?? {}) as { lang?: unknown; origin?: unknown };
  const origin = typeof r.origin === "string" ? r.origin : "";
  const lang = isLanguage(r.lang) ? r.lang : DEFAULT_LANGUAGE;
  const b = data.brand;
  const url = `${origin}${b.path}`;
  const entity =
    b.kind === "author"
      ? { "@context": "https://schema.org", "@type": "Person", name: b.name, url, description: b.description }
      : { "@context": "https://schema.org", "@type": "Organization", name: b.name, url, description: b.description };
  return seoMeta({
    title: b.title,
    description: b.description,
    path: b.path,
    origin,
    lang,
    jsonLd: [
      entity,
      breadcrumbJsonLd(origin, [
        { name: rootMessages(root)?.common?.home ?? "Kiosk", url: "/" },
        { name: b.name, url: b.path },
      ]),
    ],
  });
}

export function BrandPage({ data }: { data: BrandPageData }) {
  const { t } = useTranslation("listing");
  const b = data.brand;
  // Names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  return (
    <div className="category-page brand-page">
      <Breadcrumbs items={[{ name: b.name, polish: true }]} />
      <header className="listing-head">
        <p className="brand-kind">{t(`brand_${b.kind}`)}</p>
        <h1 lang={pl}>{b.name}</h1>
        <p className="listing-description" lang={b.descriptionLang}>
          {b.description}
        </p>
      </header>
      <ListingView listing={data.listing} mode="category" trackList={{ id: `${b.kind}:${b.path}`, name: b.name }} />
    </div>
  );
}
