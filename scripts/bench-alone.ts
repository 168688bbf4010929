/**
 * `node scripts/bench-alone.ts --url http://127.0.0.1:3200`: each path of the mixed suite (scripts/bench-mixed.ts) asked
 * alone, one after another, for `--rounds` rounds (3), the last one timed: how long each search and listing takes
 * with nothing else in the way, how the times spread, and the slowest paths.
 *
 * Why: under the bench's 20 connections a request's time is mostly the queue it waits in, so `npm run bench` cannot
 * tell which requests make the queue long. Here each one's own time shows (docs/benchmarks.md, 2026-11-30). The earlier
 * rounds let the server build what it keeps; whether the documents are still kept in the last depends on its budget
 * (`CATALOG_CACHE_MB`). Start the server with the bench's settings (scripts/bench-passes.ts says which) first.
 */
import { parseArgs } from "node:util";
import { suitePaths } from "./bench-mixed.ts";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3200" },
    rounds: { type: "string", default: "3" },
    top: { type: "string", default: "30" },
  },
});
const url = new URL(args.url);
const paths = await suitePaths(url);
const times = new Map<string, number>();
for (let round = 0; round < Number(args.rounds); round++)
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(new URL(path, url));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.set(path, performance.now() - started);
  }
const slowest = [...times].sort((a, b) => b[1] - a[1]);
const total = slowest.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`${slowest.length} paths, ${(total / slowest.length).toFixed(2)} ms each on average`);
for (const limit of [2, 5, 10, 15]) {
  const over = slowest.filter(([, ms]) => ms > limit);
  const share = over.reduce((sum, [, ms]) => sum + ms, 0) / total;
  console.log(`over ${limit} ms: ${over.length} paths (${((100 * over.length) / slowest.length).toFixed(1)} %), ${(100 * share).toFixed(0)} % of the time`);
}
for (const [path, ms] of slowest.slice(0, Number(args.top))) console.log(`${ms.toFixed(1).padStart(7)} ms  ${decodeURIComponent(path)}`);
