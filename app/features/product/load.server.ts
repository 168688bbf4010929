/**
 * Server side of the product page: the /p/{parentSku}/{slug}[/{childSku}] loader (404, 301 to the
 * canonical URL or to a child's parent) and loadProductPage, which the URL dispatcher reuses for products
 * reached by their url_path. Server-only (.server.ts): the build refuses it in the browser bundle.
 */
import { data, redirect, type MetaDescriptor, type RouterContextProvider } from "react-router";
import type { ProductDoc } from "../../../server/modules/catalog/index.ts";
import { appContext } from "../../context.server.ts";
import { pickLanguage, requestLanguage } from "../../i18n/languages.ts";
import { foundOr404 } from "../../lib/not-found.server.ts";
import { productUrl } from "../../lib/urls.ts";
import { storeBase, withoutStore } from "../../lib/store.ts";
import { pageLocation } from "./request-url.ts";
import { linkedSkus, pageProduct, productBreadcrumbs, productTile, TILE_FIELDS, type OptionLabels } from "./page-data.ts";
import { partPreloads } from "./part-preloads.server.ts";
import { loadProductParts, productParts } from "./parts.ts";
import { productMeta } from "./seo.ts";
import { initialVariantChoice } from "./variant-ui.ts";
import { REVIEWS_PAGE_PARAM } from "../review/review-format.ts";
import { reviewsHtml } from "../review/reviews-html.server.tsx";
import type { GroupedItem, ProductPageData, ProductRouteData, ProductTile } from "./types.ts";

type LoaderContext = Readonly<RouterContextProvider>;

export const RELATED_MIN = 4;
export const RELATED_MAX = 6;
const LABELLED_ATTRIBUTES = ["publication_form", "publishing_series"];

/** The loader of the routes "product" and "product-variant". */
export async function loadProductRoute({
  request,
  context,
  params,
}: {
  request: Request;
  context: LoaderContext;
  params: { parentSku?: string; slug?: string; childSku?: string };
}) {
  const { catalog } = context.get(appContext).services;
  if (!params.parentSku) throw data(null, { status: 404 });
  const found = foundOr404(await catalog.product({ sku: params.parentSku, lang: requestLanguage(request) }));
  const location = pageLocation(new URL(request.url));
  const { search } = location;
  const path = withoutStore(location.path) ?? location.path;
  // A configurable child that is not sold on its own: its parent's page with the child chosen (docs/storefront.md §4).
  if (found.redirectTo) throw redirect(`${productUrl(found.redirectTo, found.product.sku)}${search}`, 301);
  const product = found.product;
  const childSku = params.childSku && isKnownChild(product, params.childSku) ? params.childSku : undefined;
  const canonical = productUrl({ sku: product.sku, slug: String(product.slug ?? "") }, childSku);
  if (safeDecode(path) !== safeDecode(canonical)) throw redirect(`${canonical}${search}`, 301);
  const page = await loadProductPage({ request, context, product, ...(childSku ? { childSku } : {}) });
  // The URL carries the sku of the variant in view: a child that cannot be sold now (out of stock) is shown
  // as the closest sellable one, under that one's URL. Temporary (302): the child may come back.
  const shown = shownChildSku(page, childSku);
  if (shown !== undefined) throw redirect(`${productUrl({ sku: product.sku, slug: String(product.slug ?? "") }, shown ?? undefined)}${search}`, 302);
  return page;
}

/**
 * When the URL's child sku is not the variant the page shows: the sku to show in the URL instead (null: the
 * product's own URL, no child can be sold). undefined when the URL is right.
 */
