/**
 * The catalogue's tables: products and everything hanging off them, categories, attributes, tax classes and rates,
 * stock, price history and the catalogue's bookkeeping. Written by the catalogue generator (scripts/catalogue) and,
 * for stock, by placing an order (server/architecture.test.ts lists that crossing); the catalog module reads them.
 * Money is integer grosze and gross (VAT included), as in the source data; net amounts are derived.
 * Full-text and trigram search columns and the listing index (catalog_listing, catalog_search) are added by the
 * hand-written migrations 0001, 0002, 0009 and 0018 (see server/db/migrations).
 */
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestampTz, timestamps, position, translations } from "../../db/columns.ts";

export const taxClasses = pgTable("tax_classes", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** "product" or "customer" */
  type: text("type").notNull(),
});

export const taxRates = pgTable("tax_rates", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  countryId: text("country_id").notNull().default("PL"),
  regionId: integer("region_id").notNull().default(0),
  regionName: text("region_name").notNull().default(""),
  postcode: text("postcode").notNull().default("*"),
  /** percent, e.g. 5, 8, 23; null: not subject to VAT ("np.", the gift cards' class: docs/polish-rules.md §3.1) */
  rate: integer("rate"),
});

export const taxRules = pgTable("tax_rules", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  priority: integer("priority").notNull().default(0),
  position: position(),
  productTaxClassIds: integer("product_tax_class_ids").array().notNull(),
  customerTaxClassIds: integer("customer_tax_class_ids").array().notNull(),
  taxRateIds: integer("tax_rate_ids").array().notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    /** materialised path of ids, "1/2/10/44" */
    path: text("path").notNull(),
    level: smallint("level").notNull(),
    position: position(),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    urlPath: text("url_path").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    includeInMenu: boolean("include_in_menu").notNull().default(true),
    description: text("description"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    defaultSortBy: text("default_sort_by").notNull().default("position"),
    isLanding: boolean("is_landing").notNull().default(false),
    cateLandingImg: text("cate_landing_img"),
    hidePrices: boolean("hide_prices").notNull().default(false),
    isPremiumSubscription: boolean("is_premium_subscription").notNull().default(false),
    /** subscriptions | simple | gift | renewable */
    specialGroup: text("special_group"),
    /** listing sort override: magazine_id or book_premiere */
    listingSort: text("listing_sort"),
    /** lists only products whose price is announced as a reduction today (Omnibus): the "Promocje" lists */
    saleOnly: boolean("sale_only").notNull().default(false),
    /** name, description, meta_title, meta_description, meta_keywords in other languages */
    translations: translations(),
  },
  (t) => [uniqueIndex("categories_url_path_uq").on(t.urlPath), index("categories_parent_idx").on(t.parentId), index("categories_url_key_idx").on(t.urlKey)],
);

export const attributes = pgTable("attributes", {
  id: integer("id").primaryKey(),
  attributeCode: text("attribute_code").notNull().unique(),
  frontendLabel: text("frontend_label").notNull(),
  /** select | multiselect | text | textarea | date | boolean | price | int */
  frontendInput: text("frontend_input").notNull(),
  isFilterable: boolean("is_filterable").notNull().default(false),
  isComparable: boolean("is_comparable").notNull().default(false),
  isUserDefined: boolean("is_user_defined").notNull().default(true),
  isVisible: boolean("is_visible").notNull().default(true),
  isVisibleOnFront: boolean("is_visible_on_front").notNull().default(false),
  position: position(),
  /** frontend_label in other languages */
  translations: translations(),
});

