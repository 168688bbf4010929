/**
 * Builds product documents (docs/storefront.md §3) for a set of product ids with a handful of
 * batched queries: base row and stock, categories, gallery, filter attributes, price history, and the
 * links each type needs (configurable children, bundle options, grouped items, subscription options,
 * downloadable links). Prices go out in PLN with two decimals; the database keeps grosze. The shop's own labels
 * (category names, option labels, subscription periods, bundle and download titles) go out in the language asked
 * for, Polish when they have no translation; product names and descriptions are Polish
 * (docs/decisions/2026-11-26-catalogue-translations.md).
 */
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import type { RowOf } from "../../db/rows.ts";
import { fromGrosze } from "../../../domain/money.ts";
import { priceFields, warsawDay, type PriceSource } from "../../../domain/pricing.ts";
import { priceReduction, type PricePeriod } from "../../../domain/omnibus.ts";
import { DELIVERY_RULES, type DeliveryRules } from "../../../domain/delivery-rules.ts";
import { expandTermsText } from "../../../domain/terms-text.ts";
import { preorderOf } from "../../../domain/preorder.ts";
import { DEFAULT_LANGUAGE, translated, type Language, type Translations } from "../../../domain/language.ts";
import type { VatRate } from "../../../domain/vat.ts";
import type { ReferenceData } from "./reference.ts";
import { bestsellerThresholdSql, DEFAULT_POPULARITY } from "./popularity.ts";
import { brandPath } from "../../../domain/brand.ts";
import { attributesIn, categorySlug, categoryTexts } from "./reference.ts";
import type { priceHistory, products, stockItems } from "./tables.ts";

export const PRODUCT_COLUMNS = `p.id, p.sku, p.type_id, p.name, p.url_key, p.url_path, p.status, p.visibility, p.price, p.special_price,
  p.special_from_date, p.special_to_date, p.tax_class_id, p.retail_price, p.promo_price, p.description, p.short_description,
  p.meta_title, p.meta_description, p.meta_keyword, p.ean, p.isbn, p.image, p.main_category_id, p.author, p.publisher,
  p.press_type, p.publication_form, p.publishing_series, p.manufacturer, p.magazine_id, p.book_premiere, p.editions_qty,
  p.shipping_schedule, p.is_recurring_payment, p.is_gift_included, p.is_virtual_bundle, p.bestseller, p.promo_block,
  p.news_from_date, p.news_to_date, p.view_count, p.sales_count, p.weight_g, p.created_at, p.updated_at,
  s.qty AS stock_qty, s.is_in_stock AS stock_is_in_stock, s.manage_stock AS stock_manage_stock, s.backorders AS stock_backorders,
  s.min_sale_qty AS stock_min_sale_qty, s.max_sale_qty AS stock_max_sale_qty, s.source_code AS stock_source_code`;

type Stock = Omit<RowOf<typeof stockItems>, "product_id" | "updated_at">;
/** A product with its stock (PRODUCT_COLUMNS): every column of products, and stock's as stock_*, null without a stock row. */
export type ProductRow = RowOf<typeof products> & { [K in keyof Stock as `stock_${K}`]: Stock[K] | null };

export type ProductDoc = Record<string, unknown> & { id: number; sku: string; type_id: string };

type Query = Database["query"];

const money = (g: number | null | undefined) => (g === null || g === undefined ? null : fromGrosze(g));

export function priceSource(row: Pick<ProductRow, "price" | "special_price" | "special_from_date" | "special_to_date">): PriceSource {
  return { price: row.price, specialPrice: row.special_price, specialFromDate: row.special_from_date, specialToDate: row.special_to_date };
}

export function stockDoc(row: ProductRow) {
  return {
    product_id: row.id,
    is_in_stock: row.stock_is_in_stock ?? false,
    qty: row.stock_qty ?? 0,
    manage_stock: row.stock_manage_stock ?? true,
    backorders: row.stock_backorders ?? 0,
    min_sale_qty: row.stock_min_sale_qty ?? 1,
    max_sale_qty: row.stock_max_sale_qty ?? 10000,
    source_code: row.stock_source_code ?? "default",
  };
}

