/** /api/cart: carts, ownership, lines and the rules of adding (PGlite; PostgreSQL with DATABASE_URL). */
import { describe, expect, it } from "vitest";
import { cartTestApp, makeCustomer, pickProduct, tshirtChild } from "./test-support.ts";

const app = cartTestApp();

const guestCart = async () => (await app.api.post("/api/cart/create?token=")).body.result as string;
const add = (cartId: string | number, cartItem: Record<string, unknown>, token?: string) =>
  app.api.post(`/api/cart/update?cartId=${cartId}`, { cartItem }, token);

describe("create and reach a cart", () => {
  it("gives a guest an unguessable 32-hex id, a new one each time", async () => {
    const a = await app.api.post("/api/cart/create?token=");
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ code: 200, result: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(a.headers["cache-control"]).toBe("no-cache, no-store");
    expect(await guestCart()).not.toBe(a.body.result);
  });

  it("gives a customer the same active cart every time, even when asked at once", async () => {
    const c = await makeCustomer(app.t);
    const answers = await Promise.all([1, 2, 3, 4].map(() => app.api.post(`/api/cart/create?token=${c.token}`)));
    const ids = new Set(answers.map((a) => a.body.result));
    expect(ids.size).toBe(1);
    expect(typeof answers[0]!.body.result).toBe("number");
    expect((await app.api.post("/api/cart/create", {}, c.token)).body.result).toBe(answers[0]!.body.result);
  });

  it("answers 401 for a present but bad token", async () => {
    for (const res of [await app.api.post("/api/cart/create?token=nonsense"), await app.api.get("/api/cart/pull?token=abc.def.ghi&cartId=1")]) {
      expect(res.status).toBe(401);
      expect(res.body.result.error).toBe("UNAUTHORIZED");
    }
  });

  it("never shows a customer's cart to another customer or a guest, nor a cart that does not exist", async () => {
    const owner = await makeCustomer(app.t);
    const other = await makeCustomer(app.t);
    const id = (await app.api.post("/api/cart/create", {}, owner.token)).body.result;
    const book = await pickProduct(app.t, { taxClass: 1 });
    expect((await add(id, { sku: book.sku, qty: 1 }, owner.token)).status).toBe(200);
    expect((await app.api.get(`/api/cart/pull?cartId=${id}`, owner.token)).body.result).toHaveLength(1);
    for (const res of [
      await app.api.get(`/api/cart/pull?cartId=${id}`, other.token),
      await app.api.get(`/api/cart/pull?cartId=${id}`),
      await app.api.get(`/api/cart/totals?cartId=${id}`, other.token),
      await add(id, { sku: book.sku, qty: 2 }, other.token),
      await app.api.get(`/api/cart/pull?cartId=${"0".repeat(32)}`),
      await app.api.get("/api/cart/pull"),
      await app.api.get("/api/cart/pull?cartId=../1"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.result.error).toBe("CART_NOT_FOUND");
      expect(JSON.stringify(res.body)).not.toContain(book.sku);
    }
  });

  it("answers 404 for a closed (ordered) cart, so the client creates a new one", async () => {
    const id = await guestCart();
    await app.t.db.query("UPDATE carts SET status = 'ordered' WHERE guest_token = $1", [id]);
    const res = await app.api.get(`/api/cart/pull?cartId=${id}`);
    expect(res.status).toBe(404);
    expect(res.body.result.error).toBe("CART_NOT_FOUND");
    expect((await add(id, { sku: "KS-000001", qty: 1 })).status).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-cache, no-store");
  });
});

describe("documentation", () => {
  it("lists every cart endpoint under the cart tag in the OpenAPI document", async () => {
    const doc = (await app.t.app.inject("/api/docs/json")).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith("/api/cart/"));
    expect(paths.sort()).toEqual(
      [
        "apply-coupon",
        "collect-totals",
        "coupon",
        "create",
        "delete",
        "delete-coupon",
        "merge",
        "payment-methods",
        "pull",
        "shipping-information",
        "shipping-methods",
        "totals",
        "update",
      ].map((p) => `/api/cart/${p}`),
    );
    expect(doc.paths["/api/cart/update"].post.tags).toEqual(["cart"]);
  });
});

