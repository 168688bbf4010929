/**
 * The background jobs that failed recently (the back office's dashboard): pg-boss keeps a failed job in its `job`
 * table with state 'failed' once its retries are spent. null when pg-boss's schema is not in this database (jobs
 * have never run here).
 */
import type { Database } from "../db/client.ts";
import { JOBS_SCHEMA } from "./index.ts";

export async function failedJobs(db: Pick<Database, "query">, since: Date): Promise<{ total: number; by_queue: { name: string; count: number }[] } | null> {
  const [present] = await db.query<{ ok: boolean }>("SELECT to_regclass($1) IS NOT NULL AS ok", [`${JOBS_SCHEMA}.job`]);
  if (!present?.ok) return null;
  const rows = await db.query<{ name: string; count: number }>(
    `SELECT name, count(*)::int AS count FROM ${JOBS_SCHEMA}.job WHERE state = 'failed' AND completed_on >= $1 GROUP BY name ORDER BY count DESC, name`,
    [since],
  );
  return { total: rows.reduce((n, r) => n + r.count, 0), by_queue: rows };
}
