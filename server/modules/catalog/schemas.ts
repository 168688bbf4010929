/** Request and response schemas of the catalogue API; the OpenAPI document at /api/docs comes from them. */
import { z } from "zod";
import { FILTER_NAMES, MAX_PAGE_SIZE } from "../../../domain/catalog-query.ts";

export const boolParam = z.enum(["true", "false", "1", "0"], { error: "must be true or false" }).transform((v) => v === "true" || v === "1");

/** "a,b,c" or repeated parameters → string[] */
export const listParam = z
  .union([z.string().max(10_000), z.array(z.string().max(1000)).max(500)])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean));

const intParam = (what: string) => z.coerce.number({ error: `${what} must be a number` }).int({ error: `${what} must be a whole number` });

export const SearchQuerystring = z.looseObject({
  query: z.string().max(200).optional().describe("Free text; words need at least 3 characters"),
  q: z.string().max(200).optional().describe("Alias of query"),
  category: z.string().max(300).optional().describe("Category id, url_path or slug; its subcategories are included"),
  sale: boolParam.optional().describe("Discounted products only"),
  bestsellery: boolParam.optional().describe("Bestsellers only"),
  new: boolParam.optional().describe("New products only"),
  type: listParam.optional().describe("Product types, comma separated"),
  sort: z.string().max(40).optional().describe("latest (default), price_asc, price_desc, most_viewed, bestsellers, premiere, position"),
  start: intParam("start").optional(),
  size: intParam("size").optional().describe(`Page size; non-positive becomes 50, at most ${MAX_PAGE_SIZE}`),
  includeFields: listParam.optional(),
  excludeFields: listParam.optional(),
  aggregations: boolParam.optional(),
  // "size" is the page size here; the clothing-size filter goes as filter[size]=… (or filter.size=…).
  ...Object.fromEntries(
    [...FILTER_NAMES.filter((n) => n !== "size"), "price"].map((n) => [
      n,
      listParam.optional().describe(n === "price" ? "Price ranges: 0-49.99, 50-99.99, 100-149.99, 150-" : "Option ids or labels"),
    ]),
  ),
});

export const SearchBody = z.strictObject({
  query: z.string().max(200).optional(),
  category: z.union([z.number().int(), z.string().max(300)]).optional(),
  filters: z.record(z.string().max(40), z.array(z.union([z.string().max(100), z.number()])).max(100)).optional(),
  sale: z.boolean().optional(),
  bestsellery: z.boolean().optional(),
  new: z.boolean().optional(),
  type: z.array(z.string().max(40)).max(8).optional(),
  skus: z.array(z.string().max(100)).max(500).optional(),
  sort: z.string().max(40).optional(),
  start: z.number().int().optional(),
  size: z.number().int().optional(),
  includeFields: z.array(z.string().max(100)).max(200).nullable().optional(),
  excludeFields: z.array(z.string().max(100)).max(200).nullable().optional(),
  aggregations: z.boolean().optional(),
});

export const ProductDoc = z
  .looseObject({
    id: z.number().int(),
    sku: z.string(),
    parentSku: z.string().optional(),
    type_id: z.string().optional(),
    name: z.string().optional(),
    slug: z.string().optional(),
    url_path: z.string().optional(),
    price_incl_tax: z.number().optional().describe("Regular gross price, PLN"),
    final_price_incl_tax: z.number().optional().describe("Gross price the shopper pays now, PLN"),
    lowest_price_30d: z.number().nullable().optional().describe("Omnibus: lowest gross price of the 30 days before the reduction"),
  })
  .describe("Product document (specification section 3)");

const Bucket = z.object({
  key: z.union([z.string(), z.number()]),
  label: z.string(),
  count: z.number().int(),
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
  swatch: z.string().nullable().optional(),
});

export const SearchResult = z.object({
  items: z.array(ProductDoc),
  total: z.number().int(),
  perPage: z.number().int(),
  start: z.number().int(),
  sort: z.string(),
  aggregations: z.record(z.string(), z.object({ buckets: z.array(Bucket) })),
  attributeMetadata: z.array(z.looseObject({ attribute_id: z.number(), attribute_code: z.string(), frontend_label: z.string() })),
});

export const CategoryDoc = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url_path: z.string(),
  level: z.number().int(),
  children_data: z.array(z.unknown()),
});

export const StockItem = z.object({
  sku: z.string(),
  product_id: z.number().int(),
  item_id: z.number().int(),
  stock_id: z.number().int(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  is_qty_decimal: z.boolean(),
  manage_stock: z.boolean(),
  backorders: z.number().int(),
  min_sale_qty: z.number(),
  max_sale_qty: z.number(),
  source_code: z.string(),
});
