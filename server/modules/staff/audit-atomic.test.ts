/**
 * Every back-office change and its audit row commit together (docs/decisions/2026-11-26-audit-atomic.md): for each
 * change whose owner is another module (the catalogue's product edit, category and import; a review's moderation; a
 * refund recorded by the payment module; a CMS page, a coupon, a banner), the real audit row is written in the change's transaction and the
 * transaction is then made to fail: neither the change nor the audit row is kept. The audit rows of the changes that
 * commit keep what was before and after.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InTransaction } from "../../db/in-transaction.ts";
import { solvedBotToken } from "../../test/customers.ts";
import { CouponBackOffice } from "../cart/index.ts";
import { BannerBackOffice, CmsBackOffice, type StaffBannerInput } from "../cms/index.ts";
import { orderBody, payTestApp, pickProduct, type PayContext } from "../payment/test-support.ts";
import type { ActionContext } from "./index.ts";
import { asStaff, staffOf, type SignedIn } from "./test-support.ts";

let c: PayContext;
let owner: SignedIn;
const app = () => c.t.app;

beforeAll(async () => {
  c = await payTestApp({ BOTCHECK_MAX_NUMBER: "500" });
  owner = await staffOf(app(), "owner");
  mine.push(owner.email);
});
/** This file's staff: with DATABASE_URL another file's rows may name the same target (a CMS page id used again). */
const mine: string[] = [];
/** What the suites made, removed again (with DATABASE_URL the suites share one database); the audit rows stay, as they must. */
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo();
  await c?.close();
});

const auditOf = (target: string) =>
  c.t.db.query<{ staff_email: string; action: string; before: any; after: any }>(
    "SELECT staff_email, action, before, after FROM staff_audit_log WHERE target = $1 AND staff_email = ANY($2::text[]) ORDER BY id",
    [target, mine],
  );

const ctx = (): ActionContext => ({
  staff: { id: owner.id, email: owner.email, name: "Test owner", role: "owner", csrf: "", expiresAt: new Date(0) },
  ip: "10.9.9.9",
});

/** The staff module's real audit write, then a failure later in the same transaction. */
function auditThenFail(action: string, target: string): { run: InTransaction; wrote: () => boolean } {
  let wrote = false;
  const audit = app().services.staff.auditIn(ctx(), action, target);
  return {
    run: async (tx, change) => {
      await audit(tx, change);
      wrote = (await tx.query("SELECT 1 FROM staff_audit_log WHERE target = $1", [target])).length === 1;
      throw new Error("the change's transaction fails after its audit row");
    },
    wrote: () => wrote,
  };
}

