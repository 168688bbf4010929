/**
 * The cart service: one entry per endpoint, each starting from "which cart, and may this shopper reach it".
 * State lives only in PostgreSQL, so any process can answer any request.
 */
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { findShippingMethod } from "../../../domain/cart-methods.ts";
import { DELIVERY_RULES, deliveryRules, fixedRules, type DeliveryRules, type DeliveryRulesSource } from "../../../domain/delivery-rules.ts";
import type { Language } from "../../../domain/language.ts";
import type { AuthenticatedCustomer } from "../customer/index.ts";
import { closeCart, createGuestCart, customerCartId, findCart, mergeGuestCart, type CartRow, type Query } from "./carts.ts";
import { applyCoupon, recordCouponUse, removeCoupon } from "./coupons.ts";
import { accept, type Outcome } from "../../http/outcome.ts";
import { cartErrors } from "./errors.ts";
import { deleteLine, pullFrom, saveLineFor, type CartItemInput } from "./lines.ts";
import { isPaymentMethodVisible, isShippingAvailable, paymentMethods, shippingMethods } from "./methods.ts";
import { loadCartSnapshot, type CartSnapshot } from "./snapshot.ts";
import { calculateFrom, countryOfAddress, totalsResult } from "./totals.ts";

type Who = AuthenticatedCustomer | null;
export type AddressInformation = {
  shippingAddress?: Record<string, unknown>;
  billingAddress?: Record<string, unknown>;
  carrierCode?: string;
  methodCode?: string;
  paymentMethod?: string;
};

/** The value of an accepted outcome carried on; a refusal stays as it is. */
function then<T, U>(outcome: Outcome<T>, f: (value: T) => U): Outcome<U> {
  return outcome.ok ? accept(f(outcome.value)) : outcome;
}

const countryOf = countryOfAddress;

export class CartService {
  private readonly db: Database;
  private readonly clock: () => Date;
  /**
   * where the shop's delivery and payment terms come from (domain/delivery-rules.ts): the delivery module's, as the back
   * office set them (server/services.ts); without one, the code's with the operator's free-delivery threshold
   */
  private readonly terms: DeliveryRulesSource;
  private readonly online: boolean;

  constructor(db: Database, config: Config, clock: () => Date = () => new Date(), terms?: DeliveryRulesSource) {
    this.db = db;
    this.clock = clock;
    this.terms = terms ?? fixedRules(deliveryRules(config.CART_FREE_SHIPPING_THRESHOLD, DELIVERY_RULES, config.VAT_OSS));
    // Online payment is offered when PayU is configured (its URL, or the stand-in's outside production).
    this.online = Boolean(config.PAYU_URL);
  }

  async create(who: Who): Promise<string | number> {
    return who ? customerCartId(this.db, who.customerId) : createGuestCart(this.db);
  }

  private cart(who: Who, cartId: string | undefined): Promise<Outcome<CartRow>> {
    return findCart(this.db, who, cartId);
  }

  /** The delivery terms as of the last check (fresh() at the start of each request: snapshot). */
  get rules(): DeliveryRules {
    return this.terms.current;
  }

  /** The cart with its lines, their catalogue data and its coupon's rule: one statement (snapshot.ts); the terms checked first. */
  private async snapshot(who: Who, cartId: string | undefined): Promise<Outcome<CartSnapshot>> {
    await this.terms.fresh();
    return loadCartSnapshot(this.db, who, cartId);
  }

  /** Totals of a snapshot; `lang` is the language of the lines' option labels (Polish by default). */
  private calcFrom(snapshot: CartSnapshot, who: Who, lang?: Language, country?: string) {
    return calculateFrom(snapshot, { now: this.clock(), rules: this.rules, customerId: who?.customerId ?? null, lang, ...(country ? { country } : {}) });
  }

  async pull(who: Who, cartId: string | undefined) {
    return then(await this.snapshot(who, cartId), (s) => pullFrom(s, this.clock()));
  }

  async update(who: Who, cartId: string | undefined, item: CartItemInput) {
    return saveLineFor(this.db, who, cartId, item, this.clock());
  }

  async delete(who: Who, cartId: string | undefined, itemId: number): Promise<Outcome<true>> {
    const cart = await this.cart(who, cartId);
    return cart.ok ? deleteLine(this.db, cart.value, itemId) : cart;
  }

  async totals(who: Who, cartId: string | undefined, lang?: Language) {
    return then(await this.snapshot(who, cartId), (s) => totalsResult(this.calcFrom(s, who, lang)));
  }

  async paymentMethods(who: Who, cartId: string | undefined) {
    return then(await this.snapshot(who, cartId), (s) => paymentMethods(this.calcFrom(s, who), this.online));
  }

  async shippingMethods(who: Who, cartId: string | undefined, address: Record<string, unknown>) {
    return then(await this.snapshot(who, cartId), (s) => shippingMethods(this.calcFrom(s, who, undefined, countryOf(address)), countryOf(address)));
  }

