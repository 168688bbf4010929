/**
 * `npm run bench`: the catalogue API under load on the benchmark catalogue (100,000 products by default).
 *
 * Starts the shop as a child process (its own data dir, or DATABASE_URL), builds the catalogue on first
 * use, then drives each endpoint with autocannon at 20 connections and prints p50/p99 latency, req/s,
 * the p99 as a ratio to a trivial JSON route measured in the same run, and the server's peak RSS.
 *
 *   npm run bench -- --products 100000 --duration 10 --connections 20
 *   npm run bench -- --suite accounts --products 1000   (sign-in and profile only; they do not depend on the catalogue)
 *   npm run bench -- --suite orders --products 1000     (POST /api/order at 10 connections, each request a new order)
 *   npm run bench -- --suite payments --products 1000   (payment start and PayU notifications at 10 connections; scripts/bench-payments.ts)
 *   npm run bench -- --suite downloads --products 1000  (download links, lists and files at 20 connections; scripts/bench-downloads.ts)
 *   npm run bench -- --suite renewals                   (one renewal run of 10,000 due subscriptions, in process; scripts/bench-renewals.ts)
 *   npm run bench -- --suite views                      (CPU of counting a product view, per page, in process; scripts/bench-views.ts)
 *   npm run bench -- --suite mixed                      (1,000+ distinct searches and listings, search cache off; scripts/bench-mixed.ts;
 *                                                        CATALOG_DOCUMENT_CACHE_SECONDS=0 npm run bench -- --suite mixed: documents built every time too)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { solveChallenge } from "altcha-lib/v1";
import { MailCatcher } from "../server/integrations/mail/catcher.ts";
import { openDatabase } from "../server/db/client.ts";
import { isSeeded } from "../server/db/seed.ts";
import { startPayuStandIn } from "../server/integrations/payu/stand-in.ts";
import { benchOrderBody } from "./bench-order.ts";
import { paymentRows } from "./bench-payments.ts";
import { downloadRows } from "./bench-downloads.ts";
import { renewalBench } from "./bench-renewals.ts";
import { viewBench } from "./bench-views.ts";
import { interleaved, mixedRequests, suiteCategories } from "./bench-mixed.ts";

/** The benchmark's PayU POS (the stand-in accepts whatever it is started with). */
const BENCH_PAYU = { posId: "300746", clientId: "300746", clientSecret: "kiosk-bench-payu-secret", secondKey: "kiosk-bench-payu-second-key" };

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    port: { type: "string", default: "3111" },
    "data-dir": { type: "string", default: "var/bench" },
    /** all | accounts | orders | payments | downloads | renewals | views | mixed */
    suite: { type: "string", default: "all" },
    /** comma-separated groups to measure: catalog, ssr, cart (default all) */
    only: { type: "string", default: "catalog,ssr,cart" },
    /** only the catalogue API (same as --only catalog) */
    "api-only": { type: "boolean", default: false },
    /** payments suite: pending orders prepared (one per payment start and notification measured) */
    "pay-orders": { type: "string", default: "5000" },
    /** renewals suite: due subscriptions renewed in one run, and how many at once */
    renewals: { type: "string", default: "10000" },
    /** renewals suite: count and time every statement of the run (scripts/bench-renewals.ts) */
    profile: { type: "boolean", default: false },
    "renewal-concurrency": { type: "string", default: "16" },
    /** orders suite: carts prepared for the "from a cart" row (one per order) */
    "order-carts": { type: "string", default: "8000" },
    /** measure the listings without warming them first (their first computation lands in the figures) */
    cold: { type: "boolean", default: false },
  },
});
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;

