/**
 * Builds product documents (specification section 3) for a set of product ids with a handful of
 * batched queries: base row and stock, categories, gallery, filter attributes, price history, and the
 * links each type needs (configurable children, bundle options, grouped items, subscription options,
 * downloadable links). Prices go out in PLN with two decimals; the database keeps grosze.
 */
import type { Database } from "../../db/client.ts";
import { fromGrosze } from "../../../domain/money.ts";
import { priceFields, isSpecialPriceActive, type PriceSource } from "../../../domain/pricing.ts";
import { lowestPriceBefore, lowestPriceInLast30Days, reductionStartDate, type PricePeriod } from "../../../domain/omnibus.ts";
import type { ReferenceData } from "./reference.ts";
import { categorySlug } from "./reference.ts";

export const PRODUCT_COLUMNS = `p.id, p.sku, p.type_id, p.name, p.url_key, p.url_path, p.status, p.visibility, p.price, p.special_price,
  p.special_from_date, p.special_to_date, p.tax_class_id, p.retail_price, p.promo_price, p.description, p.short_description,
  p.meta_title, p.meta_description, p.meta_keyword, p.ean, p.isbn, p.image, p.main_category_id, p.author, p.publisher,
  p.press_type, p.publication_form, p.publishing_series, p.manufacturer, p.magazine_id, p.book_premiere, p.editions_qty,
  p.shipping_schedule, p.is_recurring_payment, p.is_gift_included, p.is_virtual_bundle, p.bestseller, p.promo_block,
  p.news_from_date, p.news_to_date, p.view_count, p.sales_count, p.weight_g, p.created_at, p.updated_at,
  s.qty AS stock_qty, s.is_in_stock AS stock_is_in_stock, s.manage_stock AS stock_manage_stock, s.backorders AS stock_backorders,
  s.min_sale_qty AS stock_min_sale_qty, s.max_sale_qty AS stock_max_sale_qty, s.source_code AS stock_source_code`;

export interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
  name: string;
  url_key: string;
  url_path: string;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class_id: number;
  retail_price: number | null;
  promo_price: number | null;
  description: string;
  short_description: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  ean: string | null;
  isbn: string | null;
  image: string | null;
  main_category_id: number | null;
  author: string | null;
  publisher: string | null;
  press_type: string | null;
  publication_form: number | null;
  publishing_series: number | null;
  manufacturer: string | null;
  magazine_id: number | null;
  book_premiere: string | null;
  editions_qty: number | null;
  shipping_schedule: string | null;
  is_recurring_payment: boolean;
  is_gift_included: boolean;
  is_virtual_bundle: boolean;
  bestseller: boolean;
  promo_block: boolean;
  news_from_date: string | null;
  news_to_date: string | null;
  view_count: number;
  sales_count: number;
  weight_g: number | null;
  created_at: Date;
  updated_at: Date;
  stock_qty: number | null;
  stock_is_in_stock: boolean | null;
  stock_manage_stock: boolean | null;
  stock_backorders: number | null;
  stock_min_sale_qty: number | null;
  stock_max_sale_qty: number | null;
  stock_source_code: string | null;
}

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

/** Price fields in PLN, with the lowest 30-day price (Omnibus) for a discounted price. */
export function priceDoc(row: ProductRow, rate: number, now: Date, history: PricePeriod[] | undefined) {
  const f = priceFields(priceSource(row), rate, now);
  let lowest: number | null = null;
  if (f.is_discounted) {
    const start = reductionStartDate(priceSource(row), now);
    lowest = history ? (start ? lowestPriceBefore(history, start) : lowestPriceInLast30Days(history, now)) : null;
    lowest ??= row.price;
  }
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
    is_discounted: f.is_discounted,
    // UOKiK: a "-20%" badge is measured against the lowest 30-day price, not the regular price.
    discount_percent: lowest !== null && lowest > f.final_price_incl_tax ? Math.floor(((lowest - f.final_price_incl_tax) * 100) / lowest) : 0,
    tax_rate: rate,
    lowest_price_30d: money(lowest),
  };
}

