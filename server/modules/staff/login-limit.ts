/**
 * Staff sign-in attempts per client address (docs/decisions/2026-11-28-shipments-invoices.md): an attempt claims a
 * slot BEFORE the password's argon2 work, in one statement, as the customers' sign-in does
 * (customer/attempts.ts): the address's row is locked by `ON CONFLICT DO UPDATE`, whose WHERE sees the newest
 * version of the row, so of many simultaneous attempts (one process or several) at most STAFF_IP_MAX_FAILURES get
 * a slot within the window. A right sign-in gives its slot back; a wrong one keeps it as a failure.
 */
import { STAFF_IP_MAX_FAILURES, STAFF_IP_WINDOW_MINUTES } from "../../../domain/staff.ts";
import type { Database } from "../../db/client.ts";

const WINDOW_MS = STAFF_IP_WINDOW_MINUTES * 60_000;
let lastPrune = 0;

export type LoginSlot = { claimed: true; subject: string } | { claimed: false; retryAfterSeconds: number };

export async function claimLoginSlot(db: Pick<Database, "query">, ip: string | null, now: Date): Promise<LoginSlot> {
  const subject = `ip:${ip ?? "unknown"}`;
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await db.query<{ subject: string }>(
    `INSERT INTO staff_login_claims AS c (subject, claims) VALUES ($1, ARRAY[$2::timestamptz])
     ON CONFLICT (subject) DO UPDATE SET claims = ARRAY(SELECT t FROM unnest(c.claims) t WHERE t >= $3::timestamptz ORDER BY t) || $2::timestamptz
       WHERE (SELECT count(*) FROM unnest(c.claims) t WHERE t >= $3::timestamptz) < $4::int
     RETURNING subject`,
    [subject, now, since, STAFF_IP_MAX_FAILURES],
  );
  if (now.getTime() - lastPrune > 60_000) {
    // addresses whose every claim has left the window are forgotten (at most once a minute per process)
    lastPrune = now.getTime();
    await db.query("DELETE FROM staff_login_claims WHERE NOT EXISTS (SELECT 1 FROM unnest(claims) t WHERE t >= $1)", [since]);
  }
  if (rows.length > 0) return { claimed: true, subject };
  const [row] = await db.query<{ oldest: Date | string | null }>(
    "SELECT (SELECT min(t) FROM unnest(claims) t WHERE t >= $2::timestamptz) AS oldest FROM staff_login_claims WHERE subject = $1",
    [subject, since],
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return { claimed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 1000)) };
}

/** A right sign-in gives back the slot it claimed at `at` (one element of the array). */
export async function releaseLoginSlot(db: Pick<Database, "query">, subject: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE staff_login_claims SET claims = claims[:array_position(claims, $2::timestamptz) - 1] || claims[array_position(claims, $2::timestamptz) + 1:]
      WHERE subject = $1 AND array_position(claims, $2::timestamptz) IS NOT NULL`,
    [subject, at],
  );
}
