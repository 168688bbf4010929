/** /search?query=…: full search results with the listing's filters, sorts and "load more" (page class "search page"). */
import { useEffect } from "react";
import { withoutStore } from "../lib/store.ts";
import { useTranslation } from "../i18n/react.tsx";
import { Form } from "react-router";
import type { Route } from "./+types/search";
import { appContext } from "../context.server.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { seoMeta } from "../lib/seo.ts";
import { DEFAULT_LANGUAGE, isLanguage, requestLanguage } from "../i18n/languages.ts";
import { rootMessages } from "../i18n/translator.ts";
import { MIN_TERM_LENGTH } from "../../domain/catalog-query.ts";
import { activeFilterCount, parseListingQuery } from "../features/listing/query.ts";
import { redirectIfPastEnd, redirectToCanonical, runListing } from "../features/listing/listing-data.server.ts";
import { foundOrFail } from "../lib/not-found.server.ts";
import { listingShouldRevalidate } from "../features/listing/revalidate.ts";
import { ListingView } from "../features/listing/ListingView.tsx";
import { track } from "../features/analytics/track.ts";
import type { Listing } from "../features/listing/types.ts";
import "../features/listing/listing.css";

export const handle = { pageClass: "search page" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ query: string; tooShort: boolean; listing: Listing | null }> {
  const url = new URL(request.url);
  url.pathname = withoutStore(url.pathname) ?? url.pathname;
  redirectToCanonical(url);
  const state = parseListingQuery(url);
  const query = state.query;
  // Section 5: a search term needs at least 3 characters; the catalogue is not asked for less.
  if (query.length < MIN_TERM_LENGTH) return { query, tooShort: true, listing: null };
  const { catalog } = context.get(appContext).services;
  const answer = await runListing(catalog, { state, categoryId: null, hidePrices: false, lang: requestLanguage(request) });
  // The catalogue counts a term's length its own way (MIN_TERM_LENGTH above is the first check).
  if (!answer.ok && answer.code === "SEARCH_TERM_TOO_SHORT") return { query, tooShort: true, listing: null };
  const listing = foundOrFail(answer);
  redirectIfPastEnd(listing, url);
  return { query, tooShort: false, listing };
}

export const shouldRevalidate = listingShouldRevalidate;

interface RootMetaData {
  lang?: unknown;
  origin?: unknown;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = (matches.find((m) => m?.id === "root")?.loaderData ?? {}) as RootMetaData;
  const listing = rootMessages(root)?.listing;
  const text = (key: string, fallback: string) => (listing?.[key] ?? fallback).replace("{{query}}", loaderData?.query ?? "");
  const query = loaderData?.query ?? "";
  return seoMeta({
    title: query ? text("searchHeading", `Wyniki wyszukiwania: „${query}”`) : text("searchHeadingEmpty", "Wyszukiwanie"),
    description: text("searchMetaDescription", `Wyniki wyszukiwania „${query}” w sklepie Kiosk.`),
    path: query ? `/search?query=${encodeURIComponent(query)}` : "/search",
    origin: typeof root.origin === "string" ? root.origin : "",
    lang: isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE,
    noindex: true,
  });
}

/** The search results as a GA4 list. */
const SEARCH_LIST = { id: "search_results", name: "Wyniki wyszukiwania" };

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listing");
  const { query, tooShort, listing } = loaderData;
  // GA4 search: each query the page shows results (or none) for
  useEffect(() => {
    if (query && !tooShort) track("search", { search_term: query });
  }, [query, tooShort]);
  const nothingAtAll = listing !== null && listing.total === 0 && activeFilterCount(listing.state, { countQuery: false }) === 0;
  return (
    <div className="search-page">
      <Breadcrumbs items={[{ name: t("searchHeadingEmpty") }]} />
      <header className="listing-head">
        <h1>{query && !tooShort ? t("searchHeading", { query }) : t("searchHeadingEmpty")}</h1>
      </header>
      <Form method="get" action="/search" role="search" className="search-page-form" key={query}>
        <label htmlFor="search-page-query" className="visually-hidden">
          {t("searchLabel")}
        </label>
        <input id="search-page-query" type="search" name="query" defaultValue={query} placeholder={t("searchPlaceholder")} maxLength={200} autoComplete="off" />
        <button type="submit" className="button">
          {t("searchSubmit")}
        </button>
      </Form>
      {tooShort || !listing ? (
        <p className="search-hint">{t("searchTooShort")}</p>
      ) : nothingAtAll ? (
        <div className="listing-empty" role="status">
          <p>{t("searchNoResults", { query })}</p>
          <p>{t("searchNoResultsHint")}</p>
        </div>
      ) : (
        <ListingView listing={listing} mode="search" trackList={SEARCH_LIST} />
      )}
    </div>
  );
}
