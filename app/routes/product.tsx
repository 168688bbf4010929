/**
 * Product page: /p/{parentSku}/{slug} (route "product") and /p/{parentSku}/{slug}/{childSku} (route
 * "product-variant"). Unknown or disabled products answer 404; a wrong slug or a child sold only through
 * its parent answers 301 to the canonical URL. The page itself lives in features/product.
 */
import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/product";
import { loadProductRoute } from "../features/product/load.server.ts";
import type { ProductRouteData } from "../features/product/types.ts";
import { ProductView } from "../features/product/ProductView.tsx";

// For the URL dispatcher (routes/dispatch.tsx), which renders products reached by their url_path.
export { ProductView } from "../features/product/ProductView.tsx";
export type { ProductPageData, ProductRouteData } from "../features/product/types.ts";

/** The page's head tags, built by the loader on the server (features/product/seo.ts stays out of the browser). */
export function productMeta(data: ProductRouteData): MetaDescriptor[] {
  return data.meta;
}

export const handle = { pageClass: "product" };

// Server-only (features/product/load.server.ts): React Router leaves the loader, and what only it uses, out of the browser's build.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductRoute({ request, context, params });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? productMeta(loaderData) : [];
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductView data={loaderData} />;
}
