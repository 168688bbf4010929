/**
 * Lighthouse on a running shop: home, a category page and a product page, with the mobile preset (the
 * default) and the desktop preset, on Debian's Chromium. Prints a table of the four category scores and
 * CLS / LCP / TBT, and writes small summaries (not the full reports) to docs/lighthouse/*.json.
 * Also measures the three pages' first-load JavaScript with scripts/first-load-js.ts: every script a
 * first-time visitor's browser loads before any interaction (named by the HTML or imported while hydrating).
 *
 *   npm run lighthouse                              # against http://127.0.0.1:3210 (the e2e server)
 *   npm run lighthouse -- http://127.0.0.1:3000     # another base URL (or LIGHTHOUSE_BASE_URL)
 *   npm run lighthouse -- --js-only                 # only the first-load JS measurement
 *   npm run lighthouse -- --runs 5                  # audits per page and preset (default 3); the median run is kept
 *
 * Needs the `lighthouse` devDependency (npm i -D -E lighthouse@13). Start the server first, e.g.
 * `KIOSK_BUILD_DIR=build-e2e DATA_DIR=var/e2e PORT=3210 CATALOG_SEED_PRODUCTS=600 npm start`.
 * Numbers are from this machine (2 cores, simulated throttling): compare runs, not absolute values.
 */
import { spawn } from "node:child_process";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/chromium.ts";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { measureFirstLoadJs, printFirstLoadJs } from "./first-load-js.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const jsOnly = args.includes("--js-only");
/**
 * Simulated throttling scales the CPU time the trace observed, so one run on a shared machine can swing by
 * several points; Lighthouse's own advice is the median of several runs. Each page and preset is audited
 * `--runs` times and the run with the median performance score is the one reported.
 */
