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
