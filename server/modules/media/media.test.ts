import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import mediaRoutes from "./routes.ts";

const COVER = "catalog/product/k/s/ks-000001.svg";
const PHOTO = "catalog/product/k/s/ks-000002.png";
const CORRUPT = "catalog/product/k/s/broken.png";
const TRUNCATED = "catalog/product/k/s/truncated.png";

const coverSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420">
  <rect width="300" height="420" fill="#ffffff"/>
  <text x="150" y="200" font-family="sans-serif" font-size="40" fill="#000000" text-anchor="middle">Kiosk</text>
</svg>`;

let root: string;
let mediaDir: string;
let cacheDir: string;
let app: FastifyInstance;

function put(rel: string, data: string | Buffer): string {
  const file = path.join(mediaDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  return file;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "kiosk-media-"));
  mediaDir = path.join(root, "media");
  cacheDir = path.join(root, "cache");
  fs.mkdirSync(mediaDir);
  put(COVER, coverSvg);
  const png = await sharp({ create: { width: 1000, height: 600, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
  put(PHOTO, png);
  put(CORRUPT, "this is not an image at all");
  put(TRUNCATED, png.subarray(0, 200));
  fs.writeFileSync(path.join(root, "secret.svg"), coverSvg); // outside mediaDir
  fs.symlinkSync(path.join(root, "secret.svg"), path.join(mediaDir, "escape.svg"));

  app = Fastify();
  await app.register(mediaRoutes, { mediaDir, cacheDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("GET /img/:width/:height/*", () => {
  it("serves WebP for Accept image/webp, fitting the box", async () => {
    const res = await get(`/img/250/250/${COVER}`, { accept: "image/webp,*/*" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["vary"]).toBe("Accept");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers["etag"]).toMatch(/^W\/".+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.height).toBe(250);
    expect(meta.width).toBeLessThanOrEqual(250);
  });

  it("serves AVIF when accepted, preferring it over WebP", async () => {
    const res = await get(`/img/150/150/${PHOTO}`, { accept: "image/avif,image/webp,*/*" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/avif");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("heif");
    expect([meta.width, meta.height]).toEqual([150, 90]);
  });

  it("serves JPEG otherwise", async () => {
    for (const accept of [undefined, "*/*", "image/png,image/webp;q=0"]) {
      const res = await get(`/img/500/500/${PHOTO}`, accept ? { accept } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe("jpeg");
      expect([meta.width, meta.height]).toEqual([500, 300]);
    }
  });

  it("keeps the aspect ratio in the large gallery box", async () => {
    const res = await get(`/img/1800/1500/${COVER}`, { accept: "image/webp" });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.height).toBe(1500);
    expect(meta.width).toBe(Math.round((1500 * 300) / 420));
  });

  it("renders SVG text (fonts are available)", async () => {
    const res = await get(`/img/500/500/${COVER}`);
    expect(res.statusCode).toBe(200);
    // The cover is white with black text: the text must produce dark pixels.
    const { channels } = await sharp(res.rawPayload).stats();
    expect(channels[0]!.min).toBeLessThan(60);
  });

  it.each([
    ["a size outside the specification", `/img/300/300/${COVER}`],
    ["a swapped size", `/img/1500/1800/${COVER}`],
    ["a non-numeric size", `/img/abc/250/${COVER}`],
    ["a size with leading zeros", `/img/0250/250/${COVER}`],
    ["an encoded traversal", "/img/250/250/..%2F..%2Fetc%2Fpasswd"],
    ["an encoded traversal inside the path", "/img/250/250/catalog%2F..%2F..%2Fsecret.svg"],
    ["a NUL byte", "/img/250/250/catalog%00.svg"],
    ["a backslash", "/img/250/250/catalog%5C..%5Csecret.svg"],
    ["an absolute path", "/img/250/250//etc/passwd"],
    ["an empty path", "/img/250/250/"],
    ["a symlink leading outside the media dir", "/img/250/250/escape.svg"],
  ])("answers 400 for %s", async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.result).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  it("answers 400 for a raw ../ traversal over real HTTP (inject would normalise it)", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/img/250/250/../secret.svg" }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on("error", reject);
    });
    expect(status).toBe(400);
  });

  it("answers 404 for a missing file", async () => {
    for (const url of ["/img/250/250/catalog/product/nope.svg", "/img/250/250/catalog/product", `/img/250/250/${COVER}/x.svg`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, result: { error: "IMAGE_NOT_FOUND", message: expect.any(String) } });
    }
  });

  it.each([CORRUPT, TRUNCATED])("answers 4xx, not 500, for the undecodable file %s", async (rel) => {
    for (const accept of ["image/avif", "image/webp", "image/jpeg"]) {
      const res = await get(`/img/250/250/${rel}`, { accept });
      expect([415, 422]).toContain(res.statusCode);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["etag"]).toBeUndefined();
      expect(res.json()).toEqual({ code: res.statusCode, result: { error: expect.any(String), message: expect.any(String) } });
    }
    // The server is still healthy.
    expect((await get(`/img/150/150/${COVER}`)).statusCode).toBe(200);
  });

  it("writes the output to the disk cache and serves it from there", async () => {
    const url = `/img/500/500/${COVER}`;
    const cached = path.join(cacheDir, "500x500", "webp", COVER);
    fs.rmSync(cached, { force: true });

    const first = await get(url, { accept: "image/webp" });
    expect(first.statusCode).toBe(200);
    expect(fs.existsSync(cached)).toBe(true);
    expect(fs.readFileSync(cached).equals(first.rawPayload)).toBe(true);

    // Replace the cache entry by a marker: the second response must be that marker.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: "#00ff00" } })
      .webp()
      .toBuffer();
    fs.writeFileSync(cached, marker);
    const second = await get(url, { accept: "image/webp" });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);

    // Once the source is newer than the entry, the image is rendered again.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(mediaDir, COVER), later, later);
    const third = await get(url, { accept: "image/webp" });
    expect(third.rawPayload.equals(marker)).toBe(false);
    expect((await sharp(third.rawPayload).metadata()).height).toBe(500);
    expect(third.headers["etag"]).not.toBe(first.headers["etag"]);
  });

  it("answers concurrent requests for an uncached image identically and leaves no temp files", async () => {
    const url = `/img/1800/1500/${PHOTO}`;
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(url, { accept: "image/webp" })));
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    }
    const dir = path.join(cacheDir, "1800x1500", "webp", path.dirname(PHOTO));
    const entries = fs.readdirSync(dir);
    expect(entries).toContain(path.basename(PHOTO));
    expect(entries.filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const url = `/img/250/250/${PHOTO}`;
    const first = await get(url, { accept: "image/webp" });
    const etag = first.headers["etag"] as string;
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`]) {
      const res = await get(url, { accept: "image/webp", "if-none-match": ifNoneMatch });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers["etag"]).toBe(etag);
      expect(res.headers["vary"]).toBe("Accept");
    }
    // Another negotiated format is another representation.
    const jpeg = await get(url, { accept: "image/jpeg", "if-none-match": etag });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers["etag"]).not.toBe(etag);
  });
});
