import { describe, expect, it } from "vitest";
import { defaultGroupedQtys, groupedQtyCount, groupedTotal } from "./grouped.ts";
import type { GroupedItem } from "./types.ts";

const item = (sku: string, price: number, inStock = true, defaultQty = 1): GroupedItem => ({
  sku,
  name: sku,
  url: `/p/${sku}/x`,
  image: null,
  author: null,
  price: { price_incl_tax: price, final_price_incl_tax: price, is_discounted: false, lowest_price_30d: null },
  stock: { is_in_stock: inStock, qty: 10, manage_stock: true, min_sale_qty: 1, max_sale_qty: 50 },
  defaultQty,
});
const items = [item("A", 29.99), item("B", 39.99, true, 2), item("C", 9.99, false)];

describe("grouped products", () => {
  it("suggests the link quantities, 0 for an item out of stock", () => {
    expect(defaultGroupedQtys(items)).toEqual({ A: 1, B: 2, C: 0 });
  });
  it("sums final price × qty and ignores negative or broken quantities", () => {
    expect(groupedTotal(items, { A: 1, B: 2, C: 0 })).toBe(2999 + 2 * 3999);
    expect(groupedTotal(items, { A: -3, B: 1.5, C: 1 })).toBe(999);
    expect(groupedQtyCount({ A: 0, B: -1 })).toBe(0);
    expect(groupedQtyCount({ A: 2, B: 1 })).toBe(3);
  });
});
