/** POST /api/order, order history and detail, through fastify.inject on a real database. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_RULES } from "../../../domain/delivery-rules.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { waitForMail } from "../../test/customers.ts";
import { client, makeCustomer, tshirtChild, type Pick, type Res } from "../cart/test-support.ts";

let t: TestContext;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await setupTestApp({ ORDER_ATTEMPTS_PER_IP: "100000" });
  api = client(t);
});
afterAll(async () => t?.close());

/**
 * A product no other line of this file used, taken from the end of the catalogue: with DATABASE_URL the suites
 * share one database, and these tests change stock (the cart suites pick from the start).
 */
const used: string[] = [];
async function pickProduct(_t: TestContext, opts: { taxClass: number; types?: string[]; minQty?: number; exclude?: string[] }): Promise<Pick> {
  const rows = await t.db.query<Pick>(
    `SELECT p.id, p.sku, p.price, s.qty, s.max_sale_qty FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.tax_class_id = $1 AND p.type_id = ANY($2::text[]) AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND p.special_price IS NULL
       AND s.is_in_stock AND s.manage_stock AND s.backorders = 0 AND s.qty >= $3 AND s.max_sale_qty >= $3 AND NOT (p.sku = ANY($4::text[]))
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY p.id DESC LIMIT 1`,
    [opts.taxClass, opts.types ?? ["simple", "single_number"], opts.minQty ?? 3, used],
  );
  if (!rows[0]) throw new Error(`no unused product of tax class ${opts.taxClass} in the test catalogue`);
  used.push(rows[0].sku);
  return rows[0];
}

const gr = (pln: number) => Math.round(pln * 100);
/** The delivery rules the order charges by (domain/delivery-rules.ts): the courier, the cash-on-delivery fee, the threshold. */
const COURIER = DELIVERY_RULES.carriers.find((c) => c.carrierCode === "flatrate")!.gross;
const FEE = DELIVERY_RULES.cashOnDelivery.feeGross;
const THRESHOLD = DELIVERY_RULES.freeDelivery.thresholdGross!;
const email = () => `order-${randomUUID().slice(0, 8)}@example.com`;

function billing(overrides: Record<string, unknown> = {}) {
  return {
    firstname: "Jan",
    lastname: "Kowalski",
    street: ["ul. Prosta 49", "m. 2"],
    city: "Warszawa",
    postcode: "00-838",
    country_id: "PL",
    telephone: "600100200",
    email: email(),
    ...overrides,
  };
}

type Line = { sku: string; qty: number; price?: number; product_option?: unknown };
function orderBody(
  products: Line[],
  o: {
    cartId?: string | number;
    billing?: Record<string, unknown>;
    shipping?: Record<string, unknown> | null;
    carrier?: string;
    method?: string;
    payment?: string;
    additional?: Record<string, unknown>;
    point?: string;
    checkout?: Record<string, unknown>;
  } = {},
) {
  const bill = o.billing ?? billing();
  return {
    order_id: randomUUID(),
    user_id: "",
    cart_id: o.cartId === undefined ? "" : String(o.cartId),
    products: products.map((p) => ({ price: 1, ...p, name: "ignored", checksum: "x" })),
    addressInformation: {
      billingAddress: bill,
      shippingAddress: o.shipping === undefined ? { ...bill, email: undefined, vat_id: undefined } : o.shipping,
      shipping_carrier_code: o.carrier ?? "flatrate",
      shipping_method_code: o.method ?? "flatrate",
      payment_method_code: o.payment ?? "cashondelivery",
      payment_method_additional: o.additional ?? {},
      shippingExtraFields: o.point ? { pickup_point_code: o.point } : {},
    },
    checkout: {
      customer_type: "private",
      invoice: false,
      consents: { rules: true, email_commercials: false, phone_commercials: false, newsletter: false, newsletter_partner: false },
      ...o.checkout,
    },
    store_code: "",
    transmited: true,
  };
}

const place = (body: unknown, token?: string) => api.post("/api/order", body, token);
const stockOf = async (productId: number) =>
  (await t.db.query<{ qty: number; is_in_stock: boolean }>("SELECT qty, is_in_stock FROM stock_items WHERE product_id = $1", [productId]))[0]!;
const setStock = (productId: number, qty: number) =>
  t.db.query("UPDATE stock_items SET qty = $2, is_in_stock = $2 > 0, backorders = 0, manage_stock = true WHERE product_id = $1", [productId, qty]);
function expectError(res: Res, status: number, error: string, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(status);
  expect(res.body.result.error).toBe(error);
  if (message) expect(res.body.result.message).toBe(message);
}

