import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectJson, setupTestApp, type TestContext } from "../../test/helper.ts";
import { bannerIsComplete, bannerIsCurrent, type BannerRow } from "./service.ts";
import { sanitizeCmsHtml } from "./sanitize.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => injectJson(t.app, url);

const IDENTIFIERS = ["regulamin", "polityka-prywatnosci", "regulamin-prenumeraty", "zwroty", "platnosci", "regulamin-cewe", "kontakt", "dostawa"];

describe("CMS pages", () => {
  it("serves the eight information pages", async () => {
    const list = (await get("/api/cms/pages")).body.result.map((p: { identifier: string }) => p.identifier);
    expect(list).toEqual(IDENTIFIERS);
    for (const id of IDENTIFIERS) {
      const { status, body } = await get(`/api/cms/pages/${id}`);
      expect(status, id).toBe(200);
      expect(body.result.content, id).toContain("<h2>");
      expect(body.result.title.length, id).toBeGreaterThan(3);
    }
    const zwroty = (await get("/api/cms/pages/zwroty")).body.result.content;
    expect(zwroty).toContain("14 dni");
  });

  it("answers 404 and 400 in the envelope", async () => {
    expect((await get("/api/cms/pages/nie-ma")).body.result.error).toBe("CMS_NOT_FOUND");
    expect((await get("/api/cms/pages/..%2Fetc")).status).toBe(400);
  });

  it("sanitises HTML before serving it", async () => {
    await t.db.query(`UPDATE cms_pages SET content = content || $1 WHERE identifier = 'kontakt'`, [
      `<script>alert(1)</script><p onclick="x()">ok</p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>`,
    ]);
    const html = (await get("/api/cms/pages/kontakt")).body.result.content;
    expect(html).not.toMatch(/<script|onclick|javascript:|onerror|<img/);
    expect(html).toContain("<p>ok</p>");
  });

  it("sanitises a page once per stored text: a served page is read again unchanged, an edit is sanitised anew", async () => {
    const first = (await get("/api/cms/pages/kontakt")).body.result.content;
    expect((await get("/api/cms/pages/kontakt")).body.result.content).toBe(first);
    await t.db.query(`UPDATE cms_pages SET content = content || $1 WHERE identifier = 'kontakt'`, [`<p onmouseover="y()">nowy akapit</p><script>z()</script>`]);
    const edited = (await get("/api/cms/pages/kontakt")).body.result.content;
    expect(edited).toContain("<p>nowy akapit</p>");
    expect(edited).not.toMatch(/<script|onmouseover/);
    // the same unsafe input always gives the same safe output, remembered or not
    const unsafe = `<p onclick="x()">a</p><script>b()</script>`;
    expect(sanitizeCmsHtml(unsafe)).toBe("<p>a</p>");
    expect(sanitizeCmsHtml(unsafe)).toBe("<p>a</p>");
  });

  it("keeps safe links and forces rel on new-window links", () => {
    expect(sanitizeCmsHtml('<a href="/i/zwroty" target="_blank">Zwroty</a>')).toBe('<a href="/i/zwroty" target="_blank" rel="noopener noreferrer">Zwroty</a>');
  });
});

describe("CMS blocks, hierarchy and banners", () => {
  it("serves blocks with JSON content", async () => {
    const blocks = (await get("/api/cms/blocks")).body.result;
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(() => JSON.parse(b.content)).not.toThrow();
    const one = (await get(`/api/cms/blocks?identifier=${blocks[0].identifier}`)).body.result;
    expect(one).toHaveLength(1);
  });

  it("serves the hierarchy", async () => {
    const all = (await get("/api/cms/hierarchy")).body.result;
    expect(all.length).toBeGreaterThanOrEqual(9);
  });

  it("serves only current, complete banners with dd.mm.yyyy dates", async () => {
    const banners = (await get("/api/cms/banners")).body.result;
    expect(new Set(banners.map((b: { slot: string }) => b.slot))).toEqual(new Set(["mainpl", "second", "logos"]));
    const rows = await t.db.query<BannerRow>("SELECT * FROM banners");
    const expected = rows.filter((b) => bannerIsCurrent(b, new Date().toISOString().slice(0, 10)) && bannerIsComplete(b));
    expect(banners.length).toBe(expected.length);
    expect(banners.length).toBeLessThan(rows.length);
    for (const b of banners.filter((x: { slot: string }) => x.slot === "mainpl")) expect(b.from).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect((await get("/api/cms/banners?slot=nope")).status).toBe(400);
  });
});

describe("banner rules", () => {
  const base: BannerRow = {
    id: 1,
    slot: "mainpl",
    image_desktop: "a.svg",
    image_mobile: "b.svg",
    url_desktop: null,
    url_mobile: null,
    link: "/c/x",
    alt: "",
    text1: null,
    desktop: true,
    mobile: true,
    from_date: "2026-01-01",
    to_date: "2026-12-31",
    sort_order: 0,
  };
  it.each([
    [{}, true],
    [{ image_mobile: null }, false],
    [{ link: null }, false],
    [{ from_date: null }, false],
    [{ slot: "second" }, false],
    [{ slot: "second", url_desktop: "u", url_mobile: "m" }, true],
    [{ slot: "logos", link: null, from_date: null, to_date: null }, true],
    [{ slot: "logos", image_desktop: null }, false],
  ])("completeness %o → %s", (patch, ok) => {
    expect(bannerIsComplete({ ...base, ...patch } as BannerRow)).toBe(ok);
  });
  it("honours the window, both days inclusive", () => {
    expect(bannerIsCurrent(base, "2026-01-01")).toBe(true);
    expect(bannerIsCurrent(base, "2026-12-31")).toBe(true);
    expect(bannerIsCurrent(base, "2027-01-01")).toBe(false);
    expect(bannerIsCurrent(base, "2025-12-31")).toBe(false);
  });
});
