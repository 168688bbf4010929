/**
 * Reviews through the API (fastify.inject on PGlite, or PostgreSQL with DATABASE_URL): a customer's review and a
 * guest's (with the bot check) wait for moderation; only approved ones are listed, with count, average and
 * distribution, five a page; a customer who bought the product (a paid or complete order of their account) writes a
 * verified purchase, one who did not (or whose order is unpaid) does not; text with markup is stored and answered
 * exactly as written; one review per customer and product; limits per customer and per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { solvedBotToken } from "../../test/customers.ts";
import { makeCustomer } from "../cart/test-support.ts";
import { moderateReview, orderOf } from "./test-support.ts";

let t: TestContext;
let products: { id: number; sku: string }[];
let ipSeq = 0;
const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await setupTestApp({ BOTCHECK_MAX_NUMBER: "500", REVIEW_ATTEMPTS_PER_IP: "3", REVIEW_ATTEMPTS_PER_CUSTOMER: "2" });
  products = await t.db.query<{ id: number; sku: string }>(
    "SELECT id, sku FROM products WHERE status = 1 AND visibility > 1 AND type_id = 'simple' ORDER BY id DESC LIMIT 12",
  );
});
afterAll(async () => t?.close());

type Res = { status: number; body: any };
async function create(review: Record<string, unknown>, opts: { token?: string; gToken?: string; ip?: string } = {}): Promise<Res> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/review/create",
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    payload: {
      review: { title: "Dobra", detail: "Polecam.", nickname: "Ania", rating: 5, recommend: true, review_entity: "product", ...review },
      ...(opts.gToken ? { gToken: opts.gToken } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}
const list = async (productId: number, page = 1) => (await t.app.inject(`/api/review/list?product_id=${productId}&page=${page}`)).json().result;
const mine = async (token: string) => (await t.app.inject({ url: "/api/review/mine", headers: { authorization: `Bearer ${token}` } })).json();
const approve = (id: number) => moderateReview(t.app.services.reviews, id);

describe("writing a review", () => {
  it("a customer's review waits for moderation: not listed until approved, then listed with its summary", async () => {
    const anna = await makeCustomer(t);
    const p = products[0]!;
    const res = await create({ product_id: p.id, rating: 4, customer_id: 999999 }, { token: anna.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ id: expect.any(Number), status: "pending", verified_purchase: false });
    expect((await list(p.id)).summary.count).toBe(0);
    expect((await mine(anna.token)).result.items).toMatchObject([{ id: res.body.result.id, status: "pending", product: { sku: p.sku } }]);
    // the body's customer_id is ignored: the review is the token's customer's
    const [row] = await t.db.query<{ customer_id: number }>("SELECT customer_id FROM product_reviews WHERE id = $1", [res.body.result.id]);
    expect(row!.customer_id).toBe(anna.id);
    await approve(res.body.result.id);
    const shown = await list(p.id);
    expect(shown.summary).toEqual({ count: 1, rated_count: 1, average: 4, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 }, recommend_count: 1 });
    expect(shown.items).toMatchObject([{ nickname: "Ania", title: "Dobra", rating: 4, verified_purchase: false }]);
    expect(shown.items[0]).not.toHaveProperty("email");
    expect((await mine(anna.token)).result.items[0].status).toBe("approved");
  });

  it("a rejected review is never listed", async () => {
    const anna = await makeCustomer(t);
    const p = products[1]!;
    const res = await create({ product_id: p.id }, { token: anna.token });
    await moderateReview(t.app.services.reviews, res.body.result.id, "rejected");
    expect((await list(p.id)).summary.count).toBe(0);
    expect((await mine(anna.token)).result.items[0].status).toBe("rejected");
  });

  it("one review per customer and product: a second is 409 REVIEW_EXISTS", async () => {
    const anna = await makeCustomer(t);
    expect((await create({ product_id: products[2]!.id }, { token: anna.token })).status).toBe(200);
    const again = await create({ product_id: products[2]!.id }, { token: anna.token });
    expect([again.status, again.body.result.error]).toEqual([409, "REVIEW_EXISTS"]);
  });

  it("a guest needs an e-mail and a solved bot check; a solution works once", async () => {
    const p = products[3]!;
    const noEmail = await create({ product_id: p.id }, { gToken: await solvedBotToken(t.app) });
    expect([noEmail.status, noEmail.body.result.error]).toEqual([400, "VALIDATION_FAILED"]);
    const noCheck = await create({ product_id: p.id, email: "gosc@example.com" });
    expect([noCheck.status, noCheck.body.result.error]).toEqual([400, "BOT_CHECK_FAILED"]);
    const gToken = await solvedBotToken(t.app);
    const ok = await create({ product_id: p.id, email: "gosc@example.com", nickname: "Gość" }, { gToken });
    expect(ok.body.result).toMatchObject({ status: "pending", verified_purchase: false });
    const reused = await create({ product_id: p.id, email: "gosc@example.com" }, { gToken });
    expect(reused.body.result.error).toBe("BOT_CHECK_FAILED");
  });

  it("refuses a product not sold, a rating outside 1–5 and empty texts", async () => {
    const anna = await makeCustomer(t);
    const unknown = await create({ product_id: 2_000_000_000 }, { token: anna.token });
    expect([unknown.status, unknown.body.result.error]).toEqual([404, "PRODUCT_NOT_FOUND"]);
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { title: "  " }, { detail: "" }, { nickname: "" }]) {
      const res = await create({ product_id: products[4]!.id, ...bad }, { token: anna.token });
      expect([res.status, res.body.result.error], JSON.stringify(bad)).toEqual([400, "VALIDATION_FAILED"]);
    }
  });
});

describe("the product pages in the output cache", () => {
  const version = async () => (await t.db.query<{ value: string }>("SELECT value FROM catalog_meta WHERE key = 'version'"))[0]?.value;

  // (Only changes are asserted: with DATABASE_URL other suites change the catalogue, and the version, meanwhile.)
  it("follow moderation: approving or withdrawing a review changes the page version", async () => {
    const anna = await makeCustomer(t);
    const res = await create({ product_id: products[11]!.id }, { token: anna.token, ip: nextIp() });
    const before = await version();
    await approve(res.body.result.id);
    const approved = await version();
    expect(approved).not.toBe(before);
    await moderateReview(t.app.services.reviews, res.body.result.id, "rejected");
    expect(await version()).not.toBe(approved);
  });
});

describe("text with markup", () => {
  it("is stored and answered exactly as written (the pages escape it)", async () => {
    const anna = await makeCustomer(t);
    const p = products[5]!;
    const title = `<script>alert("x")</script> & "cudzysłów"`;
    const detail = `<img src=x onerror="alert(1)"><a href="javascript:alert(2)">link</a>\nDruga linia`;
    const res = await create({ product_id: p.id, title, detail, nickname: "<b>Ania</b>" }, { token: anna.token });
    await approve(res.body.result.id);
    const [shown] = (await list(p.id)).items;
    expect(shown).toMatchObject({ title, detail, nickname: "<b>Ania</b>" });
    const [row] = await t.db.query<{ title: string; detail: string }>("SELECT title, detail FROM product_reviews WHERE id = $1", [res.body.result.id]);
    expect(row).toEqual({ title, detail });
  });
});

describe("verified purchase", () => {
  it("is marked for a customer with a paid or complete order of the product, not for a pending one or another product's", async () => {
    const [paid, complete, pending, other] = [await makeCustomer(t), await makeCustomer(t), await makeCustomer(t), await makeCustomer(t)];
    const p = products[6]!;
    await orderOf(t.db, paid.id, p.id, "processing");
    await orderOf(t.db, complete.id, p.id, "complete");
    await orderOf(t.db, pending.id, p.id, "pending");
    await orderOf(t.db, other.id, products[7]!.id, "complete");
    const verified = async (who: { token: string }) => (await create({ product_id: p.id }, { token: who.token })).body.result.verified_purchase;
    expect([await verified(paid), await verified(complete), await verified(pending), await verified(other)]).toEqual([true, true, false, false]);
  });

  it("does not count an order placed without signing in, even with the account's e-mail", async () => {
    const anna = await makeCustomer(t);
    const orderId = await orderOf(t.db, anna.id, products[7]!.id, "complete");
    await t.db.query("UPDATE orders SET customer_id = NULL WHERE id = $1", [orderId]);
    expect((await create({ product_id: products[7]!.id }, { token: anna.token })).body.result.verified_purchase).toBe(false);
  });

  it("counts an order of a configurable product's variant for the product", async () => {
    const [link] = await t.db.query<{ parent_id: number; child_id: number }>(
      "SELECT l.parent_id, l.child_id FROM product_super_links l JOIN products p ON p.id = l.parent_id WHERE p.status = 1 AND p.visibility > 1 LIMIT 1",
    );
    const anna = await makeCustomer(t);
    await orderOf(t.db, anna.id, link!.child_id, "complete");
    expect((await create({ product_id: link!.parent_id }, { token: anna.token })).body.result.verified_purchase).toBe(true);
  });
});

describe("the list", () => {
  it("pages five at a time, newest first; the average and distribution count every approved review", async () => {
    const p = products[8]!;
    const ratings = [5, 4, 4, 3, 1, 5, 2];
    for (const rating of ratings) {
      const who = await makeCustomer(t);
      const res = await create({ product_id: p.id, rating, title: `Ocena ${rating}` }, { token: who.token });
      await approve(res.body.result.id);
    }
    const first = await list(p.id);
    expect(first.summary).toMatchObject({ count: 7, average: 3.4, distribution: { 1: 1, 2: 1, 3: 1, 4: 2, 5: 2 } });
    expect([first.page, first.pages, first.items.length]).toEqual([1, 2, 5]);
    expect(first.items[0].title).toBe("Ocena 2");
    const second = await list(p.id, 2);
    expect(second.items.map((i: { title: string }) => i.title)).toEqual(["Ocena 4", "Ocena 5"]);
    // a page past the end shows the last one
    expect((await list(p.id, 9)).page).toBe(2);
  });

  it("a review without stars (a Vue Storefront 1 client's form asks none) is counted and listed, and not in the average or the distribution", async () => {
    const p = products[9]!;
    for (const rating of [5, null, undefined, 3]) {
      const who = await makeCustomer(t);
      // undefined: the key left out of the JSON
      const res = await create({ product_id: p.id, title: `Ocena ${rating}`, rating }, { token: who.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await approve(res.body.result.id);
    }
    const shown = await list(p.id);
    expect(shown.summary).toMatchObject({ count: 4, rated_count: 2, average: 4, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } });
    expect(shown.items.map((i: { rating: number | null }) => i.rating)).toEqual([3, null, null, 5]);
  });
});

describe("limits", () => {
  it("per customer: REVIEW_ATTEMPTS_PER_CUSTOMER an hour, from any address", async () => {
    const anna = await makeCustomer(t);
    expect((await create({ product_id: products[9]!.id }, { token: anna.token })).status).toBe(200);
    expect((await create({ product_id: products[10]!.id }, { token: anna.token })).status).toBe(200);
    const third = await create({ product_id: products[11]!.id }, { token: anna.token });
    expect([third.status, third.body.result.error]).toEqual([429, "RATE_LIMITED"]);
  });

  it("per client address: REVIEW_ATTEMPTS_PER_IP an hour, whoever writes", async () => {
    const ip = "10.200.0.1";
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await create({ product_id: products[i]!.id }, { token: (await makeCustomer(t)).token, ip })).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it("my reviews need a token", async () => {
    expect((await t.app.inject("/api/review/mine")).statusCode).toBe(401);
  });
});
