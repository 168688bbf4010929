/**
 * Stock as the shopper sees it: available, last items (5 or fewer left of a stocked product), unavailable, pre-order;
 * and the quantity limits of the quantity field.
 */
import type { PageStock } from "./types.ts";

export const LOW_STOCK_QTY = 5;

export type StockLevel = "inStock" | "lowStock" | "outOfStock" | "preorder";

/** A pre-order is sold regardless of stock (domain/preorder.ts), so it says so instead of a stock level. */
export function stockLevel(stock: Pick<PageStock, "is_in_stock" | "qty" | "manage_stock" | "preorder">): StockLevel {
  if (stock.preorder) return "preorder";
  if (!stock.is_in_stock) return "outOfStock";
  if (stock.manage_stock && stock.qty > 0 && stock.qty <= LOW_STOCK_QTY) return "lowStock";
  return "inStock";
}

/** The allowed quantity range: min_sale_qty up to max_sale_qty, and no more than is in stock (a pre-order: up to max_sale_qty). */
export function qtyRange(stock: PageStock): { min: number; max: number } {
  const min = Math.max(1, Math.floor(stock.min_sale_qty || 1));
  let max = Math.max(min, Math.floor(stock.max_sale_qty || 10000));
  if (stock.manage_stock && stock.qty > 0 && !stock.preorder) max = Math.max(min, Math.min(max, Math.floor(stock.qty)));
  return { min, max };
}

/**
 * A typed quantity held to what can be bought: above `max` it becomes `max` and `limited` says so (the field then tells
 * the shopper, issue 16). Not a whole number or below 0: 0.
 */
export function limitQty(typed: number, max: number | undefined): { qty: number; limited: boolean } {
  const qty = Number.isFinite(typed) ? Math.max(0, Math.floor(typed)) : 0;
  return max !== undefined && qty > max ? { qty: max, limited: true } : { qty, limited: false };
}
