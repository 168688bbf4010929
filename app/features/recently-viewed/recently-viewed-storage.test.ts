import { describe, expect, it } from "vitest";
import { readRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_KEY, type KeyValueStorage } from "./recently-viewed-storage.ts";

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
const price = { price_incl_tax: 39.99, final_price_incl_tax: 29.99, is_discounted: true, lowest_price_30d: 39.99 };
const item = (n: number) => ({ sku: `KS-${n}`, name: `Książka ${n}`, url: `/p/KS-${n}/ksiazka-${n}`, image: null, price });

describe("recently viewed storage", () => {
  it("puts the latest product first, once", () => {
    const s = memory();
    recordRecentlyViewed(s, item(1), 1);
    recordRecentlyViewed(s, item(2), 2);
    const list = recordRecentlyViewed(s, item(1), 3);
    expect(list.map((x) => x.sku)).toEqual(["KS-1", "KS-2"]);
    expect(list[0]?.viewedAt).toBe(3);
    expect(readRecentlyViewed(s)).toEqual(list);
  });

  it("keeps the newest 12", () => {
    const s = memory();
    for (let n = 1; n <= 15; n++) recordRecentlyViewed(s, item(n), n);
    const list = readRecentlyViewed(s);
    expect(list).toHaveLength(12);
    expect(list[0]?.sku).toBe("KS-15");
    expect(list[11]?.sku).toBe("KS-4");
  });

  it("drops junk and foreign URLs", () => {
    const s = memory();
    s.data.set(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([item(1), { sku: "x" }, { ...item(2), url: "https://evil.example/" }, { ...item(3), url: "//evil.example" }, 5]),
    );
    expect(readRecentlyViewed(s).map((x) => x.sku)).toEqual(["KS-1"]);
    s.data.set(RECENTLY_VIEWED_KEY, "{broken");
    expect(readRecentlyViewed(s)).toEqual([]);
    expect(readRecentlyViewed(undefined)).toEqual([]);
  });

  it("survives a storage that refuses writes", () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(recordRecentlyViewed(full, item(1), 1).map((x) => x.sku)).toEqual(["KS-1"]);
  });
});
