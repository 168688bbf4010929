/**
 * Totals of a cart (docs/api.md §5.2), always from current catalogue prices: the lines priced now, the
 * coupon evaluated now, delivery by the chosen (or default) method as the shop's delivery rules charge it
 * (domain/delivery-rules.ts: the carrier's price, free delivery, the cash-on-delivery fee of the chosen payment),
 * then domain/cart-totals.ts. Amounts leave as PLN numbers with 2 decimals.
 */
import { allocate, computeCartTotals, type CartTotals } from "../../../domain/cart-totals.ts";
import {
  cashOnDeliveryAllowed,
  defaultShippingMethod,
  deliveryCart,
  deliveryCharge,
  findShippingMethod,
  freeShippingRemaining,
  type DeliveryCart,
  type DeliveryCharge,
  type ShippingMethodDef,
} from "../../../domain/cart-methods.ts";
import type { DeliveryRules } from "../../../domain/delivery-rules.ts";
import { evaluateCoupon } from "../../../domain/coupon.ts";
import { fromGrosze, type Grosze } from "../../../domain/money.ts";
import { linePrice } from "../../../domain/line-price.ts";
import { isGiftSubscription, type ProductOption } from "../../../domain/cart-options.ts";
import { DEFAULT_LANGUAGE, translated, type Language } from "../../../domain/language.ts";
import type { CartRow, Query } from "./carts.ts";
import { optionCatalogueOf } from "./configuration.ts";
import { lineStock } from "./lines.ts";
import type { LineStockIssue } from "../../../domain/cart-stock.ts";
import { orderDispatch, type OrderDispatch, type PreorderInfo } from "../../../domain/preorder.ts";
import { isShipped } from "../../../domain/shipping-rule.ts";
import { loadLinesOf, takePreloadedLines, type CartSnapshot, type LineData } from "./snapshot.ts";
import type { z } from "zod";
import type { Totals } from "../../../contract/cart.ts";
import { allocateGiftCards, giftCardPayable, giftCardState, maskGiftCardCode, type GiftCardState } from "../../../domain/gift-card.ts";
import { isTaxed, type VatRate } from "../../../domain/vat.ts";
import { lineVatRate, vatScheme, type VatScheme } from "../../../domain/vat-abroad.ts";
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
  /** label and value as the cart shows them; `value_lang` "pl" marks a Polish value (product names) in another language */
  options: { label: string; value: string; value_lang?: "pl" }[];
  stock: { is_in_stock: boolean; max_qty: number };
  /** why the line cannot be ordered as it stands (disabled, out of stock, more than is left), or null */
  stockIssue: LineStockIssue | null;
  /** the line's pre-order dates (domain/preorder.ts), null when it is not a pre-order */
  preorder: PreorderInfo | null;
};

/** The cart's own option labels (the subscription period, a gift), in the shopper's language. */
const LINE_TEXTS: Record<Language, { period: string; gift: string; yes: string }> = {
  pl: { period: "Okres prenumeraty", gift: "Prezent", yes: "tak" },
  en: { period: "Subscription period", gift: "Gift", yes: "yes" },
  de: { period: "Abonnementdauer", gift: "Geschenk", yes: "ja" },
  it: { period: "Durata dell'abbonamento", gift: "Regalo", yes: "sì" },
};

/**
 * Lines priced now from the snapshot's catalogue data: configured price, VAT rate, option labels, stock state. The
 * option labels that come from the catalogue's labels (configurable options and their values, the subscription
 * period, bundle option titles) and the cart's own are in `lang`; product names (a bundle's chosen products) and
 * what the shopper typed stay as they are (docs/decisions/2026-11-26-catalogue-translations.md).
 */