export const attributeOptions = pgTable(
  "attribute_options",
  {
    id: integer("id").primaryKey(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id),
    label: text("label").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** swatch value, e.g. a hex colour */
    swatch: text("swatch"),
    /** label in other languages */
    translations: translations(),
  },
  (t) => [index("attribute_options_attr_idx").on(t.attributeId)],
);

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    sku: text("sku").notNull(),
    /** simple | configurable | grouped | bundle | virtual | single_number | subscription | downloadable */
    typeId: text("type_id").notNull(),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    urlPath: text("url_path").notNull(),
    /** 1 enabled, 2 disabled (0 is treated as enabled, as in the source) */
    status: smallint("status").notNull().default(1),
    /** 1 not visible individually, 2 catalog, 3 search, 4 catalog and search */
    visibility: smallint("visibility").notNull().default(4),
    price: integer("price").notNull(),
    specialPrice: integer("special_price"),
    specialFromDate: date("special_from_date"),
    specialToDate: date("special_to_date"),
    taxClassId: integer("tax_class_id")
      .notNull()
      .references(() => taxClasses.id),
    retailPrice: integer("retail_price"),
    promoPrice: integer("promo_price"),
    description: text("description").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeyword: text("meta_keyword"),
    ean: text("ean"),
    isbn: text("isbn"),
    image: text("image"),
    mainCategoryId: integer("main_category_id"),
    /** names of the product's categories, denormalised for search */
    categoryNames: text("category_names").notNull().default(""),
    author: text("author"),
    publisher: text("publisher"),
    pressType: text("press_type"),
    publicationForm: integer("publication_form"),
    publishingSeries: integer("publishing_series"),
    manufacturer: text("manufacturer"),
    magazineId: integer("magazine_id"),
    bookPremiere: date("book_premiere"),
    editionsQty: integer("editions_qty"),
    shippingSchedule: text("shipping_schedule"),
    isRecurringPayment: boolean("is_recurring_payment").notNull().default(false),
    isGiftIncluded: boolean("is_gift_included").notNull().default(false),
    isVirtualBundle: boolean("is_virtual_bundle").notNull().default(false),
    bestseller: boolean("bestseller").notNull().default(false),
    promoBlock: boolean("promo_block").notNull().default(false),
    newsFromDate: date("news_from_date"),
    newsToDate: date("news_to_date"),
    viewCount: integer("view_count").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    weight: integer("weight_g"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("products_sku_uq").on(t.sku),
    uniqueIndex("products_url_path_uq").on(t.urlPath),
    index("products_ean_idx").on(t.ean),
    index("products_isbn_idx").on(t.isbn),
    index("products_sales_idx").on(t.salesCount),
    index("products_views_idx").on(t.viewCount),
    index("products_premiere_idx").on(t.bookPremiere),
    index("products_author_idx").on(t.author),
    index("products_publisher_idx").on(t.publisher),
  ],
);

/** The product a row belongs to; the row goes when the product does. */
function productRef() {
  return integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" });
}

/** A list hanging off one product (its options, links, media...): own id, the product, indexed by product. */
function productRows<N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) {
  return pgTable(name, { id: integer("id").primaryKey(), productId: productRef(), ...columns }, (t) => [index(`${name}_product_idx`).on(t.productId)]);
}

export const productCategories = pgTable(
  "product_categories",
  {
    productId: productRef(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_cat_idx").on(t.categoryId, t.position)],
);

/** Values of select-type attributes used by filters and aggregations; a configurable parent carries its children's values. */
export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: productRef(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id),
    optionId: integer("option_id")
      .notNull()
      .references(() => attributeOptions.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId, t.optionId] }), index("pav_attr_option_idx").on(t.attributeId, t.optionId)],
);

/** Configurable parent → child (simple) products. */
export const productSuperLinks = pgTable(
  "product_super_links",
  {
    parentId: integer("parent_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    childId: integer("child_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] }), index("super_links_child_idx").on(t.childId)],
);

export const configurableOptions = productRows("configurable_options", {
  attributeId: integer("attribute_id")
    .notNull()
    .references(() => attributes.id),
  label: text("label").notNull(),
  position: position(),
  /** label in other languages */
  translations: translations(),
});

/** Grouped "associated" products and related/upsell/crosssell links. */
export const productLinks = pgTable(
  "product_links",
  {
    productId: productRef(),
    linkedProductId: integer("linked_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** associated | related | upsell | crosssell */
    linkType: text("link_type").notNull(),
    position: position(),
    /**
     * An associated (grouped) member's default quantity: what the grouped product's page starts the member's field at.
     * 0 unless the catalogue sets it, so a grouped page never puts every member in the cart on one tap (issue 16).
     */
    qty: integer("qty").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkedProductId, t.linkType] })],
);

export const bundleOptions = productRows("bundle_options", {
  title: text("title").notNull(),
  required: boolean("required").notNull().default(true),
  /** select | radio | checkbox | multi */
  type: text("type").notNull().default("select"),
  position: position(),
  /** title in other languages */
  translations: translations(),
});

export const bundleSelections = pgTable(
  "bundle_selections",
  {
    id: integer("id").primaryKey(),
    optionId: integer("option_id")
      .notNull()
      .references(() => bundleOptions.id, { onDelete: "cascade" }),
    productId: productRef(),
    qty: integer("qty").notNull().default(1),
    canChangeQty: boolean("can_change_qty").notNull().default(false),
    /** selection price in grosze, gross (null: the product's own price) */
    price: integer("price"),
    isDefault: boolean("is_default").notNull().default(false),
    position: position(),
  },
  (t) => [index("bundle_selections_option_idx").on(t.optionId)],
);

/** Subscription lengths: 3, 6, 12 issues... with the price of the whole period. */
export const subscriptionNumberOptions = productRows("subscription_number_options", {
  numbers: integer("numbers").notNull(),
  label: text("label").notNull(),
  price: integer("price").notNull(),
  position: position(),
  /** label in other languages */
  translations: translations(),
});

