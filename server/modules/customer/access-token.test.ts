import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { signAccessToken, tokenFromRequest, verifyAccessToken } from "./access-token.ts";

const config = loadConfig({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), AUTH_ACCESS_TOKEN_SECONDS: "60" });
const claims = { customerId: 42, groupId: 1, version: 3 };

describe("access tokens", () => {
  it("round-trips the claims", async () => {
    const token = await signAccessToken(config, claims);
    expect(await verifyAccessToken(config, token)).toEqual(claims);
  });

  it("expires after the configured lifetime", async () => {
    const issued = new Date("2026-11-23T10:00:00Z");
    const token = await signAccessToken(config, claims, issued);
    expect(await verifyAccessToken(config, token, new Date("2026-11-23T10:00:59Z"))).toEqual(claims);
    expect(await verifyAccessToken(config, token, new Date("2026-11-23T10:01:01Z"))).toBeNull();
  });

  it("refuses a token signed with another secret, a tampered one and garbage", async () => {
    const other = loadConfig({ NODE_ENV: "test", AUTH_SECRET: "y".repeat(32) });
    const foreign = await signAccessToken(other, claims);
    expect(await verifyAccessToken(config, foreign)).toBeNull();
    const token = await signAccessToken(config, claims);
    const [h, p, s] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ sub: "1", grp: 1, ver: 3 })).toString("base64url");
    expect(await verifyAccessToken(config, `${h}.${forgedPayload}.${s}`)).toBeNull();
    expect(await verifyAccessToken(config, `${h}.${p}`)).toBeNull();
    expect(await verifyAccessToken(config, "not-a-token")).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${p}.`;
    expect(await verifyAccessToken(config, none)).toBeNull();
  });

  it("reads the Bearer header first, then ?token=, and treats an empty token as a guest", () => {
    expect(tokenFromRequest({ headers: { authorization: "Bearer abc" }, query: { token: "q" } })).toBe("abc");
    expect(tokenFromRequest({ headers: {}, query: { token: "q" } })).toBe("q");
    expect(tokenFromRequest({ headers: {}, query: { token: "" } })).toBeUndefined();
    expect(tokenFromRequest({ headers: { authorization: "Basic xyz" }, query: {} })).toBeUndefined();
  });
});

describe("AUTH_SECRET", () => {
  it("is required in production and must be long", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "z".repeat(40), SMTP_URL: "smtp://relay.example:587" }).AUTH_SECRET).toBe("z".repeat(40));
  });
});
