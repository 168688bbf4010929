import { describe, expect, it } from "vitest";
import { searchTerms } from "../../../domain/catalog-query.ts";
import { buildSearchSql, searchKey, type ProductSearchSql } from "./search-sql.ts";
import { BASE_QUERY } from "./test-support.ts";

const base: ProductSearchSql = { ...BASE_QUERY, sort: "latest", size: 50, today: "2026-11-22" };

describe("search SQL building", () => {
  it("keeps every shopper value out of the SQL text", () => {
    const evil = "'; DROP TABLE products; --";
    const { text, values } = buildSearchSql({
      ...base,
      terms: searchTerms(evil),
      skus: [evil],
      typeIds: [evil],
      categoryId: 5,
      filters: [{ attributeId: 93, optionIds: [1001] }],
      priceRanges: [{ key: "x", from: 0, to: 4999 }],
    });
    expect(text).not.toContain("DROP");
    expect(values).toContainEqual([evil]);
    expect(text).not.toMatch(/\$\d+\$/);
  });

  it("reads the listing index (only listable products) and requires stock unless configured", () => {
    const { text } = buildSearchSql(base);
    expect(text).toContain("FROM catalog_listing l");
    expect(text).toContain("l.in_stock");
    expect(buildSearchSql({ ...base, includeOutOfStock: true }).text).not.toContain("l.in_stock");
  });

  it.each([
    ["latest", "ORDER BY id DESC"],
    ["price_asc", "ORDER BY final_price ASC"],
    ["price_desc", "ORDER BY final_price DESC"],
    ["most_viewed", "ORDER BY view_score DESC NULLS LAST"],
    ["bestsellers", "ORDER BY sales_score DESC NULLS LAST"],
    ["premiere", "ORDER BY book_premiere DESC"],
    ["released", "ORDER BY book_premiere > $1::date IS TRUE, CASE WHEN book_premiere > $1::date THEN book_premiere END ASC, book_premiere DESC"],
    ["position", "ORDER BY position ASC"],
  ] as const)("sort %s orders by %s", (sort, order) => {
    expect(buildSearchSql({ ...base, sort, categoryId: 3 }).text).toContain(order);
  });

  it("applies the minimum score only to text searches", () => {
    expect(buildSearchSql(base).text).not.toContain("score >=");
    const text = buildSearchSql({ ...base, terms: searchTerms("prenumerata"), sort: "relevance" }).text;
    expect(text).toContain(">= 0.02");
    expect(text).toMatch(/WHERE kept/);
  });

  it("compares names by trigrams only for the rows a bound cannot decide (relevance pages, the minimum score)", () => {
    const text = buildSearchSql({ ...base, terms: searchTerms("historia"), sort: "relevance", start: 40, size: 20 }).text;
    // the candidates of the page: the rows whose upper bound reaches the 60th best lower bound
    expect(text).toMatch(/WHERE hi >= coalesce\(\(SELECT lo FROM base ORDER BY lo DESC OFFSET greatest\(\$\d+::int - 1, 0\) LIMIT 1\)/);
    expect(buildSearchSql({ ...base, terms: searchTerms("historia"), sort: "relevance", start: 40, size: 20 }).values).toContain(60);
    expect(text).toContain("CASE WHEN (rel + CASE WHEN whole THEN 0.9::float8 ELSE 0::float8 END)::real >= 0.02 THEN true ELSE");
    // sales (the tie-break) read by key, only for the candidates that reach the k-th best score
    expect(text).toContain("(SELECT pop.sales_score FROM product_popularity pop WHERE pop.product_id = c.id) AS sales_score");
    expect(text).toMatch(/WHERE c\.score >= coalesce\(\(SELECT score FROM cand ORDER BY score DESC OFFSET greatest\(\$\d+::int - 1, 0\) LIMIT 1\)/);
    expect(text.match(/product_popularity pop\b/g)).toHaveLength(1);
    const every = buildSearchSql({ ...base, terms: searchTerms("historia"), sort: "relevance", rankEveryRow: true }).text;
    expect(every).not.toContain("hi >=");
    expect(every).toContain("LEFT JOIN product_popularity pop ON pop.product_id = l.product_id");
  });

  it("names a search by its query: equal queries one key, queries whose statements differ two keys", () => {
    const text = { ...base, terms: searchTerms("wydania"), sort: "relevance" as const };
    const variants: ProductSearchSql[] = [
      base,
      text,
      // the lemmas are a Map: JSON of a Map is {}, so these two differ only in what the replacer writes
      { ...text, lemmas: new Map([["wydania", ["wydanie"]]]) },
      { ...text, lemmas: new Map([["wydania", ["wydać"]]]) },
      { ...base, categoryId: 5 },
      { ...base, filters: [{ attributeId: 93, optionIds: [1001] }] },
      { ...base, filters: [{ attributeId: 93, optionIds: [1002] }] },
      { ...base, priceRanges: [{ key: "0-49.99", from: 0, to: 4999 }] },
      { ...base, sort: "price_asc" },
      { ...base, start: 50 },
      { ...base, size: 20 },
      { ...base, today: "2026-11-23" },
      { ...base, sale: true },
      { ...base, news: true },
      { ...base, typeIds: ["simple"] },
      { ...base, skus: ["KS-1"] },
      { ...base, brand: { column: "author", names: ["Maria Zalewska"] } },
      { ...base, includeOutOfStock: true },
      { ...base, aggregate: !base.aggregate },
    ];
    for (const [i, a] of variants.entries())
      for (const b of variants.slice(i + 1)) {
        if (JSON.stringify(buildSearchSql(a)) !== JSON.stringify(buildSearchSql(b))) expect(searchKey(a)).not.toBe(searchKey(b));
      }
    // the same query built again (new objects, a new Map) has the same key
    const again = structuredClone(variants[2]!);
    expect(searchKey(again)).toBe(searchKey(variants[2]!));
    expect(new Set(variants.map(searchKey)).size).toBe(variants.length);
  });
});
