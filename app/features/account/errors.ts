/**
 * API error codes (accounts-api.md) to sentences in the shopper's language: the "account" namespace has
 * err_<CODE> for each; an unknown code gets the generic sentence, never the server's English text.
 */
import type { TFunction } from "../../i18n/translator.ts";
import { errorCode } from "./api.ts";
import type { ApiAnswer } from "./types.ts";

export const KNOWN_ERRORS = [
  "VALIDATION_FAILED",
  "BOT_CHECK_FAILED",
  "WEAK_PASSWORD",
  "EMAIL_DOMAIN_REFUSED",
  "EMAIL_TAKEN",
  "LOGIN_FAILED",
  "RATE_LIMITED",
  "INVALID_REFRESH_TOKEN",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "INVALID_RESET_TOKEN",
  "WRONG_PASSWORD",
  "NETWORK_ERROR",
  "BAD_CONTENT_TYPE",
  "BAD_RESPONSE",
] as const;

export function errorKey(code: string | null): string {
  return code && (KNOWN_ERRORS as readonly string[]).includes(code) ? `err_${code}` : "err_UNKNOWN";
}

export function apiErrorMessage(t: TFunction, answer: ApiAnswer<unknown>): string {
  return t(errorKey(errorCode(answer)));
}
