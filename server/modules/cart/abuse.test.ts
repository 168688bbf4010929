/** /api/cart abuse limits: coupon attempts per cart and per IP, guest carts per IP (database-backed counters). */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { makeCustomer } from "./test-support.ts";

let t: TestContext;
let strict: FastifyInstance;
beforeAll(async () => {
  t = await setupTestApp();
  strict = await buildApp({
    config: { ...t.config, CART_COUPON_ATTEMPTS_PER_CART: 3, CART_COUPON_ATTEMPTS_PER_IP: 5, CART_GUEST_CARTS_PER_IP: 4 },
    db: t.db,
    logger: false,
  });
});
afterAll(async () => {
  await strict?.close();
  await t?.close();
}, 30_000);

/** A fresh address per test, so counters of other suites (same database on PostgreSQL) never meet ours. */
const address = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join(".")}`;
const call = async (ip: string, url: string, token?: string) => {
  const res = await strict.inject({ method: "POST", url, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers["retry-after"] };
};

describe("rate limits", () => {
  it("turns coupon attempts past the per-cart limit into 429 RATE_LIMITED with a sentence, valid code or not", async () => {
    const ip = address();
    const cartId = (await call(ip, "/api/cart/create")).body.result;
    for (let i = 0; i < 3; i++) expect((await call(ip, `/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE${i}`)).body.result.error).toBe("COUPON_INVALID");
    const limited = await call(ip, `/api/cart/apply-coupon?cartId=${cartId}&coupon=WITAJ10`);
    expect(limited.status).toBe(429);
    expect(limited.body.result).toMatchObject({ error: "RATE_LIMITED", message: expect.stringMatching(/coupon attempts/) });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // another cart from another address is not affected
    const other = address();
    const otherCart = (await call(other, "/api/cart/create")).body.result;
    expect((await call(other, `/api/cart/apply-coupon?cartId=${otherCart}&coupon=NOPE`)).body.result.error).toBe("COUPON_INVALID");
  });

  it("counts a cart's coupon attempts once, whatever whitespace surrounds its id", async () => {
    const cartId = (await call(address(), "/api/cart/create")).body.result;
    const spellings = [cartId, `%20${cartId}`, `${cartId}%20`, `%09${cartId}%0A`, `%20%20${cartId}`, `${cartId}%09`];
    // From a new address each time: only the per-cart limit (3) can stop them.
    const answers = [];
    for (const [i, id] of spellings.entries()) answers.push((await call(address(), `/api/cart/apply-coupon?cartId=${id}&coupon=NOPE${i}`)).status);
    expect(answers).toEqual([400, 400, 400, 429, 429, 429]);
  });

  it("limits coupon attempts per IP across carts", async () => {
    const ip = address();
    const carts = [(await call(ip, "/api/cart/create")).body.result, (await call(ip, "/api/cart/create")).body.result];
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await call(ip, `/api/cart/apply-coupon?cartId=${carts[i % 2]}&coupon=NOPE${i}`)).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("limits guest carts per IP, but never a customer's own cart", async () => {
    const ip = address();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call(ip, "/api/cart/create")).status);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const customer = await makeCustomer(t);
    expect((await call(ip, "/api/cart/create", customer.token)).status).toBe(200);
    expect((await call(address(), "/api/cart/create")).status).toBe(200);
  });
});
