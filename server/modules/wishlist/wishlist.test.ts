/**
 * The wishlist API (fastify.inject on PGlite, or PostgreSQL with DATABASE_URL): a customer's own list only; adding is
 * idempotent and a configurable child adds its parent; removing several removes all or none; a guest's list merges
 * in at sign-in with no duplicates and nothing lost; two tabs changing the list at once lose nothing; one customer
 * can neither read nor change another's list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WISHLIST_MAX } from "../../../contract/wishlist.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { makeCustomer } from "../cart/test-support.ts";

let t: TestContext;
let skus: string[];
let child: { sku: string; parent: string };

beforeAll(async () => {
  t = await setupTestApp();
  const rows = await t.db.query<{ sku: string }>(
    `SELECT p.sku FROM products p WHERE p.status = 1 AND p.visibility > 1 AND p.type_id = 'simple'
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id) ORDER BY p.id LIMIT 8`,
  );
  skus = rows.map((r) => r.sku);
  const [c] = await t.db.query<{ sku: string; parent: string }>(
    `SELECT c.sku, p.sku AS parent FROM product_super_links l JOIN products c ON c.id = l.child_id JOIN products p ON p.id = l.parent_id
     WHERE p.status = 1 AND c.status = 1 AND c.visibility = 1 ORDER BY l.parent_id LIMIT 1`,
  );
  child = c!;
});
afterAll(async () => t?.close());

type Res = { status: number; body: any };
async function call(method: "GET" | "PUT" | "DELETE" | "POST", url: string, token?: string, payload?: unknown): Promise<Res> {
  const res = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { "content-type": "application/json" } }),
    ...(token ? { headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { "content-type": "application/json" }) } } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}
const list = (token: string) => call("GET", "/api/wishlist", token);
const put = (token: string, sku: string) => call("PUT", `/api/wishlist/${encodeURIComponent(sku)}`, token);
const skusOf = (res: Res) => (res.body.result.items as { sku: string }[]).map((i) => i.sku).sort();

describe("one customer's list", () => {
  it("needs a token: a guest gets 401 UNAUTHORIZED and no list", async () => {
    const res = await call("GET", "/api/wishlist");
    expect(res.status).toBe(401);
    expect(res.body.result.error).toBe("UNAUTHORIZED");
    expect((await call("PUT", `/api/wishlist/${skus[0]}`)).status).toBe(401);
  });

  it("adds a product once, however often it is put; the item has a server id and the product's tile", async () => {
    const anna = await makeCustomer(t);
    expect((await put(anna.token, skus[0]!)).body).toEqual({ code: 200, result: true });
    expect((await put(anna.token, skus[0]!)).body).toEqual({ code: 200, result: true });
    const res = await list(anna.token);
    expect(res.status).toBe(200);
    expect(res.body.result.items_count).toBe(1);
    const [item] = res.body.result.items;
    expect(item).toMatchObject({ id: expect.any(Number), sku: skus[0], product: { sku: skus[0], name: expect.any(String) } });
    expect(item.product.url_path).toMatch(new RegExp(`^/p/${skus[0]}/`));
  });

  it("a configurable child's sku adds its parent; an unknown sku is 404 and changes nothing", async () => {
    const anna = await makeCustomer(t);
    expect((await put(anna.token, child.sku)).status).toBe(200);
    expect((await put(anna.token, "NO-SUCH-SKU")).body.result.error).toBe("PRODUCT_NOT_FOUND");
    expect(skusOf(await list(anna.token))).toEqual([child.parent]);
  });

  it("removes one item by its id; an id not in the list is 404 WISHLIST_ITEM_NOT_FOUND", async () => {
    const anna = await makeCustomer(t);
    await put(anna.token, skus[0]!);
    await put(anna.token, skus[1]!);
    const ids = (await list(anna.token)).body.result.items.map((i: { id: number }) => i.id);
    expect((await call("DELETE", `/api/wishlist/${ids[0]}`, anna.token)).body).toEqual({ code: 200, result: true });
    const again = await call("DELETE", `/api/wishlist/${ids[0]}`, anna.token);
    expect([again.status, again.body.result.error]).toEqual([404, "WISHLIST_ITEM_NOT_FOUND"]);
    expect((await list(anna.token)).body.result.items_count).toBe(1);
  });

  it("removes several items all at once, or none when one of them is not in the list", async () => {
    const anna = await makeCustomer(t);
    for (const sku of skus.slice(0, 3)) await put(anna.token, sku);
    const ids: number[] = (await list(anna.token)).body.result.items.map((i: { id: number }) => i.id);
    const refused = await call("DELETE", "/api/wishlist", anna.token, { items: [ids[0], 2_000_000_000] });
    expect([refused.status, refused.body.result.error]).toEqual([404, "WISHLIST_ITEM_NOT_FOUND"]);
    expect((await list(anna.token)).body.result.items_count).toBe(3);
    const done = await call("DELETE", "/api/wishlist", anna.token, { items: [ids[0], ids[1]] });
    expect(done.body).toEqual({ code: 200, result: [true, true] });
    expect((await list(anna.token)).body.result.items.map((i: { id: number }) => i.id)).toEqual([ids[2]]);
  });

  it(`keeps at most ${WISHLIST_MAX} products: the next is 409 WISHLIST_FULL, a product already there is still fine`, async () => {
    const anna = await makeCustomer(t);
    const many = await t.db.query<{ id: number; sku: string }>("SELECT id, sku FROM products WHERE status = 1 AND visibility > 1 ORDER BY id LIMIT $1", [
      WISHLIST_MAX + 1,
    ]);
    await t.db.query("INSERT INTO wishlist_items (customer_id, product_id, sku) SELECT $1, p.id, p.sku FROM products p WHERE p.id = ANY($2::int[])", [
      anna.id,
      many.slice(0, WISHLIST_MAX).map((p) => p.id),
    ]);
    const full = await put(anna.token, many[WISHLIST_MAX]!.sku);
    expect([full.status, full.body.result.error]).toEqual([409, "WISHLIST_FULL"]);
    expect((await put(anna.token, many[0]!.sku)).status).toBe(200);
    expect((await list(anna.token)).body.result.items_count).toBe(WISHLIST_MAX);
  });
});

describe("merging a guest's list at sign-in", () => {
  it("adds the guest's products to the account's: no duplicates, nothing lost, unknown skus reported", async () => {
    const anna = await makeCustomer(t);
    await put(anna.token, skus[0]!);
    await put(anna.token, skus[1]!);
    const merged = await call("POST", "/api/wishlist/merge", anna.token, { skus: [skus[1], skus[2], skus[2], "NO-SUCH-SKU", skus[3]] });
    expect(merged.status).toBe(200);
    expect(merged.body.result.not_added).toEqual(["NO-SUCH-SKU"]);
    expect(skusOf(merged)).toEqual([skus[0], skus[1], skus[2], skus[3]].sort());
    // the same merge again (a second tab signing in with the same guest list) changes nothing
    const again = await call("POST", "/api/wishlist/merge", anna.token, { skus: [skus[1], skus[2], skus[3]] });
    expect(skusOf(again)).toEqual(skusOf(merged));
    expect(again.body.result.items.map((i: { id: number }) => i.id).sort()).toEqual(merged.body.result.items.map((i: { id: number }) => i.id).sort());
  });
});

describe("two tabs at once", () => {
  it("the same product put from two tabs at once is one item; different products are all kept", async () => {
    const anna = await makeCustomer(t);
    const answers = await Promise.all([put(anna.token, skus[0]!), put(anna.token, skus[0]!), put(anna.token, skus[1]!), put(anna.token, skus[2]!)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(skusOf(await list(anna.token))).toEqual(skus.slice(0, 3).sort());
  });

  it("a removal and a merge at once: the removed item goes, every merged product stays", async () => {
    const anna = await makeCustomer(t);
    await put(anna.token, skus[0]!);
    const [item] = (await list(anna.token)).body.result.items;
    const [removed, merged] = await Promise.all([
      call("DELETE", `/api/wishlist/${item.id}`, anna.token),
      call("POST", "/api/wishlist/merge", anna.token, { skus: [skus[4], skus[5]] }),
    ]);
    expect([removed.status, merged.status]).toEqual([200, 200]);
    expect(skusOf(await list(anna.token))).toEqual([skus[4], skus[5]].sort());
  });

  it("two batch removals sharing an item: one removes, the other is refused and removes nothing", async () => {
    const anna = await makeCustomer(t);
    for (const sku of skus.slice(0, 3)) await put(anna.token, sku);
    const ids: number[] = (await list(anna.token)).body.result.items.map((i: { id: number }) => i.id);
    const answers = await Promise.all([
      call("DELETE", "/api/wishlist", anna.token, { items: [ids[0], ids[1]] }),
      call("DELETE", "/api/wishlist", anna.token, { items: [ids[1], ids[2]] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect((await list(anna.token)).body.result.items_count).toBe(1);
  });
});

describe("another customer's list", () => {
  it("is neither listed, nor changed by its item ids, alone or in a batch", async () => {
    const anna = await makeCustomer(t);
    const bob = await makeCustomer(t);
    await put(anna.token, skus[0]!);
    await put(anna.token, skus[1]!);
    const annaIds: number[] = (await list(anna.token)).body.result.items.map((i: { id: number }) => i.id);
    await put(bob.token, skus[2]!);
    const bobIds: number[] = (await list(bob.token)).body.result.items.map((i: { id: number }) => i.id);
    expect(skusOf(await list(bob.token))).toEqual([skus[2]]);
    const one = await call("DELETE", `/api/wishlist/${annaIds[0]}`, bob.token);
    expect([one.status, one.body.result.error]).toEqual([404, "WISHLIST_ITEM_NOT_FOUND"]);
    const batch = await call("DELETE", "/api/wishlist", bob.token, { items: [bobIds[0], annaIds[1]] });
    expect(batch.status).toBe(404);
    expect(skusOf(await list(anna.token))).toEqual([skus[0], skus[1]].sort());
    expect(skusOf(await list(bob.token))).toEqual([skus[2]]);
    // the token in the query names the customer too; a forged one is 401
    expect((await call("GET", `/api/wishlist?token=${bob.token}`)).body.result.items_count).toBe(1);
    expect((await call("GET", "/api/wishlist", `${anna.token}x`)).status).toBe(401);
  });
});
