/**
 * The catalogue's keyed reads keep their plan (issue 23): the bestseller threshold, read by every product page and
 * listing, walks the sales index to its n-th row instead of sorting the popularity table
 * (`bestsellerThresholdSql`, docs/benchmarks.md 2026-11-27: 20–28 ms → 2 ms for a product page at 100,000 products).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { genericPlan } from "../../test/plans.ts";
import { bestsellerThresholdSql } from "./popularity.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the bestseller threshold", () => {
  it("reads the n-th best sales score from the sales index, without sorting the table", async () => {
    const plan = await genericPlan(t.db, `SELECT ${bestsellerThresholdSql("$1")} AS threshold`, "100");
    expect(plan.filter((n) => n.type === "Sort")).toEqual([]);
    expect(plan.some((n) => n.table === "product_popularity" && /Index/.test(n.type))).toBe(true);
  });

  it("is the n-th best score, and NULL when fewer products sold", async () => {
    const scores = await t.db.query<{ s: number }>("SELECT sales_score AS s FROM product_popularity WHERE sales_score IS NOT NULL ORDER BY 1 DESC");
    expect(scores.length).toBeGreaterThan(2);
    const [row] = await t.db.query<{ threshold: number | null }>(`SELECT ${bestsellerThresholdSql("$1")} AS threshold`, [2]);
    expect(row!.threshold).toBe(scores[1]!.s);
    const [none] = await t.db.query<{ threshold: number | null }>(`SELECT ${bestsellerThresholdSql("$1")} AS threshold`, [scores.length + 1]);
    expect(none!.threshold).toBeNull();
  });
});