export function pricedLinesFrom(rows: readonly LineData[], now: Date, lang: Language = DEFAULT_LANGUAGE): PricedLine[] {
  const texts = LINE_TEXTS[lang];
  return rows.map((r) => {
    const price = linePrice(
      { product: r, periodPrice: r.period_price, catalogue: optionCatalogueOf(r.bundle, r.custom_options, lang), option: r.product_option },
      now,
    );
    const configured = price.configuration;
    const { stock, issue, preorder } = lineStock(r, r.qty, now);
    return {
      stock,
      stockIssue: issue,
      preorder,
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
        ...(r.labels ?? []).map(([label, value, labelTexts, valueTexts]) => ({
          label: translated(labelTexts, lang, "label", label),
          value: translated(valueTexts, lang, "label", value),
        })),
        ...(r.period_label ? [{ label: texts.period, value: translated(r.period_translations, lang, "label", r.period_label) }] : []),
        ...(isGiftSubscription(r.product_option) ? [{ label: texts.gift, value: texts.yes }] : []),
        ...(configured.ok
          ? configured.labels.map(({ label, value, productNames }) =>
              productNames && lang !== DEFAULT_LANGUAGE ? { label, value, value_lang: "pl" as const } : { label, value },
            )
          : []),
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
  hasRecurring: boolean;
  /** the cart as delivery sees it (its product groups, what counts towards free delivery) */
  delivery: DeliveryCart;
  /** what delivery costs with the chosen method and payment */
  charge: DeliveryCharge;
  /** cash on delivery can be used with this cart and method */
  cashOnDelivery: boolean;
  /** the payment method the totals were priced for (its cash-on-delivery fee included), or null */
  paymentMethod: string | null;
  rules: DeliveryRules;
  /** the delivery country (ISO code) the cart is taxed and delivered for */
  country: string;
  /** how its VAT is charged: Polish, the buyer's EU country's (OSS), or none (export) */
  vatScheme: VatScheme;
  /** the goods before any discount: the lines but gift cards (money, not goods), what a coupon is measured on */
  goodsGross: Grosze;
  /** when the order ships (domain/preorder.ts): at once, or whole when its last pre-order is released */
  dispatch: OrderDispatch;
};

export type CalcOptions = {
  now: Date;
  rules: DeliveryRules;
  customerId: number | null;
  /** the delivery method to price; absent: the cart's, else the rules' default */
  method?: ShippingMethodDef;
  /** the payment method to price (cash on delivery adds its fee); absent: the cart's */
  paymentMethod?: string | null;
  /** the language of the lines' option labels (Polish by default, and for the order's record) */
  lang?: Language;
  /** the delivery country (its VAT and its carriers); absent: the cart's shipping address's, else Poland */
  country?: string;
  /** the buyer is a company whose EU VAT number VIES confirmed (the order checked it): reverse charge in another EU country */
  euVatVerified?: boolean;
};

/** The country of an address (`country_id`, or the storefront's `countryId`), upper case; Poland when it names none. */
export function countryOfAddress(address: unknown): string {
  const a = address as Record<string, unknown> | null | undefined;
  const c = a?.["country_id"] ?? a?.["countryId"];
  return typeof c === "string" && c.trim() !== "" ? c.trim().toUpperCase() : "PL";
}

/** Totals of a cart row in hand (its lines and its coupon's rule read in one statement). */
export async function calculateCart(db: Query, cart: CartRow, opts: CalcOptions): Promise<CartCalculation> {
  return calculateFrom({ cart, ...(takePreloadedLines(cart) ?? (await loadLinesOf(db, cart, opts.customerId))) }, opts);
}

/** Totals from a snapshot (pure: the catalogue data is in the snapshot). */
export function calculateFrom(snapshot: CartSnapshot, opts: CalcOptions): CartCalculation {
  const { cart, rule } = snapshot;
  const country = opts.country?.toUpperCase() ?? countryOfAddress(cart.shipping_address);
  const verified = opts.euVatVerified === true;
  const vat = vatScheme(country, opts.rules.ossDestination, verified);
  // Abroad the price stays what the shop shows; the VAT inside it is the buyer's country's (OSS) or none (export,
  // reverse charge).
  const lines = pricedLinesFrom(snapshot.lines, opts.now, opts.lang).map((l) =>
    vat === "domestic" ? l : { ...l, vatRate: lineVatRate(l.vatRate, country, opts.rules.ossDestination, verified) },
  );
  const uses = rule && opts.customerId !== null ? snapshot.customerUses : null;
  // The goods: a gift card (outside VAT) is money, not goods: no coupon discounts it, and it does not count
  // towards free delivery.
  const subtotal = lines.reduce((s, l) => s + (isTaxed(l.vatRate) ? l.unitGross * l.qty : 0), 0);
  const coupon = rule ? evaluateCoupon(rule, { subtotalGross: subtotal, now: opts.now, customerUses: uses }) : null;
  const discount = coupon?.ok ? coupon.discountGross : 0;
  const rules = opts.rules;
  // The cart's method while it serves the country (an address changed to another country takes that country's default).
  const stored = findShippingMethod(cart.shipping_carrier_code, cart.shipping_method_code, rules);
  const method = opts.method ?? (stored?.countries.includes(country) ? stored : undefined) ?? defaultShippingMethod(rules, country);
  // The coupon's share of each line, as computeCartTotals spreads it: free delivery counts goods after discount.
  const shares = allocate(
    Math.min(Math.max(0, discount), subtotal),
    lines.map((l) => l.unitGross * l.qty),
  );
  const delivery = deliveryCart(
    lines.map((l, i) => ({ typeId: l.typeId, grossAfterDiscount: l.unitGross * l.qty - shares[i]! })),
    rules,
  );
  const paymentMethod = opts.paymentMethod !== undefined ? opts.paymentMethod : (cart.payment_method ?? null);
  const charge = deliveryCharge(method, delivery, paymentMethod === "cashondelivery", rules);
  const totals = computeCartTotals({ lines, discountGross: discount, shippingGross: charge.gross });
  return {
    lines,
    totals,
    goodsGross: subtotal,
    giftCards: giftCardsOf(snapshot.giftCards, totals, opts.now),
    hasGiftCard: lines.some((l) => !isTaxed(l.vatRate)),
    couponCode: coupon?.ok ? rule!.code : null,
    couponPercent: coupon?.ok && rule!.discountType === "percent" ? rule!.discountValue : null,
    method,
    needsShipping: delivery.shipped,
    hasRecurring: lines.some((l) => l.isRecurring),
    delivery,
    charge,
    cashOnDelivery: cashOnDeliveryAllowed(method, delivery, rules),
    paymentMethod,
    rules,
    country,
    vatScheme: vat,
    dispatch: orderDispatch(lines.map((l) => ({ preorder: l.preorder, shipped: isShipped(l.typeId) }))),
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
    item["preorder"] = line.preorder;
    if (line.stockIssue) item["errors"] = { stock: line.stockIssue };
    return item;
  });

  const segments: Record<string, unknown>[] = [{ code: "subtotal", title: "Subtotal", value: pln(t.subtotalGross) }];
  if (calc.needsShipping) {
    // The carrier's part; the cash-on-delivery fee is its own segment (both are the totals' shipping, taxed like the goods).
    segments.push({
      code: "shipping",
      title: `Shipping & Handling (${calc.method.carrierTitle} - ${calc.method.methodTitle})`,
      value: pln(calc.charge.carrierGross),
    });
    if (calc.charge.codFeeGross > 0) segments.push({ code: "cod_fee", title: "Cash on delivery fee", value: pln(calc.charge.codFeeGross) });
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
      free_shipping_threshold: nullablePln(calc.rules.freeDelivery.thresholdGross),
      free_shipping_remaining: freeRemaining(calc),
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
      dispatch: { kind: calc.dispatch.kind, dispatch_date: calc.dispatch.kind === "now" ? null : calc.dispatch.dispatch_date },
      vat: { scheme: calc.vatScheme, country: calc.country },
    },
  };
  if (calc.couponCode) result["coupon_code"] = calc.couponCode;
  return result as z.output<typeof Totals>;
}

/**
 * What is left to free delivery: 0 when nothing is charged (only subscriptions or e-books), null when there is no
 * threshold, the chosen payment (cash on delivery) is not delivered free, or the delivery goes abroad.
 */
function freeRemaining(calc: CartCalculation): number | null {
  if (!calc.delivery.charged) return 0;
  // abroad delivery is never free (domain/delivery-rules.ts freeDelivery.countries)
  if (!calc.method.countries.every((c) => calc.rules.freeDelivery.countries.includes(c))) return null;
  if (calc.charge.codFeeGross > 0 && !calc.rules.freeDelivery.withCashOnDelivery) return null;
  return nullablePln(freeShippingRemaining(calc.delivery.thresholdGoods, calc.rules.freeDelivery.thresholdGross));
}

function nullablePln(g: Grosze | null): number | null {
  return g === null ? null : pln(g);
}
