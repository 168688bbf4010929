/**
 * Searches drawn from the test catalogue's own names, for the tests that compare two ways of answering a search
 * (the bounded ranking with ranking every row, the in-process index with the statement): broad and narrow words,
 * prefixes that need the trigram comparison, typos, two words and a whole name, each with the variants a shopper
 * produces (pages, a category, a filter, the sale flag, other sorts).
 */
import { searchTerms, type SortKey } from "../../../domain/catalog-query.ts";
import type { Database } from "../../db/client.ts";
import { QueryLemmas } from "./query-lemmas.ts";
import type { ProductSearchSql } from "./search-sql.ts";

/** A search or listing with nothing chosen: the cases' variants start from it. */
export const BASE_QUERY: ProductSearchSql = {
  filters: [],
  priceRanges: [],
  sale: false,
  bestsellery: false,
  news: false,
  includeOutOfStock: false,
  sort: "relevance",
  start: 0,
  size: 20,
  today: "2026-11-26",
  aggregate: true,
};

export interface SearchCase {
  query: string;
  variants: ProductSearchSql[];
}

/** One listed product's sku (as written and lower case), an EAN, an ISBN written with dashes and an ISSN, where the catalogue has them. */
async function exactCodes(db: Pick<Database, "query">): Promise<string[]> {
  const [c] = await db.query<{ sku: string | null; ean: string | null; isbn: string | null; issn: string | null }>(
    `SELECT (SELECT s.sku FROM catalog_search s JOIN catalog_listing l USING (product_id) ORDER BY s.product_id DESC LIMIT 1) AS sku,
       (SELECT s.ean FROM catalog_search s JOIN catalog_listing l USING (product_id) WHERE s.ean IS NOT NULL ORDER BY s.product_id LIMIT 1) AS ean,
       (SELECT s.isbn FROM catalog_search s JOIN catalog_listing l USING (product_id) WHERE s.isbn IS NOT NULL ORDER BY s.product_id LIMIT 1) AS isbn,
       (SELECT s.issn FROM catalog_search s JOIN catalog_listing l USING (product_id) WHERE s.issn IS NOT NULL ORDER BY s.product_id LIMIT 1) AS issn`,
  );
  const codes: string[] = [];
  if (c?.sku) codes.push(c.sku, c.sku.toLowerCase());
  if (c?.ean) codes.push(c.ean);
  if (c?.isbn) codes.push(c.isbn.length === 13 ? `${c.isbn.slice(0, 3)}-${c.isbn.slice(3, 5)}-${c.isbn.slice(5, 12)}-${c.isbn.slice(12)}` : c.isbn);
  if (c?.issn) codes.push(c.issn.length === 7 ? `${c.issn.slice(0, 4)}-${c.issn.slice(4)}X` : c.issn);
  return codes;
}

export async function searchCases(db: Pick<Database, "query">, opts: { moreVariants?: boolean } = {}): Promise<SearchCase[]> {
  const names = await db.query<{ name: string }>("SELECT p.name FROM products p JOIN catalog_listing l ON l.product_id = p.id ORDER BY p.id");
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
    // a short word and a broad one: the broad word's trigrams alone reach the similarity threshold, so every name
    // holding it is matched (answer.ts: a run of its trigrams, pg-trgm.ts leastSimilarity), and most of those hold one of the words only (andPresence)
    `nr ${broad[0]}`,
    names[0]!.name,
    // exact codes: a sku (as written, and lower case), an EAN, an ISBN with dashes, an ISSN
    ...(await exactCodes(db)),
  ];
  const [category] = await db.query<{ id: number }>(
    "SELECT c AS id FROM catalog_listing, unnest(category_ids) c GROUP BY c ORDER BY count(*) DESC, c OFFSET 3 LIMIT 1",
  );
  const options = await db.query<{ option_id: number; attribute_id: number }>(
    "SELECT v.option_id, v.attribute_id FROM product_attribute_values v WHERE v.option_id IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 3",
  );
  const option = options[0];
  const lemmas = new QueryLemmas(db, false);
  const base: ProductSearchSql = { ...BASE_QUERY, sort: "relevance" };
  const cases: SearchCase[] = [];
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
    if (opts.moreVariants) {
      const others = options.filter((o) => o.attribute_id !== option?.attribute_id);
      const sorts: SortKey[] = ["price_desc", "latest", "premiere", "released", "position", "magazine_id", "discount", "bestsellers"];
      variants.push(
        ...sorts.map((sort) => ({ ...found, sort, start: 5 })),
        { ...found, priceRanges: [{ key: "0-49.99", from: 0, to: 4999 }] },
        { ...found, priceRanges: [{ key: "150-", from: 15000, to: null }], sort: "price_asc" as SortKey },
        { ...found, news: true },
        { ...found, typeIds: ["simple", "single_number"] },
        { ...found, today: "2027-06-01", sort: "released" as SortKey },
        ...(option
          ? [
              {
                ...found,
                filters: [
                  {
                    attributeId: option.attribute_id,
                    optionIds: [option.option_id],
                    allOptionIds: options.filter((o) => o.attribute_id === option.attribute_id).map((o) => o.option_id),
                  },
                ],
                priceRanges: [{ key: "50-99.99", from: 5000, to: 9999 }],
              },
              { ...found, aggregate: false, filters: [{ attributeId: option.attribute_id, optionIds: [option.option_id] }] },
            ]
          : []),
        ...(option && others[0]
          ? [
              {
                ...found,
                filters: [
                  { attributeId: option.attribute_id, optionIds: [option.option_id] },
                  { attributeId: others[0].attribute_id, optionIds: [others[0].option_id] },
                ],
              },
            ]
          : []),
      );
    }
    cases.push({ query, variants });
  }
  return cases;
}