// The same V8 heap limits as `npm start` (docs/decisions/2026-11-23-catalogue-speed.md); BENCH_SEMI_SPACE_MB,
// BENCH_OLD_SPACE_MB and BENCH_HEAP_GROWING_PERCENT override them to try other sizes.
function startServer(
  smtp: { port: number; certificate: string; credentials: { user: string; pass: string } },
  payu: Record<string, string> = {},
): ChildProcess {
  // The catcher asks for STARTTLS with its own certificate and a sign-in, as a real relay: the server trusts the
  // certificate as it would a relay's CA and signs in (without them every confirmation failed, first on the
  // certificate, then with 530 authentication required).
  mkdirSync(args["data-dir"], { recursive: true });
  const caFile = resolve(args["data-dir"], "smtp-catcher-ca.pem");
  writeFileSync(caFile, smtp.certificate);
  const user = `${encodeURIComponent(smtp.credentials.user)}:${encodeURIComponent(smtp.credentials.pass)}`;
  const child = spawn(
    process.execPath,
    [
      `--max-semi-space-size=${process.env.BENCH_SEMI_SPACE_MB ?? "8"}`,
      `--max-old-space-size=${process.env.BENCH_OLD_SPACE_MB ?? "256"}`,
      // (the heap's growth between full collections: docs/decisions/2026-11-29-heap-growth.md)
      `--heap-growing-percent=${process.env.BENCH_HEAP_GROWING_PERCENT ?? "100"}`,
      "server/main.ts",
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        DATA_DIR: args["data-dir"],
        CATALOG_SEED_PRODUCTS: "0",
        // Production sends mail over SMTP: here to a local catcher, so registrations' welcome mails go somewhere.
        SMTP_URL: `smtp://${user}@127.0.0.1:${smtp.port}`,
        NODE_EXTRA_CA_CERTS: caFile,
        BOTCHECK_MAX_NUMBER: "1000",
        // the orders suite prepares thousands of guest carts from one address
        CART_GUEST_CARTS_PER_IP: "100000",
        ORDER_ATTEMPTS_PER_IP: "1000000",
        AUTH_SECRET: process.env.AUTH_SECRET ?? "kiosk-benchmark-secret-not-for-production-use",
        PUBLIC_URL: base,
        ...payu,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  return child;
}

async function waitReady(timeoutMs: number) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${base}/api/ready`);
      // ready, with the search index read (searches would go to the database alone until then)
      if (res.ok && ((await res.json()) as { result: { searchIndex?: string } }).result.searchIndex !== "loading") return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become ready");
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU time (user + system) the process has used, in ms: a per-request cost that a busy machine distorts less than latency. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
}

/**
 * PostgreSQL's side of a run (DATABASE_URL only): transactions committed in the database (one per statement
 * outside explicit transactions) and the CPU time of its backends (/proc, this machine's server only).
 */
let statsClient: pg.Client | undefined;
async function pgSample(): Promise<{ xacts: number; cpuMs: number; backends: Map<number, number> } | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  if (!statsClient) {
    statsClient = new pg.Client({ connectionString: url });
    await statsClient.connect();
  }
  await new Promise((r) => setTimeout(r, 1500)); // backends flush their statistics at most once a second
  const { rows } = await statsClient.query<{ db: string; xacts: string }>(
    "SELECT current_database() AS db, (xact_commit + xact_rollback)::text AS xacts FROM pg_stat_database WHERE datname = current_database()",
  );
  const db = rows[0]!.db;
  let cpu = 0;
  const backends = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmd.startsWith("postgres: ") || !cmd.split(" ").includes(db)) continue;
      const ms = cpuMs(Number(entry));
      backends.set(Number(entry), ms);
      cpu += ms;
    } catch {
      /* gone */
    }
  }
  return { xacts: Number(rows[0]!.xacts) - 1, cpuMs: cpu, backends }; // minus this sample's own transaction
}

/**
 * Backend CPU spent between two samples: each backend alive at the end, less what it had at the start (all of it
 * if it started since). A backend that exited in between is not counted (the pool closes idle connections): a
 * plain difference of the sums went negative then.
 */
function pgCpuBetween(a: { backends: Map<number, number> }, b: { backends: Map<number, number> }): number {
  let ms = 0;
  for (const [pid, cpu] of b.backends) ms += cpu - (a.backends.get(pid) ?? 0);
  return ms;
}

interface Row {
  name: string;
  cpuPerRequest: number;
  /** PostgreSQL statements (transactions) and backend CPU ms per request, with DATABASE_URL */
  pgStatementsPerRequest?: number;
  pgCpuPerRequest?: number;
  /** the server's peak RSS during this endpoint's run, MB */
  rss: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

type BenchRequest = {
  method: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** autocannon calls it before each request (e.g. to give each order its own id) */
  setupRequest?: (req: autocannon.Request) => autocannon.Request;
};

async function load(name: string, paths: (string | BenchRequest)[], pid: number, peak: { rss: number }, connections = Number(args.connections)): Promise<Row> {
  let rss = rssMb(pid);
  const sampler = setInterval(() => {
    rss = Math.max(rss, rssMb(pid));
  }, 250);
  const pg0 = await pgSample();
  const cpu0 = cpuMs(pid);
  const result = await autocannon({
    url: base,
    connections,
    duration: Number(args.duration),
    requests: paths.map((p) => (typeof p === "string" ? { method: "GET" as const, path: p } : p)),
  });
  clearInterval(sampler);
  const cpu1 = cpuMs(pid);
  const pg1 = await pgSample();
  rss = Math.max(rss, rssMb(pid));
  peak.rss = Math.max(peak.rss, rss);
  const served = Math.max(1, result.requests.total);
  return {
    name,
    cpuPerRequest: (cpu1 - cpu0) / served,
    ...(pg0 && pg1 ? { pgStatementsPerRequest: (pg1.xacts - pg0.xacts) / served, pgCpuPerRequest: pgCpuBetween(pg0, pg1) / served } : {}),
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
    rss,
  };
}

/** Builds the benchmark catalogue in its own process (the generator holds ~1 GB while it works). */
async function ensureCatalogue() {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: resolve(args["data-dir"], "pglite") });
  const seeded = await isSeeded(db);
  await db.close();
  if (seeded) return vacuum();
  const t0 = Date.now();
  await new Promise<void>((done, fail) => {
    const gen = spawn(process.execPath, ["scripts/generate-catalogue.ts", "--products", args.products], {
      env: { ...process.env, DATA_DIR: args["data-dir"] },
      stdio: "inherit",
    });
    gen.on("exit", (code) => (code === 0 ? done() : fail(new Error(`catalogue generator exited with ${code}`))));
  });
  console.log(`catalogue of ${args.products} products built in ${Math.round((Date.now() - t0) / 1000)} s`);
  await vacuum();
}

/**
 * The database as autovacuum keeps it in production: visibility maps set (index-only scans then skip the tables) and
 * statistics fresh. A PostgreSQL whose autovacuum is off (seen on this machine kind) otherwise leaves a freshly
 * generated catalogue unvacuumed, so runs on two machines would measure two different databases. Quick when nothing
 * changed since the last run. PostgreSQL only (PGlite's directory is the server's).
 */
async function vacuum(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false });
  const t0 = Date.now();
  try {
    await db.query("VACUUM (ANALYZE)");
  } finally {
    await db.close();
  }
  console.log(`database vacuumed and analysed in ${Math.round((Date.now() - t0) / 1000)} s`);
}

/**
 * Paths handed out in turn over all connections (one shared counter): with distinct paths, no two connections
 * ask for the same thing at once (autocannon's `requests` list restarts at the first path on every connection).
 */
function roundRobin(paths: string[]): BenchRequest[] {
  let next = 0;
  return [{ method: "GET", path: paths[0]!, setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }];
}

/**
 * The mixed suite's product documents: cached as the shop's default (built documents are per product, shared by every
 * search that shows them, and dropped on any catalogue or stock write), or, with CATALOG_DOCUMENT_CACHE_SECONDS=0 in
 * the bench's environment, built for every request too (nothing cached at all).
 */
const MIXED_DOCUMENT_CACHE_SECONDS = process.env.CATALOG_DOCUMENT_CACHE_SECONDS ?? "30";

/** The mixed, uncached suite (scripts/bench-mixed.ts): the server runs with CATALOG_SEARCH_CACHE_SECONDS=0. */
async function mixedRows(pid: number, json: (path: string) => Promise<{ result: any }>) {
  const categories = await suiteCategories(json);
  const t0 = Date.now();
  const { searches, listings, broadest } = await mixedRequests(json, categories);
  const all = [...searches, ...listings];
  const mixed = interleaved({ searches, listings });
  console.log(`${searches.length} searches and ${listings.length} listings drawn in ${Math.round((Date.now() - t0) / 1000)} s; broadest word "${broadest}"`);
  const peak = { rss: rssMb(pid) };
  // JIT and connection warm-up on requests that are not measured (every measured one is computed afresh anyway)
  await load("warm-up", ["/api/health", "/api/catalog/search?query=ksiazka&size=20", "/api/catalog/search?size=50"], pid, peak);
  const rows: Row[] = [];
  rows.push(await load("trivial JSON (/api/health)", ["/api/health"], pid, peak));
  rows.push(
    await load(`mixed, uncached: ${all.length} distinct searches and listings (a new process: documents built as they come)`, roundRobin(mixed), pid, peak),
  );
  rows.push(await load(`searches, uncached (${searches.length} distinct)`, roundRobin(searches), pid, peak));
  rows.push(await load(`listings, uncached (${listings.length} distinct)`, roundRobin(listings), pid, peak));
  // The first mixed row starts from a process that has built no document; a running shop has built them before. The
  // same 1,200 requests again, every one still computed afresh, with the documents the cache kept (it admits by
  // frequency and holds about half of those this suite shows at 100k at the default budget).
  rows.push(await load(`mixed again: the same ${all.length}, documents as the cache kept them`, roundRobin(mixed), pid, peak));
  rows.push(
    await load(`broadest word "${broadest}", uncached, 1 connection`, [`/api/catalog/search?query=${encodeURIComponent(broadest)}&size=20`], pid, peak, 1),
  );
  rows.push(await load(`"historia", uncached, 1 connection`, ["/api/catalog/search?query=historia&size=20"], pid, peak, 1));
  const trivial = rows[0]!;
  console.log(`\n| endpoint | p50 ms | p99 ms | req/s | p99 ÷ trivial p99 | server CPU ms/req | PostgreSQL CPU ms/req | peak RSS MB | errors |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps} | ${(r.p99 / Math.max(trivial.p99, 1)).toFixed(1)} | ${r.cpuPerRequest.toFixed(2)} | ${r.pgCpuPerRequest?.toFixed(2) ?? "–"} | ${r.rss} | ${r.errors} |`,
    );
  console.log(
    `\n${args.connections} connections, ${args.duration} s per row, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, CATALOG_SEARCH_CACHE_SECONDS=0, CATALOG_DOCUMENT_CACHE_SECONDS=${MIXED_DOCUMENT_CACHE_SECONDS}; load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
}

