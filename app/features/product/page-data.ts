/**
 * Catalogue document → the product page's model (types.ts). Pure: the loader (load.server.ts) fetches, this
 * picks and reshapes only what the page shows, so the full document never reaches the browser.
 */
import { NOT_SUBJECT } from "../../../domain/vat.ts";
import type { ProductDoc } from "../../../server/modules/catalog/index.ts";
import type { Crumb } from "../../components/Breadcrumbs.tsx";
import { categoryUrl } from "../../lib/menu.ts";
import { productUrl } from "../../lib/urls.ts";
import type { BundleOption } from "./bundle.ts";
import { parseCustomOptions } from "./custom-options.ts";
import type {
  AttributeRow,
  ConfigurableOption,
  DownloadLink,
  PageChild,
  PagePrice,
  PageProduct,
  PageStock,
  ProductTile,
  SubscriptionInfo,
  GroupedItem,
} from "./types.ts";
import { TILE_CORE_FIELDS } from "../../lib/tile-fields.ts";

/** Option labels of select attributes: attribute code → option id → label. */
export type OptionLabels = Record<string, Map<number, string>>;

/** The fields a tile needs, for catalog.search includeFields. */
export const TILE_FIELDS = [...TILE_CORE_FIELDS, "url_key", "stock", "type_id", "preorder"];

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw => (v && typeof v === "object" && !Array.isArray(v) ? (v as Raw) : {});
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.map(obj) : []);
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
const optionalNum = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function pagePrice(doc: Raw): PagePrice {
  const final = num(doc.final_price_incl_tax, num(doc.price_incl_tax));
  return {
    price_incl_tax: num(doc.price_incl_tax, final),
    final_price_incl_tax: final,
    is_discounted: doc.is_discounted === true,
    lowest_price_30d: optionalNum(doc.lowest_price_30d),
    discount_percent: num(doc.discount_percent),
    tax_rate: doc.tax_rate === NOT_SUBJECT ? NOT_SUBJECT : num(doc.tax_rate, 23),
  };
}

/** A product document's stock, with its pre-order dates (`preorder`, from the document) when it is one. */
export function pageStock(raw: unknown, preorder?: unknown): PageStock {
  const s = obj(raw);
  const p = obj(preorder);
  const stock: PageStock = {
    is_in_stock: s.is_in_stock === true,
    qty: num(s.qty),
    manage_stock: s.manage_stock !== false,
    min_sale_qty: num(s.min_sale_qty, 1),
    max_sale_qty: num(s.max_sale_qty, 10000),
  };
  const release = text(p.release_date);
  const dispatch = text(p.dispatch_date);
  if (release && dispatch) stock.preorder = { release_date: release, dispatch_date: dispatch };
  return stock;
}

/** A tile's price from a catalogue document: gross price, final price (the price when none), discount, 30-day low. */
export function tilePrice(doc: Raw): ProductTile["price"] {
  return {
    price_incl_tax: num(doc.price_incl_tax),
    final_price_incl_tax: num(doc.final_price_incl_tax, num(doc.price_incl_tax)),
    is_discounted: doc.is_discounted === true,
    lowest_price_30d: optionalNum(doc.lowest_price_30d),
  };
}

export function productTile(doc: Raw): ProductTile {
  const sku = String(doc.sku);
  return {
    sku,
    name: String(doc.name ?? sku),
    url: productUrl({ sku, parentSku: text(doc.parentSku) ?? sku, slug: text(doc.slug) ?? text(doc.url_key) ?? "" }),
    image: text(doc.image),
    author: text(doc.author),
    price: tilePrice(doc),
    stock: pageStock(doc.stock, doc.preorder),
    // a grouped product's price is its cheapest member's: "od …", as on its page (issue 16)
    ...(doc.type_id === "grouped" ? { priceFrom: true as const } : {}),
  };
}

function configurable(doc: Raw): PageProduct["configurable"] {
  if (doc.type_id !== "configurable") return null;
  const options: ConfigurableOption[] = list(doc.configurable_options).map((o) => ({
    attributeId: num(o.attribute_id),
    code: String(o.attribute_code),
    label: String(o.label ?? o.attribute_code),
    values: list(o.values).map((v) => ({ id: num(v.value_index), label: String(v.label ?? v.value_index), swatch: text(v.swatch) })),
  }));
  const children: PageChild[] = list(doc.configurable_children).map((c) => ({
    sku: String(c.sku),
    status: num(c.status, 1),
    image: text(c.image),
    price: pagePrice(c),
    stock: pageStock(c.stock),
    attributes: Object.fromEntries(options.flatMap((o) => (typeof c[o.code] === "number" ? [[o.code, c[o.code] as number]] : []))),
  }));
  return { options, children };
}

function bundle(doc: Raw): BundleOption[] | null {
  if (doc.type_id !== "bundle") return null;
  const types = new Set(["select", "radio", "checkbox", "multi"]);
  return list(doc.bundle_options).map((o) => ({
    id: num(o.option_id),
    title: String(o.title ?? ""),
    required: o.required === true || o.required === 1,
    type: (types.has(String(o.type)) ? o.type : "select") as BundleOption["type"],
    links: list(o.product_links).map((l) => ({
      id: num(l.id),
      sku: String(l.sku),
      name: String(l.name ?? l.sku),
      qty: num(l.qty, 1),
      canChangeQty: l.can_change_quantity === 1 || l.can_change_quantity === true,
      price: num(l.price),
      isDefault: l.is_default === true || l.is_default === 1,
    })),
  }));
}

