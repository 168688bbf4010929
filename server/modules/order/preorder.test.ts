/**
 * Pre-orders end to end through the API (docs/storefront.md, "Pre-orders"): a product released after today is
 * sold without stock (up to its sale limit), keeps its dates on the cart line, the order line, the order record
 * and the confirmation mail, and a mixed order says it ships whole; a normal product without stock is still
 * refused. Also the listings: pre-orders are listed without stock, and never lead a category's default order.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREORDER_DEMO } from "../../../scripts/catalogue/fixtures.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { client, makeCustomer, type Res } from "../cart/test-support.ts";
import { signAccessToken } from "../customer/test-support.ts";

/** The shop's clock: 1 December 2026, so the demo pre-order (24 January 2027, a Sunday) is ahead. */
const NOW = new Date("2026-12-01T10:00:00Z");
const TODAY = "2026-12-01";

let t: TestContext;
let api: ReturnType<typeof client>;
let preorder: { id: number; sku: string; max_sale_qty: number };
beforeAll(async () => {
  t = await setupTestApp({ ORDER_ATTEMPTS_PER_IP: "100000" }, { clock: () => NOW });
  api = client(t);
  preorder = (
    await t.db.query<{ id: number; sku: string; max_sale_qty: number }>(
      "SELECT p.id, p.sku, s.max_sale_qty FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.name = $1",
      [PREORDER_DEMO.name],
    )
  )[0]!;
  // The demo catalogue moves the premiere once its date has passed; these tests keep it on the date they speak of.
  await t.db.query("UPDATE products SET book_premiere = '2027-01-24' WHERE id = $1", [preorder.id]);
});
afterAll(async () => t?.close());

const PREORDER = { release_date: "2027-01-24", dispatch_date: "2027-01-25" };

/** A simple product in stock that no other test here uses, released before today. */
async function inStockBook(exclude: string[] = []): Promise<{ id: number; sku: string }> {
  const rows = await t.db.query<{ id: number; sku: string }>(
    `SELECT p.id, p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND (p.book_premiere IS NULL OR p.book_premiere <= $1::date)
       AND s.is_in_stock AND s.manage_stock AND s.backorders = 0 AND s.qty >= 5 AND NOT (p.sku = ANY($2::text[]))
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY p.id DESC OFFSET 3 LIMIT 1`,
    [TODAY, exclude],
  );
  return rows[0]!;
}

const stockOf = async (productId: number) =>
  (await t.db.query<{ qty: number; is_in_stock: boolean }>("SELECT qty, is_in_stock FROM stock_items WHERE product_id = $1", [productId]))[0]!;

function orderBody(products: { sku: string; qty: number }[], cartId: string | number, emailAddress: string) {
  const bill = {
    firstname: "Jan",
    lastname: "Kowalski",
    street: ["ul. Prosta 49"],
    city: "Warszawa",
    postcode: "00-838",
    country_id: "PL",
    telephone: "600100200",
    email: emailAddress,
  };
  return {
    order_id: randomUUID(),
    user_id: "",
    cart_id: String(cartId),
    products: products.map((p) => ({ price: 1, ...p, name: "ignored", checksum: "x" })),
    addressInformation: {
      billingAddress: bill,
      shippingAddress: { ...bill, email: undefined },
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      payment_method_code: "cashondelivery",
      payment_method_additional: {},
      shippingExtraFields: {},
    },
    checkout: {
      customer_type: "private",
      invoice: false,
      consents: { rules: true, email_commercials: false, phone_commercials: false, newsletter: false, newsletter_partner: false },
    },
    store_code: "",
    transmited: true,
  };
}

function expectError(res: Res, status: number, error: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.result.error).toBe(error);
}

