/**
 * The back office's CMS pages through /api/admin/cms (fastify.inject on PGlite, or PostgreSQL with DATABASE_URL):
 * each action refused for every role without cms.read / cms.write and audited for those with it; the HTML sanitised
 * on save with the storefront's sanitiser; the preview equal to what the storefront serves; publish and withdraw seen
 * by the storefront's API at once, and the page version (the page caches' key) moved by every change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, can, type StaffRole } from "../../../domain/staff.ts";
import { injectJson, setupTestApp, type TestContext } from "../../test/helper.ts";
import { asStaff, staffOf, type SignedIn } from "./test-support.ts";

let t: TestContext;
const staff: Partial<Record<StaffRole, SignedIn>> = {};
const as = (role: StaffRole) => staff[role]!;

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of STAFF_ROLES) staff[role] = await staffOf(t.app, role);
});
afterAll(async () => t?.close());

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
