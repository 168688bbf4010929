/**
 * `npm run bench -- --suite views`: what counting a product view costs the server (issue 24: at most 0.1 ms of CPU
 * per rendered page), in this process against the database (DATABASE_URL, else PGlite in var/bench/views).
 *
 * Two parts, both in process CPU time (user + system, process.cpuUsage), so the figure is the server's work and not
 * the machine's load:
 * - the hot path, once per page answered: server/storefront.ts countView (headers read, the isbot answer remembered
 *   per user agent, a Map increment), for returning browsers, for a new user agent on every request (isbot's regex
 *   each time: the worst case) and for bots;
 * - the write, once per POPULARITY_FLUSH_SECONDS: one statement for the views counted meanwhile, its CPU shared by
 *   those views (with PGlite the database works inside this process, so its CPU is in the figure too).
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { openDatabase } from "../server/db/client.ts";
import { seedIfEmpty } from "../server/db/seed.ts";
import { Popularity } from "../server/modules/catalog/index.ts";
import { countView } from "../server/storefront.ts";

const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:145.0) Gecko/20100101 Firefox/145.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
];
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
];

const cpuMs = (start: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};

export async function viewBench(o: { dataDir: string; calls?: number }): Promise<void> {
  mkdirSync(o.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: resolve(o.dataDir, "pglite"), poolSize: 4 });
  await seedIfEmpty(db, { products: 2000, seed: 2026, mediaDir: resolve(o.dataDir, "media"), log: (m) => console.log(m) });
  const ids = (await db.query<{ product_id: number }>("SELECT product_id FROM catalog_listing ORDER BY product_id")).map((r) => r.product_id);
  const calls = o.calls ?? 1_000_000;

  const hotPath = (name: string, agent: (i: number) => string) => {
    const popularity = new Popularity(db);
    const reqs = Array.from({ length: 1000 }, (_, i) => ({
      method: "GET",
      headers: { "user-agent": agent(i), accept: "text/html" } as Record<string, string>,
    }));
    for (let i = 0; i < 50_000; i++) countView(popularity, reqs[i % reqs.length]!, ids[i % ids.length], 200); // warm-up (JIT)
    const fresh = name.startsWith("a new");
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i++) {
      const req = fresh ? { method: "GET", headers: { "user-agent": agent(i + 1000) } } : reqs[i % reqs.length]!;
      countView(popularity, req, ids[(i * 7919) % ids.length], 200);
    }
    const us = (cpuMs(start) / calls) * 1000;
    return { name, us, counted: popularity.pendingViews() };
  };
  const rows = [
    hotPath("returning browsers (5 user agents)", (i) => BROWSERS[i % BROWSERS.length]!),
    hotPath("a new user agent on every request (worst case)", (i) => `${BROWSERS[i % BROWSERS.length]} kiosk-bench/${i}`),
    hotPath("bots (not counted)", (i) => BOTS[i % BOTS.length]!),
  ];

  // The write: a busy process's interval (200 product pages/s for 10 s over the catalogue), 20 times.
  const popularity = new Popularity(db);
  const flushes: { ms: number; cpu: number; views: number }[] = [];
  for (let round = 0; round < 21; round++) {
    for (let i = 0; i < 2000; i++) popularity.recordView(ids[Math.floor(Math.random() ** 2 * ids.length)]!, BROWSERS[0]!);
    const t0 = performance.now();
    const start = process.cpuUsage();
    const views = await popularity.flush();
    const cpu = cpuMs(start);
    if (round > 0) flushes.push({ ms: performance.now() - t0, cpu, views });
  }
  const flushCpu = flushes.reduce((s, f) => s + f.cpu, 0) / flushes.length;
  const flushMs = flushes.reduce((s, f) => s + f.ms, 0) / flushes.length;
  const perView = (flushCpu / 2000) * 1000;

  console.log(
    `\nCounting a product view: process CPU per page answered (${calls.toLocaleString("en")} calls each; database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})\n`,
  );
  console.log("| path | CPU µs per page | counted |");
  console.log("|---|---:|---:|");
  for (const r of rows) console.log(`| ${r.name} | ${r.us.toFixed(3)} | ${r.counted.toLocaleString("en")} |`);
  console.log(
    `| the write: one statement per 2,000 views (${flushMs.toFixed(1)} ms wall, ${flushCpu.toFixed(1)} ms CPU), per view | ${perView.toFixed(3)} | |`,
  );
  const worst = Math.max(...rows.map((r) => r.us)) + perView;
  const usual = rows[0]!.us + perView;
  console.log(
    `\nper page: ${usual.toFixed(3)} µs (returning browsers) to ${worst.toFixed(3)} µs (a new user agent each time) = ${(worst / 1000).toFixed(5)} ms; target ≤ 0.1 ms`,
  );
  await db.close();
}
