/**
 * The cart's own narrow reads of the catalogue (the catalogue module is optimised elsewhere): a product with
 * its stock and current price inputs, and the child of a configurable product that matches chosen options.
 */
import type { Query } from "./carts.ts";
import { prepared } from "./prepared.ts";

export type CartProductRow = {
  id: number;
  sku: string;
  type_id: string;
  name: string;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  stock_qty: number | null;
  is_in_stock: boolean | null;
  manage_stock: boolean | null;
  backorders: number | null;
  max_sale_qty: number | null;
  /** parent of a child (product_super_links), if any; the caller checks it is configurable */
  parent_id: number | null;
};

const PRODUCT_SQL = `SELECT p.id, p.sku, p.type_id, p.name, p.status, p.visibility, p.price, p.special_price,
  p.special_from_date::text AS special_from_date, p.special_to_date::text AS special_to_date,
  s.qty AS stock_qty, s.is_in_stock, s.manage_stock, s.backorders, s.max_sale_qty,
  (SELECT l.parent_id FROM product_super_links l WHERE l.child_id = p.id ORDER BY l.parent_id LIMIT 1) AS parent_id
FROM products p LEFT JOIN stock_items s ON s.product_id = p.id`;

export async function productBySku(db: Query, sku: string): Promise<CartProductRow | undefined> {
  return (await prepared<CartProductRow>(db, "product_sku", `${PRODUCT_SQL} WHERE p.sku = $1`, [sku]))[0];
}

export async function productById(db: Query, id: number): Promise<CartProductRow | undefined> {
  return (await prepared<CartProductRow>(db, "product_id", `${PRODUCT_SQL} WHERE p.id = $1`, [id]))[0];
}

/** The gross price of a subscription period of this product, if the period and the first issue both belong to it. */
export async function subscriptionPeriodPrice(db: Query, productId: number, numberOptionId: number, startingNumberId: number | null): Promise<number | undefined> {
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
export async function configurableChildren(db: Query, parentId: number): Promise<{ attributeIds: number[]; children: { id: number; status: number; attrs: Record<string, number> }[] }> {
  const [attrRows, childRows] = await Promise.all([
    prepared<{ attribute_id: number }>(db, "conf_attrs", "SELECT attribute_id FROM configurable_options WHERE product_id = $1 ORDER BY position, id", [parentId]),
    prepared<{ id: number; status: number; attrs: Record<string, number> | null }>(
      db,
      "conf_children",
      `SELECT c.id, c.status,
         (SELECT json_object_agg(pav.attribute_id, pav.option_id) FROM product_attribute_values pav
           WHERE pav.product_id = c.id AND pav.attribute_id IN (SELECT attribute_id FROM configurable_options WHERE product_id = $1)) AS attrs
       FROM product_super_links l JOIN products c ON c.id = l.child_id WHERE l.parent_id = $1 ORDER BY l.position, c.id`,
      [parentId],
    ),
  ]);
  return { attributeIds: attrRows.map((r) => r.attribute_id), children: childRows.map((r) => ({ id: r.id, status: r.status, attrs: r.attrs ?? {} })) };
}