describe("a product's edit", () => {
  it("failing after its audit row keeps neither the new price nor the row; a committed edit is audited with before and after", async () => {
    const product = await pickProduct(c.t.db, { offset: 120 });
    const target = `product:${product.id}`;
    const [was] = await c.t.db.query<{ price: number }>("SELECT price FROM products WHERE id = $1", [product.id]);
    const fail = auditThenFail("product.update", target);
    await expect(app().services.catalog.updateProduct(product.id, { price: was!.price + 500, qty: 3 }, fail.run)).rejects.toThrow("fails after");
    expect(fail.wrote()).toBe(true);
    expect((await c.t.db.query<{ price: number }>("SELECT price FROM products WHERE id = $1", [product.id]))[0]!.price).toBe(was!.price);
    expect(await auditOf(target)).toEqual([]);

    const [stock] = await c.t.db.query<{ qty: number }>("SELECT qty FROM stock_items WHERE product_id = $1", [product.id]);
    cleanups.push(() => app().services.catalog.updateProduct(product.id, { price: was!.price, qty: stock?.qty ?? 0 }));
    const res = await asStaff(app(), owner, "PATCH", `/api/admin/products/${product.id}`, { price: was!.price + 500, qty: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await auditOf(target)).toMatchObject([
      { staff_email: owner.email, action: "product.update", before: { price: was!.price }, after: { price: was!.price + 500, qty: 3 } },
    ]);
  });

  it("a refused edit writes no audit row", async () => {
    const product = await pickProduct(c.t.db, { offset: 121 });
    const res = await asStaff(app(), owner, "PATCH", `/api/admin/products/${product.id}`, { special_price: 10_000_000 });
    expect(res.status).toBe(400);
    expect(await auditOf(`product:${product.id}`)).toEqual([]);
  });
});

describe("the catalogue's categories and import", () => {
  it("a category's rename failing after its audit row is not made", async () => {
    const [cat] = await c.t.db.query<{ id: number; name: string }>("SELECT id, name FROM categories WHERE level = 2 ORDER BY id LIMIT 1");
    const target = `category:${cat!.id}`;
    const before = (await auditOf(target)).length;
    const fail = auditThenFail("category.rename", target);
    await expect(app().services.catalog.renameCategory(cat!.id, { name: `${cat!.name} nowa` }, fail.run)).rejects.toThrow("fails after");
    expect(fail.wrote()).toBe(true);
    expect((await c.t.db.query<{ name: string }>("SELECT name FROM categories WHERE id = $1", [cat!.id]))[0]!.name).toBe(cat!.name);
    expect(await auditOf(target)).toHaveLength(before);
  });

  it("an import failing after its audit row applies no row", async () => {
    const product = await pickProduct(c.t.db, { offset: 122 });
    const [was] = await c.t.db.query<{ price: number }>("SELECT price FROM products WHERE id = $1", [product.id]);
    const csv = `sku,price\r\n${product.sku},${((was!.price + 700) / 100).toFixed(2)}\r\n`;
    const fail = auditThenFail("catalog.import", `catalog-test:${randomUUID()}`);
    await expect(app().services.catalog.importCsv(csv, fail.run)).rejects.toThrow("fails after");
    expect(fail.wrote()).toBe(true);
    expect((await c.t.db.query<{ price: number }>("SELECT price FROM products WHERE id = $1", [product.id]))[0]!.price).toBe(was!.price);
  });
});

describe("a review's moderation", () => {
  it("failing after its audit row leaves the review pending and no row; a committed decision is audited", async () => {
    const product = await pickProduct(c.t.db, { offset: 123 });
    const created = await app().inject({
      method: "POST",
      url: "/api/review/create",
      remoteAddress: "10.77.2.1",
      payload: {
        review: { product_id: product.id, rating: 4, title: "Dobra", detail: "Polecam", nickname: "Jo", recommend: true, email: "jo@example.pl" },
        gToken: await solvedBotToken(app()),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().result.id;
    cleanups.push(() => c.t.db.query("DELETE FROM product_reviews WHERE id = $1", [id]));
    const target = `review:${id}`;
    const fail = auditThenFail("review.moderate", target);
    await expect(app().services.reviews.staffModerate(id, "approved", fail.run)).rejects.toThrow("fails after");
    expect(fail.wrote()).toBe(true);
    expect((await c.t.db.query<{ status: string }>("SELECT status FROM product_reviews WHERE id = $1", [id]))[0]!.status).toBe("pending");
    expect(await auditOf(target)).toEqual([]);

    expect((await asStaff(app(), owner, "POST", `/api/admin/reviews/${id}/moderate`, { status: "rejected" })).status).toBe(200);
    expect(await auditOf(target)).toMatchObject([{ action: "review.moderate", before: { status: "pending" }, after: { status: "rejected" } }]);
  });
});

describe("a refund", () => {
  async function paidOrder(offset: number) {
    const product = await pickProduct(c.t.db, { offset });
    const res = await c.api.post(
      "/api/order",
      orderBody({ sku: product.sku, payment: "vue_payu_gateway_blik", additional: { authorization_code: "777123" }, orderId: randomUUID() }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.body.result.backendOrderId as number;
    await c.payu.settled();
    await expect
      .poll(async () => (await c.t.db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [orderId]))[0]!.status, { timeout: 10_000 })
      .toBe("processing");
    return orderId;
  }
  const refunds = (orderId: number) =>
    c.t.db.query<{ id: number; refund_id: string; amount: number; currency: string; status: string; reason: string }>(
      "SELECT r.id, r.refund_id, r.amount, r.currency, r.status, r.reason FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = $1 ORDER BY r.id",
      [orderId],
    );

  it("failing after its audit row records neither the request nor the audit row, and PayU is not asked", async () => {
    const orderId = await paidOrder(124);
    const target = `order:${orderId}`;
    const fail = auditThenFail("order.refund", target);
    await expect(app().services.payments.refund(orderId, 100, "Próba", null, fail.run)).rejects.toThrow("fails after");
    expect(fail.wrote()).toBe(true);
    await c.payu.settled();
    expect(await refunds(orderId)).toEqual([]);
    expect(await auditOf(target)).toEqual([]);
  });

  it("the request is audited as recorded (before: none; after: the REQUESTED row); PayU's answer then settles that row", async () => {
    const orderId = await paidOrder(125);
    const target = `order:${orderId}`;
    const ok = await asStaff(app(), owner, "POST", `/api/admin/orders/${orderId}/refund`, { amount: 100, reason: "Uszkodzona okładka" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await c.payu.settled();
    const [row] = await refunds(orderId);
    expect(row).toMatchObject({ refund_id: ok.body.result.refund_id, amount: 100, reason: "Uszkodzona okładka", status: "FINALIZED" });
    expect(await auditOf(target)).toEqual([
      {
        staff_email: owner.email,
        action: "order.refund",
        before: null,
        after: {
          id: row!.id,
          refund_id: expect.stringMatching(/^request:/),
          amount: 100,
          currency: row!.currency,
          status: "REQUESTED",
          reason: "Uszkodzona okładka",
        },
      },
    ]);
  });

  it("a request PayU refuses stays audited and its row is CANCELED, holding nothing back", async () => {
    const orderId = await paidOrder(126);
    const target = `order:${orderId}`;
    // the stand-in refuses a refund without a description, as PayU does
    const refused = await app().services.payments.refund(orderId, 100, "", null, app().services.staff.auditIn(ctx(), "order.refund", target));
    expect(refused.ok).toBe(false);
    expect(await refunds(orderId)).toMatchObject([{ amount: 100, status: "CANCELED", refund_id: expect.stringMatching(/^request:/) }]);
    expect(await auditOf(target)).toMatchObject([{ action: "order.refund", before: null, after: { amount: 100, status: "REQUESTED" } }]);
    const whole = await asStaff(app(), owner, "POST", `/api/admin/orders/${orderId}/refund`, { reason: "Odstąpienie" });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    await c.payu.settled();
    expect((await auditOf(target)).map((a) => a.after.status)).toEqual(["REQUESTED", "REQUESTED"]);
  });
});

describe("CMS pages, coupons and banners", () => {
  const cms = () => new CmsBackOffice(c.t.db, app().services.delivery);
  const coupons = () => new CouponBackOffice(c.t.db);
  const banners = () => new BannerBackOffice(c.t.db);
  const page = (identifier: string) => ({
    identifier,
    title: `Strona ${identifier}`,
    content_heading: "Nagłówek",
    content: "<p>Treść</p>",
    meta_title: null,
    meta_description: null,
    is_active: false,
  });
  const coupon = (code: string, is_active = true) => ({
    code,
    name: `Kupon ${code}`,
    discount_type: "fixed" as const,
    discount_value: 1500,
    min_subtotal: 0,
    from_date: null,
    to_date: null,
    uses_per_coupon: null,
    uses_per_customer: null,
    is_active,
  });
  const banner: StaffBannerInput = {
    slot: "second",
    image_desktop: "https://example.pl/a.jpg",
    image_mobile: "https://example.pl/a-m.jpg",
    url_desktop: "https://example.pl/a.jpg",
    url_mobile: "https://example.pl/a-m.jpg",
    link: "https://example.pl/",
    alt: "Baner",
    text1: null,
    desktop: true,
    mobile: true,
    from_date: null,
    to_date: null,
    sort_order: 9000,
  };
  const one = async <T>(sql: string, args: unknown[]) => (await c.t.db.query<T>(sql, args))[0];

  it("each change failing after its audit row keeps neither the change nor the row", async () => {
    const tag = randomUUID().slice(0, 8);
    cleanups.push(() => c.t.db.query("DELETE FROM cms_pages WHERE identifier LIKE $1", [`atom-%${tag}`]));
    cleanups.push(() => c.t.db.query("DELETE FROM sales_rules WHERE code LIKE $1", [`ATOM${tag.toUpperCase()}%`]));
    const cases: { name: string; run: (fail: InTransaction) => Promise<unknown>; unchanged: () => Promise<void> }[] = [];
    cases.push({
      name: "cms.page_create",
      run: (f) => cms().create(page(`atom-${tag}`), f),
      unchanged: async () => expect(await one("SELECT id FROM cms_pages WHERE identifier = $1", [`atom-${tag}`])).toBeUndefined(),
    });
    const created = await cms().create(page(`atom-kept-${tag}`));
    if (!created.ok) throw new Error(created.message);
    const pageId = created.value.after.id;
    cases.push({
      name: "cms.page_update",
      run: (f) => cms().update(pageId, { ...page(`atom-kept-${tag}`), title: "Zmieniony" }, f),
      unchanged: async () => expect(await one("SELECT title FROM cms_pages WHERE id = $1", [pageId])).toEqual({ title: `Strona atom-kept-${tag}` }),
    });
    cases.push({
      name: "cms.page_publish",
      run: (f) => cms().setActive(pageId, true, f),
      unchanged: async () => expect(await one("SELECT is_active FROM cms_pages WHERE id = $1", [pageId])).toEqual({ is_active: false }),
    });
    const code = `ATOM${tag}`.toUpperCase();
    cases.push({
      name: "coupon.create",
      run: (f) => coupons().create(coupon(code), f),
      unchanged: async () => expect(await one("SELECT id FROM sales_rules WHERE code = $1", [code])).toBeUndefined(),
    });
    const rule = await coupons().create(coupon(`${code}K`));
    if (!rule.ok) throw new Error(rule.message);
    cases.push({
      name: "coupon.disable",
      run: (f) => coupons().update(rule.value.after.id, coupon(`${code}K`, false), f),
      unchanged: async () => expect(await one("SELECT is_active FROM sales_rules WHERE id = $1", [rule.value.after.id])).toEqual({ is_active: true }),
    });
    const count = async () => (await one<{ n: number }>("SELECT count(*)::int AS n FROM banners", []))!.n;
    let banners0 = 0;
    cases.push({
      name: "banner.create",
      run: async (f) => {
        banners0 = await count();
        return banners().create(banner, f);
      },
      unchanged: async () => expect(await count()).toBe(banners0),
    });
    const kept = await banners().create(banner);
    cases.push({
      name: "banner.update",
      run: (f) => banners().update(kept.after.id, { ...banner, alt: "Inny" }, f),
      unchanged: async () => expect(await one("SELECT alt FROM banners WHERE id = $1", [kept.after.id])).toEqual({ alt: "Baner" }),
    });
    cases.push({
      name: "banner.delete",
      run: (f) => banners().remove(kept.after.id, f),
      unchanged: async () => expect(await one("SELECT id FROM banners WHERE id = $1", [kept.after.id])).toEqual({ id: kept.after.id }),
    });
    for (const k of cases) {
      const target = `atomic-test:${k.name}:${tag}`;
      const fail = auditThenFail(k.name, target);
      await expect(k.run(fail.run), k.name).rejects.toThrow("fails after");
      expect(fail.wrote(), k.name).toBe(true);
      await k.unchanged();
      expect(await auditOf(target), k.name).toEqual([]);
    }
    await banners().remove(kept.after.id);
  });

  it("through the back office, each is audited with before and after", async () => {
    const tag = randomUUID().slice(0, 8);
    cleanups.push(() => c.t.db.query("DELETE FROM cms_pages WHERE identifier = $1", [`atom-route-${tag}`]));
    cleanups.push(() => c.t.db.query("DELETE FROM sales_rules WHERE code = $1", [`R${tag}`.toUpperCase()]));
    const content = await staffOf(app(), "content");
    mine.push(content.email);
    const made = await asStaff(app(), content, "POST", "/api/admin/cms/pages", { ...page(`atom-route-${tag}`), meta_title: "T", meta_description: "" });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.result.id as number;
    expect((await asStaff(app(), content, "POST", `/api/admin/cms/pages/${id}/publish`, { active: true })).status).toBe(200);
    expect(await auditOf(`cms_page:${id}`)).toMatchObject([
      { action: "cms.page_create", before: null, after: { identifier: `atom-route-${tag}`, is_active: false, content_length: 12 } },
      { action: "cms.page_publish", before: { is_active: false }, after: { is_active: true } },
    ]);
    const couponRes = await asStaff(app(), owner, "POST", "/api/admin/coupons", { ...coupon(`R${tag}`), is_active: undefined });
    expect(couponRes.status, JSON.stringify(couponRes.body)).toBe(200);
    const ruleId = couponRes.body.result.id as number;
    expect((await asStaff(app(), owner, "PATCH", `/api/admin/coupons/${ruleId}`, { ...coupon(`R${tag}`), is_active: false })).status).toBe(200);
    expect(await auditOf(`coupon:${ruleId}`)).toMatchObject([
      { action: "coupon.create", before: null, after: { is_active: true } },
      { action: "coupon.disable", before: { is_active: true }, after: { is_active: false } },
    ]);
  });
});
