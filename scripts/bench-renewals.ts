/**
 * `npm run bench -- --suite renewals`: one renewal run of 10,000 due subscriptions (issue 15 target: ≤ 60 s on
 * PostgreSQL), in this process against the database (DATABASE_URL, else PGlite in var/bench-renewals).
 *
 * Prepared first: N customers, each with a saved card, a paid first order of a recurring collection and its
 * subscription, all due. Then `runRenewals(at, { limit: N })` is timed: claiming every period, taking each renewal,
 * placing its order, charging it, and moving the subscription on a period.
 *
 * The ports are the real ones (server/services.ts): the order module's placeRenewal and the payment module's
 * chargeStoredCard, against the local PayU stand-in this script starts (its notifications come back to this
 * process's payment service, as PayU's would, and are applied before the figure is taken). The bench customer's
 * saved card is a verified reusable token of the stand-in (its FIRST payment taken as done).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadConfig } from "../server/config.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { seedIfEmpty } from "../server/db/seed.ts";
import { startPayuStandIn } from "../server/integrations/payu/stand-in.ts";
import { createServices } from "../server/services.ts";

const PAYU = { posId: "300746", clientId: "300746", clientSecret: "kiosk-bench-payu-secret", secondKey: "kiosk-bench-payu-second-key" };

export async function renewalBench(o: { count: number; concurrency: number; dataDir: string; profile?: boolean }): Promise<void> {
  mkdirSync(o.dataDir, { recursive: true });
  const opened = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: resolve(o.dataDir, "pglite"), poolSize: o.concurrency + 2 });
  const profile = o.profile ? statementProfile(opened) : undefined;
  const db = profile?.db ?? opened;
  await seedIfEmpty(db, { products: 400, seed: 2026, mediaDir: resolve(o.dataDir, "media"), log: (m) => console.log(m) });
  const payu = await startPayuStandIn({ port: 0, ...PAYU, blikDelayMs: 0, cardDelayMs: 0, retryDelayMs: 10, notificationRepeats: 1, concurrentOrders: true });
  const config = loadConfig({
    DATA_DIR: o.dataDir,
    NODE_ENV: "development",
    LOG_LEVEL: "silent",
    PAYU_URL: payu.url,
    PAYU_POS_ID: PAYU.posId,
    PAYU_CLIENT_ID: PAYU.clientId,
    PAYU_CLIENT_SECRET: PAYU.clientSecret,
    PAYU_SECOND_KEY: PAYU.secondKey,
    PAYMENT_EXPIRY_SWEEP_SECONDS: "0",
    // No job worker in this process: the renewal run is called directly and its mails are sent after each commit.
    JOBS_ENABLED: "false",
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const services = createServices(db, config);
  // PayU's notifications go to this process's payment service, as they would reach the shop.
  payu.deliver = async (_url, request) => {
    const answer = await services.payments.notify(request.body, request.headers["OpenPayu-Signature"] ?? request.headers["openpayu-signature"]);
    return answer.ok ? 200 : 400;
  };
  const svc = services.subscriptions;
  const at = await prepare(db, o.count, payu.savedCard());
  console.log(`${o.count} due subscriptions prepared; ports: the order and payment modules, the PayU stand-in`);
  profile?.reset();
  const cpu0 = await cpuNow(db);
  const t0 = performance.now();
  const run = await svc.runRenewals(at, { limit: o.count, concurrency: o.concurrency });
  const charged = (performance.now() - t0) / 1000;
  await payu.settled(); // every charge's notification delivered
  // The payment events' receivers (the subscription moved on a period) run after the notification's answer: the
  // clock stops when every subscription has moved on (or after 60 s more, and the table says how many did).
  const countAdvanced = async () =>
    (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM customer_subscriptions WHERE period_no = 2 AND name = 'Bench renewal'"))[0]!.n;
  let advanced = await countAdvanced();
  for (const until = performance.now() + 60_000; advanced < o.count && performance.now() < until; advanced = await countAdvanced())
    await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSpent(cpu0, await cpuNow(db));
  console.log(`ordered and charged in ${charged.toFixed(1)} s; every subscription moved on by ${seconds.toFixed(1)} s`);
  if (!run.ok) throw new Error(run.message);
  console.log(`\n| renewal run | subscriptions | seconds | per second | paid | declined | waiting | advanced |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  console.log(
    `| runRenewals (${o.concurrency} at once) | ${o.count} | ${seconds.toFixed(1)} | ${Math.round(o.count / seconds)} | ${run.value.paid} | ${run.value.declined} | ${run.value.waiting} | ${advanced} |`,
  );
  console.log(`\ndatabase ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; target ≤ 60 s`);
  // CPU is what the run costs whatever else the machine does: on a quiet 2-core machine the run takes about
  // (node + PostgreSQL CPU) / 2 (the time above also counts waiting for cores that other work holds).
  console.log(
    `CPU: this process ${cpu.node.toFixed(1)} s, PostgreSQL ${cpu.postgres === null ? "not read" : `${cpu.postgres.toFixed(1)} s`}; ` +
      `${(((cpu.node + (cpu.postgres ?? 0)) * 1000) / o.count).toFixed(2)} ms per renewal`,
  );
  if (profile) profile.print(o.count);
  await payu.close();
  await db.close();
}

/**
 * N customers, each with a saved card, a paid first order of one subscription line and that recurring subscription,
 * all due a minute before the run (as a real day's renewals: different customers, cards and orders).
 */