/**
 * Price fields in PLN, decided by the Omnibus rule (domain/omnibus.ts priceReduction) on the product's own
 * price history: `is_discounted` and `discount_percent` only for a special price below the 30-day low;
 * `lowest_price_30d` whenever a special price is in force (information when it is not a reduction).
 */
export function priceDoc(
  row: Pick<ProductRow, "price" | "special_price" | "special_from_date" | "special_to_date">,
  rate: VatRate,
  now: Date,
  history: readonly PricePeriod[] | undefined,
) {
  const source = priceSource(row);
  const f = priceFields(source, rate, priceReduction(source, history, now));
  return {
    price: fromGrosze(f.price),
    price_incl_tax: fromGrosze(f.price_incl_tax),
    price_tax: fromGrosze(f.price_tax),
    original_price: fromGrosze(f.original_price),
    original_price_incl_tax: fromGrosze(f.original_price_incl_tax),
    regular_price: fromGrosze(f.regular_price),
    special_price: fromGrosze(f.special_price),
    special_price_incl_tax: fromGrosze(f.special_price_incl_tax),
    special_from_date: row.special_from_date,
    special_to_date: row.special_to_date,
    final_price: fromGrosze(f.final_price),
    final_price_incl_tax: fromGrosze(f.final_price_incl_tax),
    final_price_tax: fromGrosze(f.final_price_tax),
    is_special_price: f.is_special_price,
    is_discounted: f.is_discounted,
    discount_percent: f.discount_percent,
    tax_rate: rate,
    lowest_price_30d: money(f.lowest_price_30d),
  };
}

/** A product's periods from the JSON the document queries aggregate ([price, valid_from, valid_to]). */
export function historyFromJson(rows: [number, string, string | null][] | null | undefined): PricePeriod[] | undefined {
  return rows?.map(([price, from, to]) => ({ price, validFrom: new Date(from), validTo: to ? new Date(to) : null }));
}