/** Registers `n` customers through the API (solving the bot check) and signs each in once. */
async function customers(n: number) {
  const run = Date.now().toString(36);
  const out: { email: string; password: string; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const c = ((await (await fetch(`${base}/api/user/bot-challenge`)).json()) as { result: any }).result;
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    const gToken = Buffer.from(JSON.stringify({ ...c, number: solution!.number })).toString("base64");
    const email = `bench-${run}-${i}@example.pl`;
    const password = "Bench-Haslo-1";
    const post = (path: string, body: object) =>
      fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const created = await post("/api/user/create", { customer: { email, firstname: "Bench", lastname: "Klient" }, password, gToken });
    if (!created.ok) throw new Error(`registration failed: ${await created.text()}`);
    const token = ((await (await post("/api/user/login", { username: email, password })).json()) as { result: string }).result;
    out.push({ email, password, token });
  }
  return out;
}

async function main() {
  if (args.suite === "views") {
    await viewBench({ dataDir: resolve(args["data-dir"], "views") });
    return;
  }
  if (args.suite === "renewals") {
    await renewalBench({
      count: Number(args.renewals),
      concurrency: Number(args["renewal-concurrency"]),
      dataDir: resolve(args["data-dir"], "renewals"),
      profile: args.profile,
    });
    return;
  }
  await ensureCatalogue();
  // Prepared before the server starts: PGlite's directory is the server's once it runs (a second PGlite on it aborts).
  const lines = args.suite === "orders" || args.suite === "payments" ? await benchLines() : undefined;
  const catcher = new MailCatcher();
  const smtpPort = await catcher.start();
  // The payments suite's PayU: the local stand-in, started here so the suite can read its orders and notifications.
  const payu =
    args.suite === "payments" || args.suite === "downloads"
      ? await startPayuStandIn({ ...BENCH_PAYU, blikDelayMs: 0, cardDelayMs: 0, retryDelayMs: 10, notificationRepeats: 1 })
      : undefined;
  const child = startServer(
    { port: smtpPort, certificate: catcher.certificate, credentials: catcher.credentials },
    payu
      ? {
          PAYU_URL: payu.url,
          PAYU_POS_ID: BENCH_PAYU.posId,
          PAYU_CLIENT_ID: BENCH_PAYU.clientId,
          PAYU_CLIENT_SECRET: BENCH_PAYU.clientSecret,
          PAYU_SECOND_KEY: BENCH_PAYU.secondKey,
        }
      : args.suite === "mixed"
        ? { CATALOG_SEARCH_CACHE_SECONDS: "0", CATALOG_DOCUMENT_CACHE_SECONDS: MIXED_DOCUMENT_CACHE_SECONDS }
        : {},
  );
  const stop = () => child.kill("SIGTERM");
  process.on("exit", stop);
  const t0 = Date.now();
  child.on("exit", (code) => {
    if (code !== null && code !== 0) process.exit(1); // the server could not start: its message is above
  });
  await waitReady(15 * 60_000);
  console.log(`server ready after ${Math.round((Date.now() - t0) / 1000)} s`);

  if (args.suite === "accounts") {
    const pid = child.pid!;
    const peak = { rss: rssMb(pid) };
    const who = await customers(20);
    const logins: BenchRequest[] = who.map((c) => ({
      method: "POST",
      path: "/api/user/login",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: c.email, password: c.password }),
    }));
    const profiles: BenchRequest[] = who.map((c) => ({ method: "GET", path: "/api/user/me", headers: { authorization: `Bearer ${c.token}` } }));
    await load("warm-up", ["/api/health", ...profiles, ...logins], pid, peak);
    const rows = [
      await load("trivial JSON (/api/health)", ["/api/health"], pid, peak),
      await load("login (argon2id verify + refresh token)", logins, pid, peak),
      await load("GET /api/user/me (token check + profile)", profiles, pid, peak),
    ];
    console.log(`\n| endpoint | p50 ms | p99 ms | req/s | errors |`);
    console.log(`|---|---:|---:|---:|---:|`);
    for (const r of rows) console.log(`| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`);
    console.log(
      `\nserver peak RSS under load: ${peak.rss} MB; ${args.connections} connections, ${args.duration} s per endpoint, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
    stop();
    await statsClient?.end();
    await catcher.stop();
    return;
  }

  if (args.suite === "downloads") {
    const pid = child.pid!;
    const peak = { rss: rssMb(pid) };
    const rows = await downloadRows({
      base,
      customers: await customers(20),
      load: (name, paths, connections) => load(name, paths as (string | BenchRequest)[], pid, peak, connections),
    });
    console.log(`\n| endpoint | p50 ms | p99 ms | req/s | server CPU ms/req | errors |`);
    console.log(`|---|---:|---:|---:|---:|---:|`);
    for (const r of rows) console.log(`| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.cpuPerRequest.toFixed(2)} | ${r.errors} |`);
    console.log(
      `\nserver peak RSS under load: ${peak.rss} MB; ${args.connections} connections, ${args.duration} s per row, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
    const exited = new Promise((r) => child.once("exit", r));
    stop();
    await exited;
    await payu!.close();
    await statsClient?.end();
    await catcher.stop();
    return;
  }

  if (args.suite === "payments") {
    const pid = child.pid!;
    const peak = { rss: rssMb(pid) };
    await analyze(["orders", "order_items", "stock_items", "mail_outbox"]);
    const rows = await paymentRows({
      base,
      standIn: payu!,
      orders: Number(args["pay-orders"]),
      sku: lines!.map((l) => l.sku),
      load: (name, paths, connections) => load(name, paths as (string | BenchRequest)[], pid, peak, connections),
    });
    console.log(`\n| endpoint | p50 ms | p99 ms | req/s | server CPU ms/req | errors |`);
    console.log(`|---|---:|---:|---:|---:|---:|`);
    for (const r of rows) console.log(`| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.cpuPerRequest.toFixed(2)} | ${r.errors} |`);
    console.log(
      `\nserver peak RSS under load: ${peak.rss} MB; 10 connections, ${args.duration} s per row, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
    const exited = new Promise((r) => child.once("exit", r));
    stop();
    await exited;
    await payu!.close();
    await statsClient?.end();
    await catcher.stop();
    return;
  }

  if (args.suite === "orders") {
    await orderRows(child.pid!, lines!);
    // The server sends the confirmation mails still queued before it exits: keep the catcher until then.
    const exited = new Promise((r) => child.once("exit", r));
    stop();
    await exited;
    await statsClient?.end();
    await catcher.stop();
    return;
  }

  const json = async (path: string) => (await (await fetch(base + path)).json()) as { result: any };
  if (args.suite === "mixed") {
    await mixedRows(child.pid!, json);
    stop();
    await statsClient?.end();
    await catcher.stop();
    return;
  }
  const tree = (await json("/api/catalog/categories")).result;
  const categories: { id: number; url_path: string; slug: string }[] = [];
  const walk = (c: any) => {
    if (c.level >= 3) categories.push(c);
    c.children_data.forEach(walk);
  };
  walk(tree);
  const products = (await json("/api/catalog/search?size=200&includeFields=url_path&sort=bestsellers")).result.items as { url_path: string }[];
  const queries = [
    "prenumerata",
    "kryminal",
    "national geographic",
    "zolw",
    "harry",
    "ksiazka dla dzieci",
    "koszulka",
    "historia polski",
    "fantastyka",
    "tygodnik",
    "poradnik",
    "biografia",
    "kolekcja",
    "ebook",
    "national geographc",
    "9788324631766",
  ];

  const pid = child.pid!;
  const peak = { rss: rssMb(pid) };
  // Warm up caches and the JIT before measuring: the measured searches and listings are a shop's popular ones,
  // each computed once and then reused for CATALOG_SEARCH_CACHE_SECONDS (refreshed ahead of expiry). `--cold`
  // skips the listings' warm-up, so their first computation lands inside the measurement.
  const listings = categories
    .slice(0, 20)
    .flatMap((c) => [`/api/catalog/search?category=${c.id}&size=50`, `/api/catalog/search?category=${c.id}&price=0-49.99&sort=price_asc&size=50`]);
  await load(
    "warm-up",
    ["/api/health", ...queries.map((q) => `/api/catalog/search?query=${encodeURIComponent(q)}&size=20`), ...(args.cold ? [] : listings)],
    pid,
    peak,
  );

  const only = new Set(args["api-only"] ? ["catalog"] : args.only.split(","));
  const rows: Row[] = [];
  rows.push(await load("trivial JSON (/api/health)", ["/api/health"], pid, peak));
  let staticRow: Row | undefined;
  if (only.has("catalog")) {
    rows.push(
      await load(
        "text search (size 20)",
        queries.map((q) => `/api/catalog/search?query=${encodeURIComponent(q)}&size=20`),
        pid,
        peak,
      ),
    );
    rows.push(await load("category listing, filtered, with aggregations (size 50)", listings, pid, peak));
    rows.push(
      await load(
        "product by url_path",
        products.map((p) => `/api/catalog/product?url_path=${encodeURIComponent(p.url_path)}`),
        pid,
        peak,
      ),
    );
  }

  if (only.has("ssr")) {
    // Server-rendered pages, against a static file served in the same run. With the HTML output cache on
    // (PAGE_CACHE_SECONDS, default), the first request of each page renders it and the rest reuse it; run
    // with PAGE_CACHE_SECONDS=0 to measure the render path alone.
    const pages = (await json("/api/catalog/search?size=100&includeFields=parentSku,slug&sort=most_viewed&aggregations=false")).result.items as {
      parentSku: string;
      slug: string;
    }[];
    const productPages = pages.map((p) => `/p/${encodeURIComponent(p.parentSku)}/${p.slug}`);
    const categoryPages = categories.slice(0, 20).map((c: any) => `/c/${c.slug}`);
    const cached = process.env.PAGE_CACHE_SECONDS !== "0";
    // With the cache on, each page is requested once first: the rows then show pages served from it (a live
    // shop's popular pages); PAGE_CACHE_SECONDS=0 measures every request rendered.
    if (cached) for (const path of [...productPages, ...categoryPages, "/i/kontakt"]) await (await fetch(base + path)).arrayBuffer();
    staticRow = await load("static file (/favicon.svg)", ["/favicon.svg"], pid, peak);
    rows.push(staticRow);
    const how = cached ? "from the output cache" : "rendered";
    rows.push(await load(`SSR product page (${how})`, productPages, pid, peak));
    rows.push(await load(`SSR category page (${how})`, categoryPages, pid, peak));
    // For comparison, a page with almost no content: a short information page is the site's chrome (header,
    // menu, footer, panels, cookie banner) and a few paragraphs (docs/decisions/2026-11-25-storefront-targets.md).
    rows.push(await load(`SSR information page /i/kontakt (${how})`, ["/i/kontakt"], pid, peak));
  }

  if (only.has("cart")) rows.push(...(await cartRows(pid, peak)));

  const trivial = rows[0]!;
  console.log(`\n| endpoint | p50 ms | p99 ms | req/s | p99 ÷ trivial p99 | req/s ÷ baseline req/s | server CPU ms/req | peak RSS MB | errors |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows) {
    const baseline = r.name.startsWith("SSR") && staticRow ? staticRow : trivial;
    console.log(
      `| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps} | ${(r.p99 / Math.max(trivial.p99, 1)).toFixed(1)} | ${(r.rps / Math.max(baseline.rps, 1)).toFixed(3)} | ${r.cpuPerRequest.toFixed(2)} | ${r.rss} | ${r.errors} |`,
    );
  }
  if (process.env.DATABASE_URL) {
    console.log(`\n| endpoint | PostgreSQL statements/req | PostgreSQL backend CPU ms/req | server + PostgreSQL CPU ms/req |`);
    console.log(`|---|---:|---:|---:|`);
    for (const r of rows)
      console.log(
        `| ${r.name} | ${r.pgStatementsPerRequest?.toFixed(2)} | ${r.pgCpuPerRequest?.toFixed(2)} | ${(r.cpuPerRequest + (r.pgCpuPerRequest ?? 0)).toFixed(2)} |`,
      );
  }
  console.log(
    `\nserver peak RSS under load: ${peak.rss} MB; ${args.connections} connections, ${args.duration} s per endpoint, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, PAGE_CACHE_SECONDS=${process.env.PAGE_CACHE_SECONDS ?? "86400 (default)"}`,
  );
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  stop();
  await statsClient?.end();
  await catcher.stop();
}

