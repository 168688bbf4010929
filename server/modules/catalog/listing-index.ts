/**
 * The listing index (table catalog_listing, migration 0002) is rebuilt from the catalogue tables by
 * kiosk_refresh_listing(). Call this after writing products, categories, attribute values or prices;
 * stock changes reach the index by themselves (trigger on stock_items).
 */
import type { Database } from "../../db/client.ts";

export async function refreshListing(db: Pick<Database, "query">, productIds?: number[]): Promise<void> {
  await db.query("SELECT kiosk_refresh_listing($1::int[])", [productIds ?? null]);
}

/** Fresh planner statistics after a bulk load; without them PostgreSQL picks poor plans for search. */
export async function analyzeCatalogue(db: Pick<Database, "query">): Promise<void> {
  await db.query("ANALYZE");
}