export function shownChildSku(page: Pick<ProductRouteData, "variant">, childSku: string | undefined): string | null | undefined {
  if (childSku === undefined || !page.variant || page.variant.childSku === childSku) return undefined;
  return page.variant.childSku;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A child sku that keeps its own URL: one of a configurable product's children. Anything else, including
 * the product's own sku (which the spec allows as childSku), redirects to the canonical URL.
 */
function isKnownChild(product: ProductDoc, childSku: string): boolean {
  if (childSku === product.sku) return false;
  const children = Array.isArray(product.configurable_children) ? (product.configurable_children as { sku?: unknown }[]) : [];
  return children.some((c) => c.sku === childSku);
}

/**
 * The product page's data for `product` (already found and allowed): for the routes above and the URL
 * dispatcher. With it, the head tags and the chunks to preload; and the code of the product's type is
 * loaded, so the page renders at once.
 */
export async function loadProductPage(args: { request: Request; context: LoaderContext; product: ProductDoc; childSku?: string }): Promise<ProductRouteData> {
  const page = await productPageData(args);
  // The page is a view of the product: the server counts it once the page is answered (server/storefront.ts).
  args.context.get(appContext).viewedProductId = args.product.id;
  await loadProductParts(page.product);
  // The parts' chunks, preloaded so the page hydrates without waiting for them (React Router preloads only route modules).
  const preloads = partPreloads(productParts(page.product)).map((href): MetaDescriptor => ({ tagName: "link", rel: "modulepreload", href }));
  const config = page.product.configurable;
  const variant = config ? initialVariantChoice(config.children, page.childSku) : null;
  // The reviews reach the page as their markup (their JSON-LD is in the head tags): the reviews' code stays off the page's JavaScript.
  const { reviews, ...rest } = page;
  return { ...rest, reviews: { productId: reviews.productId, html: reviewsHtml(reviews, page.lang) }, meta: [...productMeta(page), ...preloads], variant };
}

async function productPageData(args: { request: Request; context: LoaderContext; product: ProductDoc; childSku?: string }): Promise<ProductPageData> {
  const { request, context, product } = args;
  const { catalog } = context.get(appContext).services;
  const url = new URL(request.url);
  const lang = pickLanguage(url, request.headers.get("cookie"));
  const tiles = async (skus: string[]) => {
    if (!skus.length) return [];
    const found = await catalog.search({ skus, size: 50, aggregations: false, includeFields: TILE_FIELDS });
    if (!found.ok) throw new Error(found.message);
    return found.value.items.map((d) => productTile(d as Record<string, unknown>));
  };
  const groupedLinks = product.type_id === "grouped" ? linkedSkus(product, ["associated"]) : [];
  const relatedLinks = linkedSkus(product, ["related", "upsell"]).filter((l) => l.sku !== product.sku);

  const reviewsPage = Number.parseInt(url.searchParams.get(REVIEWS_PAGE_PARAM) ?? "1", 10);
  const productId = Number(product.id);
  const [attributes, groupedTiles, relatedTiles, categoryTiles, reviews] = await Promise.all([
    LABELLED_ATTRIBUTES.some((code) => typeof product[code] === "number") ? catalog.attributes({ codes: LABELLED_ATTRIBUTES }, lang) : Promise.resolve([]),
    tiles(groupedLinks.map((l) => l.sku)),
    tiles(relatedLinks.map((l) => l.sku).slice(0, RELATED_MAX)).catch(() => []),
    relatedLinks.length < RELATED_MIN ? sameCategory(context, product).catch(() => []) : Promise.resolve([]),
    context.get(appContext).services.reviews.forProduct(productId, Number.isSafeInteger(reviewsPage) && reviewsPage > 0 ? Math.min(reviewsPage, 10_000) : 1),
  ]);

  const labels: OptionLabels = Object.fromEntries(attributes.map((a) => [a.attribute_code, new Map(a.options.map((o) => [o.value, o.label]))]));
  const bySku = new Map(groupedTiles.map((t) => [t.sku, t]));
  const grouped: GroupedItem[] | null =
    product.type_id === "grouped" ? groupedLinks.flatMap((l) => (bySku.has(l.sku) ? [{ ...bySku.get(l.sku)!, defaultQty: l.qty }] : [])) : null;
  const relatedOrder = new Map(relatedLinks.map((l, i) => [l.sku, i]));
  const related = dedupe(
    [...relatedTiles.sort((a, b) => (relatedOrder.get(a.sku) ?? 0) - (relatedOrder.get(b.sku) ?? 0)), ...categoryTiles],
    product.sku,
  ).slice(0, RELATED_MAX);

  return {
    origin: url.origin + storeBase(),
    lang,
    product: pageProduct(product, labels, grouped),
    childSku: args.childSku ?? null,
    breadcrumbs: productBreadcrumbs(product),
    // Only what the row renders: every value in the loader data is encoded into the page (and the stock is not shown).
    related: related.map(({ stock: _stock, ...tile }) => tile),
    reviews: { ...reviews, productId },
  };
}

async function sameCategory(context: LoaderContext, product: ProductDoc): Promise<ProductTile[]> {
  const category = typeof product.main_category === "number" ? product.main_category : undefined;
  if (category === undefined) return [];
  const { catalog } = context.get(appContext).services;
  const result = await catalog.search({ category, sort: "bestsellers", size: RELATED_MAX + 1, aggregations: false, includeFields: TILE_FIELDS });
  if (!result.ok) throw new Error(result.message);
  return result.value.items.map((d) => productTile(d as Record<string, unknown>));
}

function dedupe(items: ProductTile[], ownSku: string): ProductTile[] {
  const seen = new Set([ownSku]);
  return items.filter((t) => !seen.has(t.sku) && seen.add(t.sku));
}
