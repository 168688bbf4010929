/** Information pages /i/{identifier}: regulamin, polityka prywatności, zwroty, dostawa and the others. */
import { data } from "react-router";
import type { Route } from "./+types/cms-page";
import { loadCmsPage, CMS_CACHE_CONTROL } from "../features/cms/load-cms-page.server.ts";
import { CmsView } from "../features/cms/CmsView.tsx";
import { cmsMeta } from "../features/cms/cms-meta.ts";
import { pageMetaContext } from "../features/cms/page-meta.ts";
import { htmlCacheHeaders } from "../features/cms/cache-headers.ts";

// The URL dispatcher renders information pages reached through the URL map with these (and loads them with load-cms-page.server.ts).
export { CmsView, cmsMeta };

export const handle = { pageClass: "static page" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadCmsPage({ request, context, identifier: params.slug });
  return data(page, { headers: { "Cache-Control": CMS_CACHE_CONTROL } });
}

export const headers: Route.HeadersFunction = htmlCacheHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => cmsMeta(loaderData, pageMetaContext(matches));

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsView data={loaderData} />;
}
