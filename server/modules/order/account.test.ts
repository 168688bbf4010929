/**
 * One path creates an account (customer/new-account.ts): registration and the order's "create an account" share
 * it, so both draw another loyalty-card number when the first collides, and neither calls that a taken e-mail.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loyaltyCardNumber } from "../../../domain/loyalty-card.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, PASSWORD, solvedBotToken } from "../../test/customers.ts";
import { client } from "../cart/test-support.ts";
import { loyaltyCardDraw } from "../customer/test-support.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ ...ACCOUNT_ENV, ORDER_ATTEMPTS_PER_IP: "100000" });
});
afterAll(async () => t?.close());
const draw = loyaltyCardDraw.next;
afterEach(() => {
  loyaltyCardDraw.next = draw;
});

/** A customer holding the card of `body`; the next draws give `body` again first, then fresh numbers. */
async function collideNextDrawWithAnExistingCard(): Promise<string> {
  const body = String(Date.now() % 10_000_000_000).padStart(10, "0");
  const taken = loyaltyCardNumber(body);
  await t.db.query(
    "INSERT INTO customers (email, firstname, lastname, password_hash, loyalty_card) VALUES ($1, 'Ewa', 'Kowal', 'x', $2) ON CONFLICT DO NOTHING",
    [`card-${randomUUID().slice(0, 8)}@example.com`, taken],
  );
  let first = true;
  loyaltyCardDraw.next = () => {
    if (!first) return draw();
    first = false;
    return body;
  };
  return taken;
}

const cardOf = async (email: string) =>
  (await t.db.query<{ loyalty_card: string }>("SELECT loyalty_card FROM customers WHERE email = $1", [email]))[0]?.loyalty_card;

describe("a loyalty-card number that collides", () => {
  it("is drawn again when an order creates the account (never EMAIL_TAKEN)", async () => {
    const product = (
      await t.db.query<{ sku: string }>(
        `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND s.is_in_stock AND s.qty >= 20
           AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
         ORDER BY p.id DESC OFFSET 10 LIMIT 1`,
      )
    )[0]!;
    const taken = await collideNextDrawWithAnExistingCard();
    const email = `order-card-${randomUUID().slice(0, 8)}@example.com`;
    const bill = {
      firstname: "Jan",
      lastname: "Nowak",
      street: ["ul. Prosta 1"],
      city: "Warszawa",
      postcode: "00-838",
      country_id: "PL",
      telephone: "600100200",
      email,
    };
    const res = await client(t).post("/api/order", {
      order_id: randomUUID(),
      cart_id: "",
      products: [{ sku: product.sku, qty: 1, price: 1 }],
      addressInformation: {
        billingAddress: bill,
        shippingAddress: { ...bill, email: undefined },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "cashondelivery",
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true }, create_account: { password: PASSWORD } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.accountCreated).toBe(true);
    const card = await cardOf(email);
    expect(card).toBeTruthy();
    expect(card).not.toBe(taken);
  });

  it("is drawn again at registration", async () => {
    const taken = await collideNextDrawWithAnExistingCard();
    const email = `reg-card-${randomUUID().slice(0, 8)}@example.com`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/create",
      payload: { customer: { email, firstname: "Anna", lastname: "Nowak" }, password: PASSWORD, gToken: await solvedBotToken(t.app) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const card = await cardOf(email);
    expect(card).toBeTruthy();
    expect(card).not.toBe(taken);
  });
});
