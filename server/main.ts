/**
 * Starts the shop: validates configuration, opens and migrates the database, seeds the demo catalogue
 * on first start, listens, and drains in-flight requests on SIGTERM/SIGINT before closing the database.
 */
import { ConfigError, databaseTimeouts, loadConfig } from "./config.ts";
import { LOCK_SEED, openDatabase } from "./db/client.ts";
import { ReplicaReads } from "./db/replicas.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { buildApp } from "./app.ts";
import { ensureSearchLemmas, refreshReductions, syncBrands } from "./modules/catalog/index.ts";
import { ensureDemoStaff } from "./modules/staff/index.ts";
import { startStandIns } from "./integrations/stand-ins.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  // Local stand-ins for external services whose URL is unset (outside production); closed after the app.
  const standIns = await startStandIns(config);
  config = standIns.config;
  // Requests wait for PostgreSQL within the configured timeouts (a stalled database answers 503 rather than hanging).
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    pglite: { sharedBuffers: config.PGLITE_SHARED_BUFFERS, optimize: config.PGLITE_WASM_OPTIMIZE },
    timeouts: databaseTimeouts(config),
  });
  // Catalogue reads on streaming replicas when DATABASE_REPLICA_URLS is set (PostgreSQL only; server/db/replicas.ts).
  const replicaUrls =
    db.kind === "postgres"
      ? (config.DATABASE_REPLICA_URLS ?? "")
          .split(",")
          .map((u) => u.trim())
          .filter(Boolean)
      : [];
  const replicas =
    replicaUrls.length > 0
      ? new ReplicaReads(
          db,
          await Promise.all(replicaUrls.map((url) => openDatabase({ databaseUrl: url, migrate: false, timeouts: databaseTimeouts(config) }))),
        )
      : null;
  await replicas?.start();
  const app = await buildApp({ config, db, storefront: true, catalogReads: replicas?.reads });
  for (const s of standIns.standIns) app.log.info({ standIn: s.name, url: s.url }, "stand-in started");
  app.log.info({ database: db.kind }, "database migrated");
  // The start-up work (seeding a large catalogue, refreshing the listing) may run statements longer than a request's
  // limit: on PostgreSQL it gets a small handle of its own without them (PGlite has none, and is one handle).
  const setupDb = db.kind === "postgres" ? await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 2, migrate: false }) : db;
  try {
    await seedIfEmpty(setupDb, {
      products: config.CATALOG_SEED_PRODUCTS,
      seed: config.CATALOG_SEED,
      mediaDir: config.mediaDir,
      log: (msg) => app.log.info(msg),
    });
    // The search index's Polish lemmas, for a database indexed before it had them (else one tiny query), once
    // under the seed lock.
    if (await setupDb.withLock(LOCK_SEED, () => ensureSearchLemmas(setupDb))) app.log.info("search index: Polish lemmas added");
    // The back office's demo accounts in development (README "Back office"); never in production or tests.
    if (config.NODE_ENV === "development") {
      const demo = await ensureDemoStaff(setupDb);
      if (demo > 0) app.log.info({ accounts: demo }, "back office: demo staff accounts created");
    }
    // The listing index's Omnibus decisions, for a database migrated from before it carried them (else a no-op).
    const reductions = await refreshReductions(setupDb);
    if (reductions.changed > 0) app.log.info(reductions, "listing index: Omnibus reductions refreshed");
    // Author and publisher pages for a database migrated from before them (else two reads).
    const brands = await syncBrands(setupDb);
    if (brands > 0) app.log.info({ brands }, "author and publisher pages added");
  } finally {
    if (setupDb !== db) await setupDb.close();
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: draining in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown grace period elapsed; exiting");
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    timer.unref();
    try {
      await app.close();
      // Handlers of requests whose clients already left may still be running: let them finish first.
      const drained = await app.inFlight.drained(config.SHUTDOWN_GRACE_SECONDS * 1000);
      if (!drained) app.log.warn({ inFlight: app.inFlight.count() }, "closing the database with requests still running");
      await replicas?.close();
      await db.close();
      await standIns.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
