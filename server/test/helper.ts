/**
 * API test harness: one database per test file, migrated and filled with a small demo catalogue.
 * PGlite in memory by default; with DATABASE_URL the same suites run against PostgreSQL (seeded once,
 * guarded by an advisory lock, shared by the files).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../app.ts";
import { databaseTimeouts, loadConfig, type Config } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { seedIfEmpty } from "../db/seed.ts";
import { startStandIns } from "../integrations/stand-ins.ts";
import type { StandIn } from "../integrations/stand-in.ts";

export const TEST_PRODUCTS = 400;

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Stand-ins started for external services whose URL the test did not set. */
  standIns: StandIn[];
  close(): Promise<void>;
}

export async function setupTestApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date; logStream?: { write(line: string): void } } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), "kiosk-test-"));
  // The search cache is off so tests see database changes at once; lru-cache.test.ts covers the cache.
  const standIns = await startStandIns(
    // No payment expiry timer: with DATABASE_URL the suites share one database, and the payment suites sweep when they mean to.
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      DATABASE_URL: process.env.DATABASE_URL,
      CATALOG_SEARCH_CACHE_SECONDS: "0",
      PAYMENT_EXPIRY_SWEEP_SECONDS: "0",
      JOBS_ENABLED: "false",
      // With DATABASE_URL every suite shares one database, and so one order counter per address (127.0.0.1): the
      // order limit is tested by the suites that set it (order.test.ts), not met by accident across files.
      ORDER_ATTEMPTS_PER_IP: "100000",
      ...env,
    }),
  );
  const config = standIns.config;
  // The configured timeouts, as in production (server/main.ts): the suites on PostgreSQL run within them.
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: "memory://",
    poolSize: 4,
    pglite: { sharedBuffers: config.PGLITE_SHARED_BUFFERS, optimize: config.PGLITE_WASM_OPTIMIZE },
    timeouts: databaseTimeouts(config),
  });
  // With a shared PostgreSQL the media may live in another file's temp dir; tests here never read covers from disk except the image suite.
  await seedIfEmpty(db, { products: TEST_PRODUCTS, seed: 2026, mediaDir: join(dataDir, "media") });
  const app = await buildApp({ config, db, logger: options.logStream !== undefined, logStream: options.logStream, clock: options.clock });
  await app.ready();
  return {
    app,
    db,
    config,
    standIns: standIns.standIns,
    async close() {
      await app.close(); // also stops the mail catcher

      await db.close();
      await standIns.close();
    },
  };
}

/** A request to the test app, answered as its status, its JSON body and its headers. */
export async function injectJson(app: FastifyInstance, request: string | InjectOptions) {
  const res = await app.inject(request);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
