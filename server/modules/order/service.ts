/**
 * Placing an order (POST /api/order) and reading a customer's orders. See docs/decisions/2026-11-24-orders.md.
 *
 * 1. The client's order id is looked up first: a retry, a double click or a queued resend gets the order it
 *    already made.
 * 2. The rules that need no database: consents, company data, delivery method and pickup point.
 * 3. The cart is brought to the client's lines through the cart's door (bringCartTo, or cartForOrderAlone: the
 *    cart's own line rules), then priced by the cart's totals (calculateCart): the client's prices are never read.
 * 4. One transaction: the order row (ON CONFLICT on the client's id, so two concurrent copies make one order),
 *    stock taken with a guarded UPDATE (never below what can be sold), lines, first status, the coupon's use,
 *    the cart closed, and the new account when one was asked for.
 * 5. After the commit: an online order's payment is started through the payment port (for-payment.ts: a PayU
 *    outage leaves the order placed, its payment to be retried), then the confirmation mail, the newsletter consent.
 */
import type { FastifyBaseLogger } from "fastify";
import { gaClientIdFromCookies, validGaClientId } from "../../../domain/ga-client-id.ts";
import { euVatPrefix, isEuAbroad, parseEuVatId } from "../../../domain/vat-abroad.ts";
import { ViesInvalidInput, type ViesChecker } from "../../integrations/vies/client.ts";
import { ServiceUnavailableError } from "../../integrations/http.ts";
import { defaultShippingMethod, findShippingMethod, type ShippingMethodDef } from "../../../domain/cart-methods.ts";
import { DELIVERY_RULES, deliveryRules, fixedRules, type DeliveryRules, type DeliveryRulesSource } from "../../../domain/delivery-rules.ts";
import { parseDomainList, type EmailDomainRules } from "../../../domain/email-rules.ts";
import { fromGrosze, toGrosze } from "../../../domain/money.ts";
import { isValidNip, isValidRegon, normalizeNip } from "../../../domain/tax-id.ts";
import { isTaxed } from "../../../domain/vat.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { accept, refuse, type Outcome, type Refusal } from "../../http/outcome.ts";
import type { PickupCarrier, PickupPoint } from "../../integrations/pickup-points/types.ts";
import {
  bringCartTo,
  calculateCart,
  cartForOrderAlone,
  cartHoldsLines,
  CART_IS_OPEN_SQL,
  CART_WAS_OPEN_SQL,
  closeCartSql,
  isPaymentMethodVisible,
  isShippingAvailable,
  lockOpenCartSql,
  orderCartLookup,
  couponAllowsOrderEmail,
  recordCouponUse,
  type CartCalculation,
  type CartForOrder,
  type OrderCart,
  type OrderCartLine,
  type UnavailableLine,
} from "../cart/index.ts";
import { isPreorderSql, lockAndCheckStockSql, takeStockSql } from "../catalog/index.ts";
import type { AuthenticatedCustomer } from "../customer/index.ts";
import type { NewsletterService } from "../customer/index.ts";
import { orderRequestHash } from "./request-hash.ts";
import { createOrFindAccount, prepareCheckoutAccount, type PreparedAccount } from "../customer/index.ts";
import type { PickupPoints } from "../pickup/index.ts";
import { debitGiftCards, type GiftCardUse } from "../giftcard/index.ts";
import { checkDelivery } from "./delivery-rules.ts";
import { isOfflinePayment, type OrderPayments } from "./for-payment.ts";
import { enqueueMailSql, type MailOutbox } from "../mail/index.ts";
import { ORDER_MAIL_KINDS, orderMailRenderer } from "./outbox.ts";
import { loadOrders, type OrderRecord } from "./records.ts";
import { ORDER_KEY_SQL } from "./order-key.ts";
import { placeRenewalOrder, type RenewalInput, type RenewalPlaced } from "./renewal.ts";
import type { OrderConfirmation, OrderRequest, OrderSyncStatus } from "../../../contract/order.ts";
import type { PaymentInfo } from "../../../contract/payment.ts";
import type { RowOf } from "../../db/rows.ts";
import type { orders } from "./tables.ts";
import type { OrderStatus } from "../../../domain/staff.ts";
import type { ShipmentCarrier } from "../../integrations/shipx/client.ts";
import { OrderFulfilment } from "./fulfilment.ts";
import type { InTransaction } from "./fulfilment-types.ts";
import { changeOrderStatus, noteToCustomer, orderDashboard, staffOrder, staffOrders, type StaffOrderDetail, type StaffOrderQuery } from "./back-office.ts";

/** The wording version of the checkout consents, stored with each order's consents. */
export const CONSENTS_VERSION = "2026-11-24";
export const PRODUCTS_NOT_AVAILABLE_MESSAGE = "Some of the ordered products are not available!";

type Who = AuthenticatedCustomer | null;
type Unavailable = UnavailableLine;