export async function loadProductRows(query: Query, where: string, params: unknown[]): Promise<ProductRow[]> {
  return query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN stock_items s ON s.product_id = p.id WHERE ${where}`, params);
}

export async function loadPriceHistory(query: Query, ids: number[]): Promise<Map<number, PricePeriod[]>> {
  if (ids.length === 0) return new Map();
  const rows = await query<Pick<RowOf<typeof priceHistory>, "product_id" | "price" | "valid_from" | "valid_to">>(
    `SELECT product_id, price, valid_from, valid_to FROM price_history
      WHERE product_id = ANY($1::int[]) AND (valid_to IS NULL OR valid_to > now() - interval '120 days')`,
    [ids],
  );
  const map = new Map<number, PricePeriod[]>();
  for (const r of rows) {
    const list = map.get(r.product_id) ?? [];
    list.push({ price: r.price, validFrom: new Date(r.valid_from), validTo: r.valid_to ? new Date(r.valid_to) : null });
    map.set(r.product_id, list);
  }
  return map;
}

/**
 * The price history of product `alias` (a configurable child's own), read only while its special price may be
 * in force on day $2: the Omnibus decision needs it for nothing else. 120 days reach the 30 days before any window.
 */
const historyWhenSpecial = (alias: string) => `CASE WHEN ${alias}.special_price IS NOT NULL AND ${alias}.special_price < ${alias}.price
        AND (${alias}.special_from_date IS NULL OR ${alias}.special_from_date <= $2::date) AND (${alias}.special_to_date IS NULL OR ${alias}.special_to_date >= $2::date)
    THEN (SELECT json_agg(json_build_array(h.price, h.valid_from, h.valid_to)) FROM price_history h
           WHERE h.product_id = ${alias}.id AND (h.valid_to IS NULL OR h.valid_to > now() - interval '120 days')) END`;

const CHILD_JSON = `json_build_object(
    'id', c.id, 'sku', c.sku, 'name', c.name, 'status', c.status, 'visibility', c.visibility, 'url_key', c.url_key, 'image', c.image,
    'tax_class_id', c.tax_class_id, 'price', c.price, 'special_price', c.special_price, 'special_from_date', c.special_from_date,
    'special_to_date', c.special_to_date, 'stock_qty', cs.qty, 'stock_is_in_stock', cs.is_in_stock, 'stock_manage_stock', cs.manage_stock,
    'stock_backorders', cs.backorders, 'stock_min_sale_qty', cs.min_sale_qty, 'stock_max_sale_qty', cs.max_sale_qty, 'stock_source_code', cs.source_code,
    'attrs', (SELECT coalesce(json_agg(json_build_array(cv.attribute_id, cv.option_id)), '[]'::json) FROM product_attribute_values cv WHERE cv.product_id = c.id),
    'history', ${historyWhenSpecial("c")})`;

/**
 * One round trip per set of products: the base row, its stock, and every relation as a JSON column.
 * Relations only some types have are computed for those types only.
 */
const DOCS_SQL = `SELECT ${PRODUCT_COLUMNS},
  (SELECT coalesce(json_agg(json_build_array(pc.category_id, pc.position) ORDER BY pc.position), '[]'::json)
     FROM product_categories pc WHERE pc.product_id = p.id) AS j_categories,
  (SELECT coalesce(json_agg(json_build_array(m.file, m.label, m.position) ORDER BY m.position, m.id), '[]'::json)
     FROM product_media m WHERE m.product_id = p.id AND NOT m.disabled) AS j_media,
  (SELECT coalesce(json_agg(json_build_array(v.attribute_id, v.option_id)), '[]'::json)
     FROM product_attribute_values v WHERE v.product_id = p.id) AS j_attrs,
  (SELECT coalesce(json_agg(json_build_array(l.link_type, lp.sku, l.position, l.qty) ORDER BY l.position), '[]'::json)
     FROM product_links l JOIN products lp ON lp.id = l.linked_product_id AND lp.status IN (0, 1) WHERE l.product_id = p.id) AS j_links,
  (SELECT sp.sku FROM product_super_links sl JOIN products sp ON sp.id = sl.parent_id WHERE sl.child_id = p.id ORDER BY sl.parent_id LIMIT 1) AS parent_sku,
  ${historyWhenSpecial("p")} AS j_history,
  CASE WHEN p.type_id = 'configurable' THEN (SELECT json_agg(${CHILD_JSON} ORDER BY sl.position, c.id)
     FROM product_super_links sl JOIN products c ON c.id = sl.child_id LEFT JOIN stock_items cs ON cs.product_id = c.id
    WHERE sl.parent_id = p.id AND c.status IN (0, 1)) END AS j_children,
  CASE WHEN p.type_id = 'configurable' THEN (SELECT json_agg(json_build_array(o.id, o.attribute_id, o.label, o.position, o.translations) ORDER BY o.position)
     FROM configurable_options o WHERE o.product_id = p.id) END AS j_configurable_options,
  CASE WHEN p.type_id = 'bundle' THEN (SELECT json_agg(json_build_object('option_id', o.id, 'title', o.title, 'translations', o.translations, 'required', o.required, 'type', o.type,
       'position', o.position, 'selections', (SELECT coalesce(json_agg(json_build_array(bs.id, bp.sku, bp.name, bs.qty, bs.can_change_qty,
          coalesce(bs.price, 0), bs.is_default, bs.position) ORDER BY bs.position, bs.id), '[]'::json)
        FROM bundle_selections bs JOIN products bp ON bp.id = bs.product_id AND bp.status IN (0, 1) WHERE bs.option_id = o.id)) ORDER BY o.position, o.id)
     FROM bundle_options o WHERE o.product_id = p.id) END AS j_bundle,
  CASE WHEN p.type_id = 'subscription' THEN (SELECT json_agg(json_build_array(n.id, n.numbers, n.label, n.price, n.position, n.translations) ORDER BY n.position, n.numbers)
     FROM subscription_number_options n WHERE n.product_id = p.id) END AS j_numbers,
  CASE WHEN p.type_id = 'subscription' THEN (SELECT json_agg(json_build_array(st.id, st.label, st.issue_date, st.position, st.translations) ORDER BY st.position, st.issue_date)
     FROM subscription_starting_numbers st WHERE st.product_id = p.id) END AS j_starts,
  CASE WHEN p.type_id = 'downloadable' THEN (SELECT json_agg(json_build_array(d.id, d.title, d.file_format, d.sample_url, d.number_of_downloads, d.is_shareable, d.translations) ORDER BY d.position)
     FROM downloadable_links d WHERE d.product_id = p.id) END AS j_downloads,
  (SELECT co.options FROM product_custom_options co WHERE co.product_id = p.id) AS j_custom_options,
  coalesce(pop.views, 0)::int AS pop_views, coalesce(pop.sales, 0) AS pop_sales,
  coalesce($3::int > 0 AND pop.sales_score >= coalesce(${bestsellerThresholdSql("$3")}, '-Infinity'::float8), false) AS pop_bestseller
FROM products p LEFT JOIN stock_items s ON s.product_id = p.id LEFT JOIN product_popularity pop ON pop.product_id = p.id
WHERE p.id = ANY($1::int[])`;

type Pair = [number, number];
interface DocRow extends ProductRow {
  j_categories: Pair[];
  j_media: [string, string | null, number][];
  j_attrs: Pair[];
  j_links: [string, string, number, number][];
  parent_sku: string | null;
  j_history: [number, string, string | null][] | null;
  j_children: (ProductRow & { attrs: Pair[]; history: [number, string, string | null][] | null })[] | null;
  j_configurable_options: [number, number, string, number, Translations][] | null;
  j_bundle:
    | {
        option_id: number;
        title: string;
        translations: Translations;
        required: boolean;
        type: string;
        position: number;
        selections: [number, string, string, number, boolean, number, boolean, number][];
      }[]
    | null;
  j_numbers: [number, number, string, number, number, Translations][] | null;
  j_starts: [number, string, string, number, Translations][] | null;
  j_downloads: [number, string, string, string | null, number, boolean, Translations][] | null;
  /** custom options (domain/custom-options.ts shape), null when the product has none */
  j_custom_options: unknown[] | null;
  /** counted popularity (popularity.ts): lifetime views and units sold, and the bestseller flag (top decayed sales) */
  pop_views: number;
  pop_sales: number;
  pop_bestseller: boolean;
}

/** Loads full product documents for `ids`, in the order of `ids`, with the shop's labels in `lang` and their texts' delivery
 * placeholders ({{free_delivery_threshold}}, …) expanded from `terms`. Missing ids are skipped. */
export async function buildProductDocs(
  db: Pick<Database, "query">,
  ref: ReferenceData,
  ids: number[],
  now: Date,
  terms: DeliveryRules = DELIVERY_RULES,
  lang: Language = DEFAULT_LANGUAGE,
  bestsellers = DEFAULT_POPULARITY.bestsellers,
): Promise<ProductDoc[]> {
  if (ids.length === 0) return [];
  const [rows, taxRates, attributes, tree] = await Promise.all([
    // named: planning it cost more than running it (about 3 ms against 1.5 ms for a page of 50 at 100k products)
    preparedQuery<DocRow>(db, "catalog_product_docs", DOCS_SQL, [ids, warsawDay(now), bestsellers]),
    ref.taxRateMap(),
    ref.attributes.get(),
    ref.categories.get(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const attrById = new Map([...attributesIn(attributes, lang).values()].map((a) => [a.attribute_id, a]));

  const filterValues = (pairs: Pair[]) => {
    const out: Record<string, number | number[]> = {};
    for (const [attributeId, optionId] of pairs) {
      const code = attrById.get(attributeId)?.attribute_code;
      if (!code) continue;
      const prev = out[code];
      out[code] = prev === undefined ? optionId : Array.isArray(prev) ? [...prev, optionId] : [prev, optionId];
    }
    return out;
  };

  const docs: ProductDoc[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const rate = taxRates.get(row.tax_class_id) ?? 23;
    const history = historyFromJson(row.j_history);
    const cats = row.j_categories.flatMap(([categoryId, position]) => {
      const cat = tree.byId.get(categoryId);
      return cat ? [{ category_id: cat.id, name: categoryTexts(cat, lang).name, slug: categorySlug(cat), path: cat.url_path, position }] : [];
    });
    const doc: ProductDoc = {
      id: row.id,
      sku: row.sku,
      parentSku: row.parent_sku ?? row.sku,
      type_id: row.type_id,
      name: row.name,
      slug: row.url_key,
      url_key: row.url_key,
      url_path: row.url_path,
      status: row.status,
      visibility: row.visibility,
      tax_class_id: row.tax_class_id,
      ...priceDoc(row, rate, now, history),
      retail_price: money(row.retail_price),
      promo_price: money(row.promo_price),
      image: row.image,
      media_gallery: row.j_media.map(([file, label, pos]) => ({ image: file, pos, typ: "image", lab: label ?? row.name })),
      category: cats,
      category_ids: cats.map((c) => c.category_id),
      main_category: row.main_category_id,
      stock: stockDoc(row),
      description: expandTermsText(row.description, terms),
      short_description: expandTermsText(row.short_description, terms),
      meta_title: row.meta_title === null ? null : expandTermsText(row.meta_title, terms),
      meta_description: row.meta_description === null ? null : expandTermsText(row.meta_description, terms),
      meta_keyword: row.meta_keyword,
      ean: row.ean,
      isbn: row.isbn,
      author: row.author,
      publisher: row.publisher,
      author_url: brandPath("author", row.author),
      publisher_url: brandPath("publisher", row.publisher),
      press_type: row.press_type,
      publication_form: row.publication_form,
      publishing_series: row.publishing_series,
      manufacturer: row.manufacturer,
      magazine_id: row.magazine_id,
      book_premiere: row.book_premiere,
      preorder: preorderOf({ type_id: row.type_id, release_date: row.book_premiere }, warsawDay(now)),
      editions_qty: row.editions_qty,
      shipping_schedule: row.shipping_schedule,
      is_recurring_payment: row.is_recurring_payment,
      is_gift_included: row.is_gift_included,
      is_virtual_bundle: row.is_virtual_bundle,
      bestseller: row.pop_bestseller,
      promo_block: row.promo_block,
      news_from_date: row.news_from_date,
      news_to_date: row.news_to_date,
      view_count: row.pop_views,
      sales_count: row.pop_sales,
      weight: row.weight_g,
      created_at: isoTime(row.created_at),
      updated_at: isoTime(row.updated_at),
      ...filterValues(row.j_attrs),
      product_links: row.j_links.map(([linkType, sku, position, qty]) => ({ sku: row.sku, link_type: linkType, linked_product_sku: sku, position, qty })),
    };
    if (row.j_children) {
      const kids = row.j_children;
      doc.configurable_children = kids.map((k) => ({
        id: k.id,
        sku: k.sku,
        name: k.name,
        status: k.status,
        visibility: k.visibility,
        url_key: k.url_key,
        image: k.image,
        ...priceDoc(k, taxRates.get(k.tax_class_id) ?? rate, now, historyFromJson(k.history)),
        stock: stockDoc(k),
        ...filterValues(k.attrs),
      }));
      doc.configurable_options = (row.j_configurable_options ?? []).map(([optionId, attributeId, polish, position, translations]) => {
        const label = translated(translations, lang, "label", polish);
        const attr = attrById.get(attributeId);
        const used = new Set(kids.flatMap((k) => k.attrs.filter(([a]) => a === attributeId).map(([, o]) => o)));
        return {
          id: optionId,
          attribute_id: attributeId,
          attribute_code: attr?.attribute_code ?? String(attributeId),
          label,
          position,
          product_id: id,
          values: (attr?.options ?? []).filter((o) => used.has(o.value)).map((o) => ({ value_index: o.value, label: o.label, swatch: o.swatch })),
        };
      });
    }
    if (row.j_bundle) {
      doc.bundle_options = row.j_bundle.map((o) => ({
        option_id: o.option_id,
        title: translated(o.translations, lang, "title", o.title),
        required: o.required,
        type: o.type,
        position: o.position,
        sku: row.sku,
        product_links: o.selections.map(([selId, sku, name, qty, canChange, price, isDefault, position]) => ({
          id: selId,
          sku,
          name,
          qty,
          can_change_quantity: canChange ? 1 : 0,
          price: money(price),
          is_default: isDefault,
          position,
          option_id: o.option_id,
        })),
      }));
    }
    if (row.type_id === "subscription") {
      doc.number_options = (row.j_numbers ?? []).map(([nid, numbers, label, price, position, translations]) => ({
        id: nid,
        numbers,
        label: translated(translations, lang, "label", label),
        price_incl_tax: fromGrosze(price),
        position,
      }));
      doc.starting_numbers = (row.j_starts ?? []).map(([sid, label, issueDate, position, translations]) => ({
        id: sid,
        label: translated(translations, lang, "label", label),
        issue_date: issueDate,
        position,
      }));
    }
    if (row.type_id === "downloadable") {
      doc.downloadable_links = (row.j_downloads ?? []).map(([did, title, format, sample, downloads, shareable, translations]) => ({
        id: did,
        title: translated(translations, lang, "title", title),
        file_format: format,
        sample_url: sample,
        number_of_downloads: downloads === 0 ? "Unlimited" : downloads,
        is_shareable: shareable,
      }));
    }
    if (row.j_custom_options) doc.options = row.j_custom_options;
    docs.push(doc);
  }
  return docs;
}

/** Documents are plain JSON data (they are cached as JSON text): timestamps go out as ISO strings. */
const isoTime = (value: Date | string) => new Date(value).toISOString();

/** Keeps only `include` (when given) and drops `exclude`; dotted names reach one level into objects and arrays. */
export function projectFields(doc: ProductDoc, include?: string[], exclude?: string[]): ProductDoc {
  let out: Record<string, unknown> = doc;
  if (include?.length) {
    out = {};
    for (const field of include) {
      const [head, rest] = splitField(field);
      if (!(head in doc)) continue;
      if (rest === undefined) out[head] = doc[head];
      else out[head] = mergeNested(out[head], pickNested(doc[head], rest));
    }
  }
  if (exclude?.length) {
    out = { ...out };
    for (const field of exclude) {
      const [head, rest] = splitField(field);
      if (rest === undefined) delete out[head];
      else out[head] = omitNested(out[head], rest);
    }
  }
  // id, sku and type_id identify a product: they are always returned.
  return { ...out, id: doc.id, sku: doc.sku, type_id: doc.type_id };
}

function splitField(field: string): [string, string | undefined] {
  const i = field.indexOf(".");
  return i === -1 ? [field, undefined] : [field.slice(0, i), field.slice(i + 1)];
}
function pickNested(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((v) => pickNested(v, key));
  if (value && typeof value === "object") return key in value ? { [key]: (value as Record<string, unknown>)[key] } : {};
  return value;
}
function mergeNested(prev: unknown, next: unknown): unknown {
  if (Array.isArray(prev) && Array.isArray(next)) return next.map((n, i) => ({ ...(prev[i] as object), ...(n as object) }));
  if (prev && typeof prev === "object" && next && typeof next === "object") return { ...prev, ...next };
  return next;
}
function omitNested(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((v) => omitNested(v, key));
  if (value && typeof value === "object") {
    const copy = { ...(value as Record<string, unknown>) };
    delete copy[key];
    return copy;
  }
  return value;
}
