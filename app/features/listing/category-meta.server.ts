/**
 * A category page's head tags, built by its loader on the server as the product page's are
 * (features/product/seo.ts): the route's meta() returns them from the loader data, so lib/seo.ts is not part of the
 * category page's first load in the browser (docs/decisions/2026-11-26-first-load-js.md). Origin and language are
 * read from the request as the root loader reads them.
 */
import type { MetaDescriptor } from "react-router";
import { requestLanguage } from "../../i18n/languages.ts";
import { NAMESPACES } from "../../i18n/resources.ts";
import { breadcrumbJsonLd, seoMeta } from "../../lib/seo.ts";
import { storeBase } from "../../lib/store.ts";
import { imageUrl } from "../../lib/urls.ts";
import type { CategoryPageData } from "./category-page.tsx";

/** Title, description, canonical /c/{slug}, hreflang, BreadcrumbList JSON-LD. */
export function categoryMeta(data: Omit<CategoryPageData, "meta">, request: Request): MetaDescriptor[] {
  const origin = new URL(request.url).origin + storeBase();
  const lang = requestLanguage(request);
  const c = data.category;
  const title = (c.metaTitle ?? c.name).replace(/\s*\|\s*Kiosk\s*$/i, "") || c.name;
  const home = (NAMESPACES.common[lang] as Record<string, string> | undefined)?.home ?? "Kiosk";
  const crumbs = [{ name: home, url: "/" }, ...c.parents.map((p) => ({ name: p.name, url: p.url })), { name: c.name, url: c.path }];
  return seoMeta({
    title,
    description: c.metaDescription ?? c.description ?? c.name,
    path: c.path,
    origin,
    lang,
    image: c.landingImage ? imageUrl(c.landingImage, 500) : undefined,
    jsonLd: [breadcrumbJsonLd(origin, crumbs)],
  });
}
