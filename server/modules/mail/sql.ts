/**
 * The outbox's SQL parts that other modules compose into their own statements, so that a mail is written in the
 * same statement (and so the same transaction) as the change that causes it.
 */
import { randomUUID } from "node:crypto";

/** This process: a row it wrote is its own to send at once; other processes take it only after HANDOVER_SECONDS. */
export const MAIL_ORIGIN = randomUUID();

/**
 * How long a row is left to the process that wrote it (and a failed row to the process that tried it) before any
 * other process may take it: so a fresh mail is sent by its writer, through its transport, and a process that
 * stopped leaves its rows to the others soon after.
 */
export const HANDOVER_SECONDS = 30;

/**
 * A CTE `name` that writes one outbox row per row of `rows`, an SQL query giving, in this order, `kind` (text),
 * `order_id` (int or NULL), `payload` (jsonb) and `dedupe_key` (text or NULL: a row with a key already written
 * is not written again). The rows are rendered when sent, by the renderer registered for their kind.
 *
 *   WITH o AS (INSERT INTO orders … RETURNING id),
 *        ${enqueueMailSql("mail", "SELECT 'order_confirmation', o.id, '{}'::jsonb, NULL FROM o")}
 *   SELECT …
 */
export const enqueueMailSql = (name: string, rows: string) => `${name} AS (
     INSERT INTO mail_outbox (kind, order_id, payload, dedupe_key, origin, created_at, next_attempt_at)
     SELECT m.kind::text, m.order_id::int, m.payload::jsonb, m.dedupe_key::text, '${MAIL_ORIGIN}', now(), now() + interval '${HANDOVER_SECONDS} seconds'
     FROM (${rows}) AS m(kind, order_id, payload, dedupe_key)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id
   )`;
