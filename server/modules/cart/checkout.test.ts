/** /api/cart totals, delivery and payment methods, coupons and the guest → customer merge. */
import { describe, expect, it } from "vitest";
import { DELIVERY_RULES } from "../../../domain/delivery-rules.ts";
import { cartTestApp, makeCustomer, pickProduct, tshirtChild, type Res } from "./test-support.ts";

const app = cartTestApp();

const guestCart = async () => (await app.api.post("/api/cart/create?token=")).body.result as string;
const add = async (cartId: string | number, cartItem: Record<string, unknown>, token?: string) => {
  const res = await app.api.post(`/api/cart/update?cartId=${cartId}`, { cartItem }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};
const totals = async (cartId: string | number, token?: string) => {
  const res: Res = await app.api.get(`/api/cart/totals?cartId=${cartId}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-cache, no-store");
  return res.body.result;
};
const gr = (pln: number) => Math.round(pln * 100);
/** The delivery rules the cart charges by (domain/delivery-rules.ts). */
const carrier = (code: string) => DELIVERY_RULES.carriers.find((c) => c.carrierCode === code)!.gross;
const COURIER = carrier("flatrate");
const FEE = DELIVERY_RULES.cashOnDelivery.feeGross;
const THRESHOLD = DELIVERY_RULES.freeDelivery.thresholdGross!;
const segment = (tot: any, code: string) => tot.total_segments.find((s: any) => s.code === code);

/** A cart with a book (5 %), a magazine (8 %) ×2 and a T-shirt (23 %). */
async function mixedCart() {
  const cartId = await guestCart();
  const book = await pickProduct(app.t, { taxClass: 1 });
  const magazine = await pickProduct(app.t, { taxClass: 2 });
  const { child, options } = await tshirtChild(app.t, { inStock: true });
  await add(cartId, { sku: book.sku, qty: 1 });
  await add(cartId, { sku: magazine.sku, qty: 2 });
  await add(cartId, { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } });
  return { cartId, book, magazine, child, goods: book.price + 2 * magazine.price + child.price };
}

function expectAddsUp(tot: any) {
  const items = tot.items as any[];
  const sum = (f: (i: any) => number) => items.reduce((s, i) => s + gr(f(i)), 0);
  expect(sum((i) => i.row_total_incl_tax)).toBe(gr(tot.subtotal_incl_tax));
  expect(sum((i) => i.row_total)).toBe(gr(tot.subtotal));
  expect(gr(tot.subtotal_incl_tax) + gr(tot.discount_amount) + gr(tot.shipping_incl_tax)).toBe(gr(tot.grand_total));
  expect(sum((i) => i.row_total_with_discount) + sum((i) => i.tax_amount) + gr(tot.shipping_amount) + gr(tot.shipping_tax_amount)).toBe(gr(tot.grand_total));
  const details = segment(tot, "tax").extension_attributes.tax_grandtotal_details as any[];
  expect(details.reduce((s, d) => s + gr(d.amount), 0)).toBe(gr(tot.tax_amount));
  expect(gr(segment(tot, "grand_total").value)).toBe(gr(tot.grand_total));
  for (const i of items) expect(gr(i.row_total_with_discount) + gr(i.tax_amount)).toBe(gr(i.row_total_incl_tax) - gr(i.discount_amount));
}

describe("totals", () => {
  it("prices a mixed cart from the catalogue: VAT 5/8/23 %, shipping taxed like the goods, adding up to the grosz", async () => {
    const { cartId, book, magazine, child, goods } = await mixedCart();
    const tot = await totals(cartId);
    expect(tot.items.map((i: any) => i.tax_percent)).toEqual([5, 8, 23]);
    expect(tot.items.map((i: any) => gr(i.price_incl_tax))).toEqual([book.price, magazine.price, child.price]);
    expect(tot.items_qty).toBe(4);
    expect(gr(tot.subtotal_incl_tax)).toBe(goods);
    const shipping = goods >= THRESHOLD ? 0 : COURIER;
    expect(gr(tot.shipping_incl_tax)).toBe(shipping);
    expect(gr(tot.grand_total)).toBe(goods + shipping);
    expect(tot).not.toHaveProperty("coupon_code");
    expect(segment(tot, "discount")).toBeUndefined();
    expect(segment(tot, "tax").area).toBe("taxes");
    expect(segment(tot, "tax").extension_attributes.tax_grandtotal_details.map((d: any) => d.rates[0].percent)).toEqual(["5", "8", "23"]);
    expect(segment(tot, "grand_total").area).toBe("footer");
    expect(tot.extension_attributes.free_shipping_remaining).toBe(Math.max(0, THRESHOLD - goods) / 100);
    expectAddsUp(tot);
    // items[].options is a JSON string; the T-shirt line names its colour and size
    expect(typeof tot.items[2].options).toBe("string");
    const labels = JSON.parse(tot.items[2].options);
    expect(labels).toHaveLength(2);
    expect(labels[0]).toEqual({ label: expect.any(String), value: expect.any(String) });
    expect(JSON.parse(tot.items[0].options)).toEqual([]);
    expect(tot.items[2].item_id).toBe((await app.api.get(`/api/cart/pull?cartId=${cartId}`)).body.result[2].item_id);
  });

  it("follows the current catalogue price, never the client's", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1, exclude: [] });
    const line = await add(cartId, { sku: book.sku, qty: 1, price: 0.01, price_incl_tax: 0.01 });
    expect(gr((await totals(cartId)).items[0].price_incl_tax)).toBe(book.price);
    expect(line.price).toBe(book.price / 100);
  });

  it("delivers free from the threshold and reports what is left before it", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1, minQty: 20 });
    await add(cartId, { sku: book.sku, qty: 1 });
    const one = await totals(cartId);
    if (book.price < THRESHOLD) {
      expect(gr(one.shipping_incl_tax)).toBe(COURIER);
      expect(gr(one.extension_attributes.free_shipping_remaining)).toBe(THRESHOLD - book.price);
    }
    const qty = Math.min(20, Math.ceil(THRESHOLD / book.price));
    await add(cartId, { sku: book.sku, qty, item_id: one.items[0].item_id });
    const many = await totals(cartId);
    expect(gr(many.shipping_incl_tax)).toBe(0);
    expect(many.extension_attributes.free_shipping_remaining).toBe(0);
    expectAddsUp(many);
  });
});

describe("subscriptions", () => {
  it("price a subscription line at its chosen period, and refuse a period or first issue of another product", async () => {
    const periods = await app.t.db.query<{ sku: string; product_id: number; id: number; price: number; label: string }>(
      `SELECT p.sku, n.product_id, n.id, n.price, n.label FROM subscription_number_options n JOIN products p ON p.id = n.product_id
        WHERE p.type_id = 'subscription' AND p.status = 1 AND p.visibility > 1 AND n.price > 0 ORDER BY p.id, n.position, n.id LIMIT 20`,
    );
    const first = periods[0]!;
    const period = periods.filter((n) => n.product_id === first.product_id).at(-1)!;
    const other = periods.find((n) => n.product_id !== first.product_id);
    const start = (
      await app.t.db.query<{ id: number }>("SELECT id FROM subscription_starting_numbers WHERE product_id = $1 ORDER BY id LIMIT 1", [first.product_id])
    )[0];
    const cartId = await guestCart();
    const option = (numberOption: number, startId: number | null = start?.id ?? null) => ({
      extension_attributes: { subscription_options: { number_option_id: numberOption, starting_number_id: startId } },
    });
    const line = await add(cartId, { sku: first.sku, qty: 1, product_option: option(period.id) });
    expect(line.price).toBe(period.price / 100);
    expect(line.product_option).toEqual(option(period.id));
    const tot = await totals(cartId);
    expect(gr(tot.items[0].price_incl_tax)).toBe(period.price);
    expect(JSON.parse(tot.items[0].options)).toEqual([{ label: "Okres prenumeraty", value: period.label }]);
    expect((await app.api.get(`/api/cart/pull?cartId=${cartId}`)).body.result[0].price).toBe(period.price / 100);
    const refusals = [await app.api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: first.sku, qty: 1, product_option: option(999_999) } })];
    if (other)
      refusals.push(await app.api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: first.sku, qty: 1, product_option: option(other.id) } }));
    refusals.push(
      await app.api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: first.sku, qty: 1, product_option: option(period.id, 999_999) } }),
    );
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.body.result.error).toBe("UNKNOWN_CONFIGURATION");
    }
  });
  it("keep two periods of one magazine as two lines: 12 issues added to a cart holding 6 issues is a new line, not quantity 2", async () => {
    const rows = await app.t.db.query<{ sku: string; id: number; numbers: number; price: number }>(
      `SELECT p.sku, n.id, n.numbers, n.price FROM subscription_number_options n JOIN products p ON p.id = n.product_id
        WHERE p.type_id = 'subscription' AND p.status = 1 AND p.visibility > 1 AND n.numbers IN (6, 12)
          AND (SELECT count(*) FROM subscription_number_options m WHERE m.product_id = p.id AND m.numbers IN (6, 12)) = 2
        ORDER BY p.id, n.numbers LIMIT 2`,
    );
    const [six, twelve] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect([six.numbers, twelve.numbers, six.sku]).toEqual([6, 12, twelve.sku]);
    const option = (id: number, gift = false) => ({
      extension_attributes: { subscription_options: { number_option_id: id, starting_number_id: null, ...(gift ? { is_gift: true } : {}) } },
    });
    const cartId = await guestCart();
    const first = await add(cartId, { sku: six.sku, qty: 1, product_option: option(six.id) });
    const second = await add(cartId, { sku: six.sku, qty: 1, product_option: option(twelve.id) });
    expect(second.item_id).not.toBe(first.item_id);
    const asGift = await add(cartId, { sku: six.sku, qty: 1, product_option: option(twelve.id, true) });
    expect(asGift.item_id).not.toBe(second.item_id);
    expect(asGift.product_option).toEqual(option(twelve.id, true));
    // The client sends the merged quantity of the line it found equal (domain/cart-line.ts productsEquals).
    const again = await add(cartId, { sku: six.sku, qty: 2, product_option: option(six.id) });
    expect(again.item_id).toBe(first.item_id);
    expect(again.qty).toBe(2);
    const lines = (await totals(cartId)).items.map((i: { qty: number; price_incl_tax: number }) => [i.qty, gr(i.price_incl_tax)]);
    expect(lines.sort()).toEqual(
      [
        [2, six.price],
        [1, twelve.price],
        [1, twelve.price],
      ].sort(),
    );
  });
});

describe("delivery and payment methods", () => {
  it("lists the rules' carriers (the courier 14,99 zł gross, default), net following the cart's rates; a letter takes no book", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1, types: ["simple"] });
    await add(cartId, { sku: book.sku, qty: 1 });
    const res = await app.api.post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "PL" } });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache, no-store");
    const methods = res.body.result;
    expect(methods.map((m: any) => `${m.carrier_code}/${m.method_code}`)).toEqual([
      "flatrate/flatrate",
      "inpost/paczkomat",
      "orlen/paczka",
      "pocztapolska/polecony",
    ]);
    const free = book.price >= THRESHOLD;
    expect(methods.map((m: any) => gr(m.price_incl_tax))).toEqual(free ? [0, 0, 0, 0] : [1499, 1299, 999, 750]);
    expect(methods[0]).toMatchObject({ default: true, available: true });
    // only books in the cart: shipping at 5 % → 14.99 / 1.05 = 14.28 net
    if (!free) expect(methods[0].amount).toBe(14.28);
    expect(methods.map((m: any) => m.available)).toEqual([true, true, true, false]);
    expect(methods[3].error_message).toBe("This delivery method cannot carry some products of this cart.");
    // each country its own carriers (server/modules/order/abroad.test.ts); none for a country not served
    const abroad = await app.api.post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "DE" } });
    expect(abroad.body.result.map((m: any) => `${m.carrier_code}/${m.method_code}`)).toEqual(["dhl/de"]);
    expect((await app.api.post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "FR" } })).body.result).toEqual([]);
    const bad = await app.api.post(`/api/cart/shipping-methods?cartId=${cartId}`, {});
    expect(bad.status).toBe(400);
    expect(bad.body.result.error).toBe("VALIDATION_FAILED");
  });

  it("stores the address and method (camelCase or snake_case) and answers payment methods and totals", async () => {
    const { cartId } = await mixedCart();
    const res = await app.api.post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shipping_address: { country_id: "PL", city: "Kraków", postcode: "30-001", street: ["Rynek 1"], firstname: "Anna", lastname: "Nowak" },
        billingAddress: { countryId: "PL" },
        shipping_carrier_code: "inpost",
        shipping_method_code: "paczkomat",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { totals: tot, payment_methods } = res.body.result;
    expect(payment_methods.map((m: any) => m.code)).toContain("cashondelivery");
    if (gr(tot.subtotal_incl_tax) < 19900) expect(gr(tot.shipping_incl_tax)).toBe(1299);
    expect(segment(tot, "shipping").title).toContain("InPost");
    expectAddsUp(tot);
    // stored: plain totals now use the locker too
    expect(segment(await totals(cartId), "shipping").title).toContain("InPost");
    const collected = await app.api.post(`/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { shippingCarrierCode: "orlen", shippingMethodCode: "paczka", paymentMethod: { method: "vue_payu_gateway_blik" } },
    });
    expect(collected.status).toBe(200);
    expect(segment(collected.body.result, "shipping").title).toContain("ORLEN");
    const wrong = await app.api.post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingCarrierCode: "dhl", shippingMethodCode: "x" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.error).toBe("SHIPPING_METHOD_NOT_AVAILABLE");
    expect((await app.api.post(`/api/cart/collect-totals?cartId=${cartId}`, {})).status).toBe(400);
  });

  it("offers cash on delivery only when something is delivered, and the recurring gateway only for a recurring product", async () => {
    const physical = await guestCart();
    await add(physical, { sku: (await pickProduct(app.t, { taxClass: 1, types: ["simple"] })).sku, qty: 1 });
    const codes = async (cartId: string) => {
      const res = await app.api.get(`/api/cart/payment-methods?cartId=${cartId}`);
      expect(res.headers["cache-control"]).toBe("no-cache, no-store");
      return res.body.result.map((m: any) => m.code);
    };
    expect(await codes(physical)).toEqual(["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"]);
    const first = (await app.api.get(`/api/cart/payment-methods?cartId=${physical}`)).body.result[0];
    // what choosing it adds: the fee
    expect(first).toEqual({
      code: "cashondelivery",
      title: expect.any(String),
      cost: FEE / 100,
      cost_incl_tax: FEE / 100,
      default: true,
      offline: true,
      is_server_method: true,
    });

    const virtualOnly = await guestCart();
    const ebook = (
      await app.t.db.query<{ sku: string }>(
        `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.type_id IN ('downloadable', 'virtual') AND p.status = 1 AND p.price > 0
         AND p.visibility > 1 AND (NOT s.manage_stock OR (s.is_in_stock AND s.qty > 0)) ORDER BY p.id LIMIT 1`,
      )
    )[0]!.sku;
    await add(virtualOnly, { sku: ebook, qty: 1 });
    expect(await codes(virtualOnly)).toEqual(["vue_payu_gateway", "vue_payu_gateway_blik"]);
    const tot = await totals(virtualOnly);
    expect(segment(tot, "shipping")).toBeUndefined();
    expect(tot.shipping_incl_tax).toBe(0);

    const recurring = (
      await app.t.db.query<{ sku: string }>(
        `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.is_recurring_payment AND p.status = 1 AND p.price > 0 AND p.visibility > 1
         AND (NOT s.manage_stock OR (s.is_in_stock AND s.qty > 0)) ORDER BY p.id LIMIT 1`,
      )
    )[0];
    if (recurring) {
      const cart = await guestCart();
      await add(cart, { sku: recurring.sku, qty: 1 });
      expect(await codes(cart)).toContain("vue_payu_gateway_recurring");
    }
  });
});

