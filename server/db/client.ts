/**
 * One database handle for the whole app: PostgreSQL through `pg` when DATABASE_URL is set,
 * otherwise embedded PGlite (PostgreSQL in WebAssembly) in a directory or in memory.
 * Both speak the same SQL and get the same committed migrations.
 *
 * Every query is hand-written, parameterised SQL through `query`, `named` or `transaction`. Drizzle has one role
 * (docs/decisions/2026-11-26-drizzle-role.md): the tables are declared with it (each module's tables.ts, listed by
 * ./schema.ts), drizzle-kit generates the migrations from them, its migrator applies them here at start, and
 * ./rows.ts types the rows from them. There is no ORM query building.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export type Row = Record<string, unknown>;

export interface Database {
  readonly kind: "pglite" | "postgres";
  /** A parameterised query ($1, $2...). Never interpolate input into `text`. */
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * A parameterised query as a named (prepared) statement: on PostgreSQL each pooled connection plans `text` once
   * under `name` and reuses the plan; PGlite runs it as `query` does. One name always stands for one text.
   */
  named<T = Row>(name: string, text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` inside one transaction; the callback's queries go through `tx`. */
  transaction<T>(fn: (tx: Pick<Database, "query">) => Promise<T>): Promise<T>;
  /** Runs `fn` holding a cluster-wide advisory lock, so two app processes never migrate or seed at once. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: the single connection as pg-boss's PGlite adapter wants it (server/jobs/), each call waiting for
   * our open transactions like `query` does, so a job statement never runs inside one of them.
   */
  readonly jobBackend?: JobBackend;
  close(): Promise<void>;
}

/** A PGlite-like handle (pg-boss's `PGliteLike`): parameterised single statements and parameterless scripts. */
export interface JobBackend {
  query<T = Row>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<Array<{ rows: Row[] }>>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or "memory://". */
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.pgliteDir ?? "memory://");
}

async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => Number(v) },
  });
  await client.exec(`SET work_mem = '${WORK_MEM}'`);
  // PGlite is single-connection: serialise our own transactions so queries from other requests
  // cannot interleave with an open transaction.
  let chain: Promise<unknown> = Promise.resolve();
  const plain = async <T>(text: string, params: unknown[]) => {
    await chain;
    return (await client.query<T>(text, params)).rows;
  };
  const database: Database = {
    kind: "pglite",
    jobBackend: {
      async query<T>(text: string, params: unknown[] = []) {
        await chain;
        return { rows: (await client.query<T>(text, params)).rows };
      },
      async exec(text: string) {
        await chain;
        return (await client.exec(text)).map((r) => ({ rows: r.rows as Row[] }));
      },
    },
    query<T>(text: string, params: unknown[] = []) {
      return plain<T>(text, params);
    },
    named<T>(_name: string, text: string, params: unknown[] = []) {
      return plain<T>(text, params);
    },
    transaction<T>(fn: (tx: Pick<Database, "query">) => Promise<T>) {
      const run = chain.then(() =>
        client.transaction(async (tx) =>
          fn({
            async query<R>(text: string, params: unknown[] = []) {
              return (await tx.query<R>(text, params)).rows;
            },
          }),
        ),
      );
      chain = run.catch(() => undefined);
      return run;
    },
    async withLock<T>(_key: number, fn: () => Promise<T>) {
      // One PGlite directory can only be opened by one process, so the process is the lock.
      return fn();
    },
    async close() {
      await client.close();
    },
  };
  // Drizzle's handle serves the migrator only.
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const types = {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === DATE_OID) return (v: string) => v;
      if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  // Listings materialise tens of thousands of narrow rows; the default 4 MB work_mem spills them to disk.
  // At least 2: the migration lock holds one connection while the migrator uses another.
  const pool = new pg.Pool({ connectionString: url, max: Math.max(2, poolSize), types, options: `-c work_mem=${WORK_MEM}` });
  pool.on("error", () => undefined); // an idle client's error must not crash the process; the next query reports it
  const database: Database = {
    kind: "postgres",
    async query<T>(text: string, params: unknown[] = []) {
      const res = await pool.query(text, params);
      return res.rows as T[];
    },
    async named<T>(name: string, text: string, params: unknown[] = []) {
      const res = await pool.query({ name, text, values: params });
      return res.rows as T[];
    },
    async transaction<T>(fn: (tx: Pick<Database, "query">) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({
          async query<R>(text: string, params: unknown[] = []) {
            return (await client.query(text, params)).rows as R[];
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async withLock<T>(key: number, fn: () => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [key]);
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
  // Drizzle's handle serves the migrator only.
  await database.withLock(LOCK_MIGRATE, () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }));
  return database;
}

const WORK_MEM = "32MB";

export const LOCK_MIGRATE = 7_401_001;
export const LOCK_SEED = 7_401_002;