/**
 * Fresh planner statistics for the tables a suite just filled (thousands of carts): a database whose
 * autovacuum is off or has not run yet would otherwise plan the cart reads as sequential scans. PostgreSQL only:
 * PGlite's directory belongs to the running server (a second PGlite on it aborts in its wasm), and the server
 * exposes no ANALYZE, so on PGlite the planner keeps the statistics it has.
 */
async function analyze(tables: string[]): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false });
  try {
    for (const t of tables) await db.query(`ANALYZE ${t}`);
  } finally {
    await db.close();
  }
}

type Get = (path: string) => Promise<{ code: number; result: any }>;

/**
 * The cart suite's products, chosen through the shop's own API (so the suite runs on PGlite too, whose database only
 * the server may open): ten books (tax class 1, 5 %) and ten magazines (tax class 2, 8 %), simple or single numbers
 * listed on their own (not a configurable's child), enabled, with a price and at least 10 in stock; the same kinds the
 * suite chose by SQL before.
 */
async function cartProducts(get: Get): Promise<{ books: string[]; magazines: string[] }> {
  const fields = "sku,parentSku,type_id,tax_class_id,status,visibility,price,stock";
  const books: string[] = [];
  const magazines: string[] = [];
  for (let start = 0; (books.length < 10 || magazines.length < 10) && start < 10_000; start += 250) {
    const page = await get(`/api/catalog/search?type=simple,single_number&sort=position&size=250&start=${start}&aggregations=false&includeFields=${fields}`);
    const items = page.result.items as {
      sku: string;
      parentSku: string;
      tax_class_id: number;
      status: number;
      visibility: number;
      price: number;
      stock: { is_in_stock: boolean; qty: number };
    }[];
    if (items.length === 0) break;
    for (const p of items) {
      if (p.parentSku !== p.sku || p.status !== 1 || p.visibility <= 1 || !(p.price > 0) || !p.stock.is_in_stock || p.stock.qty < 10) continue;
      if (p.tax_class_id === 1 && books.length < 10) books.push(p.sku);
      if (p.tax_class_id === 2 && magazines.length < 10) magazines.push(p.sku);
    }
  }
  if (books.length === 0 || magazines.length === 0) throw new Error(`cart setup: found ${books.length} books and ${magazines.length} magazines in stock`);
  return { books, magazines };
}

