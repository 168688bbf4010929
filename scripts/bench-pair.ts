/**
 * `node scripts/bench-pair.ts --a http://127.0.0.1:3201 --a-pid PID --b http://127.0.0.1:3200 --b-pid PID`: two
 * servers (say, main and a change) measured side by side. Each of the mixed suite's searches and listings
 * (scripts/bench-mixed.ts, drawn from server A) goes to both at the same moment, from a few connections each, and the
 * script prints the CPU each server's threads spent per request (from /proc), pass by pass.
 *
 * Why: this machine's speed moves by half within minutes (fresh virtual machines, other work on the host), so two
 * bench runs taken one after the other compare badly. Two servers loaded at once share every slow and fast moment.
 * CPU per request, not latency, is the figure: the two servers also compete with each other.
 *
 * Start both servers with the bench's settings (`CATALOG_SEARCH_CACHE_SECONDS=0`, `CATALOG_DOCUMENT_CACHE_SECONDS=30`, the same
 * database; scripts/bench.ts `startServer`), and wait until
 * `/api/ready` says the search index is ready on both. `--kind searches|listings|mixed` picks the requests.
 */
import http from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { mixedRequests, suiteCategories } from "./bench-mixed.ts";

const { values: args } = parseArgs({
  options: {
    a: { type: "string", default: "http://127.0.0.1:3201" },
    b: { type: "string", default: "http://127.0.0.1:3200" },
    "a-pid": { type: "string" },
    "b-pid": { type: "string" },
    kind: { type: "string", default: "mixed" },
    seconds: { type: "string", default: "10" },
    passes: { type: "string", default: "5" },
    connections: { type: "string", default: "4" },
  },
});
if (!args["a-pid"] || !args["b-pid"]) throw new Error("--a-pid and --b-pid: the two servers' process ids (their threads' CPU is read from /proc)");

/** CPU ms of each named thread of a process (utime + stime; a worker thread is "WorkerThread", the main one "MainThread"). */
function threadCpu(pid: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim();
      const fields = readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8").split(") ")[1]!.split(" ");
      out.set(name, (out.get(name) ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return out;
}

const json = async (path: string) => (await fetch(new URL(path, args.a))).json();
const { searches, listings } = await mixedRequests(json, await suiteCategories(json));
const paths = args.kind === "searches" ? searches : args.kind === "listings" ? listings : [...searches, ...listings];

const servers = [new URL(args.a), new URL(args.b)].map((url) => ({ url, agent: new http.Agent({ keepAlive: true, maxSockets: Number(args.connections) }) }));
const get = (server: (typeof servers)[number], path: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get({ host: server.url.hostname, port: server.url.port, path, agent: server.agent }, (res) => {
        res.resume();
        res.on("end", resolve);
      })
      .on("error", reject);
  });

console.log(`${paths.length} ${args.kind} paths; CPU ms per request, A | B`);
let next = 0;
for (let pass = 1; pass <= Number(args.passes); pass++) {
  const before = [threadCpu(args["a-pid"]), threadCpu(args["b-pid"])];
  const end = Date.now() + Number(args.seconds) * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: Number(args.connections) }, async () => {
      while (Date.now() < end) {
        const path = paths[next++ % paths.length]!;
        await Promise.all(servers.map((s) => get(s, path)));
        n++;
      }
    }),
  );
  const after = [threadCpu(args["a-pid"]), threadCpu(args["b-pid"])];
  const per = (i: number, thread: string) => (((after[i]!.get(thread) ?? 0) - (before[i]!.get(thread) ?? 0)) / n).toFixed(3);
  console.log(
    `pass ${pass}: ${n} requests each; search worker ${per(0, "WorkerThread")} | ${per(1, "WorkerThread")}; main thread ${per(0, "MainThread")} | ${per(1, "MainThread")}`,
  );
}
for (const s of servers) s.agent.destroy();
