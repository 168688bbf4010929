/**
 * The mailer's e-mail rules (docs/storefront.md §5 and §8): a deny list, an allow list (when set, only those
 * domains), and refusal of disposable addresses. Domains match themselves and their subdomains.
 */
import { DISPOSABLE_DOMAINS } from "./disposable-domains.ts";

export interface EmailDomainRules {
  /** Empty means every domain not denied is allowed. */
  allow: readonly string[];
  deny: readonly string[];
}

export type EmailDomainVerdict = "ok" | "denied" | "not-allowed" | "disposable";

/** A practical e-mail shape (what the browser's type=email accepts, plus a dot in the domain); the API's EmailSchema (contract/customer.ts) uses it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** The shape check alone (no trimming): "jan@poczta.pl" → true. */
export function isEmailAddress(s: string): boolean {
  return s.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(s);
}

/** "Jan@Poczta.Example.PL" → "poczta.example.pl" */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
}

function matches(domain: string, listed: string): boolean {
  const d = listed.trim().toLowerCase().replace(/^@/, "");
  return d !== "" && (domain === d || domain.endsWith(`.${d}`));
}

export function isDisposableDomain(domain: string): boolean {
  const parts = domain.toLowerCase().split(".");
  for (let i = 0; i < parts.length - 1; i++) if (DISPOSABLE_DOMAINS.has(parts.slice(i).join("."))) return true;
  return false;
}

/** Deny list first; then, with an allow list, only its domains; then disposable domains (unless explicitly allowed). */
export function checkEmailDomain(email: string, rules: EmailDomainRules): EmailDomainVerdict {
  const domain = emailDomain(email);
  if (rules.deny.some((d) => matches(domain, d))) return "denied";
  const allowed = rules.allow.some((d) => matches(domain, d));
  if (rules.allow.length > 0 && !allowed) return "not-allowed";
  if (!allowed && isDisposableDomain(domain)) return "disposable";
  return "ok";
}

/** "a.pl, B.com ,," → ["a.pl", "b.com"] (configuration lists). */
export function parseDomainList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
}
