/**
 * Helpers of the payment suites: an app paying through the PayU stand-in (server/integrations/payu/stand-in.ts,
 * the same protocol as PayU, with quick BLIK and card outcomes), its notifications delivered into apps through
 * `inject`, orders placed through POST /api/order, and the rows the tests look at.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { DEVELOPMENT_PAYU } from "../../config.ts";
import { startPayuStandIn, type PayuDeliver, type PayuStandIn } from "../../integrations/payu/stand-in.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";

export type Res = { status: number; body: any; headers: Record<string, unknown> };

/** The stand-in's POS and keys (the configured ones outside production). */
export const PAYU_ENV = {
  PAYU_POS_ID: DEVELOPMENT_PAYU.posId,
  PAYU_CLIENT_ID: DEVELOPMENT_PAYU.clientId,
  PAYU_CLIENT_SECRET: DEVELOPMENT_PAYU.clientSecret,
  PAYU_SECOND_KEY: DEVELOPMENT_PAYU.secondKey,
};

/** A PayU stand-in that settles BLIK codes and cards in milliseconds (the protocol is the same). */
export function startQuickPayu(options: { outOfOrder?: boolean; repeats?: number } = {}): Promise<PayuStandIn> {
  return startPayuStandIn({
    port: 0,
    posId: PAYU_ENV.PAYU_POS_ID,
    clientId: PAYU_ENV.PAYU_CLIENT_ID,
    clientSecret: PAYU_ENV.PAYU_CLIENT_SECRET,
    secondKey: PAYU_ENV.PAYU_SECOND_KEY,
    blikDelayMs: 20,
    cardDelayMs: 20,
    retryDelayMs: 5,
    deliveryTries: 3,
    notificationRepeats: options.repeats ?? 2,
    outOfOrder: options.outOfOrder ?? true,
  });
}

/** Notifications POSTed to notifyUrl go into these apps (each in turn) through inject; the answer is the last app's status. */
export function deliverInto(...apps: FastifyInstance[]): PayuDeliver {
  return async (url, request) => {
    let status = 0;
    for (const app of apps) {
      const res = await app.inject({ method: "POST", url: new URL(url).pathname, headers: request.headers, payload: request.body });
      status = res.statusCode;
    }
    return status;
  };
}

/** The env of an app paying through `standIn`: no sweep timer (the suites call sweepExpired), no order throttle. */
export function payEnv(standIn: PayuStandIn, env: Record<string, string> = {}): Record<string, string> {
  return { PAYU_URL: standIn.url, ...PAYU_ENV, PAYMENT_EXPIRY_SWEEP_SECONDS: "0", ORDER_ATTEMPTS_PER_IP: "100000", ...env };
}

export interface PayContext {
  t: TestContext;
  payu: PayuStandIn;
  api: ReturnType<typeof client>;
  close(): Promise<void>;
}

/** An app and its PayU stand-in; the stand-in's notifications go into the app. */
export async function payTestApp(env: Record<string, string> = {}, options: { clock?: () => Date; outOfOrder?: boolean } = {}): Promise<PayContext> {
  const payu = await startQuickPayu({ outOfOrder: options.outOfOrder });
  const t = await setupTestApp(payEnv(payu, env), { clock: options.clock });
  payu.deliver = deliverInto(t.app);
  return {
    t,
    payu,
    api: client(t.app),
    async close() {
      await payu.settled();
      await t.close();
      await payu.close();
    },
  };
}

