/**
 * Loads a products CSV into the catalogue (README "Catalogue import"), the same import as the back office's
 * /admin/import (docs/decisions/2026-11-26-catalogue-csv.md):
 *
 *   npm run catalog:import -- katalog.csv
 *
 * Every row is checked first; with any error it prints them (line, column, code, Polish sentence) and changes
 * nothing (exit code 1). Otherwise every row is applied in one transaction, price changes feeding the Omnibus
 * history as a panel edit does, and the import is written to the audit log as done from the command line. Uses
 * DATABASE_URL, or the PGlite database in DATA_DIR (the shop must not be running on the same PGlite directory); a
 * running shop on PostgreSQL follows at once (the page-version triggers).
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { openDatabase } from "../server/db/client.ts";
import { runCatalogueImport } from "../server/modules/catalog/index.ts";
import { writeAudit } from "../server/modules/staff/index.ts";

const file = process.argv.slice(2).find((a) => a !== "--");
if (!file) {
  console.error("Usage: npm run catalog:import -- <file.csv>");
  process.exit(64);
}

const text = await readFile(file, "utf8");
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = resolve(process.env.PGLITE_DIR || `${process.env.DATA_DIR || "./var"}/pglite`);
const db = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir });
try {
  const started = Date.now();
  const now = new Date();
  const report = await runCatalogueImport(db, text, now);
  if (!report.applied) {
    console.error(`${file}: ${report.errors.length} błędów w ${report.rows} wierszach; nic nie zmieniono.`);
    for (const e of report.errors.slice(0, 200)) console.error(`  wiersz ${e.row}${e.column ? `, kolumna ${e.column}` : ""}: ${e.message} [${e.code}]`);
    if (report.errors.length > 200) console.error(`  … i ${report.errors.length - 200} kolejnych`);
    process.exitCode = 1;
  } else {
    await writeAudit(db, now, null, "catalog.import", "catalog", null, {
      source: "command line",
      file,
      rows: report.rows,
      changed: report.changed,
      created: report.created,
      changes: report.changes.slice(0, 1000),
    });
    console.log(
      `${file}: ${report.rows} wierszy, zmieniono ${report.changed} produktów, w tym dodano ${report.created} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
  }
} finally {
  await db.close();
}
