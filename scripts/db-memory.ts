/**
 * Where the shop process's memory goes under load, by database (docs/benchmarks.md, "Embedded database memory"):
 * the resident size (RSS), the JavaScript heap, memory outside it (Buffers), and, with PGlite, its WebAssembly
 * memory. Starts the app in this process (the storefront too, when it is built), fills an empty database with the
 * demo catalogue, and sends a fixed number of API and page requests, a few at a time, sampling as it goes. Run it with
 * the heap limits of `npm start` (the figures in docs/benchmarks.md were):
 *
 *   node --expose-gc --max-semi-space-size=8 --max-old-space-size=256 scripts/db-memory.ts --products 400 --requests 1500
 *   … scripts/db-memory.ts --shared-buffers 32MB --work-mem 8MB      (PGlite with smaller settings)
 *   … scripts/db-memory.ts --shared-buffers 32MB --wasm-optimize false (PGlite's WebAssembly never optimised)
 *   DATABASE_URL=postgres://… node … scripts/db-memory.ts             (PostgreSQL)
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedIfEmpty } from "../server/db/seed.ts";
import { buildDir } from "../server/storefront.ts";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "2000" },
    requests: { type: "string", default: "1500" },
    concurrency: { type: "string", default: "8" },
    "data-dir": { type: "string", default: "var/memory" },
    "shared-buffers": { type: "string" },
    "work-mem": { type: "string" },
    /** "false": PGlite's WebAssembly never optimised (PGLITE_WASM_OPTIMIZE=false) */
    "wasm-optimize": { type: "string", default: "true" },
  },
});

const MB = 1024 * 1024;
const optimize = args["wasm-optimize"] !== "false";
const dataDir = resolve(args["data-dir"]);
const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, JOBS_ENABLED: "false" });
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
  // Unset: PostgreSQL's own default (128MB), not the shop's PGLITE_SHARED_BUFFERS, so both can be measured.
  pglite: { sharedBuffers: args["shared-buffers"], workMem: args["work-mem"], optimize },
});
await seedIfEmpty(db, { products: Number(args.products), seed: 2026, mediaDir: config.mediaDir });
const pages = existsSync(resolve(buildDir(), "server/index.js"));
const app = await buildApp({ config, db, storefront: pages, logger: false });
// Over real HTTP on a local port: the event loop turns as it does in production (requests answered by inject, one
// after another, can keep timers from ever running, and then the memory they would free looks retained).
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const skus = (await db.query<{ sku: string }>("SELECT sku FROM products WHERE status = 1 AND visibility > 1 ORDER BY id LIMIT 200")).map((r) => r.sku);
const categories = (await db.query<{ id: number }>("SELECT id FROM categories WHERE level >= 2 ORDER BY id LIMIT 50")).map((r) => r.id);
const words = ["prenumerata", "gazeta", "kuchnia", "sport", "historia", "auto", "dom", "zdrowie", "nauka", "moda"];
const pick = <T>(list: T[], i: number) => list[i % list.length]!;

/** A mix of what the bench sends: searches, category listings with facets, products, stock, and pages. */
function requestFor(i: number): string {
  switch (i % (pages ? 6 : 4)) {
    case 0:
      return `/api/catalog/search?query=${pick(words, i)}&size=24&from=${(i % 5) * 24}`;
    case 1:
      return `/api/catalog/search?category_id=${pick(categories, i)}&size=48&sort=${pick(["price:asc", "name:asc", "created_at:desc"], i)}`;
    case 2:
      return `/api/catalog/product?sku=${encodeURIComponent(pick(skus, i * 7))}`;
    case 3:
      return `/api/stock/list?skus=${skus.slice(i % 150, (i % 150) + 20).join(",")}`;
    case 4:
      return `/search?query=${pick(words, i)}&page=${(i % 4) + 1}`;
    default:
      return `/?v=${i % 50}`;
  }
}

interface Sample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasm: number;
}
const sample = (): Sample => {
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, wasm: db.wasmMemoryBytes?.() ?? 0 };
};
const idle = sample();
const peak: Sample = { ...idle };
// The peak over the second half of the requests too: what the process holds once running, apart from what its first
// seconds take once (V8 optimising PGlite's WebAssembly, docs/decisions/2026-11-29-pglite-wasm-tier-up.md).
const late: Sample = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0, wasm: 0 };
const record = () => {
  const s = sample();
  for (const k of Object.keys(peak) as Array<keyof Sample>) {
    peak[k] = Math.max(peak[k], s[k]);
    if (sent >= total / 2) late[k] = Math.max(late[k], s[k]);
  }
};
// Sampled between requests too: PGlite answers inside the event loop's microtasks, where a timer may not get a turn.
const timer = setInterval(record, 100);

const total = Number(args.requests);
const started = performance.now();
let sent = 0;
let failed = 0;
await Promise.all(
  Array.from({ length: Number(args.concurrency) }, async () => {
    while (sent < total) {
      const res = await fetch(base + requestFor(sent++));
      await res.arrayBuffer();
      if (res.status >= 500) failed++;
      if (sent % 20 === 0) record();
    }
  }),
);
clearInterval(timer);
// What stays after a full collection (run with --expose-gc), as against what was garbage not yet collected.
(globalThis as { gc?: () => void }).gc?.();
await new Promise((r) => setTimeout(r, 200));
const after = sample();
const row = (name: string, s: Sample) =>
  `${name.padEnd(6)} rss ${(s.rss / MB).toFixed(0).padStart(5)} MB  heap ${(s.heapUsed / MB).toFixed(0).padStart(4)} MB  external ${(s.external / MB).toFixed(0).padStart(4)} MB  arrayBuffers ${(s.arrayBuffers / MB).toFixed(0).padStart(4)} MB  wasm ${(s.wasm / MB).toFixed(0).padStart(5)} MB`;
console.log(
  `${db.kind}${db.kind === "pglite" ? ` shared_buffers=${args["shared-buffers"] ?? "default"} work_mem=${args["work-mem"] ?? "32MB"} wasm optimised=${optimize}` : ""}, ${args.products} products, ${sent} requests (${failed} failed) in ${((performance.now() - started) / 1000).toFixed(1)} s at ${args.concurrency} at once${pages ? ", pages included" : ""}`,
);
console.log(row("idle", idle));
console.log(row("peak", peak));
console.log(row("late", late));
console.log(row((globalThis as { gc?: unknown }).gc ? "gc'd" : "after", after));
if (db.kind === "pglite") {
  const [settings] = await db.query<{ shared_buffers: string; work_mem: string }>(
    "SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('work_mem') AS work_mem",
  );
  console.log(`settings in effect: shared_buffers ${settings?.shared_buffers}, work_mem ${settings?.work_mem}`);
}
await app.close();
await db.close();
