import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, TEST_AUTH_SECRET } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.pgliteDir).toMatch(/var\/pglite$/);
    expect(c.CATALOG_SHOW_OUT_OF_STOCK).toBe(false);
  });

  it.each([
    [{ PORT: "abc" }, /PORT must be a port number/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ CATALOG_SHOW_OUT_OF_STOCK: "maybe" }, /CATALOG_SHOW_OUT_OF_STOCK must be true or false/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
  ])("stops with a sentence naming the variable: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("points the external services at the real APIs in production, and leaves them to the stand-ins elsewhere", () => {
    const production = loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://relay.example:587" });
    expect(production.VAT_REGISTER_URL).toBe("https://wl-api.mf.gov.pl");
    expect(production.PICKUP_POINTS_URL).toBe("https://api-shipx-pl.easypack24.net");
    expect(loadConfig({}).VAT_REGISTER_URL).toBeUndefined();
    expect(loadConfig({ VAT_REGISTER_URL: "https://wl-test.mf.gov.pl" }).VAT_REGISTER_URL).toBe("https://wl-test.mf.gov.pl");
    expect(loadConfig({}).VAT_REGISTER_DAILY_BUDGET).toBe(90);
  });

  it.each([
    [{ VAT_REGISTER_URL: "wl-api" }, /VAT_REGISTER_URL must be an absolute URL/],
    [{ VAT_REGISTER_DAILY_BUDGET: "many" }, /VAT_REGISTER_DAILY_BUDGET must be a number/],
    [{ PICKUP_POINTS_STAND_IN_PORT: "x" }, /PICKUP_POINTS_STAND_IN_PORT must be a port number/],
  ])("names a wrong adapter variable: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("takes online payment through PayU only with the POS's keys; the stand-in's keys outside production", () => {
    const prod = { NODE_ENV: "production", AUTH_SECRET: "z".repeat(32), SMTP_URL: "smtp://relay:25" };
    const keys = { PAYU_POS_ID: "145227", PAYU_CLIENT_ID: "145227", PAYU_CLIENT_SECRET: "s", PAYU_SECOND_KEY: "k" };
    expect(loadConfig(prod).PAYU_URL).toBeUndefined();
    expect(loadConfig({ ...prod, ...keys }).PAYU_URL).toBe("https://secure.payu.com");
    expect(loadConfig({ ...prod, ...keys, PAYU_URL: "https://secure.snd.payu.com" }).PAYU_URL).toBe("https://secure.snd.payu.com");
    expect(() => loadConfig({ PAYU_URL: "https://secure.snd.payu.com", PAYU_POS_ID: "300746" })).toThrow(
      /PAYU_CLIENT_ID, PAYU_CLIENT_SECRET and PAYU_SECOND_KEY|PAYU_POS_ID/,
    );
    expect(() => loadConfig({ PAYU_POS_ID: "abc" })).toThrow(/PAYU_POS_ID must be the numeric POS id/);
    const dev = loadConfig({});
    expect(dev.PAYU_URL).toBeUndefined();
    expect(dev.PAYU_POS_ID).toBe("300746");
    expect(dev.PAYMENT_VALIDITY_MINUTES).toBe(4320);
  });

  it("runs database-backed jobs by default, not in tests unless asked, and reads JOBS_ENABLED", () => {
    expect(loadConfig({}).JOBS_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).JOBS_ENABLED).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", JOBS_ENABLED: "true" }).JOBS_ENABLED).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: "false" }).JOBS_ENABLED).toBe(false);
    expect(() => loadConfig({ JOBS_ENABLED: "maybe" })).toThrow(ConfigError);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("listens on 127.0.0.1 outside production unless HOST says otherwise, on every interface in production", () => {
    const dir = mkdtempSync(join(tmpdir(), "kiosk-cfg-"));
    expect(loadConfig({ DATA_DIR: dir }).HOST).toBe("127.0.0.1");
    expect(loadConfig({ DATA_DIR: dir, HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://relay.example:587" };
    expect(loadConfig(production).HOST).toBe("0.0.0.0");
    expect(loadConfig({ ...production, HOST: "10.0.0.5" }).HOST).toBe("10.0.0.5");
  });

  it("serves the API documentation outside production, and in production only with API_DOCS=true", () => {
    const dir = mkdtempSync(join(tmpdir(), "kiosk-cfg-"));
    expect(loadConfig({ DATA_DIR: dir }).API_DOCS).toBe(true);
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://relay.example:587" };
    expect(loadConfig(production).API_DOCS).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: "true" }).API_DOCS).toBe(true);
  });

  it("without AUTH_SECRET, development signs with a random secret kept in its data folder", () => {
    const one = mkdtempSync(join(tmpdir(), "kiosk-cfg-"));
    const two = mkdtempSync(join(tmpdir(), "kiosk-cfg-"));
    const first = loadConfig({ DATA_DIR: one }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toMatch(/development|kiosk/);
    expect(loadConfig({ DATA_DIR: one }).AUTH_SECRET).toBe(first);
    expect(loadConfig({ DATA_DIR: two }).AUTH_SECRET).not.toBe(first);
    expect(readFileSync(join(one, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(one, "auth-secret")).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: one, AUTH_SECRET: "s".repeat(32) }).AUTH_SECRET).toBe("s".repeat(32));
    expect(loadConfig({ DATA_DIR: one, NODE_ENV: "test" }).AUTH_SECRET).toBe(TEST_AUTH_SECRET);
  });
});
