/**
 * The back office's CMS pages through /api/admin/cms (fastify.inject on PGlite, or PostgreSQL with DATABASE_URL):
 * each action refused for every role without cms.read / cms.write and audited for those with it; the HTML sanitised
 * on save with the storefront's sanitiser; the preview equal to what the storefront serves; publish and withdraw seen
 * by the storefront's API at once, and the page version (the page caches' key) moved by every change. Coupons:
 * created, changed and switched off with the same refusals and audit entries, applied by the cart as staff set them,
 * their uses listed with the order placed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, can, type StaffRole } from "../../../domain/staff.ts";
import { injectJson, setupTestApp, type TestContext } from "../../test/helper.ts";
import { client, orderBody, pickProduct } from "../payment/test-support.ts";
import { asStaff, staffOf, type SignedIn } from "./test-support.ts";

let t: TestContext;
const staff: Partial<Record<StaffRole, SignedIn>> = {};
const as = (role: StaffRole) => staff[role]!;

/** The seeded page the journeys edit and withdraw, as it was: put back after them (PostgreSQL's database is shared by the test files). */
let seededPage: unknown;
beforeAll(async () => {
  t = await setupTestApp();
  for (const role of STAFF_ROLES) staff[role] = await staffOf(t.app, role);
  seededPage = (await t.db.query("SELECT row_to_json(c) AS row FROM cms_pages c WHERE identifier = 'platnosci'"))[0];
});
afterAll(async () => {
  if (t && seededPage) {
    await t.db.query("DELETE FROM cms_pages WHERE identifier IN ('nowa-strona', 'podglad')");
    await t.db.query(
      `UPDATE cms_pages c SET title = s.title, content = s.content, content_heading = s.content_heading, is_active = s.is_active,
         meta_title = s.meta_title, meta_description = s.meta_description
       FROM json_populate_record(NULL::cms_pages, $1::json) s WHERE c.id = s.id`,
      [JSON.stringify((seededPage as { row: unknown }).row)],
    );
  }
  await t?.close();
});

const auditOf = (target: string) =>
  t.db.query<{ staff_email: string; action: string; before: any; after: any }>(
    "SELECT staff_email, action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id",
    [target],
  );
const version = async () => (await t.db.query<{ value: string }>("SELECT value FROM catalog_meta WHERE key = 'version'"))[0]?.value;
const storefront = (identifier: string) => injectJson(t.app, `/api/cms/pages/${identifier}`);

const body = (identifier: string, content: string, extra: Record<string, unknown> = {}) => ({
  identifier,
  title: `Strona ${identifier}`,
  content_heading: "Nagłówek",
  content,
  meta_title: "Tytuł",
  meta_description: "",
  ...extra,
});

describe("roles", () => {
  it("the content role and the owner have cms.read and cms.write; the others neither", () => {
    for (const role of STAFF_ROLES) {
      const yes = role === "content" || role === "owner";
      expect(can(role, "cms.read"), role).toBe(yes);
      expect(can(role, "cms.write"), role).toBe(yes);
    }
  });

  it("refuses every CMS action with 403 FORBIDDEN to the other roles, and audits nothing for them", async () => {
    const [page] = await t.db.query<{ id: number }>("SELECT id FROM cms_pages WHERE identifier = 'zwroty'");
    const before = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_audit_log WHERE action LIKE 'cms.%'"))[0]!.n;
    for (const role of ["catalogue", "orders", "support"] as const) {
      const calls = [
        await asStaff(t.app, as(role), "GET", "/api/admin/cms/pages"),
        await asStaff(t.app, as(role), "GET", `/api/admin/cms/pages/${page!.id}`),
        await asStaff(t.app, as(role), "POST", "/api/admin/cms/pages", body(`zakaz-${role}`, "<p>x</p>")),
        await asStaff(t.app, as(role), "PATCH", `/api/admin/cms/pages/${page!.id}`, body("zwroty", "<p>x</p>")),
        await asStaff(t.app, as(role), "POST", `/api/admin/cms/pages/${page!.id}/publish`, { active: false }),
        await asStaff(t.app, as(role), "POST", "/api/admin/cms/preview", { content: "<p>x</p>" }),
      ];
      for (const c of calls) {
        expect(c.status, role).toBe(403);
        expect(c.body.result.error, role).toBe("FORBIDDEN");
      }
    }
    const after = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_audit_log WHERE action LIKE 'cms.%'"))[0]!.n;
    expect(after).toBe(before);
    expect((await storefront("zwroty")).status).toBe(200);
  });

  it("needs a session (401) and the CSRF token on changes (403 CSRF_FAILED)", async () => {
    expect((await injectJson(t.app, "/api/admin/cms/pages")).status).toBe(401);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/cms/preview", headers: { cookie: as("content").cookie }, payload: { content: "x" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().result.error).toBe("CSRF_FAILED");
  });
});