describe("the catalogue", () => {
  it("gives a pre-order its release and dispatch dates, and none to a released product", async () => {
    const doc = (await api.get(`/api/catalog/product?sku=${preorder.sku}`)).body.result;
    expect(doc.preorder).toEqual(PREORDER);
    expect(doc.stock).toMatchObject({ qty: 0, is_in_stock: false });
    const released = await inStockBook();
    expect((await api.get(`/api/catalog/product?sku=${released.sku}`)).body.result.preorder).toBeNull();
  });

  it("lists pre-orders though they have no stock", async () => {
    const found = (await api.get(`/api/catalog/search?query=${encodeURIComponent(PREORDER_DEMO.name)}&size=5`)).body.result;
    expect(found.items[0].sku).toBe(preorder.sku);
  });

  it("does not lead a book category's default order with announcements; the announcements' category lists them soonest first", async () => {
    const tree = (await api.get("/api/catalog/categories")).body.result;
    const books = tree.children_data.find((c: { name: string }) => c.name === "Książki");
    const listing = (await api.get(`/api/catalog/search?category=${books.id}&size=250`)).body.result;
    expect(listing.sort).toBe("released");
    const premieres: (string | null)[] = listing.items.map((i: { book_premiere: string | null }) => i.book_premiere);
    const firstAnnouncement = premieres.findIndex((p) => p !== null && p > TODAY);
    expect(firstAnnouncement).toBeGreaterThan(0);
    // released books (latest first) before every announcement
    expect(premieres.slice(firstAnnouncement).every((p) => p !== null && p > TODAY)).toBe(true);
    const released = premieres.slice(0, firstAnnouncement).filter((p): p is string => p !== null);
    expect(released).toEqual([...released].sort().reverse());
    // the shopper can still ask for the premiere date, announcements first
    const byPremiere = (await api.get(`/api/catalog/search?category=${books.id}&size=5&sort=premiere`)).body.result.items;
    expect(byPremiere[0].book_premiere > TODAY).toBe(true);

    const announcements = tree.children_data.flatMap((c: { children_data: { name: string; id: number }[] }) => c.children_data);
    const coming = announcements.find((c: { name: string }) => c.name === "Wkrótce w sprzedaży");
    const soon = (await api.get(`/api/catalog/search?category=${coming.id}&size=250`)).body.result.items.map((i: { book_premiere: string }) => i.book_premiere);
    expect(soon.length).toBeGreaterThan(0);
    expect(soon).toEqual([...soon].sort());
  });
});

