import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache.ts";

describe("LruCache", () => {
  it("expires entries after the time to live", () => {
    let now = 0;
    const c = new LruCache<number>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    c.set("a", 1);
    now = 999;
    expect(c.get("a")).toBe(1);
    now = 1000;
    expect(c.get("a")).toBeUndefined();
  });

  it("evicts the least recently used entry", () => {
    const c = new LruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    c.set("a", 1);
    c.set("b", 2);
    c.get("a");
    c.set("c", 3);
    expect(c.get("b")).toBeUndefined();
    expect(c.get("a")).toBe(1);
    expect(c.get("c")).toBe(3);
    expect(c.size).toBe(2);
  });

  it("stores nothing when disabled", () => {
    const c = new LruCache<number>({ maxEntries: 10, ttlMs: 0 });
    c.set("a", 1);
    expect(c.get("a")).toBeUndefined();
  });
});
