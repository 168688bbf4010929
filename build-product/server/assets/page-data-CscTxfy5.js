import { createContext } from "react-router";
// app/context.ts
/** What the server hands to every loader: the in-process services and the request's CSP nonce. */
var appContext = createContext();
// app/i18n/languages.ts
/** The storefront's languages: Polish by default, English, German and Italian complete. */
var LANGUAGES = [
	"pl",
	"en",
	"de",
	"it"
];
var LANGUAGE_COOKIE = "kiosk_lang";
var LANGUAGE_NAMES = {
	pl: "Polski",
	en: "English",
	de: "Deutsch",
	it: "Italiano"
};
/** BCP 47 tags for Intl and hreflang. */
var LOCALES = {
	pl: "pl-PL",
	en: "en-GB",
	de: "de-DE",
	it: "it-IT"
};
function isLanguage(value) {
	return typeof value === "string" && LANGUAGES.includes(value);
}
/** ?lng= wins (a language switch), then the cookie, then Polish. */
function pickLanguage(url, cookieHeader) {
	const fromQuery = url.searchParams.get("lng");
	if (isLanguage(fromQuery)) return fromQuery;
	const fromCookie = /(?:^|;\s*)kiosk_lang=([a-z]{2})/.exec(cookieHeader ?? "")?.[1];
	return isLanguage(fromCookie) ? fromCookie : "pl";
}
// app/lib/menu.ts
var categoryUrl = (c) => `/c/${c.slug}`;
function buildMenu(tree) {
	return tree.children_data.filter((c) => c.include_in_menu).map((c) => ({
		id: c.id,
		name: c.name,
		url: categoryUrl(c),
		children: c.children_data.filter((s) => s.include_in_menu).map((s) => ({
			id: s.id,
			name: s.name,
			url: categoryUrl(s)
		}))
	}));
}
// domain/money.ts
/**
* Rounds to an integer, halves away from zero (2.5 → 3, −2.5 → −3).
* Float noise beyond 15 significant digits is ignored, so 1.005 * 100
* (= 100.49999999999999) rounds to 101 as a person would expect.
*/
function roundHalfUp(x) {
	if (!Number.isFinite(x)) throw new RangeError(`Cannot round ${x}`);
	const magnitude = Math.abs(x);
	const cleaned = magnitude < 0x38d7ea4c68000 ? Number(magnitude.toPrecision(15)) : magnitude;
	const rounded = Math.round(cleaned);
	return (x < 0 ? -rounded : rounded) + 0;
}
var DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/**
* Parses an amount in złoty (12.34, "12.34", "12,34", "1 234,56") to grosze,
* rounding half away from zero on the decimal text, so 12.345 → 1235 and
* 0.1 + 0.2 → 30. Throws RangeError on anything that is not a number.
*/
function toGrosze(amount) {
	let text;
	if (typeof amount === "number") {
		if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
		text = String(amount);
	} else if (typeof amount === "string") {
		text = amount.replace(/\s/g, "");
		if (text.includes(",") && text.includes(".")) throw new RangeError(`Ambiguous amount: ${JSON.stringify(amount)}`);
		text = text.replace(",", ".");
	} else throw new RangeError(`Not an amount: ${String(amount)}`);
	const match = DECIMAL.exec(text);
	const intDigits = match?.[2] ?? "";
	const fracDigits = match?.[3] ?? "";
	if (!match || intDigits.length + fracDigits.length === 0) throw new RangeError(`Not an amount: ${JSON.stringify(amount)}`);
	const negative = match[1] === "-";
	const exponent = match[4] === void 0 ? 0 : Number(match[4]);
	let digits = intDigits + fracDigits;
	let point = intDigits.length + exponent + 2;
	const leadingZeros = /^0*/.exec(digits)?.[0].length ?? 0;
	digits = digits.slice(leadingZeros);
	point -= leadingZeros;
	if (digits === "") return 0;
	if (point > 17) throw new RangeError(`Amount too large: ${JSON.stringify(amount)}`);
	const value = (point <= 0 ? 0 : Number(digits.padEnd(point, "0").slice(0, point))) + ((point >= 0 && point < digits.length ? digits[point] : "0") >= "5" ? 1 : 0);
	if (!Number.isSafeInteger(value)) throw new RangeError(`Amount too large: ${JSON.stringify(amount)}`);
	return negative && value !== 0 ? -value : value;
}
/** 1234 → 12.34 (a number with at most 2 decimals, for JSON output). */
function fromGrosze(g) {
	return roundHalfUp(g) / 100 + 0;
}
var formatters = /* @__PURE__ */ new Map();
/** 123456 → "1 234,56 zł" for pl-PL: 2 decimals, grouping always on (Intl's U+00A0 spaces kept). */
function formatPrice(g, locale = "pl-PL") {
	let formatter = formatters.get(locale);
	if (!formatter) {
		formatter = new Intl.NumberFormat(locale, {
			style: "currency",
			currency: "PLN",
			useGrouping: "always",
			minimumFractionDigits: 2,
			maximumFractionDigits: 2
		});
		formatters.set(locale, formatter);
	}
	return formatter.format(fromGrosze(g));
}
// app/lib/urls.ts
/** Storefront URLs of the specification's routes (section 2). */
function productUrl(p, childSku) {
	const parent = p.parentSku ?? p.sku;
	const slug = p.slug ?? p.url_key ?? "";
	return childSku && childSku !== parent ? `/p/${encodeURIComponent(parent)}/${slug}/${encodeURIComponent(childSku)}` : `/p/${encodeURIComponent(parent)}/${slug}`;
}
var cmsUrl = (identifier) => `/i/${identifier}`;
var imageUrl = (path, size) => path ? `/img/${size}/${size === 1800 ? 1500 : size}${path.startsWith("/") ? path : `/${path}`}` : void 0;
// app/features/product/custom-options.ts
/**
* Custom options (specification sections 3 and 5): a value costs either a fixed amount or a percentage of
* the product's base price (percent price = price / 100 × base price). Only values with a positive
* option_type_id count. Amounts are integer grosze.
*/
var isTextOption = (o) => o.type === "field" || o.type === "area";
var isMultiOption = (o) => o.type === "checkbox" || o.type === "multiple";
/** The price a single value adds to `base`. */
function customValuePrice(value, base) {
	if (value.price_type === "percent") return roundHalfUp(value.price / 100 * base);
	return toGrosze(value.price);
}
/** What the chosen custom options add to the base price. */
function customOptionsPrice(options, selection, base) {
	let total = 0;
	for (const option of options) {
		const chosen = selection[option.option_id];
		if (chosen === void 0) continue;
		if (typeof chosen === "string") {
			if (isTextOption(option) && chosen.trim() !== "" && option.price !== void 0) total += customValuePrice({
				price: option.price,
				price_type: option.price_type ?? "fixed"
			}, base);
			continue;
		}
		for (const value of option.values ?? []) if (value.option_type_id > 0 && chosen.includes(value.option_type_id)) total += customValuePrice(value, base);
	}
	return total;
}
/** Required options that are still empty. */
function missingCustomOptions(options, selection) {
	return options.filter((o) => {
		if (!o.is_require) return false;
		const chosen = selection[o.option_id];
		return chosen === void 0 || (typeof chosen === "string" ? chosen.trim() === "" : chosen.length === 0);
	});
}
/** Reads `product.options` defensively: anything not shaped like a custom option is dropped. */
function parseCustomOptions(raw) {
	if (!Array.isArray(raw)) return [];
	const types = /* @__PURE__ */ new Set([
		"drop_down",
		"radio",
		"checkbox",
		"multiple",
		"field",
		"area"
	]);
	const priceType = (v) => v === "percent" ? "percent" : "fixed";
	return raw.flatMap((o) => {
		if (!o || typeof o !== "object") return [];
		const r = o;
		if (typeof r.option_id !== "number" || typeof r.title !== "string" || !types.has(String(r.type))) return [];
		const values = Array.isArray(r.values) ? r.values.flatMap((v) => {
			const x = v;
			return x && typeof x.option_type_id === "number" && typeof x.title === "string" ? [{
				option_type_id: x.option_type_id,
				title: x.title,
				price: Number(x.price) || 0,
				price_type: priceType(x.price_type)
			}] : [];
		}) : void 0;
		return [{
			option_id: r.option_id,
			title: r.title,
			type: r.type,
			is_require: r.is_require === true || r.is_require === 1 || r.is_require === "1",
			...typeof r.price === "number" ? {
				price: r.price,
				price_type: priceType(r.price_type)
			} : {},
			...values ? { values } : {}
		}];
	});
}
// app/features/product/page-data.ts
/** The fields a tile needs, for catalog.search includeFields. */
var TILE_FIELDS = [
	"sku",
	"parentSku",
	"slug",
	"url_key",
	"name",
	"image",
	"author",
	"price_incl_tax",
	"final_price_incl_tax",
	"is_discounted",
	"lowest_price_30d",
	"stock"
];
var obj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
var list = (v) => Array.isArray(v) ? v.map(obj) : [];
var num = (v, fallback = 0) => typeof v === "number" && Number.isFinite(v) ? v : fallback;
var text = (v) => typeof v === "string" && v.trim() !== "" ? v : null;
var optionalNum = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
function pagePrice(doc) {
	const final = num(doc.final_price_incl_tax, num(doc.price_incl_tax));
	return {
		price_incl_tax: num(doc.price_incl_tax, final),
		final_price_incl_tax: final,
		is_discounted: doc.is_discounted === true,
		lowest_price_30d: optionalNum(doc.lowest_price_30d),
		discount_percent: num(doc.discount_percent),
		tax_rate: num(doc.tax_rate, 23)
	};
}
function pageStock(raw) {
	const s = obj(raw);
	return {
		is_in_stock: s.is_in_stock === true,
		qty: num(s.qty),
		manage_stock: s.manage_stock !== false,
		min_sale_qty: num(s.min_sale_qty, 1),
		max_sale_qty: num(s.max_sale_qty, 1e4)
	};
}
function productTile(doc) {
	const sku = String(doc.sku);
	return {
		sku,
		name: String(doc.name ?? sku),
		url: productUrl({
			sku,
			parentSku: text(doc.parentSku) ?? sku,
			slug: text(doc.slug) ?? text(doc.url_key) ?? ""
		}),
		image: text(doc.image),
		author: text(doc.author),
		price: {
			price_incl_tax: num(doc.price_incl_tax),
			final_price_incl_tax: num(doc.final_price_incl_tax, num(doc.price_incl_tax)),
			is_discounted: doc.is_discounted === true,
			lowest_price_30d: optionalNum(doc.lowest_price_30d)
		},
		stock: pageStock(doc.stock)
	};
}
function configurable(doc) {
	if (doc.type_id !== "configurable") return null;
	const options = list(doc.configurable_options).map((o) => ({
		code: String(o.attribute_code),
		label: String(o.label ?? o.attribute_code),
		values: list(o.values).map((v) => ({
			id: num(v.value_index),
			label: String(v.label ?? v.value_index),
			swatch: text(v.swatch)
		}))
	}));
	return {
		options,
		children: list(doc.configurable_children).map((c) => ({
			sku: String(c.sku),
			status: num(c.status, 1),
			image: text(c.image),
			price: pagePrice(c),
			stock: pageStock(c.stock),
			attributes: Object.fromEntries(options.flatMap((o) => typeof c[o.code] === "number" ? [[o.code, c[o.code]]] : []))
		}))
	};
}
function bundle(doc) {
	if (doc.type_id !== "bundle") return null;
	const types = /* @__PURE__ */ new Set([
		"select",
		"radio",
		"checkbox",
		"multi"
	]);
	return list(doc.bundle_options).map((o) => ({
		id: num(o.option_id),
		title: String(o.title ?? ""),
		required: o.required === true || o.required === 1,
		type: types.has(String(o.type)) ? o.type : "select",
		links: list(o.product_links).map((l) => ({
			id: num(l.id),
			sku: String(l.sku),
			name: String(l.name ?? l.sku),
			qty: num(l.qty, 1),
			canChangeQty: l.can_change_quantity === 1 || l.can_change_quantity === true,
			price: num(l.price),
			isDefault: l.is_default === true || l.is_default === 1
		}))
	}));
}
function subscription(doc) {
	if (doc.type_id !== "subscription") return null;
	return {
		numberOptions: list(doc.number_options).map((n) => ({
			id: num(n.id),
			numbers: num(n.numbers, 1),
			label: String(n.label ?? n.numbers),
			price_incl_tax: num(n.price_incl_tax)
		})),
		startingNumbers: list(doc.starting_numbers).map((s) => ({
			id: num(s.id),
			label: String(s.label ?? ""),
			issue_date: String(s.issue_date ?? "")
		})),
		recurring: doc.is_recurring_payment === true,
		gift: doc.is_gift_included === true
	};
}
function downloadable(doc) {
	if (doc.type_id !== "downloadable") return null;
	return list(doc.downloadable_links).map((d) => ({
		id: num(d.id),
		title: String(d.title ?? ""),
		format: String(d.file_format ?? ""),
		sampleUrl: text(d.sample_url),
		downloads: d.number_of_downloads === "Unlimited" || d.number_of_downloads === 0 ? null : num(d.number_of_downloads)
	}));
}
function attributeRows(doc, labels) {
	const rows = [];
	const add = (key, value, kind) => {
		if (value) rows.push(kind ? {
			key,
			value,
			kind
		} : {
			key,
			value
		});
	};
	const label = (code) => {
		const id = doc[code];
		return typeof id === "number" ? labels[code]?.get(id) ?? null : null;
	};
	add("author", text(doc.author));
	add("publisher", text(doc.publisher));
	add("isbn", text(doc.isbn));
	add("ean", text(doc.ean));
	add("premiere", text(doc.book_premiere), "date");
	add("publicationForm", label("publication_form"));
	add("series", label("publishing_series"));
	add("pressType", text(doc.press_type));
	add("editions", optionalNum(doc.editions_qty) === null ? null : String(doc.editions_qty));
	add("shippingSchedule", text(doc.shipping_schedule));
	if (!doc.publisher) add("manufacturer", text(doc.manufacturer));
	return rows;
}
var CLOTHING_SIZE_CODES = /* @__PURE__ */ new Set([
	"size",
	"mens_sizes",
	"womens_sizes",
	"kids_sizes"
]);
/** The category trail of the product's main category (ancestors the product is also in), then the product. */
function productBreadcrumbs(doc) {
	const cats = list(doc.category).map((c) => ({
		id: num(c.category_id),
		name: String(c.name ?? ""),
		slug: String(c.slug ?? ""),
		path: String(c.path ?? "")
	}));
	const main = cats.find((c) => c.id === doc.main_category) ?? [...cats].sort((a, b) => b.path.length - a.path.length)[0];
	return [...(main ? cats.filter((c) => c.path !== "" && (main.path === c.path || main.path.startsWith(`${c.path}/`))).sort((a, b) => a.path.length - b.path.length) : []).map((c) => ({
		name: c.name,
		url: categoryUrl(c)
	})), { name: String(doc.name ?? doc.sku) }];
}
function pageProduct(doc, labels, grouped) {
	const raw = doc;
	const name = String(raw.name ?? doc.sku);
	const slug = text(raw.slug) ?? text(raw.url_key) ?? "";
	const gallery = list(raw.media_gallery).flatMap((m) => text(m.image) ? [{
		image: String(m.image),
		label: text(m.lab) ?? name
	}] : []);
	const image = text(raw.image);
	if (gallery.length === 0 && image) gallery.push({
		image,
		label: name
	});
	const config = configurable(raw);
	const customOptions = parseCustomOptions(raw.options);
	return {
		sku: doc.sku,
		type: doc.type_id,
		name,
		slug,
		url: productUrl({
			sku: doc.sku,
			slug
		}),
		author: text(raw.author),
		publisher: text(raw.publisher),
		manufacturer: text(raw.manufacturer),
		isbn: text(raw.isbn),
		ean: text(raw.ean),
		image,
		gallery,
		price: pagePrice(raw),
		stock: pageStock(raw.stock),
		description: typeof raw.description === "string" ? raw.description : "",
		attributes: attributeRows(raw, labels),
		isClothing: (config?.options.some((o) => CLOTHING_SIZE_CODES.has(o.code)) ?? false) || list(raw.category).some((c) => String(c.path ?? "").startsWith("odziez")),
		configurable: config,
		bundle: bundle(raw),
		grouped,
		subscription: subscription(raw),
		downloadable: downloadable(raw),
		customOptions: customOptions.length ? customOptions : null
	};
}
/** Skus of linked products by link type, in link order. */
function linkedSkus(doc, types) {
	return list(doc.product_links).filter((l) => types.includes(String(l.link_type)) && typeof l.linked_product_sku === "string").map((l) => ({
		sku: String(l.linked_product_sku),
		qty: num(l.qty, 1)
	}));
}
export { isLanguage as C, LOCALES as S, appContext as T, toGrosze as _, productTile as a, LANGUAGE_COOKIE as b, isMultiOption as c, cmsUrl as d, imageUrl as f, roundHalfUp as g, fromGrosze as h, productBreadcrumbs as i, isTextOption as l, formatPrice as m, linkedSkus as n, customOptionsPrice as o, productUrl as p, pageProduct as r, customValuePrice as s, TILE_FIELDS as t, missingCustomOptions as u, buildMenu as v, pickLanguage as w, LANGUAGE_NAMES as x, LANGUAGES as y };