/** Issues a subscription may start from. */
export const subscriptionStartingNumbers = productRows("subscription_starting_numbers", {
  label: text("label").notNull(),
  issueDate: date("issue_date").notNull(),
  position: position(),
  /** label in other languages */
  translations: translations(),
});

export const downloadableLinks = productRows("downloadable_links", {
  title: text("title").notNull(),
  /** pdf | epub (no MOBI: docs/decisions/2026-11-26-downloads.md) */
  fileFormat: text("file_format").notNull(),
  filePath: text("file_path").notNull(),
  sampleUrl: text("sample_url"),
  numberOfDownloads: integer("number_of_downloads").notNull().default(0),
  isShareable: boolean("is_shareable").notNull().default(false),
  position: position(),
  /** title in other languages */
  translations: translations(),
});

export const productMedia = productRows("product_media", {
  file: text("file").notNull(),
  label: text("label"),
  position: position(),
  disabled: boolean("disabled").notNull().default(false),
});

export const stockItems = pgTable("stock_items", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  qty: integer("qty").notNull().default(0),
  isInStock: boolean("is_in_stock").notNull().default(true),
  manageStock: boolean("manage_stock").notNull().default(true),
  /** 0 no backorders, 1 allow qty below 0, 2 allow and notify */
  backorders: smallint("backorders").notNull().default(0),
  minSaleQty: integer("min_sale_qty").notNull().default(1),
  maxSaleQty: integer("max_sale_qty").notNull().default(10000),
  sourceCode: text("source_code").notNull().default("default"),
  updatedAt: timestampTz("updated_at").notNull().defaultNow(),
});

/** Effective gross selling price over time, for the EU Omnibus lowest-30-day price. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    productId: productRef(),
    price: integer("price").notNull(),
    validFrom: timestampTz("valid_from").notNull(),
    validTo: timestampTz("valid_to"),
  },
  (t) => [index("price_history_product_idx").on(t.productId, t.validFrom)],
);

/**
 * Bookkeeping for the demo catalogue: seeded once, on first start ('seeded'); 'version' is the page version token
 * that triggers bump on every catalogue write (migration 0008) and the page-cache module reads.
 */
export const catalogMeta = pgTable("catalog_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Custom options of a product (docs/storefront.md §3 and §5: drop_down, radio, checkbox, multiple, field, area;
 * fixed or percent prices), as the list the product page reads (`options` of the catalogue document, parsed by
 * domain/custom-options.ts parseCustomOptions; prices in PLN gross). The cart prices lines from the same list.
 */
export const productCustomOptions = pgTable("product_custom_options", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  options: jsonb("options").notNull(),
});

/**
 * Popularity, counted by the shop (docs/decisions/2026-11-27-popularity.md): lifetime views and net units sold, and
 * their decayed scores. A score is an "effective day": the day (days since 1970-01-01) a single event would have to
 * happen on to weigh as much as all of them with the half-life H, i.e. H·log2(Σ 2^(tᵢ/H)); n events on day t score
 * t + H·log2(n). Every product decays at the same rate, so ordering by the stored score is ordering by the decayed
 * count, and the score never needs rewriting as time passes. Null: nothing counted. Not a page-version table:
 * counting views retires no cached page.
 */
export const productPopularity = pgTable(
  "product_popularity",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    sales: integer("sales").notNull().default(0),
    viewScore: doublePrecision("view_score"),
    salesScore: doublePrecision("sales_score"),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("product_popularity_view_score_idx").on(t.viewScore.desc().nullsLast()),
    index("product_popularity_sales_score_idx").on(t.salesScore.desc().nullsLast()),
  ],
);

/**
 * The orders whose units were added to sales (once each, however often the "paid" hook runs), with when, so that a
 * whole refund takes back exactly what was added, weighed as it was.
 */
export const popularityOrders = pgTable("popularity_orders", {
  orderId: integer("order_id").primaryKey(),
  countedAt: timestampTz("counted_at").notNull(),
  /** the units added, by product: [[product_id, qty], …] */
  lines: jsonb("lines").$type<[number, number][]>().notNull(),
  reversedAt: timestampTz("reversed_at"),
});

/**
 * Authors and publishers with a page (/autor/{slug}, /wydawca/{slug}; brands.ts): one row per name found on the
 * products, its slug slugify(name) (two names with one slug share the page), and the shop's short description
 * (Polish, translations in `translations`: {"en": {"description": "…"}}). Rows are added when the catalogue is
 * refreshed; a row without products shows no page.
 */
export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    /** author | publisher */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    translations: translations(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("brands_kind_name_uq").on(t.kind, t.name), index("brands_kind_slug_idx").on(t.kind, t.slug)],
);