/**
 * Listings without words, as the shop asks for them (every sort but relevance, which it turns into "latest"): the whole
 * catalogue, a big category and a small one, each with pages deep and shallow, filters (one attribute, two, chosen
 * with their own counts), price ranges, the sale and news flags, product types and out-of-stock products.
 */
export async function listingCases(db: Pick<Database, "query">): Promise<SearchCase[]> {
  const categories = await db.query<{ id: number }>(
    `SELECT id FROM (SELECT c AS id, count(*) AS n FROM catalog_listing, unnest(category_ids) c GROUP BY c) x
      WHERE x.n >= 3 ORDER BY x.n DESC, x.id LIMIT 40`,
  );
  const big = categories[0]?.id;
  const small = categories[categories.length - 1]?.id;
  const options = await db.query<{ option_id: number; attribute_id: number }>(
    "SELECT v.option_id, v.attribute_id FROM product_attribute_values v WHERE v.option_id IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 4",
  );
  const option = options[0];
  const other = options.find((o) => o.attribute_id !== option?.attribute_id);
  const sorts: SortKey[] = ["latest", "price_asc", "price_desc", "premiere", "released", "position", "magazine_id", "discount", "bestsellers"];
  const cases: SearchCase[] = [];
  for (const categoryId of [undefined, big, small]) {
    const found: ProductSearchSql = { ...BASE_QUERY, categoryId, sort: "latest", size: 50 };
    const variants: ProductSearchSql[] = [
      found,
      ...sorts.map((sort) => ({ ...found, sort, start: 7, size: 20 })),
      { ...found, start: 200 },
      { ...found, start: 100_000 },
      { ...found, size: 0 },
      { ...found, aggregate: false },
      { ...found, includeOutOfStock: true, sort: "price_desc" as SortKey },
      { ...found, sale: true },
      { ...found, news: true },
      { ...found, typeIds: ["simple", "single_number"] },
      { ...found, today: "2027-06-01", sort: "released" as SortKey },
      { ...found, priceRanges: [{ key: "0-49.99", from: 0, to: 4999 }], sort: "price_asc" as SortKey },
      { ...found, priceRanges: [{ key: "150-", from: 15000, to: null }], aggregate: false },
    ];
    if (option) {
      const own = options.filter((o) => o.attribute_id === option.attribute_id).map((o) => o.option_id);
      variants.push(
        { ...found, filters: [{ attributeId: option.attribute_id, optionIds: [option.option_id] }] },
        { ...found, filters: [{ attributeId: option.attribute_id, optionIds: [option.option_id], allOptionIds: own }], sort: "price_asc" as SortKey },
        { ...found, aggregate: false, filters: [{ attributeId: option.attribute_id, optionIds: own }] },
        {
          ...found,
          filters: [{ attributeId: option.attribute_id, optionIds: [option.option_id], allOptionIds: own }],
          priceRanges: [{ key: "50-99.99", from: 5000, to: 9999 }],
        },
      );
      if (other)
        variants.push({
          ...found,
          filters: [
            { attributeId: option.attribute_id, optionIds: [option.option_id] },
            { attributeId: other.attribute_id, optionIds: [other.option_id] },
          ],
        });
    }
    cases.push({ query: categoryId === undefined ? "(every product)" : `(category ${categoryId})`, variants });
  }
  return cases;
}
