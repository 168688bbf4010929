/**
 * Placing an order (POST /api/order) and reading a customer's orders. See docs/decisions/2026-11-24-orders.md.
 *
 * 1. The client's order id is looked up first: a retry, a double click or a queued resend gets the order it
 *    already made.
 * 2. The rules that need no database: consents, company data, delivery method and pickup point.
 * 3. The cart is brought to the client's lines with the cart's own rules (lines.ts), then priced by the cart's
 *    totals (calculateCart): the client's prices are never read.
 * 4. One transaction: the order row (ON CONFLICT on the client's id, so two concurrent copies make one order),
 *    stock taken with a guarded UPDATE (never below what can be sold), lines, first status, the coupon's use,
 *    the cart closed, and the new account when one was asked for.
 * 5. After the commit: the confirmation mail, the newsletter consent.
 */
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { findShippingMethod, DEFAULT_SHIPPING_METHOD, type ShippingMethodDef } from "../../../domain/cart-methods.ts";
import { checkEmailDomain, parseDomainList } from "../../../domain/email-rules.ts";
import { fromGrosze, toGrosze } from "../../../domain/money.ts";
import { isValidNip, isValidRegon, normalizeNip } from "../../../domain/tax-id.ts";
import { cartLineKey } from "../../../domain/cart-line.ts";
import { normaliseProductOption } from "../../../domain/cart-options.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { ApiError } from "../../http/envelope.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import type { PickupCarrier, PickupPoint } from "../../integrations/pickup-points/types.ts";
import { CART_COLUMNS, cartLookup, type CartRow } from "../cart/index.ts";
import { recordCouponUse } from "../cart/index.ts";
import { checkSaleable, deleteLine, resolveLine, saveLine } from "../cart/index.ts";
import { loadOptionCatalogue, requireConfiguration } from "../cart/index.ts";
import { cartErrors } from "../cart/index.ts";
import { finalPrice } from "../../../domain/pricing.ts";
import { prepared } from "../cart/index.ts";
import { isPaymentMethodVisible, isShippingAvailable } from "../cart/index.ts";
import type { CartService } from "../cart/index.ts";
import { calculateCart, type CartCalculation } from "../cart/index.ts";
import type { AuthenticatedCustomer } from "../customer/index.ts";
import type { NewsletterService } from "../customer/index.ts";
import { assertStrongPassword, hashPassword } from "../customer/index.ts";
import { emailDomainRefused, isUniqueViolation, EMAIL_TAKEN_MESSAGE } from "../customer/index.ts";
import { insertCustomer } from "../customer/index.ts";
import type { PickupPoints } from "../pickup/index.ts";
import { HANDOVER_SECONDS, OrderMailOutbox } from "./outbox.ts";
import { loadOrders, type OrderRecord } from "./records.ts";
import type { OrderConfirmation, OrderRequest } from "./schemas.ts";

/** The wording version of the checkout consents, stored with each order's consents. */
export const CONSENTS_VERSION = "2026-11-24";
export const PRODUCTS_NOT_AVAILABLE_MESSAGE = "Some of the ordered products are not available!";

const PICKUP_CARRIERS: Record<string, PickupCarrier> = { inpost: "inpost", orlen: "orlen" };
/** Cart errors that mean "this product cannot be sold in this quantity now". */
const UNAVAILABLE = new Set(["OUT_OF_STOCK", "QTY_NOT_AVAILABLE", "PRODUCT_NOT_FOUND", "PRICE_UNKNOWN"]);

type Who = AuthenticatedCustomer | null;
type Unavailable = { sku: string; requested: number; available: number };