/** The order's expected refusals (returned, never thrown; the route sends them with sendRefusal). */
export const orderErrors = {
  consentRequired: () => refuse("CONSENT_REQUIRED", "The terms must be accepted"),
  nipInvalid: () => refuse("NIP_INVALID", "The entered NIP is incorrect"),
  euVatIdInvalid: (why: string) => refuse("EU_VAT_ID_INVALID", `The EU VAT number is not valid: ${why}`),
  viesUnavailable: (reason: string) =>
    refuse(
      "VIES_UNAVAILABLE",
      "The EU VAT number could not be checked in VIES now. Try again later, or order with VAT charged (checkout.if_vies_unavailable: charge_vat).",
      { reason },
    ),
  regonInvalid: () => refuse("REGON_INVALID", "The entered REGON is incorrect"),
  companyNameRequired: () => refuse("COMPANY_NAME_REQUIRED", "Company name is required"),
  pickupPointRequired: () => refuse("PICKUP_POINT_REQUIRED", "No delivery point selected on map"),
  shippingAddressRequired: () =>
    refuse("VALIDATION_FAILED", "The shipping address is required for goods that are delivered.", [
      { path: "addressInformation/shippingAddress", message: "Field is required" },
    ]),
  shippingNotAvailable: () => refuse("SHIPPING_METHOD_NOT_AVAILABLE", "This delivery method is not available for this cart and address."),
  paymentNotAvailable: () => refuse("PAYMENT_METHOD_NOT_AVAILABLE", "This payment method is not available for this cart."),
  notAvailable: (details: Unavailable[]) => refuse("PRODUCTS_NOT_AVAILABLE", PRODUCTS_NOT_AVAILABLE_MESSAGE, details),
  orderIdConflict: () => refuse("ORDER_ID_CONFLICT", "This order id belongs to another order. Start the checkout again."),
  orderIdReused: () =>
    refuse("ORDER_ID_CONFLICT", "This order id was already used for an order with different contents. Start the checkout again.", {
      reason: "different_request",
    }),
  /**
   * The cart was ordered already, by another checkout (another tab, a concurrent copy with another order id): its
   * order's number, told only to whoever reaches the cart (its guest token, or its owner's session), who made it.
   */
  cartAlreadyOrdered: (orderNumber: string) =>
    refuse("CART_ALREADY_ORDERED", "This cart has already been ordered. Its order is named in the details.", { order_number: orderNumber }),
  couponUsedUp: () => refuse("COUPON_USED_UP", "This coupon code has already been used.", { reason: "usage_limit" }),
  couponNotForEmail: () => refuse("COUPON_NOT_FOR_EMAIL", "This coupon code belongs to another e-mail address.", { reason: "email" }),
  orderNotFound: () => refuse("ORDER_NOT_FOUND", "There is no such order in your account."),
  totalChanged: (grandTotal: number) =>
    refuse("TOTAL_CHANGED", "The order's total is not the one shown: check the new total and confirm the order again.", [
      { field: "checkout.expected_grand_total", message: "differs from the order's total", grand_total: fromGrosze(grandTotal) },
    ]),
  amountDueChanged: (grandTotal: number, amountDue: number) =>
    refuse("TOTAL_CHANGED", "What is left to pay after the gift cards is not the amount shown: check it and confirm the order again.", [
      {
        field: "checkout.expected_amount_due",
        message: "differs from what is left to pay",
        grand_total: fromGrosze(grandTotal),
        amount_due: fromGrosze(amountDue),
      },
    ]),
  giftCardBalanceChanged: () =>
    refuse(
      "GIFT_CARD_BALANCE_CHANGED",
      "A gift card no longer holds the amount it was to pay (it was used in another order meanwhile): check what is left to pay and confirm the order again.",
    ),
};

export interface OrderDeps {
  db: Database;
  config: Config;
  pickupPoints: PickupPoints;
  /** The shop's mail outbox: the order's statements write its rows, and it renders them (outbox.ts). */
  mail: MailOutbox;
  newsletter: NewsletterService;
  /** Online payment (the payment module, through the port); absent: only the offline methods can be used. */
  payments?: OrderPayments | null;
  /**
   * Called after an order is placed already accepted for fulfilment (cash on delivery, free): what it sells is
   * delivered as when an online order is paid. Idempotent receivers (server/services.ts).
   */
  accepted?: (orderId: number, lines?: readonly PlacedLine[]) => Promise<void>;
  /**
   * Called after the back office cancelled an order: what was counted for it when it was paid or accepted (its units
   * sold) is taken back. Idempotent receivers (server/services.ts).
   */
  canceled?: (orderId: number) => Promise<void>;
  /** VIES, to confirm a company buyer's EU VAT number (reverse charge); absent: such a check is unavailable */
  vies?: ViesChecker | null;
  /** InPost ShipX (server/integrations/shipx) for the back office's shipments; absent: none can be created. */
  shipments?: ShipmentCarrier | null;
  /** the shop's delivery terms (the delivery module's DeliveryTerms); absent: the code's with the configuration */
  delivery?: DeliveryRulesSource;
  clock?: () => Date;
}

/**
 * `consentSource`: where the consent to the terms came from when not from the shop's own checkout: "vsf1-client"
 * for a VSF1 client's order, which has no consent field (docs/decisions/2026-11-27-vsf1-compat.md); stored with the consents.
 */
type PlaceContext = { ip: string; log?: FastifyBaseLogger; consentSource?: "vsf1-client"; cookies?: string | undefined };

/** What an order's single statement writes (PLACE_SQL): the checkout's, or a renewal's (renewal.ts). */
export interface OrderWrite {
  who: Who;
  body: OrderRequest;
  cart: OrderCart;
  calc: CartCalculation;
  method: ShippingMethodDef;
  pickupPoint: PickupPoint | null;
  company: CompanyData;
  status: OrderConfirmation["status"];
  shippingAddress: Record<string, unknown> | null;
  /** who receives the subscriptions bought as a gift (delivery-rules.ts), kept with the order */
  giftRecipient?: object | null;
  account: PreparedAccount | null;
  ip: string;
  now: Date;
  consentSource?: "vsf1-client" | undefined;
  /** the GA4 client id, only with the shopper's consent to analytics (null: none) */
  gaClientId?: string | null;
}

/**
 * A line of an order as the order's statements return it: handed to the `accepted` hook, so that the receivers need
 * not read the order back (one with nothing of these types to deliver skips it); the payment module's paid lines are
 * this type too.
 */
export interface PlacedLine {
  typeId: string;
  productId: number | null;
  qty: number;
}

/** An order the checkout just wrote: its key and its lines (absent: the receivers read them). */
type Placed = OrderKey & { lines?: PlacedLine[] };

/** What the order's statements return of an order (orders row, order/tables.ts). */
export type OrderKey = Pick<
  RowOf<typeof orders>,
  "id" | "increment_id" | "customer_id" | "customer_email" | "grand_total" | "gift_card_amount" | "payment_method_code" | "request_hash"
> & {
  status: OrderConfirmation["status"];
  created_at: Date | string;
  account_created: boolean;
};