describe("delivery rules: cash on delivery, subscriptions, free delivery", () => {
  const quote = (cartId: string, carrierCode: string, methodCode: string, paymentMethod?: string) =>
    app.api.post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { country_id: "PL", city: "Kraków", postcode: "30-001", street: ["Rynek 1"], firstname: "Anna", lastname: "Nowak" },
        shippingCarrierCode: carrierCode,
        shippingMethodCode: methodCode,
        ...(paymentMethod ? { paymentMethod } : {}),
      },
    });
  const codes = (res: Res) => res.body.result.payment_methods.map((m: any) => m.code);
  const subscriptionLine = async () => {
    const n = (
      await app.t.db.query<{ sku: string; id: number; price: number }>(
        `SELECT p.sku, n.id, n.price FROM products p JOIN subscription_number_options n ON n.product_id = p.id
         WHERE p.type_id = 'subscription' AND NOT p.is_recurring_payment AND p.status = 1 AND p.visibility > 1 AND n.price > 0 ORDER BY p.id, n.position LIMIT 1`,
      )
    )[0]!;
    return {
      sku: n.sku,
      qty: 1,
      price: n.price,
      product_option: { extension_attributes: { subscription_options: { number_option_id: n.id, starting_number_id: null } } },
    };
  };

  it("cash on delivery adds its fee to the quote and the totals (its own segment), and goes when the carrier does not collect", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1, types: ["simple"] });
    await add(cartId, { sku: book.sku, qty: 1 });
    const carrierPart = book.price >= THRESHOLD ? 0 : COURIER;
    const prepaid = await quote(cartId, "flatrate", "flatrate", "vue_payu_gateway");
    expect(prepaid.status, JSON.stringify(prepaid.body)).toBe(200);
    expect(gr(prepaid.body.result.totals.shipping_incl_tax)).toBe(carrierPart);
    expect(segment(prepaid.body.result.totals, "cod_fee")).toBeUndefined();

    const cod = await quote(cartId, "flatrate", "flatrate", "cashondelivery");
    expect(cod.status, JSON.stringify(cod.body)).toBe(200);
    const tot = cod.body.result.totals;
    // cash on delivery is never delivered free: the courier and the fee (14,99 + 5,00 = 19,99 zł)
    expect(gr(tot.shipping_incl_tax)).toBe(COURIER + FEE);
    expect(gr(segment(tot, "shipping").value)).toBe(COURIER);
    expect(gr(segment(tot, "cod_fee").value)).toBe(FEE);
    expect(gr(tot.grand_total)).toBe(book.price + COURIER + FEE);
    expect(tot.extension_attributes.free_shipping_remaining).toBeNull();
    expectAddsUp(tot);
    expect(cod.body.result.payment_methods.find((m: any) => m.code === "cashondelivery").cost_incl_tax).toBe((COURIER + FEE - carrierPart) / 100);
    // stored: the cart's own totals carry the fee too
    expect(gr((await totals(cartId)).grand_total)).toBe(book.price + COURIER + FEE);

    // ORLEN Paczka does not collect: the quote drops cash on delivery and its fee
    const orlen = await quote(cartId, "orlen", "paczka", "cashondelivery");
    expect(orlen.status, JSON.stringify(orlen.body)).toBe(200);
    expect(codes(orlen)).not.toContain("cashondelivery");
    expect(segment(orlen.body.result.totals, "cod_fee")).toBeUndefined();
    expect(gr(orlen.body.result.totals.shipping_incl_tax)).toBe(book.price >= THRESHOLD ? 0 : carrier("orlen"));
    // asked for explicitly, it is refused
    const collected = await app.api.post(`/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { shippingCarrierCode: "orlen", shippingMethodCode: "paczka", paymentMethod: { method: "cashondelivery" } },
    });
    expect(collected.status).toBe(400);
    expect(collected.body.result.error).toBe("PAYMENT_METHOD_NOT_AVAILABLE");
  });

  it("from the threshold the goods travel free, but not with cash on delivery", async () => {
    const cartId = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1, types: ["simple"], minQty: 20 });
    await add(cartId, { sku: book.sku, qty: Math.min(20, Math.ceil(THRESHOLD / book.price)) });
    const prepaid = (await quote(cartId, "flatrate", "flatrate", "vue_payu_gateway")).body.result;
    expect(gr(prepaid.totals.subtotal_incl_tax)).toBeGreaterThanOrEqual(THRESHOLD);
    expect(prepaid.totals.shipping_incl_tax).toBe(0);
    // choosing cash on delivery costs the courier and the fee
    expect(gr(prepaid.payment_methods.find((m: any) => m.code === "cashondelivery").cost_incl_tax)).toBe(COURIER + FEE);
    const cod = (await quote(cartId, "flatrate", "flatrate", "cashondelivery")).body.result.totals;
    expect(gr(cod.shipping_incl_tax)).toBe(COURIER + FEE);
  });

  it("a subscription travels free, does not count towards free delivery, and cannot be paid on delivery", async () => {
    const sub = await subscriptionLine();
    const alone = await guestCart();
    await add(alone, { sku: sub.sku, qty: 1, product_option: sub.product_option });
    const subQuote = await quote(alone, "flatrate", "flatrate", "cashondelivery");
    expect(subQuote.status, JSON.stringify(subQuote.body)).toBe(200);
    expect(codes(subQuote)).not.toContain("cashondelivery");
    expect(subQuote.body.result.totals.shipping_incl_tax).toBe(0);
    expect(gr(subQuote.body.result.totals.grand_total)).toBe(sub.price);
    const methods = (await app.api.post(`/api/cart/shipping-methods?cartId=${alone}`, { address: { country_id: "PL" } })).body.result;
    expect(methods.map((m: any) => [m.price_incl_tax, m.available])).toEqual(methods.map(() => [0, true]));
    expect((await app.api.get(`/api/cart/payment-methods?cartId=${alone}`)).body.result.map((m: any) => m.code)).not.toContain("cashondelivery");

    const mixed = await guestCart();
    const book = await pickProduct(app.t, { taxClass: 1, types: ["simple"] });
    await add(mixed, { sku: sub.sku, qty: 1, product_option: sub.product_option });
    await add(mixed, { sku: book.sku, qty: 1 });
    const tot = await totals(mixed);
    expect(gr(tot.shipping_incl_tax)).toBe(book.price >= THRESHOLD ? 0 : COURIER);
    expect(gr(tot.extension_attributes.free_shipping_remaining)).toBe(Math.max(0, THRESHOLD - book.price));
    expect((await app.api.get(`/api/cart/payment-methods?cartId=${mixed}`)).body.result.map((m: any) => m.code)).not.toContain("cashondelivery");
  });
});

describe("coupons", () => {
  it("applies WITAJ10 (10 %), shows it in totals, and removes it", async () => {
    const { cartId, goods } = await mixedCart();
    const applied = await app.api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=witaj10`);
    expect(applied.body).toEqual({ code: 200, result: true });
    expect((await app.api.get(`/api/cart/coupon?cartId=${cartId}`)).body.result).toBe("WITAJ10");
    const tot = await totals(cartId);
    expect(tot.coupon_code).toBe("WITAJ10");
    const discount = Math.round(goods / 10);
    expect(gr(tot.discount_amount)).toBe(-discount);
    expect(gr(segment(tot, "discount").value)).toBe(-discount);
    expect(tot.items.reduce((s: number, i: any) => s + gr(i.discount_amount), 0)).toBe(discount);
    expectAddsUp(tot);

    expect((await app.api.post(`/api/cart/delete-coupon?cartId=${cartId}`)).body.result).toBe(true);
    const after = await totals(cartId);
    expect(after).not.toHaveProperty("coupon_code");
    expect(after.discount_amount).toBe(0);
    expect((await app.api.get(`/api/cart/coupon?cartId=${cartId}`)).body.result).toBeNull();
  });

  it("refuses unknown and below-minimum codes with the specification's sentence, and says an expired code expired", async () => {
    const cartId = await guestCart();
    const cheap = (
      await app.t.db.query<{ sku: string }>(
        `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1
         AND p.price BETWEEN 100 AND 9000 AND p.special_price IS NULL AND s.is_in_stock AND s.qty > 0 AND s.manage_stock
         AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id) ORDER BY p.id LIMIT 1`,
      )
    )[0]!.sku;
    await add(cartId, { sku: cheap, qty: 1 });
    for (const [code, reason] of [
      ["NIEMA", "unknown"],
      ["KIOSK20", "min_subtotal"],
    ]) {
      const res = await app.api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`);
      expect(res.status).toBe(400);
      expect(res.body.result).toEqual({ error: "COUPON_INVALID", message: "The coupon code isn't valid. Verify the code and try again.", details: { reason } });
    }
    // issue 16: an expired code is not "invalid": its own code, whatever the case it is typed in
    for (const code of ["LATO2025", "lato2025"]) {
      const res = await app.api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`);
      expect(res.status).toBe(400);
      expect(res.body.result).toEqual({ error: "COUPON_EXPIRED", message: "The coupon code has expired.", details: { reason: "expired" } });
    }
    expect((await app.api.post(`/api/cart/apply-coupon?cartId=${cartId}`)).status).toBe(400);
    expect(await totals(cartId)).not.toHaveProperty("coupon_code");
  });

  it("counts a customer's uses against the per-customer limit", async () => {
    const c = await makeCustomer(app.t);
    const cartId = (await app.api.post("/api/cart/create", {}, c.token)).body.result;
    await add(cartId, { sku: (await pickProduct(app.t, { taxClass: 1 })).sku, qty: 1 }, c.token);
    const rule = (await app.t.db.query<{ id: number }>("SELECT id FROM sales_rules WHERE code = 'WITAJ10'"))[0]!;
    // an earlier order of this customer (its cart is gone; the id only has to be unique per rule)
    await app.t.db.query("INSERT INTO sales_rule_usage (rule_id, customer_id, cart_id) VALUES ($1, $2, $3)", [rule.id, c.id, -c.id]);
    const res = await app.api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=WITAJ10`, {}, c.token);
    expect(res.status).toBe(400);
    expect(res.body.result.details).toEqual({ reason: "customer_limit" });
  });
});

describe("closing a cart for an order (used by the order module)", () => {
  it("closes the cart once, counts the coupon once, and the customer then gets a new cart where the coupon is used up", async () => {
    const c = await makeCustomer(app.t);
    const cartId = (await app.api.post("/api/cart/create", {}, c.token)).body.result;
    await add(cartId, { sku: (await pickProduct(app.t, { taxClass: 1 })).sku, qty: 1 }, c.token);
    expect((await app.api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=WITAJ10`, {}, c.token)).status).toBe(200);
    expect(await app.t.app.services.cart.closeForOrder(app.t.db, cartId, "WITAJ10", c.id)).toEqual({ closed: true, couponCounted: true });
    expect(await app.t.app.services.cart.closeForOrder(app.t.db, cartId, "WITAJ10", c.id)).toEqual({ closed: false, couponCounted: false });
    expect((await app.api.get(`/api/cart/pull?cartId=${cartId}`, c.token)).status).toBe(404);
    const next = (await app.api.post("/api/cart/create", {}, c.token)).body.result;
    expect(next).not.toBe(cartId);
    await add(next, { sku: (await pickProduct(app.t, { taxClass: 1 })).sku, qty: 1 }, c.token);
    const again = await app.api.post(`/api/cart/apply-coupon?cartId=${next}&coupon=WITAJ10`, {}, c.token);
    expect(again.body.result.details).toEqual({ reason: "customer_limit" });
  });
});

