import { describe, expect, it } from "vitest";
import { lineStockIssue, saleableQty, type StockRecord } from "./cart-stock.ts";

const stock = (over: Partial<StockRecord> = {}): StockRecord => ({
  status: 1,
  is_in_stock: true,
  manage_stock: true,
  backorders: 0,
  stock_qty: 5,
  max_sale_qty: 10,
  ...over,
});

describe("lineStockIssue", () => {
  it("passes a line within stock and the sale limit", () => {
    expect(lineStockIssue(stock(), 5)).toBeNull();
    expect(saleableQty(stock({ stock_qty: 50 }))).toBe(10);
    expect(saleableQty(stock({ manage_stock: false, stock_qty: 0 }))).toBe(10);
    expect(saleableQty(stock({ backorders: 1, stock_qty: 0 }))).toBe(10);
  });
  it("flags a product disabled after it was added (or its configurable parent)", () => {
    expect(lineStockIssue(stock({ status: 2 }), 1)?.code).toBe("PRODUCT_DISABLED");
    expect(lineStockIssue(stock({ parentStatus: 2 }), 1)?.code).toBe("PRODUCT_DISABLED");
    expect(lineStockIssue(stock({ status: 0, parentStatus: null }), 1)).toBeNull();
  });
  it("flags out of stock and a quantity above what is left", () => {
    expect(lineStockIssue(stock({ is_in_stock: false }), 1)).toEqual({ code: "OUT_OF_STOCK", message: "Out of the stock!" });
    expect(lineStockIssue(stock({ stock_qty: 0 }), 1)?.code).toBe("OUT_OF_STOCK");
    expect(lineStockIssue(stock({ stock_qty: 2 }), 3)).toEqual({
      code: "QTY_NOT_AVAILABLE",
      message: "Only 2 products of this type are available",
      maxQuantity: 2,
    });
  });
});

describe("pre-orders", () => {
  it("sells a pre-order without stock, up to the sale limit", () => {
    const preorder = stock({ preorder: true, stock_qty: 0, is_in_stock: false });
    expect(saleableQty(preorder)).toBe(10);
    expect(lineStockIssue(preorder, 10)).toBeNull();
    expect(lineStockIssue(preorder, 11)?.code).toBe("QTY_NOT_AVAILABLE");
    expect(lineStockIssue(stock({ preorder: true, status: 2 }), 1)?.code).toBe("PRODUCT_DISABLED");
  });
  it("keeps a normal product without stock unsaleable", () => {
    expect(lineStockIssue(stock({ preorder: false, stock_qty: 0 }), 1)?.code).toBe("OUT_OF_STOCK");
  });
});