function subscription(doc: Raw): SubscriptionInfo | null {
  if (doc.type_id !== "subscription") return null;
  return {
    numberOptions: list(doc.number_options).map((n) => ({
      id: num(n.id),
      numbers: num(n.numbers, 1),
      label: String(n.label ?? n.numbers),
      price_incl_tax: num(n.price_incl_tax),
    })),
    startingNumbers: list(doc.starting_numbers).map((s) => ({ id: num(s.id), label: String(s.label ?? ""), issue_date: String(s.issue_date ?? "") })),
    recurring: doc.is_recurring_payment === true,
    gift: doc.is_gift_included === true,
  };
}

function downloadable(doc: Raw): DownloadLink[] | null {
  if (doc.type_id !== "downloadable") return null;
  return list(doc.downloadable_links).map((d) => ({
    id: num(d.id),
    title: String(d.title ?? ""),
    format: String(d.file_format ?? ""),
    sampleUrl: text(d.sample_url),
    downloads: d.number_of_downloads === "Unlimited" || d.number_of_downloads === 0 ? null : num(d.number_of_downloads),
  }));
}

function attributeRows(doc: Raw, labels: OptionLabels): AttributeRow[] {
  const rows: AttributeRow[] = [];
  const add = (key: AttributeRow["key"], value: string | null, kind?: "date") => {
    if (value) rows.push(kind ? { key, value, kind } : { key, value });
  };
  const label = (code: string) => {
    const id = doc[code];
    return typeof id === "number" ? (labels[code]?.get(id) ?? null) : null;
  };
  add("author", text(doc.author));
  add("publisher", text(doc.publisher));
  // The author's and the publisher's pages (/autor/…, /wydawca/…), as the catalogue names them.
  for (const row of rows) {
    const url = row.key === "author" ? text(doc.author_url) : row.key === "publisher" ? text(doc.publisher_url) : null;
    if (url) row.url = url;
  }
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

const CLOTHING_SIZE_CODES = new Set(["size", "mens_sizes", "womens_sizes", "kids_sizes"]);

/** The category trail of the product's main category (ancestors the product is also in), then the product. */
export function productBreadcrumbs(doc: Raw): Crumb[] {
  const cats = list(doc.category).map((c) => ({ id: num(c.category_id), name: String(c.name ?? ""), slug: String(c.slug ?? ""), path: String(c.path ?? "") }));
  const main = cats.find((c) => c.id === doc.main_category) ?? [...cats].sort((a, b) => b.path.length - a.path.length)[0];
  const trail = main
    ? cats.filter((c) => c.path !== "" && (main.path === c.path || main.path.startsWith(`${c.path}/`))).sort((a, b) => a.path.length - b.path.length)
    : [];
  return [...trail.map((c) => ({ name: c.name, url: categoryUrl(c) })), { name: String(doc.name ?? doc.sku), polish: true }];
}

export function pageProduct(doc: ProductDoc, labels: OptionLabels, grouped: GroupedItem[] | null): PageProduct {
  const raw = doc as Raw;
  const name = String(raw.name ?? doc.sku);
  const slug = text(raw.slug) ?? text(raw.url_key) ?? "";
  const gallery = list(raw.media_gallery).flatMap((m) => (text(m.image) ? [{ image: String(m.image), label: text(m.lab) ?? name }] : []));
  const image = text(raw.image);
  if (gallery.length === 0 && image) gallery.push({ image, label: name });
  const config = configurable(raw);
  const customOptions = parseCustomOptions(raw.options);
  return {
    sku: doc.sku,
    type: doc.type_id,
    name,
    slug,
    url: productUrl({ sku: doc.sku, slug }),
    author: text(raw.author),
    authorUrl: text(raw.author_url),
    publisher: text(raw.publisher),
    manufacturer: text(raw.manufacturer),
    isbn: text(raw.isbn),
    ean: text(raw.ean),
    image,
    gallery,
    price: pagePrice(raw),
    stock: pageStock(raw.stock, raw.preorder),
    description: typeof raw.description === "string" ? raw.description : "",
    attributes: attributeRows(raw, labels),
    isClothing:
      (config?.options.some((o) => CLOTHING_SIZE_CODES.has(o.code)) ?? false) || list(raw.category).some((c) => String(c.path ?? "").startsWith("odziez")),
    configurable: config,
    bundle: bundle(raw),
    grouped,
    subscription: subscription(raw),
    downloadable: downloadable(raw),
    customOptions: customOptions.length ? customOptions : null,
  };
}

/** Skus of linked products by link type, in link order. */
export function linkedSkus(doc: ProductDoc, types: readonly string[]): { sku: string; qty: number }[] {
  return list((doc as Raw).product_links)
    .filter((l) => types.includes(String(l.link_type)) && typeof l.linked_product_sku === "string")
    .map((l) => ({ sku: String(l.linked_product_sku), qty: num(l.qty, 1) }));
}