describe("guest → customer merge", () => {
  it("adds quantities of the same line, carries the coupon over, closes the guest cart, and is idempotent", async () => {
    const c = await makeCustomer(app.t);
    const book = await pickProduct(app.t, { taxClass: 1, minQty: 5 });
    const magazine = await pickProduct(app.t, { taxClass: 2 });
    const customerCart = (await app.api.post("/api/cart/create", {}, c.token)).body.result;
    await add(customerCart, { sku: book.sku, qty: 2 }, c.token);
    const guest = await guestCart();
    await add(guest, { sku: book.sku, qty: 1 });
    await add(guest, { sku: magazine.sku, qty: 1 });
    expect((await app.api.post(`/api/cart/apply-coupon?cartId=${guest}&coupon=WITAJ10`)).status).toBe(200);

    const merged = await app.api.post("/api/cart/merge", { guestCartId: guest }, c.token);
    expect(merged.body).toEqual({ code: 200, result: customerCart });
    const lines = (await app.api.get(`/api/cart/pull?cartId=${customerCart}`, c.token)).body.result;
    expect(lines.map((l: any) => [l.sku, l.qty])).toEqual([
      [book.sku, 3],
      [magazine.sku, 1],
    ]);
    expect((await totals(customerCart, c.token)).coupon_code).toBe("WITAJ10");
    expect((await app.api.get(`/api/cart/pull?cartId=${guest}`)).status).toBe(404);

    const again = await app.api.post("/api/cart/merge", { guestCartId: guest }, c.token);
    expect(again.body).toEqual({ code: 200, result: customerCart });
    expect((await app.api.get(`/api/cart/pull?cartId=${customerCart}`, c.token)).body.result.map((l: any) => l.qty)).toEqual([3, 1]);
  });

  it("caps added quantities at the stock", async () => {
    const c = await makeCustomer(app.t);
    const book = await pickProduct(app.t, { taxClass: 1, minQty: 4 });
    const max = Math.min(book.qty, book.max_sale_qty);
    const customerCart = (await app.api.post("/api/cart/create", {}, c.token)).body.result;
    await add(customerCart, { sku: book.sku, qty: max - 1 }, c.token);
    const guest = await guestCart();
    await add(guest, { sku: book.sku, qty: 3 });
    expect((await app.api.post("/api/cart/merge", { guestCartId: guest }, c.token)).status).toBe(200);
    expect((await app.api.get(`/api/cart/pull?cartId=${customerCart}`, c.token)).body.result[0].qty).toBe(max);
  });

  it("needs a customer token, a well-formed id, and a cart not merged into someone else's", async () => {
    const guest = await guestCart();
    expect((await app.api.post("/api/cart/merge", { guestCartId: guest })).status).toBe(401);
    expect((await app.api.post("/api/cart/merge", { guestCartId: guest }, "bad-token")).status).toBe(401);
    const a = await makeCustomer(app.t);
    const b = await makeCustomer(app.t);
    expect((await app.api.post("/api/cart/merge", { guestCartId: "xyz" }, a.token)).status).toBe(400);
    expect((await app.api.post("/api/cart/merge", { guestCartId: "f".repeat(32) }, a.token)).status).toBe(404);
    expect((await app.api.post("/api/cart/merge", { guestCartId: guest }, a.token)).status).toBe(200);
    const stolen = await app.api.post("/api/cart/merge", { guestCartId: guest }, b.token);
    expect(stolen.status).toBe(404);
    expect(stolen.body.result.error).toBe("CART_NOT_FOUND");
  });
});

