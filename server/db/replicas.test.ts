/**
 * Catalogue reads on a streaming replica (server/db/replicas.ts) against a real primary and replica on this machine:
 * `sh scripts/dev/replica-setup.sh` makes the replica (PostgreSQL 15 cluster "replica" on 5433, streaming from 5432).
 * Plain reads go to the replica, writes and transactions to the primary, and a replica that stops replaying is
 * skipped (the primary answers, with the new data) until it has caught up. Skipped, saying so, without the clusters.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.ts";
import { isReplicaRead, ReplicaReads } from "./replicas.ts";

const PRIMARY_URL = process.env.REPLICA_TEST_PRIMARY_URL ?? "postgres://kiosk:kiosk@127.0.0.1:5432/replicas_db";
const REPLICA_URL = process.env.REPLICA_TEST_REPLICA_URL ?? "postgres://kiosk:kiosk@127.0.0.1:5433/replicas_db";

async function available(): Promise<string | null> {
  try {
    const replica = await openDatabase({ databaseUrl: REPLICA_URL, migrate: false, poolSize: 1 });
    try {
      const [row] = await replica.query<{ r: boolean }>("SELECT pg_is_in_recovery() AS r");
      return row?.r ? null : `${REPLICA_URL} is not a standby`;
    } finally {
      await replica.close();
    }
  } catch (error) {
    return `no replica at ${REPLICA_URL} (${(error as Error).message}): run sh scripts/dev/replica-setup.sh`;
  }
}

const missing = await available();
if (missing) console.warn(`replica tests skipped: ${missing}`);

describe("which statements may go to a replica", () => {
  it("plain reads only: no write, lock, sequence or second statement", () => {
    expect(isReplicaRead("SELECT * FROM products WHERE id = $1")).toBe(true);
    expect(isReplicaRead("  with x AS (SELECT 1) SELECT * FROM x")).toBe(true);
    expect(isReplicaRead("WITH x AS (UPDATE products SET status = 1 RETURNING id) SELECT * FROM x")).toBe(false);
    expect(isReplicaRead("INSERT INTO product_views VALUES ($1)")).toBe(false);
    expect(isReplicaRead("SELECT * FROM stock_items WHERE product_id = $1 FOR UPDATE")).toBe(false);
    expect(isReplicaRead("SELECT nextval('kiosk_catalog_version')")).toBe(false);
    expect(isReplicaRead("SELECT pg_advisory_lock(1)")).toBe(false);
    expect(isReplicaRead("SELECT 1; DELETE FROM carts")).toBe(false);
  });
});

describe.skipIf(missing !== null)("a real primary and streaming replica", () => {
  let primary: Database;
  let replica: Database;
  let router: ReplicaReads;

  const until = async (what: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    primary = await openDatabase({ databaseUrl: PRIMARY_URL, migrate: false, poolSize: 2 });
    replica = await openDatabase({ databaseUrl: REPLICA_URL, migrate: false, poolSize: 2 });
    await primary.query("CREATE TABLE IF NOT EXISTS replica_probe (id int PRIMARY KEY, v text NOT NULL)");
    await primary.query("INSERT INTO replica_probe VALUES (1, 'a') ON CONFLICT (id) DO UPDATE SET v = 'a'");
    router = new ReplicaReads(primary, [replica], { checkMs: 100 });
    await router.start();
    await until(async () => {
      await router.check();
      return router.status()[0]!.usable;
    });
  });
  afterAll(async () => {
    await replica?.query("SELECT pg_wal_replay_resume()").catch(() => undefined);
    await router?.close();
    await primary?.close();
  });

  it("sends plain reads to the replica, writes and transactions to the primary", async () => {
    const [read] = await router.reads.query<{ standby: boolean; port: number }>("SELECT pg_is_in_recovery() AS standby, inet_server_port() AS port");
    expect(read).toEqual({ standby: true, port: 5433 });
    const [named] = await router.reads.named<{ standby: boolean }>("replica_probe_standby", "SELECT pg_is_in_recovery() AS standby");
    expect(named!.standby).toBe(true);
    const [written] = await router.reads.query<{ standby: boolean }>("UPDATE replica_probe SET v = v WHERE id = 1 RETURNING pg_is_in_recovery() AS standby");
    expect(written!.standby).toBe(false);
    const inTx = await router.reads.transaction(async (tx) => (await tx.query<{ standby: boolean }>("SELECT pg_is_in_recovery() AS standby"))[0]!.standby);
    expect(inTx).toBe(false);
  });

  it("skips a replica that has fallen behind (the primary answers with the new data) and uses it again once caught up", async () => {
    await replica.query("SELECT pg_wal_replay_pause()");
    await primary.query("UPDATE replica_probe SET v = 'b' WHERE id = 1");
    await router.check();
    await router.check();
    expect(router.status()[0]).toMatchObject({ usable: false });
    expect(router.status()[0]!.behindBytes).toBeGreaterThan(0);
    // the replica itself still has the old value ...
    expect((await replica.query<{ v: string }>("SELECT v FROM replica_probe WHERE id = 1"))[0]!.v).toBe("a");
    // ... the catalogue's reads do not see it: they went to the primary
    const [lagging] = await router.reads.query<{ v: string; standby: boolean }>("SELECT v, pg_is_in_recovery() AS standby FROM replica_probe WHERE id = 1");
    expect(lagging).toEqual({ v: "b", standby: false });

    await replica.query("SELECT pg_wal_replay_resume()");
    await until(async () => {
      await router.check();
      return router.status()[0]!.usable;
    });
    const [caughtUp] = await router.reads.query<{ v: string; standby: boolean }>("SELECT v, pg_is_in_recovery() AS standby FROM replica_probe WHERE id = 1");
    expect(caughtUp).toEqual({ v: "b", standby: true });
  });
});
