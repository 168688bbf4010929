/** The POST /api/order body (docs/decisions/2026-11-24-order-contract.md) from the checkout's details and the cart. */
import {
  compactEuVatId,
  isEuCompanyAbroad,
  isPickupMethod,
  streetLines,
  type Consents,
  type GiftRecipientDetails,
  type PersonalDetails,
  type ShippingDetails,
} from "../../../domain/checkout-form.ts";
import { normalizeNip } from "../../../domain/tax-id.ts";
import { formatPostcode } from "../../../domain/customer-address.ts";
import type { CartItem } from "../cart/types.ts";

export interface OrderInput {
  orderId: string;
  cartId: string | null;
  customerId: number | null;
  items: CartItem[];
  personal: PersonalDetails;
  shipping: ShippingDetails;
  consents: Consents;
  paymentMethod: string;
  /** the payment extras (features/payment/extras.ts): the chosen bank, the BLIK code, the card token */
  paymentAdditional?: Record<string, unknown>;
  needsShipping: boolean;
  registerRequestId: string | null;
  /** the password, only when the guest asked for an account */
  password: string | null;
  /** who receives the subscriptions bought as a gift (null: nothing is a gift) */
  giftRecipient?: GiftRecipientDetails | null;
  /** the grand total on screen when the order is placed: the server refuses the order if its own differs */
  expectedGrandTotal?: number | null;
  /** what was on screen left to pay after the gift cards: the server refuses the order if its own differs */
  expectedAmountDue?: number | null;
  /** consent to analytics and the GA4 client id (features/analytics/order-analytics.ts) */
  analytics?: { consent: boolean; client_id?: string } | null;
}

/** The gift recipient as the order API takes it (contract/order.ts GiftRecipient). */
export function giftRecipient(g: GiftRecipientDetails, country: string): Record<string, unknown> {
  return {
    firstname: g.firstName.trim(),
    lastname: g.lastName.trim(),
    street: streetLines(g.streetAddress, g.apartmentNumber),
    city: g.city.trim(),
    postcode: formatPostcode(g.zipCode, country || "PL"),
    country_id: country || "PL",
    ...(g.message.trim() ? { message: g.message.trim() } : {}),
  };
}

export function splitMethod(code: string): { carrier: string; method: string } {
  const i = code.indexOf("_");
  return i < 0 ? { carrier: code, method: code } : { carrier: code.slice(0, i), method: code.slice(i + 1) };
}

export function billingAddress(p: PersonalDetails): Record<string, unknown> {
  const company = p.customerType === "company";
  return {
    firstname: p.firstName.trim(),
    lastname: p.lastName.trim(),
    street: streetLines(p.streetAddress, p.apartmentNumber),
    city: p.city.trim(),
    postcode: formatPostcode(p.zipCode, p.country || "PL"),
    country_id: p.country || "PL",
    telephone: p.phoneNumber.trim(),
    email: p.emailAddress.trim().toLowerCase(),
    ...(company ? { company: p.company.trim() } : {}),
    ...(isEuCompanyAbroad(p) ? { vat_id: compactEuVatId(p.taxId) } : company || (p.invoice && p.taxId.trim()) ? { vat_id: normalizeNip(p.taxId.trim()) } : {}),
  };
}

export function shippingAddress(p: PersonalDetails, s: ShippingDetails): Record<string, unknown> {
  if (!s.otherAddress || isPickupMethod(s.shippingMethod)) {
    const { email: _e, vat_id: _v, ...own } = billingAddress(p);
    return own;
  }
  return {
    firstname: s.firstName.trim(),
    lastname: s.lastName.trim(),
    street: streetLines(s.streetAddress, s.apartmentNumber),
    city: s.city.trim(),
    postcode: formatPostcode(s.zipCode, p.country || "PL"),
    country_id: p.country || "PL",
    telephone: s.phoneNumber.trim(),
  };
}

export function buildOrderBody(o: OrderInput): Record<string, unknown> & { order_id: string } {
  const { carrier, method } = splitMethod(o.shipping.shippingMethod || "flatrate_flatrate");
  return {
    order_id: o.orderId,
    user_id: o.customerId === null ? "" : String(o.customerId),
    cart_id: o.cartId ?? "",
    products: o.items.map((i) => ({ sku: i.sku, qty: i.qty, price: i.price_incl_tax, product_option: i.product_option, name: i.name, parentSku: i.parentSku })),
    addressInformation: {
      billingAddress: billingAddress(o.personal),
      ...(o.needsShipping ? { shippingAddress: shippingAddress(o.personal, o.shipping) } : {}),
      shipping_carrier_code: o.needsShipping ? carrier : null,
      shipping_method_code: o.needsShipping ? method : null,
      payment_method_code: o.paymentMethod,
      payment_method_additional: o.paymentAdditional ?? {},
      shippingExtraFields: isPickupMethod(o.shipping.shippingMethod) ? { pickup_point_code: o.shipping.pickupId } : {},
    },
    checkout: {
      customer_type: o.personal.customerType,
      invoice: o.personal.customerType === "company" || o.personal.invoice,
      // a person has no REGON: one typed before switching from "company" is not sent
      regon: o.personal.customerType === "company" && !isEuCompanyAbroad(o.personal) ? o.personal.regon.trim() || null : null,
      // a company abroad in the EU: what to do when VIES cannot check its VAT number (the server decides the VAT)
      ...(isEuCompanyAbroad(o.personal) && o.personal.viesFallback ? { if_vies_unavailable: "charge_vat" } : {}),
      register_request_id: o.registerRequestId,
      consents: o.consents,
      ...(o.password ? { create_account: { password: o.password } } : {}),
      ...(o.giftRecipient ? { gift_recipient: giftRecipient(o.giftRecipient, o.personal.country) } : {}),
      ...(o.expectedGrandTotal !== undefined && o.expectedGrandTotal !== null ? { expected_grand_total: o.expectedGrandTotal } : {}),
      ...(o.expectedAmountDue !== undefined && o.expectedAmountDue !== null ? { expected_amount_due: o.expectedAmountDue } : {}),
      ...(o.analytics ? { analytics: o.analytics } : {}),
    },
    transmited: true,
  };
}

/**
 * Which lines the stock answer cannot cover (a missing answer counts as not available). `preorderSkus`: lines that
 * are pre-orders, sold regardless of stock (domain/preorder.ts); the server still checks their sale limit.
 */
export function linesShort(
  items: Pick<CartItem, "sku" | "qty">[],
  stock: { sku?: string; qty: number; is_in_stock: boolean; manage_stock?: boolean; backorders?: number }[],
  preorderSkus: readonly string[] = [],
): string[] {
  return items
    .filter((i) => {
      if (preorderSkus.includes(i.sku)) return false;
      const s = stock.find((x) => x.sku === i.sku);
      if (!s?.is_in_stock) return true;
      return s.manage_stock !== false && !(s.backorders && s.backorders > 0) && s.qty < i.qty;
    })
    .map((i) => i.sku);
}

/** The skus of the cart's pre-order lines (the server's totals first, else what the page knew when adding). */
export function preorderSkus(items: Pick<CartItem, "sku" | "totals" | "preorder">[]): string[] {
  return items.filter((i) => (i.totals ? i.totals.preorder : i.preorder)).map((i) => i.sku);
}
