/** Delivery and payment method lists for a cart (docs/api.md §5.3, §5.4). */
import { SHIPPING_METHODS, shippingCost, visiblePaymentMethods, type PaymentMethodCode, type ShippingMethodDef } from "../../../domain/cart-methods.ts";
import { computeCartTotals } from "../../../domain/cart-totals.ts";
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

/** The cart's payment methods; the online ones only when `online` (PayU is configured: config.PAYU_URL). */
export function paymentMethods(calc: CartCalculation, online: boolean) {
  const codes = visiblePaymentMethods({
    allVirtual: calc.allVirtual,
    hasRecurring: calc.hasRecurring,
    grandTotal: calc.totals.grandTotal,
    amountDue: calc.giftCards.amountDue,
    hasGiftCard: calc.hasGiftCard,
    hasItems: calc.lines.length > 0,
    online,
  });
  return codes.map((code, i) => ({
    code,
    title: PAYMENT_TITLES[code],
    cost: 0,
    cost_incl_tax: 0,
    default: i === 0,
    offline: code === "cashondelivery" || code === "free" || code === "giftcard",
    is_server_method: true as const,
  }));
}

export function isPaymentMethodVisible(calc: CartCalculation, code: string, online: boolean): boolean {
  return paymentMethods(calc, online).some((m) => m.code === code);
}

export function isShippingAvailable(method: ShippingMethodDef, countryId: string): boolean {
  return method.countries.includes(countryId.toUpperCase());
}

/**
 * Each method with what this cart would pay: gross as configured (0 when delivery is free), net split across the
 * goods' VAT rates like in the totals, so the list and the totals always agree.
 */
export function shippingMethods(calc: CartCalculation, countryId: string) {
  const goods = calc.totals.lines.map((l) => ({ itemId: l.itemId, qty: 1, unitGross: l.rowGross, vatRate: l.vatRate }));
  return SHIPPING_METHODS.map((m) => {
    const gross = shippingCost(m, calc.goodsAfterDiscount, calc.freeShippingThreshold, calc.needsShipping || calc.lines.length === 0);
    const net = computeCartTotals({ lines: goods, discountGross: calc.totals.discountGross, shippingGross: gross }).shipping.net;
    const available = isShippingAvailable(m, countryId);
    return {
      carrier_code: m.carrierCode,
      method_code: m.methodCode,
      carrier_title: m.carrierTitle,
      method_title: m.methodTitle,
      amount: fromGrosze(net),
      base_amount: fromGrosze(net),
      available,
      error_message: available ? "" : "Delivery to this country is not available.",
      price_excl_tax: fromGrosze(net),
      price_incl_tax: fromGrosze(gross),
      default: m.isDefault,
      offline: false,
    };
  });
}
