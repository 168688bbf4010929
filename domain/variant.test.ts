import { describe, it, expect } from "vitest";
import { availableOptionValues, findExactVariant, isVariantAvailable, selectVariant, type VariantChild, type VariantSelection } from "./variant.ts";

// attribute ids: color 10 = red, 11 = blue; size 20 = S, 21 = M, 22 = L
const child = (sku: string, attributes: Record<string, number>, extra: Partial<VariantChild> = {}): VariantChild => ({
  sku,
  status: 1,
  price: 5000,
  finalPrice: 5000,
  isInStock: true,
  attributes,
  ...extra,
});

const children: VariantChild[] = [
  child("RED-S", { color: 10, size: 20 }, { finalPrice: 4500 }),
  child("RED-M", { color: 10, size: 21 }),
  child("RED-L", { color: 10, size: 22 }, { isInStock: false, finalPrice: 1000 }),
  child("BLUE-S", { color: 11, size: 20 }, { status: 2, finalPrice: 1000 }),
  child("BLUE-M", { color: 11, size: 21 }, { finalPrice: 4000 }),
  child("BLUE-L", { color: 11, size: 22 }, { finalPrice: 5500 }),
];

describe("isVariantAvailable", () => {
  it.each<[Partial<VariantChild>, boolean, boolean]>([
    [{}, false, true],
    [{ status: 0 }, false, true],
    [{ status: 2 }, false, false],
    [{ status: 3 }, true, false],
    [{ isInStock: false }, false, false],
    [{ isInStock: false }, true, true],
  ])("%j, allowOutOfStock=%s → %s", (extra, allowOutOfStock, expected) => {
    expect(isVariantAvailable(child("X", {}, extra), { allowOutOfStock })).toBe(expected);
  });
});

describe("selectVariant", () => {
  it.each<[string, VariantSelection, boolean, string | null]>([
    ["exact sku", { sku: "BLUE-L" }, false, "BLUE-L"],
    ["sku wins over attributes", { sku: "RED-M", attributes: { color: 11, size: 22 } }, false, "RED-M"],
    ["disabled sku falls back to attributes", { sku: "BLUE-S", attributes: { color: 11, size: 20 } }, false, "BLUE-M"],
    ["out-of-stock sku falls back", { sku: "RED-L", attributes: { color: 10, size: 22 } }, false, "RED-S"],
    ["out-of-stock sku allowed", { sku: "RED-L" }, true, "RED-L"],
    ["unknown sku, no attributes → cheapest", { sku: "NOPE" }, false, "BLUE-M"],
    ["all attributes match", { attributes: { color: 10, size: 21 } }, false, "RED-M"],
    ["best partial match, cheaper wins the tie", { attributes: { color: 11, size: 20 } }, false, "BLUE-M"],
    ["one attribute, cheapest of that colour", { attributes: { color: 10 } }, false, "RED-S"],
    ["out-of-stock allowed and cheapest", { attributes: { color: 10 } }, true, "RED-L"],
    ["unknown attribute values → cheapest overall", { attributes: { color: 99 } }, false, "BLUE-M"],
    ["empty selection → cheapest", {}, false, "BLUE-M"],
  ])("%s", (_name, selection, allowOutOfStock, expected) => {
    expect(selectVariant(children, selection, { allowOutOfStock })?.sku ?? null).toBe(expected);
  });

  it("keeps the first child on an exact tie", () => {
    const twins = [child("A", { size: 20 }), child("B", { size: 20 })];
    expect(selectVariant(twins, { attributes: { size: 20 } })?.sku).toBe("A");
  });

  it("returns null when no child is available", () => {
    const none = [child("A", {}, { status: 2 }), child("B", {}, { isInStock: false })];
    expect(selectVariant(none, { sku: "A" })).toBeNull();
    expect(selectVariant([], {})).toBeNull();
  });
});

describe("findExactVariant", () => {
  it.each<[Record<string, number>, boolean, string | null]>([
    [{ color: 10, size: 21 }, false, "RED-M"],
    [{ color: 11, size: 22 }, false, "BLUE-L"],
    [{ color: 11, size: 20 }, false, null], // disabled
    [{ color: 10, size: 22 }, false, null], // out of stock
    [{ color: 10, size: 22 }, true, "RED-L"],
    [{ color: 10, size: 99 }, false, null],
    [{ color: 10, size: 21, binding: 1 }, false, null], // child lacks that attribute
    [{ color: 10 }, false, "RED-S"], // several match → cheapest
    [{}, false, null],
  ])("%j (allowOutOfStock=%s) → %s", (attributes, allowOutOfStock, expected) => {
    expect(findExactVariant(children, attributes, { allowOutOfStock })?.sku ?? null).toBe(expected);
  });
});

describe("availableOptionValues", () => {
  it.each<[string, Record<string, number>, boolean, number[]]>([
    ["size", {}, false, [20, 21, 22]],
    ["size", { color: 10 }, false, [20, 21]], // RED-L out of stock
    ["size", { color: 10 }, true, [20, 21, 22]],
    ["size", { color: 11 }, false, [21, 22]], // BLUE-S disabled
    ["size", { color: 11, size: 21 }, false, [21, 22]], // own value ignored
    ["color", { size: 20 }, false, [10]],
    ["color", { size: 22 }, false, [11]],
    ["color", { size: 99 }, false, []],
    ["binding", {}, false, []],
  ])("%s given %j (allowOutOfStock=%s) → %j", (code, selection, allowOutOfStock, expected) => {
    expect(availableOptionValues(children, code, selection, { allowOutOfStock })).toEqual(expected);
  });
});
