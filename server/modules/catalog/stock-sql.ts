/**
 * The stock part of the order's single statement (docs/decisions/2026-11-24-order-speed.md). stock_items is the
 * catalogue's table, so the catalogue provides the SQL that locks, checks and takes it; the order composes it with
 * the cart's part and its own. The rule is the one the cart checks on every add and pull (domain/cart-stock.ts
 * `saleableQty`), here in SQL, applied under row locks at the moment the order takes the stock.
 */

/**
 * An SQL condition: product `p` (an alias of products) is a pre-order on Warsaw day `today` (an SQL date
 * expression): released after it, and shipped. The rule of domain/preorder.ts `isPreorder`.
 */
export const isPreorderSql = (p: string, today: string) => `(${p}.book_premiere > ${today} AND ${p}.type_id NOT IN ('virtual', 'downloadable'))`;

/**
 * CTEs `locked` and `checked`: the stock rows of the products of CTE `wanted` (columns id, sku, qty, preorder)
 * (read by key, `= ANY(ARRAY(…))`, so no statistics make it join the whole table: server/test/plans.ts)
 * locked in product order (two orders never wait on each other's rows in opposite order), and each wanted line
 * checked: `checked` (id, sku, qty, left, in_stock, ok). A pre-order is taken regardless of stock, up to
 * max_sale_qty (its quantity is still taken: below zero, the stock counts the copies owed to pre-orders).
 */
export const lockAndCheckStockSql = (wanted: string) => `locked AS (
     SELECT s.product_id, s.qty, s.is_in_stock, s.manage_stock, s.backorders, s.max_sale_qty FROM stock_items s
     WHERE s.product_id = ANY(ARRAY(SELECT id FROM ${wanted})) ORDER BY s.product_id FOR UPDATE
   ), checked AS (
     SELECT w.id, w.sku, w.qty, l.qty AS left, l.is_in_stock AS in_stock,
       (l.product_id IS NOT NULL AND w.qty <= l.max_sale_qty
         AND (w.preorder OR NOT l.manage_stock OR (l.is_in_stock AND (l.backorders > 0 OR l.qty >= w.qty)))) IS TRUE AS ok
     FROM ${wanted} w LEFT JOIN locked l ON l.product_id = w.id
   )`;

/** CTE `taken`: the checked quantities taken from stock (never below what can be sold), only when `when` (an SQL condition) holds. */
export const takeStockSql = (when: string) => `taken AS (
     UPDATE stock_items s SET qty = CASE WHEN s.manage_stock THEN s.qty - c.qty ELSE s.qty END,
       is_in_stock = CASE WHEN s.manage_stock AND s.backorders = 0 AND s.qty - c.qty <= 0 THEN false ELSE s.is_in_stock END, updated_at = now()
     FROM checked c WHERE s.product_id = ANY(ARRAY(SELECT id FROM checked)) AND s.product_id = c.id AND ${when}
   )`;

/**
 * CTEs `release_locked` and `released_stock`: the quantities of CTE `lines` (columns id = product id, qty) given
 * back to stock, when an unpaid order expires (server/modules/payment). The stock rows are locked in product order
 * first, like the order's take; a row the take marked out of stock (managed, no backorders, nothing left) is in
 * stock again once something is back.
 */
export const releaseStockSql = (lines: string) => `release_locked AS (
     SELECT s.product_id FROM stock_items s WHERE s.product_id = ANY(ARRAY(SELECT id FROM ${lines})) ORDER BY s.product_id FOR UPDATE
   ), released_stock AS (
     UPDATE stock_items s SET qty = CASE WHEN s.manage_stock THEN s.qty + r.qty ELSE s.qty END,
       is_in_stock = CASE WHEN s.manage_stock AND s.backorders = 0 AND s.qty <= 0 AND s.qty + r.qty > 0 THEN true ELSE s.is_in_stock END, updated_at = now()
     FROM ${lines} r JOIN release_locked l ON l.product_id = r.id WHERE s.product_id = ANY(ARRAY(SELECT product_id FROM release_locked)) AND s.product_id = r.id
     RETURNING s.product_id
   )`;
