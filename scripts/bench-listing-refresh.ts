/**
 * Times the listing and search index rebuild on a catalogue already in the database (docs/benchmarks.md,
 * "Listing index rebuild"): full rebuilds of the index (rebuildListingIndex, the SQL part of refreshListing), one
 * whole refreshListing(), and a refresh of one edited product. Each figure is printed with the load average (the machine may be shared).
 *
 *   DATABASE_URL=postgres://… node scripts/bench-listing-refresh.ts [--runs 2] [--edits 5] [--before FILE]
 *   node scripts/bench-listing-refresh.ts --pglite-dir DIR …
 *
 * --before FILE: SQL defining an earlier version of the function as kiosk_refresh_listing_before(integer[]) (run
 * as the session is, as the old function was); its full rebuilds alternate with the current ones, and the
 * contents of both index tables are compared after each.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { rebuildListingIndex, refreshListing } from "../server/modules/catalog/index.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "2" },
    edits: { type: "string", default: "5" },
    before: { type: "string" },
    "pglite-dir": { type: "string" },
  },
});

const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: resolve(args["pglite-dir"] ?? "./var/pglite") });
const load = () => loadavg()[0]!.toFixed(1);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const memory = () => `RSS ${mb(process.memoryUsage().rss)}${db.wasmMemoryBytes ? `, PGlite memory ${mb(db.wasmMemoryBytes())}` : ""}`;
const time = async (fn: () => Promise<unknown>) => {
  const started = performance.now();
  await fn();
  return (performance.now() - started) / 1000;
};
const contents = async () => {
  const rows = await db.query<{ s: string; l: string }>(
    `SELECT (SELECT md5(string_agg(md5(s::text), '' ORDER BY product_id)) FROM catalog_search s) AS s,
            (SELECT md5(string_agg(md5(l::text), '' ORDER BY product_id)) FROM catalog_listing l) AS l`,
  );
  return `search ${rows[0]!.s.slice(0, 8)}, listing ${rows[0]!.l.slice(0, 8)}`;
};

try {
  const [{ n }] = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM catalog_listing")) as [{ n: number }];
  console.log(`${databaseUrl ? "PostgreSQL" : "PGlite"}, ${n} listed products; ${memory()}`);
  if (args.before) await db.query(readFileSync(resolve(args.before), "utf8"));
  const runs = Number(args.runs);
  for (let i = 0; i < runs; i++) {
    if (args.before) {
      const l = load();
      const s = await time(() => db.query("SELECT kiosk_refresh_listing_before(NULL)"));
      console.log(`before: kiosk_refresh_listing_before(NULL) ${s.toFixed(1)} s (load ${l}); ${await contents()}; ${memory()}`);
    }
    const l = load();
    const s = await time(() => rebuildListingIndex(db));
    console.log(`after: rebuildListingIndex() ${s.toFixed(1)} s (load ${l}); ${await contents()}; ${memory()}`);
  }
  // the whole refresh: the new words' lemmas, the index, the Omnibus decisions, the brands
  const l = load();
  const s = await time(() => refreshListing(db));
  console.log(`refreshListing() ${s.toFixed(1)} s (load ${l}); ${memory()}`);
  // One edited product: its name changes (a word the catalogue may not have), the index follows.
  const [product] = await db.query<{ id: number; name: string }>(
    "SELECT p.id, p.name FROM products p JOIN catalog_listing l ON l.product_id = p.id ORDER BY p.id LIMIT 1",
  );
  if (product) {
    const times: number[] = [];
    for (let i = 0; i < Number(args.edits); i++) {
      await db.query("UPDATE products SET name = $2 WHERE id = $1", [product.id, `${product.name} ${i % 2 ? "" : "poprawione"}`.trim()]);
      times.push(await time(() => refreshListing(db, [product.id])));
    }
    await db.query("UPDATE products SET name = $2 WHERE id = $1", [product.id, product.name]);
    await refreshListing(db, [product.id]);
    times.sort((a, b) => a - b);
    console.log(
      `one product edited: refreshListing([id]) median ${(times[times.length >> 1]! * 1000).toFixed(0)} ms, max ${(times.at(-1)! * 1000).toFixed(0)} ms (load ${load()})`,
    );
  }
} finally {
  await db.close();
}
