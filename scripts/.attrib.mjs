import fs from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import { gzipSync } from "node:zlib";
const file = process.argv[2];
const code = fs.readFileSync(file, "utf8");
const map = JSON.parse(fs.readFileSync(file + ".map", "utf8"));
const smc = new SourceMapConsumer(map);
const lines = code.split("\n");
const bySrc = new Map();
// attribute each generated segment to the source of its mapping
const segs = [];
smc.eachMapping((m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < segs.length; i++) {
  const m = segs[i], n = segs[i + 1];
  const line = lines[m.generatedLine - 1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
  const text = line.slice(m.generatedColumn, end);
  const k = (m.source ?? "?").replace(/.*node_modules\//, "nm/");
  const e = bySrc.get(k) ?? { bytes: 0, text: [] };
  e.bytes += text.length; e.text.push(text);
  bySrc.set(k, e);
}
const rows = [...bySrc].map(([k, e]) => [k, e.bytes, gzipSync(e.text.join("")).length]).sort((a, b) => b[1] - a[1]);
for (const [k, b, g] of rows.slice(0, +process.argv[3] || 40)) console.log(String(b).padStart(7), String(g).padStart(6), k);
