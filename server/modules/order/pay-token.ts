/**
 * An order's pay token (docs/decisions/2026-11-26-payments.md): base64url(HMAC-SHA256(AUTH_SECRET, "pay:" +
 * increment_id)) cut to 32 characters. It is given in the order's confirmation, its payment information and its
 * e-mails, and lets whoever holds it (a guest) follow and pay that one order; nothing is stored.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function payToken(secret: string, incrementId: string): string {
  return createHmac("sha256", secret).update(`pay:${incrementId}`).digest("base64url").slice(0, 32);
}

/** Whether `token` is the order's pay token, compared in constant time. */
export function isPayToken(secret: string, incrementId: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(payToken(secret, incrementId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The storefront page that pays a pending order (again): the link of the e-mails and the account ("Zapłać teraz"). */
export function payLink(shopUrl: string, incrementId: string, token: string): string {
  const url = new URL("/placepozniej", shopUrl);
  url.searchParams.set("order", incrementId);
  url.searchParams.set("pay_token", token);
  return url.toString();
}