describe("line options in the shopper's language", () => {
  it("label configurable options, the subscription period, a gift and bundle options in the language of totals; Polish without one", async () => {
    const cartId = await guestCart();
    const { options } = await tshirtChild(app.t, { inStock: true });
    await add(cartId, { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } });
    const [period] = await app.t.db.query<{ id: number }>("SELECT id FROM subscription_number_options WHERE product_id = 3 AND numbers = 3");
    await add(cartId, {
      sku: "PR-000003",
      qty: 1,
      product_option: { extension_attributes: { subscription_options: { number_option_id: period!.id, starting_number_id: null, is_gift: true } } },
    });
    const parts = await app.t.db.query<{ option_id: number; id: number }>(
      `SELECT o.id AS option_id, min(bs.id) AS id FROM bundle_options o JOIN bundle_selections bs ON bs.option_id = o.id
        WHERE o.product_id = 23 AND o.required GROUP BY o.id, o.position ORDER BY o.position`,
    );
    await add(cartId, {
      sku: "PAK-000023",
      qty: 1,
      product_option: { extension_attributes: { bundle_options: parts.map((p) => ({ option_id: p.option_id, option_qty: 1, option_selections: [p.id] })) } },
    });
    const optionsOf = (tot: { items: { sku: string; options: string }[] }) => tot.items.map((i) => JSON.parse(i.options) as Record<string, string>[]);
    const withLang = async (lang: string) => {
      const res: Res = await app.api.get(`/api/cart/totals?cartId=${cartId}&lang=${lang}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return optionsOf(res.body.result);
    };
    const pl = optionsOf(await totals(cartId));
    expect(pl[0]!.map((o) => o.label)).toEqual(["Kolor", "Rozmiar"]);
    expect(pl[1]).toEqual([
      { label: "Okres prenumeraty", value: "3 wydania" },
      { label: "Prezent", value: "tak" },
    ]);
    expect(pl[2]!.map((o) => o.label)).toEqual(["Lato", "Zima", "Wiosna"]);
    expect(await withLang("pl")).toEqual(pl);

    const en = await withLang("en");
    expect(en[0]!.map((o) => o.label)).toEqual(["Colour", "Size"]);
    expect(["Black", "White"]).toContain(en[0]![0]!.value);
    expect(en[0]![1]!.value).toBe(pl[0]![1]!.value); // sizes read the same
    expect(en[1]).toEqual([
      { label: "Subscription period", value: "3 issues" },
      { label: "Gift", value: "yes" },
    ]);
    // a bundle's parts are products: their names stay Polish, and say so
    expect(en[2]).toEqual(pl[2]!.map((o, i) => ({ label: ["Summer", "Winter", "Spring"][i], value: o.value, value_lang: "pl" })));

    const de = await app.api.post(`/api/cart/shipping-information?cartId=${cartId}&lang=de`, {
      addressInformation: { shippingAddress: { country_id: "PL" }, shippingCarrierCode: "flatrate", shippingMethodCode: "flatrate" },
    });
    expect(de.status, JSON.stringify(de.body)).toBe(200);
    expect(optionsOf(de.body.result.totals)[1]).toEqual([
      { label: "Abonnementdauer", value: "3 Ausgaben" },
      { label: "Geschenk", value: "ja" },
    ]);
    expect((await app.api.get(`/api/cart/totals?cartId=${cartId}&lang=fr`)).status).toBe(400);
  });
});
