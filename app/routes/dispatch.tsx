/**
 * The URL dispatcher (route "urldispatcher", every path no other route claims): the URL map resolves the
 * path to a product, a category or an information page, which render here with their own loaders and
 * views; a mapped redirect answers 301/302; anything else goes to /page-not-found?nf={path}.
 */
import type { ReactNode } from "react";
import { data, redirect, useLocation, type MetaDescriptor, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/dispatch";
import type { ProductDoc } from "../../server/modules/catalog/products.ts";
import { appContext } from "../context.ts";
import { productUrl } from "../lib/urls.ts";
import type { PageClass } from "../lib/seo.ts";
import type { ProductPageData } from "../features/product/types.ts";
import * as productModule from "./product.tsx";
import { loadCategoryPage, CategoryView, meta as categoryRouteMeta } from "./category.tsx";
import { loadCmsPage, CmsView, cmsMeta } from "./cms-page.tsx";
import type { CmsPageSource } from "../features/cms/load-cms-page.ts";
import { CMS_CACHE_CONTROL } from "../features/cms/load-cms-page.ts";
import { pageMetaContext } from "../features/cms/page-meta.ts";
import { htmlCacheHeaders } from "../features/cms/cache-headers.ts";
import { dispatchPath, notFoundLocation, isReservedPath } from "../features/cms/dispatch-path.ts";
import { listingShouldRevalidate } from "../features/listing/revalidate.ts";

/**
 * The product route's exports the dispatcher uses. Read through the module namespace so this route still
 * builds while the product page is being written (a missing named import would stop the whole build).
 */
interface ProductRouteExports {
  loadProductPage(args: { request: Request; context: Readonly<RouterContextProvider>; product: ProductDoc; childSku?: string }): Promise<ProductPageData>;
  ProductView(props: { data: ProductPageData }): ReactNode;
  meta?: unknown;
}
const productRoute = productModule as unknown as Partial<ProductRouteExports>;
const { ProductView = () => null } = productRoute;

type DispatchData =
  | { kind: "product"; page: ProductPageData }
  | { kind: "category"; page: Awaited<ReturnType<typeof loadCategoryPage>> }
  | { kind: "cms_page"; page: Awaited<ReturnType<typeof loadCmsPage>> };

const PAGE_CLASS: Record<DispatchData["kind"], PageClass> = { product: "product", category: "category", cms_page: "static page" };

/** The page class depends on what the path resolved to: call with the route's loader data. */
export const handle = { pageClass: (loaderData: unknown): PageClass | undefined => PAGE_CLASS[(loaderData as DispatchData | undefined)?.kind ?? "cms_page"] };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url`, not request.url: a client navigation fetches "/{path}.data", which `url` has normalised away
  const path = dispatchPath(url.pathname);
  // API, images and built assets never reach here in production (the server answers them first).
  if (path === null || isReservedPath(path)) throw data(null, { status: 404 });

  const { urls, catalog } = context.get(appContext).services;
  const hit = await urls.map(path);
  if (!hit) throw redirect(notFoundLocation(path), 302);

  switch (hit._type) {
    case "redirect": {
      const target = hit._source.url_path;
      // A product's canonical URL is /p/{parentSku}/{slug}: go there directly rather than through the map again.
      const resolved = await urls.map(target).catch(() => null);
      const location = resolved?._type === "product" ? productUrl(resolved._source as unknown as Parameters<typeof productUrl>[0]) : `/${target}`;
      throw redirect(`${location}${url.search}`, hit._source.redirect_code === 302 ? 302 : 301);
    }
    case "product": {
      if (!productRoute.loadProductPage) throw data(null, { status: 404 });
      const page = await productRoute.loadProductPage({ request, context, product: hit._source as ProductDoc });
      return data<DispatchData>({ kind: "product", page });
    }
    case "category": {
      const category = await catalog.findCategory(Number(hit._id));
      const page = await loadCategoryPage({ request, context, category });
      return data<DispatchData>({ kind: "category", page });
    }
    case "cms_page": {
      const source = hit._source as unknown as CmsPageSource;
      const page = await loadCmsPage({ request, context, identifier: source.identifier, page: source });
      return data<DispatchData>({ kind: "cms_page", page }, { headers: { "Cache-Control": CMS_CACHE_CONTROL } });
    }
  }
}

export const headers: Route.HeadersFunction = htmlCacheHeaders;

/** "Load more" on a dispatched category must not reload the listing (see features/listing/revalidate.ts). */
export const shouldRevalidate = listingShouldRevalidate;

type MetaOf = (args: Omit<Route.MetaArgs, "loaderData"> & { loaderData: unknown }) => MetaDescriptor[];

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData as DispatchData | undefined;
  if (!loaded) return [{ title: pageMetaContext(args.matches).text("notFoundHeading") }];
  switch (loaded.kind) {
    case "product":
      return typeof productRoute.meta === "function" ? (productRoute.meta as MetaOf)({ ...args, loaderData: loaded.page }) : [];
    case "category":
      return (categoryRouteMeta as unknown as MetaOf)({ ...args, loaderData: loaded.page });
    case "cms_page":
      return cmsMeta(loaded.page, pageMetaContext(args.matches));
  }
};

export default function Dispatch({ loaderData }: Route.ComponentProps) {
  const loaded = loaderData as DispatchData;
  // a new path is a new page: no state carries over from the previous product or category
  const { pathname } = useLocation();
  switch (loaded.kind) {
    case "product":
      return <ProductView key={pathname} data={loaded.page} />;
    case "category":
      return <CategoryView key={pathname} data={loaded.page} />;
    case "cms_page":
      return <CmsView key={pathname} data={loaded.page} />;
  }
}
