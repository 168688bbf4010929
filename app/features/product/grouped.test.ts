import { describe, expect, it } from "vitest";
import { defaultGroupedQtys, groupedQtyCount, groupedSelection, groupedTotal } from "./grouped.ts";
import type { GroupedItem } from "./types.ts";

const item = (sku: string, price: number, inStock = true, defaultQty = 0, qty = 10): GroupedItem => ({
  sku,
  name: sku,
  url: `/p/${sku}/x`,
  image: null,
  author: null,
  price: { price_incl_tax: price, final_price_incl_tax: price, is_discounted: false, lowest_price_30d: null },
  stock: { is_in_stock: inStock, qty, manage_stock: true, min_sale_qty: 1, max_sale_qty: 50 },
  defaultQty,
});

describe("grouped products", () => {
  it("start each member at the catalogue's default quantity: 0 unless set (issue 16: one tap added the whole set)", () => {
    const set = [item("A", 33.49), item("B", 41.9), item("C", 45.99), item("D", 49.99), item("E", 48)];
    expect(defaultGroupedQtys(set)).toEqual({ A: 0, B: 0, C: 0, D: 0, E: 0 });
    expect(groupedSelection(set, defaultGroupedQtys(set))).toEqual({ count: 0, total: 0 });
  });

  it("a set default counts; out of stock starts at 0; never more than can be bought; a broken default is 0", () => {
    const items = [item("A", 29.99, true, 1), item("B", 39.99, true, 2), item("C", 9.99, false, 1), item("D", 5, true, 9, 3), item("E", 1, true, Number.NaN)];
    expect(defaultGroupedQtys(items)).toEqual({ A: 1, B: 2, C: 0, D: 3, E: 0 });
  });

  it("sums final price × qty and ignores negative or broken quantities", () => {
    const items = [item("A", 29.99), item("B", 39.99), item("C", 9.99, false)];
    expect(groupedTotal(items, { A: 1, B: 2, C: 0 })).toBe(2999 + 2 * 3999);
    expect(groupedTotal(items, { A: -3, B: 1.5, C: 1 })).toBe(999);
    expect(groupedQtyCount({ A: 0, B: -1, C: Number.NaN, D: 1.5 })).toBe(0);
    expect(groupedQtyCount({ A: 2, B: 1 })).toBe(3);
  });

  it("the add button's figures: the pieces chosen and their price", () => {
    const items = [item("A", 33.5), item("B", 41.9)];
    expect(groupedSelection(items, { A: 2, B: 0 })).toEqual({ count: 2, total: 6700 });
    expect(groupedSelection(items, { A: 1, B: 1 })).toEqual({ count: 2, total: 7540 });
  });
});