/**
 * The configurable T-shirt's options (`configurable_item_options`) that name its first child (by id) with at least 10
 * in stock, read from the product endpoint: each option's attribute, in the options' order, and the child's value.
 */
async function tshirtOptions(get: Get, sku: string): Promise<{ option_id: string; option_value: string }[]> {
  const doc = (await get(`/api/catalog/product?sku=${encodeURIComponent(sku)}`)).result as {
    configurable_options?: { id: number; attribute_id: number; attribute_code: string; position: number }[];
    configurable_children?: ({ id: number; stock: { qty: number } } & Record<string, unknown>)[];
  };
  const child = [...(doc.configurable_children ?? [])].sort((a, b) => a.id - b.id).find((c) => c.stock.qty >= 10);
  if (!child) throw new Error(`cart setup: ${sku} has no child with 10 in stock`);
  return [...(doc.configurable_options ?? [])]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((o) => ({ option_id: String(o.attribute_id), option_value: String(child[o.attribute_code]) }));
}

/**
 * Cart: 200 guest carts of three lines (a book, a magazine, a T-shirt child by parent + options); totals across
 * them, and updates that set a line's quantity (the add path: product, stock and price checks, then the upsert).
 */
async function cartRows(pid: number, peak: { rss: number }): Promise<Row[]> {
  const call = async (path: string, body?: unknown) =>
    (await (
      await fetch(base + path, {
        method: body === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).json()) as { code: number; result: any };
  const { books, magazines } = await cartProducts(call);
  const options = await tshirtOptions(call, "TS-000004");
  const carts: string[] = [];
  for (let i = 0; i < 200; i++) {
    const id = (await call("/api/cart/create?token=", {})).result as string;
    await call(`/api/cart/update?cartId=${id}`, { cartItem: { sku: books[i % books.length]!, qty: 1 } });
    await call(`/api/cart/update?cartId=${id}`, { cartItem: { sku: magazines[i % magazines.length]!, qty: 2 } });
    const t = await call(`/api/cart/update?cartId=${id}`, {
      cartItem: { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } },
    });
    if (t.code !== 200) throw new Error(`cart setup failed: ${JSON.stringify(t.result)}`);
    carts.push(id);
  }
  await analyze(["carts", "cart_items"]);
  const updates: BenchRequest[] = carts.map((id, i) => ({
    method: "POST",
    path: `/api/cart/update?cartId=${id}`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cartItem: { sku: books[i % books.length]!, qty: 1 + (i % 3) } }),
  }));
  const totals = carts.map((id) => `/api/cart/totals?cartId=${id}`);
  // Warmed like the catalogue endpoints: the setup above only ran the update path once per line.
  await load("warm-up", [...totals, ...updates], pid, peak);
  return [await load("cart totals (3 lines, VAT 5/8/23 %)", totals, pid, peak), await load("cart update (set a line's qty)", updates, pid, peak)];
}

