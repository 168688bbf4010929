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
import { setFlagsFromString } from "node:v8";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite, parse as pgliteResults, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { classifyDatabaseError, isDatabaseUnavailable } from "./unavailable.ts";

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
   * under `name` and reuses the plan; PGlite's one backend does the same (pgliteNamed). One name always stands for
   * one text.
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
  /** PGlite only: the bytes of its WebAssembly memory (they count in this process's resident size). */
  wasmMemoryBytes?(): number;
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
  /**
   * PostgreSQL only: how long a request may wait for the database (docs/reliability.md, "Database outages").
   * Unset: no limits, for scripts and the start-up work (migrations, seeding) whose statements may run long.
   */
  timeouts?: DatabaseTimeouts | undefined;
  /** Apply the migrations (default true); false for a second handle on a database another handle migrated. */
  migrate?: boolean;
  /** PGlite only: its memory settings (PostgreSQL's own size its server, not this process). */
  pglite?: PgliteMemory | undefined;
}

/**
 * What the embedded database may hold in this process's memory. Its WebAssembly memory grows to the highest use
 * and is never given back, so these bound the process's resident size (docs/benchmarks.md, "Embedded database memory").
 */
export interface PgliteMemory {
  /** PostgreSQL's page cache (shared_buffers), e.g. "32MB"; PostgreSQL's default is 128MB. */
  sharedBuffers?: string | undefined;
  /** Memory of each sort or hash before it spills to a temporary file (work_mem), e.g. "8MB". */
  workMem?: string | undefined;
  /**
   * false: V8 keeps PGlite's WebAssembly as its baseline compiler (Liftoff) compiled it and never optimises it. V8's
   * optimising compiler takes about 2 s and 600 MB of passing memory for PGlite's largest function, a peak of about
   * 900 MB RSS once, early in the process's life; without it the process peaks near 400 MB, and the database's
   * own work runs slower (docs/decisions/2026-11-29-pglite-wasm-tier-up.md). Default true.
   */
  optimize?: boolean | undefined;
}

/**
 * V8's flags that keep WebAssembly at its baseline tier: both are needed (without dynamic tiering V8 would tier up
 * every function eagerly instead). They hold for the whole process and for modules compiled after they are set, so
 * they are set before PGlite compiles its module; nothing else in the shop's processes runs heavy WebAssembly.
 */
const BASELINE_WASM_FLAGS = "--no-wasm-tier-up --no-wasm-dynamic-tiering";

/**
 * Limits on waiting for PostgreSQL, in milliseconds (0 = no limit). A stalled or unreachable database then fails
 * a request within them (a DatabaseUnavailableError, answered 503) instead of holding it for as long as it stalls.
 */
export interface DatabaseTimeouts {
  /** Getting a connection: opening one (TCP and start-up) or waiting for a free one of the pool. */
  connectMs: number;
  /**
   * A statement's run time on the server (statement_timeout). The client also gives up on a statement that got no
   * answer a second after it, closing its connection: a frozen server or network never answers the cancellation.
   */
  statementMs: number;
  /** Waiting for a row or table lock (lock_timeout). */
  lockMs: number;
  /** A transaction left idle (idle_in_transaction_session_timeout): the server ends the session and frees its locks. */
  idleInTransactionMs: number;
}

/** How much longer than statement_timeout the client waits for an answer before it closes the connection. */
const CLIENT_GRACE_MS = 1000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.timeouts, options.migrate ?? true)
    : openPglite(options.pgliteDir ?? "memory://", options.pglite);
}

