/**
 * Whether a cart line can still be sold as it stands (docs/storefront.md §4, §5 and §8): the product (and a
 * configurable line's parent) enabled, in stock, and no more than can be sold. The same rule refuses an add and
 * flags a line already in the cart whose product changed after it was added.
 */
export type StockRecord = {
  /** 1 enabled, 2 disabled (0 counts as enabled) */
  status: number;
  parentStatus?: number | null;
  is_in_stock: boolean | null;
  manage_stock: boolean | null;
  backorders: number | null;
  stock_qty: number | null;
  max_sale_qty: number | null;
  /** a pre-order (domain/preorder.ts): sold regardless of stock, up to max_sale_qty per line */
  preorder?: boolean;
};

export type LineStockIssue =
  | { code: "PRODUCT_DISABLED"; message: string }
  | { code: "OUT_OF_STOCK"; message: string }
  | { code: "QTY_NOT_AVAILABLE"; message: string; maxQuantity: number };

export const DEFAULT_MAX_SALE_QTY = 10000;

/**
 * How many can be sold: min(stock, max_sale_qty) for managed stock without backorders, else max_sale_qty; 0 when
 * out of stock. A pre-order is sold regardless of stock (quantity and in-stock flag): up to max_sale_qty.
 */
export function saleableQty(s: StockRecord): number {
  if (s.preorder) return Math.max(0, s.max_sale_qty ?? DEFAULT_MAX_SALE_QTY);
  const manage = s.manage_stock ?? true;
  const stockQty = s.stock_qty ?? 0;
  if (manage && (s.is_in_stock !== true || ((s.backorders ?? 0) === 0 && stockQty <= 0))) return 0;
  const max = s.max_sale_qty ?? DEFAULT_MAX_SALE_QTY;
  return manage && (s.backorders ?? 0) === 0 ? Math.min(max, stockQty) : max;
}

export const isEnabled = (status: number | null | undefined) => status === null || status === undefined || status < 2;

/** The first reason `qty` of this product cannot be sold, or null. */
export function lineStockIssue(s: StockRecord, qty: number): LineStockIssue | null {
  if (!isEnabled(s.status) || !isEnabled(s.parentStatus)) return { code: "PRODUCT_DISABLED", message: "This product is no longer available." };
  const max = saleableQty(s);
  if (max <= 0) return { code: "OUT_OF_STOCK", message: "Out of the stock!" };
  if (qty > max) return { code: "QTY_NOT_AVAILABLE", message: `Only ${max} products of this type are available`, maxQuantity: max };
  return null;
}
