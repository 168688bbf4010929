/**
 * A stock Vue Storefront 1.12 client against the shop in VSF1 compatibility mode (docs/decisions/2026-11-27-vsf1-compat.md).
 * Every request is written as VSF 1.12 sends it: the URL templates of its default config (`config.cart.*_endpoint`,
 * `config.users.*`, `config.orders.endpoint`, `config.stock.endpoint`, `config.newsletter.endpoint`), the headers
 * and bodies of `core/data-resolver/*Service.ts`, and the browser's `Origin` (the client runs on another origin than
 * the API). The answers are read as the client reads them (`body.code`, `result`, `result.errorMessage`, key presence).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../test/helper.ts";
import { pickProduct } from "../modules/cart/test-support.ts";
import { movableClock, randomIp, uniqueEmail } from "../test/customers.ts";

/** Where VSF 1.12's default config serves the storefront (`http://localhost:3000`) and the API (`api.url`, `:8080`). */
const VSF_ORIGIN = "http://localhost:3000";
/** `core/data-resolver/UserService.ts` headers. */
const USER_HEADERS = { accept: "application/json, text/plain, */*", "content-type": "application/json" };
/** `core/data-resolver/CartService.ts`, OrderService, StockService, NewsletterService headers. */
const JSON_HEADERS = { "content-type": "application/json" };

const moved = movableClock();
let t: TestContext;
let strict: TestContext;

beforeAll(async () => {
  t = await setupTestApp({ VSF1_COMPAT: "true", CORS_ORIGINS: VSF_ORIGIN, BOTCHECK_MAX_NUMBER: "500" }, { clock: moved.clock });
  strict = await setupTestApp({ CORS_ORIGINS: VSF_ORIGIN });
});
afterAll(async () => {
  await t?.close();
  await strict?.close();
});

type Answer = { status: number; code: number; result: any; meta: any; headers: Record<string, unknown> };

/**
 * One `fetch` of the VSF1 client (`core/lib/sync/task.ts`): `body` is the string it JSON.stringify-ed, or undefined for
 * its body-less POSTs (which the browser sends with `Content-Length: 0`).
 */
async function vsf(
  method: "GET" | "POST" | "DELETE",
  url: string,
  opts: { body?: unknown; headers?: Record<string, string>; ip?: string; app?: TestContext } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { origin: VSF_ORIGIN, ...(opts.headers ?? JSON_HEADERS) };
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  if (method !== "GET" && payload === undefined) headers["content-length"] = "0";
  const res = await (opts.app ?? t).app.inject({ method, url, headers, payload, remoteAddress: opts.ip ?? "127.0.0.1" });
  expect(res.headers["content-type"]).toContain("application/json");
  const json = res.json();
  return { status: res.statusCode, code: json.code, result: json.result, meta: json.meta, headers: res.headers };
}

/** `config.cart` URL templates with `{{token}}` and `{{cartId}}` replaced as `core/lib/sync/task.ts` getUrl does. */
const cartUrl = (path: string, token: string, cartId?: string | number, extra = "") =>
  `/api/cart/${path}?token=${token}${cartId === undefined ? "" : `&cartId=${cartId}`}${extra}`;

