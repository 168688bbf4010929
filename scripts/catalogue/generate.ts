/**
 * Deterministic, seeded demo catalogue for Kiosk: reference data, products of all eight types with
 * their stock, prices and price history, categories, URL rewrites, CMS pages/blocks/banners and SVG
 * covers. Same seed and same `now` ⇒ identical data.
 *
 * Rows are built in memory (./build.ts), then inserted in one transaction, in batches of a few
 * thousand rows per statement through `json_populate_recordset` with one JSON parameter.
 */
import type { Database } from "../../server/db/client.ts";
import { buildCatalogue } from "./build.ts";
import { buildCms } from "./cms.ts";
import { landingSvg } from "./covers.ts";
import { writeMedia } from "./media.ts";
import { TAX_CLASSES, TAX_RATES, TAX_RULES, attributeOptionRows, attributeRows, buildCategories } from "./reference.ts";
import { TRANSLATIONS_MARKER, translateDemoCatalogue } from "./translations.ts";

export { FIXTURES } from "./fixtures.ts";

export interface GenerateOptions {
  products: number;
  seed?: number;
  mediaDir: string;
  now?: Date;
  log?: (msg: string) => void;
}

export const DEFAULT_SEED = 2026;

/** Every table the generator fills, children first (the order TRUNCATE does not care about). */
export const CATALOGUE_TABLES = [
  "url_rewrites",
  "price_history",
  "stock_items",
  "product_media",
  "downloadable_links",
  "subscription_starting_numbers",
  "subscription_number_options",
  "bundle_selections",
  "bundle_options",
  "product_links",
  "configurable_options",
  "product_super_links",
  "product_attribute_values",
  "product_categories",
  "products",
  "categories",
  "attribute_options",
  "attributes",
  "tax_rules",
  "tax_rates",
  "tax_classes",
  "cms_hierarchy",
  "cms_pages",
  "cms_blocks",
  "banners",
  "catalog_meta",
] as const;

type Query = Pick<Database, "query">["query"];

/** Tables whose non-unique secondary indexes are dropped during the load and rebuilt after it. */
const BULK_TABLES = ["products", "product_categories", "product_attribute_values", "product_media", "price_history", "product_links", "stock_items"] as const;

type Row = Record<string, unknown>;

/** Empties every catalogue table and restarts their id sequences. */
export async function resetCatalogue(db: Pick<Database, "query">): Promise<void> {
  await db.query(`TRUNCATE ${CATALOGUE_TABLES.join(", ")} RESTART IDENTITY CASCADE`);
}

