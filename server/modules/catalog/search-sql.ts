/**
 * Product search and listings in one round trip over the listing index (catalog_listing: only listable
 * products, narrow rows): the matching set (in stock unless configured otherwise, text match, category with
 * its subcategories, filters, flags; "sale" is today's Omnibus reductions), one page of ids in the chosen order, the total, and the aggregations
 * over the whole set. Every value is a bind parameter.
 *
 * Relevance (docs/decisions/2026-11-27-polish-search.md): the tsvector weights A–D carry the specification's boosts
 * (sku/ean/isbn/meta_keyword 100, name 90, category name 50, description 10 → ts_rank weights 1.0/0.9/0.5/0.1); a
 * second vector weighs what the product is (its categories, form and type), author, series and publisher on their
 * own; words match by prefix or by lemma; an exact sku, EAN, ISBN or ISSN adds 10 and an exact title 5, so they
 * rank first; trigram word similarity on the unaccented name rescues typos.
 */
import { bestsellerThresholdSql } from "./popularity.ts";
import { PRICE_RANGES, toMatchTsQuery, toRankTsQuery, type PriceRange, type SearchTerms, type SortKey } from "../../../domain/catalog-query.ts";

export const MIN_SCORE = 0.02;
/** pg_trgm's word similarity threshold (the `<%` operator's), 0.6 unless the database sets another */
const TRGM_THRESHOLD = "coalesce(current_setting('pg_trgm.word_similarity_threshold', true)::float8, 0.6)";

export interface ProductSearchSql {
  terms?: SearchTerms | undefined;
  /** the terms' Polish lemmas (search_forms, ./query-lemmas.ts); none: words match by prefix only */
  lemmas?: ReadonlyMap<string, readonly string[]> | undefined;
  /** a category id: the listing index already lists each product under its categories' ancestors */
  categoryId?: number | undefined;
  /**
   * Chosen option ids per filter attribute: OR inside one attribute, AND across attributes. `allOptionIds`
   * (every option of that attribute) lets a chosen group count its own values without its own filter.
   */
  filters: { attributeId: number; optionIds: number[]; allOptionIds?: number[] }[];
  priceRanges: PriceRange[];
  sale: boolean;
  bestsellery: boolean;
  /** how many top-selling products carry the bestseller flag (popularity.ts); default 100 */
  bestsellers?: number | undefined;
  news: boolean;
  typeIds?: string[] | undefined;
  skus?: string[] | undefined;
  /** an author's or publisher's products (brands.ts): the products column and the names */
  brand?: { column: "author" | "publisher"; names: string[] } | undefined;
  includeOutOfStock: boolean;
  sort: SortKey;
  start: number;
  size: number;
  /** Warsaw calendar day, "YYYY-MM-DD": decides special-price windows and "new" */
  today: string;
  /** compute option and price aggregations */
  aggregate: boolean;
  /**
   * Compute every matching row's whole score (the statement before the bounded ranking): the tests compare the
   * bounded statement with it. Never set in the shop.
   */
  rankEveryRow?: boolean | undefined;
}

/**
 * What names a search's result (the results' cache and its single flight, ./search-results.ts): every field of the
 * query, from which the statement is built, so two keys are equal only when their statements are. A few hundred
 * bytes, where the statement's text is 2–4 kB, and built without building the statement.
 */
