/**
 * `node scripts/search-cpu-ab.ts`: the PostgreSQL backend CPU of one search statement, bounded ranking against
 * ranking every row (search-sql.ts `rankEveryRow`), interleaved on one connection so both see the same machine load.
 * CPU time (from /proc, this machine's server only) is what a busy shared machine distorts least.
 *
 *   DATABASE_URL=postgres://… node_modules/.bin/node scripts/search-cpu-ab.ts [--queries "historia,wydanie"] [--repeat 5]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { searchTerms } from "../domain/catalog-query.ts";
import { buildSearchSql, type ProductSearchSql } from "../server/modules/catalog/search-sql.ts";

const { values: args } = parseArgs({
  options: {
    queries: { type: "string", default: "historia,wydanie,kryminal,prenumerata,national geographc,harry,histori,ksiazka" },
    repeat: { type: "string", default: "5" },
  },
});
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const pid = Number((await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid);
const cpuMs = () => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log("| query | matches | bounded CPU ms (median) | every row CPU ms (median) |\n|---|---:|---:|---:|");
for (const query of args.queries.split(",")) {
  const terms = searchTerms(query);
  const forms = await client.query<{ form: string; lemmas: string[] }>("SELECT form, lemmas FROM search_forms WHERE form = ANY($1::text[])", [terms.terms]);
  const lemmas = new Map(terms.terms.map((t) => [t, forms.rows.find((r) => r.form === t)?.lemmas ?? []]));
  const q: ProductSearchSql = {
    terms,
    lemmas,
    filters: [],
    priceRanges: [],
    sale: false,
    bestsellery: false,
    news: false,
    includeOutOfStock: false,
    sort: "relevance",
    start: 0,
    size: 20,
    today: new Date().toISOString().slice(0, 10),
    aggregate: true,
  };
  const times = { bounded: [] as number[], every: [] as number[] };
  let total = 0;
  for (let i = 0; i < Number(args.repeat); i++) {
    for (const kind of ["bounded", "every"] as const) {
      const sql = buildSearchSql({ ...q, rankEveryRow: kind === "every" });
      const c0 = cpuMs();
      const { rows } = await client.query<{ total: number }>(sql.text, sql.values);
      times[kind].push(cpuMs() - c0);
      total = rows[0]!.total;
    }
  }
  console.log(`| ${query} | ${total} | ${median(times.bounded)} | ${median(times.every)} |`);
}
await client.end();
