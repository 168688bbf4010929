/**
 * Helpers of the gift card suites: a card bought and paid by BLIK through the PayU stand-in (its code read from the
 * mail, as a buyer would), carts filled through the cart API, orders placed from them with what their totals showed.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { normaliseGiftCardCode } from "../../../domain/gift-card.ts";
import { randomIp, waitForMail } from "../../test/customers.ts";
import { billing, type PayContext, type Res } from "../payment/test-support.ts";
import { until, type Buyer } from "../download/test-support.ts";
import { giftCardHash } from "./codes.ts";

/** The fixture gift card (scripts/catalogue/fixtures.ts): "Karta podarunkowa 50 zł". */
export const GIFT_CARD_SKU = "KP-000025";

export async function call(app: FastifyInstance, method: "GET" | "POST", url: string, payload?: unknown, token?: string, ip = randomIp()): Promise<Res> {
  const res = await app.inject({
    method,
    url,
    remoteAddress: ip,
    ...(method === "POST" ? { payload: (payload ?? {}) as object } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** A cart (a guest's, or the customer's with `token`) holding these lines; its id. */
export async function cartWith(app: FastifyInstance, lines: { sku: string; qty: number }[], token?: string): Promise<string> {
  const created = await call(app, "POST", "/api/cart/create?token=", {}, token);
  if (created.status !== 200) throw new Error(`cart not created: ${JSON.stringify(created.body)}`);
  const id = String(created.body.result);
  for (const l of lines) {
    const res = await call(app, "POST", `/api/cart/update?cartId=${id}`, { cartItem: { sku: l.sku, qty: l.qty } }, token);
    if (res.status !== 200) throw new Error(`line ${l.sku} not added: ${JSON.stringify(res.body)}`);
  }
  return id;
}

export const totalsOf = async (app: FastifyInstance, cartId: string, token?: string) =>
  (await call(app, "GET", `/api/cart/totals?cartId=${cartId}`, undefined, token)).body.result;

/** The order of a cart's lines with what its totals showed (expected grand total and amount due). */
export async function orderFromCart(
  app: FastifyInstance,
  o: {
    cartId: string;
    lines: { sku: string; qty: number }[];
    payment: string;
    additional?: Record<string, unknown>;
    email?: string;
    token?: string;
    virtual?: boolean;
    orderId?: string;
  },
): Promise<Res> {
  const totals = await totalsOf(app, o.cartId, o.token);
  const bill = billing(o.email);
  return call(
    app,
    "POST",
    "/api/order",
    {
      order_id: o.orderId ?? randomUUID(),
      cart_id: o.cartId,
      products: o.lines,
      addressInformation: {
        billingAddress: bill,
        shippingAddress: o.virtual ? null : { ...bill, email: undefined },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: o.payment,
        payment_method_additional: o.additional ?? {},
      },
      checkout: {
        customer_type: "private",
        invoice: false,
        consents: { rules: true, digital_content_waiver: true },
        expected_grand_total: totals.grand_total,
        expected_amount_due: totals.extension_attributes.amount_due,
      },
    },
    o.token,
    randomIp(),
  );
}

export const BLIK = { payment: "vue_payu_gateway_blik", additional: { authorization_code: "777123" } } as const;

/**
 * `who` buys `qty` gift cards of `sku` and pays by BLIK; waits for the cards to be issued and for their mail, and
 * answers the order and the codes the mail gave.
 */
export async function buyGiftCard(c: PayContext, who: Buyer, qty = 1, sku = GIFT_CARD_SKU): Promise<{ orderId: number; orderNumber: string; codes: string[] }> {
  const lines = [{ sku, qty }];
  const cartId = await cartWith(c.t.app, lines, who.token);
  const res = await orderFromCart(c.t.app, { cartId, lines, ...BLIK, email: who.email, token: who.token, virtual: true });
  if (res.status !== 200) throw new Error(`gift card order failed: ${JSON.stringify(res.body)}`);
  await c.payu.settled();
  const orderId: number = res.body.result.backendOrderId;
  const orderNumber: string = res.body.result.orderNumber;
  await until(async () => (await c.t.db.query("SELECT 1 FROM gift_cards WHERE order_id = $1", [orderId])).length === qty, "the cards issued");
  const mail = await waitForMail(c.t.app, who.email, new RegExp(`(karta podarunkowa|karty podarunkowe).*${orderNumber}`, "i"));
  const codes = [...mail.text.matchAll(/kod ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/g)].map((m) => normaliseGiftCardCode(m[1]!)!);
  return { orderId, orderNumber, codes };
}

/** A product of 5 % VAT (a book) with stock, priced between `min` and `max` grosze. */
export async function pickBook(db: PayContext["t"]["db"], min: number, max: number, skip: string[] = []) {
  const rows = await db.query<{ id: number; sku: string; price: number }>(
    `SELECT p.id, p.sku, p.price FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.type_id = 'simple' AND p.tax_class_id = 1 AND p.status = 1 AND p.visibility > 1 AND p.special_price IS NULL
       AND p.price BETWEEN $1 AND $2 AND s.is_in_stock AND s.manage_stock AND s.backorders = 0 AND s.qty >= 30 AND s.max_sale_qty >= 5
       AND NOT (p.sku = ANY($3::text[]))
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY p.id DESC LIMIT 1`,
    [min, max, skip],
  );
  if (!rows[0]) throw new Error(`no book priced ${min}–${max} gr with stock`);
  return rows[0];
}

export const cardRow = async (db: PayContext["t"]["db"], code: string) =>
  (
    await db.query<{ id: number; balance: number; initial_value: number; status: string; expires_at: Date; issued_at: Date; customer_id: number | null }>(
      "SELECT g.id, g.balance, g.initial_value, g.status, g.expires_at, g.issued_at, g.customer_id FROM gift_cards g WHERE g.code_hash = $1",
      [giftCardHash(code)],
    )
  )[0]!;
