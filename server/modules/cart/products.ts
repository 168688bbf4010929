/**
 * The cart's own narrow reads of the catalogue (the catalogue module is optimised elsewhere): a product with
 * its stock and current price inputs, and the child of a configurable product that matches chosen options.
 */
import type { RowOf } from "../../db/rows.ts";
import type { products } from "../catalog/index.ts";
import type { Query } from "./carts.ts";
import { BUNDLE_JSON_SQL, CUSTOM_OPTIONS_SQL, loadOptionCatalogue, optionCatalogueOf, type BundleJson, type OptionCatalogue } from "./configuration.ts";
import { prepared } from "./prepared.ts";

export type CartProductRow = Pick<
  RowOf<typeof products>,
  "id" | "sku" | "type_id" | "name" | "status" | "visibility" | "price" | "special_price" | "special_from_date" | "special_to_date"
> & {
  stock_qty: number | null;
  is_in_stock: boolean | null;
  manage_stock: boolean | null;
  backorders: number | null;
  max_sale_qty: number | null;
  /** the release date (book_premiere): after today, a shipped product is a pre-order */
  release_date: string | null;
  /** parent of a child (product_super_links), if any; the caller checks it is configurable */
  parent_id: number | null;
};

/** A product row with stock (aliases `p`, `s`) as jsonb; `parentId`: an SQL expression for its configurable parent's id. */
const productJson = (p: string, s: string, parentId: string) => `jsonb_build_object('id', ${p}.id, 'sku', ${p}.sku, 'type_id', ${p}.type_id, 'name', ${p}.name,
  'status', ${p}.status, 'visibility', ${p}.visibility, 'price', ${p}.price, 'special_price', ${p}.special_price, 'special_from_date', ${p}.special_from_date,
  'special_to_date', ${p}.special_to_date, 'stock_qty', ${s}.qty, 'is_in_stock', ${s}.is_in_stock, 'manage_stock', ${s}.manage_stock,
  'backorders', ${s}.backorders, 'max_sale_qty', ${s}.max_sale_qty, 'release_date', ${p}.book_premiere, 'parent_id', ${parentId})`;
const parentOf = (p: string) => `(SELECT l.parent_id FROM product_super_links l WHERE l.child_id = ${p}.id ORDER BY l.parent_id LIMIT 1)`;

/** attribute ids and children (with their attribute values, and their product rows when `rows`) of configurable `parent`, as jsonb. */
const confJson = (parent: string, rows: boolean) => `jsonb_build_object(
  'attribute_ids', (SELECT jsonb_agg(co.attribute_id ORDER BY co.position, co.id) FROM configurable_options co WHERE co.product_id = ${parent}),
  'children', (SELECT jsonb_agg(jsonb_build_object('id', c.id, 'status', c.status,
      'attrs', (SELECT jsonb_object_agg(pav.attribute_id, pav.option_id) FROM product_attribute_values pav
                 WHERE pav.product_id = c.id AND pav.attribute_id IN (SELECT attribute_id FROM configurable_options WHERE product_id = ${parent}))
      ${rows ? `, 'row', ${productJson("c", "cs", parentOf("c"))}` : ""}) ORDER BY l.position, c.id)
    FROM product_super_links l JOIN products c ON c.id = l.child_id ${rows ? "LEFT JOIN stock_items cs ON cs.product_id = c.id" : ""} WHERE l.parent_id = ${parent}))`;

/** A product with stock as one jsonb row (the same shape the product context carries), by `where` on `p`. */
const productRowSql = (where: string) =>
  `SELECT ${productJson("p", "s", parentOf("p"))} AS row FROM products p LEFT JOIN stock_items s ON s.product_id = p.id WHERE ${where}`;
const PRODUCT_BY_SKU = productRowSql("p.sku = $1");
const PRODUCT_BY_ID = productRowSql("p.id = $1");
const CONFIGURABLE = `SELECT ${confJson("$1::int", false)} AS conf`;

export async function productBySku(db: Query, sku: string): Promise<CartProductRow | undefined> {
  return (await prepared<{ row: CartProductRow }>(db, "product_sku", PRODUCT_BY_SKU, [sku]))[0]?.row;
}

export async function productById(db: Query, id: number): Promise<CartProductRow | undefined> {
  return (await prepared<{ row: CartProductRow }>(db, "product_id", PRODUCT_BY_ID, [id]))[0]?.row;
}

/** The gross price of a subscription period of this product, if the period and the first issue both belong to it. */
export async function subscriptionPeriodPrice(
  db: Query,
  productId: number,
  numberOptionId: number,
  startingNumberId: number | null,
): Promise<number | undefined> {
  const rows = await prepared<{ price: number; start_ok: boolean }>(
    db,
    "subscription_period",
    `SELECT n.price, ($3::int IS NULL OR EXISTS (SELECT 1 FROM subscription_starting_numbers s WHERE s.id = $3::int AND s.product_id = $1)) AS start_ok
       FROM subscription_number_options n WHERE n.id = $2 AND n.product_id = $1`,
    [productId, numberOptionId, startingNumberId],
  );
  return rows[0]?.start_ok ? rows[0].price : undefined;
}

/** Children of a configurable parent with their values of the parent's configurable attributes (attribute id → option id). */
export async function configurableChildren(
  db: Query,
  parentId: number,
): Promise<{ attributeIds: number[]; children: { id: number; status: number; attrs: Record<string, number> }[] }> {
  const [row] = await prepared<{ conf: ConfJson }>(db, "conf_children", CONFIGURABLE, [parentId]);
  return confOf(row!.conf);
}

