/**
 * The storefront's payment pages as the server renders them (issue 14; docs/storefront.md §2): /placepozniej
 * and the thank-you page of an online payment are never indexed or cached, echo nothing but an order number and
 * a pay token that look like one, and the page policy lets PayU's card form and logos in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { contentSecurityPolicy, payuOrigin } from "./storefront.ts";
import { setupTestApp, type TestContext } from "./test/helper.ts";

const TOKEN = "Qm9yZGVyLXBheS10b2tlbi0xMjM0NTY3";
let t: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  t = await setupTestApp();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-pay-")), LOG_LEVEL: "silent", NODE_ENV: "test" });
  app = await buildApp({ config: { ...config, PAYU_URL: "http://127.0.0.1:45678" }, db: t.db, storefront: true, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("the page policy and PayU", () => {
  it("script-src and frame-src allow PayU's hosts and the configured PayU origin; img-src its logos", () => {
    const csp = contentSecurityPolicy("n0nce", payuOrigin("http://127.0.0.1:45678/"));
    for (const name of ["script-src", "frame-src"]) {
      expect(directive(csp, name)).toContain("https://secure.payu.com");
      expect(directive(csp, name)).toContain("https://secure.snd.payu.com");
      expect(directive(csp, name)).toContain("http://127.0.0.1:45678");
    }
    expect(directive(csp, "script-src")).toContain("'nonce-n0nce'");
    expect(directive(csp, "img-src")).toContain("https://static.payu.com");
    expect(directive(csp, "img-src")).toContain("http://127.0.0.1:45678");
  });

  it("PayU's own host given as PAYU_URL is listed once; no PAYU_URL keeps PayU's hosts only", () => {
    const csp = contentSecurityPolicy("n", payuOrigin("https://secure.payu.com"));
    expect(directive(csp, "frame-src").match(/https:\/\/secure\.payu\.com/g)).toHaveLength(1);
    expect(payuOrigin(undefined)).toBeNull();
    expect(payuOrigin("not a url")).toBeNull();
    expect(directive(contentSecurityPolicy("n"), "frame-src")).toBe("frame-src 'self' https://secure.payu.com https://secure.snd.payu.com");
  });
});

describe("payment pages", () => {
  it("/placepozniej: the frame, never indexed or cached, with the configured PayU origin in its policy", async () => {
    const res = await app.inject({ url: `/placepozniej?order=000000042&pay_token=${TOKEN}`, headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-page-cache"]).not.toBe("hit");
    expect(res.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(res.body).toContain("Zapłać za zamówienie");
    expect(res.body).toContain("Sprawdzamy zamówienie");
    expect(directive(String(res.headers["content-security-policy"]), "frame-src")).toContain("http://127.0.0.1:45678");
  });

  it("/placepozniej also takes the order number as order_increment_id (the thank-you page's name for it)", async () => {
    const res = await app.inject({ url: `/placepozniej?order_increment_id=000000042&pay_token=${TOKEN}`, headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    // rendered, not only among the page's messages: the order is being read, the "no order" sentence is not shown
    expect(res.body).toMatch(/role="status">Sprawdzamy zamówienie/);
    expect(res.body).not.toMatch(/<p>Ten adres nie wskazuje zamówienia/);
  });

  it("/placepozniej without a usable order number says so, and never renders what it was given", async () => {
    const res = await app.inject({
      url: "/placepozniej?order=%3Cscript%3Ealert(1)%3C/script%3E&pay_token=%3Cb%3E",
      headers: { "accept-encoding": "identity" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Ten adres nie wskazuje zamówienia");
    expect(res.body).not.toContain("<script>alert(1)");
  });

  it("PayU's return (pay token, no status) renders the waiting page with its live region; error=501 the failed one with a retry of the same order", async () => {
    const back = await app.inject({ url: `/thank-you-page?order_increment_id=000000042&pay_token=${TOKEN}`, headers: { "accept-encoding": "identity" } });
    expect(back.statusCode).toBe(200);
    expect(back.headers["cache-control"]).toBe("private, no-store");
    expect(back.body).toContain('data-state="pending"');
    expect(back.body).toMatch(/role="status" aria-live="polite" data-testid="payment-status"/);
    const failed = await app.inject({
      url: `/thank-you-page?order_increment_id=000000042&pay_token=${TOKEN}&error=501`,
      headers: { "accept-encoding": "identity" },
    });
    expect(failed.body).toContain('data-state="failed"');
    expect(failed.body).toContain(`href="/placepozniej?order=000000042&amp;pay_token=${TOKEN}"`);
    expect(failed.body).not.toContain('href="/checkout"');
  });
});
