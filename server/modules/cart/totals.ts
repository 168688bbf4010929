/**
 * Totals of a cart (docs/api.md §5.2), always from current catalogue prices: the lines priced now, the
 * coupon evaluated now, delivery by the chosen (or default) method with the free-delivery threshold, then
 * domain/cart-totals.ts. Amounts leave as PLN numbers with 2 decimals.
 */
import { computeCartTotals, type CartTotals } from "../../../domain/cart-totals.ts";
import { DEFAULT_SHIPPING_METHOD, findShippingMethod, freeShippingRemaining, shippingCost, type ShippingMethodDef } from "../../../domain/cart-methods.ts";
import { evaluateCoupon } from "../../../domain/coupon.ts";
import { isShipped } from "../../../domain/shipping-rule.ts";
import { fromGrosze, type Grosze } from "../../../domain/money.ts";
import { linePrice } from "../../../domain/line-price.ts";
import { isGiftSubscription, type ProductOption } from "../../../domain/cart-options.ts";
import type { CartRow, Query } from "./carts.ts";
import { optionCatalogueOf } from "./configuration.ts";
import { lineStock } from "./lines.ts";
import type { LineStockIssue } from "../../../domain/cart-stock.ts";
import { loadLinesOf, type CartSnapshot, type LineData } from "./snapshot.ts";
import type { z } from "zod";
import type { Totals } from "../../../contract/cart.ts";
import { allocateGiftCards, giftCardPayable, giftCardState, maskGiftCardCode, type GiftCardState } from "../../../domain/gift-card.ts";
import { isTaxed, type VatRate } from "../../../domain/vat.ts";
import type { AppliedGiftCard } from "../giftcard/index.ts";

export type PricedLine = {
  itemId: number;
  sku: string;
  name: string;
  qty: number;
  typeId: string;
  productType: string;
  unitGross: Grosze;
  vatRate: VatRate;
  isRecurring: boolean;
  productOption: ProductOption | null;
  options: { label: string; value: string }[];
  stock: { is_in_stock: boolean; max_qty: number };
  /** why the line cannot be ordered as it stands (disabled, out of stock, more than is left), or null */
  stockIssue: LineStockIssue | null;
};

/** Lines priced now from the snapshot's catalogue data: configured price, VAT rate, option labels, stock state. */
export function pricedLinesFrom(rows: readonly LineData[], now: Date): PricedLine[] {
  return rows.map((r) => {
    const price = linePrice(
      { product: r, periodPrice: r.period_price, catalogue: optionCatalogueOf(r.bundle, r.custom_options), option: r.product_option },
      now,
    );
    const configured = price.configuration;
    const { stock, issue } = lineStock(r, r.qty);
    return {
      stock,
      stockIssue: issue,
      itemId: r.id,
      sku: r.sku,
      name: r.name,
      qty: r.qty,
      typeId: r.type_id,
      productType: r.product_type,
      unitGross: price.unitGross,
      vatRate: r.vat_rate ?? 23,
      isRecurring: r.is_recurring,
      productOption: r.product_option,
      options: [
        ...(r.labels ?? []).map(([label, value]) => ({ label, value })),
        ...(r.period_label ? [{ label: "Okres prenumeraty", value: r.period_label }] : []),
        ...(isGiftSubscription(r.product_option) ? [{ label: "Prezent", value: "tak" }] : []),
        ...(configured.ok ? configured.labels : []),
      ],
    };
  });
}

/** A gift card applied to the cart, with what it pays of it now (domain/gift-card.ts). */
export type CartGiftCard = AppliedGiftCard & { state: GiftCardState; amount: Grosze };

export type CartCalculation = {
  lines: PricedLine[];
  totals: CartTotals;
  /**
   * The gift cards applied to the cart and what each pays now: they pay `payable` (all but the gift cards the cart
   * sells), in the order they were applied; `amountDue` is what is left for the payment method. Not a discount: the
   * totals (and the VAT) are the same with or without them.
   */
  giftCards: { cards: CartGiftCard[]; payable: Grosze; total: Grosze; amountDue: Grosze };
  /** the cart sells a gift card (a line outside VAT) */
  hasGiftCard: boolean;
  couponCode: string | null;
  couponPercent: number | null;
  method: ShippingMethodDef;
  needsShipping: boolean;
  allVirtual: boolean;
  hasRecurring: boolean;
  goodsAfterDiscount: Grosze;
  freeShippingThreshold: Grosze | null;
};

