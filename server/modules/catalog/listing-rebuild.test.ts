/**
 * The full rebuild of the listing and search index (migration listing_rebuild_speed,
 * docs/decisions/2026-11-26-listing-rebuild-speed.md) drops the tables' secondary indexes, refills the tables and
 * builds the indexes again; a refresh of some products keeps DELETE and INSERT. Both must give the same rows, and the
 * indexes (including one a later migration adds) must all be there afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { refreshListing } from "./listing-index.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

const indexes = async () =>
  (
    await t.db.query<{ def: string }>(
      `SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index
        WHERE indrelid IN ('catalog_listing'::regclass, 'catalog_search'::regclass) ORDER BY 1`,
    )
  ).map((r) => r.def);

/** Every row of both index tables, as text, by product. */
const contents = async () => {
  const rows = await t.db.query<{ search: string[]; listing: string[] }>(
    `SELECT (SELECT array_agg(s::text ORDER BY product_id) FROM catalog_search s) AS search,
            (SELECT array_agg(l::text ORDER BY product_id) FROM catalog_listing l) AS listing`,
  );
  return rows[0]!;
};

describe("full rebuild of the listing and search index", () => {
  it("builds the same rows as refreshing every product, and puts every index back (one added later too)", async () => {
    await t.db.query("CREATE INDEX catalog_search_test_later_idx ON catalog_search (lower(sku))");
    try {
      const before = await indexes();
      expect(before.some((d) => d.includes("USING gin (search_vector)"))).toBe(true);
      await refreshListing(t.db);
      const full = await contents();
      expect(full.search.length).toBeGreaterThan(300);
      expect(await indexes()).toEqual(before);

      const ids = (await t.db.query<{ product_id: number }>("SELECT product_id FROM catalog_listing")).map((r) => r.product_id);
      await t.db.query("TRUNCATE catalog_listing, catalog_search");
      await refreshListing(t.db, ids);
      expect(await contents()).toEqual(full);
      expect(await indexes()).toEqual(before);
    } finally {
      await t.db.query("DROP INDEX IF EXISTS catalog_search_test_later_idx");
    }
  });

  it("the search finds a word by its lemma through the rebuilt GIN index", async () => {
    // the whole refresh (the rebuild, then the Omnibus decisions): a shared PostgreSQL database is left as found
    await refreshListing(t.db);
    await t.db.query("SET enable_seqscan = off");
    try {
      const plan = await t.db.query<{ "QUERY PLAN": string }>(
        "EXPLAIN SELECT product_id FROM catalog_search WHERE search_vector @@ to_tsquery('simple', 'prenumerata')",
      );
      expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("catalog_search_vector_idx");
    } finally {
      await t.db.query("RESET enable_seqscan");
    }
  });

  it("a refresh of one edited product reaches the search index", async () => {
    const [p] = await t.db.query<{ id: number; name: string }>(
      "SELECT p.id, p.name FROM products p JOIN catalog_listing l ON l.product_id = p.id ORDER BY p.id LIMIT 1",
    );
    const before = await t.db.query<{ v: string }>("SELECT search_vector::text AS v FROM catalog_search WHERE product_id = $1", [p!.id]);
    await t.db.query("UPDATE products SET name = name || ' Żurawiem' WHERE id = $1", [p!.id]);
    try {
      await refreshListing(t.db, [p!.id]);
      const after = await t.db.query<{ v: string; n: number }>(
        "SELECT search_vector::text AS v, (SELECT count(*)::int FROM catalog_listing WHERE product_id = $1) AS n FROM catalog_search WHERE product_id = $1",
        [p!.id],
      );
      expect(after[0]!.n).toBe(1);
      expect(after[0]!.v).not.toBe(before[0]!.v);
    } finally {
      await t.db.query("UPDATE products SET name = $2 WHERE id = $1", [p!.id, p!.name]);
      await refreshListing(t.db, [p!.id]);
    }
  });
});
