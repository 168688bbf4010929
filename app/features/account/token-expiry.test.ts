import { describe, expect, it } from "vitest";
import { refreshDelay, tokenTimes } from "./token-expiry.ts";

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const jwt = (payload: object) => `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(payload)}.signature`;

describe("refresh before expiry", () => {
  const iat = 1_800_000_000;
  it("reads iat and exp", () => {
    expect(tokenTimes(jwt({ sub: "1", iat, exp: iat + 900 }))).toEqual({ issuedAt: iat * 1000, expiresAt: (iat + 900) * 1000 });
  });
  it("a 15-minute token is refreshed one minute before it expires", () => {
    expect(refreshDelay(jwt({ iat, exp: iat + 900 }), iat * 1000)).toBe(840_000);
  });
  it("a 15-second token is refreshed after 12 seconds (a fifth of its lifetime before expiry)", () => {
    expect(refreshDelay(jwt({ iat, exp: iat + 15 }), iat * 1000)).toBe(12_000);
  });
  it("an overdue token is refreshed now", () => {
    expect(refreshDelay(jwt({ iat, exp: iat + 15 }), (iat + 100) * 1000)).toBe(0);
  });
  it("a token without expiry or not a JWT gives null", () => {
    expect(refreshDelay(jwt({ iat }), 0)).toBeNull();
    expect(refreshDelay("opaque-token", 0)).toBeNull();
    expect(refreshDelay("a.%%%.c", 0)).toBeNull();
  });
  it("decodes base64url payloads (- and _)", () => {
    const token = jwt({ iat, exp: iat + 900, name: "??>>>~~~" });
    expect(tokenTimes(token)?.expiresAt).toBe((iat + 900) * 1000);
  });
});
