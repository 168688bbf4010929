/**
 * When to refresh an access token before it expires: it is a JWT whose payload carries `iat` and `exp`
 * (seconds). The refresh happens a fifth of its lifetime before expiry, at most one minute before (a 15-minute
 * token is refreshed after 14 minutes, a 15-second one after 12 seconds). Pure; the browser only decodes
 * the payload, it never trusts it for anything else.
 */
export const MAX_REFRESH_MARGIN_MS = 60_000;

export function tokenTimes(token: string): { issuedAt: number; expiresAt: number } | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(part.length / 4) * 4, "="),
    );
    const payload = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    if (typeof payload.exp !== "number") return null;
    const expiresAt = payload.exp * 1000;
    const issuedAt = typeof payload.iat === "number" ? payload.iat * 1000 : expiresAt - 15 * 60_000;
    return { issuedAt, expiresAt };
  } catch {
    return null;
  }
}

/** Milliseconds from `now` until the token should be refreshed (0: now); null when it carries no expiry. */
export function refreshDelay(token: string, now: number): number | null {
  const times = tokenTimes(token);
  if (!times) return null;
  const lifetime = Math.max(0, times.expiresAt - times.issuedAt);
  const margin = Math.min(MAX_REFRESH_MARGIN_MS, lifetime / 5);
  return Math.max(0, times.expiresAt - margin - now);
}
