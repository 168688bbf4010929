/**
 * "Load more" appends products it fetched itself and then records the new count in the URL (?page=N)
 * with a replace navigation. That one navigation must not run the listing loader again (it would fetch
 * every product shown so far); any other navigation, including a later one to the same URL, does.
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { listingQueryString, parseListingQuery } from "./query.ts";

let pendingAppend: string | null = null;

const normalize = (url: URL) => `${url.pathname}?${listingQueryString(parseListingQuery(url))}`;

export function markAppendNavigation(href: string): void {
  pendingAppend = normalize(new URL(href, "http://x"));
}

export function clearAppendNavigation(): void {
  pendingAppend = null;
}

/** Export as `shouldRevalidate` from every route that renders a listing (category, search, dispatcher). */
export function listingShouldRevalidate({ nextUrl, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (pendingAppend !== null && nextUrl.pathname === currentUrl.pathname && normalize(nextUrl) === pendingAppend) return false;
  return defaultShouldRevalidate;
}
