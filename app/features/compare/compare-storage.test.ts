import { describe, expect, it } from "vitest";
import { clearCompare, COMPARE_KEY, readCompare, removeFromCompare, toggleCompare, type KeyValueStorage } from "./compare-storage.ts";

function memory(initial?: string): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>(initial === undefined ? [] : [[COMPARE_KEY, initial]]);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe("compare list storage", () => {
  it("starts empty and survives junk", () => {
    expect(readCompare(memory())).toEqual([]);
    expect(readCompare(memory("{not json"))).toEqual([]);
    expect(readCompare(memory('{"a":1}'))).toEqual([]);
    expect(readCompare(null)).toEqual([]);
    expect(readCompare(memory('["A", "", 3, "A", {"sku":"B"}]'))).toEqual(["A", "B"]);
  });

  it("adds and removes by sku, keeping the order", () => {
    const s = memory();
    expect(toggleCompare(s, "KS-1")).toEqual({ skus: ["KS-1"], outcome: "added" });
    expect(toggleCompare(s, "KS-2").skus).toEqual(["KS-1", "KS-2"]);
    expect(toggleCompare(s, "KS-1")).toEqual({ skus: ["KS-2"], outcome: "removed" });
    expect(JSON.parse(s.data.get(COMPARE_KEY)!)).toEqual(["KS-2"]);
    expect(removeFromCompare(s, "nope").skus).toEqual(["KS-2"]);
  });

  it("holds at most 4 products", () => {
    const s = memory('["A","B","C","D"]');
    expect(toggleCompare(s, "E")).toEqual({ skus: ["A", "B", "C", "D"], outcome: "full" });
    expect(toggleCompare(s, "B").skus).toEqual(["A", "C", "D"]);
    expect(toggleCompare(s, "E").skus).toEqual(["A", "C", "D", "E"]);
    expect(readCompare(memory('["A","B","C","D","E","F"]'))).toHaveLength(4);
  });

  it("reports a storage that refuses writes", () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(toggleCompare(full, "A")).toEqual({ skus: [], outcome: "failed" });
  });

  it("clears", () => {
    const s = memory('["A"]');
    clearCompare(s);
    expect(readCompare(s)).toEqual([]);
  });
});

describe("the product page's compare button", () => {
  it("watches the same storage key and event as the list (it repeats them to stay out of the first load)", async () => {
    const { STORED_COMPARE_KEY, COMPARE_CHANGED_EVENT } = await import("./CompareButton.tsx");
    const { COMPARE_KEY, COMPARE_EVENT } = await import("./compare-storage.ts");
    expect(STORED_COMPARE_KEY).toBe(COMPARE_KEY);
    expect(COMPARE_CHANGED_EVENT).toBe(COMPARE_EVENT);
  });
});
