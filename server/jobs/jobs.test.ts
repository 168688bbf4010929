import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { setupTestApp } from "../test/helper.ts";
import { JOBS_SCHEMA, keyedId, startJobs, type Jobs } from "./index.ts";

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const databaseUrl = process.env.DATABASE_URL;

const until = async (what: () => Promise<boolean> | boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe(`jobs on ${databaseUrl ? "PostgreSQL" : "PGlite"}`, () => {
  let db: Database;
  let jobs: Jobs;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl, pgliteDir: "memory://", poolSize: 4 });
    jobs = await startJobs(db, { databaseUrl, log });
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await db?.close();
  });

  it("works a job sent once, exactly once", async () => {
    const name = `test-once-${randomUUID().slice(0, 8)}`;
    const seen: number[] = [];
    await jobs.work<{ n: number }>(name, async (d) => void seen.push(d.n), { pollingIntervalSeconds: 0.5 });
    expect(await jobs.send(name, { n: 7 })).toEqual(expect.any(String));
    await until(() => seen.length > 0);
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toEqual([7]);
  }, 30_000);

  it("a singleton key queues one job, whoever sends it", async () => {
    const name = `test-key-${randomUUID().slice(0, 8)}`;
    const [a, b] = await Promise.all([jobs.send(name, { n: 1 }, { singletonKey: "k1" }), jobs.send(name, { n: 2 }, { singletonKey: "k1" })]);
    expect([a, b].filter((id) => id !== null)).toEqual([keyedId(name, "k1")]);
    expect(await jobs.send(name, { n: 3 }, { singletonKey: "k2" })).toBe(keyedId(name, "k2"));
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1`, [name]);
    expect(rows[0]!.n).toBe(2);
  });

  it("retries a failing job up to its limit", async () => {
    const name = `test-retry-${randomUUID().slice(0, 8)}`;
    let tries = 0;
    await jobs.work(
      name,
      async () => {
        tries++;
        if (tries < 2) throw new Error("not yet");
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await jobs.send(name, {}, { retryLimit: 3, retryDelaySeconds: 0 });
    await until(() => tries >= 2);
    const done = async () => (await db.query<{ state: string }>(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE name = $1`, [name]))[0]?.state === "completed";
    await until(done);
    expect(tries).toBe(2);
  }, 30_000);

  it("keeps one schedule of a name however many processes start and schedule it", async () => {
    const name = `test-cron-${randomUUID().slice(0, 8)}`;
    await jobs.schedule(name, "*/5 * * * *", { what: "first" });
    const second = await startJobs(db, { databaseUrl, log });
    try {
      await second.schedule(name, "*/5 * * * *", { what: "second" });
    } finally {
      await second.stop();
    }
    const rows = await db.query<{ cron: string }>(`SELECT cron FROM ${JOBS_SCHEMA}.schedule WHERE name = $1`, [name]);
    expect(rows).toEqual([{ cron: "*/5 * * * *" }]);
  }, 60_000);

  it("a job statement waits for an open transaction of ours on PGlite instead of running inside it", async () => {
    if (db.kind !== "pglite") return;
    const name = `test-tx-${randomUUID().slice(0, 8)}`;
    await jobs.send(name, {}); // the queue exists
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = db.transaction(async (q) => {
      await q.query("SELECT 1");
      await held;
      throw new Error("rolled back");
    });
    tx.catch(() => undefined);
    const sent = jobs.send(name, { late: true });
    await new Promise((r) => setTimeout(r, 100));
    release();
    await expect(tx).rejects.toThrow("rolled back");
    // Had the send run inside the transaction, the rollback would have taken its job with it.
    const id = await sent;
    const rows = await db.query(`SELECT 1 FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2`, [name, id]);
    expect(rows).toHaveLength(1);
  });
});

describe("the app's jobs", () => {
  it("are off in test apps by default and started with the app when JOBS_ENABLED", async () => {
    const off = await setupTestApp();
    try {
      expect(off.app.services.jobs).toBeNull();
    } finally {
      await off.close();
    }
    const on = await setupTestApp({ JOBS_ENABLED: "true" });
    try {
      const jobs = on.app.services.jobs;
      expect(jobs).not.toBeNull();
      const name = `test-app-${randomUUID().slice(0, 8)}`;
      const seen: string[] = [];
      await jobs!.work<{ s: string }>(name, async (d) => void seen.push(d.s), { pollingIntervalSeconds: 0.5 });
      await jobs!.send(name, { s: "hi" });
      await until(() => seen.length === 1);
    } finally {
      await on.close();
    }
  }, 60_000);
});
