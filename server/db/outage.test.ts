/**
 * Database outages (docs/reliability.md, "Database outages"): a TCP proxy between the app and PostgreSQL is frozen
 * (nothing forwarded, as a stalled server or network) and cut (connections closed, new ones refused, as a stopped
 * server). The API answers 503 SERVICE_UNAVAILABLE with Retry-After within the timeouts, pages answer the 503
 * maintenance page, /api/ready fails within its own limit while /api/health stays up, a held lock ends in a 503
 * after the lock timeout, and everything answers again when the database does, without a restart.
 * PostgreSQL only (PGlite runs in the process and cannot stall this way); the real server is never touched.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { setupTestApp, type TestContext } from "../test/helper.ts";
import { TcpProxy } from "../test/tcp-proxy.ts";
import type { Database } from "./client.ts";
import { DatabaseUnavailableError } from "./unavailable.ts";

const DATABASE_URL = process.env.DATABASE_URL;
const STATEMENT_MS = 1500;
const CONNECT_MS = 1000;
const READY_MS = 300;
/** The longest a request may take against a stalled database: a statement's client limit, or a connection's, plus slack for a loaded machine. */
const BOUND_MS = STATEMENT_MS + 1000 + CONNECT_MS + 1500;

describe.runIf(DATABASE_URL)("database outages (a proxy between the app and PostgreSQL)", () => {
  let proxy: TcpProxy;
  let t: TestContext;
  let pages: FastifyInstance;
  let sku: string;

  beforeAll(async () => {
    const target = new URL(DATABASE_URL!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    t = await setupTestApp({
      DATABASE_URL: proxy.urlFor(DATABASE_URL!),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      DATABASE_LOCK_TIMEOUT_MS: "500",
      READY_TIMEOUT_MS: String(READY_MS),
      PAGE_CACHE_SECONDS: "0",
    });
    pages = await buildApp({ config: t.config, db: t.db, storefront: true, logger: false });
    await pages.ready();
    sku = (
      await t.db.query<{ sku: string }>(
        `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1
           AND p.price > 0 AND s.is_in_stock AND s.qty >= 100 AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
         ORDER BY p.id OFFSET 7 LIMIT 1`,
      )
    )[0]!.sku;
  });
  afterAll(async () => {
    await proxy?.restore();
    await pages?.close();
    await t?.close();
    await proxy?.close();
  });

  const timed = async <T>(work: () => Promise<T>) => {
    const start = performance.now();
    const value = await work();
    return { value, ms: performance.now() - start };
  };
  const stock = () => t.app.inject(`/api/stock/check?sku=${encodeURIComponent(sku)}`);
  /** A search nobody made before: no cache can answer it, the database must. */
  const page = () => pages.inject(`/search?query=${randomUUID().slice(0, 8)}`);
  const expect503 = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ code: 503, result: { error: "SERVICE_UNAVAILABLE" } });
  };
  const expectMaintenancePage = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<h1>Przerwa techniczna</h1>");
    expect(res.body).not.toContain("Coś poszło nie tak");
  };
  /** Polls until the shop answers normally again (no restart, the same app and pool). */
  const recovered = async () => {
    for (let i = 0; i < 40; i++) {
      const [ready, api] = await Promise.all([t.app.inject("/api/ready"), stock()]);
      if (ready.statusCode === 200 && api.statusCode === 200) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  };

  it("frozen: requests answer 503 within the timeouts, /api/ready fails fast, liveness stays up; then it recovers", async () => {
    expect((await stock()).statusCode).toBe(200);
    expect((await t.app.inject("/api/ready")).statusCode).toBe(200);
    proxy.freeze();
    try {
      const [ready, health, api, html] = await Promise.all([
        timed(() => t.app.inject("/api/ready")),
        timed(() => t.app.inject("/api/health")),
        timed(stock),
        timed(page),
      ]);
      expect503(ready.value);
      expect(ready.ms).toBeLessThan(READY_MS + 700);
      expect(health.value.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(500);
      expect503(api.value);
      expect(api.ms).toBeLessThan(BOUND_MS);
      expectMaintenancePage(html.value);
      expect(html.ms).toBeLessThan(BOUND_MS);
      // A write in a transaction (an order) fails as plainly, and its connection is not handed to anyone again.
      const order = await timed(() => t.app.inject({ method: "POST", url: "/api/order", payload: orderBody(sku, randomUUID()) }));
      expect503(order.value);
      expect(order.ms).toBeLessThan(BOUND_MS);
    } finally {
      proxy.thaw();
    }
    expect(await recovered()).toBe(true);
  });

  it("stopped: requests answer 503 with Retry-After at once; then it recovers without a restart", async () => {
    expect((await stock()).statusCode).toBe(200);
    await proxy.cut();
    try {
      const [ready, api, html] = await Promise.all([timed(() => t.app.inject("/api/ready")), timed(stock), timed(page)]);
      expect503(ready.value);
      expect503(api.value);
      expect(api.ms).toBeLessThan(BOUND_MS);
      expectMaintenancePage(html.value);
      // A client navigation's data request: a plain 503 the browser's router shows as its error view.
      const data = await pages.inject("/search.data?query=abc");
      expect(data.statusCode).toBe(503);
      expect(data.headers["x-remix-response"]).toBeUndefined();
    } finally {
      await proxy.restore();
    }
    expect(await recovered()).toBe(true);
    expect((await page()).statusCode).toBe(200);
  });

  it("a lock held past the lock timeout answers 503, and the order goes through once the lock is released", async () => {
    const holder = new pg.Client({ connectionString: DATABASE_URL });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT qty FROM stock_items WHERE product_id = (SELECT id FROM products WHERE sku = $1) FOR UPDATE", [sku]);
      const id = randomUUID();
      const held = await timed(() => t.app.inject({ method: "POST", url: "/api/order", payload: orderBody(sku, id) }));
      expect503(held.value);
      expect(held.ms).toBeLessThan(BOUND_MS);
      await holder.query("ROLLBACK");
      const again = await t.app.inject({ method: "POST", url: "/api/order", payload: orderBody(sku, id) });
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await holder.end();
    }
  });
});

