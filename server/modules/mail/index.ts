/**
 * The mail module's front door: the shop's one mail outbox (outbox.ts). Other modules put mail in it with
 * `enqueue` (in their transaction) or compose `enqueueMailSql` into their own statement, and register a renderer
 * for the kinds of rows they write; `server/services.ts` builds one outbox per process and the app starts it.
 */
export {
  LEASE_SECONDS,
  MailOutbox,
  MAX_ATTEMPTS,
  READY,
  retryDelaySeconds,
  type EnqueueOptions,
  type MailRenderer,
  type MailRow,
  type MailTransport,
} from "./outbox.ts";
export { enqueueMailSql, HANDOVER_SECONDS, MAIL_ORIGIN } from "./sql.ts";
