/**
 * kill -9 during a burst of orders (docs/reliability.md, "Database outages"): the shop runs as a real process
 * (`node server/main.ts`) on PostgreSQL, is killed without warning while orders arrive, and started again. Every
 * order id tried is then sent again with the same body: each answers 200 with one order, an order answered 200
 * before the crash keeps its number (none lost), no id has two orders (none duplicated), and the product's stock
 * went down by exactly what the orders hold. PostgreSQL only (a PGlite folder belongs to the process).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_PRODUCTS } from "./test/helper.ts";

const DATABASE_URL = process.env.DATABASE_URL;
const MAIN = resolve(import.meta.dirname, "main.ts");
const PORT = 30000 + Math.floor(Math.random() * 20000);
const BASE = `http://127.0.0.1:${PORT}`;
const ENV = {
  DATABASE_URL: DATABASE_URL ?? "",
  NODE_ENV: "test",
  PORT: String(PORT),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-crash-")),
  // The same demo catalogue as the API suites' (server/test/helper.ts): seeded once, whoever comes first.
  CATALOG_SEED_PRODUCTS: String(TEST_PRODUCTS),
  CATALOG_SEED: "2026",
  ORDER_ATTEMPTS_PER_IP: "1000000",
  PAYMENT_EXPIRY_SWEEP_SECONDS: "0",
};

function start(): ChildProcess {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...ENV }, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.resume();
  return child;
}

async function ready(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const ok = await fetch(`${BASE}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the shop did not become ready");
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once("exit", () => r())));
}

type Answer = { status: number; number?: string } | { status: "no answer" };

async function placeOrder(sku: string, orderId: string, qty: number): Promise<Answer> {
  try {
    const res = await fetch(`${BASE}/api/order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(orderBody(sku, orderId, qty)),
    });
    const body = (await res.json()) as { result?: { orderNumber?: string } };
    return { status: res.status, ...(body.result?.orderNumber ? { number: body.result.orderNumber } : {}) };
  } catch {
    return { status: "no answer" };
  }
}

describe.runIf(DATABASE_URL)("kill -9 during a burst of orders", () => {
  let child: ChildProcess | undefined;
  const sql = new pg.Client({ connectionString: DATABASE_URL });
  afterAll(async () => {
    child?.kill("SIGKILL");
    if (child) await killed(child);
    await sql.end().catch(() => undefined);
  });

  it("loses no order answered 200, duplicates none, and the stock matches the orders", async () => {
    child = start();
    await ready(child);
    await sql.connect();
    // A product of the demo catalogue with stock for the whole burst, away from the ones other suites order.
    const [product] = (
      await sql.query<{ id: number; sku: string }>(
        `SELECT p.id, p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
          WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND s.is_in_stock AND s.qty >= 50 AND s.backorders = 0
            AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
          ORDER BY p.id OFFSET 41 LIMIT 1`,
      )
    ).rows;
    expect(product).toBeDefined();
    // Enough stock that no order of the burst is refused for it.
    await sql.query("UPDATE stock_items SET qty = 100000, is_in_stock = true WHERE product_id = $1", [product!.id]);
    const qtyBefore = 100000;

    const answers = new Map<string, Answer>();
    const qtyOf = (id: string) => 1 + (id.charCodeAt(0) % 3);
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const id = randomUUID();
        answers.set(id, { status: "no answer" });
        answers.set(id, await placeOrder(product!.sku, id, qtyOf(id)));
      }
    };
    const burst = Array.from({ length: 8 }, worker);
    // Killed mid-burst: once some orders were answered, with others on their way.
    for (let i = 0; i < 200 && [...answers.values()].filter((a) => a.status === 200).length < 30; i++) await new Promise((r) => setTimeout(r, 50));
    child.kill("SIGKILL");
    await killed(child);
    stop = true;
    await Promise.all(burst);
    const answeredBefore = new Map([...answers].filter(([, a]) => a.status === 200) as Array<[string, { status: 200; number: string }]>);
    expect(answeredBefore.size).toBeGreaterThanOrEqual(30);
    expect([...answers.values()].some((a) => a.status === "no answer")).toBe(true);
    for (const a of answers.values()) expect([200, "no answer"]).toContain(a.status);

    child = start();
    await ready(child);
    // Every id again, with the same body: the client's retry after a crash.
    for (const [id, before] of answers) {
      const again = await placeOrder(product!.sku, id, qtyOf(id));
      expect(again.status, id).toBe(200);
      if (before.status === 200) expect((again as { number?: string }).number, id).toBe((before as { number?: string }).number);
    }
    const ids = [...answers.keys()];
    const orders = (
      await sql.query<{ client_order_id: string; n: number; qty: number }>(
        `SELECT o.client_order_id, count(DISTINCT o.id)::int AS n, sum(i.qty)::int AS qty
           FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.client_order_id = ANY($1::text[]) GROUP BY o.client_order_id`,
        [ids],
      )
    ).rows;
    expect(orders.length).toBe(ids.length);
    for (const o of orders) {
      expect(o.n, o.client_order_id).toBe(1);
      expect(o.qty, o.client_order_id).toBe(qtyOf(o.client_order_id));
    }
    const ordered = orders.reduce((sum, o) => sum + o.qty, 0);
    const [{ qty }] = (await sql.query<{ qty: number }>("SELECT qty FROM stock_items WHERE product_id = $1", [product!.id])).rows as [{ qty: number }];
    expect(qty).toBe(qtyBefore - ordered);
  }, 120_000);
});

function orderBody(sku: string, orderId: string, qty: number) {
  const bill = {
    firstname: "Jan",
    lastname: "Awaryjny",
    street: ["ul. Krótka 2"],
    city: "Gdańsk",
    postcode: "80-001",
    country_id: "PL",
    telephone: "600100200",
    email: `crash-${orderId.slice(0, 8)}@example.com`,
  };
  return {
    order_id: orderId,
    cart_id: "",
    products: [{ sku, qty }],
    addressInformation: { billingAddress: bill, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method_code: "cashondelivery" },
    checkout: { customer_type: "private", consents: { rules: true } },
  };
}
