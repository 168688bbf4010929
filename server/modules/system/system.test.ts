import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

describe("system endpoints and HTTP behaviour", () => {
  it("reports liveness and readiness", async () => {
    const health = await t.app.inject("/api/health");
    expect(health.json()).toEqual({ code: 200, result: { status: "ok" } });
    const ready = await t.app.inject("/api/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json().result).toMatchObject({ status: "ready", database: t.db.kind });
    // the search index is read in the background after start: loading, then ready
    expect(["loading", "ready"]).toContain(ready.json().result.searchIndex);
    await t.app.services.catalog.searchIndex!.load();
    expect((await t.app.inject("/api/ready")).json().result.searchIndex).toBe("ready");
  });

  it("fails the readiness probe within its own limit while the database is busy, and keeps liveness up", async () => {
    // A transaction holding the database (PGlite has one connection; on PostgreSQL a held pool would do the same).
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const busy =
      t.db.kind === "pglite"
        ? t.db.transaction(async () => {
            await held;
          })
        : null;
    try {
      if (busy) {
        const start = performance.now();
        const ready = await t.app.inject("/api/ready");
        expect(performance.now() - start).toBeLessThan(t.config.READY_TIMEOUT_MS + 1000);
        expect(ready.statusCode).toBe(503);
        expect(ready.headers["retry-after"]).toBeDefined();
        expect(ready.json()).toMatchObject({ code: 503, result: { error: "SERVICE_UNAVAILABLE" } });
      }
      expect((await t.app.inject("/api/health")).statusCode).toBe(200);
    } finally {
      release();
      await busy;
    }
    expect((await t.app.inject("/api/ready")).statusCode).toBe(200);
  });

  it("runs the embedded database with the configured page cache", async () => {
    if (t.db.kind !== "pglite") return;
    const [row] = await t.db.query<{ v: string }>("SELECT current_setting('shared_buffers') AS v");
    expect(row?.v).toBe(t.config.PGLITE_SHARED_BUFFERS);
  });

  it("echoes a safe request id and invents one otherwise", async () => {
    const a = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(a.headers["x-request-id"]).toBe("abc-123");
    const b = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(b.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sets security headers", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["referrer-policy"]).toBeDefined();
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
    // HSTS only in production: a development shop on http://localhost must not pin HTTPS in the browser
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
    // every answer, an error too, and a second request alike (the headers are built once, not per request)
    for (const url of ["/api/nope", "/api/health"]) {
      const other = await t.app.inject(url);
      for (const h of ["x-content-type-options", "x-frame-options", "content-security-policy", "referrer-policy", "cross-origin-resource-policy"])
        expect(other.headers[h], `${h} on ${url}`).toBe(res.headers[h]);
    }
  });

  it("compresses large responses", async () => {
    const res = await t.app.inject({ url: "/api/catalog/search?size=20", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    const res = await t.app.inject("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 404, result: { error: "NOT_FOUND" } });
  });

  it("rejects malformed JSON with a 400 envelope", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/catalog/search", headers: { "content-type": "application/json" }, payload: "{nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, result: { error: "BAD_REQUEST" } });
  });

  it("rejects invalid UTF-8 in the query with a 400 envelope", async () => {
    const res = await t.app.inject("/api/catalog/search?query=%C3%28abc");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, result: { error: "BAD_REQUEST" } });
  });

  it("serves the OpenAPI document of every endpoint", async () => {
    const res = await t.app.inject("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of [
      "/api/health",
      "/api/ready",
      "/api/catalog/search",
      "/api/catalog/product",
      "/api/catalog/categories",
      "/api/catalog/categories/{id}",
      "/api/catalog/category",
      "/api/catalog/attributes",
      "/api/catalog/tax-rules",
      "/api/stock/check",
      "/api/stock/list",
      "/api/product/render-list",
      "/api/omnibus/category_prices",
      "/api/url/map",
      "/api/cms/pages/{identifier}",
      "/api/cms/blocks",
      "/api/cms/hierarchy",
      "/api/cms/banners",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths["/api/catalog/search"].get.parameters.map((p: { name: string }) => p.name)).toContain("sort");
    const html = await t.app.inject("/api/docs");
    expect([200, 302]).toContain(html.statusCode);
  });
});
