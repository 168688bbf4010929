/**
 * Stock as the shopper sees it: available, last items (5 or fewer left of a stocked product), unavailable;
 * and the quantity limits of the quantity field.
 */
import type { PageStock } from "./types.ts";

export const LOW_STOCK_QTY = 5;

export type StockLevel = "inStock" | "lowStock" | "outOfStock";

export function stockLevel(stock: Pick<PageStock, "is_in_stock" | "qty" | "manage_stock">): StockLevel {
  if (!stock.is_in_stock) return "outOfStock";
  if (stock.manage_stock && stock.qty > 0 && stock.qty <= LOW_STOCK_QTY) return "lowStock";
  return "inStock";
}

/** The allowed quantity range: min_sale_qty up to max_sale_qty, and no more than is in stock. */
export function qtyRange(stock: PageStock): { min: number; max: number } {
  const min = Math.max(1, Math.floor(stock.min_sale_qty || 1));
  let max = Math.max(min, Math.floor(stock.max_sale_qty || 10000));
  if (stock.manage_stock && stock.qty > 0) max = Math.max(min, Math.min(max, Math.floor(stock.qty)));
  return { min, max };
}
