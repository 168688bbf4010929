import path from "node:path";
import { describe, expect, it } from "vitest";
import { cacheFilePath, etagMatches, isInside, makeEtag, negotiateFormat, normaliseMediaPath, parseSize, svgDensity } from "./resize.ts";

const thumb = { name: "thumbnail", width: 250, height: 250 };

describe("parseSize", () => {
  it("accepts exactly the sizes of the specification", () => {
    expect(parseSize("250", "250")?.name).toBe("thumbnail");
    expect(parseSize("150", "150")?.name).toBe("cart");
    expect(parseSize("500", "500")?.name).toBe("gallery");
    expect(parseSize("1800", "1500")?.name).toBe("large-gallery");
  });
  it.each([
    ["300", "300"],
    ["1500", "1800"],
    ["abc", "250"],
    ["0250", "250"],
    ["250.0", "250"],
    ["", "250"],
    ["-250", "250"],
    ["2.5e2", "250"],
  ])("rejects %s×%s", (w, h) => expect(parseSize(w, h)).toBeNull());
});

describe("normaliseMediaPath", () => {
  it("normalises harmless paths", () => {
    expect(normaliseMediaPath("catalog/product/k/s/ks-000001.svg")).toBe("catalog/product/k/s/ks-000001.svg");
    expect(normaliseMediaPath("./catalog//a.png")).toBe("catalog/a.png");
  });
  it.each(["", "../etc/passwd", "a/../../b", "a/..", "a\0b", "a\\b", "/etc/passwd", "C:\\x", "catalog/", "."])("rejects %j", (p) =>
    expect(normaliseMediaPath(p)).toBeNull(),
  );
});

it("isInside", () => {
  expect(isInside("/m", "/m/a.png")).toBe(true);
  expect(isInside("/m", "/m")).toBe(false);
  expect(isInside("/m", "/mx/a.png")).toBe(false);
  expect(isInside("/m", "/etc/passwd")).toBe(false);
});

describe("negotiateFormat", () => {
  it.each([
    ["image/avif,image/webp,image/apng,*/*;q=0.8", "avif"],
    ["image/webp,*/*", "webp"],
    ["image/avif;q=0, image/webp", "webp"],
    ["IMAGE/WEBP", "webp"],
    ["*/*", "jpeg"],
    ["", "jpeg"],
    [undefined, "jpeg"],
  ] as const)("%j → %s", (accept, format) => expect(negotiateFormat(accept)).toBe(format));
});

it("cacheFilePath follows {cacheDir}/{w}x{h}/{format}/<path>", () => {
  expect(cacheFilePath("/c", thumb, "webp", "catalog/a.svg")).toBe(path.join("/c", "250x250", "webp", "catalog", "a.svg"));
});

describe("etags", () => {
  const etag = makeEtag({ size: 10, mtimeMs: 1000.5 }, thumb, "avif");
  it("differ per variant and source version", () => {
    expect(makeEtag({ size: 10, mtimeMs: 1000.5 }, thumb, "webp")).not.toBe(etag);
    expect(makeEtag({ size: 10, mtimeMs: 2000 }, thumb, "avif")).not.toBe(etag);
  });
  it("match weakly, in lists and with *", () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(etag.slice(2), etag)).toBe(true);
    expect(etagMatches(`"x", ${etag}`, etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('"x"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

it("svgDensity renders the SVG at about the box size", () => {
  expect(svgDensity(300, 420, { name: "l", width: 1800, height: 1500 })).toBe(Math.ceil((72 * 1500) / 420));
  expect(svgDensity(1000, 1000, thumb)).toBe(18);
  expect(svgDensity(undefined, 10, thumb)).toBe(72);
});