export const orderErrors = {
  consentRequired: () => new ApiError("CONSENT_REQUIRED", "The terms must be accepted"),
  nipInvalid: () => new ApiError("NIP_INVALID", "The entered NIP is incorrect"),
  regonInvalid: () => new ApiError("REGON_INVALID", "The entered REGON is incorrect"),
  companyNameRequired: () => new ApiError("COMPANY_NAME_REQUIRED", "Company name is required"),
  pickupPointRequired: () => new ApiError("PICKUP_POINT_REQUIRED", "No delivery point selected on map"),
  shippingAddressRequired: () =>
    new ApiError("VALIDATION_FAILED", "The shipping address is required for goods that are delivered.", [
      { path: "addressInformation/shippingAddress", message: "Field is required" },
    ]),
  shippingNotAvailable: () => new ApiError("SHIPPING_METHOD_NOT_AVAILABLE", "This delivery method is not available for this cart and address."),
  paymentNotAvailable: () => new ApiError("PAYMENT_METHOD_NOT_AVAILABLE", "This payment method is not available for this cart."),
  notAvailable: (details: Unavailable[]) => new ApiError("PRODUCTS_NOT_AVAILABLE", PRODUCTS_NOT_AVAILABLE_MESSAGE, details),
  orderIdConflict: () => new ApiError("ORDER_ID_CONFLICT", "This order id belongs to another order. Start the checkout again."),
  emailTaken: () => new ApiError("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE),
  couponUsedUp: () => new ApiError("COUPON_INVALID", "The coupon code isn't valid. Verify the code and try again.", { reason: "usage_limit" }),
  orderNotFound: () => new ApiError("ORDER_NOT_FOUND", "There is no such order in your account."),
};

export interface OrderDeps {
  db: Database;
  config: Config;
  cart: CartService;
  pickupPoints: PickupPoints;
  mailer: Mailer;
  newsletter: NewsletterService;
  clock?: () => Date;
}

type PlaceContext = { ip: string; log?: FastifyBaseLogger };

type OrderKey = {
  id: number;
  increment_id: string;
  customer_id: number | null;
  customer_email: string;
  status: OrderConfirmation["status"];
  grand_total: number;
  payment_method_code: string;
  created_at: Date | string;
  account_created: boolean;
};

export class OrderService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly pickupPoints: PickupPoints;
  private readonly newsletter: NewsletterService;
  /** Sends the confirmation (and welcome) mails the orders wrote into mail_outbox. */
  readonly outbox: OrderMailOutbox;
  private readonly clock: () => Date;
  private readonly threshold: number | null;

  constructor(deps: OrderDeps) {
    this.db = deps.db;
    this.config = deps.config;
    this.pickupPoints = deps.pickupPoints;
    this.outbox = new OrderMailOutbox(deps.db, deps.mailer, deps.config.PUBLIC_URL);
    this.newsletter = deps.newsletter;
    this.clock = deps.clock ?? (() => new Date());
    this.threshold = deps.config.CART_FREE_SHIPPING_THRESHOLD > 0 ? toGrosze(deps.config.CART_FREE_SHIPPING_THRESHOLD) : null;
  }

  async place(who: Who, body: OrderRequest, ctx: PlaceContext): Promise<OrderConfirmation> {
    const billing = body.addressInformation.billingAddress;
    // The client's order id, the cart it names and that cart's lines, in one statement.
    const looked = await lookup(this.db, body.order_id, who, body.cart_id);
    if (looked.known) return this.replay(looked.known, who, billing.email);

    const checkout = body.checkout;
    if (!checkout.consents.rules) throw orderErrors.consentRequired();
    const company = checkCompany(body);
    const method = this.shippingMethod(body);
    const pickupPoint = await this.pickupPoint(body, method, ctx.log);
    const account = who || !checkout.create_account ? null : await this.prepareAccount(billing, checkout.create_account.password);

    let cart: CartRow;
    try {
      if (looked.cart) {
        cart = looked.cart;
        if (!linesMatch(looked.lines, body.products)) await this.bringCartTo(cart, body.products);
      } else {
        cart = await this.newCartWith(body.products);
      }
    } catch (err) {
      // A concurrent copy of this order may have closed the cart in the meantime: answer with its order.
      const raced = err instanceof ApiError && err.error === "CART_NOT_FOUND" ? await this.byClientId(body.order_id) : null;
      if (raced) return this.replay(raced, who, billing.email);
      throw err;
    }
    const shippingAddress = body.addressInformation.shippingAddress ?? addressFromBilling(billing);
    const country = String(shippingAddress["country_id"] ?? "PL");
    if (!isShippingAvailable(method, country)) throw orderErrors.shippingNotAvailable();
    const now = this.clock();
    const calc = await calculateCart(this.db, cart, { now, freeShippingThreshold: this.threshold, customerId: who?.customerId ?? null, method });
    const flagged = calc.lines.filter((l) => l.stockIssue !== null);
    if (flagged.length > 0) throw orderErrors.notAvailable(flagged.map((l) => ({ sku: l.sku, requested: l.qty, available: l.stock.max_qty })));
    const paymentCode = body.addressInformation.payment_method_code;
    if (!isPaymentMethodVisible(calc, paymentCode)) throw orderErrors.paymentNotAvailable();

    const status: OrderConfirmation["status"] = paymentCode === "cashondelivery" || paymentCode === "free" ? "processing" : "pending";
    const placed = await this.write({
      who,
      body,
      cart,
      calc,
      method,
      pickupPoint,
      company,
      status,
      shippingAddress: calc.needsShipping ? shippingAddress : null,
      account,
      ip: ctx.ip,
      now,
    });
    if (!placed) {
      const winner = await this.byClientId(body.order_id);
      if (!winner) throw new Error(`order ${body.order_id} conflicted but cannot be read`);
      return this.replay(winner, who, billing.email);
    }
    this.afterCommit(placed.id, body, ctx.log);
    return confirmation(placed);
  }

  /** One page of a customer's orders, newest first (api-contract §2 order-history). */
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
  async detail(customerId: number, orderId: number): Promise<OrderRecord> {
    const owned = await this.db.query("SELECT 1 FROM orders WHERE id = $1 AND customer_id = $2", [orderId, customerId]);
    if (owned.length === 0) throw orderErrors.orderNotFound();
    return (await loadOrders(this.db, [orderId]))[0]!;
  }

  private async byClientId(clientOrderId: string): Promise<OrderKey | null> {
    const rows = await this.db.query<OrderKey>(`SELECT ${ORDER_KEY_SQL} FROM orders WHERE client_order_id = $1`, [clientOrderId]);
    return rows[0] ?? null;
  }

  /** The same order again, for the buyer who placed it (same e-mail; a signed-in customer must own it). */
  private replay(order: OrderKey, who: Who, email: string): OrderConfirmation {
    if (order.customer_email !== email || (who && order.customer_id !== who.customerId)) throw orderErrors.orderIdConflict();
    return confirmation(order);
  }

  private shippingMethod(body: OrderRequest): ShippingMethodDef {
    const { shipping_carrier_code: carrier, shipping_method_code: code } = body.addressInformation;
    if (!carrier && !code) return DEFAULT_SHIPPING_METHOD;
    const method = findShippingMethod(carrier, code);
    if (!method) throw orderErrors.shippingNotAvailable();
    return method;
  }

  private async pickupPoint(body: OrderRequest, method: ShippingMethodDef, log: FastifyBaseLogger | undefined): Promise<PickupPoint | null> {
    const carrier = PICKUP_CARRIERS[method.carrierCode];
    if (!carrier) return null;
    const code = body.addressInformation.shippingExtraFields?.pickup_point_code?.trim();
    if (!code) throw orderErrors.pickupPointRequired();
    const point = await this.pickupPoints.point(carrier, code, log);
    if (point.ok) return point.value;
    // An unknown point is a wrong order body (400 PICKUP_POINT_INVALID); an unavailable source stays what it is.
    throw new ApiError(point.code === "PICKUP_POINT_NOT_FOUND" ? "PICKUP_POINT_INVALID" : point.code, point.message);
  }

  /** Checks and hashes before the transaction, so the transaction holds no lock while argon2 works. */
  private async prepareAccount(billing: OrderRequest["addressInformation"]["billingAddress"], password: string) {
    assertStrongPassword(this.config, password);
    const verdict = checkEmailDomain(billing.email, {
      allow: parseDomainList(this.config.MAILER_ALLOW_DOMAINS),
      deny: parseDomainList(this.config.MAILER_DENY_DOMAINS),
    });
    if (verdict !== "ok") throw emailDomainRefused(verdict);
    if ((await this.db.query("SELECT 1 FROM customers WHERE email = $1", [billing.email])).length > 0) throw orderErrors.emailTaken();
    return { email: billing.email, firstname: billing.firstname, lastname: billing.lastname, passwordHash: await hashPassword(password) };
  }

  /** Sets the cart's lines to the client's (add, set quantity, remove the rest) with the cart's own line rules, collecting what cannot be sold. */
  private async bringCartTo(cart: CartRow, products: OrderRequest["products"]): Promise<void> {
    const now = this.clock();
    const keep = new Set<number>();
    const unavailable: Unavailable[] = [];
    const found = Promise.resolve(cart);
    for (const p of products) {
      try {
        keep.add((await saveLine(this.db, found, { sku: p.sku, qty: p.qty, product_option: p.product_option ?? undefined }, now)).item_id);
      } catch (err) {
        unavailable.push(unavailableLine(err, p));
      }
    }
    if (unavailable.length > 0) throw orderErrors.notAvailable(unavailable);
    const lines = await this.db.query<{ id: number }>("SELECT id FROM cart_items WHERE cart_id = $1", [cart.id]);
    for (const line of lines) if (!keep.has(line.id)) await deleteLine(this.db, cart, line.id).catch(() => undefined);
  }

  /**
   * A cart made for this order alone (no cart id, or one this shopper cannot reach), holding the client's lines.
   * Each line goes through the cart's own add rules (resolveLine, checkSaleable, the configuration's price: the
   * checks saveLine makes), read for all lines at once; then the cart and its lines are one INSERT statement.
   */
  private async newCartWith(products: OrderRequest["products"]): Promise<CartRow> {
    const now = this.clock();
    const settled = await Promise.allSettled(products.map((p) => resolveLine(this.db, p.sku, p.product_option ?? undefined)));
    const unavailable: Unavailable[] = [];
    const resolved = settled.flatMap((r, i) => {
      const p = products[i]!;
      try {
        if (r.status === "rejected") throw r.reason;
        checkSaleable(r.value.product, p.qty, now, r.value.periodPrice);
        return [{ p, line: r.value }];
      } catch (err) {
        unavailable.push(unavailableLine(err, p));
        return [];
      }
    });
    if (unavailable.length > 0) throw orderErrors.notAvailable(unavailable);
    const catalogue = await loadOptionCatalogue(
      this.db,
      resolved.map(({ line }) => line.parent?.id ?? line.product.id),
    );
    const rows = resolved.flatMap(({ p, line }) => {
      try {
        const base =
          line.periodPrice ??
          finalPrice(
            {
              price: line.product.price,
              specialPrice: line.product.special_price,
              specialFromDate: line.product.special_from_date,
              specialToDate: line.product.special_to_date,
            },
            now,
          );
        const price = requireConfiguration(catalogue.get(line.parent?.id ?? line.product.id), base, line.option).unitGross;
        if (!(price > 0)) throw cartErrors.priceUnknown();
      } catch (err) {
        unavailable.push(unavailableLine(err, p));
        return [];
      }
      return [
        {
          product_id: line.product.id,
          parent_product_id: line.parent?.id ?? null,
          sku: line.product.sku,
          product_type: line.productType,
          qty: p.qty,
          product_option: line.option ?? null,
          line_key: cartLineKey(line.product.sku, line.option),
        },
      ];
    });
    if (unavailable.length > 0) throw orderErrors.notAvailable(unavailable);
    // The same line twice (one product named two ways): the cart's add rules keep the last quantity.
    const byKey = new Map(rows.map((r) => [r.line_key, r]));
    const created = await prepared<{ cart: CartRow }>(
      this.db,
      "order_cart_with_lines",
      `WITH c AS (INSERT INTO carts (guest_token) VALUES ($1::text) RETURNING ${CART_COLUMNS}),
       lines AS (
         INSERT INTO cart_items (cart_id, product_id, parent_product_id, sku, product_type, qty, product_option, line_key)
         SELECT c.id, l.product_id, l.parent_product_id, l.sku, l.product_type, l.qty, l.product_option, l.line_key
         FROM c CROSS JOIN jsonb_to_recordset($2::jsonb) AS l(product_id int, parent_product_id int, sku text, product_type text, qty int, product_option jsonb, line_key text, n int)
         ORDER BY l.n
       )
       SELECT row_to_json(c) AS cart FROM c`,
      [randomBytes(16).toString("hex"), JSON.stringify([...byKey.values()].map((r, n) => ({ ...r, n })))],
    );
    return created[0]!.cart;
  }

  private async write(o: {
    who: Who;
    body: OrderRequest;
    cart: CartRow;
    calc: CartCalculation;
    method: ShippingMethodDef;
    pickupPoint: PickupPoint | null;
    company: CompanyData;
    status: OrderConfirmation["status"];
    shippingAddress: Record<string, unknown> | null;
    account: { email: string; firstname: string; lastname: string; passwordHash: string } | null;
    ip: string;
    now: Date;
  }): Promise<OrderKey | null> {
    const { body, calc } = o;
    const t = calc.totals;
    const billing = body.addressInformation.billingAddress;
    const consents = { ...body.checkout.consents, version: CONSENTS_VERSION, at: o.now.toISOString(), ip: o.ip, account_created: o.account !== null };
    const pickup = o.pickupPoint
      ? { carrier: o.pickupPoint.carrier, code: o.pickupPoint.code, address: o.pickupPoint.address, description: o.pickupPoint.description }
      : null;
    const shippingDescription = calc.needsShipping ? `${o.method.carrierTitle} - ${o.method.methodTitle}${pickup ? ` (${pickup.code})` : ""}` : null;
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
        vat_rate: l.vatRate,
        unit_gross: l.unitGross,
        unit_net: l.unitNet,
        row_gross: l.rowGross,
        row_net: l.rowNet,
        discount_gross: l.discountGross,
        row_net_after_discount: l.rowNetAfterDiscount,
        tax: l.tax,
        product_option: line.productOption,
        options: line.options,
      };
    });
    const wanted = new Map<string, number>();
    for (const l of calc.lines) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.qty);
    const params = (customerId: number | null) => [
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
      JSON.stringify(consents),
      body.store_code ?? null,
      o.now,
      JSON.stringify(items),
      JSON.stringify([...wanted].map(([sku, qty]) => ({ sku, qty }))),
      wanted.size,
      o.account ? JSON.stringify({ email: o.account.email, firstname: o.account.firstname }) : null,
    ];
    const outcome = (r: PlaceRow | undefined): OrderKey => {
      if (r?.order) return r.order;
      const lines = r?.lines ?? [];
      const short = lines.filter((l) => !l.ok).map((l) => ({ sku: l.sku, requested: l.qty, available: l.in_stock ? Math.max(0, l.left ?? 0) : 0 }));
      for (const [sku, qty] of wanted) if (!lines.some((l) => l.sku === sku)) short.push({ sku, requested: qty, available: 0 });
      if (short.length > 0) throw orderErrors.notAvailable(short);
      // Stock was there: the client's order id is taken (a concurrent copy won) or the cart was closed meanwhile.
      throw new DuplicateOrder();
    };
    try {
      if (!o.account && !calc.couponCode) {
        // The usual order: one statement, atomic on its own (no BEGIN/COMMIT round trips).
        return outcome((await prepared<PlaceRow>(this.db, "order_place", PLACE_SQL, params(o.who?.customerId ?? null)))[0]);
      }
      return await this.db.transaction(async (tx) => {
        const customerId = o.who?.customerId ?? (o.account ? await insertCustomer(tx, o.account, o.account.passwordHash, o.now) : null);
        if (calc.couponCode && !(await recordCouponUse(tx, o.cart.id, calc.couponCode, customerId))) throw orderErrors.couponUsedUp();
        return outcome((await tx.query<PlaceRow>(PLACE_SQL, params(customerId)))[0]);
      });
    } catch (err) {
      if (err instanceof DuplicateOrder) return null;
      if (o.account && isUniqueViolation(err)) throw orderErrors.emailTaken();
      throw err;
    }
  }

  /** After the commit: the outbox row is already written, so this only wakes the sender; then the newsletter. */
  private afterCommit(orderId: number, body: OrderRequest, log: FastifyBaseLogger | undefined): void {
    this.outbox.kick(orderId);
    if (!body.checkout.consents.newsletter) return;
    const email = body.addressInformation.billingAddress.email;
    const failed = (err: { message: string }) => log?.warn({ err: { message: err.message } }, "newsletter consent after the order failed");
    this.newsletter
      .subscribe(email)
      .then((subscribed) => subscribed.ok || failed(subscribed))
      .catch(failed);
  }
}

