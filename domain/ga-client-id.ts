/**
 * The GA4 client id of a browser (docs/decisions/2026-11-27-ga4-refunds.md). Google's tag keeps it in the first-party
 * cookie `_ga` as `GA1.1.1234567890.1700000000` (version, domain depth, then the id: a random number and the first
 * visit's time in seconds); the Measurement Protocol wants the id alone, `1234567890.1700000000`.
 */
const CLIENT_ID = /^\d{1,20}\.\d{1,20}$/;

/** The client id when `id` is one, else null. */
export function validGaClientId(id: string | null | undefined): string | null {
  return typeof id === "string" && CLIENT_ID.test(id) ? id : null;
}

/** The client id of a `_ga` cookie's value (`GA1.1.<id>`, `GA1.2.<id>`, …), or null. */
export function gaClientIdFromCookie(value: string | null | undefined): string | null {
  const m = /^GA\d+\.\d+\.(\d{1,20}\.\d{1,20})$/.exec(value?.trim() ?? "");
  return m ? m[1]! : null;
}

/** The `_ga` cookie's client id in a Cookie header (or document.cookie), or null. */
export function gaClientIdFromCookies(header: string | null | undefined): string | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === "_ga") return gaClientIdFromCookie(decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return null;
}
