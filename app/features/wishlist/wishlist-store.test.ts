import { describe, expect, it } from "vitest";
import { parseWishlist } from "./wishlist-store.ts";

describe("the stored wishlist", () => {
  it("reads skus and server ids, newest first, each sku once", () => {
    expect(parseWishlist(JSON.stringify([{ sku: "A", id: 3 }, { sku: "B" }, { sku: "A", id: 9 }]))).toEqual([{ sku: "A", id: 3 }, { sku: "B" }]);
  });
  it("counts anything unreadable as an empty list", () => {
    for (const raw of [null, "", "{", "{}", '"A"', "[1, null, {}]"]) expect(parseWishlist(raw)).toEqual([]);
    expect(parseWishlist('[{"sku": ""}, {"sku": "C", "id": "x"}]')).toEqual([{ sku: "C" }]);
  });
});