async function openPglite(dir: string, memory: PgliteMemory = {}): Promise<Database> {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const sharedBuffers = memory.sharedBuffers && SIZE.test(memory.sharedBuffers) ? memory.sharedBuffers : undefined;
  const workMem = memory.workMem && SIZE.test(memory.workMem) ? memory.workMem : WORK_MEM;
  if (memory.optimize === false) setFlagsFromString(BASELINE_WASM_FLAGS);
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => Number(v) },
    ...(sharedBuffers ? { startParams: [...PGLITE_START_PARAMS, "-c", `shared_buffers=${sharedBuffers}`] } : {}),
  });
  await client.exec(`SET work_mem = '${workMem}'; SET random_page_cost = ${RANDOM_PAGE_COST}`);
  // PGlite is single-connection: serialise our own transactions so queries from other requests
  // cannot interleave with an open transaction.
  let chain: Promise<unknown> = Promise.resolve();
  const named = pgliteNamed(client);
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
    async named<T>(name: string, text: string, params: unknown[] = []) {
      await chain;
      return named<T>(name, text, params);
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
    wasmMemoryBytes() {
      return (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? 0;
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

/**
 * Named statements on PGlite (Database.named). PGlite's own `query` sends every statement unnamed, so the embedded
 * backend parses and plans it on each call, and it crosses into the wasm six times (parse, describe, bind, describe,
 * execute, sync). Here a statement is parsed once under its name and described (its parameter types, for PGlite's
 * serializers); each call is then one Bind/Describe/Execute/Sync message, and PostgreSQL's plan cache keeps its plan
 * as on a pooled PostgreSQL connection. On the 100k catalogue the cart's snapshot went from 5.9 to 0.7 ms a call, its
 * product context from 3.8 to 0.5 ms (docs/benchmarks.md, "add-to-cart on PGlite"). It runs under PGlite's own
 * transaction and query locks, as its `query` does, so it never lands inside another caller's statement.
 */
function pgliteNamed(client: PGlite) {
  const { serialize } = protocol;
  const statements = new Map<string, { text: string; types: number[] }>();
  const message = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };
  const serialized = (value: unknown, type: number | undefined): string | null => {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : client.serializers[type];
    return serializer ? serializer(value) : String(value);
  };
  return <T>(name: string, text: string, params: unknown[]): Promise<T[]> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let statement = statements.get(name);
        if (statement && statement.text !== text) throw new Error(`the named statement ${name} was prepared with another text`);
        if (!statement) {
          const described = await client.execProtocol(message(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()), {
            syncToFs: false,
          });
          statement = { text, types: pgliteResults.parseDescribeStatementResults(described.messages) };
          statements.set(name, statement);
        }
        const types = statement.types;
        const values = params.map((v, i) => serialized(v, types[i]));
        const run = await client.execProtocol(
          message(serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()),
        );
        return (pgliteResults.parseResults(run.messages, client.parsers)[0]?.rows ?? []) as T[];
      }),
    );
}