type PlaceRow = { order: OrderKey | null; lines: { sku: string; qty: number; left: number | null; in_stock: boolean | null; ok: boolean }[] | null };

/**
 * The whole order in one statement (docs/decisions/2026-11-24-order-speed.md): the stock rows of its products
 * are locked in product order (two orders never wait on each other's rows in opposite order) and checked; only
 * when every line can be taken, and the cart is still open (locked too), is the order inserted (ON CONFLICT on
 * the client's id: a concurrent copy inserts nothing), and only with the inserted order are the stock taken,
 * the lines, the first status and the outbox mail written and the cart closed. So either all of it happens or
 * none of it, without a transaction of several statements.
 */
const PLACE_SQL = `WITH wanted AS (
     SELECT p.id, w.sku, w.qty FROM jsonb_to_recordset($36::jsonb) AS w(sku text, qty int) JOIN products p ON p.sku = w.sku
   ), locked AS (
     SELECT s.product_id, s.qty, s.is_in_stock, s.manage_stock, s.backorders, s.max_sale_qty FROM stock_items s
     WHERE s.product_id IN (SELECT id FROM wanted) ORDER BY s.product_id FOR UPDATE
   ), checked AS (
     SELECT w.id, w.sku, w.qty, l.qty AS left, l.is_in_stock AS in_stock,
       (l.product_id IS NOT NULL AND w.qty <= l.max_sale_qty AND (NOT l.manage_stock OR (l.is_in_stock AND (l.backorders > 0 OR l.qty >= w.qty)))) IS TRUE AS ok
     FROM wanted w LEFT JOIN locked l ON l.product_id = w.id
   ), open_cart AS (
     SELECT id FROM carts WHERE id = $3::int AND status = 'active' FOR UPDATE
   ), o AS (
     INSERT INTO orders (client_order_id, increment_id, customer_id, cart_id, status, customer_email, customer_firstname, customer_lastname,
       customer_type, invoice_requested, company, vat_id, regon, register_request_id, billing_address, shipping_address,
       shipping_carrier_code, shipping_method_code, shipping_description, pickup_point, payment_method_code, payment_additional, coupon_code,
       subtotal_gross, subtotal_net, discount_gross, shipping_gross, shipping_net, shipping_tax, tax_total, grand_total, tax_breakdown, consents,
       store_code, created_at, updated_at)
     SELECT $1::text, lpad(nextval('order_increment_seq')::text, 9, '0'), $2::int, $3::int, $4::text, $5::text, $6::text, $7::text, $8::text, $9::boolean,
       $10::text, $11::text, $12::text, $13::text, $14::jsonb, $15::jsonb, $16::text, $17::text, $18::text, $19::jsonb, $20::text, $21::jsonb, $22::text,
       $23::int, $24::int, $25::int, $26::int, $27::int, $28::int, $29::int, $30::int, $31::jsonb, $32::jsonb, $33::text, $34::timestamptz, $34::timestamptz
     WHERE (SELECT count(*) FROM checked WHERE ok) = $37::int AND EXISTS (SELECT 1 FROM open_cart)
     ON CONFLICT (client_order_id) DO NOTHING
     RETURNING id, increment_id, customer_id, customer_email, status, grand_total, payment_method_code, created_at,
       (consents->>'account_created')::boolean IS TRUE AS account_created
   ), taken AS (
     UPDATE stock_items s SET qty = CASE WHEN s.manage_stock THEN s.qty - c.qty ELSE s.qty END,
       is_in_stock = CASE WHEN s.manage_stock AND s.backorders = 0 AND s.qty - c.qty <= 0 THEN false ELSE s.is_in_stock END, updated_at = now()
     FROM checked c WHERE s.product_id = c.id AND EXISTS (SELECT 1 FROM o)
   ), items AS (
     INSERT INTO order_items (order_id, product_id, sku, name, product_type, type_id, qty, vat_rate, unit_gross, unit_net, row_gross, row_net,
       discount_gross, row_net_after_discount, tax, product_option, options)
     SELECT o.id, p.id, i.sku, i.name, i.product_type, i.type_id, i.qty, i.vat_rate, i.unit_gross, i.unit_net,
       i.row_gross, i.row_net, i.discount_gross, i.row_net_after_discount, i.tax, i.product_option, i.options
     FROM o CROSS JOIN jsonb_to_recordset($35::jsonb) AS i(sku text, name text, product_type text, type_id text, qty int, vat_rate numeric,
       unit_gross int, unit_net int, row_gross int, row_net int, discount_gross int, row_net_after_discount int, tax int, product_option jsonb, options jsonb, n int)
       LEFT JOIN products p ON p.sku = i.sku
     ORDER BY i.n
   ), history AS (
     INSERT INTO order_status_history (order_id, status, created_at) SELECT o.id, o.status, $34::timestamptz FROM o
   ), mail AS (
     INSERT INTO mail_outbox (kind, order_id, payload, created_at, next_attempt_at)
     SELECT 'order_confirmation', o.id, '{}'::jsonb, $34::timestamptz, now() + interval '${HANDOVER_SECONDS} seconds' FROM o
     UNION ALL SELECT 'welcome', o.id, $38::jsonb, $34::timestamptz, now() + interval '${HANDOVER_SECONDS} seconds' FROM o WHERE $38::jsonb IS NOT NULL
   ), closed AS (
     UPDATE carts SET status = 'ordered', updated_at = now() WHERE id IN (SELECT id FROM open_cart) AND EXISTS (SELECT 1 FROM o)
   )
   SELECT (SELECT row_to_json(o) FROM o) AS order,
     (SELECT json_agg(json_build_object('sku', c.sku, 'qty', c.qty, 'left', c.left, 'in_stock', c.in_stock, 'ok', c.ok)) FROM checked c) AS lines`;

