/** Request and response schemas of the catalogue API; the OpenAPI document at /api/docs comes from them. */
import { z } from "zod";
import { idParam, int4, int4Param, text } from "./primitives.ts";
import { FILTER_NAMES, MAX_PAGE_SIZE } from "../domain/catalog-query.ts";
import { LANGUAGES } from "../domain/language.ts";

export const boolParam = z.enum(["true", "false", "1", "0"], { error: "must be true or false" }).transform((v) => v === "true" || v === "1");

/** "a,b,c" or repeated parameters → string[] */
export const listParam = z
  .union([text().max(10_000), z.array(text().max(1000)).max(500)])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean));

/**
 * The language of the shop's labels in the answer (category names and texts, attribute and option labels, subscription,
 * bundle and download options): pl (the default), en, de or it. A label without a translation answers in Polish;
 * product names and descriptions are Polish in every language (docs/decisions/2026-11-26-catalogue-translations.md).
 */
export const LangParam = z
  .enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(", ")}` })
  .optional()
  .describe("Language of the shop's labels: pl (default), en, de, it; Polish where a label has no translation");

const intParam = (what: string) => int4Param({ error: `${what} must be a whole number` });

export const SearchQuerystring = z.looseObject({
  query: text().max(200).optional().describe("Free text; words need at least 3 characters"),
  q: text().max(200).optional().describe("Alias of query"),
  category: text().max(300).optional().describe("Category id, url_path or slug; its subcategories are included"),
  sale: boolParam.optional().describe("Reduced products only: a special price below the lowest price of the 30 days before it (Omnibus)"),
  bestsellery: boolParam.optional().describe("Bestsellers only"),
  new: boolParam.optional().describe("New products only"),
  type: listParam.optional().describe("Product types, comma separated"),
  sort: text()
    .max(40)
    .optional()
    .describe("latest (default), price_asc, price_desc, discount (largest Omnibus reduction first), most_viewed, bestsellers, premiere, position"),
  start: intParam("start").optional(),
  size: intParam("size").optional().describe(`Page size; non-positive becomes 50, at most ${MAX_PAGE_SIZE}`),
  includeFields: listParam.optional(),
  excludeFields: listParam.optional(),
  aggregations: boolParam.optional(),
  lang: LangParam,
  // "size" is the page size here; the clothing-size filter goes as filter[size]=… (or filter.size=…).
  ...Object.fromEntries(
    [...FILTER_NAMES.filter((n) => n !== "size"), "price"].map((n) => [
      n,
      listParam
        .optional()
        .describe(n === "price" ? "Price ranges: 0-49.99, 50-99.99, 100-149.99, 150-" : "Option ids or labels (in Polish or any of their translations)"),
    ]),
  ),
});

export const SearchBody = z.strictObject({
  query: text().max(200).optional(),
  category: z.union([int4(), text().max(300)]).optional(),
  filters: z.record(text().max(40), z.array(z.union([text().max(100), int4()])).max(100)).optional(),
  sale: z.boolean().optional(),
  bestsellery: z.boolean().optional(),
  new: z.boolean().optional(),
  type: z.array(text().max(40)).max(8).optional(),
  skus: z.array(text().max(100)).max(500).optional(),
  sort: text().max(40).optional(),
  start: int4().optional(),
  size: int4().optional(),
  includeFields: z.array(text().max(100)).max(200).nullable().optional(),
  excludeFields: z.array(text().max(100)).max(200).nullable().optional(),
  aggregations: z.boolean().optional(),
  lang: LangParam,
});

const int = () => z.number().int();
const maybeText = () => z.string().nullable();
/** A VAT rate in percent, or "np": not subject to VAT (gift cards: docs/polish-rules.md §3.1). */
export const VatRateSchema = z.union([z.number(), z.literal("np")]).describe('VAT percent, or "np" (not subject to VAT: a gift card)');

/** Price fields of a product or a configurable child, in PLN (server/modules/catalog/products.ts priceDoc). */
const PriceFields = {
  price: z.number(),
  price_incl_tax: z.number().describe("Regular gross price, PLN"),
  price_tax: z.number(),
  original_price: z.number(),
  original_price_incl_tax: z.number(),
  regular_price: z.number(),
  special_price: z.number(),
  special_price_incl_tax: z.number(),
  special_from_date: maybeText(),
  special_to_date: maybeText(),
  final_price: z.number(),
  final_price_incl_tax: z.number().describe("Gross price the shopper pays now, PLN"),
  final_price_tax: z.number(),
  is_special_price: z.boolean().describe("A special price is in force (it is the final price), whether or not it may be announced as a reduction"),
  is_discounted: z
    .boolean()
    .describe("The price may be announced as a reduction (Omnibus): a special price below the lowest price of the 30 days before it took effect"),
  discount_percent: int().describe("Of a reduction only (is_discounted), measured against lowest_price_30d and rounded down; else 0"),
  tax_rate: VatRateSchema,
  lowest_price_30d: z
    .number()
    .nullable()
    .describe(
      "Omnibus: lowest gross price of the 30 days before the special price took effect; null without a special price in force or without history before it",
    ),
};

/** A pre-order's dates (domain/preorder.ts), Warsaw calendar days "YYYY-MM-DD". */
export const Preorder = z
  .strictObject({
    release_date: z.string().describe("The release date (book_premiere)"),
    dispatch_date: z.string().describe("When it is expected to be dispatched: the release date, or the next working day"),
  })
  .describe("A pre-order: released after today and shipped; sold regardless of stock");

export const ProductStock = z.strictObject({
  product_id: int(),
  is_in_stock: z.boolean(),
  qty: z.number(),
  manage_stock: z.boolean(),
  backorders: int(),
  min_sale_qty: z.number(),
  max_sale_qty: z.number(),
  source_code: z.string(),
});

/**
 * Filter attributes (color, size, ...) go out as keys named after the attribute code: the option id, or ids.
 * The codes are data (the attributes table), so they are the one open part of a product document, and closed in type.
 */
const FilterValue = z.union([int(), z.array(int())]);
/** publication_form and publishing_series are both a column and a filter attribute (the attribute wins when set). */
const ColumnOrFilter = z.union([int(), z.array(int())]).nullable();

export const ConfigurableChild = z
  .object({
    id: int(),
    sku: z.string(),
    name: z.string(),
    status: int(),
    visibility: int(),
    url_key: z.string(),
    image: maybeText(),
    ...PriceFields,
    stock: ProductStock,
  })
  .catchall(FilterValue);

export const ConfigurableOption = z.strictObject({
  id: int(),
  attribute_id: int(),
  attribute_code: z.string(),
  label: z.string(),
  position: int(),
  product_id: int(),
  values: z.array(z.strictObject({ value_index: int(), label: z.string(), swatch: maybeText() })),
});

export const BundleOption = z.strictObject({
  option_id: int(),
  title: z.string(),
  required: z.boolean(),
  type: z.string(),
  position: int(),
  sku: z.string(),
  product_links: z.array(
    z.strictObject({
      id: int(),
      sku: z.string(),
      name: z.string(),
      qty: z.number(),
      can_change_quantity: z.union([z.literal(0), z.literal(1)]),
      price: z.number().nullable(),
      is_default: z.boolean(),
      position: int(),
      option_id: int(),
    }),
  ),
});

const CustomOptionValue = z.strictObject({ option_type_id: int(), title: z.string(), price: z.number(), price_type: z.enum(["fixed", "percent"]) });
/** A custom option (domain/custom-options.ts CustomOption). */
export const CustomOption = z.strictObject({
  option_id: int(),
  title: z.string(),
  type: z.enum(["drop_down", "radio", "checkbox", "multiple", "field", "area"]),
  is_require: z.boolean(),
  price: z.number().optional(),
  price_type: z.enum(["fixed", "percent"]).optional(),
  values: z.array(CustomOptionValue).optional(),
});

/** The product document (docs/storefront.md §3), as server/modules/catalog/products.ts builds it. */
export const ProductDoc = z
  .object({
    id: int(),
    sku: z.string(),
    parentSku: z.string().describe("The configurable parent's sku for a child, else the sku"),
    type_id: z.string(),
    name: z.string(),
    slug: z.string(),
    url_key: z.string(),
    url_path: z.string(),
    status: int(),
    visibility: int(),
    tax_class_id: int(),
    ...PriceFields,
    retail_price: z.number().nullable(),
    promo_price: z.number().nullable(),
    image: maybeText(),
    media_gallery: z.array(z.strictObject({ image: z.string(), pos: int(), typ: z.literal("image"), lab: z.string() })),
    category: z.array(z.strictObject({ category_id: int(), name: z.string(), slug: z.string(), path: z.string(), position: int() })),
    category_ids: z.array(int()),
    main_category: int().nullable(),
    stock: ProductStock,
    description: z.string(),
    short_description: z.string(),
    meta_title: maybeText(),
    meta_description: maybeText(),
    meta_keyword: maybeText(),
    ean: maybeText(),
    isbn: maybeText(),
    author: maybeText(),
    publisher: maybeText(),
    /** the author's and the publisher's page (/autor/{slug}, /wydawca/{slug}), null without one */
    author_url: maybeText(),
    publisher_url: maybeText(),
    press_type: maybeText(),
    publication_form: ColumnOrFilter,
    publishing_series: ColumnOrFilter,
    manufacturer: maybeText(),
    magazine_id: int().nullable(),
    book_premiere: maybeText(),
    preorder: Preorder.nullable().describe("Present (not null) while the product is a pre-order: its release and dispatch dates"),
    editions_qty: int().nullable(),
    shipping_schedule: maybeText(),
    is_recurring_payment: z.boolean(),
    is_gift_included: z.boolean(),
    is_virtual_bundle: z.boolean(),
    bestseller: z.boolean(),
    promo_block: z.boolean(),
    news_from_date: maybeText(),
    news_to_date: maybeText(),
    view_count: int(),
    sales_count: int(),
    weight: int().nullable().describe("grams"),
    created_at: z.string(),
    updated_at: z.string(),
    product_links: z.array(
      z.strictObject({ sku: z.string(), link_type: z.string(), linked_product_sku: z.string(), position: int(), qty: z.number().nullable() }),
    ),
    configurable_children: z.array(ConfigurableChild).optional(),
    configurable_options: z.array(ConfigurableOption).optional(),
    bundle_options: z.array(BundleOption).optional(),
    number_options: z
      .array(z.strictObject({ id: int(), numbers: int(), label: z.string(), price_incl_tax: z.number(), position: int() }))
      .optional()
      .describe("subscription: the periods on offer"),
    starting_numbers: z
      .array(z.strictObject({ id: int(), label: z.string(), issue_date: z.string(), position: int() }))
      .optional()
      .describe("subscription: the first issues on offer"),
    downloadable_links: z
      .array(
        z.strictObject({
          id: int(),
          title: z.string(),
          file_format: z.string(),
          sample_url: maybeText(),
          number_of_downloads: z.union([z.literal("Unlimited"), int()]),
          is_shareable: z.boolean(),
        }),
      )
      .optional(),
    options: z.array(CustomOption).optional().describe("custom options"),
  })
  .catchall(FilterValue)
  .describe("Product document (docs/storefront.md §3)");
export type ProductDoc = z.output<typeof ProductDoc>;

/**
 * A product document cut to the fields a search asked for (includeFields / excludeFields, dotted names reach one
 * level in): every field may be missing, and so may the fields of its objects; id, sku and type_id are always there.
 */
export const ProjectedProductDoc = projectionOf(ProductDoc, ["id", "sku", "type_id"]);

function projectionOf(doc: typeof ProductDoc, kept: string[]) {
  const partialOf = (t: z.ZodType): z.ZodType => {
    if (t instanceof z.ZodObject) return t.partial();
    if (t instanceof z.ZodArray && t.element instanceof z.ZodObject) return z.array(t.element.partial());
    if (t instanceof z.ZodOptional) return partialOf(t.unwrap() as z.ZodType);
    return t;
  };
  const shape = Object.fromEntries(Object.entries(doc.shape).map(([k, t]) => [k, kept.includes(k) ? t : partialOf(t).optional()]));
  return z.object(shape).catchall(FilterValue) as unknown as z.ZodType<Partial<ProductDoc> & Pick<ProductDoc, "id" | "sku" | "type_id">>;
}

const Bucket = z.strictObject({
  key: z.union([z.string(), z.number()]),
  label: z.string(),
  count: z.number().int(),
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
  swatch: z.string().nullable().optional(),
});

export const AttributeMetadata = z.strictObject({
  attribute_id: int(),
  attribute_code: z.string(),
  frontend_label: z.string(),
  frontend_input: z.string(),
  is_comparable: z.boolean(),
  is_user_defined: z.boolean(),
  is_visible: z.boolean(),
  options: z.array(z.strictObject({ value: int(), label: z.string(), swatch: maybeText() })),
});

export const SearchResult = z.strictObject({
  items: z.array(ProjectedProductDoc),
  total: z.number().int(),
  perPage: z.number().int(),
  start: z.number().int(),
  sort: z.string(),
  aggregations: z.record(z.string(), z.strictObject({ buckets: z.array(Bucket) })),
  attributeMetadata: z.array(AttributeMetadata),
});

const CategoryFields = {
  id: int(),
  parent_id: int().nullable(),
  parent_ids: z.array(int()),
  name: z.string(),
  slug: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  path: z.string(),
  level: int(),
  position: int(),
  is_active: z.boolean(),
  include_in_menu: z.boolean(),
  product_count: int(),
  default_sort_by: z.string(),
  listing_sort: maybeText(),
  sale_only: z.boolean().describe("Lists only products whose price is announced as a reduction today (Omnibus), like the sale flag"),
  description: maybeText(),
  meta_title: maybeText(),
  meta_description: maybeText(),
  meta_keywords: maybeText(),
  is_landing: z.boolean(),
  cate_landing_img: maybeText(),
  hide_prices: z.boolean(),
  is_premium_subscription: z.boolean(),
  special_group: maybeText(),
  subscription_kind: z.enum(["Subscription", "RBA", "Other"]),
};
export interface CategoryDoc extends z.output<z.ZodObject<typeof CategoryFields>> {
  children_data: CategoryDoc[];
  breadcrumbs?: { id: number; name: string; slug: string; url_path: string }[];
}
/** A category with its children (a tree to the asked depth; one level for a single category) and, for one category, its breadcrumbs. */
export const CategoryDoc: z.ZodType<CategoryDoc> = z.strictObject({
  ...CategoryFields,
  get children_data() {
    return z.array(CategoryDoc);
  },
  breadcrumbs: z.array(z.strictObject({ id: int(), name: z.string(), slug: z.string(), url_path: z.string() })).optional(),
});

export const StockItem = z.strictObject({
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

export const ProductQuery = z.object({ sku: text().max(100).optional(), url_path: text().max(500).optional(), lang: LangParam });
/** 301 from GET /api/catalog/product: a child not sold on its own names its configurable parent. */
export const ProductRedirect = z.strictObject({ url_path: z.string(), sku: z.string() });

export const CategoryTreeQuery = z.object({
  root: idParam().min(2).optional().describe("Root of the returned tree (default: main category 2)"),
  depth: z.coerce.number().int().min(0).max(6).optional(),
  lang: LangParam,
});
export const CategoryParams = z.object({ id: int4Param({ error: "id must be a whole number" }) });
export const CategoryQuery = z.object({ slug: text().max(200).optional(), url_path: text().max(500).optional(), lang: LangParam });
/** The language of one category's answer (GET /api/catalog/categories/:id). */
export const LangQuery = z.object({ lang: LangParam });

export const AttributesQuery = z.object({ attribute_code: listParam.optional(), attribute_id: listParam.optional(), lang: LangParam });
export const Attribute = z.strictObject({
  attribute_id: int(),
  attribute_code: z.string(),
  frontend_label: z.string(),
  frontend_input: z.string(),
  is_filterable: z.boolean(),
  is_comparable: z.boolean(),
  is_user_defined: z.boolean(),
  is_visible: z.boolean(),
  is_visible_on_front: z.boolean(),
  position: int(),
  options: z.array(z.strictObject({ value: int(), label: z.string(), sort_order: int(), swatch: maybeText() })),
});

export const TaxRule = z.strictObject({
  id: int(),
  code: z.string(),
  priority: int(),
  position: int(),
  product_tax_class_ids: z.array(int()),
  customer_tax_class_ids: z.array(int()),
  rates: z.array(
    z.strictObject({
      id: int(),
      code: z.string(),
      rate: z.number().nullable().describe("percent; null: not subject to VAT (np.)"),
      tax_country_id: z.string(),
      region_name: z.string(),
      tax_region_id: int(),
      tax_postcode: z.string(),
    }),
  ),
});

export const StockQuery = z.object({ sku: text().max(100).optional() });
export const StockParams = z.object({ sku: text().max(100) });
export const StockListQuery = z.object({ skus: listParam });

export const RenderListQuery = z.object({
  skus: listParam,
  currencyCode: z.literal("PLN", { error: "only PLN is sold" }).optional(),
  storeId: text().max(10).optional(),
  userGroupId: text().max(10).optional(),
  token: text().max(2000).optional(),
});
export const RenderListItem = z.strictObject({
  id: int(),
  sku: z.string(),
  name: z.string(),
  type: z.string(),
  store_id: int(),
  currency_code: z.string().describe("PLN"),
  url: z.string(),
  price_info: z.strictObject({
    final_price: z.number(),
    regular_price: z.number(),
    special_price: z.number().nullable(),
    minimal_price: z.number(),
    max_price: z.number(),
    lowest_price_30d: z.number().nullable(),
    is_discounted: z.boolean().describe("The price may be announced as a reduction (Omnibus)"),
    discount_percent: int().describe("Measured against lowest_price_30d; 0 unless is_discounted"),
    tax_rate: VatRateSchema,
    extension_attributes: z.strictObject({
      tax_adjustments: z.strictObject({ final_price: z.number(), regular_price: z.number(), special_price: z.number().nullable() }),
    }),
  }),
});
export const RenderList = z.strictObject({ items: z.array(RenderListItem) });

export const LowestPricesBody = z.object({ ids: z.array(idParam()).min(1).max(1000) });
/** product id → the lowest gross price of the 30 days before its special price took effect (of the last 30 days without one). */
export const LowestPrices = z.record(z.string(), z.strictObject({ PLN: z.number() }));
