/**
 * The catalogue's back-office operations (docs/decisions/2026-11-27-back-office.md): finding products by sku or name
 * with server-side paging, and changing a product's prices, special-price window, stock and visibility. The staff
 * module reaches them through this module's door (CatalogService); only this file writes them.
 *
 * A price change keeps the Omnibus history right: when the price in force now changes, the open `price_history`
 * period is closed and a new one opened at the new price (docs/decisions/2026-11-22-omnibus.md), and the listing
 * index (with its stored reduction decision) is refreshed for the product and its parents. The page version
 * triggers (migrations 0008, 0012) move with these writes, so every process's page cache follows.
 */
import type { Grosze } from "../../../domain/money.ts";
import { finalPrice, type PriceSource } from "../../../domain/pricing.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { refreshListing } from "./listing-index.ts";

export interface StaffProduct {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  url_path: string;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  qty: number | null;
  is_in_stock: boolean | null;
}

export interface StaffProductQuery {
  q?: string;
  type?: string;
  status?: "enabled" | "disabled";
  page: number;
  pageSize: number;
}

export interface StaffProductPatch {
  price?: number;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  status?: 1 | 2;
  visibility?: 1 | 2 | 3 | 4;
  qty?: number;
  is_in_stock?: boolean;
}

const COLUMNS = `p.id, p.sku, p.name, p.type_id, p.url_path, p.status::int AS status, p.visibility::int AS visibility, p.price,
  p.special_price, to_char(p.special_from_date, 'YYYY-MM-DD') AS special_from_date, to_char(p.special_to_date, 'YYYY-MM-DD') AS special_to_date,
  s.qty, s.is_in_stock`;

/** Products matching the query, 1-based page, newest first; a query is a sku (its prefix) or words of the name. */
export async function staffProducts(db: Pick<Database, "query">, q: StaffProductQuery): Promise<{ items: StaffProduct[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const term = q.q?.trim();
  if (term) {
    params.push(term.toUpperCase(), term);
    // sku prefix through the sku index's range; name words through the trigram index on search_name
    where.push(
      `(p.sku >= $${params.length - 1} AND p.sku < $${params.length - 1} || chr(1114111) OR p.search_name LIKE '%' || lower(kiosk_unaccent($${params.length})) || '%')`,
    );
  }
  if (q.type) {
    params.push(q.type);
    where.push(`p.type_id = $${params.length}`);
  }
  if (q.status) where.push(q.status === "enabled" ? "p.status IN (0, 1)" : "p.status = 2");
  const sql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${sql}`, params);
  const items = await db.query<StaffProduct>(
    `SELECT ${COLUMNS} FROM products p LEFT JOIN stock_items s ON s.product_id = p.id ${sql}
      ORDER BY p.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.pageSize, (q.page - 1) * q.pageSize],
  );
  return { items, total: count?.n ?? 0 };
}