describe("lines", () => {
  it("adds a line, pulls it with the current gross price, changes and removes it", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1 });
    const added = await add(cartId, { sku: book.sku, qty: "2", quoteId: cartId });
    expect(added.status).toBe(200);
    expect(added.headers["cache-control"]).toBe("no-cache, no-store");
    const item = added.body.result;
    expect(item).toMatchObject({ sku: book.sku, qty: 2, price: book.price / 100, quote_id: cartId, product_type: expect.any(String) });
    expect(item.product_option).toBeUndefined();
    const pulled = await app.api.get(`/api/cart/pull?token=&cartId=${cartId}`);
    expect(pulled.body.result).toEqual([
      {
        ...item,
        parent_sku: item.sku,
        slug: expect.any(String),
        url_path: expect.any(String),
        image: expect.anything(),
        stock: { is_in_stock: true, max_qty: expect.any(Number) },
        preorder: null,
      },
    ]);
    expect(pulled.headers["cache-control"]).toBe("no-cache, no-store");

    const changed = await add(cartId, { sku: book.sku, qty: 3, item_id: item.item_id });
    expect(changed.body.result).toMatchObject({ item_id: item.item_id, qty: 3 });
    const removed = await app.api.post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: book.sku, item_id: item.item_id, quoteId: cartId } });
    expect(removed.body).toEqual({ code: 200, result: true });
    expect((await app.api.get(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
    const again = await app.api.post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: item.item_id } });
    expect(again.status).toBe(404);
    expect(again.body.result.error).toBe("CART_ITEM_NOT_FOUND");
  });

  it("does not touch a line of another cart by its item_id", async () => {
    const mine = await guestCart();
    const theirs = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1 });
    const item = (await add(theirs, { sku: book.sku, qty: 1 })).body.result;
    const res = await add(mine, { sku: book.sku, qty: 2, item_id: item.item_id });
    expect(res.status).toBe(404);
    expect(res.body.result.error).toBe("CART_ITEM_NOT_FOUND");
    expect((await app.api.post(`/api/cart/delete?cartId=${mine}`, { cartItem: { item_id: item.item_id } })).status).toBe(404);
    expect((await app.api.get(`/api/cart/pull?cartId=${theirs}`)).body.result[0].qty).toBe(1);
  });

  it("answers an item_id beyond any line with 404, and a cart that does not exist first", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1 });
    // Past an int4 line id the schema refuses it (contract/primitives.ts); the largest id is just not a line.
    const tooBig = await add(cartId, { sku: book.sku, qty: 1, item_id: 99_999_999_999 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.result.error).toBe("VALIDATION_FAILED");
    const huge = 2_147_483_647;
    const missing = await add(cartId, { sku: book.sku, qty: 1, item_id: huge });
    expect(missing.status).toBe(404);
    expect(missing.body.result.error).toBe("CART_ITEM_NOT_FOUND");
    const noCart = await add("f".repeat(32), { sku: book.sku, qty: 1, item_id: huge });
    expect(noCart.status).toBe(404);
    expect(noCart.body.result.error).toBe("CART_NOT_FOUND");
  });

  it("turns a configurable parent plus options (keyed object) into the child's line, options echoed as arrays", async () => {
    const cartId = await guestCart();
    const { child, options } = await tshirtChild(app.t, { inStock: true });
    const keyed = Object.fromEntries(options.map((o) => [o.option_id, { option_value: Number(o.option_value), option_id: Number(o.option_id) }]));
    const res = await add(cartId, { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: keyed } } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ sku: child.sku, product_type: "configurable", price: child.price / 100 });
    expect(JSON.stringify(res.body.result.product_option)).toBe(JSON.stringify({ extension_attributes: { configurable_item_options: options } }));
    // The same line when named by the child sku, or again by parent + options: one line.
    const byChild = await add(cartId, { sku: child.sku, qty: 2 });
    expect(byChild.body.result).toMatchObject({ item_id: res.body.result.item_id, sku: child.sku, qty: 2, product_type: "configurable" });
    const again = await add(cartId, { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } });
    expect(again.body.result.item_id).toBe(res.body.result.item_id);
    expect((await app.api.get(`/api/cart/pull?cartId=${cartId}`)).body.result).toHaveLength(1);
  });

  it("reconfigures a line by item_id into another child: still one line, with the new sku", async () => {
    const cartId = await guestCart();
    const skus = (
      await app.t.db.query<{ sku: string }>(
        `SELECT c.sku FROM product_super_links l JOIN products c ON c.id = l.child_id JOIN stock_items s ON s.product_id = c.id
       WHERE l.parent_id = 4 AND s.is_in_stock AND s.qty >= 3 AND c.price > 0 ORDER BY c.id LIMIT 2`,
      )
    ).map((r) => r.sku);
    const first = (await add(cartId, { sku: skus[0], qty: 1 })).body.result;
    const moved = await add(cartId, { sku: skus[1], qty: 2, item_id: first.item_id });
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({ sku: skus[1], qty: 2, product_type: "configurable" });
    const lines = (await app.api.get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(lines.map((l: any) => [l.sku, l.qty])).toEqual([[skus[1], 2]]);
  });

  it("refuses an unknown option combination or a parent without options", async () => {
    const cartId = await guestCart();
    const { options } = await tshirtChild(app.t, { inStock: true });
    for (const product_option of [
      undefined,
      { extension_attributes: { configurable_item_options: [{ ...options[0]!, option_value: "999999" }, ...options.slice(1)] } },
      { extension_attributes: { configurable_item_options: options.slice(0, 1) } },
    ]) {
      const res = await add(cartId, { sku: "TS-000004", qty: 1, product_option });
      expect(res.status).toBe(400);
      expect(res.body.result).toMatchObject({
        error: "UNKNOWN_CONFIGURATION",
        message: "No such configuration for the product. Please do choose another combination of attributes.",
      });
    }
  });

  it("ends two concurrent adds of the same line as one line", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => add(cartId, { sku: book.sku, qty: 1 })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.result.item_id)).size).toBe(1);
    const lines = (await app.api.get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(1);
  });

  it("keeps bundle lines with other selections apart and matches keyed-object options to arrays", async () => {
    const cartId = await guestCart();
    const bundleSku = (await app.t.db.query<{ sku: string }>("SELECT sku FROM products WHERE id = 23"))[0]!.sku;
    const stock = (
      await app.t.db.query<{ is_in_stock: boolean; price: number }>(
        "SELECT s.is_in_stock, p.price FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.id = 23",
      )
    )[0];
    if (!stock?.is_in_stock || !(stock.price > 0)) return; // the fixture bundle is not saleable in this catalogue
    // Every required option on its first selection; the second set also takes the first optional selection.
    const options = await app.t.db.query<{ id: number; required: boolean; sel: number }>(
      "SELECT o.id, o.required, (SELECT min(bs.id) FROM bundle_selections bs WHERE bs.option_id = o.id) AS sel FROM bundle_options o WHERE o.product_id = 23 ORDER BY o.position, o.id",
    );
    const required = options.filter((o) => o.required);
    const optional = options.find((o) => !o.required);
    if (!optional) return;
    const keyed = (list: typeof options) => ({
      extension_attributes: {
        bundle_options: Object.fromEntries(list.map((o) => [String(o.id), { option_id: o.id, option_qty: 1, option_selections: [o.sel] }])),
      },
    });
    const a = await add(cartId, { sku: bundleSku, qty: 1, product_option: keyed(required) });
    const b = await add(cartId, { sku: bundleSku, qty: 1, product_option: keyed([...required, optional]) });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(a.body.result.item_id).not.toBe(b.body.result.item_id);
    expect(b.body.result.price).toBeGreaterThan(a.body.result.price);
    expect(a.body.result.product_option).toEqual({
      extension_attributes: { bundle_options: required.map((o) => ({ option_id: o.id, option_qty: 1, option_selections: [o.sel] })) },
    });
  });
});

