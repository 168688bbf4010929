import fs from "node:fs";
const p = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const nodes = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
let total = 0;
for (const [id, t] of dt) total += t;
const cat = (n) => { const u = n.callFrame.url; if (!u) return n.callFrame.functionName || "(native)"; const m = u.match(/node_modules\/((@[^/]+\/)?[^/]+)/); if (m) return m[1]; if (u.includes("/build/server")) return "build/server"; if (u.startsWith("node:")) return u; return u.replace(/.*\/work\/main\//, ""); };
const byCat = new Map(), byFn = new Map();
for (const [id, t] of dt) { const n = nodes.get(id); const c = cat(n); byCat.set(c, (byCat.get(c) ?? 0) + t); const f = `${n.callFrame.functionName || "(anon)"} ${c}:${n.callFrame.lineNumber}`; byFn.set(f, (byFn.get(f) ?? 0) + t); }
const show = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).forEach(([name, t]) => console.log((100 * t / total).toFixed(1).padStart(5) + "%", name));
console.log("total ms", (total / 1000).toFixed(0)); show(byCat, 25); console.log("---"); show(byFn, +process.argv[3] || 40);
