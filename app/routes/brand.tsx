/** /autor/:slug and /wydawca/:slug: an author's or publisher's products (docs/storefront.md §2, page class "brand"). */
import type { Route } from "./+types/brand";
import { BrandPage, brandMeta } from "../features/brand/BrandPage.tsx";
import { loadBrandPage } from "../features/brand/load-brand.server.ts";
import { listingShouldRevalidate } from "../features/listing/revalidate.ts";

export const handle = { pageClass: "brand" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.includes("/wydawca/") ? "publisher" : "author";
  return loadBrandPage({ request, context, kind, slug: params.slug });
}

/** Filter, sort and "load more" keep the scroll position; "load more" does not reload (see revalidate.ts). */
export const shouldRevalidate = listingShouldRevalidate;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return brandMeta(loaderData, matches.find((m) => m?.id === "root")?.loaderData);
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  return <BrandPage data={loaderData} />;
}
