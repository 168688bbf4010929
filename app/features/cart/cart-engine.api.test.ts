/**
 * The storefront's cart engine against the real cart API (fastify.inject on a test database): the session
 * hook's login merge with a real customer token, the 401 fallback, a configurable line by parent sku + options.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../../server/test/helper.ts";
import { makeCustomer, pickProduct, tshirtChild } from "../../../server/modules/cart/test-support.ts";
import { cartApi, type Fetch } from "./cart-api.ts";
import { createCartEngine, type NewCartItem } from "./cart-engine.ts";
import { createCartContainer } from "./cart-state.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear = () => this.map.clear();
  getItem = (key: string) => this.map.get(key) ?? null;
  key = (i: number) => [...this.map.keys()][i] ?? null;
  removeItem = (key: string) => void this.map.delete(key);
  setItem = (key: string, value: string) => void this.map.set(key, value);
}

const injectFetch: Fetch = async (input, init) => {
  const res = await t.app.inject({
    method: (init?.method ?? "GET") as "GET" | "POST",
    url: input,
    headers: (init?.headers ?? {}) as Record<string, string>,
    ...(init?.body ? { payload: String(init.body) } : {}),
  });
  return new Response(res.body, { status: res.statusCode, headers: { "content-type": "application/json" } });
};

function shopper(token: () => string | null) {
  const storage = new MemoryStorage() as unknown as Storage;
  const container = createCartContainer(storage);
  const engine = createCartEngine({ container, storage, api: cartApi({ fetch: injectFetch, token }) });
  const lines = () =>
    container
      .get()
      .cartItems.map((i) => `${i.sku}×${i.qty}`)
      .sort();
  return { container, engine, lines };
}

const line = (sku: string, qty: number): NewCartItem => ({
  sku,
  parentSku: sku,
  name: sku,
  qty,
  product_type: "simple",
  price_incl_tax: 1,
  image: null,
  slug: "",
});

async function pull(cartId: string, token?: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/cart/pull?cartId=${cartId}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = res.json() as { code: number; result: { sku: string; qty: number }[] };
  return { code: body.code, lines: body.code === 200 ? body.result.map((l) => `${l.sku}×${l.qty}`).sort() : [] };
}

describe("cart engine against the cart API", () => {
  it("on login the guest cart merges into the customer's cart (quantities added) and the coupon is applied again", async () => {
    const a = await pickProduct(t, { taxClass: 2, minQty: 10 });
    const b = await pickProduct(t, { taxClass: 2, minQty: 10, exclude: [a.sku] });
    const customer = await makeCustomer(t);

    // the customer's cart already holds A×1 (another device)
    const device = shopper(() => customer.token);
    expect(await device.engine.addItems([line(a.sku, 1)])).toEqual({ ok: true, status: "added" });
    const customerCartId = device.container.get().cartServerToken!;
    expect(customerCartId).toMatch(/^\d+$/);

    // a guest fills a cart and applies WITAJ10, then logs in
    let token: string | null = null;
    const guest = shopper(() => token);
    await guest.engine.addItems([line(a.sku, 2), line(b.sku, 1)]);
    // typed in lower case; the outcome names the code as the shop stores it
    expect(await guest.engine.applyCoupon("witaj10")).toEqual({ ok: true, status: "updated", coupon: "WITAJ10" });
    const guestCartId = guest.container.get().cartServerToken!;
    expect(guestCartId).toMatch(/^[0-9a-f]{32}$/);

    token = customer.token;
    await guest.engine.login();
    const state = guest.container.get();
    expect(state.cartServerToken).toBe(customerCartId);
    expect(guest.lines()).toEqual([`${a.sku}×3`, `${b.sku}×1`].sort());
    expect((await pull(customerCartId, customer.token)).lines).toEqual(guest.lines());
    expect(state.platformTotals?.coupon_code).toBe("WITAJ10");
    expect(state.cartItems.every((i) => i.server_cart_id === customerCartId && typeof i.server_item_id === "number")).toBe(true);
    // the guest cart is closed; another visitor cannot read the customer's cart
    expect((await pull(guestCartId)).code).toBe(404);
    expect((await pull(customerCartId)).code).toBe(404);

    // logout clears the cart locally only; the server cart stays the customer's
    await guest.engine.logout();
    expect(guest.container.get().cartItems).toEqual([]);
    expect((await pull(customerCartId, customer.token)).lines).toEqual([`${a.sku}×3`, `${b.sku}×1`].sort());
  });

  it("a bad customer token falls back to a guest cart (bypass count 1)", async () => {
    const a = await pickProduct(t, { taxClass: 2, minQty: 5 });
    const s = shopper(() => "not-a-token");
    expect(await s.engine.addItems([line(a.sku, 1)])).toEqual({ ok: true, status: "added" });
    expect(s.container.get()).toMatchObject({ guestCart: true, connectBypassCount: 1, syncDisabled: false });
    expect((await pull(s.container.get().cartServerToken!)).lines).toEqual([`${a.sku}×1`]);
  });

  it("a configurable line is sent as parent sku + options and comes back as the child; too many is set to what the stock allows", async () => {
    const { child, options } = await tshirtChild(t, { inStock: true });
    const s = shopper(() => null);
    const parent = await t.db.query<{ sku: string }>("SELECT sku FROM products WHERE id = 4");
    const shirt: NewCartItem = {
      sku: child.sku,
      parentSku: parent[0]!.sku,
      name: "T-shirt",
      qty: 1,
      product_type: "configurable",
      price_incl_tax: child.price,
      image: null,
      slug: "t",
      product_option: { extension_attributes: { configurable_item_options: options } },
    };
    expect(await s.engine.addItems([shirt])).toEqual({ ok: true, status: "added" });
    expect(await s.engine.addItems([shirt])).toEqual({ ok: true, status: "updated" });
    expect(s.lines()).toEqual([`${child.sku}×2`]);
    // issue 16: the server refuses 100000 (QTY_NOT_AVAILABLE with maxQuantity: stock, at most max_sale_qty); the line takes that
    const [stock] = await t.db.query<{ qty: number }>(
      "SELECT LEAST(s.qty, COALESCE(s.max_sale_qty, 10000))::int AS qty FROM stock_items s JOIN products p ON p.id = s.product_id WHERE p.sku = $1",
      [child.sku],
    );
    const outcome = await s.engine.updateQuantity(s.container.get().cartItems[0]!, 100000);
    expect(outcome).toEqual({ ok: true, status: "updated", limitedTo: stock!.qty });
    expect(s.lines()).toEqual([`${child.sku}×${stock!.qty}`]);
    expect((await pull(s.container.get().cartServerToken!)).lines).toEqual([`${child.sku}×${stock!.qty}`]);
    expect(s.container.get().cartItems[0]!.error).toBeUndefined();
  });
});
