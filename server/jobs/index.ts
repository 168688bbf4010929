/**
 * Database-backed jobs (pg-boss 12): work that must survive a restart and run once across processes (renewals,
 * retries, backstop sweeps). Jobs live in the same database as the shop, in pg-boss's own schema `pgboss`, which
 * pg-boss creates and migrates itself at start.
 *
 * - PGlite: pg-boss speaks through `Database.jobBackend` (server/db/client.ts), which waits for our open
 *   transactions on the single connection, with pg-boss's PGlite adapter (`fromPglite`, backend "pglite").
 * - PostgreSQL: pg-boss gets the connection string and its own small pool (POOL_MAX connections).
 *
 * A queue is created (idempotently) before its first `send` or `work`. Idempotency never rests on the queue alone:
 * each worker's own unique constraints decide (a job may run twice after a crash between its work and its completion).
 */
import { createHash } from "node:crypto";
import { fromPglite, PgBoss, type ConstructorOptions, type SendOptions } from "pg-boss";
import type { Database } from "../db/client.ts";

/** pg-boss's connections on PostgreSQL (the app's own pool is separate). */
const POOL_MAX = 3;
/** pg-boss's schema in the shop's database. */
export const JOBS_SCHEMA = "pgboss";

export interface JobsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WorkOptions {
  /** jobs handed to the handler per fetch (each is handled in turn); default 1 */
  batchSize?: number;
  /** how often an idle worker looks for jobs, seconds (>= 0.5); default 2 */
  pollingIntervalSeconds?: number;
}

export interface SendJobOptions {
  /**
   * At most one job of this name and key while pg-boss keeps it (until it is deleted, by default 7 days after it
   * completed): a second send with the same key answers null.
   */
  singletonKey?: string;
  /** not before this time */
  startAfter?: Date;
  /** tries after the first failure (pg-boss's default: 2) */
  retryLimit?: number;
  /** seconds between tries (pg-boss's default: 0) */
  retryDelaySeconds?: number;
}

export interface Jobs {
  /** Runs `handler` for each job of `name` this process fetches; a handler that throws fails the job (retried by its retryLimit). */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>, opts?: WorkOptions): Promise<void>;
  /** Queues a job; its id, or null when a job with the same singletonKey is already kept. */
  send<T extends object>(name: string, data: T, opts?: SendJobOptions): Promise<string | null>;
  /** Runs a job of `name` on a cron expression (UTC). Idempotent: one schedule per name across processes. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Stops the workers (waiting for jobs under way) and pg-boss's connections. */
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  /** PostgreSQL's URL (the app's DATABASE_URL); absent: the embedded PGlite of `db` */
  databaseUrl?: string | undefined;
  log: JobsLog;
}

/** Starts pg-boss on the shop's database (creating or migrating its schema) and answers the Jobs handle. */
export async function startJobs(db: Database, opts: StartJobsOptions): Promise<Jobs> {
  const boss = new PgBoss(bossOptions(db, opts.databaseUrl));
  boss.on("error", (err: Error) => opts.log.error({ err: { message: err.message } }, "jobs: pg-boss error"));
  await boss.start();
  const queues = new Map<string, Promise<void>>();
  const queue = (name: string) => {
    let ready = queues.get(name);
    if (!ready) {
      ready = boss.createQueue(name);
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  };
  return {
    async work<T extends object>(name: string, handler: (data: T) => Promise<void>, wo: WorkOptions = {}) {
      await queue(name);
      await boss.work<T>(name, { batchSize: wo.batchSize ?? 1, pollingIntervalSeconds: wo.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (err) {
            opts.log.warn({ err: { message: (err as Error).message }, job: name, id: job.id }, "jobs: a job failed");
            throw err;
          }
        }
      });
    },
    async send<T extends object>(name: string, data: T, so: SendJobOptions = {}) {
      await queue(name);
      const options: SendOptions = {
        ...(so.singletonKey !== undefined ? { singletonKey: so.singletonKey, id: keyedId(name, so.singletonKey) } : {}),
        ...(so.startAfter ? { startAfter: so.startAfter } : {}),
        ...(so.retryLimit !== undefined ? { retryLimit: so.retryLimit } : {}),
        ...(so.retryDelaySeconds !== undefined ? { retryDelay: so.retryDelaySeconds } : {}),
      };
      return boss.send(name, data, options);
    },
    async schedule(name: string, cron: string, data?: object) {
      await queue(name);
      await boss.schedule(name, cron, data ?? null, { tz: "UTC" });
    },
    async stop() {
      await boss.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };
}

function bossOptions(db: Database, databaseUrl: string | undefined): ConstructorOptions {
  const common = { schema: JOBS_SCHEMA, application_name: "kiosk-jobs" };
  if (databaseUrl) return { ...common, connectionString: databaseUrl, max: POOL_MAX };
  if (!db.jobBackend) throw new Error("jobs: the embedded database gives no job backend");
  return { ...common, db: fromPglite(db.jobBackend), backend: "pglite" };
}

/**
 * The job id of a singleton key: a UUID from the queue's name and the key, so two sends (two processes) of one key
 * insert one job (pg-boss inserts ON CONFLICT DO NOTHING and answers null).
 */
export function keyedId(name: string, key: string): string {
  const h = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  // RFC 4122 layout, version 5-like (name-based) and variant 10xx.
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The app's jobs: usable at once (calls wait for the start), started when the app is ready and stopped when it closes. */
export interface AppJobs extends Jobs {
  start(log: JobsLog): Promise<void>;
}

/** The Jobs handle the services hold before pg-boss is started (server/app.ts starts it with the app). */
export function appJobs(db: Database, databaseUrl: string | undefined): AppJobs {
  let resolve!: (jobs: Jobs) => void;
  let reject!: (err: unknown) => void;
  const started = new Promise<Jobs>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  started.catch(() => undefined);
  let state: "idle" | "starting" | "started" | "stopped" = "idle";
  return {
    async start(log) {
      if (state !== "idle") return;
      state = "starting";
      try {
        resolve(await startJobs(db, { databaseUrl, log }));
        state = "started";
      } catch (err) {
        reject(err);
        throw err;
      }
    },
    work: async (name, handler, opts) => (await started).work(name, handler, opts),
    send: async (name, data, opts) => (await started).send(name, data, opts),
    schedule: async (name, cron, data) => (await started).schedule(name, cron, data),
    async stop() {
      if (state === "idle") {
        state = "stopped";
        reject(new Error("jobs: stopped before they started"));
        return;
      }
      if (state === "stopped") return;
      state = "stopped";
      await (await started.catch(() => null))?.stop();
    },
  };
}
