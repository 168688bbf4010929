/**
 * The account forms' field rules (docs/storefront.md §5), as translation keys of the "account"
 * namespace (null: valid). The server checks the same again and answers with a stable code.
 * Passwords, postcodes and phone numbers use domain/'s rules, shared with the server.
 */
import { checkPassword, DEFAULT_PASSWORD_POLICY } from "../../../domain/password-policy.ts";
export type Problem = { key: string; values?: Record<string, string | number> } | null;

export const NAME_MAX_LENGTH = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Letters of any script, with spaces, hyphens and apostrophes between them (Anna-Maria, O'Neil).
const NAME = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

export function required(value: string): Problem {
  return value.trim() === "" ? { key: "fieldRequired" } : null;
}

export function email(value: string): Problem {
  return required(value) ?? (EMAIL.test(value.trim()) && value.length <= NAME_MAX_LENGTH ? null : { key: "emailInvalid" });
}

export function personName(value: string): Problem {
  const v = value.trim();
  if (v === "") return { key: "fieldRequired" };
  if (v.length > NAME_MAX_LENGTH) return { key: "tooLong" };
  if (!NAME.test(v)) return { key: "lettersOnly" };
  if ([...v.replace(/[^\p{L}]/gu, "")].length < 2) return { key: "nameMin" };
  return null;
}

/** The server's policy (domain/password-policy.ts), explained field by field. */
export function newPassword(value: string): Problem {
  if (value === "") return { key: "fieldRequired" };
  const verdict = checkPassword(value, DEFAULT_PASSWORD_POLICY);
  if (verdict.tooShort) return { key: "passwordTooShort", values: { count: DEFAULT_PASSWORD_POLICY.minLength } };
  if (verdict.tooLong) return { key: "tooLong" };
  if (!verdict.ok) return { key: "passwordClasses", values: { count: DEFAULT_PASSWORD_POLICY.minClasses } };
  return null;
}

export function sameAs(value: string, other: string): Problem {
  return value === "" ? { key: "fieldRequired" } : value === other ? null : { key: "passwordsDiffer" };
}

export function accepted(value: boolean): Problem {
  return value ? null : { key: "termsRequired" };
}

/** The problems of a form, field by field (only the fields that have one). */
export type Problems<F extends string> = Partial<Record<F, NonNullable<Problem>>>;

export function problemsOf<F extends string>(checks: Record<F, Problem>): Problems<F> {
  const out: Problems<F> = {};
  for (const [field, problem] of Object.entries(checks) as [F, Problem][]) if (problem) out[field] = problem;
  return out;
}

/** The problems without `field`'s (its value changed: the old message no longer applies). */
export function withoutProblem<F extends string>(problems: Problems<F>, field: string): Problems<F> {
  if (!(field in problems)) return problems;
  const { [field as F]: _gone, ...rest } = problems;
  return rest as Problems<F>;
}
