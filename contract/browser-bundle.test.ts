/**
 * No zod in the browser: the storefront uses the contract's TYPES only (import type), never its schemas. Reads the
 * client build that the test global setup makes (server/test/global-setup.ts, `react-router build` into build/).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
/** Strings every zod 4 build carries (its internal property and its error class), minified or not. */
const FINGERPRINTS = ["_zod", "ZodError"];

const jsFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((f) => join(dir, f));
const holding = (files: string[], mark: string) => files.filter((f) => readFileSync(f, "utf8").includes(mark));

describe("the browser bundle", () => {
  it("holds no zod", () => {
    const client = jsFiles(join(ROOT, "build/client/assets"));
    expect(client.length).toBeGreaterThan(5);
    for (const mark of FINGERPRINTS)
      expect(
        holding(client, mark).map((f) => f.slice(ROOT.length + 1)),
        mark,
      ).toEqual([]);
  });

  it("the fingerprints are zod's (so the check cannot pass by looking for the wrong thing)", () => {
    const zod = jsFiles(join(ROOT, "node_modules/zod/v4/core"));
    for (const mark of FINGERPRINTS) expect(holding(zod, mark).length, mark).toBeGreaterThan(0);
  });
});