export class OrderService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly pickupPoints: PickupPoints;
  private readonly newsletter: NewsletterService;
  private readonly payments: OrderPayments | null;
  private readonly accepted: (orderId: number, lines?: readonly PlacedLine[]) => Promise<void>;
  private readonly canceled: (orderId: number) => Promise<void>;
  private readonly vies: ViesChecker | null;
  /** The mail outbox that sends the confirmation (and welcome) mails the orders write (server/modules/mail). */
  readonly outbox: MailOutbox;
  private readonly clock: () => Date;
  /** where the shop's delivery and payment terms come from (domain/delivery-rules.ts): the order is charged by them */
  private readonly terms: DeliveryRulesSource;
  private readonly rules: EmailDomainRules;
  /** The back office's shipments, invoice numbers and resent confirmations (fulfilment.ts). */
  readonly fulfilment: OrderFulfilment;

  constructor(deps: OrderDeps) {
    this.db = deps.db;
    this.config = deps.config;
    this.pickupPoints = deps.pickupPoints;
    this.outbox = deps.mail;
    this.outbox.render(ORDER_MAIL_KINDS, orderMailRenderer(deps.db, deps.config.PUBLIC_URL, deps.config.AUTH_SECRET));
    this.newsletter = deps.newsletter;
    this.payments = deps.payments ?? null;
    this.accepted = deps.accepted ?? (async () => undefined);
    this.canceled = deps.canceled ?? (async () => undefined);
    this.vies = deps.vies ?? null;
    this.clock = deps.clock ?? (() => new Date());
    this.fulfilment = new OrderFulfilment(deps.db, deps.mail, deps.shipments ?? null, deps.config.PUBLIC_URL, this.clock);
    this.rules = { allow: parseDomainList(deps.config.MAILER_ALLOW_DOMAINS), deny: parseDomainList(deps.config.MAILER_DENY_DOMAINS) };
    this.terms = deps.delivery ?? fixedRules(deliveryRules(deps.config.CART_FREE_SHIPPING_THRESHOLD, DELIVERY_RULES, deps.config.VAT_OSS));
  }

  /** The delivery terms as of the last check (each placing checks them first). */
  private get delivery(): DeliveryRules {
    return this.terms.current;
  }

  async place(who: Who, body: OrderRequest, ctx: PlaceContext): Promise<Outcome<OrderConfirmation>> {
    await this.terms.fresh();
    const billing = body.addressInformation.billingAddress;
    // The client's order id, the cart it names and that cart's lines, in one statement.
    const looked = await lookup(this.db, body.order_id, who, body.cart_id);
    if (looked.known) return this.replay(looked.known, who, body, ctx);
    // The cart the client names was ordered already (another tab, a concurrent copy with another order id, a
    // lost answer): its order is named, never a second order made from a cart of its own.
    if (looked.consumedBy) return orderErrors.cartAlreadyOrdered(looked.consumedBy);

    const checkout = body.checkout;
    if (!checkout.consents.rules) return orderErrors.consentRequired();
    const company = checkCompany(body);
    if (!company.ok) return company;
    const method = this.shippingMethod(body);
    if (!method.ok) return method;
    const pickupPoint = await this.pickupPoint(body, method.value, ctx.log);
    if (!pickupPoint.ok) return pickupPoint;
    // Checked and hashed the same whether or not the address has an account (write() decides, in its transaction).
    const account = who || !checkout.create_account ? null : await prepareCheckoutAccount(this.config, this.rules, billing, checkout.create_account.password);
    if (account && !account.ok) return account;

    let held: CartForOrder;
    if (looked.cart) {
      held = cartHoldsLines(looked.lines, body.products) ? accept(looked.cart) : await bringCartTo(this.db, looked.cart, body.products, this.clock());
    } else {
      held = await cartForOrderAlone(this.db, body.products, this.clock());
    }
    if (!held.ok && "code" in held && held.code === "CART_NOT_FOUND") {
      // A concurrent copy of this order may have closed the cart in the meantime: answer with its order.
      const raced = await this.byClientId(body.order_id);
      if (raced) return this.replay(raced, who, body, ctx);
      // Or another checkout ordered the cart while this one was bringing it to its lines: name that order.
      const consumer = looked.cart ? await this.byCart(looked.cart.id) : null;
      if (consumer) return orderErrors.cartAlreadyOrdered(consumer.increment_id);
    }
    if (!held.ok) return "unavailable" in held ? orderErrors.notAvailable(held.unavailable) : held;
    const cart = held.value;
    const shippingAddress = body.addressInformation.shippingAddress ?? addressFromBilling(billing);
    const country = String(shippingAddress["country_id"] ?? "PL");
    // A company abroad in the EU: its VAT number confirmed by VIES makes the delivery reverse charged (never the browser's say).
    const euVat = await this.checkEuVat(company.value, country, checkout.if_vies_unavailable ?? "refuse", ctx.log);
    if (!euVat.ok) return euVat;
    const now = this.clock();
    const paymentCode = body.addressInformation.payment_method_code;
    // Priced by the delivery rules for this method and this payment (cash on delivery adds its fee): the server's charge.
    const calc = await calculateCart(this.db, cart, {
      now,
      rules: this.delivery,
      customerId: who?.customerId ?? null,
      method: method.value,
      paymentMethod: paymentCode,
      country,
      euVatVerified: euVat.value.verified,
    });
    if (calc.needsShipping && !isShippingAvailable(method.value, country, calc)) return orderErrors.shippingNotAvailable();
    const flagged = calc.lines.filter((l) => l.stockIssue !== null);
    if (flagged.length > 0) return orderErrors.notAvailable(flagged.map((l) => ({ sku: l.sku, requested: l.qty, available: l.stock.max_qty })));
    // With gift cards applied, what they leave to pay must be what was shown (a card spent in another tab meanwhile
    // changes it, and with it the methods that may pay the rest: this is said first).
    const expectedDue = checkout.expected_amount_due;
    if (expectedDue !== undefined && expectedDue !== null && toGrosze(expectedDue) !== calc.giftCards.amountDue)
      return orderErrors.amountDueChanged(calc.totals.grandTotal, calc.giftCards.amountDue);
    const online = !isOfflinePayment(paymentCode);
    if (!isPaymentMethodVisible(calc, paymentCode, this.payments?.online ?? false)) return orderErrors.paymentNotAvailable();
    const delivery = checkDelivery(calc.lines, who !== null || account !== null, checkout.gift_recipient ?? null);
    if (!delivery.ok) return delivery;
    const expected = checkout.expected_grand_total;
    if (expected !== undefined && expected !== null && toGrosze(expected) !== calc.totals.grandTotal) return orderErrors.totalChanged(calc.totals.grandTotal);

    if (online) {
      // The payment extras (BLIK code, card token, pay-by-link method) are refused before anything is written.
      const checked = await this.payments!.check(paymentCode, body.addressInformation.payment_method_additional);
      if (!checked.ok) return checked;
    }

    const status: OrderConfirmation["status"] = online ? "pending" : "processing";
    const placed = await this.write({
      consentSource: ctx.consentSource,
      who,
      body,
      cart,
      calc,
      method: method.value,
      pickupPoint: pickupPoint.value,
      company: euVat.value.requestId ? { ...company.value, registerRequestId: euVat.value.requestId } : company.value,
      status,
      shippingAddress: calc.needsShipping ? shippingAddress : null,
      giftRecipient: delivery.value,
      account: account?.value ?? null,
      ip: ctx.ip,
      now,
      gaClientId: gaClientIdOf(body, ctx.cookies),
    });
    if (!placed.ok) return placed;
    if (placed.value === null) {
      // Nothing was inserted: a concurrent copy with this order id won (answer its order), or another checkout
      // ordered this cart meanwhile (name that order).
      const winner = await this.byClientId(body.order_id);
      if (winner) return this.replay(winner, who, body, ctx);
      const consumer = await this.byCart(cart.id);
      if (consumer) return orderErrors.cartAlreadyOrdered(consumer.increment_id);
      throw new Error(`order ${body.order_id} conflicted but neither its id nor its cart names an order`);
    }
    const payment = await this.payment(placed.value, body, ctx);
    this.afterCommit(placed.value, body, ctx.log);
    return accept(confirmation(placed.value, payment));
  }

  /** An online order's payment: its first attempt started once, or (a replay) where it stands. */
  private async payment(order: OrderKey, body: OrderRequest, ctx: PlaceContext): Promise<PaymentInfo | null> {
    if (isOfflinePayment(order.payment_method_code) || !this.payments) return null;
    return this.payments.start(order.id, order.payment_method_code, body.addressInformation.payment_method_additional, ctx);
  }

  /** One page of a customer's orders, newest first (docs/api.md §2 (GET /order-history)). */
  async history(customerId: number, pageSize: number, currentPage: number) {
    const [count, ids] = await Promise.all([
      this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE customer_id = $1", [customerId]),
      this.db.query<{ id: number }>("SELECT id FROM orders WHERE customer_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3", [
        customerId,
        pageSize,
        (currentPage - 1) * pageSize,
      ]),
    ]);
    return {
      items: await loadOrders(
        this.db,
        ids.map((r) => r.id),
      ),
      search_criteria: { page_size: pageSize, current_page: currentPage },
      total_count: count[0]?.n ?? 0,
    };
  }

  /** One order of this customer; another customer's order is "not found", never "forbidden". */
  /**
   * `GET /api/sync/order/:order_id` (docs/api.md §7): whether the order the client queued under its own id reached
   * the shop. Only the transfer's facts, never the order (upstream nulls its `order` field too).
   */
  async syncStatus(clientOrderId: string): Promise<Outcome<OrderSyncStatus, "ORDER_NOT_FOUND">> {
    const rows = await this.db.query<{ created_at: Date | string }>("SELECT created_at FROM orders WHERE client_order_id = $1", [clientOrderId]);
    const row = rows[0];
    if (!row) return refuse("ORDER_NOT_FOUND", "No order was received under this id.");
    return accept({ order_id: clientOrderId, transmited: true, transmited_at: new Date(row.created_at).toISOString(), order: null });
  }

  async detail(customerId: number, orderId: number): Promise<Outcome<OrderRecord, "ORDER_NOT_FOUND">> {
    const owned = await this.db.query("SELECT 1 FROM orders WHERE id = $1 AND customer_id = $2", [orderId, customerId]);
    if (owned.length === 0) return orderErrors.orderNotFound();
    return accept((await loadOrders(this.db, [orderId]))[0]!);
  }

  /** The order placed from a cart (one at most: orders_cart_id_uq). */
  /** The back office: orders by status, number or e-mail, one page, newest first (back-office.ts). */
  staffOrders(q: StaffOrderQuery) {
    return staffOrders(this.db, q);
  }

  async staffOrder(id: number): Promise<Outcome<StaffOrderDetail, "ORDER_NOT_FOUND">> {
    const order = await staffOrder(this.db, id);
    return order ? accept(order) : refuse("ORDER_NOT_FOUND", `There is no order ${id}.`);
  }

  /**
   * The back office moves an order along the allowed transitions (cancelling gives its stock back, and takes back
   * what was counted for an order paid or accepted: the `canceled` hook, after the commit, its failure logged and not
   * the cancel's; an order never counted takes nothing back).
   */
  async changeStatus(id: number, to: OrderStatus, comment: string | null, inTransaction?: InTransaction, log?: Pick<FastifyBaseLogger, "error">) {
    const outcome = await changeOrderStatus(this.db, id, to, comment, this.clock(), inTransaction);
    if (outcome.ok && to === "canceled") {
      await this.canceled(id).catch((err: Error) =>
        log?.error({ err: { message: err.message }, orderId: id }, "taking back a cancelled order's counts failed"),
      );
    }
    return outcome;
  }

  /** The back office writes to the customer about an order (history row and mail). */
  noteToCustomer(id: number, note: string, inTransaction?: InTransaction) {
    return noteToCustomer(this.db, this.outbox, id, note, this.clock(), inTransaction);
  }

  /** Today's orders and revenue, orders waiting for online payment (the back office's dashboard). */
  dashboard(since: Date) {
    return orderDashboard(this.db, since);
  }

  private async byCart(cartId: number): Promise<{ increment_id: string } | null> {
    const rows = await this.db.query<{ increment_id: string }>("SELECT increment_id FROM orders WHERE cart_id = $1", [cartId]);
    return rows[0] ?? null;
  }

  private async byClientId(clientOrderId: string): Promise<OrderKey | null> {
    const rows = await preparedQuery<OrderKey>(this.db, "order_by_client_id", `SELECT ${ORDER_KEY_SQL} FROM orders WHERE client_order_id = $1`, [
      clientOrderId,
    ]);
    return rows[0] ?? null;
  }

  /**
   * The same order again, for the buyer who placed it (same e-mail; a signed-in customer must own it), with its
   * payment where it stands (never a second PayU order: the port starts the first attempt only once).
   */
  private async replay(order: OrderKey, who: Who, body: OrderRequest, ctx: PlaceContext): Promise<Outcome<OrderConfirmation>> {
    if (order.customer_email !== body.addressInformation.billingAddress.email || (who && order.customer_id !== who.customerId))
      return orderErrors.orderIdConflict();
    // The same key with another body is not a retry: answering the old order would hide the new one's changes.
    if (order.request_hash !== null && order.request_hash !== orderRequestHash(body)) return orderErrors.orderIdReused();
    return accept(confirmation(order, await this.payment(order, body, ctx)));
  }

  /**
   * A company buyer established in another EU country (its billing country) whose goods go to another EU country:
   * VIES confirms its VAT number (verified: reverse charge; its consultation number kept as the check's proof), or
   * says it is not valid (400 EU_VAT_ID_INVALID). When VIES cannot answer (MS_UNAVAILABLE, an outage): 503
   * VIES_UNAVAILABLE, unless the buyer chose to be charged VAT then (`if_vies_unavailable: "charge_vat"`: the
   * consumer's OSS rate; docs/decisions/2026-11-27-reverse-charge.md).
   */
  private async checkEuVat(
    company: CompanyData,
    country: string,
    ifUnavailable: "refuse" | "charge_vat",
    log: FastifyBaseLogger | undefined,
  ): Promise<Outcome<{ verified: boolean; requestId: string | null }>> {
    const none = accept({ verified: false, requestId: null });
    if (company.customerType !== "company" || company.vatCountry === "PL" || !company.vatId || !isEuAbroad(country)) return none;
    const parsed = parseEuVatId(company.vatId)!;
    try {
      if (!this.vies) throw new ServiceUnavailableError("vies", "not-configured");
      const answer = await this.vies.check(parsed.countryCode, parsed.vatNumber);
      if (!answer.valid) return orderErrors.euVatIdInvalid("VIES does not confirm this VAT number as valid for intra-EU trade.");
      return accept({ verified: true, requestId: answer.requestIdentifier ? `VIES:${answer.requestIdentifier}` : `VIES:${answer.requestDate}` });
    } catch (err) {
      if (err instanceof ViesInvalidInput) return orderErrors.euVatIdInvalid("VIES refuses this VAT number's form.");
      if (!(err instanceof ServiceUnavailableError)) throw err;
      log?.warn({ reason: err.reason }, "VIES could not check a VAT number");
      if (ifUnavailable === "charge_vat") return none;
      return orderErrors.viesUnavailable(err.reason);
    }
  }

  private shippingMethod(body: OrderRequest): Outcome<ShippingMethodDef> {
    const { shipping_carrier_code: carrier, shipping_method_code: code } = body.addressInformation;
    if (!carrier && !code) return accept(defaultShippingMethod(this.delivery));
    const method = findShippingMethod(carrier, code, this.delivery);
    return method ? accept(method) : orderErrors.shippingNotAvailable();
  }

  private async pickupPoint(body: OrderRequest, method: ShippingMethodDef, log: FastifyBaseLogger | undefined): Promise<Outcome<PickupPoint | null>> {
    const carrier: PickupCarrier | null = method.pickup;
    if (!carrier) return accept(null);
    const code = body.addressInformation.shippingExtraFields?.pickup_point_code?.trim();
    if (!code) return orderErrors.pickupPointRequired();
    const point = await this.pickupPoints.point(carrier, code, log);
    if (point.ok) return point;
    // An unknown point named in an order is the order's body being wrong (400); an unavailable source stays what it is.
    return point.code === "PICKUP_POINT_NOT_FOUND" ? refuse("PICKUP_POINT_INVALID", point.message) : point;
  }

  /**
   * A subscription's renewal order for its customer, placed without the customer (renewal.ts): idempotent by `key`,
   * priced by the catalogue now, paid later by charging the saved card (the payment module's chargeStoredCard).
   */
  async placeRenewal(input: RenewalInput): Promise<Outcome<RenewalPlaced>> {
    await this.terms.fresh();
    return placeRenewalOrder(
      {
        db: this.db,
        clock: this.clock,
        rules: this.delivery,
        write: (o) => this.write(o),
        byClientId: (key) => this.byClientId(key),
        placed: () => this.outbox.kick(),
      },
      input,
    );
  }

  private async write(o: OrderWrite): Promise<Outcome<Placed | null>> {
    const { body, calc } = o;
    const t = calc.totals;
    const billing = body.addressInformation.billingAddress;
    // account_requested: the order asked for an account (the answer's accountCreated, the same whether or not the
    // address had one); account_created: a new account was made by it.
    const consents = (created: boolean) => ({
      ...body.checkout.consents,
      version: CONSENTS_VERSION,
      at: o.now.toISOString(),
      ip: o.ip,
      account_requested: o.account !== null,
      account_created: created,
      ...(o.consentSource ? { source: o.consentSource } : {}),
    });
    const pickup = o.pickupPoint
      ? { carrier: o.pickupPoint.carrier, code: o.pickupPoint.code, address: o.pickupPoint.address, description: o.pickupPoint.description }
      : null;
    const notes = [pickup?.code, calc.charge.codFeeGross > 0 ? "za pobraniem" : null].filter(Boolean).join(", ");
    const shippingDescription = calc.needsShipping ? `${o.method.carrierTitle} - ${o.method.methodTitle}${notes ? ` (${notes})` : ""}` : null;
    const byId = new Map(calc.lines.map((l) => [l.itemId, l]));
    const items = t.lines.map((l, n) => {
      const line = byId.get(l.itemId)!;
      return {
        n,
        sku: line.sku,
        name: line.name,
        product_type: line.productType,
        type_id: line.typeId,
        qty: l.qty,
        // null: not subject to VAT ("np.", a gift card)
        vat_rate: isTaxed(l.vatRate) ? l.vatRate : null,
        unit_gross: l.unitGross,
        unit_net: l.unitNet,
        row_gross: l.rowGross,
        row_net: l.rowNet,
        discount_gross: l.discountGross,
        row_net_after_discount: l.rowNetAfterDiscount,
        tax: l.tax,
        product_option: line.productOption,
        options: line.options,
        preorder_release_date: line.preorder?.release_date ?? null,
        preorder_dispatch_date: line.preorder?.dispatch_date ?? null,
      };
    });
    const wanted = new Map<string, number>();
    for (const l of calc.lines) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.qty);
    // What each applied gift card pays: debited in the order's transaction, guarded by its balance (giftcard/for-order.ts).
    const cardUses: GiftCardUse[] = calc.giftCards.cards.filter((c) => c.amount > 0).map((c) => ({ cardId: c.id, amount: c.amount }));
    const params = (customerId: number | null, accountCreated = false) => [
      body.order_id,
      customerId,
      o.cart.id,
      o.status,
      billing.email,
      billing.firstname,
      billing.lastname,
      o.company.customerType,
      o.company.invoice,
      o.company.company,
      o.company.vatId,
      o.company.regon,
      o.company.registerRequestId,
      JSON.stringify(billing),
      o.shippingAddress ? JSON.stringify(o.shippingAddress) : null,
      calc.needsShipping ? o.method.carrierCode : null,
      calc.needsShipping ? o.method.methodCode : null,
      shippingDescription,
      pickup ? JSON.stringify(pickup) : null,
      body.addressInformation.payment_method_code,
      JSON.stringify(body.addressInformation.payment_method_additional ?? {}),
      calc.couponCode,
      t.subtotalGross,
      t.subtotalNet,
      t.discountGross,
      t.shipping.gross,
      t.shipping.net,
      t.shipping.tax,
      t.taxTotal,
      t.grandTotal,
      JSON.stringify(t.taxByRate.map((r) => ({ rate: r.rate, net: r.net, tax: r.tax, gross: r.gross }))),
      JSON.stringify(consents(accountCreated)),
      body.store_code ?? null,
      o.now,
      JSON.stringify(items),
      JSON.stringify([...wanted].map(([sku, qty]) => ({ sku, qty }))),
      wanted.size,
      o.account ? JSON.stringify({ email: o.account.email, firstname: o.account.firstname }) : null,
      o.giftRecipient ? JSON.stringify(o.giftRecipient) : null,
      calc.giftCards.total,
      orderRequestHash(body),
      // the account mail: a welcome for a new account; for an address that had one, word that the order joined it
      accountCreated ? "welcome" : "account_exists",
      // how the order's VAT was charged (domain/vat-abroad.ts) and for which country: the invoice says it
      calc.vatScheme,
      calc.country,
      o.gaClientId ?? null,
    ];
    const outcome = (r: PlaceRow | undefined): Placed => {
      // Never an empty list for lines it did not return: a receiver given no lines of its types delivers nothing.
      if (r?.order) return r.placed_lines?.length ? { ...r.order, lines: r.placed_lines } : r.order;
      // The cart was ordered meanwhile (the lock waited for that checkout): that, not the stock it took, is the answer.
      if (r && !r.cart_open) throw new DuplicateOrder();
      const lines = r?.lines ?? [];
      const short = lines.filter((l) => !l.ok).map((l) => ({ sku: l.sku, requested: l.qty, available: l.in_stock ? Math.max(0, l.left ?? 0) : 0 }));
      for (const [sku, qty] of wanted) if (!lines.some((l) => l.sku === sku)) short.push({ sku, requested: qty, available: 0 });
      if (short.length > 0) throw new Refused(orderErrors.notAvailable(short));
      // Stock was there: the client's order id is taken (a concurrent copy won) or the cart was closed meanwhile.
      throw new DuplicateOrder();
    };
    try {
      if (!o.account && !calc.couponCode && cardUses.length === 0) {
        // The usual order: one statement, atomic on its own (no BEGIN/COMMIT round trips).
        return accept(outcome((await preparedQuery<PlaceRow>(this.db, "order_place", PLACE_SQL, params(o.who?.customerId ?? null)))[0]));
      }
      return accept(
        await this.db.transaction(async (tx) => {
          // An address that has an account already gets no new one and no refusal (that would tell who is a
          // customer): the order joins that account and its owner is told by mail.
          const account = o.account ? await createOrFindAccount(tx, o.account, o.now) : null;
          const customerId = o.who?.customerId ?? account?.id ?? null;
          if (calc.couponCode && !(await couponAllowsOrderEmail(tx, calc.couponCode, billing.email))) throw new Refused(orderErrors.couponNotForEmail());
          if (calc.couponCode && !(await recordCouponUse(tx, o.cart.id, calc.couponCode, customerId))) throw new Refused(orderErrors.couponUsedUp());
          const order = outcome((await tx.query<PlaceRow>(PLACE_SQL, params(customerId, account?.created ?? false)))[0]);
          // The cards pay last, in the same transaction: a card another order spent meanwhile rolls this one back.
          if (!(await debitGiftCards(tx, order.id, cardUses, o.now))) throw new Refused(orderErrors.giftCardBalanceChanged());
          return order;
        }),
      );
    } catch (err) {
      if (err instanceof DuplicateOrder || isCartTaken(err)) return accept(null);
      if (err instanceof Refused) return err.refusal;
      throw err;
    }
  }

  /** After the commit: the outbox row is already written, so this only wakes the sender; then the newsletter. */
  private afterCommit(order: Placed, body: OrderRequest, log: FastifyBaseLogger | undefined): void {
    this.outbox.kick();
    if (order.status === "processing")
      this.accepted(order.id, order.lines).catch((err: Error) =>
        log?.error({ err: { message: err.message }, orderId: order.id }, "delivering an accepted order failed"),
      );
    if (!body.checkout.consents.newsletter) return;
    const email = body.addressInformation.billingAddress.email;
    const failed = (err: { message: string }) => log?.warn({ err: { message: err.message } }, "newsletter consent after the order failed");
    this.newsletter
      .subscribe(email, { source: "checkout", ip: null })
      .then((subscribed) => subscribed.ok || failed(subscribed))
      .catch(failed);
  }
}

