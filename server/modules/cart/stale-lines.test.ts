/** /api/cart lines whose product changed after they were added: flagged in pull and totals, never silently priced; display data in pull. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { client, pickProduct, tshirtChild } from "./test-support.ts";

let t: TestContext;
let api: ReturnType<typeof client>;
const restore: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  t = await setupTestApp();
  api = client(t);
});
afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
  await t?.close();
}, 30_000);

const guestCart = async () => (await api.post("/api/cart/create?token=")).body.result as string;
const add = async (cartId: string, cartItem: Record<string, unknown>) => {
  const res = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};

/** Changes a stock row for this suite and puts it back afterwards. */
async function setStock(productId: number, set: string) {
  const before = (await t.db.query<{ qty: number; is_in_stock: boolean }>("SELECT qty, is_in_stock FROM stock_items WHERE product_id = $1", [productId]))[0]!;
  restore.push(() => t.db.query("UPDATE stock_items SET qty = $2, is_in_stock = $3 WHERE product_id = $1", [productId, before.qty, before.is_in_stock]));
  await t.db.query(`UPDATE stock_items SET ${set} WHERE product_id = $1`, [productId]);
}

describe("lines whose product changed after they were added", () => {
  it("flags a disabled product, an out-of-stock product and a quantity above the stock left, in pull and totals", async () => {
    const disabled = await pickProduct(t, { taxClass: 1, minQty: 3 });
    const gone = await pickProduct(t, { taxClass: 2, minQty: 3 });
    const fewer = await pickProduct(t, { taxClass: 1, minQty: 4, exclude: [disabled.sku] });
    const fine = await pickProduct(t, { taxClass: 2, minQty: 3, exclude: [gone.sku] });
    const cartId = await guestCart();
    for (const p of [disabled, gone, fewer, fine]) await add(cartId, { sku: p.sku, qty: 3 });

    restore.push(() => t.db.query("UPDATE products SET status = 1 WHERE id = $1", [disabled.id]));
    await t.db.query("UPDATE products SET status = 2 WHERE id = $1", [disabled.id]);
    await setStock(gone.id, "is_in_stock = false, qty = 0");
    await setStock(fewer.id, "qty = 2");

    const pulled = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result as any[];
    const bySku = new Map(pulled.map((l) => [l.sku, l]));
    expect(bySku.get(disabled.sku).errors).toEqual({ stock: { code: "PRODUCT_DISABLED", message: expect.any(String) } });
    expect(bySku.get(gone.sku).errors).toEqual({ stock: { code: "OUT_OF_STOCK", message: "Out of the stock!" } });
    expect(bySku.get(gone.sku).stock).toEqual({ is_in_stock: false, max_qty: 0 });
    expect(bySku.get(fewer.sku).errors).toEqual({
      stock: { code: "QTY_NOT_AVAILABLE", message: "Only 2 products of this type are available", maxQuantity: 2 },
    });
    expect(bySku.get(fewer.sku).stock).toEqual({ is_in_stock: true, max_qty: 2 });
    expect(bySku.get(fine.sku)).not.toHaveProperty("errors");
    expect(bySku.get(fine.sku).stock.is_in_stock).toBe(true);

    const totals = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.items.map((i: any) => i.errors?.stock.code ?? null)).toEqual(["PRODUCT_DISABLED", "OUT_OF_STOCK", "QTY_NOT_AVAILABLE", null]);
    expect(totals.extension_attributes.line_errors).toBe(3);

    // Lowering the quantity to what is left clears that line's flag.
    await add(cartId, { sku: fewer.sku, qty: 2, item_id: bySku.get(fewer.sku).item_id });
    const after = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(after.extension_attributes.line_errors).toBe(2);
  });

  it("gives pulled lines their name, image, parent sku and slug", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(t, { taxClass: 1 });
    const { options } = await tshirtChild(t, { inStock: true });
    await add(cartId, { sku: book.sku, qty: 1 });
    await add(cartId, { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } });
    const catalogue = await t.db.query<{ sku: string; name: string; url_key: string; image: string | null }>(
      "SELECT sku, name, url_key, image FROM products WHERE sku = ANY($1::text[])",
      [[book.sku, "TS-000004"]],
    );
    const bySku = new Map(catalogue.map((c) => [c.sku, c]));
    const [bookLine, shirtLine] = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(bookLine).toMatchObject({
      name: bySku.get(book.sku)!.name,
      parent_sku: book.sku,
      slug: bySku.get(book.sku)!.url_key,
      image: bySku.get(book.sku)!.image,
    });
    expect(shirtLine).toMatchObject({ name: bySku.get("TS-000004")!.name, parent_sku: "TS-000004", slug: bySku.get("TS-000004")!.url_key });
    expect(shirtLine.sku).not.toBe("TS-000004");
    expect(shirtLine.image === null || typeof shirtLine.image === "string").toBe(true);
  });
});
