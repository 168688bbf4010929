/**
 * Delivery and payment methods of a cart, charged from the shop's terms (domain/delivery-rules.ts): which carriers
 * can carry the cart, what the delivery costs (the carrier's price unless free delivery applies, plus the
 * cash-on-delivery fee), and which payment methods the cart may use.
 */
import { DELIVERY_RULES, HOME_COUNTRY, productGroup, type CarrierRule, type DeliveryRules, type ProductGroup } from "./delivery-rules.ts";
import type { Grosze } from "./money.ts";
import { isShipped } from "./shipping-rule.ts";

/** A delivery method of the cart: a carrier of the rules. */
export type ShippingMethodDef = CarrierRule;

export function findShippingMethod(
  carrierCode: string | null | undefined,
  methodCode: string | null | undefined,
  rules: DeliveryRules = DELIVERY_RULES,
): ShippingMethodDef | undefined {
  return rules.carriers.find((m) => m.carrierCode === carrierCode && m.methodCode === methodCode);
}

/**
 * The rules' default carrier for a country (the first marked default that delivers there, else the first that does);
 * without a country, or for a country no carrier serves, the home country's.
 */
export function defaultShippingMethod(rules: DeliveryRules = DELIVERY_RULES, country?: string): ShippingMethodDef {
  const serving = country ? rules.carriers.filter((m) => m.countries.includes(country.toUpperCase())) : [];
  const pool = serving.length > 0 ? serving : rules.carriers.filter((m) => m.countries.includes(HOME_COUNTRY));
  const found = pool.find((m) => m.isDefault) ?? pool[0] ?? rules.carriers[0];
  if (!found) throw new Error("the delivery rules name no carrier");
  return found;
}

export const DEFAULT_SHIPPING_METHOD: ShippingMethodDef = defaultShippingMethod();

/** Product types that are never shipped: the negation of the one rule (shipping-rule.ts). */
export function isVirtualType(typeId: string): boolean {
  return !isShipped(typeId);
}

/** A cart line as delivery sees it: its product type and its gross after the coupon's share. */
export type DeliveryLine = { typeId: string; grossAfterDiscount: Grosze };

/** What delivery needs to know of a cart. */
export interface DeliveryCart {
  /** the product groups of its lines */
  groups: readonly ProductGroup[];
  /** something is sent by post or courier (an address and a delivery method are needed) */
  shipped: boolean;
  /** some line's delivery is charged (otherwise delivery is free: included in the price, or nothing to send) */
  charged: boolean;
  /** the goods counted towards the free-delivery threshold (after discount) */
  thresholdGoods: Grosze;
}

export function deliveryCart(lines: readonly DeliveryLine[], rules: DeliveryRules = DELIVERY_RULES): DeliveryCart {
  const groups = lines.map((l) => productGroup(l.typeId));
  const counted = new Set(rules.freeDelivery.countedGroups);
  return {
    groups: [...new Set(groups)],
    shipped: lines.some((l) => isShipped(l.typeId)),
    charged: groups.some((g) => rules.groups[g] === "charged"),
    thresholdGoods: lines.reduce((s, l, i) => s + (counted.has(groups[i]!) ? Math.max(0, l.grossAfterDiscount) : 0), 0),
  };
}

/** Can this carrier take every shipped line of the cart (e.g. a registered letter takes only magazines)? */
export function carrierCarries(carrier: Pick<CarrierRule, "groups">, cart: Pick<DeliveryCart, "groups">, rules: DeliveryRules = DELIVERY_RULES): boolean {
  return cart.groups.every((g) => rules.groups[g] === "none" || carrier.groups.includes(g));
}

/** Cash on delivery: something is shipped, nothing of an excluded group (subscriptions, e-books), with a carrier that collects. */
export function cashOnDeliveryAllowed(
  carrier: Pick<CarrierRule, "cashOnDelivery">,
  cart: Pick<DeliveryCart, "groups" | "shipped">,
  rules: DeliveryRules = DELIVERY_RULES,
): boolean {
  return (
    rules.paymentMethods.cashondelivery && carrier.cashOnDelivery && cart.shipped && !cart.groups.some((g) => rules.cashOnDelivery.excludedGroups.includes(g))
  );
}