describe("the rules of adding (docs/storefront.md §5)", () => {
  it.each([[0], [-1], [1.5], ["abc"], [""], [null]])("refuses quantity %j", async (qty) => {
    const cartId = await guestCart();
    const res = await add(cartId, { sku: "KS-000001", qty });
    expect(res.status).toBe(400);
    expect(["INVALID_QTY", "VALIDATION_FAILED"]).toContain(res.body.result.error);
    if (qty !== null) expect(res.body.result).toEqual({ error: "INVALID_QTY", message: "Quantity must be positive integer" });
  });

  it("refuses a body without cartItem, or with malformed options", async () => {
    const cartId = await guestCart();
    for (const body of [
      {},
      { cartItem: { qty: 1 } },
      { cartItem: { sku: "KS-000001", qty: 1, product_option: { extension_attributes: { custom_options: "x" } } } },
    ]) {
      const res = await app.api.post(`/api/cart/update?cartId=${cartId}`, body);
      expect(res.status).toBe(400);
      expect(res.body.result.error).toBe("VALIDATION_FAILED");
    }
  });

  it("refuses an unknown or disabled product", async () => {
    const cartId = await guestCart();
    for (const sku of ["NO-SUCH-SKU", "KS-000017"]) {
      const res = await add(cartId, { sku, qty: 1 });
      expect(res.status).toBe(404);
      expect(res.body.result.error).toBe("PRODUCT_NOT_FOUND");
    }
  });

  it("refuses an out-of-stock product", async () => {
    const res = await add(await guestCart(), { sku: "KS-000019", qty: 1 });
    expect(res.status).toBe(400);
    expect(res.body.result).toEqual({ error: "OUT_OF_STOCK", message: "The product is out of stock and cannot be added to the cart!" });
  });

  it("refuses more than the stock, saying how many there are", async () => {
    const book = await pickProduct(app.t, { taxClass: 1 });
    const max = Math.min(book.qty, book.max_sale_qty);
    const res = await add(await guestCart(), { sku: book.sku, qty: max + 1 });
    expect(res.status).toBe(400);
    expect(res.body.result).toEqual({ error: "QTY_NOT_AVAILABLE", message: `Only ${max} products of this type are available`, details: { maxQuantity: max } });
  });

  it("refuses a product without a positive price", async () => {
    const id = 990_001 + Math.floor(Math.random() * 1000);
    const sku = `CART-ZERO-${id}`;
    await app.t.db.query(
      `INSERT INTO products (id, sku, type_id, name, url_key, url_path, price, tax_class_id) VALUES ($1, $2, 'simple', 'Gratis', $2, $2, 0, 1)`,
      [id, sku],
    );
    await app.t.db.query("INSERT INTO stock_items (product_id, qty, is_in_stock) VALUES ($1, 10, true)", [id]);
    try {
      const res = await add(await guestCart(), { sku, qty: 1 });
      expect(res.status).toBe(400);
      expect(res.body.result).toEqual({ error: "PRICE_UNKNOWN", message: "Product price is unknown, product cannot be added to the cart!" });
    } finally {
      await app.t.db.query("DELETE FROM products WHERE id = $1", [id]);
    }
  });
});
