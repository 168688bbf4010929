/**
 * The listing index (table catalog_listing, migration 0002) is rebuilt from the catalogue tables by
 * kiosk_refresh_listing(). Call this after writing products, categories, attribute values, prices or price
 * history; stock changes reach the index by themselves (trigger on stock_items).
 *
 * The search index's lemmas are not SQL either: the products' new words are lemmatised first (./search-lemmas.ts).
 *
 * The Omnibus decision is not SQL: after the rebuild, each listed product's special-price window gets the
 * answer of domain/omnibus.ts (windowReduction) in `reduction` and `reduction_percent` (migration 0018), which
 * the sale flag, the "Promocje" lists and the sort by discount read, checking only that today lies in the window.
 */
import type { Database } from "../../db/client.ts";
import { windowReduction } from "../../../domain/omnibus.ts";
import { warsawDay } from "../../../domain/pricing.ts";
import { loadPriceHistory, priceSource } from "./products.ts";
import { indexWords, lemmasMissing } from "./search-lemmas.ts";
import { syncBrands } from "./brands.ts";

type Db = Pick<Database, "query">;

/** Memory of a full rebuild's transaction on PostgreSQL (rebuildListingIndex). */
const REBUILD_WORK_MEM = "64MB";
const REBUILD_MAINTENANCE_WORK_MEM = "128MB";

export async function refreshListing(db: Db, productIds?: number[], now: Date = new Date()): Promise<void> {
  // the new words' lemmas first: the rebuilt search index reads them (./search-lemmas.ts)
  await indexWords(db, productIds);
  await rebuildListingIndex(db, productIds);
  await refreshReductions(db, productIds, now);
  // The authors and publishers of these products get their pages (brands.ts).
  await syncBrands(db, productIds);
}

/**
 * Runs kiosk_refresh_listing(). A full rebuild (migration listing_rebuild_speed: it drops the tables' secondary
 * indexes, fills them and builds the indexes again) gets, on PostgreSQL, the memory for that in its own transaction:
 * 64 MB of work_mem (the lemma vectors' aggregation spilled to disk with the default 4 MB) and 128 MB of
 * maintenance_work_mem (the GIN index builds). PGlite keeps its session's settings: its WebAssembly memory grows to
 * the highest use and is never given back (server/db/client.ts). docs/decisions/2026-11-26-listing-rebuild-speed.md
 */
export async function rebuildListingIndex(db: Db, productIds?: number[]): Promise<void> {
  const full = db as Partial<Pick<Database, "kind" | "transaction">>;
  if (productIds === undefined && full.kind === "postgres" && full.transaction) {
    await full.transaction(async (tx) => {
      await tx.query(`SELECT set_config('work_mem', '${REBUILD_WORK_MEM}', true), set_config('maintenance_work_mem', '${REBUILD_MAINTENANCE_WORK_MEM}', true)`);
      await tx.query("SELECT kiosk_refresh_listing(NULL)");
    });
    return;
  }
  await db.query("SELECT kiosk_refresh_listing($1::int[])", [productIds ?? null]);
}

/**
 * Writes the Omnibus decision of the listed products (all, or `productIds`) whose special-price window has not
 * ended, and clears it elsewhere. Writes nothing when every stored decision is already right, so calling it at
 * start (a database migrated from before these columns) costs two reads.
 */
export async function refreshReductions(db: Db, productIds?: number[], now: Date = new Date()): Promise<{ changed: number }> {
  const ids = productIds ?? null;
  const candidates = await db.query<{ id: number; price: number; special_price: number; special_from_date: string | null; special_to_date: string | null }>(
    `SELECT p.id, p.price, p.special_price, p.special_from_date, p.special_to_date
       FROM catalog_listing l JOIN products p ON p.id = l.product_id
      WHERE p.special_price IS NOT NULL AND p.special_price < p.price AND (p.special_to_date IS NULL OR p.special_to_date >= $1::date)
        AND ($2::int[] IS NULL OR p.id = ANY($2::int[]))`,
    [warsawDay(now), ids],
  );
  const history = await loadPriceHistory(
    db.query.bind(db),
    candidates.map((c) => c.id),
  );
  const wanted = new Map<number, number>();
  for (const c of candidates) {
    const r = windowReduction(priceSource(c), history.get(c.id), now);
    if (r.isReduction) wanted.set(c.id, r.percent);
  }
  const stored = await db.query<{ product_id: number; reduction: boolean; reduction_percent: number }>(
    `SELECT product_id, reduction, reduction_percent FROM catalog_listing
      WHERE (reduction OR product_id = ANY($1::int[])) AND ($2::int[] IS NULL OR product_id = ANY($2::int[]))`,
    [[...wanted.keys()], ids],
  );
  // `stored` holds every wanted row (they are listed: the candidates come from the index) and every stored reduction.
  const changes: { id: number; reduction: boolean; percent: number }[] = [];
  for (const row of stored) {
    const percent = wanted.get(row.product_id);
    if (percent === undefined) changes.push({ id: row.product_id, reduction: false, percent: 0 });
    else if (!row.reduction || row.reduction_percent !== percent) changes.push({ id: row.product_id, reduction: true, percent });
  }
  if (changes.length === 0) return { changed: 0 };
  await db.query(
    `UPDATE catalog_listing l SET reduction = v.reduction, reduction_percent = v.percent
       FROM unnest($1::int[], $2::boolean[], $3::smallint[]) AS v(id, reduction, percent) WHERE l.product_id = v.id`,
    [changes.map((c) => c.id), changes.map((c) => c.reduction), changes.map((c) => c.percent)],
  );
  return { changed: changes.length };
}

/** Fresh planner statistics after a bulk load; without them PostgreSQL picks poor plans for search. */
export async function analyzeCatalogue(db: Pick<Database, "query">): Promise<void> {
  await db.query("ANALYZE");
}

/**
 * At start: a catalogue indexed before the search knew lemmas (a database from before migration polish_search)
 * gets its words lemmatised and its search index rebuilt, once. Returns whether it did.
 */
export async function ensureSearchLemmas(db: Db): Promise<boolean> {
  if (!(await lemmasMissing(db))) return false;
  await refreshListing(db);
  return true;
}
