/** What other modules' tests may use of the mail outbox: rows of their own, and time moved on for them. */
import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { HANDOVER_SECONDS, MAIL_ORIGIN } from "./sql.ts";

/** A ready mail to `to`. */
export const readyMail = (to: string, subject = `Test ${randomUUID().slice(0, 8)}`): OutgoingMail => ({
  to,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

/**
 * `n` ready mails written by the process `origin` (a test's own senders are built with it): due for that origin at
 * once and for any other process (other test files' apps on a shared PostgreSQL) only after the hand-over time.
 */
export async function ownRows(db: Database, origin: string, mails: OutgoingMail[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (kind, payload, origin, next_attempt_at)
     SELECT 'ready', jsonb_build_object('mail', m), $2, now() + make_interval(secs => $3) FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(m, n) ORDER BY n
     RETURNING id::text AS id`,
    [JSON.stringify(mails), origin, HANDOVER_SECONDS],
  );
  return rows.map((r) => r.id);
}

/** The backoff (or lease) of this process's unsent rows has passed: due for it now, for other processes later. */
export async function dueNow(db: Database, origin: string = MAIL_ORIGIN, ids?: string[]): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2) WHERE origin = $1 AND sent_at IS NULL AND ($3::bigint[] IS NULL OR id = ANY($3::bigint[]))`,
    [origin, HANDOVER_SECONDS, ids ?? null],
  );
}

export type OutboxRow = {
  id: string;
  kind: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  wait: number;
  payload: Record<string, unknown>;
};

export const outboxRows = (db: Database, ids: string[]) =>
  db.query<OutboxRow>(
    `SELECT id::text AS id, kind, attempts, sent_at::text AS sent_at, last_error, extract(epoch FROM next_attempt_at - now())::int AS wait, payload
     FROM mail_outbox WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
