/**
 * First-load JavaScript of storefront pages, counted the way a first-time visitor's browser pays for it:
 * Debian's Chromium opens each page in a fresh profile (no stored cart, session or cookie choice) at phone
 * width, waits until the page is loaded and the network has been quiet for a second, without any
 * interaction, and every script response it received is counted: the modulepreloads and module scripts the
 * HTML names, and the chunks the page imports on its own while hydrating or right after (code loaded on a
 * click or hover is not in it). Each file is gzipped at zlib's default level (6), as servers and CDNs
 * compress; kB = 1,000 bytes (KiB shown too). The inline scripts of the HTML (the route manifest and the
 * serialised route data) are not files but are JavaScript the browser parses before hydrating: they are
 * reported apart, gzipped.
 *
 *   node scripts/first-load-js.ts [--base http://127.0.0.1:3210] [--json] /p/KS-000001/… /c/… /
 *
 * Files the browser loaded that the HTML does not name (imported late, one more round trip) are marked "late".
 */
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/chromium.ts";

export interface PageJs {
  path: string;
  status: number;
  files: { file: string; bytes: number; gzip: number; sent: number; late: boolean }[];
  /** `sent`: the bytes the server sent for the files (its pre-compressed brotli copies), for comparison */
  total: { bytes: number; gzip: number; sent: number };
  /** inline <script> elements of the HTML (manifest, route data, bootstrap), JSON-LD excluded */
  inline: { count: number; bytes: number; gzip: number };
}

/** The module URLs the HTML itself names: modulepreloads, script src, and the inline bootstrap's imports. */
export function htmlScripts(html: string): string[] {
  const found = new Set<string>();
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
      .exec(tag)
      ?.slice(2)
      .find((v) => v !== undefined);
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (href && (rel.includes("modulepreload") || (rel.includes("preload") && attr(tag, "as") === "script"))) found.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(`<script${m[1]}>`, "src");
    if (src) found.add(src);
    else for (const im of m[2]!.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+\.m?js)["']/g)) found.add(im[1]!);
  }
  return [...found];
}

function inlineScripts(html: string): PageJs["inline"] {
  const bodies = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/.test(m[1]!) && !/ld\+json/.test(m[1]!))
    .map((m) => m[2]!);
  const text = Buffer.from(bodies.join("\n"));
  return { count: bodies.length, bytes: text.length, gzip: gzipSync(text).length };
}

/** Opens each path in a fresh browser context and counts the scripts it loads before any interaction. */
export async function measureFirstLoadJs(base: string, paths: string[]): Promise<PageJs[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: PageJs[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
      const page = await context.newPage();
      const scripts = new Map<string, Promise<[Buffer, number] | null>>();
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        const url = new URL(response.url());
        if (url.origin !== new URL(base).origin) return;
        scripts.set(
          url.pathname,
          Promise.all([response.body(), response.finished().then(() => response.request().sizes())]).then(
            ([body, sizes]): [Buffer, number] => [body, sizes.responseBodySize],
            () => null,
          ),
        );
      });
      const response = await page.goto(`${base}${path}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1000);
      await page.waitForLoadState("networkidle");
      const html = (await response?.text()) ?? "";
      const named = new Set(htmlScripts(html).map((src) => new URL(src, `${base}${path}`).pathname));
      const files: PageJs["files"] = [];
      for (const [file, loaded] of scripts) {
        const got = await loaded;
        if (!got) continue;
        const [source, sent] = got;
        files.push({ file, bytes: source.length, gzip: gzipSync(source).length, sent, late: !named.has(file) });
      }
      const total = files.reduce((sum, f) => ({ bytes: sum.bytes + f.bytes, gzip: sum.gzip + f.gzip, sent: sum.sent + f.sent }), {
        bytes: 0,
        gzip: 0,
        sent: 0,
      });
      results.push({ path, status: response?.status() ?? 0, files, total, inline: inlineScripts(html) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kB = (n: number) => (n / 1000).toFixed(1).padStart(6);
const KiB = (n: number) => (n / 1024).toFixed(1).padStart(6);

export function printFirstLoadJs(results: PageJs[]) {
  for (const r of results) {
    console.log(`\n${r.path} (HTTP ${r.status})`);
    for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kB(f.gzip)} kB gz  ${kB(f.bytes)} kB  ${f.file}${f.late ? "  (late: not named by the HTML)" : ""}`);
    console.log(`  ${kB(r.total.gzip)} kB gz  ${kB(r.total.bytes)} kB  total (${r.files.length} files) = ${KiB(r.total.gzip).trim()} KiB gz`);
    console.log(`  ${kB(r.total.sent)} kB sent by the server (its pre-compressed brotli copies), for comparison`);
    console.log(
      `  ${kB(r.inline.gzip)} kB gz  ${kB(r.inline.bytes)} kB  inline scripts of the HTML (${r.inline.count}: manifest, route data, bootstrap), not in the total`,
    );
  }
  console.log("\nsummary: first-load JS files, gzipped (kB = 1,000 bytes / KiB)");
  for (const r of results) console.log(`  ${kB(r.total.gzip)} kB  ${KiB(r.total.gzip)} KiB  ${r.path}`);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i === -1) return undefined;
    const [value] = args.splice(i, 2).slice(1);
    return value;
  };
  const asJson = args.includes("--json");
  if (asJson) args.splice(args.indexOf("--json"), 1);
  const base = (flag("--base") ?? process.env.KIOSK_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
  const results = await measureFirstLoadJs(base, args.length ? args : ["/"]);
  if (asJson) console.log(JSON.stringify(results, null, 2));
  else printFirstLoadJs(results);
  if (results.some((r) => r.status !== 200 || r.files.length === 0)) process.exitCode = 1;
}