/**
 * The two products every order of the orders and payments suites holds (a book at 5 % and a magazine at 8 % VAT),
 * given stock enough for the run; confirmation mails an earlier run left unsent are marked so (the outbox would
 * otherwise send them during this run's measurement: this database is the benchmark's own).
 */
async function benchLines(): Promise<{ id: number; sku: string }[]> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: resolve(args["data-dir"], "pglite") });
  const pick = async (taxClass: number) =>
    (
      await db.query<{ id: number; sku: string }>(
        `SELECT p.id, p.sku FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.tax_class_id = $1 AND p.type_id IN ('simple', 'single_number')
           AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND s.manage_stock AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
         ORDER BY p.id LIMIT 1`,
        [taxClass],
      )
    )[0]!;
  const lines = [await pick(1), await pick(2)];
  await db.query("UPDATE stock_items SET qty = 10000000, is_in_stock = true, max_sale_qty = 10000 WHERE product_id = ANY($1::int[])", [lines.map((l) => l.id)]);
  // Confirmation mails an earlier run left unsent when it stopped its server would be sent during this run's
  // measurement (the outbox sends what a stopped process left): this database is the benchmark's own.
  await db.query("UPDATE mail_outbox SET sent_at = now(), last_error = 'left by an earlier benchmark run, not sent' WHERE sent_at IS NULL");
  await db.close();
  return lines;
}

