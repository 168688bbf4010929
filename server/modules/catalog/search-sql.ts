/**
 * Product search and listings in one round trip: the matching set (visibility 2–4, status 0–1, in stock
 * unless configured otherwise, text match, category subtree, filters, flags), one page of ids in the
 * chosen order, the total, and the aggregations over the whole set. Every value is a bind parameter.
 *
 * Relevance: the tsvector weights A–D carry the specification's boosts (sku/ean/isbn/meta_keyword 100,
 * name 90, category name 50, description 10 → ts_rank weights 1.0/0.9/0.5/0.1); an exact sku, EAN or
 * ISBN adds 10 so it ranks first; trigram word similarity on the unaccented name rescues typos.
 */
import { PRICE_RANGES, toPrefixTsQuery, type PriceRange, type SearchTerms, type SortKey } from "../../../domain/catalog-query.ts";

export const MIN_SCORE = 0.02;

export interface ProductSearchSql {
  terms?: SearchTerms | undefined;
  categoryIds?: number[] | undefined;
  filters: { attributeId: number; optionIds: number[] }[];
  priceRanges: PriceRange[];
  sale: boolean;
  bestsellery: boolean;
  news: boolean;
  typeIds?: string[] | undefined;
  skus?: string[] | undefined;
  includeOutOfStock: boolean;
  sort: SortKey;
  start: number;
  size: number;
  /** Warsaw calendar day, "YYYY-MM-DD": decides special-price windows and "new" */
  today: string;
  aggregateAttributeIds: number[];
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function buildSearchSql(q: ProductSearchSql): { text: string; values: unknown[] } {
  const p = new Params();
  const today = p.add(q.today);
  const finalPrice = `CASE WHEN p.special_price IS NOT NULL AND p.special_price >= 0 AND p.special_price < p.price
      AND (p.special_from_date IS NULL OR p.special_from_date <= ${today}::date)
      AND (p.special_to_date IS NULL OR p.special_to_date >= ${today}::date)
    THEN p.special_price ELSE p.price END`;

  const where: string[] = ["p.visibility IN (2, 3, 4)", "p.status IN (0, 1)"];
  const joins: string[] = [];
  if (!q.includeOutOfStock) joins.push("JOIN stock_items s ON s.product_id = p.id AND s.is_in_stock");

  let score = "0::real";
  if (q.terms) {
    const t = q.terms;
    const matches: string[] = [];
    const exact: string[] = [];
    // SKUs are upper case; comparing the column itself keeps the unique index usable (a bitmap OR with the GIN indexes).
    const skus = [...new Set([t.raw, t.raw.toUpperCase()])];
    exact.push(`p.sku = ANY(${p.add(skus)}::text[])`);
    if (t.code) {
      const code = p.add(t.code);
      exact.push(`p.ean = ${code}`, `p.isbn = ${code}`);
    }
    matches.push(...exact);
    const parts = [`CASE WHEN ${exact.join(" OR ")} THEN 10 ELSE 0 END`];
    if (t.terms.length) {
      const tsq = p.add(toPrefixTsQuery(t.terms));
      matches.push(`p.search_vector @@ to_tsquery('simple', ${tsq})`);
      parts.push(`ts_rank('{0.1, 0.5, 0.9, 1.0}', p.search_vector, to_tsquery('simple', ${tsq}))`);
    }
    if (t.text.length >= 3) {
      const text = p.add(t.text);
      matches.push(`${text} <% p.search_name`);
      parts.push(`CASE WHEN ${text} <% p.search_name THEN 0.9 * word_similarity(${text}, p.search_name) ELSE 0 END`);
    }
    where.push(`(${matches.join(" OR ")})`);
    score = parts.join(" + ");
  }
  if (q.skus?.length) where.push(`p.sku = ANY(${p.add(q.skus)}::text[])`);
  if (q.typeIds?.length) where.push(`p.type_id = ANY(${p.add(q.typeIds)}::text[])`);
  let position = "0";
  if (q.categoryIds) {
    const cats = p.add(q.categoryIds);
    where.push(`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY(${cats}::int[]))`);
    if (q.sort === "position") position = `(SELECT min(pc.position) FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY(${cats}::int[]))`;
  }
  for (const f of q.filters) {
    where.push(
      `EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.attribute_id = ${p.add(f.attributeId)} AND v.option_id = ANY(${p.add(f.optionIds)}::int[]))`,
    );
  }
  if (q.bestsellery) where.push("p.bestseller");
  if (q.news) where.push(`p.news_to_date >= ${today}::date AND (p.news_from_date IS NULL OR p.news_from_date <= ${today}::date)`);

  const outer: string[] = [];
  if (q.sale) outer.push("final_price < price");
  if (q.priceRanges.length) {
    outer.push(
      `(${q.priceRanges
        .map((r) => (r.to === null ? `final_price >= ${p.add(r.from)}` : `final_price BETWEEN ${p.add(r.from)} AND ${p.add(r.to)}`))
        .join(" OR ")})`,
    );
  }
  if (q.terms) outer.push(`score >= ${MIN_SCORE}`);

  const order = orderBy(q.sort);
  const bucket = PRICE_RANGES.slice(1)
    .map((r, i) => `WHEN final_price < ${r.from} THEN ${i}`)
    .join(" ");
  const text = `
WITH matched AS MATERIALIZED (
  SELECT p.id, p.price, ${finalPrice} AS final_price, (${score})::real AS score, ${position} AS position,
         p.view_count, p.sales_count, p.book_premiere, p.magazine_id
    FROM products p ${joins.join(" ")}
   WHERE ${where.join("\n     AND ")}
), base AS MATERIALIZED (
  SELECT * FROM matched ${outer.length ? `WHERE ${outer.join(" AND ")}` : ""}
), page AS (
  SELECT id, row_number() OVER (ORDER BY ${order}) AS ord FROM base ORDER BY ${order} LIMIT ${p.add(q.size)} OFFSET ${p.add(q.start)}
)
SELECT (SELECT count(*)::int FROM base) AS total,
       (SELECT coalesce(json_agg(id ORDER BY ord), '[]'::json) FROM page) AS ids,
       (SELECT coalesce(json_agg(json_build_array(attribute_id, option_id, c)), '[]'::json) FROM (
          SELECT v.attribute_id, v.option_id, count(*)::int AS c
            FROM base JOIN product_attribute_values v ON v.product_id = base.id
           WHERE v.attribute_id = ANY(${p.add(q.aggregateAttributeIds)}::int[])
           GROUP BY v.attribute_id, v.option_id) a) AS attribute_buckets,
       (SELECT coalesce(json_agg(json_build_array(b, c)), '[]'::json) FROM (
          SELECT CASE ${bucket} ELSE ${PRICE_RANGES.length - 1} END AS b, count(*)::int AS c FROM base GROUP BY 1) pb) AS price_buckets`;
  return { text, values: p.values };
}

function orderBy(sort: SortKey): string {
  switch (sort) {
    case "relevance":
      return "score DESC, sales_count DESC, id DESC";
    case "price_asc":
      return "final_price ASC, id DESC";
    case "price_desc":
      return "final_price DESC, id DESC";
    case "most_viewed":
      return "view_count DESC, id DESC";
    case "bestsellers":
      return "sales_count DESC, id DESC";
    case "premiere":
      return "book_premiere DESC NULLS LAST, id DESC";
    case "position":
      return "position ASC NULLS LAST, id DESC";
    case "magazine_id":
      return "magazine_id ASC NULLS LAST, id DESC";
    case "latest":
      return "id DESC";
  }
}