/** INSERT … SELECT … FROM json_populate_recordset(NULL::table, $1::json), `batch` rows per statement. */
export async function insertRows(query: Query, table: string, rows: readonly Row[], batch = 5000): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const cols = Object.keys(first)
    .map((c) => `"${c}"`)
    .join(", ");
  const sql = `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  for (let i = 0; i < rows.length; i += batch) {
    await query(sql, [JSON.stringify(rows.slice(i, i + batch))]);
  }
}

export async function generateCatalogue(db: Database, opts: GenerateOptions): Promise<{ products: number; ms: number }> {
  const started = performance.now();
  const seed = opts.seed ?? DEFAULT_SEED;
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => undefined);
  const lap = (() => {
    let last = started;
    return (what: string) => {
      const t = performance.now();
      log(`${what} (${((t - last) / 1000).toFixed(1)} s)`);
      last = t;
    };
  })();

  const [existing] = await db.query<{ products: number; other: number }>(
    `SELECT (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM categories) + (SELECT count(*)::int FROM tax_classes) + (SELECT count(*)::int FROM attributes)
              + (SELECT count(*)::int FROM cms_pages) + (SELECT count(*)::int FROM url_rewrites) AS other`,
  );
  if ((existing?.products ?? 0) > 0 || (existing?.other ?? 0) > 0) {
    throw new Error(`The catalogue is not empty (${existing?.products ?? 0} products): reset it first (resetCatalogue, or --reset on the command line).`);
  }

  const built = buildCatalogue({ products: opts.products, seed, now });
  const cms = buildCms(now);
  const t = built.tables;
  lap(
    `built ${t.products.length} products in memory: ${Object.entries(built.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );

  const extraFiles = new Map(cms.files);
  extraFiles.set("/catalog/category/landing-kolekcje.svg", landingSvg("Kolekcje w częściach", "Modele, figurki i albumy – co dwa tygodnie nowa część"));
  const media = writeMedia(opts.mediaDir, built.files, extraFiles);
  lap(`wrote ${media.written} SVG files and ${media.linked} hard links to ${opts.mediaDir}`);

  const tableMs = new Map<string, number>();
  await db.transaction(async (tx) => {
    const q: Query = tx.query.bind(tx);
    const timed = async (table: string, rows: readonly Row[], batch?: number) => {
      const t0 = performance.now();
      await insertRows(q, table, rows, batch);
      tableMs.set(table, (tableMs.get(table) ?? 0) + performance.now() - t0);
    };
    await timed("tax_classes", TAX_CLASSES);
    await timed("tax_rates", TAX_RATES);
    await timed("tax_rules", TAX_RULES);
    await timed("attributes", attributeRows());
    await timed("attribute_options", attributeOptionRows());
    await timed("categories", built.categories.rows as unknown as Row[]);

    // Bulk load: non-unique secondary indexes (the GIN search indexes above all) are cheaper to build
    // once than to maintain row by row, and foreign-key triggers are skipped when the role may do so
    // (the generator builds consistent rows; see the tests). DDL and SET LOCAL are transactional, so
    // a failure leaves the schema as it was.
    const [role] = await q<{ rolsuper: boolean }>(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
    if (role?.rolsuper) await q(`SET LOCAL session_replication_role = replica`);
    await q(`SET LOCAL maintenance_work_mem = '256MB'`);
    const indexes = await q<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = ANY($1::text[]) AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
      [[...BULK_TABLES]],
    );
    for (const ix of indexes) await q(`DROP INDEX "${ix.indexname}"`);
    await timed("products", t.products as unknown as Row[], 2500);
    lap(`inserted ${t.products.length} products`);

    // what hangs off the products, in an order that satisfies the foreign keys
    const productTables = [
      "product_categories",
      "product_attribute_values",
      "product_super_links",
      "configurable_options",
      "product_links",
      "bundle_options",
      "bundle_selections",
      "subscription_number_options",
      "subscription_starting_numbers",
      "downloadable_links",
      "product_media",
      "stock_items",
      "price_history",
    ] as const;
    for (const table of productTables) await timed(table, t[table]);
    const ti = performance.now();
    for (const ix of indexes) await q(ix.indexdef);
    tableMs.set("(index rebuild)", performance.now() - ti);
    lap(
      `inserted ${t.product_categories.length} category links, ${t.product_attribute_values.length} attribute values, ${t.stock_items.length} stock rows, ${t.price_history.length} price periods, ${t.product_media.length} media rows`,
    );

    await timed("cms_pages", cms.cms_pages);
    await timed("cms_hierarchy", cms.cms_hierarchy);
    await timed("cms_blocks", cms.cms_blocks);
    await timed("banners", cms.banners);
    await timed("url_rewrites", [...t.url_rewrites, ...cms.url_rewrites]);
    await q(
      `INSERT INTO catalog_meta (key, value) VALUES ('seeded', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify({ products: t.products.length, seed, at: now.toISOString() })],
    );
    // The labels above carry their English, German and Italian texts (./translations.ts).
    await q(`INSERT INTO catalog_meta (key, value) VALUES ($1, '1') ON CONFLICT (key) DO NOTHING`, [TRANSLATIONS_MARKER]);
    lap(`inserted CMS, ${t.url_rewrites.length + cms.url_rewrites.length} URL rewrites and catalog_meta`);
  });
  log(
    `insert times: ${[...tableMs]
      .sort((a, b) => b[1] - a[1])
      .map(([table, ms]) => `${table} ${(ms / 1000).toFixed(1)} s`)
      .join(", ")}`,
  );
  // Fresh statistics for the planner (PGlite has no autovacuum to collect them).
  await db.query(`ANALYZE ${CATALOGUE_TABLES.join(", ")}`);
  lap("analyzed");

  const ms = Math.round(performance.now() - started);
  return { products: t.products.length, ms };
}

/**
 * A demo catalogue seeded before catalogue labels had translations (migration 0019) gets the generator's English,
 * German and Italian texts, once; anything else is left alone (./translations.ts translateDemoCatalogue).
 */
export function translateSeededCatalogue(db: Pick<Database, "query" | "transaction">): Promise<boolean> {
  return translateDemoCatalogue(db, buildCategories().rows);
}
