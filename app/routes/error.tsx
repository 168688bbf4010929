/** /error: the server error page (status 500). ?from={path} offers to retry that page. */
import { data } from "react-router";
import type { Route } from "./+types/error";
import { ServerErrorView } from "../features/cms/StatusViews.tsx";
import { pageMetaContext, statusPageMeta } from "../features/cms/page-meta.ts";

export function loader({ url }: Route.LoaderArgs) {
  const from = url.searchParams.get("from");
  // only a path on this site: never an open redirect
  const retry = from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : null;
  return data({ retry }, { status: 500, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  statusPageMeta(pageMetaContext(matches), { heading: "errorHeading", text: "errorText" }, "noindex, nofollow");

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return <ServerErrorView status={500} retryHref={loaderData.retry ?? undefined} />;
}