type CartLine = { line_key: string; qty: number; period: unknown };
type Lookup = { known: OrderKey | null; cart: CartRow | null; lines: CartLine[] };

const ORDER_KEY_SQL = `id, increment_id, customer_id, customer_email, status, grand_total, payment_method_code, created_at,
  (consents->>'account_created')::boolean IS TRUE AS account_created`;

/**
 * One statement for what the order starts from: the order already made with the client's id (a retry), the
 * active cart the client names if this shopper may reach it (the rules of the cart's findCart: a guest cart by
 * its 32-hex token, a customer cart by its number with the owner's token), and that cart's lines.
 */
async function lookup(db: Database, clientOrderId: string, who: Who, cartId: string | number | null | undefined): Promise<Lookup> {
  const reach = cartLookup(who, cartId === null || cartId === undefined ? undefined : String(cartId));
  const rows = await prepared<{ known: OrderKey | null; cart: CartRow | null; lines: CartLine[] | null }>(
    db,
    "order_lookup",
    `WITH c AS (
       SELECT ${CART_COLUMNS} FROM carts WHERE guest_token = $2::text AND status = 'active'
       UNION ALL
       SELECT ${CART_COLUMNS} FROM carts WHERE id = $3::int AND customer_id = $4::int AND status = 'active'
     )
     SELECT (SELECT row_to_json(k) FROM (SELECT ${ORDER_KEY_SQL} FROM orders WHERE client_order_id = $1::text) k) AS known,
       (SELECT row_to_json(c) FROM c LIMIT 1) AS cart,
       (SELECT json_agg(json_build_object('line_key', ci.line_key, 'qty', ci.qty, 'period', ci.product_option->'extension_attributes'->'subscription_options'))
          FROM cart_items ci WHERE ci.cart_id = (SELECT id FROM c LIMIT 1)) AS lines`,
    [
      clientOrderId,
      reach?.kind === "guest" ? reach.token : null,
      reach?.kind === "customer" ? reach.id : null,
      reach?.kind === "customer" ? reach.customerId : null,
    ],
  );
  const r = rows[0];
  return { known: r?.known ?? null, cart: r?.cart ?? null, lines: r?.lines ?? [] };
}

