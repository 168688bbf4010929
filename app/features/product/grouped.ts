/** Grouped products: the suggested quantities and the live total of the items chosen. */
import { toGrosze, type Grosze } from "../../../domain/money.ts";
import type { GroupedItem } from "./types.ts";

/** sku → qty */
export type GroupedQtys = Record<string, number>;

/** Each item's suggested quantity; an item out of stock starts at 0. */
export const defaultGroupedQtys = (items: readonly GroupedItem[]): GroupedQtys =>
  Object.fromEntries(items.map((i) => [i.sku, i.stock.is_in_stock ? Math.max(0, Math.floor(i.defaultQty)) : 0]));

/** Sum of final price × qty; negative quantities do not count. */
export function groupedTotal(items: readonly GroupedItem[], qtys: GroupedQtys): Grosze {
  let total = 0;
  for (const item of items) {
    const qty = qtys[item.sku] ?? 0;
    if (Number.isInteger(qty) && qty > 0) total += toGrosze(item.price.final_price_incl_tax) * qty;
  }
  return total;
}

// biome-ignore lint/complexity/useMathMinMax: a NaN quantity must count as 0 (Math.max would give NaN)
export const groupedQtyCount = (qtys: GroupedQtys) => Object.values(qtys).reduce((n, q) => n + (q > 0 ? q : 0), 0);
