import { describe, expect, it } from "vitest";
import { limitQty, qtyRange, stockLevel } from "./stock.ts";

const stock = (is_in_stock: boolean, qty: number, manage_stock = true) => ({ is_in_stock, qty, manage_stock, min_sale_qty: 1, max_sale_qty: 50 });

describe("stock level", () => {
  it.each([
    [stock(true, 120), "inStock"],
    [stock(true, 6), "inStock"],
    [stock(true, 5), "lowStock"],
    [stock(true, 1), "lowStock"],
    [stock(true, 0), "inStock"], // in stock without a count (backorders)
    [stock(true, 0, false), "inStock"], // virtual and subscription products do not count stock
    [stock(true, 3, false), "inStock"],
    [stock(false, 0), "outOfStock"],
    [stock(false, 40), "outOfStock"],
    [{ ...stock(false, 0), preorder: { release_date: "2027-01-24", dispatch_date: "2027-01-25" } }, "preorder"],
  ] as const)("%o is %s", (s, level) => expect(stockLevel(s)).toBe(level));
});

describe("quantity range", () => {
  it("is limited by the sale limits and by the stock", () => {
    expect(qtyRange(stock(true, 120))).toEqual({ min: 1, max: 50 });
    expect(qtyRange(stock(true, 3))).toEqual({ min: 1, max: 3 });
    expect(qtyRange(stock(true, 0, false))).toEqual({ min: 1, max: 50 });
    expect(qtyRange({ ...stock(true, 3), min_sale_qty: 5 })).toEqual({ min: 5, max: 5 });
    // a pre-order: up to the sale limit, whatever is in stock
    expect(qtyRange({ ...stock(true, 3), preorder: { release_date: "2027-01-24", dispatch_date: "2027-01-25" } })).toEqual({ min: 1, max: 50 });
  });
});

describe("a typed quantity held to what can be bought (issue 16)", () => {
  it("above the limit becomes the limit, and says it was limited", () => {
    const { max } = qtyRange(stock(true, 3));
    expect(limitQty(50, max)).toEqual({ qty: 3, limited: true });
    expect(limitQty(4, max)).toEqual({ qty: 3, limited: true });
  });
  it("within the limit, or without one, stays as typed (whole, not below 0)", () => {
    expect(limitQty(3, 3)).toEqual({ qty: 3, limited: false });
    expect(limitQty(0, 3)).toEqual({ qty: 0, limited: false });
    expect(limitQty(2.7, 3)).toEqual({ qty: 2, limited: false });
    expect(limitQty(-4, 3)).toEqual({ qty: 0, limited: false });
    expect(limitQty(Number.NaN, 3)).toEqual({ qty: 0, limited: false });
    expect(limitQty(500, undefined)).toEqual({ qty: 500, limited: false });
  });
});
