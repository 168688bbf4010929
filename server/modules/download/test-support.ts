/**
 * Helpers of the download suites (and of the benchmark's and other modules' tests): a signed-in customer who bought
 * an e-book and paid for it by BLIK through the PayU stand-in, so its files are granted.
 */
import type { FastifyInstance } from "fastify";
import { ACCOUNT_ENV, login, randomIp, register } from "../../test/customers.ts";
import { orderBody, type PayContext } from "../payment/test-support.ts";

export const DOWNLOAD_ENV = { ...ACCOUNT_ENV };

export interface Buyer {
  id: number;
  email: string;
  token: string;
}

export async function buyer(app: FastifyInstance): Promise<Buyer> {
  const r = await register(app);
  const { token } = await login(app, r, randomIp());
  return { id: r.id, email: r.email, token };
}

/** An e-book (EPUB, with a sample) that can be ordered: from the end of the catalogue, `offset` further for another. */
export async function pickEbook(db: PayContext["t"]["db"], offset = 0) {
  const rows = await db.query<{ id: number; sku: string; name: string }>(
    `SELECT p.id, p.sku, p.name FROM products p JOIN stock_items s ON s.product_id = p.id
      WHERE p.type_id = 'downloadable' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND s.is_in_stock
        AND EXISTS (SELECT 1 FROM downloadable_links d WHERE d.product_id = p.id AND d.file_format = 'epub' AND d.sample_url IS NOT NULL)
      ORDER BY p.id DESC OFFSET $1 LIMIT 1`,
    [offset],
  );
  if (!rows[0]) throw new Error("no e-book in the test catalogue");
  return rows[0];
}

/**
 * Places the order of `sku` as `who`, pays it by BLIK and waits for PayU's notifications and for the payment's
 * `paid` event (run after the commit, not awaited by the notification) to grant the order's files.
 */
export async function buyAndPay(c: PayContext, who: Buyer, sku: string): Promise<{ orderId: number; orderNumber: string }> {
  const body = orderBody({ sku, payment: "vue_payu_gateway_blik", additional: { authorization_code: "777123" }, email: who.email, virtual: true });
  const res = await c.api.post("/api/order", body, who.token);
  if (res.status !== 200) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
  await c.payu.settled();
  const orderId: number = res.body.result.backendOrderId;
  await until(async () => (await c.t.db.query("SELECT 1 FROM download_grants WHERE order_id = $1", [orderId])).length > 0, "the order's files granted");
  return { orderId, orderNumber: res.body.result.orderNumber };
}

/** Waits (up to 5 s) until `done` holds: for what the payment's events do after their commit. */
export async function until(done: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!(await done())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