describe("POST /api/order", () => {
  it("a guest's cash-on-delivery order from the cart: server prices, stock taken, cart closed, history rows, confirmation mail", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const magazine = await pickProduct(t, { taxClass: 2 });
    const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: book.sku, qty: 2 } });
    const before = { book: await stockOf(book.id), magazine: await stockOf(magazine.id) };
    const expected = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    const body = orderBody(
      [
        { sku: book.sku, qty: 1, price: 0.01 },
        { sku: magazine.sku, qty: 1, price: 0.01 },
      ],
      { cartId },
    );
    const res = await place(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r.orderNumber).toMatch(/^\d{9}$/);
    expect(r.backendOrderId).toBe(r.magentoOrderId);
    expect(r.status).toBe("processing");
    expect(r.payment_method_code).toBe("cashondelivery");
    expect(r.accountCreated).toBe(false);
    // the client's lines win over the cart's (book qty 1, magazine added); the client's prices are ignored
    // cash on delivery by courier: the courier's price and the fee, whatever the goods (free delivery excludes it)
    const goods = book.price + magazine.price;
    expect(gr(r.grand_total)).toBe(goods + COURIER + FEE);
    expect(gr(expected.grand_total)).not.toBe(gr(r.grand_total));
    expect((await stockOf(book.id)).qty).toBe(before.book.qty - 1);
    expect((await stockOf(magazine.id)).qty).toBe(before.magazine.qty - 1);
    // the cart is closed: the client re-creates
    expectError(await api.get(`/api/cart/pull?cartId=${cartId}`), 404, "CART_NOT_FOUND");
    const row = (
      await t.db.query<{
        status: string;
        consents: Record<string, unknown>;
        tax_breakdown: { rate: number }[];
        shipping_gross: number;
        shipping_description: string;
      }>("SELECT status, consents, tax_breakdown, shipping_gross, shipping_description FROM orders WHERE id = $1", [r.backendOrderId])
    )[0]!;
    expect(row.status).toBe("processing");
    expect(row.shipping_gross).toBe(COURIER + FEE);
    expect(row.shipping_description).toBe("Kurier InPost - Kurier InPost (dostawa do drzwi) (za pobraniem)");
    expect(row.consents).toMatchObject({ rules: true, newsletter: false, version: expect.any(String), ip: expect.any(String), at: expect.any(String) });
    expect(row.tax_breakdown.map((b) => b.rate)).toEqual([5, 8]);
    const history = await t.db.query<{ status: string }>("SELECT status FROM order_status_history WHERE order_id = $1", [r.backendOrderId]);
    expect(history.map((h) => h.status)).toEqual(["processing"]);
    // the confirmation goes through the outbox after the commit: send what is waiting, then read the catcher
    await t.app.services.orders.outbox.flush();
    await expect
      .poll(async () => (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(String(body.addressInformation.billingAddress.email))}`)).body.result.length)
      .toBe(1);
    const mail = (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(String(body.addressInformation.billingAddress.email))}`)).body.result[0];
    expect(mail.subject).toContain(r.orderNumber);
    expect(mail.text).toContain("Zestawienie VAT");
    expect(mail.text).toContain("VAT 5%");
    expect(mail.text).toContain("VAT 8%");
    expect(mail.text).toContain("14 dni");
  });

  it("an accepted order hands the lines its statement wrote to the delivering receivers: they need not read the order back", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const magazine = await pickProduct(t, { taxClass: 2 });
    const orders = t.app.services.orders as unknown as { accepted: (orderId: number, lines?: readonly unknown[]) => Promise<void> };
    const real = orders.accepted;
    const calls: { orderId: number; lines: readonly unknown[] | undefined }[] = [];
    orders.accepted = async (orderId, lines) => {
      calls.push({ orderId, lines });
      await real(orderId, lines);
    };
    try {
      const res = await place(
        orderBody([
          { sku: book.sku, qty: 2 },
          { sku: magazine.sku, qty: 1 },
        ]),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const orderId = res.body.result.backendOrderId as number;
      const written = await t.db.query<{ type_id: string; product_id: number; qty: number }>(
        "SELECT type_id, product_id, qty FROM order_items WHERE order_id = $1 ORDER BY id",
        [orderId],
      );
      expect(written.map((w) => w.product_id).sort()).toEqual([book.id, magazine.id].sort());
      expect(calls).toHaveLength(1);
      expect(calls[0]!.orderId).toBe(orderId);
      expect(calls[0]!.lines).toEqual(expect.arrayContaining(written.map((w) => ({ typeId: w.type_id, productId: w.product_id, qty: w.qty }))));
      expect(calls[0]!.lines).toHaveLength(2);
    } finally {
      orders.accepted = real;
    }
  });

  it("is idempotent: the same order_id again returns the same order and takes no more stock; concurrent copies make one order", async () => {
    const book = await pickProduct(t, { taxClass: 1, minQty: 5 });
    const body = orderBody([{ sku: book.sku, qty: 1 }]);
    const first = await place(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const qty = (await stockOf(book.id)).qty;
    const again = await place(body);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect((await stockOf(book.id)).qty).toBe(qty);

    const twin = orderBody([{ sku: book.sku, qty: 1 }]);
    const both = await Promise.all([place(twin), place(twin), place(twin)]);
    for (const res of both) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(new Set(both.map((b) => b.body.result.orderNumber)).size).toBe(1);
    expect((await stockOf(book.id)).qty).toBe(qty - 1);
    const count = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE client_order_id = $1", [twin.order_id]);
    expect(count[0]!.n).toBe(1);

    // the same id from another buyer is refused
    const stranger = { ...twin, addressInformation: { ...twin.addressInformation, billingAddress: billing() } };
    expectError(await place(stranger), 409, "ORDER_ID_CONFLICT");
  });

  it("the same order_id with a different body is 409 ORDER_ID_CONFLICT, not the old order; the same body still is the same order", async () => {
    const book = await pickProduct(t, { taxClass: 1, minQty: 5 });
    const body = orderBody([{ sku: book.sku, qty: 1 }]);
    const first = await place(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const qty = (await stockOf(book.id)).qty;
    const changed = { ...body, products: [{ ...body.products[0]!, qty: 2 }] };
    const reused = await place(changed);
    expectError(reused, 409, "ORDER_ID_CONFLICT");
    expect(reused.body.result.details).toEqual({ reason: "different_request" });
    const otherPayment = { ...body, addressInformation: { ...body.addressInformation, payment_method_code: "checkmo" } };
    expectError(await place(otherPayment), 409, "ORDER_ID_CONFLICT");
    expect((await stockOf(book.id)).qty).toBe(qty);
    // Keys in another order are the same body: still a retry.
    const reordered = Object.fromEntries(Object.entries(body).reverse()) as typeof body;
    const again = await place(reordered);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
  });

  it("20 parallel orders for the last 3 items: exactly 3 succeed, the rest are refused, stock ends at 0", async () => {
    const product = await pickProduct(t, { taxClass: 3, minQty: 3, types: ["simple"] }).catch(() => pickProduct(t, { taxClass: 1, minQty: 3 }));
    await setStock(product.id, 3);
    const results = await Promise.all(Array.from({ length: 20 }, () => place(orderBody([{ sku: product.sku, qty: 1 }]))));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 409, "PRODUCTS_NOT_AVAILABLE", "Some of the ordered products are not available!");
    const stock = await stockOf(product.id);
    expect(stock.qty).toBe(0);
    expect(stock.is_in_stock).toBe(false);
    expect(new Set(ok.map((r) => r.body.result.orderNumber)).size).toBe(3);
  });

  it("refuses more than is left, naming the line", async () => {
    const book = await pickProduct(t, { taxClass: 1, minQty: 2, exclude: [] });
    await setStock(book.id, 2);
    const res = await place(orderBody([{ sku: book.sku, qty: 5 }]));
    expectError(res, 409, "PRODUCTS_NOT_AVAILABLE");
    expect(res.body.result.details).toEqual([{ sku: book.sku, requested: 5, available: 2 }]);
    expect((await stockOf(book.id)).qty).toBe(2);
  });

  it("without a cart id: a configurable parent with options becomes its child's line, priced by the server; an unknown sku is named", async () => {
    const { child, options } = await tshirtChild(t, { inStock: true });
    const line = { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } };
    const res = await place(orderBody([line]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = await t.db.query<{ sku: string; unit_gross: number; product_type: string }>(
      "SELECT sku, unit_gross, product_type FROM order_items WHERE order_id = $1",
      [res.body.result.backendOrderId],
    );
    expect(items).toEqual([{ sku: child.sku, unit_gross: child.price, product_type: "configurable" }]);
    // The order keeps its options as placed, in Polish, whatever the shopper's language (catalogue-translations decision).
    const [stored] = await t.db.query<{ options: { label: string }[] }>("SELECT options FROM order_items WHERE order_id = $1", [
      res.body.result.backendOrderId,
    ]);
    expect(stored!.options.map((o) => o.label)).toEqual(["Kolor", "Rozmiar"]);
    const cart = (
      await t.db.query<{ status: string; lines: number }>(
        "SELECT c.status, (SELECT count(*)::int FROM cart_items i WHERE i.cart_id = c.id) AS lines FROM carts c JOIN orders o ON o.cart_id = c.id WHERE o.id = $1",
        [res.body.result.backendOrderId],
      )
    )[0]!;
    expect(cart).toEqual({ status: "ordered", lines: 1 });

    const missing = await place(orderBody([line, { sku: "NO-SUCH-SKU", qty: 2 }]));
    expectError(missing, 409, "PRODUCTS_NOT_AVAILABLE");
    expect(missing.body.result.details).toEqual([{ sku: "NO-SUCH-SKU", requested: 2, available: 0 }]);
  });

  it("a company order with an invoice keeps the NIP, REGON and the register's request id", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const bill = billing({ company: "KIOSK PRASOWY SP. Z O.O.", vat_id: "526-158-81-30" });
    const res = await place(
      orderBody([{ sku: book.sku, qty: 1 }], {
        billing: bill,
        checkout: { customer_type: "company", invoice: false, regon: "998698795", register_request_id: "abc-123" },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (
      await t.db.query<Record<string, unknown>>(
        "SELECT customer_type, invoice_requested, company, vat_id, regon, register_request_id FROM orders WHERE id = $1",
        [res.body.result.backendOrderId],
      )
    )[0];
    expect(row).toEqual({
      customer_type: "company",
      invoice_requested: true,
      company: "KIOSK PRASOWY SP. Z O.O.",
      vat_id: "5261588130",
      regon: "998698795",
      register_request_id: "abc-123",
    });
  });

  it("a private person asking for an invoice is never made to give a NIP (issue 16); a company still is", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const line = [{ sku: book.sku, qty: 1 }];
    const invoiceOf = async (res: Res) =>
      (
        await t.db.query<Record<string, unknown>>("SELECT customer_type, invoice_requested, vat_id, regon FROM orders WHERE id = $1", [
          res.body.result.backendOrderId,
        ])
      )[0];
    // no NIP at all (billing() has no vat_id), and a REGON left over from the company form: placed, invoice asked for
    const body = orderBody(line, { checkout: { customer_type: "private", invoice: true, regon: "192598183" } });
    const without = await place(body);
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(await invoiceOf(without)).toEqual({ customer_type: "private", invoice_requested: true, vat_id: null, regon: null });
    // the confirmation says to whom the invoice goes, not an empty "Faktura VAT:"
    await t.app.services.orders.outbox.flush();
    const inbox = `/api/dev/mailbox?to=${encodeURIComponent(String(body.addressInformation.billingAddress.email))}`;
    await expect.poll(async () => (await api.get(inbox)).body.result.length, { timeout: 10_000 }).toBe(1);
    expect((await api.get(inbox)).body.result[0].text).toContain("Faktura VAT: na imię, nazwisko i adres kupującego (bez NIP)");
    // an empty NIP is no NIP
    const empty = await place(orderBody(line, { billing: billing({ vat_id: "  " }), checkout: { customer_type: "private", invoice: true } }));
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(await invoiceOf(empty)).toMatchObject({ invoice_requested: true, vat_id: null });
    // a NIP given is kept (normalised) and must be valid
    const withNip = await place(orderBody(line, { billing: billing({ vat_id: "856-734-62-15" }), checkout: { customer_type: "private", invoice: true } }));
    expect(withNip.status, JSON.stringify(withNip.body)).toBe(200);
    expect(await invoiceOf(withNip)).toMatchObject({ customer_type: "private", invoice_requested: true, vat_id: "8567346215" });
    expectError(
      await place(orderBody(line, { billing: billing({ vat_id: "8567346216" }), checkout: { customer_type: "private", invoice: true } })),
      400,
      "NIP_INVALID",
    );
    // a company without a NIP is refused
    expectError(
      await place(orderBody(line, { billing: billing({ company: "Firma" }), checkout: { customer_type: "company", invoice: true } })),
      400,
      "NIP_INVALID",
    );
  });

  it("company and consent rules: NIP checksum, company name, REGON, terms", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const line = [{ sku: book.sku, qty: 1 }];
    expectError(
      await place(orderBody(line, { billing: billing({ company: "Firma", vat_id: "8567346216" }), checkout: { customer_type: "company" } })),
      400,
      "NIP_INVALID",
      "The entered NIP is incorrect",
    );
    expectError(
      await place(orderBody(line, { billing: billing({ vat_id: "8567346215" }), checkout: { customer_type: "company" } })),
      400,
      "COMPANY_NAME_REQUIRED",
    );
    expectError(
      await place(
        orderBody(line, { billing: billing({ company: "Firma", vat_id: "8567346215" }), checkout: { customer_type: "company", regon: "192598183" } }),
      ),
      400,
      "REGON_INVALID",
    );
    const noTerms = orderBody(line);
    noTerms.checkout.consents.rules = false;
    expectError(await place(noTerms), 400, "CONSENT_REQUIRED");
  });

  it("validates the body for real: missing fields, bad postcode, bad order id, empty products", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const good = orderBody([{ sku: book.sku, qty: 1 }]);
    expectError(await place({ ...good, products: [] }), 400, "VALIDATION_FAILED");
    expectError(await place({ ...good, order_id: "x" }), 400, "VALIDATION_FAILED");
    expectError(
      await place({ ...good, addressInformation: { ...good.addressInformation, billingAddress: billing({ postcode: "0083" }) } }),
      400,
      "VALIDATION_FAILED",
    );
    expectError(
      await place({ ...good, addressInformation: { ...good.addressInformation, billingAddress: billing({ firstname: "" }) } }),
      400,
      "VALIDATION_FAILED",
    );
    expectError(await place({ ...good, products: [{ sku: book.sku, qty: 0 }] }), 400, "VALIDATION_FAILED");
    const { checkout: _c, ...noCheckout } = good;
    expectError(await place(noCheckout), 400, "VALIDATION_FAILED");
    expectError(await place({ ...good, products: [{ sku: "NO-SUCH-SKU", qty: 1 }] }), 409, "PRODUCTS_NOT_AVAILABLE");
    expectError(
      await place({ ...good, addressInformation: { ...good.addressInformation, payment_method_code: "bitcoin" } }),
      400,
      "PAYMENT_METHOD_NOT_AVAILABLE",
    );
    expectError(
      await place({ ...good, addressInformation: { ...good.addressInformation, shipping_carrier_code: "dhl", shipping_method_code: "x" } }),
      400,
      "SHIPPING_METHOD_NOT_AVAILABLE",
    );
    const count = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE client_order_id = $1", [good.order_id]);
    expect(count[0]!.n).toBe(0);
  });

  it("a parcel locker needs a point the carrier knows", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const line = [{ sku: book.sku, qty: 1 }];
    expectError(await place(orderBody(line, { carrier: "inpost", method: "paczkomat" })), 400, "PICKUP_POINT_REQUIRED", "No delivery point selected on map");
    expectError(await place(orderBody(line, { carrier: "inpost", method: "paczkomat", point: "ZZZ999" })), 400, "PICKUP_POINT_INVALID");
  });

  it("a signed-in customer's order from their cart with a parcel locker; only they can read it", async () => {
    const a = await makeCustomer(t);
    const b = await makeCustomer(t);
    const { options } = await tshirtChild(t, { inStock: true });
    const cartId = (await api.post("/api/cart/create", {}, a.token)).body.result;
    expect(typeof cartId).toBe("number");
    const line = { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } };
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: line }, a.token);
    const res = await place(orderBody([line], { cartId, carrier: "inpost", method: "paczkomat", point: "KRA010", payment: "vue_payu_gateway" }), a.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.status).toBe("pending");
    const id = res.body.result.backendOrderId;

    const mine = await api.get(`/api/user/orders/${id}`, a.token);
    expect(mine.status).toBe(200);
    const order = mine.body.result;
    expect(order.increment_id).toBe(res.body.result.orderNumber);
    expect(order.items[0]).toMatchObject({ qty_ordered: 1, tax_percent: 23, product_type: "configurable" });
    expect(order.extension_attributes.pickup_point).toMatchObject({ carrier: "inpost", code: "KRA010" });
    expect(order.shipping_description).toContain("KRA010");
    expect(order.extension_attributes.status_history).toEqual([{ status: "pending", comment: null, created_at: expect.any(String) }]);
    expect(gr(order.extension_attributes.tax_breakdown[0].gross)).toBe(gr(order.grand_total));

    const history = await api.get("/api/user/order-history?pageSize=20&currentPage=1", a.token);
    expect(history.body.result.total_count).toBe(1);
    expect(history.body.result.items[0].entity_id).toBe(id);

    expectError(await api.get(`/api/user/orders/${id}`, b.token), 404, "ORDER_NOT_FOUND");
    expect((await api.get("/api/user/order-history", b.token)).body.result.total_count).toBe(0);
    expectError(await api.get(`/api/user/orders/${id}`), 401, "UNAUTHORIZED");
    // a bad token on the order itself is 401 (the storefront refreshes), never a guest order
    expectError(await place(orderBody([line]), "not-a-token"), 401, "UNAUTHORIZED");
  });

  it("a virtual-only order needs no delivery address and offers no cash on delivery", async () => {
    const rows = await t.db.query<{ sku: string }>(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.type_id IN ('virtual', 'downloadable') AND p.status = 1 AND p.visibility > 1
         AND p.price > 0 AND s.is_in_stock AND (NOT s.manage_stock OR s.qty > 2) AND NOT EXISTS (SELECT 1 FROM product_links l WHERE l.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    const sku = rows[0]?.sku;
    expect(sku, "a virtual or downloadable product in the test catalogue").toBeTruthy();
    expectError(
      await place(
        orderBody(
          [{ sku: sku! }].map((l) => ({ ...l, qty: 1 })),
          { shipping: null },
        ),
      ),
      400,
      "PAYMENT_METHOD_NOT_AVAILABLE",
    );
    const res = await place(
      orderBody([{ sku: sku!, qty: 1 }], {
        shipping: null,
        payment: "vue_payu_gateway_blik",
        additional: { authorization_code: "777123" },
        checkout: { consents: { rules: true, digital_content_waiver: true } },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (
      await t.db.query<{ shipping_address: unknown; shipping_gross: number; shipping_description: string | null }>(
        "SELECT shipping_address, shipping_gross, shipping_description FROM orders WHERE id = $1",
        [res.body.result.backendOrderId],
      )
    )[0]!;
    expect(row).toEqual({ shipping_address: null, shipping_gross: 0, shipping_description: null });
  });

  it("creates the account asked for at checkout, once; a taken e-mail is not told: the order joins that account and its owner gets a mail", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const bill = billing();
    const body = orderBody([{ sku: book.sku, qty: 1 }], { billing: bill, checkout: { create_account: { password: "Kiosk-2026!" } } });
    const res = await place(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.accountCreated).toBe(true);
    const login = await api.post("/api/user/login", { username: bill.email, password: "Kiosk-2026!" });
    expect(login.status).toBe(200);
    const history = await api.get("/api/user/order-history", login.body.result);
    expect(history.body.result.items.map((o: any) => o.increment_id)).toEqual([res.body.result.orderNumber]);
    // the retry of the same order answers the same (the account exists now, but this is the same order)
    expect((await place(body)).body.result).toEqual(res.body.result);
    // A second order asking for an account with the same address: the same answer as for a new address.
    const second = orderBody([{ sku: book.sku, qty: 1 }], { billing: bill, checkout: { create_account: { password: "Inne-Haslo-77!" } } });
    const taken = await place(second);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.result.accountCreated).toBe(true);
    expect((await place(second)).body.result).toEqual(taken.body.result);
    // No second account, the password unchanged, the order in the existing account, its owner told by mail.
    expect((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE email = $1", [bill.email]))[0]!.n).toBe(1);
    expect((await api.post("/api/user/login", { username: bill.email, password: "Inne-Haslo-77!" })).status).toBe(401);
    const after = await api.get("/api/user/order-history", login.body.result);
    expect(after.body.result.items.map((o: any) => o.increment_id)).toEqual([taken.body.result.orderNumber, res.body.result.orderNumber]);
    await waitForMail(t.app, bill.email, /dołączono do Twojego konta/);
    expectError(await place(orderBody([{ sku: book.sku, qty: 1 }], { checkout: { create_account: { password: "short" } } })), 400, "WEAK_PASSWORD");
  });

  it("an order from a cart already in step writes no line; a changed subscription period is priced as the client chose it", async () => {
    const sub = (
      await t.db.query<{ sku: string; a: number; b: number; price_a: number; price_b: number }>(
        `SELECT p.sku, n1.id AS a, n2.id AS b, n1.price AS price_a, n2.price AS price_b FROM products p
           JOIN stock_items s ON s.product_id = p.id
           JOIN subscription_number_options n1 ON n1.product_id = p.id JOIN subscription_number_options n2 ON n2.product_id = p.id AND n2.price <> n1.price
         WHERE p.type_id = 'subscription' AND p.status = 1 AND p.visibility > 1 AND s.is_in_stock AND (NOT s.manage_stock OR s.qty > 5)
           AND NOT (p.sku = ANY($1::text[])) ORDER BY p.id DESC LIMIT 1`,
        [used],
      )
    )[0];
    expect(sub, "a subscription with two periods of different prices").toBeTruthy();
    used.push(sub!.sku);
    const period = (id: number) => ({ extension_attributes: { subscription_options: { number_option_id: id, starting_number_id: null } } });
    const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
    const added = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: sub!.sku, qty: 1, product_option: period(sub!.a) } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const before = (
      await t.db.query<{ updated_at: string }>("SELECT updated_at::text FROM cart_items WHERE cart_id = (SELECT id FROM carts WHERE guest_token = $1)", [
        cartId,
      ])
    )[0]!;
    // in step: the line is used as it is
    const same = orderBody([{ sku: sub!.sku, qty: 1, product_option: period(sub!.a) }], { cartId, payment: "vue_payu_gateway" });
    const res = await place(same);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // a subscription's delivery is in its price
    expect(gr(res.body.result.grand_total)).toBe(sub!.price_a);
    const after = (
      await t.db.query<{ updated_at: string }>("SELECT updated_at::text FROM cart_items WHERE cart_id = (SELECT id FROM carts WHERE guest_token = $1)", [
        cartId,
      ])
    )[0]!;
    expect(after.updated_at).toBe(before.updated_at);

    // out of step: the client chose the other period after its last sync
    const cart2 = (await api.post("/api/cart/create?token=")).body.result as string;
    await api.post(`/api/cart/update?cartId=${cart2}`, { cartItem: { sku: sub!.sku, qty: 1, product_option: period(sub!.a) } });
    const other = await place(orderBody([{ sku: sub!.sku, qty: 1, product_option: period(sub!.b) }], { cartId: cart2, payment: "vue_payu_gateway" }));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(gr(other.body.result.grand_total)).toBe(sub!.price_b);
  });

  it("an e-book or a renewable subscription needs an account; a subscription bought as a gift needs its recipient, kept with the order", async () => {
    const ebook = (
      await t.db.query<{ sku: string }>(
        `SELECT p.sku FROM products p WHERE p.type_id = 'downloadable' AND p.status = 1 AND p.visibility > 1 AND p.price > 0
           AND EXISTS (SELECT 1 FROM downloadable_links l WHERE l.product_id = p.id) ORDER BY p.id LIMIT 1`,
      )
    )[0]!;
    const blik = { shipping: null, payment: "vue_payu_gateway_blik", additional: { authorization_code: "777123" } };
    const waiver = { rules: true, digital_content_waiver: true };
    expectError(await place(orderBody([{ sku: ebook.sku, qty: 1 }], { ...blik, checkout: { consents: waiver } })), 400, "ACCOUNT_REQUIRED");
    const withAccount = await place(
      orderBody([{ sku: ebook.sku, qty: 1 }], { ...blik, checkout: { consents: waiver, create_account: { password: "Kiosk-2026!" } } }),
    );
    expect(withAccount.status, JSON.stringify(withAccount.body)).toBe(200);

    const sub = (
      await t.db.query<{ sku: string; option: number }>(
        `SELECT p.sku, n.id AS option FROM products p JOIN subscription_number_options n ON n.product_id = p.id
         WHERE p.type_id = 'subscription' AND NOT p.is_recurring_payment AND p.status = 1 AND p.visibility > 1 AND n.price > 0
           AND NOT (p.sku = ANY($1::text[])) ORDER BY p.id DESC, n.id LIMIT 1`,
        [used],
      )
    )[0]!;
    used.push(sub.sku);
    const gift = { extension_attributes: { subscription_options: { number_option_id: sub.option, starting_number_id: null, is_gift: true } } };
    const online = { payment: "vue_payu_gateway" };
    const refused = await place(orderBody([{ sku: sub.sku, qty: 1, product_option: gift }], online));
    expectError(refused, 400, "GIFT_RECIPIENT_REQUIRED");
    expect(refused.body.result.details).toEqual([{ field: "checkout.gift_recipient", message: "Field is required" }]);
    const recipient = {
      firstname: "Ala",
      lastname: "Nowak",
      street: ["ul. Lipowa 3"],
      city: "Kraków",
      postcode: "30-001",
      country_id: "PL",
      message: "Wszystkiego najlepszego!",
    };
    expectError(
      await place(
        orderBody([{ sku: sub.sku, qty: 1, product_option: gift }], { ...online, checkout: { gift_recipient: { ...recipient, postcode: "30001x" } } }),
      ),
      400,
      "VALIDATION_FAILED",
    );
    const placed = await place(
      orderBody([{ sku: sub.sku, qty: 1, product_option: gift }], { ...online, checkout: { gift_recipient: { ...recipient, postcode: "30001" } } }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const row = (await t.db.query<{ gift_recipient: unknown }>("SELECT gift_recipient FROM orders WHERE id = $1", [placed.body.result.backendOrderId]))[0]!;
    expect(row.gift_recipient).toEqual(recipient);
    // not a gift: the recipient sent anyway is not kept
    const plain = await place(
      orderBody(
        [
          {
            sku: sub.sku,
            qty: 1,
            product_option: { extension_attributes: { subscription_options: { number_option_id: sub.option, starting_number_id: null } } },
          },
        ],
        {
          ...online,
          checkout: { gift_recipient: recipient },
        },
      ),
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(
      (await t.db.query<{ gift_recipient: unknown }>("SELECT gift_recipient FROM orders WHERE id = $1", [plain.body.result.backendOrderId]))[0]!.gift_recipient,
    ).toBeNull();
  });

  it("places nothing when the total the shopper saw is not the order's total (TOTAL_CHANGED with the right total); the right one places it", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const before = await stockOf(book.id);
    const seen = (expected: number) => orderBody([{ sku: book.sku, qty: 1 }], { checkout: { expected_grand_total: expected } });
    const refused = await place(seen(book.price / 100));
    expectError(refused, 409, "TOTAL_CHANGED");
    const total = refused.body.result.details[0].grand_total as number;
    // cash on delivery (the default of orderBody): the courier and the fee
    expect(gr(total)).toBe(book.price + COURIER + FEE);
    expect(await stockOf(book.id)).toEqual(before);
    const placed = await place(seen(total));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.grand_total).toBe(total);
  });

  it("is charged by the delivery rules: cash on delivery adds its fee, a subscription travels free and is never paid on delivery, a letter takes magazines only", async () => {
    const shippingOf = async (res: Res) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (await t.db.query<{ shipping_gross: number }>("SELECT shipping_gross FROM orders WHERE id = $1", [res.body.result.backendOrderId]))[0]!
        .shipping_gross;
    };
    const book = await pickProduct(t, { taxClass: 1, types: ["simple"] });
    const online = { payment: "vue_payu_gateway" };
    // paid online: the courier's price (free from the threshold); on delivery: the courier and the fee, always
    expect(await shippingOf(await place(orderBody([{ sku: book.sku, qty: 1 }], online)))).toBe(book.price >= THRESHOLD ? 0 : COURIER);
    expect(await shippingOf(await place(orderBody([{ sku: book.sku, qty: 1 }])))).toBe(COURIER + FEE);
    // ORLEN Paczka does not collect: cash on delivery is refused there
    expectError(
      await place(orderBody([{ sku: book.sku, qty: 1 }], { carrier: "orlen", method: "paczka", point: "OP-KRA-0064" })),
      400,
      "PAYMENT_METHOD_NOT_AVAILABLE",
    );

    const sub = (
      await t.db.query<{ sku: string; option: number; price: number }>(
        `SELECT p.sku, n.id AS option, n.price FROM products p JOIN subscription_number_options n ON n.product_id = p.id
         WHERE p.type_id = 'subscription' AND NOT p.is_recurring_payment AND p.status = 1 AND p.visibility > 1 AND n.price > 0
           AND NOT (p.sku = ANY($1::text[])) ORDER BY p.id DESC, n.id LIMIT 1`,
        [used],
      )
    )[0]!;
    used.push(sub.sku);
    const subLine = {
      sku: sub.sku,
      qty: 1,
      product_option: { extension_attributes: { subscription_options: { number_option_id: sub.option, starting_number_id: null } } },
    };
    // cash on delivery is refused for a subscription, alone or with a book, and nothing is written
    const cod = orderBody([subLine]);
    expectError(await place(cod), 400, "PAYMENT_METHOD_NOT_AVAILABLE", "This payment method is not available for this cart.");
    expectError(await place(orderBody([subLine, { sku: book.sku, qty: 1 }])), 400, "PAYMENT_METHOD_NOT_AVAILABLE");
    expect((await t.db.query("SELECT 1 FROM orders WHERE client_order_id = $1", [cod.order_id])).length).toBe(0);
    // delivered free, whatever its price; with a book, the book's delivery is charged and the subscription does not count towards free delivery
    const alone = await place(orderBody([subLine], online));
    expect(await shippingOf(alone)).toBe(0);
    expect(gr(alone.body.result.grand_total)).toBe(sub.price);
    expect(await shippingOf(await place(orderBody([subLine, { sku: book.sku, qty: 1 }], online)))).toBe(book.price >= THRESHOLD ? 0 : COURIER);

    // a registered letter (Poczta Polska) takes magazines and subscriptions, not a book
    const letter = { ...online, carrier: "pocztapolska", method: "polecony" };
    expectError(await place(orderBody([{ sku: book.sku, qty: 1 }], letter)), 400, "SHIPPING_METHOD_NOT_AVAILABLE");
    const issue = await pickProduct(t, { taxClass: 2, types: ["single_number"] }).catch(() => pickProduct(t, { taxClass: 1, types: ["single_number"] }));
    const letterPrice = DELIVERY_RULES.carriers.find((c) => c.carrierCode === "pocztapolska")!.gross;
    expect(await shippingOf(await place(orderBody([{ sku: issue.sku, qty: 1 }], letter)))).toBe(issue.price >= THRESHOLD ? 0 : letterPrice);
    expect(await shippingOf(await place(orderBody([subLine], letter)))).toBe(0);
  });

  it("429 RATE_LIMITED past the per-IP order attempts, with Retry-After", async () => {
    const { buildApp } = await import("../../app.ts");
    const strict = await buildApp({ config: { ...t.config, ORDER_ATTEMPTS_PER_IP: 2 }, db: t.db, logger: false });
    try {
      await t.db.query("DELETE FROM rate_limit_hits WHERE key LIKE 'order:%'");
      const send = () => strict.inject({ method: "POST", url: "/api/order", payload: { order_id: "x" } });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().result.error).toBe("RATE_LIMITED");
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});