export interface DeliveryCharge {
  /** the carrier's part: its price, or 0 when delivery is free */
  carrierGross: Grosze;
  /** the cash-on-delivery fee (0 without cash on delivery) */
  codFeeGross: Grosze;
  /** carrier + fee: the shipping the cart's totals tax and charge */
  gross: Grosze;
  /** the free-delivery threshold made the carrier's part free */
  freeByThreshold: boolean;
}

/**
 * What delivery costs this cart with this carrier; `cashOnDelivery`: the shopper pays on delivery (the fee is added
 * only where cash on delivery is allowed). Nothing charged (only subscriptions, whose delivery is in their price, or
 * nothing shipped): the carrier's part is 0. The threshold counts its groups' goods after discount, does not
 * apply to cash on delivery unless the rules say so, nor to a carrier delivering outside its countries (abroad).
 */
export function deliveryCharge(carrier: CarrierRule, cart: DeliveryCart, cashOnDelivery: boolean, rules: DeliveryRules = DELIVERY_RULES): DeliveryCharge {
  const cod = cashOnDelivery && cashOnDeliveryAllowed(carrier, cart, rules);
  const threshold = rules.freeDelivery.thresholdGross;
  const freeHere = carrier.countries.every((c) => rules.freeDelivery.countries.includes(c));
  const freeByThreshold =
    cart.charged &&
    freeHere &&
    threshold !== null &&
    cart.thresholdGoods > 0 &&
    cart.thresholdGoods >= threshold &&
    (!cod || rules.freeDelivery.withCashOnDelivery);
  const carrierGross = cart.charged && !freeByThreshold ? carrier.gross : 0;
  const codFeeGross = cod ? rules.cashOnDelivery.feeGross : 0;
  return { carrierGross, codFeeGross, gross: carrierGross + codFeeGross, freeByThreshold };
}

/** What is left to the free-delivery threshold; 0 when reached, null when there is no threshold. */
export function freeShippingRemaining(goodsGross: Grosze, threshold: Grosze | null): Grosze | null {
  if (threshold === null) return null;
  return Math.max(0, threshold - Math.max(0, goodsGross));
}

export type PaymentMethodCode = "cashondelivery" | "vue_payu_gateway" | "vue_payu_gateway_blik" | "vue_payu_gateway_recurring" | "free" | "giftcard";

export type PaymentContext = {
  /** cash on delivery is allowed for this cart and carrier (cashOnDeliveryAllowed) */
  cashOnDelivery: boolean;
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
  /** the payment methods the shop offers (DeliveryRules.paymentMethods); absent: all */
  offered?: DeliveryRules["paymentMethods"];
};

/**
 * Payment methods the cart may use, in display order. Nothing to pay → only "free"; gift cards paying all of it →
 * only "giftcard" (docs/decisions/2026-11-26-gift-cards.md). Cash on delivery where the rules allow it
 * (cashOnDeliveryAllowed) and no gift card is in the cart. The recurring card gateway only for a recurring-payment
 * product. The online methods only when online payment can be used (so a cart of e-books alone has no method then).
 * With gift cards applied, the methods pay what is left (amountDue).
 */
export function visiblePaymentMethods(ctx: PaymentContext): PaymentMethodCode[] {
  if (ctx.hasItems && ctx.grandTotal === 0) return ["free"];
  if (ctx.hasItems && ctx.amountDue === 0) return ["giftcard"];
  const methods: PaymentMethodCode[] = [];
  if (ctx.cashOnDelivery && !ctx.hasGiftCard) methods.push("cashondelivery");
  if (ctx.online === false) return methods;
  if (ctx.offered?.vue_payu_gateway !== false) methods.push("vue_payu_gateway");
  if (ctx.offered?.vue_payu_gateway_blik !== false) methods.push("vue_payu_gateway_blik");
  if (ctx.hasRecurring) methods.push("vue_payu_gateway_recurring");
  return methods;
}
