import { T as appContext, a as productTile, i as productBreadcrumbs, n as linkedSkus, p as productUrl, r as pageProduct, t as TILE_FIELDS, w as pickLanguage } from "./page-data-CscTxfy5.js";
import { data, redirect } from "react-router";
var LABELLED_ATTRIBUTES = ["publication_form", "publishing_series"];
function isNotFound(error) {
	return error instanceof Error && "status" in error && error.status === 404;
}
/** The loader of the routes "product" and "product-variant". */
async function loadProductRoute({ request, context, params }) {
	const { catalog } = context.get(appContext).services;
	if (!params.parentSku) throw data(null, { status: 404 });
	const found = await catalog.product({ sku: params.parentSku }).catch((error) => {
		if (isNotFound(error)) throw data(null, { status: 404 });
		throw error;
	});
	const url = new URL(request.url);
	if (found.redirectTo) throw redirect(`${productUrl(found.redirectTo, found.product.sku)}${url.search}`, 301);
	const product = found.product;
	const childSku = params.childSku && isKnownChild(product, params.childSku) ? params.childSku : void 0;
	const canonical = productUrl({
		sku: product.sku,
		slug: String(product.slug ?? "")
	}, childSku);
	if (decodeURIComponent(url.pathname) !== decodeURIComponent(canonical)) throw redirect(`${canonical}${url.search}`, 301);
	return loadProductPage({
		request,
		context,
		product,
		...childSku ? { childSku } : {}
	});
}
/** A child sku the URL may carry: one of a configurable product's children, or the product's own sku. */
function isKnownChild(product, childSku) {
	if (childSku === product.sku) return false;
	return (Array.isArray(product.configurable_children) ? product.configurable_children : []).some((c) => c.sku === childSku);
}
/** The product page's data for `product` (already found and allowed): for the routes above and the URL dispatcher. */
async function loadProductPage(args) {
	const { request, context, product } = args;
	const { catalog } = context.get(appContext).services;
	const url = new URL(request.url);
	const tiles = async (skus) => skus.length ? (await catalog.search({
		skus,
		size: 50,
		aggregations: false,
		includeFields: TILE_FIELDS
	})).items.map((d) => productTile(d)) : [];
	const groupedLinks = product.type_id === "grouped" ? linkedSkus(product, ["associated"]) : [];
	const relatedLinks = linkedSkus(product, ["related", "upsell"]).filter((l) => l.sku !== product.sku);
	const [attributes, groupedTiles, relatedTiles, categoryTiles] = await Promise.all([
		LABELLED_ATTRIBUTES.some((code) => typeof product[code] === "number") ? catalog.attributes({ codes: LABELLED_ATTRIBUTES }) : Promise.resolve([]),
		tiles(groupedLinks.map((l) => l.sku)),
		tiles(relatedLinks.map((l) => l.sku).slice(0, 8)).catch(() => []),
		relatedLinks.length < 4 ? sameCategory(context, product).catch(() => []) : Promise.resolve([])
	]);
	const labels = Object.fromEntries(attributes.map((a) => [a.attribute_code, new Map(a.options.map((o) => [o.value, o.label]))]));
	const bySku = new Map(groupedTiles.map((t) => [t.sku, t]));
	const grouped = product.type_id === "grouped" ? groupedLinks.flatMap((l) => bySku.has(l.sku) ? [{
		...bySku.get(l.sku),
		defaultQty: l.qty
	}] : []) : null;
	const relatedOrder = new Map(relatedLinks.map((l, i) => [l.sku, i]));
	const related = dedupe([...relatedTiles.sort((a, b) => (relatedOrder.get(a.sku) ?? 0) - (relatedOrder.get(b.sku) ?? 0)), ...categoryTiles], product.sku).slice(0, 8);
	return {
		origin: url.origin,
		lang: pickLanguage(url, request.headers.get("cookie")),
		product: pageProduct(product, labels, grouped),
		childSku: args.childSku ?? null,
		breadcrumbs: productBreadcrumbs(product),
		related
	};
}
async function sameCategory(context, product) {
	const category = typeof product.main_category === "number" ? product.main_category : void 0;
	if (category === void 0) return [];
	const { catalog } = context.get(appContext).services;
	return (await catalog.search({
		category,
		sort: "bestsellers",
		size: 9,
		aggregations: false,
		includeFields: TILE_FIELDS
	})).items.map((d) => productTile(d));
}
function dedupe(items, ownSku) {
	const seen = /* @__PURE__ */ new Set([ownSku]);
	return items.filter((t) => !seen.has(t.sku) && seen.add(t.sku));
}
export { loadProductPage, loadProductRoute };
