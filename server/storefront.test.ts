import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { setupTestApp, type TestContext } from "./test/helper.ts";

let t: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  t = await setupTestApp();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "kiosk-sf-")), LOG_LEVEL: "silent", NODE_ENV: "test" });
  app = await buildApp({ config, db: t.db, storefront: true, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe("server-rendered storefront", () => {
  it("renders the home page in Polish with products, prices and a nonce CSP", async () => {
    const res = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="pl"');
    expect(res.body).toMatch(/\d+,\d{2}\u00a0zł/);
    const csp = String(res.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`nonce="${nonce}"`);
    expect(res.headers["x-request-id"]).toBeTruthy();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("also answers /pwa.html and compresses HTML", async () => {
    const res = await app.inject({ url: "/pwa.html", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
  });

  it("sends the build's scripts pre-compressed (brotli, gzip) and as they are to a client that accepts neither", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const html = (await app.inject({ url: "/", headers: { "accept-encoding": "identity" } })).body;
    const script = /<link rel="modulepreload" href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const plain = await app.inject({ url: script!, headers: { "accept-encoding": "identity" } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toContain("immutable");
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await app.inject({ url: script!, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    // quality 11, written by the build: smaller than the per-request quality would make it
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await app.inject({ url: script!, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    // a script that was not built is still a 404, whatever the encodings accepted
    expect((await app.inject({ url: "/assets/nope.js", headers: { "accept-encoding": "br" } })).statusCode).toBe(404);
  });

  it("sends unknown pages to page-not-found (404, Polish) and answers unknown API paths with JSON", async () => {
    const unknown = await app.inject("/to/nie/istnieje");
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe("/page-not-found?nf=to/nie/istnieje");
    const page = await app.inject(unknown.headers.location!);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Nie znaleźliśmy tej strony");
    expect(page.body).toContain("to/nie/istnieje");
    const api = await app.inject("/api/nie-ma");
    expect(api.statusCode).toBe(404);
    expect(api.json().result.error).toBe("NOT_FOUND");
  });

  it("carries a document's messages once in its head, and a client navigation's in the root data", async () => {
    const { messagesJsonFor } = await import("../app/i18n/resources.ts");
    for (const lang of ["pl", "en"] as const) {
      const res = await app.inject({ url: `/?lng=${lang}`, headers: { "accept-encoding": "identity" } });
      expect(res.statusCode).toBe(200);
      const head = res.body.slice(0, res.body.indexOf("</head>"));
      const script = new RegExp(`<script type="application/json" id="kiosk-messages" data-lang="${lang}">([^<]*)</script>`).exec(head);
      expect(script).not.toBeNull();
      expect(JSON.parse(script![1]!)).toEqual(JSON.parse(messagesJsonFor(lang)));
      expect(res.body.split('id="kiosk-messages"')).toHaveLength(2);
      // not a second time in the document's loader data (a message key shows only in the script)
      expect(res.body.split('"skipToContent"')).toHaveLength(2);
      const data = await app.inject({ url: `/_root.data?lng=${lang}&_routes=root` });
      expect(data.statusCode).toBe(200);
      expect(data.body).toContain("messagesJson");
      expect(data.body).toContain(JSON.stringify(messagesJsonFor(lang)).slice(0, 200));
    }
  });

  it("serves built assets as immutable", async () => {
    const html = (await app.inject("/")).body;
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await app.inject(asset!);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves the service worker never cached, with its own policy (it fetches this origin), also its compressed copy; and the web app manifest", async () => {
    for (const encoding of ["identity", "br", "gzip"]) {
      const res = await app.inject({ url: "/service-worker.js", headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toContain("connect-src 'self'");
    }
    const sw = (await app.inject({ url: "/service-worker.js", headers: { "accept-encoding": "identity" } })).body;
    // the precache list of this build: its framework chunk is in it, the injection point is gone
    const framework = /<link rel="modulepreload" href="(\/assets\/framework-[^"]+\.js)"/.exec((await app.inject("/")).body)?.[1];
    expect(sw).toContain(`"url":"${framework}"`);
    expect(sw).not.toContain("__WB_MANIFEST");
    const manifest = await app.inject("/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ start_url: "/pwa.html", display: "standalone", lang: "pl-PL" });
    for (const icon of ["/icons/icon-192.png", "/icons/icon-512.png"]) expect((await app.inject(icon)).statusCode).toBe(200);
    expect((await app.inject("/")).body).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  });
});
