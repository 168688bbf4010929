/** Secrets never reach the log, the mailbox exists only with the catcher, and OpenAPI documents the accounts API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactUrl } from "../../app.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, login, register } from "../../test/customers.ts";

let t: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  t = await setupTestApp({ ...ACCOUNT_ENV, LOG_LEVEL: "trace" }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => t?.close());

describe("logs", () => {
  it("never hold passwords, access tokens or refresh tokens", async () => {
    const who = await register(t.app, { password: "Bardzo-Tajne-Haslo-9" });
    const s = await login(t.app, who);
    await t.app.inject(`/api/user/me?token=${s.token}`);
    await t.app.inject({ url: "/api/user/me", headers: { authorization: `Bearer ${s.token}` } });
    await t.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: s.refreshToken } });
    await t.app.inject({ method: "POST", url: "/api/user/login", payload: { username: who.email, password: "Bardzo-Tajne-Zle-9" } });
    const log = lines.join("\n");
    expect(log).toContain("/api/user/me?token=[REDACTED]");
    for (const secret of ["Bardzo-Tajne-Haslo-9", "Bardzo-Tajne-Zle-9", s.token, s.refreshToken]) expect(log).not.toContain(secret);
  });

  it("cut tokens out of logged URLs", () => {
    expect(redactUrl("/api/user/me?token=abc&x=1")).toBe("/api/user/me?token=[REDACTED]&x=1");
    expect(redactUrl("/create-password?email=a%40b.pl&TOKEN=xyz")).toBe("/create-password?email=a%40b.pl&TOKEN=[REDACTED]");
    expect(redactUrl("/api/payment/orders/000000012?pay_token=AbC-12_x")).toBe("/api/payment/orders/000000012?pay_token=[REDACTED]");
    expect(redactUrl("/thank-you-page?order_increment_id=000000012&pay_token=AbC")).toBe("/thank-you-page?order_increment_id=000000012&pay_token=[REDACTED]");
    expect(redactUrl("/api/health")).toBe("/api/health");
  });
});

describe("OpenAPI", () => {
  it("documents every accounts endpoint under the user tag", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json();
    for (const path of [
      "/api/user/bot-challenge",
      "/api/user/create",
      "/api/user/login",
      "/api/user/refresh",
      "/api/user/logout",
      "/api/user/me",
      "/api/user/order-history",
      "/api/user/reset-password",
      "/api/user/create-password",
      "/api/user/change-password",
      "/api/ext/mailchimp-subscribe/subscribe",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths["/api/user/login"].post.tags).toEqual(["user"]);
  });
});

describe("the dev mailbox", () => {
  let smtp: TestContext;
  beforeAll(async () => {
    smtp = await setupTestApp({ ...ACCOUNT_ENV, MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(async () => smtp?.close());

  it("is 404 when mail goes to a real relay", async () => {
    const res = await smtp.app.inject("/api/dev/mailbox?to=a@b.pl");
    expect(res.statusCode).toBe(404);
    expect(res.json().result.error).toBe("NOT_FOUND");
  });

  it("never exists in production", async () => {
    const { loadConfig } = await import("../../config.ts");
    expect(() => loadConfig({ NODE_ENV: "production", AUTH_SECRET: "z".repeat(40), MAIL_TRANSPORT: "catcher" })).toThrow(/MAIL_TRANSPORT/);
    expect(() => loadConfig({ NODE_ENV: "production", AUTH_SECRET: "z".repeat(40) })).toThrow(/SMTP_URL/);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "z".repeat(40), SMTP_URL: "smtps://u:p@relay.example:465" }).MAIL_TRANSPORT).toBe("smtp");
    expect(loadConfig({}).MAIL_TRANSPORT).toBe("catcher");
  });
});
