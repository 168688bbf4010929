import { describe, expect, it } from "vitest";
import { isVirtualType } from "./cart-methods.ts";
import { isShipped } from "./shipping-rule.ts";

describe("isShipped", () => {
  it.each([
    ["simple", true],
    ["configurable", true],
    ["bundle", true],
    ["grouped", true],
    ["single_number", true],
    ["subscription", true],
    ["virtual", false],
    ["downloadable", false],
  ])("%s → %s", (typeId, shipped) => {
    expect(isShipped(typeId)).toBe(shipped);
  });
  it("is the cart's rule too (isVirtualType is its negation)", () => {
    for (const t of ["simple", "virtual", "downloadable", "bundle"]) expect(isVirtualType(t)).toBe(!isShipped(t));
  });
});