const runsArg = args.indexOf("--runs");
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${args[runsArg + 1]}`);
const base = (args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--runs") ?? process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3210").replace(
  /\/+$/,
  "",
);
const outDir = path.join(root, "docs", "lighthouse");

const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_ARGS;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FORM_FACTORS = ["mobile", "desktop"] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

interface Target {
  name: string;
  url: string;
}

interface Summary {
  page: string;
  url: string;
  formFactor: FormFactor;
  fetchTime: string;
  lighthouseVersion: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: { cls: number | null; lcpMs: number | null; tbtMs: number | null; fcpMs: number | null; speedIndexMs: number | null };
  /** the elements that moved most (Lighthouse's "layout-shifts" audit), when there was any shift */
  layoutShifts: { element: string; score: number }[];
  /** audits of the accessibility, best-practices and SEO categories that did not pass */
  failedAudits: { category: string; id: string; title: string }[];
  runtimeError?: string;
  /** the machine's 1-minute load average when the audit started (the machine is shared: simulated CPU costs follow it) */
  loadAverage?: number;
  /** every run's performance score, in run order; this summary is the median run's */
  performanceRuns?: (number | null)[];
}

/* ---------- the pages ---------- */

async function getJson<T>(pathAndQuery: string): Promise<T> {
  const res = await fetch(`${base}${pathAndQuery}`, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`GET ${pathAndQuery} answered ${res.status}`);
  return ((await res.json()) as { result: T }).result;
}

async function targets(): Promise<Target[]> {
  const ready = await fetch(`${base}/api/ready`).catch((error: Error) => error);
  if (ready instanceof Error || !ready.ok) {
    throw new Error(`the shop does not answer at ${base}/api/ready (${ready instanceof Error ? ready.message : ready.status}); start it first`);
  }
  // The first category of the menu, as the home page links it; a product that always exists (fixture KS-000001).
  const home = await (await fetch(`${base}/`)).text();
  const category = /<nav class="mega-menu"[^>]*>[\s\S]*?href="(\/c\/[^"?#]+)"/.exec(home)?.[1] ?? /href="(\/c\/[^"?#]+)"/.exec(home)?.[1];
  if (!category) throw new Error(`no category link (/c/…) on ${base}/`);
  const product = await getJson<{ parentSku: string; slug: string }>("/api/catalog/product?sku=KS-000001");
  return [
    { name: "home", url: `${base}/` },
    { name: "category", url: `${base}${category}` },
    { name: "product", url: `${base}/p/${encodeURIComponent(product.parentSku)}/${product.slug}` },
  ];
}

/* ---------- Lighthouse ---------- */

function lighthouseCli(): string | null {
  const cli = process.env.LIGHTHOUSE_CLI ?? path.join(root, "node_modules", "lighthouse", "cli", "index.js");
  return existsSync(cli) ? cli : null;
}

function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (error) => resolve({ code: 1, stderr: error.message }));
    child.on("exit", (code) => resolve({ code: code ?? 1, stderr }));
  });
}

interface Lhr {
  fetchTime: string;
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      details?: { items?: { node?: { selector?: string; snippet?: string; nodeLabel?: string }; score?: number }[] };
    }
  >;
}

async function lighthouse(cli: string, target: Target, formFactor: FormFactor, tmp: string): Promise<Summary> {
  const report = path.join(tmp, `${target.name}-${formFactor}.report.json`);
  const argv = [
    cli,
    target.url,
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    "--max-wait-for-load=60000",
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
  ];
  const { code, stderr } = await run(process.execPath, argv, { ...process.env, CHROME_PATH });
  if (code !== 0 || !existsSync(report))
    throw new Error(`lighthouse ${target.name} (${formFactor}) exited with ${code}: ${stderr.trim().split("\n").slice(-5).join(" | ")}`);
  const lhr = JSON.parse(await readFile(report, "utf8")) as Lhr;
  const numeric = (id: string, digits = 0) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === "number" ? Number(v.toFixed(digits)) : null;
  };
  const layoutShifts = (lhr.audits["layout-shifts"]?.details?.items ?? [])
    .filter((i) => typeof i.score === "number")
    .slice(0, 5)
    .map((i) => ({ element: [i.node?.selector, i.node?.snippet].filter(Boolean).join(" ") || i.node?.nodeLabel || "?", score: Number(i.score!.toFixed(4)) }));
  const failedAudits = CATEGORIES.filter((c) => c !== "performance").flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a): a is NonNullable<typeof a> =>
          a !== undefined && a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric"),
      )
      .map((a) => ({ category, id: a.id, title: a.title })),
  );
  return {
    page: target.name,
    url: target.url,
    formFactor,
    fetchTime: lhr.fetchTime,
    lighthouseVersion: lhr.lighthouseVersion,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Summary["scores"],
    metrics: {
      cls: numeric("cumulative-layout-shift", 4),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      fcpMs: numeric("first-contentful-paint"),
      speedIndexMs: numeric("speed-index"),
    },
    layoutShifts,
    failedAudits,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/* ---------- first-load JS: scripts/first-load-js.ts (what a first-time visitor's browser loads before any interaction) ---------- */

/* ---------- output ---------- */

const score = (s: number | null) => (s === null ? "–" : String(Math.round(s * 100)));
const ms = (v: number | null) => (v === null ? "–" : `${Math.round(v)} ms`);

/** A plain-text table; the first `textColumns` columns are left-aligned, the others (numbers) right-aligned. */
function table(rows: string[][], textColumns: number): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(rows[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

async function main() {
  const pages = await targets();
  await mkdir(outDir, { recursive: true });
  let failed = false;

  const js = await measureFirstLoadJs(
    base,
    pages.map((p) => new URL(p.url).pathname),
  );
  await writeFile(path.join(outDir, "first-load-js.json"), `${JSON.stringify({ measuredAt: new Date().toISOString(), gzipLevel: 6, pages: js }, null, 2)}\n`);
  console.log("\nFirst-load JS (scripts/first-load-js.ts: every script a first-time visitor's browser loads before any interaction, gzip -6)");
  printFirstLoadJs(js);

  if (jsOnly) return;
  const cli = lighthouseCli();
  if (!cli) {
    console.error("\nLighthouse is not installed: add it with `npm i -D -E lighthouse@13`, then run this again.");
    process.exitCode = 1;
    return;
  }

  const tmp = path.join(os.tmpdir(), `kiosk-lighthouse-${process.pid}`);
  await mkdir(tmp, { recursive: true });
  const summaries: Summary[] = [];
  try {
    for (const formFactor of FORM_FACTORS) {
      for (const target of pages) {
        process.stderr.write(`lighthouse ${target.name} (${formFactor})…\n`);
        try {
          // A live shop serves its pages from the HTML output cache; the first request fills it.
          await fetch(target.url).then((r) => r.arrayBuffer());
          const all: Summary[] = [];
          for (let i = 0; i < runs; i++) {
            const loadAverage = Number(os.loadavg()[0]!.toFixed(2));
            // Lighthouse's own transient failures (NO_NAVSTART, "Please run Lighthouse again") get one more try.
            const audit = () => lighthouse(cli, target, formFactor, tmp);
            const run = await audit().catch((error: Error) => {
              if (!/run Lighthouse again/i.test(error.message)) throw error;
              process.stderr.write(`  retrying once: ${error.message.slice(0, 160)}\n`);
              return audit();
            });
            all.push({ ...run, loadAverage });
          }
          const sorted = [...all].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
          const summary = { ...sorted[Math.floor((sorted.length - 1) / 2)]!, performanceRuns: all.map((r) => r.scores.performance) };
          summaries.push(summary);
          await writeFile(path.join(outDir, `${target.name}-${formFactor}.json`), `${JSON.stringify(summary, null, 2)}\n`);
        } catch (error) {
          failed = true;
          console.error((error as Error).message);
        }
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }

  console.log(
    `\nLighthouse (${base}, ${summaries[0]?.lighthouseVersion ?? "?"}): scores 0–100, CLS, LCP, TBT of the median of ${runs} run(s); "runs" lists every run's performance`,
  );
  console.log(
    table(
      [
        ["page", "preset", "perf", "a11y", "best-pr.", "SEO", "CLS", "LCP", "TBT", "runs"],
        ...summaries.map((s) => [
          s.page,
          s.formFactor,
          score(s.scores.performance),
          score(s.scores.accessibility),
          score(s.scores["best-practices"]),
          score(s.scores.seo),
          s.metrics.cls === null ? "–" : s.metrics.cls.toFixed(3),
          ms(s.metrics.lcpMs),
          ms(s.metrics.tbtMs),
          (s.performanceRuns ?? []).map(score).join(" "),
        ]),
      ],
      2,
    ),
  );
  for (const s of summaries) {
    if (s.runtimeError) console.log(`${s.page} (${s.formFactor}): runtime error ${s.runtimeError}`);
    if (s.layoutShifts.length)
      console.log(`${s.page} (${s.formFactor}) layout shifts: ${s.layoutShifts.map((l) => `${l.score} ${l.element.slice(0, 120)}`).join(" | ")}`);
    if (s.failedAudits.length) console.log(`${s.page} (${s.formFactor}) audits not passed: ${s.failedAudits.map((a) => a.id).join(", ")}`);
  }
  console.log(`\nSummaries in ${path.relative(root, outDir)}/`);
  if (failed) process.exitCode = 1;
}

await main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
