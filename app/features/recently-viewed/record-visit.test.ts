import { describe, expect, it } from "vitest";
import { readRecentlyViewed, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX, type KeyValueStorage } from "./recently-viewed-storage.ts";
import { recordVisit, VISITS_KEY } from "./record-visit.ts";

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
const price = { price_incl_tax: 39.99, final_price_incl_tax: 29.99, is_discounted: true, lowest_price_30d: 39.99 };
const item = (n: number) => ({ sku: `KS-${n}`, name: `Książka ${n}`, url: `/p/KS-${n}/ksiazka-${n}`, image: null, price });

describe("recording a product visit (product page)", () => {
  it("uses the key the strip reads", () => {
    expect(VISITS_KEY).toBe(RECENTLY_VIEWED_KEY);
  });

  it("puts the product first, once, and says whether another product is in the list", () => {
    const s = memory();
    expect(recordVisit(s, item(1), 1)).toBe(false);
    expect(recordVisit(s, item(1), 2)).toBe(false);
    expect(recordVisit(s, item(2), 3)).toBe(true);
    expect(recordVisit(s, item(1), 4)).toBe(true);
    expect(readRecentlyViewed(s)).toEqual([
      { ...item(1), viewedAt: 4 },
      { ...item(2), viewedAt: 3 },
    ]);
  });

  it("keeps the newest 12, as the strip reads them", () => {
    const s = memory();
    for (let n = 1; n <= 15; n++) recordVisit(s, item(n), n);
    const list = readRecentlyViewed(s);
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.sku).toBe("KS-15");
    expect(list[11]?.sku).toBe("KS-4");
  });

  it("starts anew over unreadable data and drops entries without a sku", () => {
    const s = memory();
    s.setItem(RECENTLY_VIEWED_KEY, "{not json");
    expect(recordVisit(s, item(1), 1)).toBe(false);
    s.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([null, 5, { name: "x" }, { ...item(2), viewedAt: 1 }]));
    expect(recordVisit(s, item(3), 2)).toBe(true);
    expect(readRecentlyViewed(s).map((x) => x.sku)).toEqual(["KS-3", "KS-2"]);
  });

  it("survives blocked or full storage", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(recordVisit(blocked, item(1))).toBe(false);
  });
});
