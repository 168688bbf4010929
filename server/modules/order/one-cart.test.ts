/**
 * One cart gives one order (docs/reliability.md): checkouts of one cart with different order ids, at once or one
 * after the other, in one process or (with DATABASE_URL) in two, make one order; the others get
 * 409 CART_ALREADY_ORDERED naming that order's number, told only to whoever can reach the cart.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { client, makeCustomer, type Res } from "../cart/test-support.ts";

let t: TestContext;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await setupTestApp();
  api = client(t);
});
afterAll(async () => t?.close());

/** A product with plenty of stock, away from the ends of the catalogue the other order and cart suites pick from. */
async function plentiful(): Promise<string> {
  const rows = await t.db.query<{ sku: string }>(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND s.is_in_stock AND s.manage_stock
       AND s.backorders = 0 AND s.qty >= 50 AND s.max_sale_qty >= 2
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY md5(p.sku) LIMIT 1`,
  );
  if (!rows[0]) throw new Error("no product with plenty of stock in the test catalogue");
  return rows[0].sku;
}

function orderBody(sku: string, cartId: string | number) {
  const billing = {
    firstname: "Jan",
    lastname: "Kowalski",
    street: ["ul. Prosta 49"],
    city: "Warszawa",
    postcode: "00-838",
    country_id: "PL",
    telephone: "600100200",
    email: `one-cart-${randomUUID().slice(0, 8)}@example.com`,
  };
  return {
    order_id: randomUUID(),
    user_id: "",
    cart_id: String(cartId),
    products: [{ sku, qty: 1, price: 1, name: "x", checksum: "x" }],
    addressInformation: {
      billingAddress: billing,
      shippingAddress: { ...billing, email: undefined },
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

async function guestCart(sku: string, a = api): Promise<string> {
  const cartId = (await a.post("/api/cart/create?token=")).body.result as string;
  const added = await a.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return cartId;
}

const ordersOfCart = async (cartId: string | number) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders o JOIN carts c ON c.id = o.cart_id WHERE c.guest_token = $1::text OR c.id::text = $1::text",
      [String(cartId)],
    )
  )[0]!.n;

/** One 200 and the rest 409 CART_ALREADY_ORDERED naming the winner's number. */
function oneWinner(answers: Res[]): string {
  const won = answers.filter((r) => r.status === 200);
  expect(won, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
  const number = won[0]!.body.result.orderNumber as string;
  for (const lost of answers.filter((r) => r.status !== 200)) expectConsumed(lost, number);
  return number;
}

function expectConsumed(res: Res, orderNumber: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.result.error).toBe("CART_ALREADY_ORDERED");
  expect(res.body.result.details).toEqual({ order_number: orderNumber });
}

describe("one cart, one order", () => {
  it("two checkouts of one guest cart at once with different order ids: one order, the other told its number", async () => {
    const sku = await plentiful();
    const cartId = await guestCart(sku);
    const [a, b] = [orderBody(sku, cartId), orderBody(sku, cartId)];
    const number = oneWinner(await Promise.all([api.post("/api/order", a), api.post("/api/order", b)]));
    expect(await ordersOfCart(cartId)).toBe(1);
    // the loser's retry with its own id (what the checkout page does) is the same answer, not a second order
    const lost = (await api.post("/api/order", a)).status === 200 ? b : a;
    expectConsumed(await api.post("/api/order", lost), number);
    expect(await ordersOfCart(cartId)).toBe(1);
    // the winner's retry is still its order
    const won = lost === a ? b : a;
    const again = await api.post("/api/order", won);
    expect(again.status).toBe(200);
    expect(again.body.result.orderNumber).toBe(number);
  });

  it("five checkouts of one cart at once, the server cart brought to other lines by some: one order", async () => {
    const sku = await plentiful();
    const cartId = await guestCart(sku);
    const bodies = Array.from({ length: 5 }, (_, i) => {
      const body = orderBody(sku, cartId);
      // some ask for two: the cart is changed to their lines (bringCartTo) before the order statement
      if (i % 2 === 1) body.products[0]!.qty = 2;
      return body;
    });
    oneWinner(await Promise.all(bodies.map((b) => api.post("/api/order", b))));
    expect(await ordersOfCart(cartId)).toBe(1);
  });

  it("a customer's cart ordered twice at once: one order; another customer naming that cart gets no number", async () => {
    const sku = await plentiful();
    const anna = await makeCustomer(t);
    const cartId = (await api.post("/api/cart/create", {}, anna.token)).body.result as number;
    expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, anna.token)).status).toBe(200);
    const number = oneWinner(
      await Promise.all([api.post("/api/order", orderBody(sku, cartId), anna.token), api.post("/api/order", orderBody(sku, cartId), anna.token)]),
    );
    expect(await ordersOfCart(cartId)).toBe(1);
    // the cart's number without its owner's token is not the proof: no word of the order that consumed it
    const stranger = await makeCustomer(t);
    for (const token of [stranger.token, undefined]) {
      const res = await api.post("/api/order", orderBody(sku, cartId), token);
      expect(JSON.stringify(res.body)).not.toContain(number);
      expect(res.body.result?.error).not.toBe("CART_ALREADY_ORDERED");
    }
    expect(await ordersOfCart(cartId)).toBe(1);
  });

  it("an ordered cart's token from another shopper's checkout still names the order (the token is the proof), never its contents", async () => {
    const sku = await plentiful();
    const cartId = await guestCart(sku);
    const first = await api.post("/api/order", orderBody(sku, cartId));
    expect(first.status).toBe(200);
    const res = await api.post("/api/order", orderBody(sku, cartId));
    expectConsumed(res, first.body.result.orderNumber);
    expect(Object.keys(res.body.result).sort()).toEqual(["details", "error", "message"].sort());
  });
});

describe.runIf(process.env.DATABASE_URL)("one cart, one order across two processes", () => {
  let two: TestContext;
  beforeAll(async () => {
    two = await setupTestApp();
  });
  afterAll(async () => two?.close());

  it("checkouts of one cart split over two processes make one order", async () => {
    const other = client(two);
    const sku = await plentiful();
    for (let round = 0; round < 3; round++) {
      const cartId = await guestCart(sku);
      const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => (i % 2 === 0 ? api : other).post("/api/order", orderBody(sku, cartId))));
      oneWinner(answers);
      expect(await ordersOfCart(cartId)).toBe(1);
    }
  });
});
