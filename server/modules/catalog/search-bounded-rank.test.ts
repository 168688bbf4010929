/**
 * The bounded ranking (search-sql.ts, docs/decisions/2026-11-26-search-bounded-rank.md) answers exactly what ranking
 * every matching row answers: the same page, total and aggregations, for words drawn from the catalogue's own
 * names (broad and narrow, prefixes that need the trigram comparison, typos, two words), on first and deep pages,
 * with and without a category, a filter and the sale flag. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { searchTerms, type SortKey } from "../../../domain/catalog-query.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { QueryLemmas } from "./query-lemmas.ts";
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
  const names = await t.db.query<{ name: string }>("SELECT p.name FROM products p JOIN catalog_listing l ON l.product_id = p.id ORDER BY p.id");
  const counts = new Map<string, number>();
  for (const { name } of names) for (const w of new Set(name.toLowerCase().match(/\p{L}{4,}/gu) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  const broad = words.slice(0, 12);
  const narrow = words.filter((w) => counts.get(w) === 1).slice(0, 8);
  const queries = [
    ...broad,
    ...narrow,
    // prefixes: the names hold them only inside longer words, so their trigram similarity decides the order
    ...broad.slice(0, 6).map((w) => w.slice(0, Math.max(3, w.length - 2))),
    // typos: a letter dropped (matched by trigrams only)
    ...broad.slice(0, 4).map((w) => w.slice(0, 2) + w.slice(3)),
    `${broad[0]} ${broad[1]}`,
    names[0]!.name,
  ];
  const [category] = await t.db.query<{ id: number }>(
    "SELECT c AS id FROM catalog_listing, unnest(category_ids) c GROUP BY c ORDER BY count(*) DESC, c OFFSET 3 LIMIT 1",
  );
  const [option] = await t.db.query<{ option_id: number; attribute_id: number }>(
    "SELECT v.option_id, v.attribute_id FROM product_attribute_values v WHERE v.option_id IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1",
  );
  const lemmas = new QueryLemmas(t.db, false);
  const base = {
    filters: [] as ProductSearchSql["filters"],
    priceRanges: [],
    sale: false,
    bestsellery: false,
    news: false,
    includeOutOfStock: false,
    sort: "relevance" as SortKey,
    start: 0,
    size: 20,
    today: "2026-11-26",
    aggregate: true,
  };
  let compared = 0;
  let nonEmpty = 0;
  for (const query of queries) {
    const terms = searchTerms(query);
    const found = { ...base, terms, lemmas: terms.terms.length ? await lemmas.of(terms.terms) : undefined };
    const variants: ProductSearchSql[] = [
      found,
      { ...found, start: 20 },
      { ...found, start: 3, size: 7 },
      { ...found, size: 50, aggregate: false },
      { ...found, includeOutOfStock: true },
      { ...found, categoryId: category?.id },
      { ...found, sale: true },
      { ...found, sort: "price_asc" },
      ...(option ? [{ ...found, filters: [{ attributeId: option.attribute_id, optionIds: [option.option_id] }] }] : []),
    ];
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
