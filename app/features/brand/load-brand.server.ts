/**
 * Loader side of an author's or publisher's page (/autor/:slug, /wydawca/:slug; page class "brand"): the brand by
 * its slug (none with listed products: the 404 page), its short description, and one catalogue search over its
 * products with the category listings' filters and sorts.
 */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.server.ts";
import { foundOr404, foundOrFail } from "../../lib/not-found.server.ts";
import { withoutStore } from "../../lib/store.ts";
import { requestLanguage } from "../../i18n/languages.ts";
import { createTranslator } from "../../i18n/translator.ts";
import listingMessages from "../../i18n/locales/listing.ts";
import { hasTranslation, translated } from "../../../domain/language.ts";
import { BRAND_SEGMENT, type BrandKind } from "../../../domain/brand.ts";
import { redirectIfPastEnd, redirectToCanonical, runListing } from "../listing/listing-data.server.ts";
import { parseListingQuery } from "../listing/query.ts";
import type { BrandPageData } from "./BrandPage.tsx";

export async function loadBrandPage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  kind: BrandKind;
  slug: string | undefined;
}): Promise<BrandPageData> {
  const { catalog } = args.context.get(appContext).services;
  const brand = foundOr404(await catalog.brand(args.kind, args.slug ?? ""));
  const url = new URL(args.request.url);
  url.pathname = withoutStore(url.pathname) ?? url.pathname; // redirects below are app paths: the router adds the prefix
  redirectToCanonical(url);
  const state = parseListingQuery(url);
  const lang = requestLanguage(args.request);
  const listing = foundOrFail(await runListing(catalog, { state, categoryId: null, hidePrices: false, lang, brand: { kind: args.kind, names: brand.names } }));
  redirectIfPastEnd(listing, url);
  const name = brand.names[0]!;
  const { t } = createTranslator(lang, { listing: listingMessages[lang] }, "listing");
  const own = brand.description.trim();
  const description = own ? translated(brand.translations, lang, "description", own) : t(`brandAbout_${args.kind}`, { name });
  return {
    brand: {
      kind: args.kind,
      name,
      path: `/${BRAND_SEGMENT[args.kind]}/${brand.slug}`,
      description,
      ...(own && !hasTranslation(brand.translations, lang, "description") ? { descriptionLang: "pl" as const } : {}),
      title: t(`brandTitle_${args.kind}`, { name }),
    },
    listing,
  };
}
