/**
 * Short-lived download links (docs/decisions/2026-11-26-downloads.md): `<grant>.<customer>.<expiry>.<HMAC>`, signed
 * with a key derived from AUTH_SECRET. A link names one grant of one customer and is good for LINK_SECONDS; the
 * file route checks the signature, the expiry and then the grant's owner in the database.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const LINK_SECONDS = 5 * 60;

export interface LinkClaims {
  grantId: number;
  customerId: number;
  /** seconds since the epoch */
  expires: number;
}

const keyOf = (secret: string) => createHmac("sha256", secret).update("kiosk download links v1").digest();

export function signLink(secret: string, claims: LinkClaims): string {
  const body = `${claims.grantId}.${claims.customerId}.${claims.expires}`;
  return `${body}.${createHmac("sha256", keyOf(secret)).update(body).digest("base64url")}`;
}

/** The claims of a well-signed token (expired or not: the caller tells "expired" from "not valid"); null otherwise. */
export function readLink(secret: string, token: string): LinkClaims | null {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  // The signature is compared as the text it was issued as: decoding the given one first would accept the other
  // spellings of its last character (base64url's unused low bits), so one link would have several valid forms.
  const expected = Buffer.from(createHmac("sha256", keyOf(secret)).update(`${m[1]}.${m[2]}.${m[3]}`).digest("base64url"));
  const given = Buffer.from(m[4]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { grantId: Number(m[1]), customerId: Number(m[2]), expires: Number(m[3]) };
}
