/**
 * Text the database cannot hold (a NUL, a lone surrogate) is refused with 400 INVALID_CHARACTERS before any route
 * runs; these requests answered 500 before (issue 17's fuzz run): text parameters reaching SQL, jsonb columns.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../test/helper.ts";
import { unsafeTextAt } from "./input-guard.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NUL = "\u0000";
const LONE = "\uD800";
const address = {
  firstname: "Ala",
  lastname: "Kot",
  street: ["Polna 1"],
  city: "Kraków",
  postcode: "30-001",
  country_id: "PL",
  telephone: "500600700",
  email: "ala@example.pl",
};

async function cartId(): Promise<string> {
  return (await t.app.inject({ method: "POST", url: "/api/cart/create" })).json().result as string;
}

describe("text the database cannot hold", () => {
  it.each([
    ["GET", "/api/catalog/product?sku=%00"],
    ["GET", "/api/catalog/search?query=ab%00c"],
    ["GET", "/api/stock/check?sku=%00"],
    ["GET", "/api/stock/list?skus=a,%00"],
    ["GET", "/api/cms/pages/a%00b"],
    ["GET", "/api/pickup-points?q=ab%00"],
  ])("in the query or path: %s %s answers 400", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, result: { error: "INVALID_CHARACTERS" } });
  });

  it.each([
    ["/api/url/map", { url: `a${NUL}` }],
    ["/api/user/login", { username: `a${NUL}@example.pl`, password: "x" }],
    ["/api/user/login", { username: `a${LONE}@example.pl`, password: "x" }],
    ["/api/catalog/search", { query: `kot${LONE}` }],
    ["/api/catalog/search", { filters: { [`a${NUL}`]: ["1"] } }],
  ])("in a body: %s %j answers 400", async (url, payload) => {
    const res = await t.app.inject({ method: "POST", url, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, result: { error: "INVALID_CHARACTERS" } });
  });

  it.each([
    ["a NUL in a shipping address", { ...address, city: `Kra${NUL}ków` }],
    ["a lone surrogate in a shipping address", { ...address, street: [`Polna ${LONE}1`] }],
    ["a NUL in an extra address key", { ...address, [`x${NUL}`]: "y" }],
  ])("stored in jsonb: %s is refused, the cart stays usable", async (_name, shippingAddress) => {
    const id = await cartId();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/cart/shipping-information?cartId=${id}`,
      payload: { addressInformation: { shippingAddress, shippingCarrierCode: "inpost", shippingMethodCode: "courier" } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().result.error).toBe("INVALID_CHARACTERS");
    expect((await t.app.inject(`/api/cart/totals?cartId=${id}`)).statusCode).toBe(200);
  });

  it("in an order's billing address", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/order",
      payload: {
        cart_id: await cartId(),
        order_id: "fuzz-1",
        products: [],
        addressInformation: { billingAddress: { ...address, company: `Firma${LONE}` }, shippingAddress: address },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().result).toMatchObject({ error: "INVALID_CHARACTERS", details: { in: "body", path: "addressInformation.billingAddress.company" } });
  });

  it("keeps every real character, emoji and Polish letters included", async () => {
    const res = await t.app.inject("/api/catalog/search?query=%C5%BC%C3%B3%C5%82%C4%87%20%F0%9F%98%80");
    expect(res.statusCode).toBe(200);
    expect(unsafeTextAt({ a: ["Zażółć", "😀", { "klucz ł": "O'Reilly" }] })).toBeNull();
    expect(unsafeTextAt({ a: ["ok", { b: `x${NUL}` }] })).toBe("a[1].b");
    expect(unsafeTextAt({ [`\uDC00`]: 1 })).toBe("\uDC00");
  });
});

describe("integers past an int4 column and prototype keys", () => {
  const BIG = 2 ** 31;
  it.each([
    ["POST", "/api/omnibus/category_prices", { ids: [BIG] }],
    ["POST", "/api/omnibus/category_prices", { ids: ["99999999999"] }],
    ["POST", "/api/cart/delete", { cartItem: { sku: "x", item_id: BIG } }],
    ["POST", "/api/cart/update", { cartItem: { sku: "x", qty: 1, item_id: BIG } }],
    ["POST", "/api/catalog/search", { category: BIG }],
    ["POST", "/api/catalog/search", { start: 1e300 }],
    ["GET", "/api/catalog/categories/2147483648", undefined],
    ["GET", "/api/catalog/search?start=99999999999", undefined],
  ])("%s %s %j answers 400 VALIDATION_FAILED", async (method, url, payload) => {
    const target = method === "POST" && url.startsWith("/api/cart/") ? `${url}?cartId=${await cartId()}` : url;
    const res = await t.app.inject({ method: method as "GET" | "POST", url: target, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, result: { error: "VALIDATION_FAILED" } });
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("sort=%s is refused as an unknown sort, not read from a prototype", async (sort) => {
    for (const res of [
      await t.app.inject(`/api/catalog/search?sort=${sort}`),
      await t.app.inject({ method: "POST", url: "/api/catalog/search", payload: { sort } }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().result.error).toBe("INVALID_SORT");
    }
  });
});
