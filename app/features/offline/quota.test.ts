import { describe, expect, it } from "vitest";
import { budgetOf, bytesToFree, DEFAULT_QUOTA_POLICY, planTrim, type KeptEntry } from "./quota.ts";

const MB = 1024 * 1024;
const entry = (cache: string, url: string, storedAt: number, bytes: number): KeptEntry => ({ cache, url, storedAt, bytes });

describe("keeping the offline copies within the quota (quota.ts)", () => {
  it("the budget is a share of the quota, never more than the cap; no quota, no budget", () => {
    expect(budgetOf(40 * MB)).toBe(20 * MB);
    expect(budgetOf(10_000 * MB)).toBe(DEFAULT_QUOTA_POLICY.maxBytes);
    expect(budgetOf(0)).toBe(0);
    expect(budgetOf(Number.NaN)).toBe(0);
  });

  it("nothing to free within the budget; over it, down to 80 % of the budget", () => {
    expect(bytesToFree(10 * MB, 40 * MB)).toBe(0);
    expect(bytesToFree(20 * MB, 40 * MB)).toBe(0);
    expect(bytesToFree(25 * MB, 40 * MB)).toBe(25 * MB - 16 * MB);
  });

  it("drops the oldest first until enough is freed, never a preserved cache", () => {
    const entries = [
      entry("kiosk-pages", "/c/new", 300, 100),
      entry("kiosk-images", "/img/old", 100, 50),
      entry("workbox-precache-v2", "/assets/shell.js", 50, 1000),
      entry("kiosk-pages", "/p/oldest", 90, 40),
      entry("kiosk-catalog-api", "/api/catalog/x", 200, 80),
    ];
    const preserved = (cache: string) => cache.startsWith("workbox-precache");
    expect(planTrim(entries, 60, preserved).map((e) => e.url)).toEqual(["/p/oldest", "/img/old"]);
    expect(planTrim(entries, 150, preserved).map((e) => e.url)).toEqual(["/p/oldest", "/img/old", "/api/catalog/x"]);
    // more than there is: every trimmable entry, the precache kept
    expect(planTrim(entries, 10_000, preserved).map((e) => e.url)).toEqual(["/p/oldest", "/img/old", "/api/catalog/x", "/c/new"]);
    expect(planTrim(entries, 0, preserved)).toEqual([]);
  });

  it("of two entries stored at the same time, the larger goes first", () => {
    const plan = planTrim([entry("a", "/small", 1, 10), entry("a", "/large", 1, 500)], 100, () => false);
    expect(plan.map((e) => e.url)).toEqual(["/large"]);
  });
});
