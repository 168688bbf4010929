/** /c/:slug: a category listing (specification sections 2, 3, 5, 9). */
import { data } from "react-router";
import type { Route } from "./+types/category";
import type { CategoryRow } from "../../server/modules/catalog/index.ts";
import { appContext } from "../context.ts";
import { CategoryPage, categoryMeta, loadCategory } from "../features/listing/category-page.tsx";
import { listingShouldRevalidate } from "../features/listing/revalidate.ts";

export const handle = { pageClass: "category" };

/** The category page's data for `category` (one catalogue search); also used by the URL dispatcher. */
export async function loadCategoryPage(args: { request: Request; context: Route.LoaderArgs["context"]; category: CategoryRow }) {
  const { catalog } = args.context.get(appContext).services;
  return loadCategory(catalog, args.request, args.category);
}

/** Renders a category page from loadCategoryPage()'s data (this route and the URL dispatcher). */
export function CategoryView({ data }: { data: Awaited<ReturnType<typeof loadCategoryPage>> }) {
  return <CategoryPage data={data} />;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { catalog } = context.get(appContext).services;
  // unknown or inactive (CATEGORY_NOT_FOUND), or an id at or below the root (CATEGORY_BELOW_ROOT): no such page
  const found = await catalog.findCategory(params.slug);
  if (!found.ok) throw data(null, { status: 404 });
  return loadCategoryPage({ request, context, category: found.value });
}

/** Filter, sort and "load more" keep the scroll position; "load more" does not reload (see revalidate.ts). */
export const shouldRevalidate = listingShouldRevalidate;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return categoryMeta(loaderData, matches.find((m) => m?.id === "root")?.loaderData);
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryView data={loaderData} />;
}
