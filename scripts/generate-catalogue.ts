/**
 * Demo catalogue generator.
 *
 *   npx node scripts/generate-catalogue.ts [--products N] [--seed S] [--reset] [--pglite-dir DIR] [--media-dir DIR]
 *
 * Uses DATABASE_URL when set, otherwise PGlite in PGLITE_DIR (default ./var/pglite, or $DATA_DIR/pglite);
 * media go to MEDIA_DIR (default ./var/media, or $DATA_DIR/media).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { DEFAULT_SEED, generateCatalogue, resetCatalogue } from "./catalogue/generate.ts";
import { analyzeCatalogue, refreshListing, seedPopularity } from "../server/modules/catalog/index.ts";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error("Usage: npx node scripts/generate-catalogue.ts [--products N] [--seed S] [--reset] [--pglite-dir DIR] [--media-dir DIR]");
  process.exit(2);
}

const OPTIONS = {
  products: { type: "string", default: "2000" },
  seed: { type: "string", default: String(DEFAULT_SEED) },
  reset: { type: "boolean", default: false },
  "pglite-dir": { type: "string" },
  "media-dir": { type: "string" },
  help: { type: "boolean", short: "h", default: false },
} as const;

let args: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true }>>["values"];
try {
  args = parseArgs({ options: OPTIONS, strict: true }).values;
} catch (error) {
  usage((error as Error).message);
}
if (args.help) usage();

const products = Number(args.products);
const seed = Number(args.seed);
if (!Number.isInteger(products) || products < 100) usage(`--products must be an integer of at least 100, got ${args.products}`);
if (!Number.isInteger(seed)) usage(`--seed must be an integer, got ${args.seed}`);

const dataDir = process.env.DATA_DIR || "./var";
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = resolve(args["pglite-dir"] ?? (process.env.PGLITE_DIR || `${dataDir}/pglite`));
const mediaDir = resolve(args["media-dir"] ?? (process.env.MEDIA_DIR || `${dataDir}/media`));

const started = performance.now();
const db = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir });
const where = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${pgliteDir}`;
console.log(`Database: ${where}; media: ${mediaDir}`);
try {
  if (args.reset) {
    await resetCatalogue(db);
    console.log("Catalogue tables truncated.");
  }
  const result = await generateCatalogue(db, {
    products,
    seed,
    mediaDir,
    log: (msg) => console.log(`  ${msg}`),
  });
  await refreshListing(db);
  await seedPopularity(db);
  await analyzeCatalogue(db);
  console.log(
    `Generated ${result.products} products (seed ${seed}) in ${(result.ms / 1000).toFixed(1)} s; ${((performance.now() - started) / 1000).toFixed(1)} s including opening the database.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
