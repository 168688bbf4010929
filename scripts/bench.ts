/**
 * `npm run bench`: the catalogue API under load on the benchmark catalogue (100,000 products by default).
 *
 * Starts the shop as a child process (its own data dir, or DATABASE_URL), builds the catalogue on first
 * use, then drives each endpoint with autocannon at 20 connections and prints p50/p99 latency, req/s,
 * the p99 as a ratio to a trivial JSON route measured in the same run, and the server's peak RSS.
 *
 *   npm run bench -- --products 100000 --duration 10 --connections 20
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../server/db/client.ts";
import { isSeeded } from "../server/db/seed.ts";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    port: { type: "string", default: "3111" },
    "data-dir": { type: "string", default: "var/bench" },
  },
});
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: args["data-dir"],
      CATALOG_SEED_PRODUCTS: "0",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function waitReady(timeoutMs: number) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return;
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

interface Row {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function load(name: string, paths: string[], pid: number, peak: { rss: number }): Promise<Row> {
  const sampler = setInterval(() => {
    peak.rss = Math.max(peak.rss, rssMb(pid));
  }, 250);
  const result = await autocannon({
    url: base,
    connections: Number(args.connections),
    duration: Number(args.duration),
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  clearInterval(sampler);
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** Builds the benchmark catalogue in its own process (the generator holds ~1 GB while it works). */
async function ensureCatalogue() {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: resolve(args["data-dir"], "pglite") });
  const seeded = await isSeeded(db);
  await db.close();
  if (seeded) return;
  const t0 = Date.now();
  await new Promise<void>((done, fail) => {
    const gen = spawn(process.execPath, ["scripts/generate-catalogue.ts", "--products", args.products], {
      env: { ...process.env, DATA_DIR: args["data-dir"] },
      stdio: "inherit",
    });
    gen.on("exit", (code) => (code === 0 ? done() : fail(new Error(`catalogue generator exited with ${code}`))));
  });
  console.log(`catalogue of ${args.products} products built in ${Math.round((Date.now() - t0) / 1000)} s`);
}

async function main() {
  await ensureCatalogue();
  const child = startServer();
  const stop = () => child.kill("SIGTERM");
  process.on("exit", stop);
  const t0 = Date.now();
  await waitReady(15 * 60_000);
  console.log(`server ready after ${Math.round((Date.now() - t0) / 1000)} s`);

  const json = async (path: string) => (await (await fetch(base + path)).json()) as { result: any };
  const tree = (await json("/api/catalog/categories")).result;
  const categories: { id: number; url_path: string; slug: string }[] = [];
  const walk = (c: any) => {
    if (c.level >= 3) categories.push(c);
    c.children_data.forEach(walk);
  };
  walk(tree);
  const products = (await json("/api/catalog/search?size=200&includeFields=url_path&sort=bestsellers")).result.items as { url_path: string }[];
  const queries = ["prenumerata", "kryminal", "national geographic", "zolw", "harry", "ksiazka dla dzieci", "koszulka", "historia polski", "fantastyka", "tygodnik", "poradnik", "biografia", "kolekcja", "ebook", "national geographc", "9788324631766"];

  const pid = child.pid!;
  const peak = { rss: rssMb(pid) };
  // Warm up caches and the JIT before measuring.
  await load("warm-up", ["/api/health", ...queries.map((q) => `/api/catalog/search?query=${encodeURIComponent(q)}&size=20`)], pid, peak);

  const rows: Row[] = [];
  rows.push(await load("trivial JSON (/api/health)", ["/api/health"], pid, peak));
  rows.push(await load("text search (size 20)", queries.map((q) => `/api/catalog/search?query=${encodeURIComponent(q)}&size=20`), pid, peak));
  rows.push(
    await load(
      "category listing, filtered, with aggregations (size 50)",
      categories.slice(0, 20).flatMap((c) => [`/api/catalog/search?category=${c.id}&size=50`, `/api/catalog/search?category=${c.id}&price=0-49.99&sort=price_asc&size=50`]),
      pid,
      peak,
    ),
  );
  rows.push(await load("product by url_path", products.map((p) => `/api/catalog/product?url_path=${encodeURIComponent(p.url_path)}`), pid, peak));

  // Server-rendered pages, against a static file served in the same run.
  const pages = (await json("/api/catalog/search?size=100&includeFields=parentSku,slug&sort=most_viewed&aggregations=false")).result.items as { parentSku: string; slug: string }[];
  const staticRow = await load("static file (/favicon.svg)", ["/favicon.svg"], pid, peak);
  rows.push(staticRow);
  rows.push(await load("SSR product page", pages.map((p) => `/p/${encodeURIComponent(p.parentSku)}/${p.slug}`), pid, peak));
  rows.push(await load("SSR category page", categories.slice(0, 20).map((c: any) => `/c/${c.slug}`), pid, peak));

  const trivial = rows[0]!;
  console.log(`\n| endpoint | p50 ms | p99 ms | req/s | p99 ÷ trivial p99 | req/s ÷ baseline req/s | errors |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows) {
    const baseline = r.name.startsWith("SSR") ? staticRow : trivial;
    console.log(`| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps} | ${(r.p99 / Math.max(trivial.p99, 1)).toFixed(1)} | ${(r.rps / Math.max(baseline.rps, 1)).toFixed(3)} | ${r.errors} |`);
  }
  console.log(`\nserver peak RSS under load: ${peak.rss} MB; ${args.connections} connections, ${args.duration} s per endpoint, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
  stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
