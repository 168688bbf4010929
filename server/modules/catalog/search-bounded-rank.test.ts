/**
 * The bounded ranking (search-sql.ts, docs/decisions/2026-11-26-search-bounded-rank.md) answers exactly what ranking
 * every matching row answers: the same page, total and aggregations, for words drawn from the catalogue's own
 * names (broad and narrow, prefixes that need the trigram comparison, typos, two words), on first and deep pages,
 * with and without a category, a filter and the sale flag. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { searchCases } from "./test-support.ts";
import { buildSearchSql, type ProductSearchSql } from "./search-sql.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
}, 120_000);
afterAll(async () => t?.close());

interface Row {
  total: number;
  ids: number[];
  option_buckets: [number, number][];
  price_buckets: [number, number][];
}

const sorted = <T>(xs: T[]) => [...xs].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

async function both(q: ProductSearchSql): Promise<[Row, Row]> {
  const run = async (query: ProductSearchSql) => {
    const sql = buildSearchSql(query);
    const [row] = await t.db.query<Row>(sql.text, sql.values);
    return { ...row!, option_buckets: sorted(row!.option_buckets), price_buckets: sorted(row!.price_buckets) };
  };
  return [await run(q), await run({ ...q, rankEveryRow: true })];
}

it("answers every page, total and aggregation exactly as ranking every row does", async () => {
  const cases = await searchCases(t.db);
  let compared = 0;
  let nonEmpty = 0;
  for (const { query, variants } of cases) {
    for (const v of variants) {
      const [bounded, every] = await both(v);
      expect(bounded, `${query} ${JSON.stringify({ ...v, terms: undefined, lemmas: undefined })}`).toEqual(every);
      compared++;
      if (every.ids.length) nonEmpty++;
    }
  }
  expect(compared).toBeGreaterThan(200);
  expect(nonEmpty).toBeGreaterThan(150);
}, 180_000);
