/** The "newsletter" namespace's sentence key for an API error code (an unknown code gets the generic sentence). */
const KNOWN = ["EMAIL_DOMAIN_REFUSED", "VALIDATION_FAILED", "NEWSLETTER_TOO_MANY_CHANGES", "NEWSLETTER_LINK_INVALID", "RATE_LIMITED", "NETWORK_ERROR"];

export function newsletterErrorKey(code: string | null): string {
  return code && KNOWN.includes(code) ? `err_${code}` : "err_UNKNOWN";
}
