/**
 * The cart's statements keep their plan whatever the statistics say (issue 23; docs/decisions/2026-11-27-cart-plans.md).
 * Statistics of carts that hold only a few products once made PostgreSQL read a cart by merge-joining the products
 * and stock indexes from id 1 up to the cart's product: 31–41 ms for a high product id against 1.1 ms for a low one.
 * Here the statistics are skewed the same way, the planner is pushed as hard as it can be away from looking rows up
 * by key (a generic plan, nested loops off), and each product, parent, stock and subscription-period row of a line
 * must still be read by an index lookup: no merge or hash join and no sequential scan of those tables.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { expectKeyLookups, genericPlan } from "../../test/plans.ts";
import { CUSTOMER_SNAPSHOT, GUEST_SNAPSHOT, LINES_BY_ID } from "./snapshot.ts";

let t: TestContext;
const SKEW = `plans-skew-${process.pid}-`;
let target: { token: string; id: number };

beforeAll(async () => {
  t = await setupTestApp();
  const low = await t.db.query<{ id: number; sku: string }>("SELECT id, sku FROM products WHERE type_id = 'simple' ORDER BY id LIMIT 4");
  const high = (await t.db.query<{ id: number; sku: string }>("SELECT id, sku FROM products WHERE type_id = 'simple' ORDER BY id DESC LIMIT 1"))[0]!;
  // 600 carts holding the same 4 low-id products, analysed: the statistics the orders benchmark left behind.
  await t.db.query(
    `WITH c AS (INSERT INTO carts (guest_token) SELECT $1 || g FROM generate_series(1, 600) g RETURNING id)
     INSERT INTO cart_items (cart_id, product_id, sku, product_type, qty, line_key)
     SELECT c.id, p.id, p.sku, 'simple', 1, p.sku FROM c CROSS JOIN (SELECT id, sku FROM products WHERE id = ANY($2::int[])) p`,
    [SKEW, low.map((r) => r.id)],
  );
  const token = `${SKEW}target`;
  const created = await t.db.query<{ id: number }>(
    `WITH c AS (INSERT INTO carts (guest_token) VALUES ($1) RETURNING id)
     INSERT INTO cart_items (cart_id, product_id, sku, product_type, qty, line_key) SELECT c.id, $2, $3, 'simple', 1, $3 FROM c RETURNING cart_id AS id`,
    [token, high.id, high.sku],
  );
  target = { token, id: created[0]!.id };
  await t.db.query("ANALYZE carts");
  await t.db.query("ANALYZE cart_items");
});

afterAll(async () => {
  await t?.db.query("DELETE FROM carts WHERE guest_token LIKE $1", [`${SKEW}%`]);
  await t?.close();
});

describe("the cart's reads look each line's rows up by key, whatever the statistics", () => {
  it("a guest's cart (guest_snapshot)", async () => {
    expectKeyLookups(await genericPlan(t.db, GUEST_SNAPSHOT, `'${target.token}', NULL`));
  });

  it("a customer's cart (customer_snapshot)", async () => {
    expectKeyLookups(await genericPlan(t.db, CUSTOMER_SNAPSHOT, `${target.id}, 1`));
  });

  it("a cart row in hand (lines_by_id: the order's and the method changes' read)", async () => {
    expectKeyLookups(await genericPlan(t.db, LINES_BY_ID, `${target.id}, NULL, NULL`));
  });

  it("the answer is the cart's line, read through those lookups", async () => {
    const rows = await t.db.query<{ lines: { sku: string; stock_qty: number | null }[] }>(GUEST_SNAPSHOT, [target.token, null]);
    expect(rows[0]!.lines).toHaveLength(1);
    expect(rows[0]!.lines[0]!.stock_qty).not.toBeUndefined();
  });
});