/**
 * The GA4 client id kept with an order: only when the shopper consented to analytics cookies (the checkout says so),
 * the id the browser sent, else the request's `_ga` cookie (docs/decisions/2026-11-27-ga4-refunds.md).
 */
function gaClientIdOf(body: OrderRequest, cookies: string | undefined): string | null {
  const analytics = body.checkout.analytics;
  if (analytics?.consent !== true) return null;
  return validGaClientId(analytics.client_id) ?? gaClientIdFromCookies(cookies);
}

type PlaceRow = {
  order: OrderKey | null;
  cart_open: boolean;
  lines: { sku: string; qty: number; left: number | null; in_stock: boolean | null; ok: boolean }[] | null;
  /** the order's lines as the statement wrote them (null: no order written) */
  placed_lines: PlacedLine[] | null;
};

/**
 * The whole order in one statement (docs/decisions/2026-11-24-order-speed.md): the stock rows of its products
 * are locked in product order (two orders never wait on each other's rows in opposite order) and checked; only
 * when every line can be taken, and the cart is still open (locked too), is the order inserted (ON CONFLICT on
 * the client's id: a concurrent copy inserts nothing), and only with the inserted order are the stock taken,
 * the lines, the first status and the outbox mail written and the cart closed. So either all of it happens or
 * none of it, without a transaction of several statements. The cart's parts (`open_cart`, `closed`) and the
 * stock's (`locked`, `checked`, `taken`: the saleable rule in SQL, catalog/stock-sql.ts) from the catalogue's door.
 */
