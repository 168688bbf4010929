/** /c/:slug: a category listing (docs/storefront.md §2, §3, §5 and §9). */
import type { Route } from "./+types/category";
import { CategoryPage, type CategoryPageData } from "../features/listing/category-page.tsx";
import { categoryBySlug, loadCategoryPage } from "../features/listing/load-category.server.ts";
import { listingShouldRevalidate } from "../features/listing/revalidate.ts";

export const handle = { pageClass: "category" };

/** Renders a category page from load-category.server.ts's data (this route and the URL dispatcher). */
export function CategoryView({ data }: { data: CategoryPageData }) {
  return <CategoryPage data={data} />;
}

/** Unknown or inactive category, or an id at or below the root: the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const category = await categoryBySlug(context, params.slug);
  return loadCategoryPage({ request, context, category });
}

/** Filter, sort and "load more" keep the scroll position; "load more" does not reload (see revalidate.ts). */
export const shouldRevalidate = listingShouldRevalidate;

/** Built by the loader on the server (category-meta.server.ts). */
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryView data={loaderData} />;
}
