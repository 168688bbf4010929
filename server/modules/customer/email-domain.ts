/** The shop's e-mail domain rules (allow and deny lists, disposable domains) as a refusal: profile and newsletter. */
import { checkEmailDomain, type EmailDomainRules } from "../../../domain/email-rules.ts";
import { refuse, type Refusal } from "../../http/outcome.ts";
import { emailDomainRefused } from "./profile.ts";

/** null when the address may be used; otherwise EMAIL_DOMAIN_REFUSED with the reason in `details`. */
export function emailDomainRefusal(email: string, rules: EmailDomainRules): Refusal<"EMAIL_DOMAIN_REFUSED"> | null {
  const verdict = checkEmailDomain(email, rules);
  if (verdict === "ok") return null;
  const { message, details } = emailDomainRefused(verdict);
  return refuse("EMAIL_DOMAIN_REFUSED", message, details);
}