export type CalcOptions = { now: Date; freeShippingThreshold: Grosze | null; customerId: number | null; method?: ShippingMethodDef };

/** Totals of a cart row in hand (its lines and its coupon's rule read in one statement). */
export async function calculateCart(db: Query, cart: CartRow, opts: CalcOptions): Promise<CartCalculation> {
  return calculateFrom({ cart, ...(await loadLinesOf(db, cart, opts.customerId)) }, opts);
}

/** Totals from a snapshot (pure: the catalogue data is in the snapshot). */
export function calculateFrom(snapshot: CartSnapshot, opts: CalcOptions): CartCalculation {
  const { cart, rule } = snapshot;
  const lines = pricedLinesFrom(snapshot.lines, opts.now);
  const uses = rule && opts.customerId !== null ? snapshot.customerUses : null;
  // The goods: a gift card (outside VAT) is money, not goods: no coupon discounts it, and it does not count
  // towards free delivery.
  const subtotal = lines.reduce((s, l) => s + (isTaxed(l.vatRate) ? l.unitGross * l.qty : 0), 0);
  const coupon = rule ? evaluateCoupon(rule, { subtotalGross: subtotal, now: opts.now, customerUses: uses }) : null;
  const discount = coupon?.ok ? coupon.discountGross : 0;
  const needsShipping = lines.some((l) => isShipped(l.typeId));
  const method = opts.method ?? findShippingMethod(cart.shipping_carrier_code, cart.shipping_method_code) ?? DEFAULT_SHIPPING_METHOD;
  const goodsAfterDiscount = subtotal - Math.min(discount, subtotal);
  const shippingGross = shippingCost(method, goodsAfterDiscount, opts.freeShippingThreshold, needsShipping);
  const totals = computeCartTotals({ lines, discountGross: discount, shippingGross });
  return {
    lines,
    totals,
    giftCards: giftCardsOf(snapshot.giftCards, totals, opts.now),
    hasGiftCard: lines.some((l) => !isTaxed(l.vatRate)),
    couponCode: coupon?.ok ? rule!.code : null,
    couponPercent: coupon?.ok && rule!.discountType === "percent" ? rule!.discountValue : null,
    method,
    needsShipping,
    allVirtual: lines.length > 0 && !needsShipping,
    hasRecurring: lines.some((l) => l.isRecurring),
    goodsAfterDiscount,
    freeShippingThreshold: opts.freeShippingThreshold,
  };
}

/** What the applied cards pay of these totals now (domain/gift-card.ts allocateGiftCards). */
function giftCardsOf(applied: readonly AppliedGiftCard[], totals: CartTotals, now: Date): CartCalculation["giftCards"] {
  const payable = giftCardPayable(totals.grandTotal, totals.outsideVatGross);
  const states = applied.map((c) => giftCardState({ balance: c.balance, status: c.status, expiresAt: new Date(c.expires_at) }, now));
  const { uses, total } = allocateGiftCards(
    payable,
    applied.map((c, i) => ({ balance: c.balance, usable: states[i] === "usable" })),
  );
  return {
    cards: applied.map((c, i) => ({ ...c, state: states[i]!, amount: uses[i]!.amount })),
    payable,
    total,
    amountDue: totals.grandTotal - total,
  };
}

const pln = fromGrosze;