/** attribute ids and children of a configurable product as the cart's rules take them. */
const confOf = (c: ConfJson) => ({
  attributeIds: c.attribute_ids ?? [],
  children: (c.children ?? []).map((r) => ({ id: r.id, status: r.status, attrs: r.attrs ?? {} })),
});

/**
 * Everything adding a line may read about sku `$1`, in one statement: the product with stock and current price
 * inputs, its configurable children (with their rows) or its configurable parent (with the parent's children),
 * the chosen subscription period's price and the option catalogue of the product and of its parent.
 */
export type ProductContext = CartProductRow & {
  conf: ConfJson | null;
  parent: (CartProductRow & { conf: ConfJson | null; bundle: BundleJson | null; custom: unknown }) | null;
  /** the price of subscription period `$2` (starting number `$3`), when both belong to this subscription product */
  period_price: number | null;
  bundle: BundleJson | null;
  custom: unknown;
};
type ConfJson = {
  attribute_ids: number[] | null;
  children: { id: number; status: number; attrs: Record<string, number> | null; row?: CartProductRow }[] | null;
};

/** The product context as a jsonb column, for sku `$1`, period `$2`, starting number `$3`. */
export const PRODUCT_CONTEXT_SQL = `(SELECT ${productJson("p", "s", "pl.parent_id")} || jsonb_build_object(
    'conf', CASE WHEN p.type_id = 'configurable' THEN ${confJson("p.id", true)} END,
    'parent', CASE WHEN pl.parent_id IS NOT NULL THEN (SELECT ${productJson("pp", "ps", parentOf("pp"))} || jsonb_build_object(
        'conf', CASE WHEN pp.type_id = 'configurable' THEN ${confJson("pp.id", false)} END,
        'bundle', CASE WHEN pp.type_id = 'bundle' THEN ${BUNDLE_JSON_SQL("pp.id")} END, 'custom', ${CUSTOM_OPTIONS_SQL("pp.id")})
      FROM products pp LEFT JOIN stock_items ps ON ps.product_id = pp.id WHERE pp.id = pl.parent_id) END,
    'period_price', CASE WHEN $2::bigint IS NOT NULL AND p.type_id = 'subscription' THEN (SELECT n.price FROM subscription_number_options n
        WHERE n.id = $2::bigint AND n.product_id = p.id AND ($3::bigint IS NULL OR EXISTS (SELECT 1 FROM subscription_starting_numbers ss WHERE ss.id = $3::bigint AND ss.product_id = p.id))) END,
    'bundle', CASE WHEN p.type_id = 'bundle' THEN ${BUNDLE_JSON_SQL("p.id")} END,
    'custom', ${CUSTOM_OPTIONS_SQL("p.id")})
  FROM products p LEFT JOIN stock_items s ON s.product_id = p.id LEFT JOIN LATERAL ${parentOf("p")} AS pl(parent_id) ON true
  WHERE p.sku = $1::text)`;

/**
 * The catalogue reads of resolving a line: from the database, or from a product context read beforehand
 * (anything the context does not hold is read from the database, so both give the same answers).
 */
export type ProductSource = {
  bySku(sku: string): Promise<CartProductRow | undefined>;
  byId(id: number): Promise<CartProductRow | undefined>;
  configurableChildren(parentId: number): ReturnType<typeof configurableChildren>;
  subscriptionPeriodPrice(productId: number, numberOptionId: number, startingNumberId: number | null): Promise<number | undefined>;
  optionCatalogue(productId: number): Promise<OptionCatalogue | undefined>;
};

export function databaseSource(db: Query): ProductSource {
  return {
    bySku: (sku) => productBySku(db, sku),
    byId: (id) => productById(db, id),
    configurableChildren: (parentId) => configurableChildren(db, parentId),
    subscriptionPeriodPrice: (productId, n, start) => subscriptionPeriodPrice(db, productId, n, start),
    optionCatalogue: async (productId) => (await loadOptionCatalogue(db, [productId])).get(productId),
  };
}

/** `ctx` was read for sku `sku`, period `period` (null: none asked). */
export function contextSource(
  db: Query,
  sku: string,
  ctx: ProductContext | null,
  period: { numberOptionId: number; startingNumberId: number | null } | null,
): ProductSource {
  const fallback = databaseSource(db);
  return {
    bySku: async (s) => (s === sku ? (ctx ?? undefined) : fallback.bySku(s)),
    byId: async (id) => {
      if (ctx?.id === id) return ctx;
      if (ctx?.parent?.id === id) return ctx.parent;
      const child = ctx?.conf?.children?.find((c) => c.id === id)?.row;
      return child ?? fallback.byId(id);
    },
    configurableChildren: async (parentId) => {
      if (ctx?.id === parentId && ctx.conf) return confOf(ctx.conf);
      if (ctx?.parent?.id === parentId && ctx.parent.conf) return confOf(ctx.parent.conf);
      return fallback.configurableChildren(parentId);
    },
    subscriptionPeriodPrice: async (productId, n, start) => {
      if (ctx?.id === productId && ctx.type_id === "subscription" && period && period.numberOptionId === n && period.startingNumberId === start)
        return ctx.period_price ?? undefined;
      return fallback.subscriptionPeriodPrice(productId, n, start);
    },
    optionCatalogue: async (productId) => {
      if (ctx?.id === productId) return optionCatalogueOf(ctx.bundle, ctx.custom);
      if (ctx?.parent?.id === productId) return optionCatalogueOf(ctx.parent.bundle, ctx.parent.custom);
      return fallback.optionCatalogue(productId);
    },
  };
}