export function client(app: FastifyInstance) {
  const call = async (method: "GET" | "POST", url: string, payload?: unknown, token?: string): Promise<Res> => {
    const res = await app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  return {
    get: (url: string, token?: string) => call("GET", url, undefined, token),
    post: (url: string, payload?: unknown, token?: string) => call("POST", url, payload ?? {}, token),
  };
}

export type Product = { id: number; sku: string; qty: number };

/**
 * A product with plenty of stock for these suites: from the end of the catalogue but past the products the order
 * suite takes (with DATABASE_URL the suites share one database), each call another one unless `reuse`.
 */
const taken: string[] = [];
export async function pickProduct(db: TestContext["db"], opts: { types?: string[]; offset?: number; minPrice?: number } = {}): Promise<Product> {
  const rows = await db.query<Product>(
    `SELECT p.id, p.sku, s.qty FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.type_id = ANY($1::text[]) AND p.status = 1 AND p.visibility > 1 AND p.price > $4 AND p.special_price IS NULL
       AND s.is_in_stock AND s.manage_stock AND s.backorders = 0 AND s.qty >= 20 AND s.max_sale_qty >= 5 AND NOT (p.sku = ANY($2::text[]))
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY p.id DESC OFFSET $3 LIMIT 1`,
    [opts.types ?? ["simple", "single_number"], taken, opts.offset ?? 60, (opts.minPrice ?? 1) - 1],
  );
  if (!rows[0]) throw new Error("no product with stock left for the payment suites");
  taken.push(rows[0].sku);
  return rows[0];
}

export function billing(email = `pay-${randomUUID().slice(0, 8)}@example.com`) {
  return {
    firstname: "Anna",
    lastname: "Wiśniewska",
    street: ["ul. Krótka 7"],
    city: "Gdańsk",
    postcode: "80-001",
    country_id: "PL",
    telephone: "600200300",
    email,
  };
}

export function orderBody(o: {
  sku: string;
  qty?: number;
  payment: string;
  additional?: Record<string, unknown>;
  email?: string;
  orderId?: string;
  virtual?: boolean;
}) {
  const bill = billing(o.email);
  return {
    order_id: o.orderId ?? randomUUID(),
    cart_id: "",
    products: [{ sku: o.sku, qty: o.qty ?? 1 }],
    addressInformation: {
      billingAddress: bill,
      shippingAddress: o.virtual ? null : { ...bill, email: undefined },
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      payment_method_code: o.payment,
      payment_method_additional: o.additional ?? {},
    },
    checkout: { customer_type: "private", invoice: false, consents: { rules: true, digital_content_waiver: true } },
  };
}

/** The attempts of an order, oldest first. */
export const attemptsOf = (db: TestContext["db"], orderId: number) =>
  db.query<{
    attempt: number;
    ext_order_id: string;
    payu_order_id: string | null;
    status: string;
    method_code: string;
    payu_method: string | null;
    payu_method_type: string;
    amount: number;
    error_code: string | null;
    redirect_uri: string | null;
    card_token: string | null;
    card_saved: boolean;
  }>("SELECT * FROM payments WHERE order_id = $1 ORDER BY attempt", [orderId]);

export const orderRow = async (db: TestContext["db"], orderId: number) =>
  (
    await db.query<{ status: string; increment_id: string; created_at: Date }>("SELECT status, increment_id, created_at FROM orders WHERE id = $1", [orderId])
  )[0]!;

export const historyOf = (db: TestContext["db"], orderId: number) =>
  db.query<{ status: string; comment: string | null }>("SELECT status, comment FROM order_status_history WHERE order_id = $1 ORDER BY id", [orderId]);

export const outboxOf = (db: TestContext["db"], orderId: number) =>
  db.query<{ kind: string }>("SELECT kind FROM mail_outbox WHERE order_id = $1 ORDER BY id", [orderId]);

export const notificationsOf = (db: TestContext["db"], extOrderId: string) =>
  db.query<{ kind: string; status: string; outcome: string }>("SELECT kind, status, outcome FROM payment_notifications WHERE ext_order_id = $1 ORDER BY id", [
    extOrderId,
  ]);

export const stockOf = async (db: TestContext["db"], productId: number) =>
  (await db.query<{ qty: number; is_in_stock: boolean }>("SELECT qty, is_in_stock FROM stock_items WHERE product_id = $1", [productId]))[0]!;
