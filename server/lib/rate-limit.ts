/**
 * Fixed-window request counters in the database, so a limit holds across every app process. One upsert per
 * request; windows that ended more than an hour ago are swept now and then. The sweep cannot know each key's
 * window, so it keeps everything younger than the longest window allowed (a day) plus that hour: sweeping
 * "older than an hour" would wipe a daily counter that is still running.
 */
import type { Database } from "../db/client.ts";
import type { RowOf } from "../db/rows.ts";
import type { rateLimitHits } from "../db/shared-tables.ts";

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

/** The longest window a rule may use. */
export const MAX_WINDOW_SECONDS = 86_400;

export async function hitRateLimit(db: Pick<Database, "query">, key: string, rule: RateLimit, now: Date = new Date()): Promise<RateLimitVerdict> {
  if (rule.windowSeconds > MAX_WINDOW_SECONDS) throw new RangeError(`rate-limit windows are at most ${MAX_WINDOW_SECONDS} s`);
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db.query<Pick<RowOf<typeof rateLimitHits>, "hits">>(
    `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [key, windowStart.toISOString()],
  );
  if (Math.random() < 0.01) await sweepEndedWindows(db, now);
  const hits = rows[0]?.hits ?? Number.POSITIVE_INFINITY;
  return { allowed: hits <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)) };
}

/** Deletes the counters of windows that ended more than an hour ago, whatever their length. */
export async function sweepEndedWindows(db: Pick<Database, "query">, now: Date = new Date()): Promise<void> {
  await db.query("DELETE FROM rate_limit_hits WHERE window_start < $1", [new Date(now.getTime() - (MAX_WINDOW_SECONDS + 3_600) * 1000).toISOString()]);
}
