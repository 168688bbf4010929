/**
 * The back office through the API (fastify.inject on PGlite, or PostgreSQL with DATABASE_URL): staff sign-in with
 * password and TOTP, lockout, sessions and CSRF; every action refused for the roles without its permission and
 * audited for those with it; prices (with the Omnibus history and the storefront's product document), stock and
 * visibility; orders listed, moved along the allowed transitions (a cancel returns the stock), noted (mailed) and
 * refunded through the PayU stand-in; reviews moderated; subscribers exported; the dashboard; the audit log append-only.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, can, type StaffPermission, type StaffRole } from "../../../domain/staff.ts";
// Each failing sign-in from its own address: the per-address limit (login-limit.ts) is fulfilment.test.ts's.
import { randomIp, solvedBotToken, waitForMail } from "../../test/customers.ts";
import { orderBody, payTestApp, pickProduct, stockOf, type PayContext } from "../payment/test-support.ts";
import { asStaff, staffOf, STAFF_PASSWORD, type SignedIn } from "./test-support.ts";
import { totpCode, totpStep } from "./totp.ts";

let c: PayContext;
const app = () => c.t.app;
const staff: Partial<Record<StaffRole, SignedIn>> = {};
const as = (role: StaffRole) => staff[role]!;

beforeAll(async () => {
  c = await payTestApp({ BOTCHECK_MAX_NUMBER: "500" });
  for (const role of STAFF_ROLES) staff[role] = await staffOf(app(), role);
});
afterAll(async () => c?.close());

const auditOf = (target: string) =>
  c.t.db.query<{ staff_email: string; action: string; before: any; after: any }>(
    "SELECT staff_email, action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id",
    [target],
  );

/** A placed order (cash on delivery unless `blik`), its id and number. */
async function placeOrder(sku: string, opts: { qty?: number; pay?: "blik" | "link" } = {}) {
  const payment = { blik: "vue_payu_gateway_blik", link: "vue_payu_gateway" }[opts.pay ?? "blik"];
  const res = await c.api.post(
    "/api/order",
    orderBody({
      sku,
      qty: opts.qty ?? 1,
      payment: opts.pay ? payment : "cashondelivery",
      additional: opts.pay === "blik" ? { authorization_code: "777123" } : opts.pay === "link" ? { payu_method: "m" } : {},
      orderId: randomUUID(),
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.result.backendOrderId as number, number: res.body.result.orderNumber as string };
}

describe("signing in", () => {
  it("needs the password and the current TOTP code; a code is used once", async () => {
    const created = await app().services.staff.createStaff(
      { email: `tf.${randomUUID().slice(0, 6)}@kiosk.test`, name: "T", role: "support", password: STAFF_PASSWORD },
      null,
    );
    expect(created.ok).toBe(true);
    const [row] = await c.t.db.query<{ email: string }>("SELECT email FROM staff_users WHERE id = $1", [created.ok ? created.value.id : 0]);
    const secret = created.ok ? created.value.totpSecret : "";
    const login = (password: string, code: string) =>
      app().inject({ method: "POST", url: "/api/admin/login", remoteAddress: randomIp(), payload: { email: row!.email, password, code } });
    const now = totpCode(secret, totpStep(new Date()));
    expect((await login("wrong-password-123", now)).json().result.error).toBe("STAFF_LOGIN_FAILED");
    expect((await login(STAFF_PASSWORD, "000000")).statusCode).toBe(401);
    const ok = await login(STAFF_PASSWORD, now);
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers["set-cookie"])).toMatch(/^kiosk_staff=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800/);
    expect(ok.json().result).toMatchObject({ role: "support", permissions: expect.arrayContaining(["orders.read"]) });
    // the same code again (a replay) is refused
    expect((await login(STAFF_PASSWORD, now)).statusCode).toBe(401);
    const unknown = await app().inject({
      method: "POST",
      url: "/api/admin/login",
      remoteAddress: randomIp(),
      payload: { email: "nobody@kiosk.test", password: STAFF_PASSWORD, code: now },
    });
    expect(unknown.json().result.error).toBe("STAFF_LOGIN_FAILED");
  });

  it("five failures in a row lock the account, even for the right password and code", async () => {
    const created = await app().services.staff.createStaff(
      { email: `lock.${randomUUID().slice(0, 6)}@kiosk.test`, name: "L", role: "orders", password: STAFF_PASSWORD },
      null,
    );
    if (!created.ok) throw new Error(created.message);
    const [row] = await c.t.db.query<{ email: string }>("SELECT email FROM staff_users WHERE id = $1", [created.value.id]);
    for (let i = 0; i < 5; i++) {
      const res = await app().inject({
        method: "POST",
        url: "/api/admin/login",
        remoteAddress: randomIp(),
        payload: { email: row!.email, password: "nie-to-haslo-123", code: "123456" },
      });
      expect(res.statusCode).toBe(401);
    }
    const right = await app().inject({
      method: "POST",
      url: "/api/admin/login",
      remoteAddress: randomIp(),
      payload: { email: row!.email, password: STAFF_PASSWORD, code: totpCode(created.value.totpSecret, totpStep(new Date())) },
    });
    expect([right.statusCode, right.json().result.error]).toEqual([423, "STAFF_LOCKED"]);
    expect((await auditOf(`staff:${created.value.id}`)).map((a) => a.action)).toEqual(["staff.create", ...Array(5).fill("staff.login_failed")]);
  });

  it("without the session cookie every admin route is 401; a change without the CSRF token is 403", async () => {
    expect((await app().inject("/api/admin/session")).statusCode).toBe(401);
    expect((await app().inject("/api/admin/orders")).statusCode).toBe(401);
    expect((await app().inject({ method: "GET", url: "/api/admin/session", headers: { cookie: "kiosk_staff=forged" } })).statusCode).toBe(401);
    const owner = as("owner");
    const product = (await pickProduct(c.t.db, { offset: 100 })).id;
    const noCsrf = await app().inject({ method: "PATCH", url: `/api/admin/products/${product}`, headers: { cookie: owner.cookie }, payload: { price: 1234 } });
    expect([noCsrf.statusCode, noCsrf.json().result.error]).toEqual([403, "CSRF_FAILED"]);
    const wrong = await app().inject({
      method: "PATCH",
      url: `/api/admin/products/${product}`,
      headers: { cookie: owner.cookie, "x-csrf-token": "x" },
      payload: { price: 1234 },
    });
    expect(wrong.statusCode).toBe(403);
    expect(await auditOf(`product:${product}`)).toEqual([]);
    const session = await asStaff(app(), owner, "GET", "/api/admin/session");
    expect(session.headers["cache-control"]).toBe("no-store");
    expect(session.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("signing out ends the session", async () => {
    const who = await staffOf(app(), "support");
    expect((await asStaff(app(), who, "POST", "/api/admin/logout")).status).toBe(200);
    expect((await asStaff(app(), who, "GET", "/api/admin/session")).status).toBe(401);
  });
});

/** Each role that may not do `permission` is answered 403 FORBIDDEN by `call`. */
async function refusedForOthers(permission: StaffPermission, call: (who: SignedIn) => Promise<{ status: number; body: any }>) {
  for (const role of STAFF_ROLES.filter((r) => !can(r, permission))) {
    const res = await call(as(role));
    expect([role, res.status, res.body.result?.error]).toEqual([role, 403, "FORBIDDEN"]);
  }
}

describe("catalogue", () => {
  it("finds products by sku prefix and name, 50 a page; roles without catalogue access are refused", async () => {
    const [p] = await c.t.db.query<{ sku: string; name: string }>("SELECT sku, name FROM products ORDER BY id LIMIT 1");
    const bySku = await asStaff(app(), as("catalogue"), "GET", `/api/admin/products?q=${encodeURIComponent(p!.sku)}`);
    expect(bySku.status).toBe(200);
    expect(bySku.body.result.items.map((i: { sku: string }) => i.sku)).toContain(p!.sku);
    const word = p!.name.split(/\s+/).find((w) => w.length >= 4)!;
    const byName = await asStaff(app(), as("catalogue"), "GET", `/api/admin/products?q=${encodeURIComponent(word.toLowerCase())}`);
    expect(byName.body.result.items.length).toBeGreaterThan(0);
    const all = await asStaff(app(), as("owner"), "GET", "/api/admin/products?page=2");
    expect(all.body.result).toMatchObject({ page: 2, page_size: 50, total: expect.any(Number) });
    expect(all.body.result.items).toHaveLength(50);
    await refusedForOthers("catalog.read", (who) => asStaff(app(), who, "GET", "/api/admin/products"));
  });

  it("a new special price: the product document follows at once, with a new Omnibus period; audited with before and after", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    const [before] = await c.t.db.query<{ price: number }>("SELECT price FROM products WHERE id = $1", [product.id]);
    await refusedForOthers("catalog.write", (who) => asStaff(app(), who, "PATCH", `/api/admin/products/${product.id}`, { price: 100 }));
    const special = before!.price - 100;
    const res = await asStaff(app(), as("catalogue"), "PATCH", `/api/admin/products/${product.id}`, {
      special_price: special,
      special_from_date: null,
      special_to_date: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ id: product.id, price: before!.price, special_price: special });
    const history = await c.t.db.query<{ price: number; valid_to: Date | null }>(
      "SELECT price, valid_to FROM price_history WHERE product_id = $1 ORDER BY valid_from DESC, id DESC LIMIT 2",
      [product.id],
    );
    expect(history[0]).toMatchObject({ price: special, valid_to: null });
    expect(history[1]!.valid_to).not.toBeNull();
    const doc = (await app().inject(`/api/catalog/product?sku=${encodeURIComponent(product.sku)}`)).json().result;
    expect(Math.round(doc.final_price_incl_tax * 100)).toBe(special);
    expect(doc.is_discounted).toBe(true);
    // a special price with no lower price in the 30 days before it is a reduction, measured against the old price
    expect(Math.round(doc.lowest_price_30d * 100)).toBe(before!.price);
    const audit = await auditOf(`product:${product.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_email: as("catalogue").email,
      action: "product.update",
      before: { special_price: null },
      after: { special_price: special },
    });
  });

  it("refuses a special price not below the price, and a window that ends before it begins", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    const [p] = await c.t.db.query<{ price: number }>("SELECT price FROM products WHERE id = $1", [product.id]);
    const high = await asStaff(app(), as("owner"), "PATCH", `/api/admin/products/${product.id}`, { special_price: p!.price });
    expect([high.status, high.body.result.error]).toEqual([400, "PRICE_INVALID"]);
    const window = await asStaff(app(), as("owner"), "PATCH", `/api/admin/products/${product.id}`, {
      special_price: 100,
      special_from_date: "2026-12-10",
      special_to_date: "2026-12-01",
    });
    expect(window.body.result.error).toBe("PRICE_INVALID");
    expect((await asStaff(app(), as("owner"), "PATCH", "/api/admin/products/999999999", { price: 100 })).status).toBe(404);
    expect(await auditOf(`product:${product.id}`)).toEqual([]);
  });

  it("stock and visibility", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    const res = await asStaff(app(), as("catalogue"), "PATCH", `/api/admin/products/${product.id}`, { qty: 3, visibility: 1 });
    expect(res.body.result).toMatchObject({ qty: 3, visibility: 1 });
    expect((await stockOf(c.t.db, product.id)).qty).toBe(3);
    // not visible individually: the storefront no longer finds it
    expect((await app().inject(`/api/catalog/product?sku=${encodeURIComponent(product.sku)}`)).statusCode).toBe(404);
  });
});

describe("orders", () => {
  it("lists and opens orders; moves one pending → processing → complete; refuses other moves; audited", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    // an online order waiting for its payment (cash on delivery starts as processing)
    const order = await placeOrder(product.sku, { pay: "link" });
    await refusedForOthers("orders.read", (who) => asStaff(app(), who, "GET", "/api/admin/orders"));
    const list = await asStaff(app(), as("support"), "GET", `/api/admin/orders?q=${order.number}`);
    expect(list.body.result.items).toMatchObject([{ id: order.id, increment_id: order.number, status: "pending" }]);
    const open = await asStaff(app(), as("orders"), "GET", `/api/admin/orders/${order.id}`);
    expect(open.body.result).toMatchObject({ status: "pending", allowed_transitions: ["processing", "canceled"], lines: [{ sku: product.sku, qty: 1 }] });
    await refusedForOthers("orders.status", (who) => asStaff(app(), who, "POST", `/api/admin/orders/${order.id}/status`, { status: "processing" }));
    const skip = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/status`, { status: "complete" });
    expect([skip.status, skip.body.result.error]).toEqual([409, "ORDER_TRANSITION_NOT_ALLOWED"]);
    expect((await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/status`, { status: "processing" })).status).toBe(200);
    expect((await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/status`, { status: "complete", comment: "Wysłano" })).status).toBe(200);
    const back = await asStaff(app(), as("owner"), "POST", `/api/admin/orders/${order.id}/status`, { status: "canceled" });
    expect(back.status).toBe(409);
    expect((await auditOf(`order:${order.id}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      ["order.status", { status: "pending" }, { status: "processing" }],
      ["order.status", { status: "processing" }, { status: "complete" }],
    ]);
  });

  it("cancelling gives the stock back", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    const start = (await stockOf(c.t.db, product.id)).qty;
    const order = await placeOrder(product.sku, { qty: 2 });
    expect((await stockOf(c.t.db, product.id)).qty).toBe(start - 2);
    expect(
      (await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/status`, { status: "canceled", comment: "Na prośbę klienta" })).status,
    ).toBe(200);
    expect((await stockOf(c.t.db, product.id)).qty).toBe(start);
    const open = await asStaff(app(), as("orders"), "GET", `/api/admin/orders/${order.id}`);
    expect(open.body.result.history.at(-1)).toMatchObject({ status: "canceled", comment: "Na prośbę klienta" });
  });

  it("a note to the customer is in the order's history and mailed; support may write one", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    const order = await placeOrder(product.sku);
    const [row] = await c.t.db.query<{ customer_email: string }>("SELECT customer_email FROM orders WHERE id = $1", [order.id]);
    await refusedForOthers("orders.note", (who) => asStaff(app(), who, "POST", `/api/admin/orders/${order.id}/note`, { note: "x" }));
    const res = await asStaff(app(), as("support"), "POST", `/api/admin/orders/${order.id}/note`, { note: "Paczka wyjdzie jutro <b>rano</b>." });
    expect(res.status).toBe(200);
    const mail = await waitForMail(app(), row!.customer_email, new RegExp(`Wiadomość do zamówienia nr ${order.number}`));
    expect(mail.text).toContain("Paczka wyjdzie jutro <b>rano</b>.");
    expect(mail.html).toContain("&#60;b&#62;rano");
    expect((await auditOf(`order:${order.id}`))[0]).toMatchObject({ action: "order.note", after: { note: "Paczka wyjdzie jutro <b>rano</b>." } });
  });

  it("refunds part of a paid order, then the rest, through the PayU stand-in; audited", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    const order = await placeOrder(product.sku, { pay: "blik" });
    await c.payu.settled();
    await expect
      .poll(async () => (await c.t.db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [order.id]))[0]!.status, { timeout: 10_000 })
      .toBe("processing");
    await refusedForOthers("orders.refund", (who) => asStaff(app(), who, "POST", `/api/admin/orders/${order.id}/refund`, { amount: 100, reason: "x" }));
    const part = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/refund`, { amount: 100, reason: "Uszkodzona okładka" });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.result).toMatchObject({ amount: 100, refund_id: expect.any(String) });
    const rest = await asStaff(app(), as("owner"), "POST", `/api/admin/orders/${order.id}/refund`, { reason: "Odstąpienie" });
    expect(rest.status).toBe(200);
    const more = await asStaff(app(), as("owner"), "POST", `/api/admin/orders/${order.id}/refund`, { amount: 1, reason: "Za dużo" });
    expect([more.status, more.body.result.error]).toEqual([400, "REFUND_AMOUNT_INVALID"]);
    await c.payu.settled();
    expect((await auditOf(`order:${order.id}`)).map((a) => [a.action, a.after.reason])).toEqual([
      ["order.refund", "Uszkodzona okładka"],
      ["order.refund", "Odstąpienie"],
    ]);
  });

  it("an unpaid order has nothing to refund", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    const order = await placeOrder(product.sku, { pay: "link" });
    const res = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/refund`, { reason: "x" });
    expect([res.status, res.body.result.error]).toEqual([409, "PAYMENT_NOT_COMPLETED"]);
  });
});