/** The order's Warsaw calendar day, from its time ($34). */
const WARSAW_TODAY = "($34::timestamptz AT TIME ZONE 'Europe/Warsaw')::date";

export const PLACE_SQL = `WITH wanted AS (
     SELECT p.id, w.sku, w.qty, ${isPreorderSql("p", WARSAW_TODAY)} IS TRUE AS preorder
       FROM jsonb_to_recordset($36::jsonb) AS w(sku text, qty int) CROSS JOIN LATERAL (SELECT * FROM products WHERE sku = w.sku LIMIT 1) p
   ), ${lockAndCheckStockSql("wanted")}, ${lockOpenCartSql("$3")}, o AS (
     INSERT INTO orders (client_order_id, increment_id, customer_id, cart_id, status, customer_email, customer_firstname, customer_lastname,
       customer_type, invoice_requested, company, vat_id, regon, register_request_id, billing_address, shipping_address,
       shipping_carrier_code, shipping_method_code, shipping_description, pickup_point, payment_method_code, payment_additional, coupon_code,
       subtotal_gross, subtotal_net, discount_gross, shipping_gross, shipping_net, shipping_tax, tax_total, grand_total, tax_breakdown, consents,
       store_code, created_at, updated_at, gift_recipient, gift_card_amount, request_hash, vat_scheme, vat_country, ga_client_id)
     SELECT $1::text, lpad(nextval('order_increment_seq')::text, 9, '0'), $2::int, $3::int, $4::text, $5::text, $6::text, $7::text, $8::text, $9::boolean,
       $10::text, $11::text, $12::text, $13::text, $14::jsonb, $15::jsonb, $16::text, $17::text, $18::text, $19::jsonb, $20::text, $21::jsonb, $22::text,
       $23::int, $24::int, $25::int, $26::int, $27::int, $28::int, $29::int, $30::int, $31::jsonb, $32::jsonb, $33::text, $34::timestamptz, $34::timestamptz, $39::jsonb, $40::int, $41::text, $43::text, $44::text, $45::text
     WHERE (SELECT count(*) FROM checked WHERE ok) = $37::int AND ${CART_IS_OPEN_SQL}
     ON CONFLICT (client_order_id) DO NOTHING
     RETURNING id, increment_id, customer_id, customer_email, status, grand_total, gift_card_amount, payment_method_code, created_at, request_hash,
       COALESCE((consents->>'account_requested')::boolean, (consents->>'account_created')::boolean) IS TRUE AS account_created
   ), ${takeStockSql("EXISTS (SELECT 1 FROM o)")}, items AS (
     INSERT INTO order_items (order_id, product_id, sku, name, product_type, type_id, qty, vat_rate, unit_gross, unit_net, row_gross, row_net,
       discount_gross, row_net_after_discount, tax, product_option, options, preorder_release_date, preorder_dispatch_date)
     SELECT o.id, p.id, i.sku, i.name, i.product_type, i.type_id, i.qty, i.vat_rate, i.unit_gross, i.unit_net,
       i.row_gross, i.row_net, i.discount_gross, i.row_net_after_discount, i.tax, i.product_option, i.options, i.preorder_release_date, i.preorder_dispatch_date
     FROM o CROSS JOIN jsonb_to_recordset($35::jsonb) AS i(sku text, name text, product_type text, type_id text, qty int, vat_rate numeric,
       unit_gross int, unit_net int, row_gross int, row_net int, discount_gross int, row_net_after_discount int, tax int, product_option jsonb, options jsonb,
       preorder_release_date date, preorder_dispatch_date date, n int)
       LEFT JOIN LATERAL (SELECT id FROM products WHERE sku = i.sku LIMIT 1) p ON TRUE
     ORDER BY i.n
     RETURNING type_id, product_id, qty
   ), history AS (
     INSERT INTO order_status_history (order_id, status, created_at) SELECT o.id, o.status, $34::timestamptz FROM o
   ), ${enqueueMailSql(
     "mail",
     `SELECT 'order_confirmation', o.id, '{}'::jsonb, NULL FROM o
      UNION ALL SELECT $42::text, o.id, $38::jsonb, NULL FROM o WHERE $38::jsonb IS NOT NULL`,
   )}, ${closeCartSql("EXISTS (SELECT 1 FROM o)")}
   SELECT (SELECT row_to_json(o) FROM o) AS order, ${CART_WAS_OPEN_SQL} AS cart_open,
     (SELECT json_agg(json_build_object('sku', c.sku, 'qty', c.qty, 'left', c.left, 'in_stock', c.in_stock, 'ok', c.ok)) FROM checked c) AS lines,
     (SELECT json_agg(json_build_object('typeId', i.type_id, 'productId', i.product_id, 'qty', i.qty)) FROM items i) AS placed_lines`;