describe("ordering a pre-order", () => {
  it("adds a pre-order without stock to the cart with its dates, and says when a mixed cart ships", async () => {
    const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
    const added = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: preorder.sku, qty: 2 } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const pulled = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(pulled[0]).toMatchObject({ sku: preorder.sku, qty: 2, preorder: PREORDER, stock: { is_in_stock: true, max_qty: preorder.max_sale_qty } });
    expect(pulled[0].errors).toBeUndefined();
    let totals = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.items[0].preorder).toEqual(PREORDER);
    expect(totals.extension_attributes).toMatchObject({ line_errors: 0, dispatch: { kind: "preorder", dispatch_date: "2027-01-25" } });

    const other = await inStockBook([preorder.sku]);
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: other.sku, qty: 1 } });
    totals = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.items.find((i: { sku: string }) => i.sku === other.sku).preorder).toBeNull();
    expect(totals.extension_attributes.dispatch).toEqual({ kind: "mixed", dispatch_date: "2027-01-25" });
  });

  it("refuses more than the pre-order limit (the sale limit of one order)", async () => {
    const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
    expectError(
      await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: preorder.sku, qty: preorder.max_sale_qty + 1 } }),
      400,
      "QTY_NOT_AVAILABLE",
    );
  });

  it("places a mixed order: the pre-order taken without stock, its line keeps its dates, the record and the mail say when it ships", async () => {
    const made = await makeCustomer(t);
    // a token signed at the shop's clock
    const customer = { ...made, token: await signAccessToken(t.config, { customerId: made.id, groupId: 1, version: 0 }, NOW) };
    const other = await inStockBook([preorder.sku]);
    const before = { pre: await stockOf(preorder.id), other: await stockOf(other.id) };
    const cartId = (await api.post("/api/cart/create", {}, customer.token)).body.result;
    const lines = [
      { sku: preorder.sku, qty: 2 },
      { sku: other.sku, qty: 1 },
    ];
    for (const l of lines) await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: l }, customer.token);
    const address = `preorder-${randomUUID().slice(0, 8)}@example.com`;
    const res = await api.post("/api/order", orderBody(lines, cartId, address), customer.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.body.result.backendOrderId as number;

    // the pre-order's stock counts the copies owed (below zero); a normal product's is taken as always
    expect((await stockOf(preorder.id)).qty).toBe(before.pre.qty - 2);
    expect((await stockOf(other.id)).qty).toBe(before.other.qty - 1);
    const rows = await t.db.query<{ sku: string; preorder_release_date: string | null; preorder_dispatch_date: string | null }>(
      "SELECT sku, preorder_release_date::text, preorder_dispatch_date::text FROM order_items WHERE order_id = $1 ORDER BY id",
      [orderId],
    );
    expect(rows).toEqual([
      { sku: preorder.sku, preorder_release_date: "2027-01-24", preorder_dispatch_date: "2027-01-25" },
      { sku: other.sku, preorder_release_date: null, preorder_dispatch_date: null },
    ]);

    const record = (await api.get(`/api/user/orders/${orderId}`, customer.token)).body.result;
    expect(record.items.map((i: { sku: string; preorder: unknown }) => [i.sku, i.preorder])).toEqual([
      [preorder.sku, PREORDER],
      [other.sku, null],
    ]);
    expect(record.extension_attributes.dispatch).toEqual({ kind: "mixed", dispatch_date: "2027-01-25" });

    await t.app.services.orders.outbox.flush();
    await expect.poll(async () => (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(address)}`)).body.result.length).toBe(1);
    const mail = (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(address)}`)).body.result[0];
    expect(mail.text).toContain("przedsprzedaż: premiera 24.01.2027, wysyłka 25.01.2027");
    expect(mail.text).toContain("wyślemy je w całości 25.01.2027, gdy dostępny będzie ostatni z nich");
    expect(mail.html).toContain("przedsprzedaż: premiera 24.01.2027");

    // still a pre-order, with its stock below zero: another order is taken
    const again = await api.post("/api/order", orderBody([{ sku: preorder.sku, qty: 1 }], "", `again-${address}`));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await stockOf(preorder.id)).qty).toBe(before.pre.qty - 3);
  });

  it("refuses a normal product without stock, in the cart and in an order, and never takes its stock below zero", async () => {
    const book = await inStockBook([preorder.sku]);
    await t.db.query("UPDATE stock_items SET qty = 0, is_in_stock = false WHERE product_id = $1", [book.id]);
    const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
    expectError(await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: book.sku, qty: 1 } }), 400, "OUT_OF_STOCK");
    expectError(
      await api.post("/api/order", orderBody([{ sku: book.sku, qty: 1 }], "", `oos-${randomUUID().slice(0, 8)}@example.com`)),
      409,
      "PRODUCTS_NOT_AVAILABLE",
    );
    // in stock on the flag but not in number (the flag left on by hand): still refused, stock stays at zero
    await t.db.query("UPDATE stock_items SET qty = 0, is_in_stock = true WHERE product_id = $1", [book.id]);
    expectError(
      await api.post("/api/order", orderBody([{ sku: book.sku, qty: 1 }], "", `oos-${randomUUID().slice(0, 8)}@example.com`)),
      409,
      "PRODUCTS_NOT_AVAILABLE",
    );
    expect((await stockOf(book.id)).qty).toBe(0);
  });

  it("sells a released product only from stock: once released, the pre-order's owed copies leave nothing to sell", async () => {
    await t.db.query("UPDATE products SET book_premiere = $2::date WHERE id = $1", [preorder.id, TODAY]);
    try {
      expect((await api.get(`/api/catalog/product?sku=${preorder.sku}`)).body.result.preorder).toBeNull();
      const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
      expectError(await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: preorder.sku, qty: 1 } }), 400, "OUT_OF_STOCK");
    } finally {
      await t.db.query("UPDATE products SET book_premiere = '2027-01-24' WHERE id = $1", [preorder.id]);
    }
  });
});
