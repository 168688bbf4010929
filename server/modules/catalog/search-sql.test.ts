import { describe, expect, it } from "vitest";
import { searchTerms } from "../../../domain/catalog-query.ts";
import { buildSearchSql, type ProductSearchSql } from "./search-sql.ts";
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
});