/**
 * Orders: each request places a new guest order (its own order_id, no cart id, so the server makes the order's
 * cart) of a book and a magazine with cash on delivery: the whole path, from validation and pricing to the
 * transaction that takes stock and writes the order. The two products get stock enough for the run.
 */
async function orderRows(pid: number, lines: { id: number; sku: string }[]): Promise<void> {
  const template = benchOrderBody(
    lines.map((l) => l.sku),
    "bench@example.com",
    { code: "cashondelivery" },
  );
  const order: BenchRequest = {
    method: "POST",
    path: "/api/order",
    headers: { "content-type": "application/json" },
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...template, order_id: randomUUID() }) }),
  };
  // The checkout's usual case: the server cart already holds the lines. One cart per order, made beforehand.
  const call = async (path: string, body: unknown) =>
    (await (await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as {
      code: number;
      result: any;
    };
  const carts: string[] = [];
  const makeCart = async () => {
    const created = await call("/api/cart/create?token=", {});
    if (created.code !== 200) throw new Error(`cart create failed: ${JSON.stringify(created.result)}`);
    const id = created.result as string;
    for (const l of lines) {
      const added = await call(`/api/cart/update?cartId=${id}`, { cartItem: { sku: l.sku, qty: 1 } });
      if (added.code !== 200) throw new Error(`cart update failed: ${JSON.stringify(added.result)}`);
    }
    carts.push(id);
  };
  const wantedCarts = Number(args["order-carts"]);
  for (let i = 0; i < wantedCarts; i += 10) await Promise.all(Array.from({ length: Math.min(10, wantedCarts - i) }, makeCart));
  await analyze(["carts", "cart_items", "orders", "order_items", "order_status_history", "mail_outbox", "stock_items"]);
  let next = 0;
  const fromCart: BenchRequest = {
    method: "POST",
    path: "/api/order",
    headers: { "content-type": "application/json" },
    // past the prepared carts the order names no cart (the server makes one), which the table's errors column would not show: count them
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...template, cart_id: carts[next++] ?? "", order_id: randomUUID() }) }),
  };
  const peak = { rss: rssMb(pid) };
  await load("warm-up", [order], pid, peak, 10);
  const rows = [
    await load("trivial JSON (/api/health)", ["/api/health"], pid, peak, 10),
    await load("POST /api/order from a cart in step (2 lines, COD)", [fromCart], pid, peak, 10),
    await load("POST /api/order without a cart id (the server makes the cart)", [order], pid, peak, 10),
  ];
  if (next > carts.length) console.log(`note: ${next - carts.length} orders of the cart row ran past the ${carts.length} prepared carts (raise --order-carts)`);
  console.log(`\n| endpoint | p50 ms | p99 ms | req/s | server CPU ms/req | PostgreSQL statements/req | PostgreSQL CPU ms/req | errors |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.cpuPerRequest.toFixed(2)} | ${r.pgStatementsPerRequest?.toFixed(2) ?? "-"} | ${r.pgCpuPerRequest?.toFixed(2) ?? "-"} | ${r.errors} |`,
    );
  console.log(
    `\nserver peak RSS under load: ${peak.rss} MB; 10 connections, ${args.duration} s per endpoint, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
