/**
 * Fixed-window request counters in the database, so a limit holds across every app process. One upsert per
 * request; windows older than an hour are swept now and then.
 */
import type { Database } from "../db/client.ts";

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export async function hitRateLimit(db: Pick<Database, "query">, key: string, rule: RateLimit, now: Date = new Date()): Promise<RateLimitVerdict> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [key, windowStart.toISOString()],
  );
  if (Math.random() < 0.01) await db.query("DELETE FROM rate_limit_hits WHERE window_start < $1", [new Date(now.getTime() - 3_600_000).toISOString()]);
  const hits = rows[0]?.hits ?? Number.POSITIVE_INFINITY;
  return { allowed: hits <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)) };
}
