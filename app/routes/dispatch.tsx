/**
 * The URL dispatcher (route "urldispatcher", every path no other route claims): the URL map resolves the
 * path to a product, a category or an information page, which render here with their own loaders and
 * views; a mapped redirect answers 301/302; anything else goes to /page-not-found?nf={path}.
 */
import { withoutStore } from "../lib/store.ts";
import { data, redirect, useLocation, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/dispatch";
import type { ProductDoc } from "../../server/modules/catalog/index.ts";
import { appContext } from "../context.server.ts";
import { requestLanguage } from "../i18n/languages.ts";
import { productUrl } from "../lib/urls.ts";
import type { PageClass } from "../lib/seo.ts";
import { ProductView, productMeta } from "./product.tsx";
import { CategoryView, meta as categoryRouteMeta } from "./category.tsx";
import { CmsView, cmsMeta } from "./cms-page.tsx";
// Server-only: used by the loader alone, which React Router leaves out of the browser's build.
import { foundOrFail, foundOrNull } from "../lib/not-found.server.ts";
import { loadProductPage } from "../features/product/load.server.ts";
import { loadCategoryPage } from "../features/listing/load-category.server.ts";
import { CMS_CACHE_CONTROL, loadCmsPage } from "../features/cms/load-cms-page.server.ts";
import type { CmsPageSource } from "../features/cms/cms-page-data.ts";
import { pageMetaContext } from "../features/cms/page-meta.ts";
import { htmlCacheHeaders } from "../features/cms/cache-headers.ts";
import { dispatchPath, notFoundLocation, isReservedPath } from "../features/cms/dispatch-path.ts";
import { listingShouldRevalidate } from "../features/listing/revalidate.ts";

type DispatchData =
  | { kind: "product"; page: Awaited<ReturnType<typeof loadProductPage>> }
  | { kind: "category"; page: Awaited<ReturnType<typeof loadCategoryPage>> }
  | { kind: "cms_page"; page: Awaited<ReturnType<typeof loadCmsPage>> };

const PAGE_CLASS: Record<DispatchData["kind"], PageClass> = { product: "product", category: "category", cms_page: "static page" };

/** The page class depends on what the path resolved to: call with the route's loader data. */
export const handle = {
  pageClass(loaderData: unknown): PageClass | undefined {
    const kind = (loaderData as DispatchData | undefined)?.kind;
    return kind ? PAGE_CLASS[kind] : undefined;
  },
};

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url`, not request.url: a client navigation fetches "/{path}.data", which `url` has normalised away
  const path = dispatchPath(withoutStore(url.pathname) ?? url.pathname);
  // API, images and built assets never reach here in production (the server answers them first).
  if (path === null || isReservedPath(path)) throw data(null, { status: 404 });

  const { urls, catalog } = context.get(appContext).services;
  // A product's labels (options, categories) in the shopper's language; a category is loaded again below.
  const hit = await urls.map(path, requestLanguage(request));
  if (!hit) throw redirect(notFoundLocation(path), 302);

  switch (hit._type) {
    case "redirect": {
      throw redirect(`${await redirectLocation(context, path, hit._source.url_path)}${url.search}`, hit._source.redirect_code === 302 ? 302 : 301);
    }
    case "product": {
      const page = await loadProductPage({ request, context, product: hit._source as ProductDoc });
      return data<DispatchData>({ kind: "product", page });
    }
    case "category": {
      // the URL map names an active category: a refusal here is a fault (500), not a missing page
      const category = foundOrFail(await catalog.findCategory(Number(hit._id)));
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

type StorefrontProduct = Parameters<typeof productUrl>[0];

/**
 * Where a mapped redirect points. A product's canonical URL is /p/{parentSku}/{slug}: go there directly
 * (for a configurable child, its parent's page with the child chosen) rather than through the map again.
 */
async function redirectLocation(context: Route.LoaderArgs["context"], path: string, target: string): Promise<string> {
  const { urls, catalog } = context.get(appContext).services;
  const child = await catalog.product({ urlPath: path }).then(foundOrNull, () => null);
  if (child?.redirectTo) return productUrl(child.redirectTo as unknown as StorefrontProduct, child.product.sku);
  const resolved = await urls.map(target).catch(() => null);
  return resolved?._type === "product" ? productUrl(resolved._source as unknown as StorefrontProduct) : `/${target}`;
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
      return productMeta(loaded.page);
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
