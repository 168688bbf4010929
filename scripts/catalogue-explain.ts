/**
 * `npx node scripts/catalogue-explain.ts`: single-request timings of the catalogue's statements on the
 * current database (DATABASE_URL or PGlite), with EXPLAIN (ANALYZE, BUFFERS) for each.
 *
 *   DATABASE_URL=postgres://… npx node scripts/catalogue-explain.ts [--plans] [--repeat 3] [--queries "kryminały,żurawiem"]
 */
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { openDatabase, type Database } from "../server/db/client.ts";
import { valueOr } from "../server/http/outcome.ts";
import { CatalogService, type SearchInput } from "../server/modules/catalog/index.ts";

const { values: args } = parseArgs({
  options: {
    plans: { type: "boolean", default: false },
    repeat: { type: "string", default: "3" },
    /** comma-separated text queries to time instead of the default ones */
    queries: { type: "string", default: "kryminal,prenumerata,national geographc,harry,książka,zurawiem,kryminały,nesbo" },
  },
});
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: resolve(process.env.PGLITE_DIR ?? "var/bench/pglite") });
const statements: { text: string; values: unknown[] }[] = [];
const spy: Database = {
  ...db,
  query: (text: string, values?: unknown[]) => {
    statements.push({ text, values: values ?? [] });
    return db.query(text, values);
  },
} as Database;
const catalog = new CatalogService(spy, { CATALOG_SHOW_OUT_OF_STOCK: false, CATALOG_CHILD_TO_PARENT: true, CATALOG_SEARCH_CACHE_SECONDS: 0 });

const tree = valueOr(await catalog.categoryTree());
const big = [...tree.children_data].sort((a, b) => Number(b.product_count) - Number(a.product_count))[0]!;
const small = tree.children_data.flatMap((c) => c.children_data).find((c) => Number(c.product_count) < 2000) ?? big;
const [sample] = valueOr(await catalog.search({ size: 1, sort: "bestsellers", aggregations: false })).items;
const cases: [string, () => Promise<unknown>][] = [
  [`category "${big.name}" (${big.product_count}), aggregations`, () => catalog.search({ category: big.id, size: 50 })],
  [
    `category "${big.name}", price 0-49.99, price_asc`,
    () => catalog.search({ category: big.id, filters: { price: ["0-49.99"] }, sort: "price_asc", size: 50 }),
  ],
  [`small category "${small.name}" (${small.product_count})`, () => catalog.search({ category: small.id, size: 50 })],
  ...args.queries.split(",").map((q): [string, () => Promise<unknown>] => [`text "${q}"`, () => catalog.search({ query: q, size: 20 } satisfies SearchInput)]),
  ["product by url_path", () => catalog.product({ urlPath: String(sample!.url_path) })],
];
for (const [name, run] of cases) {
  const times: number[] = [];
  for (let i = 0; i < Number(args.repeat); i++) {
    statements.length = 0;
    const t0 = performance.now();
    await run();
    times.push(Math.round(performance.now() - t0));
  }
  console.log(`${name}: ${times.join(", ")} ms (${statements.length} statements)`);
  if (args.plans) {
    for (const s of statements) {
      const plan = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
      console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"), "\n");
    }
  }
}
await db.close();
