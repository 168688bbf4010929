/** Meta tags of an information page: title, description, canonical /i/{identifier}, breadcrumb JSON-LD. */
import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd, metaDescription, seoMeta } from "../../lib/seo.ts";
import { cmsUrl } from "../../lib/urls.ts";
import { htmlToText } from "./cms-html.ts";
import type { CmsPageData } from "./cms-page-data.ts";
import type { PageMetaContext } from "./page-meta.ts";

export function cmsMeta(loaded: CmsPageData | undefined, ctx: PageMetaContext): MetaDescriptor[] {
  if (!loaded) return [{ title: ctx.text("notFoundHeading") }];
  const { page } = loaded;
  const path = cmsUrl(page.identifier);
  return seoMeta({
    title: page.metaTitle?.trim() || page.title,
    description: page.metaDescription?.trim() || metaDescription(htmlToText(page.html)),
    path,
    origin: ctx.origin,
    lang: ctx.lang,
    type: "article",
    jsonLd: [
      breadcrumbJsonLd(ctx.origin, [
        { name: ctx.text("home"), url: "/" },
        { name: page.title, url: path },
      ]),
    ],
  });
}
