/**
 * Response hygiene (docs/reliability.md, "Accounts and sessions"): personal answers are never stored by a cache,
 * every answer carries a Permissions-Policy, the API documentation is off in production unless enabled, and the
 * language cookie is Secure when the shopper came over https (directly or through a trusted proxy).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, PERMISSIONS_POLICY } from "./app.ts";
import { loadConfig } from "./config.ts";
import { setupTestApp, type TestContext } from "./test/helper.ts";
import { ACCOUNT_ENV, bearer, randomIp, register } from "./test/customers.ts";

let t: TestContext;
let shop: FastifyInstance;
beforeAll(async () => {
  t = await setupTestApp(ACCOUNT_ENV);
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-hdr-")), LOG_LEVEL: "silent", NODE_ENV: "test", TRUST_PROXY: "127.0.0.1" });
  shop = await buildApp({ config, db: t.db, storefront: true, logger: false });
  await shop.ready();
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

describe("personal answers", () => {
  it("login, refresh and /me answer Cache-Control: no-store", async () => {
    const who = await register(t.app);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { username: who.email, password: who.password },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    const failed = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { username: who.email, password: "Zle-haslo-1" },
      remoteAddress: randomIp(),
    });
    expect(failed.headers["cache-control"]).toBe("no-store");
    const refresh = await t.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: login.json().meta.refreshToken } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers["cache-control"]).toBe("no-store");
    const me = await t.app.inject({ url: "/api/user/me", headers: bearer(refresh.json().result) });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
  });
});

describe("Permissions-Policy", () => {
  it("is sent with API answers and pages", async () => {
    expect((await t.app.inject({ url: "/api/health" })).headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect((await shop.inject({ url: "/" })).headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  });
});

describe("/api/docs", () => {
  it("is served outside production, and off in production unless API_DOCS=true", async () => {
    expect((await t.app.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "p".repeat(32),
      SMTP_URL: "smtp://relay.example:587",
      LOG_LEVEL: "silent",
      JOBS_ENABLED: "false",
    };
    const dataDir = mkdtempSync(join(tmpdir(), "kiosk-docs-"));
    for (const [env, status] of [
      [{}, 404],
      [{ API_DOCS: "true" }, 200],
    ] as const) {
      const app = await buildApp({ config: loadConfig({ ...production, DATA_DIR: dataDir, ...env }), db: t.db, logger: false });
      await app.ready();
      expect((await app.inject({ url: "/api/docs/json" })).statusCode).toBe(status);
      expect((await app.inject({ url: "/api/docs" })).statusCode).toBe(status === 200 ? 200 : 404);
      await app.close();
    }
  });
});

describe("the language cookie", () => {
  const cookieOf = async (headers: Record<string, string>, remoteAddress: string) => {
    const res = await shop.inject({ url: "/?lng=en", headers, remoteAddress });
    expect(res.statusCode).toBe(200);
    return String(res.headers["set-cookie"] ?? "");
  };

  it("is Secure behind https (a trusted proxy's X-Forwarded-Proto), and not over plain http", async () => {
    expect(await cookieOf({ "x-forwarded-proto": "https" }, "127.0.0.1")).toMatch(/^kiosk_lang=en;.*; Secure$/);
    expect(await cookieOf({}, "127.0.0.1")).toMatch(/^kiosk_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    // An untrusted sender's header is not believed.
    expect(await cookieOf({ "x-forwarded-proto": "https" }, "203.0.113.9")).not.toMatch(/Secure/);
  });
});
