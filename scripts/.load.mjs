import autocannon from "autocannon";
import fs from "node:fs";
const urls = fs.readFileSync(process.argv[2], "utf8").trim().split("\n").map((u) => new URL(u));
const r = await autocannon({ url: urls[0].origin, connections: 20, duration: +(process.argv[3] ?? 10), requests: urls.map((u) => ({ method: "GET", path: u.pathname + u.search })) });
console.log(`req/s ${r.requests.average} p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx} errors ${r.errors}`);
