/**
 * Delivery and payment methods of the cart: flat rates (gross, what the shopper pays), a free-delivery
 * threshold on the goods after discount, and which payment methods a cart may use.
 */
import type { Grosze } from "./money.ts";
import { isShipped } from "./shipping-rule.ts";

export type ShippingMethodDef = {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** gross; its net follows the VAT rates of the goods (see cart-totals.ts) */
  gross: Grosze;
  isDefault: boolean;
  /** countries it delivers to */
  countries: readonly string[];
};

export const SHIPPING_METHODS: readonly ShippingMethodDef[] = [
  {
    carrierCode: "flatrate",
    methodCode: "flatrate",
    carrierTitle: "Kurier",
    methodTitle: "Kurier (dostawa do drzwi)",
    gross: 500,
    isDefault: true,
    countries: ["PL"],
  },
  {
    carrierCode: "inpost",
    methodCode: "paczkomat",
    carrierTitle: "InPost",
    methodTitle: "Paczkomat InPost 24/7",
    gross: 1299,
    isDefault: false,
    countries: ["PL"],
  },
  {
    carrierCode: "orlen",
    methodCode: "paczka",
    carrierTitle: "Orlen Paczka",
    methodTitle: "Odbiór w punkcie Orlen Paczka",
    gross: 999,
    isDefault: false,
    countries: ["PL"],
  },
];

export function findShippingMethod(carrierCode: string | null | undefined, methodCode: string | null | undefined): ShippingMethodDef | undefined {
  return SHIPPING_METHODS.find((m) => m.carrierCode === carrierCode && m.methodCode === methodCode);
}

export const DEFAULT_SHIPPING_METHOD: ShippingMethodDef = SHIPPING_METHODS[0]!;

/** Product types that are never shipped: the negation of the one rule (shipping-rule.ts). */
export function isVirtualType(typeId: string): boolean {
  return !isShipped(typeId);
}

/** Free when there is nothing to ship or the goods (after discount) reach the threshold (null: no threshold). */
export function shippingCost(method: Pick<ShippingMethodDef, "gross">, goodsGross: Grosze, threshold: Grosze | null, needsShipping: boolean): Grosze {
  if (!needsShipping) return 0;
  if (threshold !== null && goodsGross > 0 && goodsGross >= threshold) return 0;
  return method.gross;
}

/** What is left to the free-delivery threshold; 0 when reached, null when there is no threshold. */
export function freeShippingRemaining(goodsGross: Grosze, threshold: Grosze | null): Grosze | null {
  if (threshold === null) return null;
  return Math.max(0, threshold - Math.max(0, goodsGross));
}

export type PaymentMethodCode = "cashondelivery" | "vue_payu_gateway" | "vue_payu_gateway_blik" | "vue_payu_gateway_recurring" | "free" | "giftcard";

export type PaymentContext = {
  /** every line virtual or downloadable (an empty cart counts as not virtual) */
  allVirtual: boolean;
  hasRecurring: boolean;
  grandTotal: Grosze;
  /** what is left to pay once the applied gift cards have paid their part; absent: the grand total */
  amountDue?: Grosze;
  /** the cart sells a gift card (a voucher is money: it is paid before it is issued, never on delivery) */
  hasGiftCard?: boolean;
  /** the cart has at least one line */
  hasItems: boolean;
  /** online payment (PayU) can be used; absent: it can */
  online?: boolean;
};

/**
 * Payment methods the cart may use, in display order. Nothing to pay → only "free"; gift cards paying all of it →
 * only "giftcard" (docs/decisions/2026-11-26-gift-cards.md). Cash on delivery needs something delivered, and no gift
 * card in the cart. The recurring card gateway only for a recurring-payment product. The online methods only when
 * online payment can be used (so a cart of e-books alone has no method then). With gift cards applied, the methods
 * pay what is left (amountDue).
 */
export function visiblePaymentMethods(ctx: PaymentContext): PaymentMethodCode[] {
  if (ctx.hasItems && ctx.grandTotal === 0) return ["free"];
  if (ctx.hasItems && ctx.amountDue === 0) return ["giftcard"];
  const methods: PaymentMethodCode[] = [];
  if (!ctx.allVirtual && !ctx.hasGiftCard) methods.push("cashondelivery");
  if (ctx.online === false) return methods;
  methods.push("vue_payu_gateway", "vue_payu_gateway_blik");
  if (ctx.hasRecurring) methods.push("vue_payu_gateway_recurring");
  return methods;
}
