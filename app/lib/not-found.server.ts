/**
 * How a loader reads a service's answer (docs/decisions/2026-11-26-storefront-server-only.md). The services answer with
 * an Outcome (server/http/outcome.ts): the value, or a refusal with its code. A loader asks for the value, and a
 * refusal that means "there is no such page" becomes React Router's 404 response, which the root error
 * boundary renders as the not-found page. Any other refusal is not the visitor's doing: it is raised, as an
 * exception, and the page answers 500 like any other failure.
 */
import { data } from "react-router";
import { ApiError, ERROR_STATUS, type ErrorCode } from "../../server/http/envelope.ts";
import type { Outcome } from "../../server/http/outcome.ts";

/** Refusals that are a missing page: those with status 404 in ERROR_STATUS (PRODUCT_NOT_FOUND, CMS_NOT_FOUND...). */
const isMissing = (code: ErrorCode) => ERROR_STATUS[code] === 404;

/**
 * The value of `answer`; the 404 page when it was refused with a not-found code, or with one of `alsoMissing`
 * (a category id at or below the root is no page either). Other refusals are raised.
 */
export function foundOr404<T>(answer: Outcome<T>, alsoMissing: readonly ErrorCode[] = []): T {
  if (answer.ok) return answer.value;
  if (isMissing(answer.code) || alsoMissing.includes(answer.code)) throw data(null, { status: 404 });
  return foundOrFail(answer);
}

/** The value of `answer`; any refusal is raised (where a refusal can only be a fault: a 500). */
export function foundOrFail<T>(answer: Outcome<T>): T {
  if (answer.ok) return answer.value;
  throw new ApiError(answer.code, answer.message, answer.details);
}

/** The value of `answer`, or null for any refusal (a lookup whose absence the page can do without). */
export function foundOrNull<T>(answer: Outcome<T>): T | null {
  return answer.ok ? answer.value : null;
}
