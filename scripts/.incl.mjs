import fs from "node:fs";
const p = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const nodes = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
let busy = 0;
for (const [id, t] of dt) { const n = nodes.get(id).callFrame.functionName; if (n !== "(idle)") busy += t; }
const incl = new Map();
const short = (u) => (u.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1]) ?? u.replace(/.*\/work\/main\//, "");
for (const [id, t] of dt) {
  const seen = new Set();
  let cur = id;
  while (cur !== undefined) {
    const n = nodes.get(cur); const k = `${n.callFrame.functionName || "(anon)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}`;
    if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); }
    cur = parent.get(cur);
  }
}
const re = new RegExp(process.argv[3] ?? ".");
console.log("busy ms", (busy / 1000).toFixed(0));
[...incl].filter(([k]) => re.test(k)).sort((a, b) => b[1] - a[1]).slice(0, +process.argv[4] || 60).forEach(([k, t]) => console.log((100 * t / busy).toFixed(1).padStart(5) + "%", k));
