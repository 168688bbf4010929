/**
 * When the database cannot answer: the server is down or restarting, the network to it is cut, it is too slow to
 * answer within the timeouts (server/db/client.ts), or a lock is held past the lock timeout. Such a failure is not a
 * bug of the request: the API answers `503 SERVICE_UNAVAILABLE` with `Retry-After`, a page answers the short
 * "przerwa techniczna" page (server/app.ts, server/storefront.ts), and the next request tries the database again.
 */

/** Seconds a client is asked to wait (`Retry-After`) before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A database failure that is the database's (or the network's) state, not the request's fault. */
export class DatabaseUnavailableError extends Error {
  /** Read by code that must not import this module (app/entry.server.tsx). */
  readonly databaseUnavailable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * SQLSTATEs of an unavailable database: class 08 (connection exception), the server shutting down, crashing or
 * starting (57P01–57P03), too many connections (53300), a statement cancelled by statement_timeout (57014), a lock
 * not obtained within lock_timeout (55P03), a session ended by idle_in_transaction_session_timeout (25P03).
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014", "55P03", "25P03"]);
/** Socket errors of the connection to the database. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** What `pg` and `pg-pool` say when a connection cannot be had, breaks or a statement gets no answer in time. */
const DRIVER_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /not queryable/i,
  /Client was closed and is not queryable/i,
  /Connection ended/i,
];

/** True when `error` (or an error it was caused by) says the database is unavailable rather than the request wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { databaseUnavailable?: unknown }).databaseUnavailable === true) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (code.startsWith("08") || SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/** `error` as a DatabaseUnavailableError when it says the database is unavailable; otherwise `error` itself. */
export function classifyDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DatabaseUnavailableError(`The database is unavailable: ${message}`, { cause: error });
}