export async function staffProduct(db: Pick<Database, "query">, id: number): Promise<StaffProduct | null> {
  const [row] = await db.query<StaffProduct>(`SELECT ${COLUMNS} FROM products p LEFT JOIN stock_items s ON s.product_id = p.id WHERE p.id = $1`, [id]);
  return row ?? null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const source = (p: Pick<StaffProduct, "price" | "special_price" | "special_from_date" | "special_to_date">): PriceSource => ({
  price: p.price as Grosze,
  specialPrice: p.special_price as Grosze | null,
  specialFromDate: p.special_from_date,
  specialToDate: p.special_to_date,
});

/**
 * Changes a product (prices, window, stock, visibility): the row before and after, or a refusal. One transaction
 * with the product locked; the Omnibus history gets a new period when the price in force now changes.
 */
export async function updateStaffProduct(
  db: Database,
  id: number,
  patch: StaffProductPatch,
  now: Date,
): Promise<Outcome<{ before: StaffProduct; after: StaffProduct }, "PRODUCT_NOT_FOUND" | "PRICE_INVALID">> {
  const result = await db.transaction((tx) => applyStaffProductPatch(tx, id, patch, now));
  if (!result.ok) return result;
  const parents = await db.query<{ parent_id: number }>("SELECT parent_id FROM product_super_links WHERE child_id = $1", [id]);
  await refreshListing(db, [id, ...parents.map((p) => p.parent_id)], now);
  return result;
}

/**
 * The change itself, inside the caller's transaction: the panel's edit (one product) and the CSV import (many, in
 * one transaction, import.ts) both go through here, so both keep the Omnibus history the same way. The caller
 * refreshes the listing index after its commit.
 */
export async function applyStaffProductPatch(
  tx: Pick<Database, "query">,
  id: number,
  patch: StaffProductPatch & { name?: string },
  now: Date,
): Promise<Outcome<{ before: StaffProduct; after: StaffProduct }, "PRODUCT_NOT_FOUND" | "PRICE_INVALID">> {
  const [locked] = await tx.query<{ id: number }>("SELECT id FROM products WHERE id = $1 FOR UPDATE", [id]);
  if (!locked) return refuse("PRODUCT_NOT_FOUND", `There is no product ${id}.`);
  const before = (await staffProduct(tx, id))!;
  const next = {
    price: patch.price ?? before.price,
    special_price: patch.special_price !== undefined ? patch.special_price : before.special_price,
    special_from_date: patch.special_from_date !== undefined ? patch.special_from_date : before.special_from_date,
    special_to_date: patch.special_to_date !== undefined ? patch.special_to_date : before.special_to_date,
  };
  if (next.special_price !== null && next.special_price >= next.price) {
    return refuse("PRICE_INVALID", "The special price must be lower than the price.", { field: "special_price" });
  }
  for (const field of ["special_from_date", "special_to_date"] as const) {
    const v = next[field];
    if (v !== null && (!DAY.test(v) || Number.isNaN(Date.parse(v)))) return refuse("PRICE_INVALID", "A date must be YYYY-MM-DD.", { field });
  }
  if (next.special_from_date && next.special_to_date && next.special_from_date > next.special_to_date) {
    return refuse("PRICE_INVALID", "The special price's window must not end before it begins.", { field: "special_to_date" });
  }
  await tx.query(
    `UPDATE products SET price = $2, special_price = $3, special_from_date = $4::date, special_to_date = $5::date,
       status = coalesce($6::smallint, status), visibility = coalesce($7::smallint, visibility), name = coalesce($9::text, name), updated_at = $8
     WHERE id = $1`,
    [id, next.price, next.special_price, next.special_from_date, next.special_to_date, patch.status ?? null, patch.visibility ?? null, now, patch.name ?? null],
  );
  if (patch.qty !== undefined || patch.is_in_stock !== undefined) {
    await tx.query(
      `INSERT INTO stock_items (product_id, qty, is_in_stock, updated_at) VALUES ($1, coalesce($2::int, 0), coalesce($3::boolean, true), $4)
       ON CONFLICT (product_id) DO UPDATE SET qty = coalesce($2::int, stock_items.qty), is_in_stock = coalesce($3::boolean, stock_items.is_in_stock), updated_at = $4`,
      [id, patch.qty ?? null, patch.is_in_stock ?? null, now],
    );
  }
  const was = finalPrice(source(before), now);
  const is = finalPrice(source(next), now);
  if (was !== is) {
    await tx.query("UPDATE price_history SET valid_to = $2 WHERE product_id = $1 AND valid_to IS NULL", [id, now]);
    await tx.query("INSERT INTO price_history (product_id, price, valid_from, valid_to) VALUES ($1, $2, $3, NULL)", [id, is, now]);
  }
  return accept({ before, after: (await staffProduct(tx, id))! });
}

/** Products whose managed stock is at or below `threshold` (the dashboard), fewest first. */
export async function lowStock(db: Pick<Database, "query">, threshold: number, limit: number): Promise<{ items: StaffProduct[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM stock_items s JOIN products p ON p.id = s.product_id WHERE s.manage_stock AND s.qty <= $1 AND p.status IN (0, 1) AND p.type_id = 'simple'",
    [threshold],
  );
  const items = await db.query<StaffProduct>(
    `SELECT ${COLUMNS} FROM stock_items s JOIN products p ON p.id = s.product_id
      WHERE s.manage_stock AND s.qty <= $1 AND p.status IN (0, 1) AND p.type_id = 'simple' ORDER BY s.qty, p.id LIMIT $2`,
    [threshold, limit],
  );
  return { items, total: count?.n ?? 0 };
}
