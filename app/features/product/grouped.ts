/** Grouped products: the starting quantities, the live total of the items chosen and what "add to cart" will add. */
import { plnToGrosze, type Grosze } from "../../../domain/money.ts";
import { qtyRange } from "./stock.ts";
import type { GroupedItem } from "./types.ts";

/** sku → qty */
export type GroupedQtys = Record<string, number>;

/**
 * Each item starts at the catalogue's default quantity of that member (0 unless the catalogue sets one, so one tap
 * never adds the whole set; issue 16), no more than can be bought; an item out of stock starts at 0.
 */
export const defaultGroupedQtys = (items: readonly GroupedItem[]): GroupedQtys =>
  Object.fromEntries(
    items.map((i) => {
      const wanted = Number.isFinite(i.defaultQty) ? Math.max(0, Math.floor(i.defaultQty)) : 0;
      return [i.sku, i.stock.is_in_stock ? Math.min(wanted, qtyRange(i.stock).max) : 0];
    }),
  );

/** Sum of final price × qty; negative quantities do not count. */
export function groupedTotal(items: readonly GroupedItem[], qtys: GroupedQtys): Grosze {
  let total = 0;
  for (const item of items) {
    const qty = qtys[item.sku] ?? 0;
    if (Number.isInteger(qty) && qty > 0) total += plnToGrosze(item.price.final_price_incl_tax) * qty;
  }
  return total;
}

export const groupedQtyCount = (qtys: GroupedQtys) => Object.values(qtys).reduce((n, q) => n + (Number.isInteger(q) && q > 0 ? q : 0), 0);

/** What the add button adds: the pieces and their price (0 pieces: nothing chosen, the button is off). */
export const groupedSelection = (items: readonly GroupedItem[], qtys: GroupedQtys): { count: number; total: Grosze } => ({
  count: groupedQtyCount(qtys),
  total: groupedTotal(items, qtys),
});