export function searchKey(q: ProductSearchSql): string {
  return JSON.stringify(q, (_, value: unknown) => (value instanceof Map ? [...value] : value));
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
  // domain/pricing.ts isSpecialPriceActive on today's Warsaw day.
  const specialActive = `l.special_price IS NOT NULL AND l.special_price >= 0 AND l.special_price < l.price
      AND (l.special_from_date IS NULL OR l.special_from_date <= ${today}::date)
      AND (l.special_to_date IS NULL OR l.special_to_date >= ${today}::date)`;
  const finalPrice = `CASE WHEN ${specialActive} THEN l.special_price ELSE l.price END`;
  // The Omnibus decision (domain/omnibus.ts windowReduction, stored by listing-index.ts) holds while the window does.
  const discount = `CASE WHEN l.reduction AND ${specialActive} THEN l.reduction_percent ELSE -1 END`;

  const where: string[] = [];
  let from = "catalog_listing l";
  // A pre-order (domain/preorder.ts: released after today, shipped) is sold regardless of stock, so it is listed too.
  if (!q.includeOutOfStock) where.push(`(l.in_stock OR (l.book_premiere > ${today}::date AND l.type_id NOT IN ('virtual', 'downloadable')))`);

  let score = "0::real";
  /** the name's trigram part of the score (`whole`: the name holds the text as words), ranked only where it matters */
  let trigram: { whole: string; exact: string } | null = null;
  if (q.terms) {
    const t = q.terms;
    // The narrow search table (migration 0003_perf) holds what matching and ranking read. Each way to
    // match is its own index lookup, and the lookups are disjoint (each skips what an earlier one found),
    // so their rows are the matching set as they are: no planner estimate can turn matching into a scan
    // that runs the costly trigram comparison on every product.
    const columns = "s.product_id, s.sku, s.ean, s.isbn, s.issn, s.search_name, s.title, s.search_vector, s.field_vector";
    // SKUs are upper case; comparing the column itself keeps its index usable.
    const exact = [`s.sku = ANY(${p.add([...new Set([t.raw, t.raw.toUpperCase()])])}::text[])`];
    if (t.code) {
      const code = p.add(t.code);
      exact.push(`s.ean = ${code}`, `s.isbn = ${code}`);
    }
    if (t.issn) exact.push(`s.issn = ${p.add(t.issn)}`);
    const ways: string[] = [];
    // An exact sku, EAN, ISBN or ISSN first (+10), then an exact title (+5).
    const parts = [`CASE WHEN ${exact.join(" OR ")} THEN 10 ELSE 0 END`];
    if (t.text.length >= 3) parts.push(`CASE WHEN s.title = ${p.add(t.text)} THEN 5 ELSE 0 END`);
    if (t.terms.length) {
      // Every word must match: its prefix, or one of its lemmas (search_forms, looked up by the caller: "zurawia" →
      // zuraw), which the index holds beside the words it indexed.
      const lemmas = q.lemmas ?? new Map<string, string[]>();
      const tsq = `to_tsquery('simple', ${p.add(toMatchTsQuery(t.terms, lemmas))})`;
      ways.push(`s.search_vector @@ ${tsq}`);
      // Ranked on the lemmas of the words that have some (the index holds them at the weights of their words), so
      // "kryminały" weighs a book's category "Kryminał" as much as a pack's name "… kryminały": the
      // specification's boosts (A–D: codes and keywords 100, name 90, category 50, the rest 10), then the fields
      // weighed on their own (field_vector: what the product is 100, author 80, series 60, publisher 30, twice),
      // so that "książka" lists books before a gift pack whose name holds the word.
      const rq = `to_tsquery('simple', ${p.add(toRankTsQuery(t.terms, lemmas))})`;
      parts.push(`ts_rank('{0.1, 0.5, 0.9, 1.0}', s.search_vector, ${rq})`, `2 * ts_rank('{0.3, 0.6, 0.8, 1.0}', s.field_vector, ${rq})`);
    }
    if (t.text.length >= 3) {
      const text = p.add(t.text);
      // A name holding the whole text as words has word_similarity 1, so the costly comparison is
      // skipped for it (the text is only [a-z0-9 ], so it is a plain LIKE pattern).
      const wholeWords = `(' ' || s.search_name || ' ') LIKE ${p.add(`% ${t.text} %`)}`;
      ways.push(`${text} <% s.search_name`);
      // `text <% name` is `word_similarity(text, name) >= pg_trgm.word_similarity_threshold`: compared here on
      // one computed similarity instead of computing it twice. It reads the columns `whole` and `name` of the
      // matched set: computed only for the rows that can reach the page (see `page` below).
      trigram = {
        whole: wholeWords,
        exact: `CASE WHEN whole THEN 0.9 ELSE (SELECT CASE WHEN ws.w::float8 >= ${TRGM_THRESHOLD} THEN 0.9 * ws.w ELSE 0 END
        FROM (SELECT word_similarity(${text}, name) AS w) ws) END`,
      };
    }
    ways.push(`(${exact.join(" OR ")})`);
    // The cheaper NOT test runs before the trigram comparison (its function is costed so, migration 0003_perf).
    const lookups = ways.map((way, i) => `SELECT ${columns} FROM catalog_search s WHERE ${[way, ...ways.slice(0, i).map((w) => `NOT (${w})`)].join(" AND ")}`);
    from = `(${lookups.join("\n      UNION ALL ")}) s JOIN catalog_listing l ON l.product_id = s.product_id`;
    score = parts.join(" + ");
  }
  if (q.skus?.length) where.push(`l.product_id IN (SELECT id FROM products WHERE sku = ANY(${p.add(q.skus)}::text[]))`);
  if (q.brand)
    where.push(
      `l.product_id IN (SELECT id FROM products WHERE ${q.brand.column === "author" ? "author" : "publisher"} = ANY(${p.add(q.brand.names)}::text[]))`,
    );
  if (q.typeIds?.length) where.push(`l.type_id = ANY(${p.add(q.typeIds)}::text[])`);
  if (q.categoryId !== undefined) where.push(`l.category_ids @> ARRAY[${p.add(q.categoryId)}::int]`);
  // Facets: with aggregations, chosen filter groups (and the price ranges) apply after the match, so each
  // group's own values can be counted as if it were not chosen ("disjunctive" facets).
  const disjunctive = q.aggregate && (q.filters.length > 0 || q.priceRanges.length > 0);
  // (only when used: a parameter no statement reads has no type, and PostgreSQL refuses the statement)
  const groupConds = disjunctive ? q.filters.map((f) => `option_ids && ${p.add(f.optionIds)}::int[]`) : [];
  if (!disjunctive) for (const f of q.filters) where.push(`l.option_ids && ${p.add(f.optionIds)}::int[]`);
  // The bestseller flag: at least the n-th best decayed sales (product_popularity; with fewer sold, every product sold).
  if (q.bestsellery) {
    const n = p.add(Math.max(0, Math.floor(q.bestsellers ?? 100)));
    where.push(`${n}::int > 0 AND EXISTS (SELECT 1 FROM product_popularity bp WHERE bp.product_id = l.product_id
      AND bp.sales_score >= coalesce(${bestsellerThresholdSql(n)}, '-Infinity'::float8))`);
  }
  if (q.news) where.push(`l.news_to_date >= ${today}::date AND (l.news_from_date IS NULL OR l.news_from_date <= ${today}::date)`);

  const common: string[] = [];
  if (q.sale) common.push("discount >= 0");
  // `kept`: the score reaches MIN_SCORE (computed in `matched`, exactly, see there)
  if (q.terms) common.push("kept");
  const priceCond = q.priceRanges.length
    ? `(${q.priceRanges
        .map((r) => (r.to === null ? `final_price >= ${p.add(r.from)}` : `final_price BETWEEN ${p.add(r.from)} AND ${p.add(r.to)}`))
        .join(" OR ")})`
    : null;
  const outer = [...common, ...(disjunctive ? groupConds : []), ...(priceCond ? [priceCond] : [])];
  const whereOf = (conds: string[]) => (conds.length ? `WHERE ${conds.join(" AND ")}` : "");

  const order = orderBy(q.sort, today);
  // Counted popularity (decayed scores, popularity.ts) is joined only for the orders that read it.
  const popular = q.sort === "most_viewed" || q.sort === "bestsellers" || q.sort === "relevance";
  const bucket = PRICE_RANGES.slice(1)
    .map((r, i) => `WHEN final_price < ${r.from} THEN ${i}`)
    .join(" ");
  // Counts for a chosen group come from the set filtered by everything except that group.
  const chosenGroups = disjunctive
    ? q.filters.map((f, i) => ({ all: p.add(f.allOptionIds ?? f.optionIds), others: groupConds.filter((_, j) => j !== i) }))
    : [];
  const chosenOptions = chosenGroups.map((g) => `NOT (o = ANY(${g.all}::int[]))`).join(" AND ");
  const optionCounts = [
    // unnest in the select list (one ProjectSet) rather than a lateral join (a function scan per product): ~40% less time.
    `SELECT o, count(*)::int AS c FROM (SELECT unnest(option_ids) AS o FROM base) u ${chosenOptions ? `WHERE ${chosenOptions}` : ""} GROUP BY o`,
    ...chosenGroups.map(
      (g) =>
        `SELECT o, count(*)::int AS c FROM (SELECT unnest(option_ids) AS o FROM matched ${whereOf([...common, ...g.others, ...(priceCond ? [priceCond] : [])])}) m
           WHERE o = ANY(${g.all}::int[]) GROUP BY o`,
    ),
  ].join("\n          UNION ALL ");
  const priceSource = disjunctive && priceCond ? `(SELECT final_price FROM matched ${whereOf([...common, ...groupConds])}) ps` : "base";
  const aggregations = q.aggregate
    ? `(SELECT coalesce(json_agg(json_build_array(o, c)), '[]'::json) FROM (
          ${optionCounts}) a) AS option_buckets,
       (SELECT coalesce(json_agg(json_build_array(b, c)), '[]'::json) FROM (
          SELECT CASE ${bucket} ELSE ${PRICE_RANGES.length - 1} END AS b, count(*)::int AS c FROM ${priceSource} GROUP BY 1) pb) AS price_buckets`
    : `'[]'::json AS option_buckets, '[]'::json AS price_buckets`;
  // A bounded relevance page reads sales (its tie-break) only for its candidates, joined there.
  const boundedRelevance = q.terms !== undefined && q.sort === "relevance" && !q.rankEveryRow;
  const popInMatched = popular && !boundedRelevance;
  // The columns every statement reads of a matching product; with terms, the score's parts instead of the score.
  const listed = (
    scoreColumns: string,
  ) => `SELECT l.product_id AS id, l.price, ${finalPrice} AS final_price, ${discount} AS discount, ${scoreColumns}, l.position,
         ${popInMatched ? "pop.view_score, pop.sales_score" : "NULL::float8 AS view_score, NULL::float8 AS sales_score"}, l.book_premiere, l.magazine_id${q.aggregate ? ", l.option_ids" : ""}
    FROM ${from}${popInMatched ? " LEFT JOIN product_popularity pop ON pop.product_id = l.product_id" : ""}
   ${where.length ? `WHERE ${where.join("\n     AND ")}` : ""}`;
  let matched: string;
  let page: string;
  let candidates = "";
  const limit = `LIMIT ${p.add(q.size)} OFFSET ${p.add(q.start)}`;
  if (q.terms) {
    // Ranking only where it changes the page (docs/decisions/2026-11-26-search-bounded-rank.md). The score is
    // `rel` (codes, title, ts_rank: cheap) plus the name's trigram part, which is 0.9 when the name holds the text
    // as words (a LIKE), else 0.9 × word_similarity or 0: between 0 and 0.9, and a trigram comparison per row.
    // Each row gets the bounds `lo` ≤ score ≤ `hi` (computed as the score is, so the rounding to real keeps
    // the order); the comparison runs only where a bound cannot decide: for MIN_SCORE (`kept`), and for the
    // rows of a relevance page whose `hi` reaches the k-th best `lo` (k = start + size): the true first k all
    // do, so the page is exactly the one ranking every row would give.
    const exact = trigram ? `(rel + ${trigram.exact})::real` : "rel::real";
    const lo = trigram ? "(rel + CASE WHEN whole THEN 0.9::float8 ELSE 0::float8 END)::real" : "rel::real";
    const hi = trigram ? "(rel + 0.9::float8)::real" : "rel::real";
    const nameColumns = trigram
      ? `${trigram.whole} AS whole, CASE WHEN ${trigram.whole} THEN NULL ELSE s.search_name END AS name`
      : "true AS whole, NULL::text AS name";
    // OFFSET 0 keeps the subquery whole, so `rel` (two ts_rank) is computed once per row, not once per use.
    const kept = q.rankEveryRow ? `${exact} >= ${MIN_SCORE}` : `CASE WHEN ${lo} >= ${MIN_SCORE} THEN true ELSE ${exact} >= ${MIN_SCORE} END`;
    matched = `SELECT r.*, ${lo} AS lo, ${hi} AS hi, ${kept} AS kept
    FROM (${listed(`(${score})::float8 AS rel, ${nameColumns}`)}
    OFFSET 0) r`;
    const k = boundedRelevance ? p.add(q.start + q.size) : "";
    // The candidates get their exact score once (`cand`); sales, the tie-break, are read by key only for the
    // candidates that reach the k-th best score (the page and its ties): a hash of the whole popularity table
    // for a few hundred rows cost more than the search (docs/decisions/2026-11-26-search-bounded-rank.md).
    candidates = boundedRelevance
      ? `cand AS MATERIALIZED (
  SELECT id, ${exact} AS score FROM base
   WHERE hi >= coalesce((SELECT lo FROM base ORDER BY lo DESC OFFSET greatest(${k}::int - 1, 0) LIMIT 1), '-Infinity'::real)
), `
      : "";
    page = boundedRelevance
      ? `SELECT c.id, c.score, (SELECT pop.sales_score FROM product_popularity pop WHERE pop.product_id = c.id) AS sales_score
    FROM cand c
   WHERE c.score >= coalesce((SELECT score FROM cand ORDER BY score DESC OFFSET greatest(${k}::int - 1, 0) LIMIT 1), '-Infinity'::real)
   ORDER BY ${order} ${limit}`
      : q.sort === "relevance"
        ? `SELECT *, ${exact} AS score FROM base ORDER BY ${order} ${limit}`
        : `SELECT * FROM base ORDER BY ${order} ${limit}`;
  } else {
    matched = listed(`(${score})::real AS score`);
    page = `SELECT * FROM base ORDER BY ${order} ${limit}`;
  }
  const text = `
WITH matched AS MATERIALIZED (
  ${matched}
), base AS ${outer.length ? "MATERIALIZED" : "NOT MATERIALIZED"} (
  SELECT * FROM matched ${whereOf(outer)}
), ${candidates}page AS (
  -- LIMIT right above ORDER BY: a top-N heap sort, not a full sort of the matching set
  ${page}
)
SELECT (SELECT count(*)::int FROM base) AS total,
       (SELECT coalesce(json_agg(id ORDER BY ${order}), '[]'::json) FROM page) AS ids,
       ${aggregations}`;
  return { text, values: p.values };
}

/** `today`: the SQL parameter holding the Warsaw day (announcements are the products released after it). */
function orderBy(sort: SortKey, today: string): string {
  switch (sort) {
    case "relevance":
      return "score DESC, sales_score DESC NULLS LAST, id DESC";
    case "price_asc":
      return "final_price ASC, id DESC";
    case "price_desc":
      return "final_price DESC, id DESC";
    case "most_viewed":
      return "view_score DESC NULLS LAST, id DESC";
    case "bestsellers":
      return "sales_score DESC NULLS LAST, id DESC";
    case "premiere":
      return "book_premiere DESC NULLS LAST, id DESC";
    case "released":
      // Released (or undated) first, latest release first; then announcements, the soonest first.
      return `book_premiere > ${today}::date IS TRUE, CASE WHEN book_premiere > ${today}::date THEN book_premiere END ASC, book_premiere DESC NULLS LAST, id DESC`;
    case "position":
      return "position ASC, id DESC";
    case "magazine_id":
      return "magazine_id ASC NULLS LAST, id DESC";
    case "latest":
      return "id DESC";
    case "discount":
      // reductions first, the largest "-X%" first (a reduction under 1% is 0, ahead of what is not reduced: -1)
      return "discount DESC, id DESC";
  }
}
