import { describe, expect, it } from "vitest";
import { appPathOf, withoutStore, withStore } from "./store.ts";

describe("store-code prefix", () => {
  it("leaves paths alone when off", () => {
    expect(withStore("/c/prasa-3", "")).toBe("/c/prasa-3");
    expect(withoutStore("/c/prasa-3", "")).toBe("/c/prasa-3");
    expect(appPathOf("/pl/c/x", "")).toBe("/pl/c/x");
  });

  it("adds the prefix once, keeps absolute and protocol-relative URLs", () => {
    expect(withStore("/", "/kiosk")).toBe("/kiosk/");
    expect(withStore("/c/prasa-3?sort=price_asc", "/kiosk")).toBe("/kiosk/c/prasa-3?sort=price_asc");
    expect(withStore("/kiosk/c/prasa-3", "/kiosk")).toBe("/kiosk/c/prasa-3");
    expect(withStore("/kiosko/c/x", "/kiosk")).toBe("/kiosk/kiosko/c/x");
    expect(withStore("https://example.com/x", "/kiosk")).toBe("https://example.com/x");
    expect(withStore("//example.com/x", "/kiosk")).toBe("//example.com/x");
    expect(withStore("#main", "/kiosk")).toBe("#main");
  });

  it("strips it from request paths and tells this store view's paths from another's", () => {
    expect(withoutStore("/kiosk/c/x", "/kiosk")).toBe("/c/x");
    expect(withoutStore("/kiosk", "/kiosk")).toBe("/");
    expect(withoutStore("/other/c/x", "/kiosk")).toBeNull();
    expect(appPathOf("/kiosk/i/regulamin#a", "/kiosk")).toBe("/i/regulamin#a");
    expect(appPathOf("/i/regulamin?x=1", "/kiosk")).toBe("/i/regulamin?x=1");
    expect(appPathOf("/", "/kiosk")).toBe("/");
    expect(appPathOf("/de/i/regulamin", "/kiosk")).toBeNull();
    expect(appPathOf("/ksiazki/zolw.html", "/kiosk")).toBeNull();
    expect(appPathOf("https://example.com/", "/kiosk")).toBeNull();
  });
});