/** The Magento-shaped totals object. */
export function totalsResult(calc: CartCalculation): z.output<typeof Totals> {
  const t = calc.totals;
  const byId = new Map(calc.lines.map((l) => [l.itemId, l]));
  const items = t.lines.map((l) => {
    const line = byId.get(l.itemId)!;
    const item: Record<string, unknown> = {
      item_id: l.itemId,
      sku: line.sku,
      name: line.name,
      qty: l.qty,
      price: pln(l.unitNet),
      base_price: pln(l.unitNet),
      price_incl_tax: pln(l.unitGross),
      base_price_incl_tax: pln(l.unitGross),
      row_total: pln(l.rowNet),
      base_row_total: pln(l.rowNet),
      row_total_incl_tax: pln(l.rowGross),
      base_row_total_incl_tax: pln(l.rowGross),
      row_total_with_discount: pln(l.rowNetAfterDiscount),
      tax_amount: pln(l.tax),
      base_tax_amount: pln(l.tax),
      tax_percent: l.vatRate,
      discount_amount: pln(l.discountGross),
      base_discount_amount: pln(l.discountGross),
      discount_percent: l.discountGross > 0 ? (calc.couponPercent ?? Math.round((l.discountGross * 10000) / l.rowGross) / 100) : 0,
      options: JSON.stringify(line.options),
      product_type: line.productType,
    };
    if (line.productOption) item["product_option"] = line.productOption;
    item["stock"] = line.stock;
    if (line.stockIssue) item["errors"] = { stock: line.stockIssue };
    return item;
  });

  const segments: Record<string, unknown>[] = [{ code: "subtotal", title: "Subtotal", value: pln(t.subtotalGross) }];
  if (calc.needsShipping) {
    segments.push({ code: "shipping", title: `Shipping & Handling (${calc.method.carrierTitle} - ${calc.method.methodTitle})`, value: pln(t.shipping.gross) });
  }
  if (calc.couponCode) segments.push({ code: "discount", title: `Discount (${calc.couponCode})`, value: -pln(t.discountGross) });
  segments.push({
    code: "tax",
    title: "Tax",
    value: pln(t.taxTotal),
    area: "taxes",
    extension_attributes: {
      tax_grandtotal_details: t.taxByRate.map((r, i) => ({
        amount: pln(r.tax),
        rates: [{ percent: String(r.rate), title: `VAT ${r.rate}%` }],
        group_id: i + 1,
      })),
    },
  });
  segments.push({ code: "grand_total", title: "Grand Total", value: pln(t.grandTotal), area: "footer" });
  const cards = calc.giftCards;
  if (cards.cards.length > 0) {
    // After the grand total: the cards pay part of it (a means of payment, not a discount), the rest is due.
    segments.push({ code: "giftcard", title: "Gift cards", value: -pln(cards.total), area: "footer" });
    segments.push({ code: "amount_due", title: "Amount due", value: pln(cards.amountDue), area: "footer" });
  }

  const result: Record<string, unknown> = {
    grand_total: pln(t.grandTotal),
    base_grand_total: pln(t.grandTotal),
    subtotal: pln(t.subtotalNet),
    base_subtotal: pln(t.subtotalNet),
    subtotal_incl_tax: pln(t.subtotalGross),
    base_subtotal_incl_tax: pln(t.subtotalGross),
    discount_amount: -pln(t.discountGross),
    base_discount_amount: -pln(t.discountGross),
    subtotal_with_discount: pln(t.subtotalGross - t.discountGross),
    base_subtotal_with_discount: pln(t.subtotalGross - t.discountGross),
    shipping_amount: pln(t.shipping.net),
    base_shipping_amount: pln(t.shipping.net),
    shipping_discount_amount: 0,
    shipping_tax_amount: pln(t.shipping.tax),
    base_shipping_tax_amount: pln(t.shipping.tax),
    shipping_incl_tax: pln(t.shipping.gross),
    base_shipping_incl_tax: pln(t.shipping.gross),
    tax_amount: pln(t.taxTotal),
    base_tax_amount: pln(t.taxTotal),
    base_currency_code: "PLN",
    quote_currency_code: "PLN",
    items_qty: t.itemsQty,
    items,
    total_segments: segments,
    extension_attributes: {
      free_shipping_threshold: calc.freeShippingThreshold === null ? null : pln(calc.freeShippingThreshold),
      free_shipping_remaining: calc.needsShipping ? nullablePln(freeShippingRemaining(calc.goodsAfterDiscount, calc.freeShippingThreshold)) : 0,
      shipping_carrier_code: calc.method.carrierCode,
      shipping_method_code: calc.method.methodCode,
      /** lines that cannot be ordered as they stand (items[].errors); the order must refuse while this is above 0 */
      line_errors: calc.lines.filter((l) => l.stockIssue !== null).length,
      gift_cards: cards.cards.map((c) => ({
        card_id: c.id,
        code: maskGiftCardCode(c.last4),
        balance: pln(c.balance),
        amount: pln(c.amount),
        expires_at: new Date(c.expires_at).toISOString(),
        state: c.state,
      })),
      gift_card_amount: pln(cards.total),
      amount_due: pln(cards.amountDue),
    },
  };
  if (calc.couponCode) result["coupon_code"] = calc.couponCode;
  return result as z.output<typeof Totals>;
}

function nullablePln(g: Grosze | null): number | null {
  return g === null ? null : pln(g);
}
