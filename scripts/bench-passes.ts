/**
 * `node scripts/bench-passes.ts --url http://127.0.0.1:3200`: the mixed suite (scripts/bench-mixed.ts, drawn from the
 * running server, interleaved as `npm run bench -- --suite mixed` sends it) in consecutive passes against one server,
 * from 20 connections, each pass with its requests a second, p50 / p90 / p99 / max, and the seconds of the pass in which
 * its slowest 1 % fell.
 *
 * Why: the bench's rows are 10 s each, on a server that has lived through the rows before. What changes with a
 * server's age shows here pass by pass: the first pass builds the documents (a new process), and one time to live
 * later (`CATALOG_DOCUMENT_CACHE_SECONDS`, 30 s in the bench) they come due together. A burst of slow requests in one
 * or two seconds is a stall (a build, a full collection); slow requests spread over the pass are the queue.
 *
 * Start the server with the bench's settings (`CATALOG_SEARCH_CACHE_SECONDS=0`, `CATALOG_DOCUMENT_CACHE_SECONDS=30`,
 * the node flags of scripts/bench.ts `startServer`) and wait until `/api/ready` says the search index is ready.
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { suitePaths } from "./bench-mixed.ts";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3200" },
    passes: { type: "string", default: "5" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const url = new URL(args.url);
const paths = await suitePaths(url);

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(args.connections) });
/** one request's latency in ms, and when it started (ms since the pass began); a non-2xx answer stops the run */
const get = (path: string, passStart: number) =>
  new Promise<{ ms: number; at: number }>((resolve, reject) => {
    const start = performance.now();
    http
      .get({ host: url.hostname, port: url.port, path, agent }, (res) => {
        if ((res.statusCode ?? 500) >= 300) reject(new Error(`${path}: HTTP ${res.statusCode}`));
        res.resume();
        res.on("end", () => resolve({ ms: performance.now() - start, at: start - passStart }));
      })
      .on("error", reject);
  });

console.log(`${paths.length} paths, ${args.connections} connections, ${args.seconds} s a pass`);
let next = 0;
for (let pass = 1; pass <= Number(args.passes); pass++) {
  const passStart = performance.now();
  const end = passStart + Number(args.seconds) * 1000;
  const done: { ms: number; at: number }[] = [];
  await Promise.all(
    Array.from({ length: Number(args.connections) }, async () => {
      while (performance.now() < end) done.push(await get(paths[next++ % paths.length]!, passStart));
    }),
  );
  done.sort((a, b) => a.ms - b.ms);
  const q = (p: number) => done[Math.floor(p * (done.length - 1))]!.ms.toFixed(0);
  const slowest = done.slice(Math.floor(done.length * 0.99));
  const bySecond = new Map<number, number>();
  for (const s of slowest) bySecond.set(Math.floor(s.at / 1000), (bySecond.get(Math.floor(s.at / 1000)) ?? 0) + 1);
  const seconds = [...bySecond].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`);
  console.log(
    `pass ${pass}: ${Math.round(done.length / Number(args.seconds))} requests a second; p50 ${q(0.5)} p90 ${q(0.9)} p99 ${q(0.99)} max ${q(1)} ms; slowest 1 % by second ${seconds.join(" ")}`,
  );
}
agent.destroy();
