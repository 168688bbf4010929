/** /page-not-found?nf={path}: where unknown paths land (status 404), with search and ways back. */
import { data } from "react-router";
import type { Route } from "./+types/page-not-found";
import { NotFoundView } from "../features/cms/StatusViews.tsx";
import { notFoundPath } from "../features/cms/not-found.ts";
import { pageMetaContext, statusPageMeta } from "../features/cms/page-meta.ts";

export const handle = { pageClass: "page not found" };

export function loader({ url }: Route.LoaderArgs) {
  const path = notFoundPath(url.searchParams.get("nf"));
  return data({ path }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  statusPageMeta(pageMetaContext(matches), { heading: "notFoundHeading", text: "notFoundText" }, "noindex, follow");

export default function PageNotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView path={loaderData.path} />;
}