describe("CORS for the configured origins", () => {
  it("answers the preflight of a VSF1 POST and allows the origin on the answer", async () => {
    const pre = await t.app.inject({
      method: "OPTIONS",
      url: "/api/cart/create?token=",
      headers: { origin: VSF_ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe(VSF_ORIGIN);
    expect(pre.headers["access-control-allow-methods"]).toContain("POST");
    expect(pre.headers["access-control-allow-headers"]).toBe("content-type");
    const created = await vsf("POST", cartUrl("create", ""));
    expect(created.headers["access-control-allow-origin"]).toBe(VSF_ORIGIN);
    expect(created.headers["vary"]).toContain("Origin");
  });

  it("allows no other origin", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/cart/create?token=", headers: { origin: "https://evil.example", "content-length": "0" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    const pre = await t.app.inject({
      method: "OPTIONS",
      url: "/api/cart/create",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("cart (core/modules/cart, CartService.ts)", () => {
  it("connects a guest cart with the body-less JSON POST, syncs a line, totals, and applies and deletes a coupon", async () => {
    const created = await vsf("POST", cartUrl("create", ""));
    expect(created.code).toBe(200);
    const cartId = created.result as string;
    expect(cartId).toMatch(/^[0-9a-f]{32}$/);

    const pulled = await vsf("GET", cartUrl("pull", "", cartId));
    expect(pulled).toMatchObject({ code: 200, result: [] });

    const book = await pickProduct(t, { taxClass: 1 });
    const updated = await vsf("POST", cartUrl("update", "", cartId), { body: { cartItem: { sku: book.sku, qty: 2, quoteId: cartId } } });
    expect(updated.code).toBe(200);
    expect(updated.result).toMatchObject({ sku: book.sku, qty: 2, quote_id: cartId, item_id: expect.any(Number) });

    const totals = await vsf("GET", cartUrl("totals", "", cartId));
    expect(totals.code).toBe(200);
    expect(totals.result.items[0].item_id).toBe(updated.result.item_id);
    expect(totals.result).not.toHaveProperty("coupon_code");

    const applied = await vsf("POST", cartUrl("apply-coupon", "", cartId, "&coupon=PRENUMERATA5"));
    expect(applied).toMatchObject({ code: 200, result: true });
    expect((await vsf("GET", cartUrl("totals", "", cartId))).result.coupon_code).toBe("PRENUMERATA5");
    const removed = await vsf("POST", cartUrl("delete-coupon", "", cartId));
    expect(removed).toMatchObject({ code: 200, result: true });
    expect((await vsf("GET", cartUrl("totals", "", cartId))).result).not.toHaveProperty("coupon_code");

    const methods = await vsf("GET", cartUrl("payment-methods", "", cartId));
    expect(methods.code).toBe(200);
    const shipping = await vsf("POST", cartUrl("shipping-methods", "", cartId), { body: { address: { country_id: "PL" } } });
    expect(shipping.code).toBe(200);

    const deleted = await vsf("POST", cartUrl("delete", "", cartId), {
      body: { cartItem: { sku: book.sku, item_id: updated.result.item_id, quoteId: cartId } },
    });
    expect(deleted).toMatchObject({ code: 200, result: true });
  });

  it("answers an invalid coupon and an unknown sku with a message string the client shows as its toast", async () => {
    const cartId = (await vsf("POST", cartUrl("create", ""))).result;
    const coupon = await vsf("POST", cartUrl("apply-coupon", "", cartId, "&coupon=LATO2025"));
    expect(coupon.code).toBe(400);
    expect(typeof coupon.result).toBe("string");
    expect(coupon.result).toMatch(/expired/i);
    expect(coupon.meta.error).toBe("COUPON_EXPIRED");
    const unknown = await vsf("POST", cartUrl("update", "", cartId), { body: { cartItem: { sku: "NO-SUCH-SKU", qty: 1, quoteId: cartId } } });
    expect(unknown.code).not.toBe(200);
    expect(typeof unknown.result).toBe("string");
  });

  it("keeps the strict dialect for the shop's own storefront (no Origin) and when compatibility is off", async () => {
    const own = await t.app.inject({
      method: "POST",
      url: "/api/cart/apply-coupon?cartId=x&coupon=A",
      headers: { "content-type": "application/json", "content-length": "0" },
    });
    expect(own.json().result).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const off = await vsf("POST", cartUrl("apply-coupon", "", "x", "&coupon=A"), { app: strict });
    expect(off.result).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    // The empty JSON body is no body everywhere: the cart connects in the strict dialect too.
    expect((await vsf("POST", cartUrl("create", ""), { app: strict })).code).toBe(200);
  });
});

/** `UserService.register` then `login` and `getProfile`, as the client does after a 200 (docs/api.md §2). */
async function registerAndLogin(ip = randomIp()) {
  const email = uniqueEmail("vsf");
  const password = "Tajne-haslo1";
  const created = await vsf("POST", "/api/user/create", {
    body: { customer: { email, firstname: "Jan", lastname: "Kowalski" }, password },
    headers: USER_HEADERS,
    ip,
  });
  expect(created.code).toBe(200);
  const login = await vsf("POST", "/api/user/login", { body: { username: email, password }, headers: USER_HEADERS, ip });
  expect(login.code).toBe(200);
  return { email, password, id: created.result.id as number, token: login.result as string, refreshToken: login.meta.refreshToken as string };
}

const meUrl = (token: string) => `/api/user/me?token=${token}`;

describe("user (core/modules/user, UserService.ts)", () => {
  it("registers without a bot check, counting the IP's registrations instead", async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) await registerAndLogin(ip);
    const fourth = await vsf("POST", "/api/user/create", {
      body: { customer: { email: uniqueEmail("vsf"), firstname: "Jan", lastname: "Kowalski" }, password: "Tajne-haslo1" },
      headers: USER_HEADERS,
      ip,
    });
    expect(fourth.code).toBe(429);
    expect(typeof fourth.result).toBe("string");
    // The shop's own storefront still needs its bot check.
    const own = await t.app.inject({
      method: "POST",
      url: "/api/user/create",
      payload: { customer: { email: uniqueEmail("own"), firstname: "Jan", lastname: "Kowalski" }, password: "Tajne-haslo1" },
      remoteAddress: randomIp(),
    });
    expect(own.json().result.error).toBe("BOT_CHECK_FAILED");
  });

  it("answers registration refusals with a string Register.ts can test with includes('password') / includes('email')", async () => {
    const taken = await registerAndLogin();
    const weak = await vsf("POST", "/api/user/create", {
      body: { customer: { email: uniqueEmail(), firstname: "A", lastname: "B" }, password: "abc" },
      headers: USER_HEADERS,
    });
    expect(weak.code).toBe(400);
    expect(weak.result.includes("password")).toBe(true);
    const dup = await vsf("POST", "/api/user/create", {
      body: { customer: { email: taken.email, firstname: "A", lastname: "B" }, password: "Tajne-haslo1" },
      headers: USER_HEADERS,
    });
    expect(dup.code).toBe(409);
    expect(dup.result.includes("email")).toBe(true);
  });

  it("omits empty optional fields in /me, gives a groupToken, and lets My Account create the first and the company address", async () => {
    const c = await registerAndLogin();
    const me = await vsf("GET", meUrl(c.token), { headers: USER_HEADERS });
    expect(me.code).toBe(200);
    expect(me.result).not.toHaveProperty("default_shipping");
    expect(me.result).not.toHaveProperty("default_billing");
    expect(me.result.groupToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // UserShippingDetails.updateDetails: no default_shipping key → push a new address with default_shipping: true,
    // the telephone only when typed; then pick(config.users.allowModification); the profile as the client holds it.
    const current = me.result;
    const shipping = {
      firstname: "Jan",
      lastname: "Kowalski",
      street: ["Długa", "5"],
      city: "Kraków",
      region: { region: "małopolskie" },
      country_id: "PL",
      postcode: "31-147",
      default_shipping: true,
    };
    const first = await vsf("POST", meUrl(c.token), {
      body: {
        customer: { firstname: current.firstname, lastname: current.lastname, email: current.email, addresses: [shipping], groupToken: current.groupToken },
      },
    });
    expect(first.code).toBe(200);
    expect(first.result.default_shipping).toBe(first.result.addresses[0].id);
    expect(first.result.addresses[0]).not.toHaveProperty("telephone");
    expect(first.result).not.toHaveProperty("default_billing");

    // UserAccount's company address: a second address with company and vat_id, default_billing.
    const company = {
      ...shipping,
      default_shipping: undefined,
      company: "Kiosk Prasowy sp. z o.o.",
      vat_id: "5261588130",
      telephone: "601234567",
      default_billing: true,
    };
    const second = await vsf("POST", meUrl(c.token), {
      body: { customer: { firstname: "Jan", lastname: "Kowalski", email: c.email, addresses: [...first.result.addresses, company] } },
    });
    expect(second.code).toBe(200);
    expect(second.result.addresses).toHaveLength(2);
    expect(second.result.default_billing).toBe(second.result.addresses.find((a: { company?: string }) => a.company)?.id);
    expect(second.result.default_shipping).toBe(first.result.default_shipping);

    // The shop's own storefront still needs the telephone.
    const own = await t.app.inject({
      method: "POST",
      url: "/api/user/me",
      headers: { authorization: `Bearer ${c.token}` },
      payload: { customer: { firstname: "Jan", lastname: "Kowalski", email: c.email, addresses: [shipping] } },
    });
    expect(own.json().result.error).toBe("VALIDATION_FAILED");
  });

  it("answers a profile and a password refusal with result.errorMessage (the toasts of UserAccount and changePassword)", async () => {
    const c = await registerAndLogin();
    const foreign = await vsf("POST", meUrl(c.token), {
      body: {
        customer: {
          firstname: "Jan",
          lastname: "Kowalski",
          email: c.email,
          addresses: [{ id: 999999, firstname: "X", lastname: "Y", street: ["a", "1"], city: "Kraków", postcode: "31-147", country_id: "PL" }],
        },
      },
    });
    expect(foreign.code).toBe(403);
    expect(typeof foreign.result.errorMessage).toBe("string");
    const wrong = await vsf("POST", `/api/user/change-password?token=${c.token}`, { body: { currentPassword: "Zle-haslo1", newPassword: "Nowe-haslo2" } });
    expect(wrong.code).toBe(400);
    expect(wrong.result.errorMessage).toMatch(/password/);
    const changed = await vsf("POST", `/api/user/change-password?token=${c.token}`, { body: { currentPassword: c.password, newPassword: "Nowe-haslo2" } });
    expect(changed).toMatchObject({ code: 200, result: true });
  });

  it("keeps a VSF1 client signed in with the login's refresh token, which lives VSF1_REFRESH_TOKEN_HOURS", async () => {
    const c = await registerAndLogin();
    // UserService.refreshToken: plain fetch, only `result` read; the stored token is the login's, every time.
    const refresh = () => vsf("POST", "/api/user/refresh", { body: { refreshToken: c.refreshToken }, headers: USER_HEADERS });
    for (let i = 0; i < 3; i++) {
      const r = await refresh();
      expect(r.code).toBe(200);
      expect(typeof r.result).toBe("string");
      expect(r.meta.refreshToken).toBe(c.refreshToken);
      expect((await vsf("GET", meUrl(r.result), { headers: USER_HEADERS })).code).toBe(200);
    }
    moved.advance(24 * 3600_000 + 1000);
    const expired = await refresh();
    expect(expired.code).not.toBe(200);
    expect(expired.result).toBeNull();
  });

  it("revokes the VSF1 refresh token on a password change and on logout", async () => {
    const c = await registerAndLogin();
    await vsf("POST", `/api/user/change-password?token=${c.token}`, { body: { currentPassword: c.password, newPassword: "Nowe-haslo2" } });
    expect((await vsf("POST", "/api/user/refresh", { body: { refreshToken: c.refreshToken }, headers: USER_HEADERS })).result).toBeNull();
    const d = await registerAndLogin();
    await vsf("POST", "/api/user/logout", { body: { refreshToken: d.refreshToken } });
    expect((await vsf("POST", "/api/user/refresh", { body: { refreshToken: d.refreshToken }, headers: USER_HEADERS })).result).toBeNull();
  });

  it("keeps rotating the shop's own storefront's refresh tokens", async () => {
    const c = await registerAndLogin();
    const own = await t.app.inject({ method: "POST", url: "/api/user/login", payload: { username: c.email, password: c.password } });
    const first = own.json().meta.refreshToken;
    const rotated = await t.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: first } });
    expect(rotated.json().meta.refreshToken).not.toBe(first);
  });

  it("connects the customer's cart and reads the order history with the token in the query", async () => {
    const c = await registerAndLogin();
    const cart = await vsf("POST", cartUrl("create", c.token));
    expect(cart.code).toBe(200);
    expect(typeof cart.result).toBe("number");
    const history = await vsf("GET", `/api/user/order-history?token=${c.token}&pageSize=20&currentPage=1`, { headers: USER_HEADERS });
    expect(history).toMatchObject({ code: 200, result: { items: [], total_count: 0 } });
    // An expired access token is 401 (the client refreshes); a guest's call that needs sign-in is 403 (no refresh loop).
    expect((await vsf("GET", meUrl("abc.def.ghi"), { headers: USER_HEADERS })).code).toBe(401);
    expect((await vsf("GET", meUrl(""), { headers: USER_HEADERS })).code).toBe(403);
  });
});

/** `core/pages/Checkout.js` prepareOrder: the payment and shipping forms as the order's addresses. */
function checkoutAddresses(email: string) {
  const form = {
    region: "",
    region_id: 0,
    country_id: "PL",
    street: ["Długa", "5"],
    company: "",
    telephone: "601234567",
    postcode: "31-147",
    city: "Kraków",
    firstname: "Jan",
    lastname: "Kowalski",
    email,
    region_code: "",
  };
  return { billingAddress: { ...form, vat_id: "" }, shippingAddress: form };
}

/** A guest's cart synced as core/modules/cart does, then the order's body as the client builds it (no order_id, no checkout). */
async function guestCheckout() {
  const cartId = (await vsf("POST", cartUrl("create", ""))).result as string;
  const book = await pickProduct(t, { taxClass: 1 });
  const line = (await vsf("POST", cartUrl("update", "", cartId), { body: { cartItem: { sku: book.sku, qty: 1, quoteId: cartId } } })).result;
  const shipping = (await vsf("POST", cartUrl("shipping-methods", "", cartId), { body: { address: { country_id: "PL" } } })).result[0];
  const payments = (await vsf("GET", cartUrl("payment-methods", "", cartId))).result as { code: string }[];
  const email = uniqueEmail("zamowienie");
  const { billingAddress, shippingAddress } = checkoutAddresses(email);
  const info = await vsf("POST", cartUrl("shipping-information", "", cartId), {
    body: {
      addressInformation: {
        shippingAddress: { countryId: "PL", firstname: "Jan", lastname: "Kowalski", city: "Kraków", postcode: "31-147", street: ["Długa", "5"] },
        billingAddress: { countryId: "PL", firstname: "Jan", lastname: "Kowalski", city: "Kraków", postcode: "31-147", street: ["Długa", "5"] },
        shippingCarrierCode: shipping.carrier_code,
        shippingMethodCode: shipping.method_code,
      },
    },
  });
  expect(info.code).toBe(200);
  const order = {
    user_id: "",
    cart_id: cartId,
    // the client's cart items: the product document plus the line's fields
    products: [
      {
        id: book.id,
        sku: book.sku,
        name: "Książka",
        type_id: "simple",
        qty: 1,
        price: book.price,
        price_incl_tax: book.price,
        server_item_id: line.item_id,
        server_cart_id: cartId,
        product_option: line.product_option ?? {},
        totals: {},
        checksum: "",
      },
    ],
    addressInformation: {
      billingAddress,
      shipping_method_code: shipping.method_code,
      shipping_carrier_code: shipping.carrier_code,
      payment_method_code: payments.find((p) => p.code === "cashondelivery")!.code,
      payment_method_additional: {},
      shippingExtraFields: {},
      shippingAddress,
    },
    store_code: "",
    transmited: true,
  };
  return { order, email, cartId };
}

describe("order (core/modules/order, OrderService.ts and the offline queue)", () => {
  it("places a stock VSF1 order, records the consent's source, and answers the same request with the same order", async () => {
    const { order, email } = await guestCheckout();
    const placed = await vsf("POST", "/api/order", { body: order });
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    expect(placed.result).toMatchObject({ orderNumber: expect.any(String), backendOrderId: expect.any(Number), magentoOrderId: expect.any(Number) });
    const [row] = await t.db.query<{ consents: Record<string, unknown>; customer_email: string }>(
      "SELECT consents, customer_email FROM orders WHERE increment_id = $1",
      [placed.result.orderNumber],
    );
    expect(row!.customer_email).toBe(email);
    expect(row!.consents).toMatchObject({ rules: true, source: "vsf1-client", newsletter: false });
    const again = await vsf("POST", "/api/order", { body: order });
    expect(again.code).toBe(200);
    expect(again.result.orderNumber).toBe(placed.result.orderNumber);
  });

  it("links a signed-in customer's order to the account when the client sends its token (users.tokenInHeader), never on user_id alone", async () => {
    const c = await registerAndLogin();
    const bearer = { ...JSON_HEADERS, authorization: `Bearer ${c.token}` };
    const withToken = await guestCheckout();
    const cartId = (await vsf("POST", "/api/cart/create", { headers: bearer })).result;
    const book = await pickProduct(t, { taxClass: 1 });
    const line = (await vsf("POST", `/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku: book.sku, qty: 1, quoteId: cartId } }, headers: bearer }))
      .result;
    const order = {
      ...withToken.order,
      user_id: String(c.id),
      cart_id: String(cartId),
      products: [{ ...withToken.order.products[0], sku: book.sku, server_item_id: line.item_id }],
    };
    order.addressInformation.billingAddress.email = c.email;
    const placed = await vsf("POST", "/api/order", { body: order, headers: bearer });
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const history = await vsf("GET", `/api/user/order-history?token=${c.token}&pageSize=20&currentPage=1`, { headers: USER_HEADERS });
    expect(history.result.items.map((o: { increment_id: string }) => o.increment_id)).toContain(placed.result.orderNumber);

    // user_id without a token is not trusted: the order is a guest's.
    const guest = await guestCheckout();
    const claimed = await vsf("POST", "/api/order", { body: { ...guest.order, user_id: String(c.id) } });
    expect(claimed.code).toBe(200);
    const [row] = await t.db.query<{ customer_id: number | null }>("SELECT customer_id FROM orders WHERE increment_id = $1", [claimed.result.orderNumber]);
    expect(row!.customer_id).toBeNull();
  });

  it("takes a queued order (order/PROCESS_QUEUE) under its order_id, and the sync endpoint tells it arrived", async () => {
    const { order } = await guestCheckout();
    // enqueueOrder: uniqueEntityId, created_at, updated_at added; sent by plain fetch with only Content-Type.
    const orderId = String(Date.now() * 1000 + 7);
    const queued = { ...order, order_id: orderId, created_at: new Date().toISOString(), updated_at: new Date().toISOString(), transmited: false };
    expect((await vsf("GET", `/api/sync/order/${orderId}`)).code).toBe(404);
    const placed = await vsf("POST", "/api/order", { body: queued });
    expect(placed.code).toBe(200);
    const sync = await vsf("GET", `/api/sync/order/${orderId}`);
    expect(sync).toMatchObject({ code: 200, result: { order_id: orderId, transmited: true, order: null } });
  });

  it("answers a bad address with 400 (the client's 'invalid data' notification) and refuses the same order from the shop's own storefront", async () => {
    const { order } = await guestCheckout();
    const bad = structuredClone(order);
    bad.addressInformation.billingAddress.postcode = "3114";
    const refused = await vsf("POST", "/api/order", { body: bad });
    expect(refused.code).toBe(400);
    expect(typeof refused.result).toBe("string");
    const own = await t.app.inject({ method: "POST", url: "/api/order", payload: { ...order, order_id: "own-order-1234" } });
    expect(own.json().result.error).toBe("VALIDATION_FAILED");
    expect(own.json().result.message).toContain("checkout");
  });
});

describe("stock, newsletter and reviews (StockService, NewsletterService, ReviewsService)", () => {
  it("answers stock/list with one entry per sku asked, an unknown one not in stock", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const list = await vsf("GET", `/api/stock/list?skus=${encodeURIComponent(["NIE-MA-TAKIEGO", book.sku].join(","))}`);
    expect(list.code).toBe(200);
    expect(list.result.map((i: { sku: string }) => i.sku)).toEqual(["NIE-MA-TAKIEGO", book.sku]);
    expect(list.result[0]).toMatchObject({ is_in_stock: false, qty: 0 });
    expect(list.result[1]).toMatchObject({ is_in_stock: true, product_id: book.id });
    const check = await vsf("GET", `/api/stock/check?sku=${encodeURIComponent(book.sku)}`);
    expect(check.result).toMatchObject({ sku: book.sku, is_in_stock: true });
  });

  it("subscribes with POST {email}; status and unsubscribing without proof answer 403, never a 401 that would sign the customer out", async () => {
    const email = uniqueEmail("news");
    const endpoint = "/api/ext/mailchimp-subscribe/subscribe";
    expect(await vsf("POST", endpoint, { body: { email } })).toMatchObject({ code: 200, result: true });
    const status = await vsf("GET", `${endpoint}?email=${encodeURIComponent(email)}`);
    expect(status.code).toBe(403);
    expect(status.result === "subscribed").toBe(false);
    expect((await vsf("DELETE", endpoint, { body: { email } })).code).toBe(403);
  });

  it("takes a signed-in customer's VSF1 review (no rating, no e-mail) with the token in the header; a guest's is refused with a message string", async () => {
    const book = await pickProduct(t, { taxClass: 1 });
    const review = { product_id: book.id, title: "Dobra", detail: "Polecam", nickname: "Jan", review_entity: "product", review_status: 2, customer_id: null };
    const guest = await vsf("POST", "/api/review/create", { body: { review }, headers: USER_HEADERS });
    expect(guest.code).toBe(400);
    expect(typeof guest.result).toBe("string");
    const c = await registerAndLogin();
    const signedIn = await vsf("POST", "/api/review/create", {
      body: { review: { ...review, customer_id: c.id } },
      headers: { ...USER_HEADERS, authorization: `Bearer ${c.token}` },
    });
    expect(signedIn).toMatchObject({ code: 200, result: { status: "pending", verified_purchase: false } });
    const [row] = await t.db.query<{ rating: number | null; email: string }>("SELECT rating, email FROM product_reviews WHERE id = $1", [signedIn.result.id]);
    expect(row).toEqual({ rating: null, email: c.email });
  });
});
