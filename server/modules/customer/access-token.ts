/**
 * Customer access tokens: short-lived HS256 JWTs (jose) carrying the customer id, group and token version.
 * The token travels as `?token=` or `Authorization: Bearer` (the header wins, docs/api.md §1); an empty
 * token means guest. Refresh tokens are opaque, stored hashed and rotated: see the accounts module.
 */
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { Config } from "../../config.ts";

export interface AccessClaims {
  customerId: number;
  groupId: number;
  /** customers.token_version when the token was issued; a bump revokes older tokens. */
  version: number;
}

const ISSUER = "kiosk";
const AUDIENCE = "kiosk-storefront";
const keys = new WeakMap<Config, Uint8Array>();

function keyOf(config: Config): Uint8Array {
  let key = keys.get(config);
  if (!key) {
    key = new TextEncoder().encode(config.AUTH_SECRET);
    keys.set(config, key);
  }
  return key;
}

export async function signAccessToken(config: Config, claims: AccessClaims, now: Date = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ grp: claims.groupId, ver: claims.version })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.customerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.AUTH_ACCESS_TOKEN_SECONDS)
    .sign(keyOf(config));
}

/** The token's claims, or null when it is malformed, forged, expired or not ours. */
export async function verifyAccessToken(config: Config, token: string, now: Date = new Date()): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: now,
    });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || customerId <= 0) return null;
    return { customerId, groupId: Number(payload["grp"] ?? 1), version: Number(payload["ver"] ?? 0) };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The raw token of a request: the Bearer header when present, else `?token=`; undefined for a guest. */
export function tokenFromRequest(req: { headers: Record<string, string | string[] | undefined>; query?: unknown }): string | undefined {
  const header = req.headers["authorization"];
  if (typeof header === "string") {
    const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (m) return m[1];
  }
  const query = req.query as Record<string, unknown> | undefined;
  const token = query?.["token"];
  return typeof token === "string" && token.trim() !== "" ? token.trim() : undefined;
}