  /**
   * Stores the address and the chosen methods, then answers the payment methods and totals (the checkout's delivery
   * quote). A payment method the new delivery does not allow (cash on delivery with a carrier that does not collect)
   * is dropped, not refused: the answer's payment methods say what may be chosen, and the totals carry no fee.
   */
  async shippingInformation(who: Who, cartId: string | undefined, info: AddressInformation, lang?: Language) {
    return then(await this.storeMethods(who, cartId, info, { dropUnavailablePayment: true }), (snapshot) => {
      const calc = this.calcFrom(snapshot, who, lang);
      return { payment_methods: paymentMethods(calc, this.online), totals: totalsResult(calc) };
    });
  }

  async collectTotals(who: Who, cartId: string | undefined, info: AddressInformation, lang?: Language) {
    return then(await this.storeMethods(who, cartId, info), (snapshot) => totalsResult(this.calcFrom(snapshot, who, lang)));
  }

  /**
   * Checks and stores the methods; the snapshot with the cart as stored (lines and coupon unchanged). A stored payment
   * method the new delivery no longer allows is dropped; a requested one is refused (or dropped, for the quote).
   */
  private async storeMethods(
    who: Who,
    cartId: string | undefined,
    info: AddressInformation,
    opts: { dropUnavailablePayment?: boolean } = {},
  ): Promise<Outcome<CartSnapshot>> {
    const found = await this.snapshot(who, cartId);
    if (!found.ok) return found;
    const snapshot = found.value;
    const cart = snapshot.cart;
    const next: CartRow = { ...cart };
    if (info.shippingAddress) next.shipping_address = info.shippingAddress;
    if (info.carrierCode !== undefined || info.methodCode !== undefined) {
      const method = findShippingMethod(info.carrierCode, info.methodCode, this.rules);
      if (!method || !isShippingAvailable(method, countryOf(next.shipping_address), this.calcFrom({ ...snapshot, cart: next }, who)))
        return cartErrors.shippingMethodNotAvailable();
      next.shipping_carrier_code = method.carrierCode;
      next.shipping_method_code = method.methodCode;
    }
    const payment = info.paymentMethod ?? next.payment_method;
    if (payment) {
      const visible = isPaymentMethodVisible(this.calcFrom({ ...snapshot, cart: { ...next, payment_method: payment } }, who), payment, this.online);
      if (!visible && info.paymentMethod !== undefined && !opts.dropUnavailablePayment) return cartErrors.paymentMethodNotAvailable();
      next.payment_method = visible ? payment : null;
    }
    await this.db.query(
      `UPDATE carts SET shipping_address = $2::jsonb, billing_address = COALESCE($3::jsonb, billing_address), shipping_carrier_code = $4,
         shipping_method_code = $5, payment_method = $6, updated_at = now() WHERE id = $1`,
      [
        cart.id,
        next.shipping_address ? JSON.stringify(next.shipping_address) : null,
        info.billingAddress ? JSON.stringify(info.billingAddress) : null,
        next.shipping_carrier_code,
        next.shipping_method_code,
        next.payment_method,
      ],
    );
    return accept({ ...snapshot, cart: next });
  }

  async applyCoupon(who: Who, cartId: string | undefined, code: string): Promise<Outcome<true>> {
    const found = await this.snapshot(who, cartId);
    if (!found.ok) return found;
    const snapshot = found.value;
    const calc = this.calcFrom({ ...snapshot, cart: { ...snapshot.cart, coupon_code: null }, rule: null, customerUses: null }, who);
    // The coupon is checked against the goods (gift cards are not discounted).
    return applyCoupon(this.db, snapshot.cart, code, calc.goodsGross, who?.customerId ?? null, this.clock());
  }

  async deleteCoupon(who: Who, cartId: string | undefined): Promise<Outcome<true>> {
    const cart = await this.cart(who, cartId);
    if (!cart.ok) return cart;
    await removeCoupon(this.db, cart.value);
    return accept(true);
  }

  async coupon(who: Who, cartId: string | undefined): Promise<Outcome<string | null>> {
    return then(await this.cart(who, cartId), (c) => c.coupon_code);
  }

  /**
   * For the gift card module (its cart port, server/services.ts): the cart `cartId` names if this shopper may reach
   * it, and what gift cards may pay of it now (all but the gift cards it sells).
   */
  async giftCardTarget(who: Who, cartId: string | undefined): Promise<Outcome<{ cartId: number; payable: number }>> {
    return then(await this.snapshot(who, cartId), (s) => ({ cartId: s.cart.id, payable: this.calcFrom(s, who).giftCards.payable }));
  }

  async merge(who: AuthenticatedCustomer, guestCartId: string): Promise<Outcome<number>> {
    return mergeGuestCart(this.db, who.customerId, guestCartId);
  }

  /** For the order module (inside its transaction): close the cart and count its coupon's use. */
  async closeForOrder(tx: Query, cartId: number, couponCode: string | null, customerId: number | null): Promise<{ closed: boolean; couponCounted: boolean }> {
    const couponCounted = couponCode ? await recordCouponUse(tx, cartId, couponCode, customerId) : true;
    return { closed: await closeCart(tx, cartId), couponCounted };
  }
}
