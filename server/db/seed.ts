/**
 * First start: an empty catalogue gets the demo catalogue. Guarded by an advisory lock and the
 * catalog_meta "seeded" marker, so two processes starting together seed once.
 */
import type { Database } from "./client.ts";
import { LOCK_SEED } from "./client.ts";
import { generateCatalogue, translateSeededCatalogue } from "../../scripts/catalogue/generate.ts";
import { analyzeCatalogue, refreshListing, seedPopularity } from "../modules/catalog/index.ts";

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.query<{ value: string }>(`SELECT value FROM catalog_meta WHERE key = 'seeded'`);
  return rows.length > 0;
}

export async function seedIfEmpty(db: Database, opts: { products: number; seed: number; mediaDir: string; log?: (msg: string) => void }): Promise<boolean> {
  if (await isSeeded(db)) {
    // A demo catalogue seeded before its labels were translated gets the translations (once, under the seed lock).
    if (await db.withLock(LOCK_SEED, () => translateSeededCatalogue(db))) opts.log?.("demo catalogue: labels translated (en, de, it)");
    return false;
  }
  if (opts.products === 0) return false;
  return db.withLock(LOCK_SEED, async () => {
    if (await isSeeded(db)) return false;
    const result = await generateCatalogue(db, { products: opts.products, seed: opts.seed, mediaDir: opts.mediaDir, log: opts.log });
    await refreshListing(db);
    await seedPopularity(db);
    await analyzeCatalogue(db);
    opts.log?.(`demo catalogue: ${result.products} products in ${result.ms} ms`);
    return true;
  });
}