function group<T extends Record<K, number>, K extends keyof T>(rows: T[], key: K): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = row[key] as number;
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export async function loadProductRows(query: Query, where: string, params: unknown[]): Promise<ProductRow[]> {
  return query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN stock_items s ON s.product_id = p.id WHERE ${where}`, params);
}

export async function loadPriceHistory(query: Query, ids: number[]): Promise<Map<number, PricePeriod[]>> {
  if (ids.length === 0) return new Map();
  const rows = await query<{ product_id: number; price: number; valid_from: Date; valid_to: Date | null }>(
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

/** Loads full product documents for `ids`, in the order of `ids`. Missing ids are skipped. */
export async function buildProductDocs(
  db: Pick<Database, "query">,
  ref: ReferenceData,
  ids: number[],
  now: Date,
  opts: { parents?: Map<number, string> } = {},
): Promise<ProductDoc[]> {
  if (ids.length === 0) return [];
  const query = db.query.bind(db);
  const rows = await loadProductRows(query, "p.id = ANY($1::int[])", [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const typeIds = (type: string) => rows.filter((r) => r.type_id === type).map((r) => r.id);
  const configurableIds = typeIds("configurable");
  const bundleIds = typeIds("bundle");
  const subscriptionIds = typeIds("subscription");
  const downloadableIds = typeIds("downloadable");
  const discounted = rows.filter((r) => isSpecialPriceActive(priceSource(r), now)).map((r) => r.id);

  const [categories, media, attrValues, history, children, links, bundles, numberOptions, startingNumbers, downloads, parentRows, taxRates, attributes, tree] =
    await Promise.all([
      query<{ product_id: number; category_id: number; position: number }>(
        `SELECT product_id, category_id, position FROM product_categories WHERE product_id = ANY($1::int[]) ORDER BY position`,
        [ids],
      ),
      query<{ product_id: number; file: string; label: string | null; position: number }>(
        `SELECT product_id, file, label, position FROM product_media WHERE product_id = ANY($1::int[]) AND NOT disabled ORDER BY position, id`,
        [ids],
      ),
      query<{ product_id: number; attribute_id: number; option_id: number }>(
        `SELECT product_id, attribute_id, option_id FROM product_attribute_values WHERE product_id = ANY($1::int[])`,
        [ids],
      ),
      loadPriceHistory(query, discounted),
      configurableIds.length ? loadChildren(query, configurableIds) : Promise.resolve([]),
      query<{ product_id: number; linked_product_id: number; link_type: string; position: number; qty: number; sku: string }>(
        `SELECT l.product_id, l.linked_product_id, l.link_type, l.position, l.qty, p.sku
           FROM product_links l JOIN products p ON p.id = l.linked_product_id
          WHERE l.product_id = ANY($1::int[]) AND p.status IN (0, 1) ORDER BY l.position`,
        [ids],
      ),
      bundleIds.length ? loadBundles(query, bundleIds) : Promise.resolve([]),
      subscriptionIds.length
        ? query<{ product_id: number; id: number; numbers: number; label: string; price: number; position: number }>(
            `SELECT product_id, id, numbers, label, price, position FROM subscription_number_options WHERE product_id = ANY($1::int[]) ORDER BY position, numbers`,
            [subscriptionIds],
          )
        : Promise.resolve([]),
      subscriptionIds.length
        ? query<{ product_id: number; id: number; label: string; issue_date: string; position: number }>(
            `SELECT product_id, id, label, issue_date, position FROM subscription_starting_numbers WHERE product_id = ANY($1::int[]) ORDER BY position, issue_date`,
            [subscriptionIds],
          )
        : Promise.resolve([]),
      downloadableIds.length
        ? query<{ product_id: number; id: number; title: string; file_format: string; sample_url: string | null; number_of_downloads: number; is_shareable: boolean }>(
            `SELECT product_id, id, title, file_format, sample_url, number_of_downloads, is_shareable FROM downloadable_links WHERE product_id = ANY($1::int[]) ORDER BY position`,
            [downloadableIds],
          )
        : Promise.resolve([]),
      opts.parents
        ? Promise.resolve([])
        : query<{ child_id: number; sku: string }>(
            `SELECT l.child_id, p.sku FROM product_super_links l JOIN products p ON p.id = l.parent_id WHERE l.child_id = ANY($1::int[])`,
            [ids],
          ),
      ref.taxRateMap(),
      ref.attributes.get(),
      ref.categories.get(),
    ]);

  const parents = opts.parents ?? new Map(parentRows.map((r) => [r.child_id, r.sku]));
  const attrById = new Map([...attributes.values()].map((a) => [a.attribute_id, a]));
  const catsBy = group(categories, "product_id");
  const mediaBy = group(media, "product_id");
  const attrsBy = group(attrValues, "product_id");
  const linksBy = group(links, "product_id");
  const childrenBy = group(children, "parent_id");
  const bundlesBy = group(bundles, "product_id");
  const numbersBy = group(numberOptions, "product_id");
  const startBy = group(startingNumbers, "product_id");
  const downloadsBy = group(downloads, "product_id");
  const childAttrs = children.length
    ? group(
        await query<{ product_id: number; attribute_id: number; option_id: number }>(
          `SELECT product_id, attribute_id, option_id FROM product_attribute_values WHERE product_id = ANY($1::int[])`,
          [children.map((c) => c.id)],
        ),
        "product_id",
      )
    : new Map<number, { product_id: number; attribute_id: number; option_id: number }[]>();
  const configurableOptions = configurableIds.length
    ? group(
        await query<{ id: number; product_id: number; attribute_id: number; label: string; position: number }>(
          `SELECT id, product_id, attribute_id, label, position FROM configurable_options WHERE product_id = ANY($1::int[]) ORDER BY position`,
          [configurableIds],
        ),
        "product_id",
      )
    : new Map<number, { id: number; product_id: number; attribute_id: number; label: string; position: number }[]>();

  const filterValues = (list: { attribute_id: number; option_id: number }[] | undefined) => {
    const out: Record<string, number | number[]> = {};
    for (const v of list ?? []) {
      const code = attrById.get(v.attribute_id)?.attribute_code;
      if (!code) continue;
      const prev = out[code];
      out[code] = prev === undefined ? v.option_id : Array.isArray(prev) ? [...prev, v.option_id] : [prev, v.option_id];
    }
    return out;
  };

  const docs: ProductDoc[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const rate = taxRates.get(row.tax_class_id) ?? 23;
    const cats = (catsBy.get(id) ?? []).flatMap((c) => {
      const cat = tree.byId.get(c.category_id);
      return cat ? [{ category_id: cat.id, name: cat.name, slug: categorySlug(cat), path: cat.url_path, position: c.position }] : [];
    });
    const doc: ProductDoc = {
      id: row.id,
      sku: row.sku,
      parentSku: parents.get(row.id) ?? row.sku,
      type_id: row.type_id,
      name: row.name,
      slug: row.url_key,
      url_key: row.url_key,
      url_path: row.url_path,
      status: row.status,
      visibility: row.visibility,
      tax_class_id: row.tax_class_id,
      ...priceDoc(row, rate, now, history.get(id)),
      retail_price: money(row.retail_price),
      promo_price: money(row.promo_price),
      image: row.image,
      media_gallery: (mediaBy.get(id) ?? []).map((m) => ({ image: m.file, pos: m.position, typ: "image", lab: m.label ?? row.name })),
      category: cats,
      category_ids: cats.map((c) => c.category_id),
      main_category: row.main_category_id,
      stock: stockDoc(row),
      description: row.description,
      short_description: row.short_description,
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      meta_keyword: row.meta_keyword,
      ean: row.ean,
      isbn: row.isbn,
      author: row.author,
      publisher: row.publisher,
      press_type: row.press_type,
      publication_form: row.publication_form,
      publishing_series: row.publishing_series,
      manufacturer: row.manufacturer,
      magazine_id: row.magazine_id,
      book_premiere: row.book_premiere,
      editions_qty: row.editions_qty,
      shipping_schedule: row.shipping_schedule,
      is_recurring_payment: row.is_recurring_payment,
      is_gift_included: row.is_gift_included,
      is_virtual_bundle: row.is_virtual_bundle,
      bestseller: row.bestseller,
      promo_block: row.promo_block,
      news_from_date: row.news_from_date,
      news_to_date: row.news_to_date,
      view_count: row.view_count,
      sales_count: row.sales_count,
      weight: row.weight_g,
      created_at: row.created_at,
      updated_at: row.updated_at,
      ...filterValues(attrsBy.get(id)),
      product_links: (linksBy.get(id) ?? []).map((l) => ({
        sku: row.sku,
        link_type: l.link_type,
        linked_product_sku: l.sku,
        linked_product_type: null,
        position: l.position,
        qty: l.qty,
      })),
    };
    if (row.type_id === "configurable") {
      const kids = childrenBy.get(id) ?? [];
      const opts = configurableOptions.get(id) ?? [];
      doc.configurable_children = kids.map((k) => ({
        id: k.id,
        sku: k.sku,
        name: k.name,
        status: k.status,
        visibility: k.visibility,
        url_key: k.url_key,
        image: k.image,
        ...priceDoc(k, taxRates.get(k.tax_class_id) ?? rate, now, undefined),
        stock: stockDoc(k),
        ...filterValues(childAttrs.get(k.id)),
      }));
      doc.configurable_options = opts.map((o) => {
        const attr = attrById.get(o.attribute_id);
        const used = new Set(kids.flatMap((k) => (childAttrs.get(k.id) ?? []).filter((v) => v.attribute_id === o.attribute_id).map((v) => v.option_id)));
        return {
          id: o.id,
          attribute_id: o.attribute_id,
          attribute_code: attr?.attribute_code ?? String(o.attribute_id),
          label: o.label,
          position: o.position,
          product_id: id,
          values: (attr?.options ?? []).filter((opt) => used.has(opt.value)).map((opt) => ({ value_index: opt.value, label: opt.label, swatch: opt.swatch })),
        };
      });
    }
    if (row.type_id === "bundle") doc.bundle_options = bundleDocs(bundlesBy.get(id) ?? [], row.sku);
    if (row.type_id === "subscription") {
      doc.number_options = (numbersBy.get(id) ?? []).map((n) => ({ id: n.id, numbers: n.numbers, label: n.label, price_incl_tax: fromGrosze(n.price), position: n.position }));
      doc.starting_numbers = (startBy.get(id) ?? []).map((s) => ({ id: s.id, label: s.label, issue_date: s.issue_date, position: s.position }));
    }
    if (row.type_id === "downloadable") {
      doc.downloadable_links = (downloadsBy.get(id) ?? []).map((d) => ({
        id: d.id,
        title: d.title,
        file_format: d.file_format,
        sample_url: d.sample_url,
        number_of_downloads: d.number_of_downloads === 0 ? "Unlimited" : d.number_of_downloads,
        is_shareable: d.is_shareable,
      }));
    }
    docs.push(doc);
  }
  return docs;
}

type ChildRow = ProductRow & { parent_id: number };
async function loadChildren(query: Query, parentIds: number[]): Promise<ChildRow[]> {
  return query<ChildRow>(
    `SELECT l.parent_id, ${PRODUCT_COLUMNS} FROM product_super_links l
       JOIN products p ON p.id = l.child_id LEFT JOIN stock_items s ON s.product_id = p.id
      WHERE l.parent_id = ANY($1::int[]) AND p.status IN (0, 1) ORDER BY l.parent_id, l.position, p.id`,
    [parentIds],
  );
}

interface BundleRow {
  product_id: number;
  option_id: number;
  title: string;
  required: boolean;
  type: string;
  option_position: number;
  selection_id: number | null;
  selection_sku: string | null;
  selection_name: string | null;
  selection_qty: number | null;
  can_change_qty: boolean | null;
  selection_price: number | null;
  product_price: number | null;
  is_default: boolean | null;
  selection_position: number | null;
}
async function loadBundles(query: Query, bundleIds: number[]): Promise<BundleRow[]> {
  return query<BundleRow>(
    `SELECT o.product_id, o.id AS option_id, o.title, o.required, o.type, o.position AS option_position,
            s.id AS selection_id, p.sku AS selection_sku, p.name AS selection_name, s.qty AS selection_qty,
            s.can_change_qty, s.price AS selection_price, p.price AS product_price, s.is_default, s.position AS selection_position
       FROM bundle_options o
       LEFT JOIN bundle_selections s ON s.option_id = o.id
       LEFT JOIN products p ON p.id = s.product_id AND p.status IN (0, 1)
      WHERE o.product_id = ANY($1::int[])
      ORDER BY o.position, o.id, s.position, s.id`,
    [bundleIds],
  );
}

function bundleDocs(rows: BundleRow[], sku: string) {
  const options = new Map<number, { option_id: number; title: string; required: boolean; type: string; position: number; sku: string; product_links: unknown[] }>();
  for (const r of rows) {
    let o = options.get(r.option_id);
    if (!o) {
      o = { option_id: r.option_id, title: r.title, required: r.required, type: r.type, position: r.option_position, sku, product_links: [] };
      options.set(r.option_id, o);
    }
    if (r.selection_id !== null && r.selection_sku !== null) {
      o.product_links.push({
        id: r.selection_id,
        sku: r.selection_sku,
        name: r.selection_name,
        qty: r.selection_qty,
        can_change_quantity: r.can_change_qty ? 1 : 0,
        price: money(r.selection_price ?? r.product_price),
        is_default: r.is_default,
        position: r.selection_position,
        option_id: r.option_id,
      });
    }
  }
  return [...options.values()];
}

/** Keeps only `include` (when given) and drops `exclude`; dotted names reach one level into objects and arrays. */
export function projectFields(doc: ProductDoc, include?: string[], exclude?: string[]): ProductDoc {
  let out: Record<string, unknown> = doc;
  if (include && include.length) {
    out = {};
    for (const field of include) {
      const [head, rest] = splitField(field);
      if (!(head in doc)) continue;
      if (rest === undefined) out[head] = doc[head];
      else out[head] = mergeNested(out[head], pickNested(doc[head], rest));
    }
  }
  if (exclude && exclude.length) {
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
