/**
 * Catalogue reads on PostgreSQL streaming replicas (DATABASE_REPLICA_URLS; docs/decisions/2026-11-28-read-replicas.md).
 *
 * `ReplicaReads.reads` is a Database whose plain reads (one SELECT or WITH … SELECT statement, outside a transaction,
 * locking nothing) go to a replica that has caught up, in turn; every write, transaction, lock and anything else goes
 * to the primary. Only the catalogue is given this handle (server/services.ts): carts, orders, accounts and anything
 * that reads its own writes keep the primary.
 *
 * Freshness by LSN: every `checkMs` the primary's current WAL position is read, and a replica is used only while its
 * replayed position has reached the primary's position of the check before. So a replica serves data at most about
 * two checks old, and one falling behind (or down) is skipped until it catches up; with none usable the primary
 * answers. The catalogue's and the page cache's versions are read from the primary, and a page they retire is not
 * kept again for longer than that bound (server/modules/page-cache/page-cache.ts), so invalidation converges.
 */
import type { Database } from "./client.ts";

/** A read that may go to a replica: one SELECT (or WITH … SELECT) statement that writes and locks nothing. */
export function isReplicaRead(text: string): boolean {
  if (!/^\s*(select|with)\b/i.test(text)) return false;
  if (text.includes(";")) return false;
  return !/\b(insert|update|delete|merge|for\s+(update|share|no\s+key\s+update|key\s+share)|nextval|setval|pg_advisory\w*|pg_notify|set_config)\b/i.test(text);
}

interface Replica {
  db: Database;
  /** replayed up to the primary's position of the check before (and answering) */
  usable: boolean;
  /** the last replayed position read, in bytes */
  replayed: bigint | null;
}

const lsnBytes = (lsn: string): bigint => {
  const [hi, lo] = lsn.split("/");
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
};

export class ReplicaReads {
  readonly primary: Database;
  private readonly replicas: Replica[];
  private readonly checkMs: number;
  private timer: NodeJS.Timeout | undefined;
  /** the primary's WAL position at the last check: a replica must reach it by the next */
  private target: bigint | null = null;
  private next = 0;
  readonly stats = { replica: 0, primary: 0 };
  readonly reads: Database;

  constructor(primary: Database, replicas: Database[], opts: { checkMs?: number } = {}) {
    this.primary = primary;
    this.replicas = replicas.map((db) => ({ db, usable: false, replayed: null }));
    this.checkMs = opts.checkMs ?? 500;
    const pick = (text: string) => (isReplicaRead(text) ? this.pick() : undefined);
    const self = this;
    this.reads = {
      kind: primary.kind,
      query(text, params) {
        const replica = pick(text);
        self.count(replica);
        return (replica ?? primary).query(text, params);
      },
      named(name, text, params) {
        const replica = pick(text);
        self.count(replica);
        return (replica ?? primary).named(name, text, params);
      },
      transaction: (fn) => primary.transaction(fn),
      withLock: (key, fn) => primary.withLock(key, fn),
      close: async () => {},
    };
  }

  private count(replica: Database | undefined) {
    if (replica) this.stats.replica++;
    else this.stats.primary++;
  }

  /** A replica that has caught up, in turn; undefined when none has (the primary answers). */
  private pick(): Database | undefined {
    for (let i = 0; i < this.replicas.length; i++) {
      const r = this.replicas[(this.next + i) % this.replicas.length]!;
      if (r.usable) {
        this.next = (this.next + i + 1) % this.replicas.length;
        return r.db;
      }
    }
    return undefined;
  }

  /** Which replicas may serve reads now (for /api/health-like views and the tests). */
  status(): { usable: boolean; behindBytes: number | null }[] {
    return this.replicas.map((r) => ({
      usable: r.usable,
      behindBytes: r.replayed === null || this.target === null ? null : Number(this.target > r.replayed ? this.target - r.replayed : 0n),
    }));
  }

  /** Reads the primary's position and each replica's replayed one; a replica behind the previous target is skipped. */
  async check(): Promise<void> {
    let now: bigint;
    try {
      const [row] = await this.primary.query<{ lsn: string }>(`SELECT pg_current_wal_lsn()::text AS lsn`);
      now = lsnBytes(row!.lsn);
    } catch {
      for (const r of this.replicas) r.usable = false;
      return;
    }
    const target = this.target ?? now;
    await Promise.all(
      this.replicas.map(async (r) => {
        try {
          const [row] = await r.db.query<{ lsn: string | null }>(`SELECT pg_last_wal_replay_lsn()::text AS lsn`);
          r.replayed = row?.lsn ? lsnBytes(row.lsn) : null;
          r.usable = r.replayed !== null && r.replayed >= target;
        } catch {
          r.replayed = null;
          r.usable = false;
        }
      }),
    );
    this.target = now;
  }

  async start(): Promise<void> {
    await this.check();
    await this.check(); // the first check only sets a target
    let checking = false;
    this.timer = setInterval(() => {
      if (checking) return;
      checking = true;
      void this.check().finally(() => (checking = false));
    }, this.checkMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.replicas.map((r) => r.db.close()));
  }
}
