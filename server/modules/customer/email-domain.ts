/** The shop's e-mail domain rules (allow and deny lists, disposable domains) as a refusal: registration, profile, newsletter. */
import { checkEmailDomain, type EmailDomainRules } from "../../../domain/email-rules.ts";
import { refuse, type Refusal } from "../../http/outcome.ts";

/** null when the address may be used; otherwise EMAIL_DOMAIN_REFUSED with the reason in `details`. */
export function emailDomainRefusal(email: string, rules: EmailDomainRules): Refusal<"EMAIL_DOMAIN_REFUSED"> | null {
  const verdict = checkEmailDomain(email, rules);
  if (verdict === "ok") return null;
  const why = verdict === "disposable" ? "Temporary (disposable) e-mail addresses are not accepted." : "Addresses in this e-mail domain are not accepted.";
  return refuse("EMAIL_DOMAIN_REFUSED", `${why} Please use another e-mail address.`, { reason: verdict });
}