describe("the answers to an unavailable database (any database: its handle made to fail as an outage does)", () => {
  let t: TestContext;
  let app: FastifyInstance;
  let down = false;
  beforeAll(async () => {
    t = await setupTestApp({ PAGE_CACHE_SECONDS: "0" });
    const failing = (name: string) => () => Promise.reject(new DatabaseUnavailableError(`The database is unavailable: ${name}`));
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (down && (prop === "query" || prop === "named" || prop === "transaction")) return failing(prop);
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Database;
    app = await buildApp({ config: t.config, db, storefront: true, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    down = false;
    await app?.close();
    await t?.close();
  });

  it("answers 503 SERVICE_UNAVAILABLE with Retry-After in the API, the maintenance page for a page, and 200 again after", async () => {
    down = true;
    try {
      const api = await app.inject("/api/stock/check?sku=anything");
      expect(api.statusCode).toBe(503);
      expect(api.headers["retry-after"]).toBe("5");
      expect(api.json()).toEqual({
        code: 503,
        result: { error: "SERVICE_UNAVAILABLE", message: "The shop's database is unavailable for a moment. Please try again shortly." },
      });
      const html = await app.inject(`/search?query=${randomUUID().slice(0, 8)}`);
      expect(html.statusCode).toBe(503);
      expect(html.headers["retry-after"]).toBe("5");
      expect(html.headers["cache-control"]).toBe("no-store");
      expect(html.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(html.body).toContain('<html lang="pl">');
      expect(html.body).toContain("<h1>Przerwa techniczna</h1>");
      expect(html.body).not.toContain("<script");
      // The way back is the address asked for, escaped.
      const odd = await app.inject('/ksiazka"><img src=x>');
      expect(odd.statusCode).toBe(503);
      expect(odd.body).not.toContain("<img");
      const ready = await app.inject("/api/ready");
      expect(ready.statusCode).toBe(503);
      expect((await app.inject("/api/health")).statusCode).toBe(200);
    } finally {
      down = false;
    }
    expect((await app.inject("/api/stock/check?sku=anything")).statusCode).not.toBe(503);
    expect((await app.inject(`/search?query=${randomUUID().slice(0, 8)}`)).statusCode).toBe(200);
  });
});

function orderBody(sku: string, orderId: string) {
  const bill = {
    firstname: "Ewa",
    lastname: "Awaria",
    street: ["ul. Długa 1"],
    city: "Kraków",
    postcode: "30-001",
    country_id: "PL",
    telephone: "600100200",
    email: `outage-${orderId.slice(0, 8)}@example.com`,
  };
  return {
    order_id: orderId,
    cart_id: "",
    products: [{ sku, qty: 1 }],
    addressInformation: { billingAddress: bill, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method_code: "cashondelivery" },
    checkout: { customer_type: "private", consents: { rules: true } },
  };
}
