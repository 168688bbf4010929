/**
 * Compare page (route "compare"): the list lives in local storage, so the products load in the browser
 * (clientLoader, also on the first load); the server renders the page frame with a loading line.
 */
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/compare";
import { ComparePage } from "../features/compare/ComparePage.tsx";
import { loadCompare } from "../features/compare/load-compare.ts";
import { browserStorage } from "../features/compare/use-compare.ts";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.ts";
import { pageMetaContext } from "../features/cms/page-meta.ts";
import { pageTitle } from "../lib/seo.ts";

export async function clientLoader() {
  return loadCompare(browserStorage());
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(pageMetaContext(matches).text("compareTitle")) },
  { name: "robots", content: "noindex, follow" },
];

function useLang(): Language {
  return (useRouteLoaderData("root") as { lang?: Language } | undefined)?.lang ?? DEFAULT_LANGUAGE;
}

export function HydrateFallback() {
  return <ComparePage data={null} lang={useLang()} />;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage key={loaderData.products.map((p) => p.sku).join()} data={loaderData} lang={useLang()} />;
}
