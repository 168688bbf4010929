import { describe, expect, it } from "vitest";
import { dispatchPath, isReservedPath, notFoundLocation } from "./dispatch-path.ts";

describe("dispatchPath", () => {
  it.each([
    ["/prenumerata", "prenumerata"],
    ["/ksiazki/kryminal-i-sensacja/", "ksiazki/kryminal-i-sensacja"],
    ["//double//", "double"],
    ["/%C5%BC%C3%B3%C5%82w", "żółw"],
    ["/%E0%A4%A", null],
  ])("%s → %j", (pathname, expected) => {
    expect(dispatchPath(pathname)).toBe(expected);
  });
});

describe("isReservedPath", () => {
  it.each(["api", "api/catalog", "img/250/250/x.svg", "assets/entry.js", "favicon.ico", "service-worker.js", "old/chunk-abc123.css"])(
    "%s is not a page",
    (path) => {
      expect(isReservedPath(path)).toBe(true);
    },
  );
  it.each(["apiary", "images-of-poland", "ksiazki", "stary-sklep/produkt.html", "kalendarz-2027", "wydanie-23.2026"])("%s may be a page", (path) => {
    expect(isReservedPath(path)).toBe(false);
  });
});

describe("notFoundLocation", () => {
  it("keeps slashes and encodes the rest", () => {
    expect(notFoundLocation("to/nie/istnieje")).toBe("/page-not-found?nf=to/nie/istnieje");
    expect(notFoundLocation("a b&c=d")).toBe("/page-not-found?nf=a%20b%26c%3Dd");
    expect(notFoundLocation("żółw")).toBe("/page-not-found?nf=%C5%BC%C3%B3%C5%82w");
  });
});
