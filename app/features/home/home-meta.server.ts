/**
 * The home page's head tags (title, description, canonical, hreflang, Organization and WebSite JSON-LD), built by
 * its loader on the server as the product and category pages' are: the route's meta() returns them from the loader
 * data, so lib/seo.ts and features/cms/page-meta.ts are not part of the home page's first load in the browser
 * (docs/decisions/2026-11-26-first-load-js.md). Origin and language are read from the request as the root loader
 * reads them; the texts are the "pages" messages of that language.
 */
import type { MetaDescriptor } from "react-router";
import { requestLanguage } from "../../i18n/languages.ts";
import { NAMESPACES } from "../../i18n/resources.ts";
import { organizationJsonLd, seoMeta } from "../../lib/seo.ts";
import { storeBase } from "../../lib/store.ts";

export function homeMeta(request: Request): MetaDescriptor[] {
  const origin = new URL(request.url).origin + storeBase();
  const lang = requestLanguage(request);
  const texts = (NAMESPACES.pages[lang] ?? {}) as Record<string, string>;
  const text = (key: string) => (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, "");
  return seoMeta({
    title: text("homeTitle"),
    description: text("homeDescription"),
    path: "/",
    origin,
    lang,
    jsonLd: [
      organizationJsonLd(origin),
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "Kiosk",
        url: `${origin}/`,
        potentialAction: { "@type": "SearchAction", target: `${origin}/search?query={search_term_string}`, "query-input": "required name=search_term_string" },
      },
    ],
  });
}