async function prepare(db: Database, n: number, card: { token: string; mask: string }): Promise<Date> {
  await db.query("DELETE FROM orders WHERE client_order_id LIKE 'bench-renewal%' OR client_order_id LIKE 'renewal:%'");
  await db.query("DELETE FROM customers WHERE email LIKE 'bench-renewal-%'");
  const product = (
    await db.query<{ id: number; sku: string; option: number }>(
      `SELECT p.id, p.sku, n.id AS option FROM products p JOIN subscription_number_options n ON n.product_id = p.id
     WHERE p.type_id = 'subscription' AND p.is_recurring_payment ORDER BY p.id, n.position LIMIT 1`,
    )
  )[0]!;
  const option = JSON.stringify({ extension_attributes: { subscription_options: { number_option_id: product.option, starting_number_id: null } } });
  const run = `${Date.now().toString(36)}`;
  await db.query(
    `WITH c AS (
       INSERT INTO customers (email, firstname, lastname, password_hash)
       SELECT 'bench-renewal-' || $2 || '-' || g || '@example.com', 'Bench', 'Klient', 'x' FROM generate_series(1, $1::int) g RETURNING id
     ), k AS (
       INSERT INTO customer_payment_cards (customer_id, token, mask, created_at) SELECT id, $3, $4, now() FROM c
     )
     INSERT INTO orders (client_order_id, increment_id, customer_id, status, customer_email, customer_firstname, customer_lastname, customer_type,
       billing_address, shipping_address, payment_method_code, subtotal_gross, subtotal_net, discount_gross, shipping_gross, shipping_net, shipping_tax,
       tax_total, grand_total, tax_breakdown, consents)
     SELECT 'bench-renewal-' || $2 || '-' || c.id, 'B' || lpad(nextval('order_increment_seq')::text, 9, '0'), c.id, 'processing', 'bench@example.com', 'Bench', 'Klient', 'private',
       '{"firstname":"Bench","lastname":"Klient","street":["ul. Testowa 1"],"city":"Warszawa","postcode":"00-001","country_id":"PL","telephone":"600100200"}', NULL,
       'vue_payu_gateway_recurring', 4999, 4629, 0, 0, 0, 0, 370, 4999, '[]', '{"rules":true}' FROM c`,
    [n, run, card.token, card.mask],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, sku, name, product_type, type_id, qty, vat_rate, unit_gross, unit_net, row_gross, row_net,
       discount_gross, row_net_after_discount, tax, product_option, options)
     SELECT o.id, $1, $2, 'Bench renewal', 'subscription', 'subscription', 1, 8, 4999, 4629, 4999, 4629, 0, 4629, 370, $3::jsonb, '[]'::jsonb
     FROM orders o WHERE o.client_order_id LIKE 'bench-renewal-' || $4 || '-%'`,
    [product.id, product.sku, option, run],
  );
  await db.query(
    `INSERT INTO customer_subscriptions (order_id, order_item_id, customer_id, product_id, sku, name, numbers, first_issue_label, first_issue_date,
       recurring, next_renewal_at, period_amount, product_option)
     SELECT o.id, i.id, o.customer_id, $1, $2, 'Bench renewal', 3, 'Część 1', DATE '2026-01-01', TRUE, now() - interval '1 hour', 4999, $3::jsonb
     FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.client_order_id LIKE 'bench-renewal-' || $4 || '-%'`,
    [product.id, product.sku, option, run],
  );
  await db.query("ANALYZE customers").catch(() => undefined);
  await db.query("ANALYZE orders").catch(() => undefined);
  await db.query("ANALYZE customer_subscriptions").catch(() => undefined);
  return new Date();
}

/**
 * `--profile`: every statement the run sends, counted and timed by its text (its first line, numbers folded), so
 * that the statements per renewal can be read off and cut. Time is the wall time of each call, waits included.
 */
function statementProfile(db: Database) {
  const stats = new Map<string, { calls: number; ms: number }>();
  const key = (text: string) => text.trim().replace(/\s+/g, " ").replace(/\d+/g, "N").slice(0, 110);
  const timed = async <T>(text: string, run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await run();
    } finally {
      const s = stats.get(key(text)) ?? { calls: 0, ms: 0 };
      s.calls++;
      s.ms += performance.now() - t;
      stats.set(key(text), s);
    }
  };
  const wrapped: Database = Object.assign(Object.create(db) as Database, {
    query: <T>(text: string, params?: unknown[]) => timed(text, () => db.query<T>(text, params)),
    named: <T>(name: string, text: string, params?: unknown[]) => timed(`[${name}] ${text}`, () => db.named<T>(name, text, params)),
    transaction: <T>(fn: (tx: Pick<Database, "query">) => Promise<T>) =>
      timed("BEGIN … COMMIT", () =>
        db.transaction((tx) => fn({ query: <R>(text: string, params?: unknown[]) => timed(text, () => tx.query<R>(text, params)) })),
      ),
  });
  return {
    db: wrapped,
    reset: () => stats.clear(),
    print(renewals: number) {
      const rows = [...stats].sort((a, b) => b[1].ms - a[1].ms);
      const calls = rows.reduce((n, [, s]) => n + s.calls, 0);
      console.log(`\nstatements: ${calls} (${(calls / renewals).toFixed(1)} per renewal)\n| per renewal | ms per call | statement |\n|---:|---:|---|`);
      for (const [text, s] of rows) console.log(`| ${(s.calls / renewals).toFixed(2)} | ${(s.ms / s.calls).toFixed(2)} | \`${text}\` |`);
    },
  };
}

type CpuMark = { node: number; postgres: Map<number, number> | null };

/** This process's CPU seconds, and each PostgreSQL backend's serving this database (from /proc, Linux only). */
async function cpuNow(db: Database): Promise<CpuMark> {
  const u = process.cpuUsage();
  const node = (u.user + u.system) / 1e6;
  if (db.kind !== "postgres") return { node, postgres: null };
  const pids = await db.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database()");
  const postgres = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      postgres.set(pid, (Number(fields[11]) + Number(fields[12])) / 100); // utime + stime, in clock ticks (100 Hz)
    } catch {
      return { node, postgres: null }; // another machine's server, or no /proc
    }
  }
  return { node, postgres };
}

function cpuSpent(a: CpuMark, b: CpuMark): { node: number; postgres: number | null } {
  if (!a.postgres || !b.postgres) return { node: b.node - a.node, postgres: null };
  let postgres = 0;
  for (const [pid, t] of b.postgres) postgres += t - (a.postgres.get(pid) ?? 0);
  return { node: b.node - a.node, postgres };
}
