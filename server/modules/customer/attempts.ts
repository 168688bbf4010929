/**
 * Counted events in the database (`login_attempts`): failed sign-ins per account and per IP, password reset
 * requests per IP and per address. Counting rows in a window is how the lockout and the throttles work, and
 * because it is the database, every app process sees the same counts.
 */
import type { Database } from "../../db/client.ts";

const KEEP_MS = 60 * 60_000;

export class AttemptLog {
  private readonly db: Database;
  private lastPrune = 0;

  constructor(db: Database) {
    this.db = db;
  }

  async record(subject: string, at: Date): Promise<void> {
    await this.db.query("INSERT INTO login_attempts (subject, attempted_at) VALUES ($1, $2)", [subject, at]);
    if (at.getTime() - this.lastPrune > 60_000) {
      this.lastPrune = at.getTime();
      await this.db.query("DELETE FROM login_attempts WHERE attempted_at < $1", [new Date(at.getTime() - KEEP_MS)]);
    }
  }

  /** Events of `subject` at or after `since`. */
  async count(subject: string, since: Date): Promise<number> {
    const rows = await this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_attempts WHERE subject = $1 AND attempted_at >= $2", [
      subject,
      since,
    ]);
    return rows[0]?.n ?? 0;
  }

  async clear(subject: string): Promise<void> {
    await this.db.query("DELETE FROM login_attempts WHERE subject = $1", [subject]);
  }
}

/** A limit on password checks of one subject: at most `max` failures within `windowMs`, optionally locking after. */
export interface ClaimLimit {
  max: number;
  windowMs: number;
  /** Reaching `max` locks the subject for this long; claims before the lock's end no longer count after it. */
  lockMs?: number;
}

export type Claim = { claimed: true } | { claimed: false; retryAfterMs: number };

/**
 * Claims for password checks (`password_check_claims`): a check takes a slot BEFORE the argon2 work, in one
 * statement, and keeps it as a failure unless the password proves right (`release`). The row of the subject is
 * locked by `ON CONFLICT DO UPDATE`, whose WHERE is evaluated on the newest version of the row, so of N
 * simultaneous requests (one process or several on one database) at most `max` get a slot.
 */
export class PasswordCheckClaims {
  private readonly db: Database;
  private lastPrune = 0;

  constructor(db: Database) {
    this.db = db;
  }

  async claim(subject: string, limit: ClaimLimit, now: Date): Promise<Claim> {
    const since = new Date(now.getTime() - limit.windowMs);
    const lockUntil = limit.lockMs ? new Date(now.getTime() + limit.lockMs) : null;
    // `live`: the claims still counting (inside the window and after the end of an earlier lock).
    const rows = await this.db.query<{ subject: string }>(
      `INSERT INTO password_check_claims AS p (subject, claims, locked_until)
       VALUES ($1, ARRAY[$2::timestamptz], CASE WHEN $4::int <= 1 THEN $5::timestamptz END)
       ON CONFLICT (subject) DO UPDATE SET
         claims = ARRAY(SELECT c FROM unnest(p.claims) c WHERE c >= greatest($3::timestamptz, p.locked_until) ORDER BY c) || $2::timestamptz,
         locked_until = CASE
           WHEN (SELECT count(*) FROM unnest(p.claims) c WHERE c >= greatest($3::timestamptz, p.locked_until)) + 1 >= $4::int
             THEN $5::timestamptz
           ELSE p.locked_until END
       WHERE (p.locked_until IS NULL OR p.locked_until <= $2::timestamptz)
         AND (SELECT count(*) FROM unnest(p.claims) c WHERE c >= greatest($3::timestamptz, p.locked_until)) < $4::int
       RETURNING subject`,
      [subject, now, since, limit.max, lockUntil],
    );
    if (now.getTime() - this.lastPrune > 60_000) {
      this.lastPrune = now.getTime();
      await this.db.query(
        `DELETE FROM password_check_claims
          WHERE (locked_until IS NULL OR locked_until < $1) AND NOT EXISTS (SELECT 1 FROM unnest(claims) c WHERE c >= $1)`,
        [new Date(now.getTime() - KEEP_MS)],
      );
    }
    if (rows.length > 0) return { claimed: true };
    return { claimed: false, retryAfterMs: await this.retryAfter(subject, limit, now) };
  }

  /** A check that proved the password right gives its claim back (one claim made at `at`). */
  async release(subject: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE password_check_claims SET claims = claims[:array_position(claims, $2::timestamptz) - 1] || claims[array_position(claims, $2::timestamptz) + 1:]
        WHERE subject = $1 AND array_position(claims, $2::timestamptz) IS NOT NULL`,
      [subject, at],
    );
  }

  /** Forgets every claim and the lock of `subject` (a successful sign-in, a new password). */
  async clear(subject: string, tx: Pick<Database, "query"> = this.db): Promise<void> {
    await tx.query("DELETE FROM password_check_claims WHERE subject = $1", [subject]);
  }

  /** Whether `subject` is locked at `now`. */
  async lockedUntil(subject: string, now: Date): Promise<Date | null> {
    const rows = await this.db.query<{ locked_until: Date | null }>("SELECT locked_until FROM password_check_claims WHERE subject = $1 AND locked_until > $2", [
      subject,
      now,
    ]);
    return rows[0]?.locked_until ? new Date(rows[0].locked_until) : null;
  }

  /** How long until a refused subject may be checked again: the lock's end, or the oldest counting claim leaving. */
  private async retryAfter(subject: string, limit: ClaimLimit, now: Date): Promise<number> {
    const since = new Date(now.getTime() - limit.windowMs);
    const rows = await this.db.query<{ locked_until: Date | null; oldest: Date | null }>(
      `SELECT locked_until, (SELECT min(c) FROM unnest(claims) c WHERE c >= greatest($2::timestamptz, locked_until)) AS oldest
         FROM password_check_claims WHERE subject = $1`,
      [subject, since],
    );
    const row = rows[0];
    const lockedUntil = row?.locked_until ? new Date(row.locked_until).getTime() : 0;
    if (lockedUntil > now.getTime()) return lockedUntil - now.getTime();
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    return Math.max(1000, oldest + limit.windowMs - now.getTime());
  }
}
