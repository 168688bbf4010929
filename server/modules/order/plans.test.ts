/**
 * The order's statement keeps its plan whatever the statistics say (issue 23; docs/decisions/2026-11-27-cart-plans.md):
 * the ordered products, their stock rows (locked, checked and taken) are read by key, never by joining the whole
 * products or stock table, even in a generic plan with nested loops discouraged.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { expectKeyLookups, genericPlan } from "../../test/plans.ts";
import { PLACE_SQL } from "./service.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the order's statement looks its products and stock up by key", () => {
  it("order_place (the checkout's one statement)", async () => {
    // every parameter the statement names, as NULL (EXPLAIN plans it without running it)
    const count = Math.max(...[...PLACE_SQL.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    const params = Array.from({ length: count }, () => "NULL").join(", ");
    expectKeyLookups(await genericPlan(t.db, PLACE_SQL, params));
  });
});