async function openPostgres(url: string, poolSize: number, timeouts: DatabaseTimeouts | undefined, migrate: boolean): Promise<Database> {
  const types = {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === DATE_OID) return (v: string) => v;
      if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  // Listings materialise tens of thousands of narrow rows; the default 4 MB work_mem spills them to disk.
  // At least 2: the seed lock holds one connection while the seeding uses another.
  const pool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, poolSize),
    types,
    options: `-c work_mem=${WORK_MEM} -c random_page_cost=${RANDOM_PAGE_COST}`,
    // A connection whose peer vanished (a cut network) is noticed by TCP keepalive rather than never.
    keepAlive: true,
    ...(timeouts ? poolTimeouts(timeouts) : {}),
  });
  pool.on("error", () => undefined); // an idle client's error must not crash the process; the next query reports it
  /** A checked-out client: its error (the server ended the session between two statements) must not crash the process either. */
  const checkOut = async () => {
    const client = await pool.connect().catch((error: unknown) => {
      throw classifyDatabaseError(error);
    });
    client.on("error", ignore);
    return {
      client,
      release(error?: unknown) {
        client.off("error", ignore);
        // An unavailable database's connection may be half-dead (a statement still unanswered): close it, never reuse it.
        client.release(error !== undefined && isDatabaseUnavailable(error) ? (error as Error) : undefined);
      },
    };
  };
  const database: Database = {
    kind: "postgres",
    async query<T>(text: string, params: unknown[] = []) {
      try {
        return (await pool.query(text, params)).rows as T[];
      } catch (error) {
        throw classifyDatabaseError(error);
      }
    },
    async named<T>(name: string, text: string, params: unknown[] = []) {
      try {
        return (await pool.query({ name, text, values: params })).rows as T[];
      } catch (error) {
        throw classifyDatabaseError(error);
      }
    },
    async transaction<T>(fn: (tx: Pick<Database, "query">) => Promise<T>) {
      const { client, release } = await checkOut();
      let failure: unknown;
      try {
        await client.query("BEGIN");
        const result = await fn({
          async query<R>(text: string, params: unknown[] = []) {
            try {
              return (await client.query(text, params)).rows as R[];
            } catch (error) {
              throw classifyDatabaseError(error);
            }
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        failure = classifyDatabaseError(error);
        // On a broken or stalled connection ROLLBACK would wait as long again: closing it rolls back on the server.
        if (!isDatabaseUnavailable(failure)) await client.query("ROLLBACK").catch(() => undefined);
        throw failure;
      } finally {
        release(failure);
      }
    },
    async withLock<T>(key: number, fn: () => Promise<T>) {
      const { client, release } = await checkOut();
      let failure: unknown;
      try {
        // Waiting for another process's migration or seeding is not a request's wait: no timeouts in this session.
        if (timeouts) await client.query("SET statement_timeout = 0; SET lock_timeout = 0");
        await client.query({ text: "SELECT pg_advisory_lock($1)", values: [key], query_timeout: NO_CLIENT_TIMEOUT } as pg.QueryConfig);
        return await fn();
      } catch (error) {
        failure = classifyDatabaseError(error);
        throw failure;
      } finally {
        if (!isDatabaseUnavailable(failure)) {
          await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => undefined);
          if (timeouts) await client.query("RESET statement_timeout; RESET lock_timeout").catch(() => undefined);
        }
        release(failure);
      }
    },
    async close() {
      await pool.end();
    },
  };
  if (migrate) await migratePostgres(url, types);
  return database;
}

/** pg reads a query_timeout of 0 as "the client's"; this is the longest a timer can wait (24.8 days). */
const NO_CLIENT_TIMEOUT = 2_147_483_647;

/**
 * Applies the migrations on a connection of their own, without the request timeouts (a migration may run long),
 * holding the migration lock so two processes starting together never migrate at once.
 */
async function migratePostgres(url: string, types: pg.CustomTypesConfig): Promise<void> {
  const client = new pg.Client({ connectionString: url, types, keepAlive: true });
  client.on("error", ignore);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_MIGRATE]);
    // Drizzle's handle serves the migrator only.
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_MIGRATE]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** The pool's and the sessions' settings for `timeouts` (0 leaves a limit off). */
function poolTimeouts(t: DatabaseTimeouts): pg.PoolConfig {
  return {
    ...(t.connectMs > 0 ? { connectionTimeoutMillis: t.connectMs } : {}),
    ...(t.statementMs > 0 ? { statement_timeout: t.statementMs, query_timeout: t.statementMs + CLIENT_GRACE_MS } : {}),
    ...(t.lockMs > 0 ? { lock_timeout: t.lockMs } : {}),
    ...(t.idleInTransactionMs > 0 ? { idle_in_transaction_session_timeout: t.idleInTransactionMs } : {}),
  };
}

const ignore = () => undefined;

const WORK_MEM = "32MB";
/**
 * The planner's cost of a page read out of order, against 1 for one in order. PostgreSQL's default (4) is a spinning
 * disk's; the shop's tables are read from memory or an SSD, where 1.1 is the usual value. With 4, a search whose
 * few hundred matches each need their listing row by key was planned as a hash of the whole listing table
 * (docs/benchmarks.md 2026-11-27; docs/decisions/2026-11-27-random-page-cost.md).
 */
const RANDOM_PAGE_COST = 1.1;
/** A PostgreSQL memory size as the settings take it ("32MB", "512kB"). */
const SIZE = /^\d{1,6}(kB|MB|GB)$/;
/** PGlite's own start parameters, which a start parameter of ours must keep. */
const PGLITE_START_PARAMS: string[] = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;

export const LOCK_MIGRATE = 7_401_001;
export const LOCK_SEED = 7_401_002;