describe("CMS pages", () => {
  it("lists every page, active or not, with a search and paging; reads one as stored", async () => {
    const all = await asStaff(t.app, as("content"), "GET", "/api/admin/cms/pages");
    expect(all.status).toBe(200);
    expect(all.body.result.total).toBeGreaterThanOrEqual(8);
    expect(all.body.result.page_size).toBe(50);
    const found = await asStaff(t.app, as("content"), "GET", "/api/admin/cms/pages?q=zwrot");
    expect(found.body.result.items.map((p: { identifier: string }) => p.identifier)).toContain("zwroty");
    const one = await asStaff(t.app, as("owner"), "GET", `/api/admin/cms/pages/${found.body.result.items[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.result.content).toContain("<h2>");
    expect((await asStaff(t.app, as("content"), "GET", "/api/admin/cms/pages/999999")).body.result.error).toBe("CMS_NOT_FOUND");
  });

  it("creates a page unpublished with its HTML sanitised on save, publishes it, and the storefront shows it; audited", async () => {
    const v0 = await version();
    const created = await asStaff(
      t.app,
      as("content"),
      "POST",
      "/api/admin/cms/pages",
      body("nowa-strona", `<h2>Nowość</h2><p onclick="x()">Tekst</p><script>alert(1)</script><img src=x onerror=alert(1)>`),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const page = created.body.result;
    expect(page.is_active).toBe(false);
    expect(page.content).toBe("<h2>Nowość</h2><p>Tekst</p>");
    const [stored] = await t.db.query<{ content: string }>("SELECT content FROM cms_pages WHERE id = $1", [page.id]);
    expect(stored!.content).toBe("<h2>Nowość</h2><p>Tekst</p>");
    expect(await version()).not.toBe(v0);
    expect((await storefront("nowa-strona")).status).toBe(404);

    const v1 = await version();
    const published = await asStaff(t.app, as("content"), "POST", `/api/admin/cms/pages/${page.id}/publish`, { active: true });
    expect(published.status).toBe(200);
    expect(published.body.result.is_active).toBe(true);
    expect(await version()).not.toBe(v1);
    const shown = await storefront("nowa-strona");
    expect(shown.status).toBe(200);
    expect(shown.body.result.content).toBe("<h2>Nowość</h2><p>Tekst</p>");

    const audit = await auditOf(`cms_page:${page.id}`);
    expect(audit.map((a) => a.action)).toEqual(["cms.page_create", "cms.page_publish"]);
    expect(audit[0]!.staff_email).toBe(as("content").email);
    expect(audit[0]!.after).toMatchObject({ identifier: "nowa-strona", is_active: false, content_length: 27 });
    expect(audit[1]!.before).toEqual({ is_active: false });
    expect(audit[1]!.after).toEqual({ is_active: true });

    const again = await asStaff(t.app, as("owner"), "POST", "/api/admin/cms/pages", body("nowa-strona", "<p>x</p>"));
    expect(again.status).toBe(409);
    expect(again.body.result.error).toBe("CMS_IDENTIFIER_TAKEN");
  });

  it("edits a page (the owner too), withdraws it, and the storefront follows; before and after in the audit", async () => {
    const [row] = await t.db.query<{ id: number; title: string }>("SELECT id, title FROM cms_pages WHERE identifier = 'platnosci'");
    const edited = await asStaff(
      t.app,
      as("owner"),
      "PATCH",
      `/api/admin/cms/pages/${row!.id}`,
      body("platnosci", `<h2>Płatności</h2><p>Nowa treść<script>document.cookie</script></p>`, { title: "Płatności (nowe)", is_active: true }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result.content).toBe("<h2>Płatności</h2><p>Nowa treść</p>");
    expect((await storefront("platnosci")).body.result.content).toBe("<h2>Płatności</h2><p>Nowa treść</p>");

    const taken = await asStaff(t.app, as("content"), "PATCH", `/api/admin/cms/pages/${row!.id}`, body("zwroty", "<p>x</p>"));
    expect(taken.body.result.error).toBe("CMS_IDENTIFIER_TAKEN");
    const bad = await asStaff(t.app, as("content"), "PATCH", `/api/admin/cms/pages/${row!.id}`, body("Zły Adres!", "<p>x</p>"));
    expect(bad.status).toBe(400);

    const withdrawn = await asStaff(t.app, as("content"), "POST", `/api/admin/cms/pages/${row!.id}/publish`, { active: false });
    expect(withdrawn.body.result.is_active).toBe(false);
    expect((await storefront("platnosci")).status).toBe(404);

    const audit = await auditOf(`cms_page:${row!.id}`);
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([
      ["cms.page_update", as("owner").email],
      ["cms.page_unpublish", as("content").email],
    ]);
    expect(audit[0]!.before.title).toBe(row!.title);
    expect(audit[0]!.after.title).toBe("Płatności (nowe)");
  });

  it("previews exactly what the storefront serves: placeholders expanded, then sanitised", async () => {
    const text = `<h2>Dostawa</h2><p>Darmowa od {{free_delivery_threshold}}</p><script>alert(1)</script><a href="javascript:x">x</a>`;
    const preview = await asStaff(t.app, as("content"), "POST", "/api/admin/cms/preview", { content: text });
    expect(preview.status).toBe(200);
    expect(preview.body.result.html).not.toMatch(/<script|javascript:|\{\{/);
    const created = await asStaff(t.app, as("content"), "POST", "/api/admin/cms/pages", body("podglad", text, { is_active: true }));
    expect(created.status).toBe(200);
    expect((await storefront("podglad")).body.result.content).toBe(preview.body.result.html);
  });
});

const coupon = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Kupon ${code}`,
  discount_type: "fixed",
  discount_value: 1500,
  min_subtotal: 0,
  from_date: null,
  to_date: null,
  uses_per_coupon: null,
  uses_per_customer: null,
  ...extra,
});

describe("coupons", () => {
  it("refuses every coupon action with 403 FORBIDDEN to the other roles", async () => {
    const [rule] = await t.db.query<{ id: number }>("SELECT id FROM sales_rules WHERE code = 'KIOSK20'");
    for (const role of ["catalogue", "orders", "support"] as const) {
      const calls = [
        await asStaff(t.app, as(role), "GET", "/api/admin/coupons"),
        await asStaff(t.app, as(role), "GET", `/api/admin/coupons/${rule!.id}`),
        await asStaff(t.app, as(role), "GET", `/api/admin/coupons/${rule!.id}/uses`),
        await asStaff(t.app, as(role), "POST", "/api/admin/coupons", coupon(`ZAKAZ-${role}`)),
        await asStaff(t.app, as(role), "PATCH", `/api/admin/coupons/${rule!.id}`, coupon("KIOSK20", { is_active: false })),
      ];
      for (const c of calls) expect([role, c.status, c.body.result.error]).toEqual([role, 403, "FORBIDDEN"]);
    }
    expect(await auditOf(`coupon:${rule!.id}`)).toEqual([]);
    const [still] = await t.db.query<{ is_active: boolean }>("SELECT is_active FROM sales_rules WHERE id = $1", [rule!.id]);
    expect(still!.is_active).toBe(true);
  });

  it("validates a coupon: percent at most 100, the window in order, a code of letters and digits", async () => {
    const bad = [
      coupon("PROC150", { discount_type: "percent", discount_value: 150 }),
      coupon("OKNO", { from_date: "2026-12-10", to_date: "2026-12-01" }),
      coupon("zły kod!"),
      coupon("ZERO", { discount_value: 0 }),
      coupon("ULAMEK", { discount_value: 12.5 }),
    ];
    for (const b of bad) expect((await asStaff(t.app, as("content"), "POST", "/api/admin/coupons", b)).status, b.code).toBe(400);
  });

  it("creates a coupon the cart applies, lists its use with the order, and switches it off; audited", async () => {
    const created = await asStaff(t.app, as("content"), "POST", "/api/admin/coupons", coupon("zima15", { min_subtotal: 100, uses_per_customer: 1 }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const rule = created.body.result;
    expect(rule).toMatchObject({ code: "ZIMA15", discount_type: "fixed", discount_value: 1500, is_active: true, times_used: 0 });
    expect((await asStaff(t.app, as("content"), "POST", "/api/admin/coupons", coupon("ZIMA15"))).body.result.error).toBe("COUPON_CODE_TAKEN");
    const listed = await asStaff(t.app, as("owner"), "GET", "/api/admin/coupons?q=zima");
    expect(listed.body.result.items.map((c: { code: string }) => c.code)).toEqual(["ZIMA15"]);

    // the cart applies it as staff set it
    const api = client(t.app);
    // dearer than the coupon (with DATABASE_URL the newest products are other files' and may cost less than 15 zł)
    const product = await pickProduct(t.db, { minPrice: 3000 });
    const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
    expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: product.sku, qty: 1 } })).status).toBe(200);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=zima15`)).body.result).toBe(true);
    const totals = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.coupon_code).toBe("ZIMA15");
    expect(Math.round(totals.discount_amount * 100)).toBe(-1500);

    // an order placed with it is one use
    const order = await api.post("/api/order", { ...orderBody({ sku: product.sku, payment: "cashondelivery" }), cart_id: cartId });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const uses = await asStaff(t.app, as("content"), "GET", `/api/admin/coupons/${rule.id}/uses`);
    expect(uses.status).toBe(200);
    expect(uses.body.result.total).toBe(1);
    expect(uses.body.result.items[0].order_number).toBe(order.body.result.orderNumber);
    expect((await asStaff(t.app, as("content"), "GET", `/api/admin/coupons/${rule.id}`)).body.result.times_used).toBe(1);

    // switched off: the cart refuses it
    const off = await asStaff(t.app, as("content"), "PATCH", `/api/admin/coupons/${rule.id}`, coupon("ZIMA15", { is_active: false, min_subtotal: 100 }));
    expect(off.status).toBe(200);
    expect(off.body.result.is_active).toBe(false);
    const cart2 = (await api.post("/api/cart/create?token=")).body.result as string;
    await api.post(`/api/cart/update?cartId=${cart2}`, { cartItem: { sku: product.sku, qty: 1 } });
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cart2}&coupon=ZIMA15`)).body.result.error).toBe("COUPON_INVALID");

    const audit = await auditOf(`coupon:${rule.id}`);
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([
      ["coupon.create", as("content").email],
      ["coupon.disable", as("content").email],
    ]);
    expect(audit[1]!.before.is_active).toBe(true);
    expect(audit[1]!.after.is_active).toBe(false);
    expect((await asStaff(t.app, as("content"), "GET", "/api/admin/coupons/999999")).body.result.error).toBe("COUPON_NOT_FOUND");
  });
});

