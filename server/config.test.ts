import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