type Lookup = {
  known: OrderKey | null;
  cart: OrderCart | null;
  lines: OrderCartLine[];
  /** the number of the order that consumed the cart the client names (reached by the cart's rules), if it is ordered */
  consumedBy: string | null;
};

/**
 * One statement for what the order starts from: the order already made with the client's id (a retry), and the
 * active cart the client names if this shopper may reach it, with its lines (the cart's part: orderCartLookup).
 */
async function lookup(db: Database, clientOrderId: string, who: Who, cartId: string | number | null | undefined): Promise<Lookup> {
  const cart = orderCartLookup(who, cartId, 2);
  const rows = await preparedQuery<{ known: OrderKey | null; cart: OrderCart | null; lines: OrderCartLine[] | null; consumed_by: string | null }>(
    db,
    "order_lookup",
    `WITH ${cart.cte}
     SELECT (SELECT row_to_json(k) FROM (SELECT ${ORDER_KEY_SQL} FROM orders WHERE client_order_id = $1::text) k) AS known,
       ${cart.cart} AS cart, ${cart.lines} AS lines,
       (SELECT increment_id FROM orders WHERE cart_id = ${cart.orderedCartId}) AS consumed_by`,
    [clientOrderId, ...cart.params],
  );
  const r = rows[0];
  return { known: r?.known ?? null, cart: r?.cart ?? null, lines: r?.lines ?? [], consumedBy: r?.consumed_by ?? null };
}