describe("banners", () => {
  const warsawToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(new Date());
  const banner = (extra: Record<string, unknown> = {}) => ({
    slot: "mainpl",
    image_desktop: "/media/banery/jesien-d.jpg",
    image_mobile: "/media/banery/jesien-m.jpg",
    link: "/c/ksiazki",
    alt: "Jesień z książką",
    from_date: "2020-01-01",
    to_date: "2099-12-31",
    sort_order: 0,
    ...extra,
  });
  const shown = async () => (await injectJson(t.app, "/api/cms/banners?slot=mainpl")).body.result.filter((b: { alt: string }) => b.alt === "Jesień z książką");

  it("refuses banner changes with 403 FORBIDDEN to the other roles", async () => {
    for (const role of ["catalogue", "orders", "support"] as const) {
      for (const c of [
        await asStaff(t.app, as(role), "GET", "/api/admin/banners"),
        await asStaff(t.app, as(role), "POST", "/api/admin/banners", banner()),
        await asStaff(t.app, as(role), "PATCH", "/api/admin/banners/1", banner()),
        await asStaff(t.app, as(role), "POST", "/api/admin/banners/1/delete"),
      ]) {
        expect([role, c.status, c.body.result.error]).toEqual([role, 403, "FORBIDDEN"]);
      }
    }
    expect(await shown()).toEqual([]);
  });

  it("creates a banner the home page's slot shows inside its window, moves it out of the window, removes it; audited", async () => {
    const v0 = await version();
    const created = await asStaff(t.app, as("content"), "POST", "/api/admin/banners", banner({ from_date: warsawToday(), to_date: warsawToday() }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.result.id as number;
    expect(await version()).not.toBe(v0);
    expect((await shown()).map((b: { id: number; link: string }) => [b.id, b.link])).toEqual([[id, "/c/ksiazki"]]);
    expect((await asStaff(t.app, as("content"), "GET", "/api/admin/banners")).body.result.some((b: { id: number }) => b.id === id)).toBe(true);

    const ended = await asStaff(t.app, as("owner"), "PATCH", `/api/admin/banners/${id}`, banner({ from_date: "2020-01-01", to_date: "2020-01-31" }));
    expect(ended.status).toBe(200);
    expect(await shown()).toEqual([]);
    const bad = await asStaff(t.app, as("content"), "PATCH", `/api/admin/banners/${id}`, banner({ from_date: "2026-02-01", to_date: "2026-01-01" }));
    expect(bad.status).toBe(400);
    const script = await asStaff(t.app, as("content"), "POST", "/api/admin/banners", banner({ link: "javascript:alert(1)" }));
    expect(script.status).toBe(400);

    expect((await asStaff(t.app, as("content"), "POST", `/api/admin/banners/${id}/delete`)).status).toBe(200);
    expect((await asStaff(t.app, as("content"), "POST", `/api/admin/banners/${id}/delete`)).body.result.error).toBe("BANNER_NOT_FOUND");
    const audit = await auditOf(`banner:${id}`);
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([
      ["banner.create", as("content").email],
      ["banner.update", as("owner").email],
      ["banner.delete", as("content").email],
    ]);
    expect(audit[1]!.before.to_date).toBe(warsawToday());
    expect(audit[1]!.after.to_date).toBe("2020-01-31");
  });
});
