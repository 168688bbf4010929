/**
 * Expected outcomes as values (docs/architecture.md, "Outcomes as values"). A service answers what it was asked
 * with `accept(value)`, or says why not with `refuse(code, message, details)`: out of stock, an unknown pickup
 * point, a coupon that is not valid. Nothing is thrown for these; bugs and outages stay exceptions (a 500).
 * A route hands a refusal to `sendRefusal`, which takes the status from ERROR_STATUS (envelope.ts): the one
 * place where a refusal becomes an HTTP status.
 */
import type { FastifyReply } from "fastify";
import { ApiError, ERROR_STATUS, ok, type ErrorCode } from "./envelope.ts";

export interface Refusal<C extends ErrorCode = ErrorCode> {
  readonly ok: false;
  readonly code: C;
  readonly message: string;
  readonly details?: unknown;
}

export interface Accepted<T> {
  readonly ok: true;
  readonly value: T;
}

export type Outcome<T, C extends ErrorCode = ErrorCode> = Accepted<T> | Refusal<C>;

export function accept<T>(value: T): Accepted<T> {
  return { ok: true, value };
}

export function refuse<C extends ErrorCode>(code: C, message: string, details?: unknown): Refusal<C> {
  return details === undefined ? { ok: false, code, message } : { ok: false, code, message, details };
}

export function isRefusal<T>(outcome: Outcome<T>): outcome is Refusal {
  return !outcome.ok;
}

/** The envelope of a refusal: `{code: status, result: {error, message, details?}}` with the status of its code. */
export function refusalBody(r: Refusal) {
  const status = ERROR_STATUS[r.code];
  return { code: status, result: r.details === undefined ? { error: r.code, message: r.message } : { error: r.code, message: r.message, details: r.details } };
}

/** Sends a refusal with its code's status. */
export function sendRefusal(reply: FastifyReply, r: Refusal) {
  const body = refusalBody(r);
  // A throttle that knows when it lets the caller in again says so (RFC 9110 Retry-After, in seconds).
  const retryAfter = (r.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (r.code === "RATE_LIMITED" && typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
  // The route's schema lists the statuses it answers; the body is the shared error envelope.
  return reply.status(body.code as never).send(body as never);
}

/**
 * For code that cannot return a refusal (a Fastify hook, a guard deep inside a framework callback): throw it, and
 * the app's error handler sends it like sendRefusal would.
 */
export function raise(r: Refusal): never {
  throw new ApiError(r.code, r.message, r.details);
}

/** The value of an accepted outcome; a refusal is raised (for callers that have no other answer to give). */
export function valueOr<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  return raise(outcome);
}

/** An outcome as a route's answer: the envelope of its value (200), or the refusal with its code's status. */
export function answer<T>(reply: FastifyReply, outcome: Outcome<T>) {
  return outcome.ok ? ok(outcome.value) : sendRefusal(reply, outcome);
}
