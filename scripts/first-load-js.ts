/**
 * First-load JavaScript of storefront pages: fetches each page's server-rendered HTML from a running shop,
 * takes every <link rel="modulepreload"> plus the route manifest (manifest-*.js) it names, and sums their
 * gzipped sizes as built in the client build directory.
 *
 *   KIOSK_BUILD_DIR=build-perf node scripts/first-load-js.ts [--base http://localhost:3105] [--json] /p/KS-000001/… /
 *
 * The files are read from disk (KIOSK_BUILD_DIR, default "build"), so the number does not depend on the
 * server's compression settings; gzip is zlib's default level (6), as servers and CDNs use it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const asJson = args.includes("--json") ? (args.splice(args.indexOf("--json"), 1), true) : false;
const base = (flag("--base") ?? process.env.KIOSK_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
const buildDir = process.env.KIOSK_BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");
const paths = args.length ? args : ["/"];

export interface PageJs {
  path: string;
  status: number;
  files: { file: string; bytes: number; gzip: number }[];
  total: { bytes: number; gzip: number };
}

/** The module URLs a page makes the browser load before it can hydrate: modulepreloads and the manifest. */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  for (const m of html.matchAll(/["'](\/[^"']*\/manifest-[\w-]+\.js)["']/g)) found.add(m[1]!);
  return [...found];
}

async function measure(path: string): Promise<PageJs> {
  const response = await fetch(`${base}${path}`, { redirect: "manual", headers: { "user-agent": "first-load-js" } });
  const html = await response.text();
  const files = firstLoadScripts(html).map((href) => {
    const file = new URL(href, base).pathname;
    const source = readFileSync(join(clientDir, file));
    return { file, bytes: source.length, gzip: gzipSync(source).length };
  });
  const total = files.reduce((sum, f) => ({ bytes: sum.bytes + f.bytes, gzip: sum.gzip + f.gzip }), { bytes: 0, gzip: 0 });
  return { path, status: response.status, files, total };
}

const kB = (n: number) => (n / 1000).toFixed(1).padStart(6);

const results: PageJs[] = [];
for (const path of paths) results.push(await measure(path));

if (asJson) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const r of results) {
    console.log(`\n${r.path} (HTTP ${r.status})`);
    for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(f.gzip)} kB gz  ${kB(f.bytes)} kB  ${f.file}`);
    console.log(`  ${kB(r.total.gzip)} kB gz  ${kB(r.total.bytes)} kB  total (${r.files.length} files)`);
  }
  console.log("\nsummary (kB gzipped)");
  for (const r of results) console.log(`  ${kB(r.total.gzip)}  ${r.path}`);
}
if (results.some((r) => r.status !== 200 || r.files.length === 0)) process.exitCode = 1;