describe("reviews and newsletter", () => {
  it("lists pending reviews and approves one (then it is listed on the product); audited", async () => {
    const product = await pickProduct(c.t.db, { offset: 100 });
    const created = await app().inject({
      method: "POST",
      url: "/api/review/create",
      remoteAddress: "10.77.1.1",
      payload: {
        review: { product_id: product.id, rating: 5, title: "Świetna", detail: "Polecam", nickname: "Ola", recommend: true, email: "ola@example.pl" },
        gToken: await solvedBotToken(app()),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const reviewId: number = created.json().result.id;
    await refusedForOthers("reviews.read", (who) => asStaff(app(), who, "GET", "/api/admin/reviews"));
    const pending = await asStaff(app(), as("content"), "GET", "/api/admin/reviews?status=pending");
    expect(pending.body.result.items.map((r: { id: number }) => r.id)).toContain(reviewId);
    await refusedForOthers("reviews.moderate", (who) => asStaff(app(), who, "POST", `/api/admin/reviews/${reviewId}/moderate`, { status: "approved" }));
    expect((await asStaff(app(), as("content"), "POST", `/api/admin/reviews/${reviewId}/moderate`, { status: "approved" })).status).toBe(200);
    expect((await app().inject(`/api/review/list?product_id=${product.id}`)).json().result.summary.count).toBe(1);
    expect(await auditOf(`review:${reviewId}`)).toMatchObject([{ action: "review.moderate", before: { status: "pending" }, after: { status: "approved" } }]);
    expect((await asStaff(app(), as("content"), "POST", "/api/admin/reviews/999999999/moderate", { status: "approved" })).status).toBe(404);
  });

  it("exports subscribers with their consent as CSV (content, owner); audited", async () => {
    await refusedForOthers("newsletter.export", (who) => asStaff(app(), who, "POST", "/api/admin/newsletter/export"));
    const res = await asStaff(app(), as("content"), "POST", "/api/admin/newsletter/export");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(
      String(res.body)
        .replace(/^\uFEFF/, "")
        .split("\r\n")[0],
    ).toBe("email,customer_id,subscribed_at,consent_version,source,confirmed_at,confirmed_ip");
    expect((await auditOf("newsletter")).at(-1)).toMatchObject({ action: "newsletter.export", staff_email: as("content").email });
    const page = await asStaff(app(), as("owner"), "GET", "/api/admin/newsletter/subscribers");
    expect(page.body.result).toMatchObject({ page: 1, page_size: 50, total: expect.any(Number) });
  });
});

describe("dashboard and audit log", () => {
  it("today's orders and revenue, payments awaiting action, low stock, failed mails", async () => {
    const res = await asStaff(app(), as("support"), "GET", "/api/admin/dashboard");
    expect(res.status).toBe(200);
    expect(res.body.result.orders_today).toBeGreaterThan(0);
    expect(res.body.result.revenue_today).toBeGreaterThan(0);
    expect(res.body.result).toMatchObject({
      awaiting_payment: expect.any(Number),
      failed_mails: { retrying: expect.any(Number), given_up: expect.any(Number) },
    });
    const cat = await asStaff(app(), as("catalogue"), "GET", "/api/admin/dashboard");
    expect(cat.body.result.low_stock.total).toBeGreaterThan(0);
    expect(cat.body.result.low_stock.items[0].qty).toBeLessThanOrEqual(5);
  });

  it("only the owner reads the audit log; nobody can change or remove its rows", async () => {
    await refusedForOthers("audit.read", (who) => asStaff(app(), who, "GET", "/api/admin/audit"));
    const log = await asStaff(app(), as("owner"), "GET", "/api/admin/audit");
    expect(log.body.result.items.length).toBeGreaterThan(0);
    await expect(c.t.db.query("UPDATE staff_audit_log SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(c.t.db.query("DELETE FROM staff_audit_log")).rejects.toThrow(/append-only/);
  });
});