/**
 * The usual case: checkout kept the server cart in step, so it already holds exactly the client's lines (same
 * line keys, quantities and subscription periods). Then nothing is written and the totals price it as it is;
 * anything else (a line missing, another quantity or configuration, options that do not parse) goes through
 * the cart's own add and change rules.
 */
function linesMatch(lines: CartLine[], products: OrderRequest["products"]): boolean {
  const wanted = new Map<string, { qty: number; period: string }>();
  for (const p of products) {
    let option;
    try {
      option = normaliseProductOption(p.product_option ?? undefined);
    } catch {
      return false;
    }
    const key = cartLineKey(p.sku, option);
    if (wanted.has(key)) return false;
    wanted.set(key, { qty: p.qty, period: JSON.stringify(option?.extension_attributes.subscription_options ?? null) });
  }
  if (lines.length !== wanted.size) return false;
  return lines.every((l) => {
    const w = wanted.get(l.line_key);
    return w !== undefined && w.qty === l.qty && w.period === JSON.stringify(normalisePeriod(l.period));
  });
}

/** A stored subscription choice in the order the client's options are normalised to. */
function normalisePeriod(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return null;
  try {
    return normaliseProductOption({ extension_attributes: { subscription_options: raw } })?.extension_attributes.subscription_options ?? null;
  } catch {
    return "unreadable";
  }
}

