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
    const pre = await t.app.inject({ method: "OPTIONS", url: "/api/cart/create", headers: { origin: "https://evil.example", "access-control-request-method": "POST" } });
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

    const deleted = await vsf("POST", cartUrl("delete", "", cartId), { body: { cartItem: { sku: book.sku, item_id: updated.result.item_id, quoteId: cartId } } });
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
    const own = await t.app.inject({ method: "POST", url: "/api/cart/apply-coupon?cartId=x&coupon=A", headers: { "content-type": "application/json", "content-length": "0" } });
    expect(own.json().result).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const off = await vsf("POST", cartUrl("apply-coupon", "", "x", "&coupon=A"), { app: strict });
    expect(off.result).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    // The empty JSON body is no body everywhere: the cart connects in the strict dialect too.
    expect((await vsf("POST", cartUrl("create", ""), { app: strict })).code).toBe(200);
  });
});