/** Thrown inside the transaction when another request already placed this order (or closed its cart). */
class DuplicateOrder extends Error {}

/** A unique violation of orders_cart_id_uq: another order took this cart (the database's own guard behind the cart's lock). */
function isCartTaken(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  return e.code === "23505" && (e.constraint === "orders_cart_id_uq" || (typeof e.message === "string" && e.message.includes("orders_cart_id_uq")));
}

/** Thrown inside the transaction to roll it back with a refusal, which write() returns. */
class Refused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

export type CompanyData = {
  customerType: "private" | "company";
  /** the country the buyer's tax number is of: PL (a NIP), or another EU member state (an EU VAT number) */
  vatCountry: string;
  invoice: boolean;
  company: string | null;
  vatId: string | null;
  regon: string | null;
  registerRequestId: string | null;
};

/**
 * A company buys with a name and a valid NIP and always gets an invoice; a private buyer may ask for one without a
 * NIP (a NIP given must be valid), and has no REGON (one sent is ignored, never a reason to refuse).
 */
function checkCompany(body: OrderRequest): Outcome<CompanyData> {
  const c = body.checkout;
  const billing = body.addressInformation.billingAddress;
  const isCompany = c.customer_type === "company";
  const billingCountry = billing.country_id.toUpperCase();
  const prefix = euVatPrefix(billingCountry);
  if (billingCountry !== "PL" && prefix !== null && billing.vat_id?.trim()) {
    // A buyer established in another EU country: its EU VAT number, of its own country (checked in VIES by place()).
    if (isCompany && !billing.company?.trim()) return orderErrors.companyNameRequired();
    const eu = parseEuVatId(billing.vat_id);
    const euVat = eu && (eu.countryCode === prefix ? eu : null);
    if (!euVat) return orderErrors.euVatIdInvalid(`it must be ${billingCountry}'s VAT number with its prefix ${prefix} (e.g. ${prefix}123456789).`);
    return accept({
      customerType: c.customer_type,
      vatCountry: billingCountry,
      invoice: isCompany || c.invoice,
      company: billing.company?.trim() || null,
      vatId: `${euVat.countryCode}${euVat.vatNumber}`,
      regon: null,
      registerRequestId: null,
    });
  }
  const vat = billing.vat_id?.trim() ? normalizeNip(billing.vat_id) : null;
  if (isCompany && !billing.company?.trim()) return orderErrors.companyNameRequired();
  if ((isCompany || vat !== null) && !(vat !== null && isValidNip(vat))) return orderErrors.nipInvalid();
  const regon = isCompany ? c.regon?.replace(/[\s-]/g, "") || null : null;
  if (regon !== null && !isValidRegon(regon)) return orderErrors.regonInvalid();
  return accept({
    customerType: c.customer_type,
    vatCountry: "PL",
    invoice: isCompany || c.invoice,
    company: billing.company?.trim() || null,
    vatId: vat,
    regon,
    registerRequestId: c.register_request_id?.trim() || null,
  });
}

/** Delivery to the billing address when no shipping address came (docs/api.md §4). */
function addressFromBilling(billing: OrderRequest["addressInformation"]["billingAddress"]): Record<string, unknown> {
  const { vat_id: _vat, email: _email, ...address } = billing;
  return address;
}

function confirmation(o: OrderKey, payment: PaymentInfo | null): OrderConfirmation {
  return {
    orderNumber: o.increment_id,
    backendOrderId: o.id,
    magentoOrderId: o.id,
    transferedAt: new Date(o.created_at).toISOString(),
    status: o.status,
    grand_total: fromGrosze(o.grand_total),
    gift_card_amount: fromGrosze(o.gift_card_amount),
    amount_due: fromGrosze(o.grand_total - o.gift_card_amount),
    payment_method_code: o.payment_method_code,
    accountCreated: o.account_created,
    payment,
  };
}