/** A line the cart refuses as "cannot be sold now" (UNAVAILABLE), as the answer's detail; any other error is rethrown. */
function unavailableLine(err: unknown, p: { sku: string; qty: number }): Unavailable {
  if (!(err instanceof ApiError && UNAVAILABLE.has(err.error))) throw err;
  const max = (err.details as { maxQuantity?: number } | undefined)?.maxQuantity ?? 0;
  return { sku: p.sku, requested: p.qty, available: max };
}

/** Thrown inside the transaction when another request already placed this order (or closed its cart). */
class DuplicateOrder extends Error {}

type CompanyData = {
  customerType: "private" | "company";
  invoice: boolean;
  company: string | null;
  vatId: string | null;
  regon: string | null;
  registerRequestId: string | null;
};

/** A company buys with a name and a valid NIP and always gets an invoice; a private buyer may ask for one. */
function checkCompany(body: OrderRequest): CompanyData {
  const c = body.checkout;
  const billing = body.addressInformation.billingAddress;
  const isCompany = c.customer_type === "company";
  const vat = billing.vat_id?.trim() ? normalizeNip(billing.vat_id) : null;
  if (isCompany && !billing.company?.trim()) throw orderErrors.companyNameRequired();
  if ((isCompany || vat !== null) && !(vat !== null && isValidNip(vat))) throw orderErrors.nipInvalid();
  const regon = c.regon?.replace(/[\s-]/g, "") || null;
  if (regon !== null && !isValidRegon(regon)) throw orderErrors.regonInvalid();
  return {
    customerType: c.customer_type,
    invoice: isCompany || c.invoice,
    company: billing.company?.trim() || null,
    vatId: vat,
    regon,
    registerRequestId: c.register_request_id?.trim() || null,
  };
}

/** Delivery to the billing address when no shipping address came (api-contract §4). */
function addressFromBilling(billing: OrderRequest["addressInformation"]["billingAddress"]): Record<string, unknown> {
  const { vat_id: _vat, email: _email, ...address } = billing;
  return address;
}

function confirmation(o: OrderKey): OrderConfirmation {
  return {
    orderNumber: o.increment_id,
    backendOrderId: o.id,
    magentoOrderId: o.id,
    transferedAt: new Date(o.created_at).toISOString(),
    status: o.status,
    grand_total: fromGrosze(o.grand_total),
    payment_method_code: o.payment_method_code,
    accountCreated: o.account_created,
  };
}
