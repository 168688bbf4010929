/** Delivery and payment method lists for a cart (docs/api.md §5.3, §5.4), priced by the shop's delivery rules. */
import { carrierCarries, deliveryCharge, visiblePaymentMethods, type PaymentMethodCode, type ShippingMethodDef } from "../../../domain/cart-methods.ts";
import { computeCartTotals } from "../../../domain/cart-totals.ts";
import { carriersFor } from "../../../domain/delivery-rules.ts";
import { fromGrosze } from "../../../domain/money.ts";
import type { CartCalculation } from "./totals.ts";

const PAYMENT_TITLES: Record<PaymentMethodCode, string> = {
  cashondelivery: "Płatność przy odbiorze",
  vue_payu_gateway: "PayU: szybki przelew, karta, Google Pay, Apple Pay",
  vue_payu_gateway_blik: "BLIK",
  vue_payu_gateway_recurring: "Płatność cykliczna kartą (PayU)",
  free: "Bez płatności",
  giftcard: "Karta podarunkowa",
};

/**
 * The cart's payment methods; the online ones only when `online` (PayU is configured: config.PAYU_URL). Cash on
 * delivery costs what choosing it adds to this cart's delivery with its chosen method: the fee, and the carrier's
 * price when free delivery does not cover cash on delivery.
 */
export function paymentMethods(calc: CartCalculation, online: boolean) {
  const codes = visiblePaymentMethods({
    cashOnDelivery: calc.cashOnDelivery,
    hasRecurring: calc.hasRecurring,
    grandTotal: calc.totals.grandTotal,
    amountDue: calc.giftCards.amountDue,
    hasGiftCard: calc.hasGiftCard,
    hasItems: calc.lines.length > 0,
    online,
    offered: calc.rules.paymentMethods,
  });
  return codes.map((code, i) => {
    const cost = code === "cashondelivery" ? cashOnDeliveryExtra(calc) : 0;
    return {
      code,
      title: PAYMENT_TITLES[code],
      cost: fromGrosze(cost),
      cost_incl_tax: fromGrosze(cost),
      default: i === 0,
      offline: code === "cashondelivery" || code === "free" || code === "giftcard",
      is_server_method: true as const,
    };
  });
}

/** What paying on delivery adds to this cart's delivery (gross). */
function cashOnDeliveryExtra(calc: CartCalculation): number {
  const withCod = deliveryCharge(calc.method, calc.delivery, true, calc.rules).gross;
  const without = deliveryCharge(calc.method, calc.delivery, false, calc.rules).gross;
  return withCod - without;
}

export function isPaymentMethodVisible(calc: CartCalculation, code: string, online: boolean): boolean {
  return paymentMethods(calc, online).some((m) => m.code === code);
}

/** The method delivers to this country and can carry every shipped line of the cart (e.g. a letter takes only magazines). */
export function isShippingAvailable(method: ShippingMethodDef, countryId: string, calc?: CartCalculation): boolean {
  if (!method.countries.includes(countryId.toUpperCase())) return false;
  return calc ? carrierCarries(method, calc.delivery, calc.rules) : true;
}

/**
 * Each method of the country with what this cart would pay for it without cash on delivery: its gross price from the rules (0 when
 * delivery is free), net split across the goods' VAT rates like in the totals, so the list and the totals always agree.
 */
export function shippingMethods(calc: CartCalculation, countryId: string) {
  const goods = calc.totals.lines.map((l) => ({ itemId: l.itemId, qty: 1, unitGross: l.rowGross, vatRate: l.vatRate }));
  // An empty cart shows the methods' prices.
  const delivery = calc.lines.length === 0 ? { ...calc.delivery, charged: true } : calc.delivery;
  // Only the carriers of the country: each country has its own (domain/delivery-rules.ts); none for a country not served.
  return carriersFor(countryId, calc.rules).map((m) => {
    const gross = deliveryCharge(m, delivery, false, calc.rules).gross;
    const net = computeCartTotals({ lines: goods, discountGross: calc.totals.discountGross, shippingGross: gross }).shipping.net;
    const carries = carrierCarries(m, calc.delivery, calc.rules);
    return {
      carrier_code: m.carrierCode,
      method_code: m.methodCode,
      carrier_title: m.carrierTitle,
      method_title: m.methodTitle,
      amount: fromGrosze(net),
      base_amount: fromGrosze(net),
      available: carries,
      error_message: carries ? "" : "This delivery method cannot carry some products of this cart.",
      price_excl_tax: fromGrosze(net),
      price_incl_tax: fromGrosze(gross),
      default: m.isDefault,
      offline: false,
    };
  });
}
