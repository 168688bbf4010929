import { describe, expect, it } from "vitest";
import { availableValues, chooseOptionValue, initialVariant, variantUrl } from "./variant-ui.ts";
import type { ConfigurableOption, PageChild } from "./types.ts";

const BLACK = 1000;
const WHITE = 1001;
const GREY = 1005;
const S = 1009;
const M = 1010;
const L = 1011;

function child(sku: string, color: number, size: number, opts: { price?: number; inStock?: boolean; status?: number } = {}): PageChild {
  const price = opts.price ?? 69.99;
  return {
    sku,
    status: opts.status ?? 1,
    image: null,
    price: { price_incl_tax: price, final_price_incl_tax: price, is_discounted: false, lowest_price_30d: null, discount_percent: 0, tax_rate: 23 },
    stock: { is_in_stock: opts.inStock ?? true, qty: 10, manage_stock: true, min_sale_qty: 1, max_sale_qty: 50 },
    attributes: { color, size },
  };
}

const children = [
  child("TS-S-CZA", BLACK, S),
  child("TS-M-CZA", BLACK, M, { price: 59.99 }),
  child("TS-L-CZA", BLACK, L, { inStock: false }),
  child("TS-S-BIA", WHITE, S, { status: 2 }),
  child("TS-M-BIA", WHITE, M),
  child("TS-L-BIA", WHITE, L),
  child("TS-M-SZA", GREY, M),
];
const options: ConfigurableOption[] = [
  { attributeId: 93, code: "color", label: "Kolor", values: [BLACK, WHITE, GREY].map((id) => ({ id, label: String(id), swatch: null })) },
  { attributeId: 142, code: "size", label: "Rozmiar", values: [S, M, L].map((id) => ({ id, label: String(id), swatch: null })) },
];

describe("initial variant", () => {
  it("takes the child sku from the URL", () => {
    expect(initialVariant(children, "TS-L-BIA")).toEqual({ child: children[5], selection: { color: WHITE, size: L } });
  });
  it("without a child sku takes the cheapest available child", () => {
    expect(initialVariant(children, null).child?.sku).toBe("TS-M-CZA");
  });
  it("replaces an out-of-stock child by the closest available one", () => {
    // TS-L-CZA is out of stock: TS-S-CZA (black) and TS-L-BIA (L) match one attribute each; ties go to the cheaper, then the first.
    expect(initialVariant(children, "TS-L-CZA").child?.sku).toBe("TS-M-CZA");
  });
  it("ignores a disabled child and an unknown sku", () => {
    // white S is disabled: S-CZA, M-BIA and L-BIA match one attribute each at the same price, so the first wins
    expect(initialVariant(children, "TS-S-BIA").child?.attributes).toEqual({ color: BLACK, size: S });
    expect(initialVariant(children, "NOPE").child?.sku).toBe("TS-M-CZA");
  });
  it("returns no child when nothing can be sold", () => {
    expect(initialVariant([child("X", BLACK, S, { inStock: false })], null)).toEqual({ child: null, selection: {} });
  });
});

describe("choosing option values", () => {
  const start = { color: BLACK, size: M };
  it("maps a selection to the matching child sku and URL", () => {
    const { child: found, selection } = chooseOptionValue(children, start, "color", WHITE);
    expect(selection).toEqual({ color: WHITE, size: M });
    expect(found?.sku).toBe("TS-M-BIA");
    expect(variantUrl({ sku: "TS-000004", slug: "koszulka-4" }, found)).toBe("/p/TS-000004/koszulka-4/TS-M-BIA");
  });
  it("finds nothing for a combination without a sellable child", () => {
    expect(chooseOptionValue(children, start, "size", L).child).toBeNull(); // black L is out of stock
    expect(chooseOptionValue(children, { color: WHITE, size: M }, "size", S).child).toBeNull(); // white S is disabled
    expect(chooseOptionValue(children, { color: GREY, size: M }, "size", S)).toEqual({ selection: { color: GREY, size: S }, child: null });
  });
  it("without a child the URL is the canonical one", () => {
    expect(variantUrl({ sku: "TS-000004", slug: "koszulka-4" }, null)).toBe("/p/TS-000004/koszulka-4");
  });
  it("lists the values still available next to the other chosen values", () => {
    const available = availableValues(children, options, { color: GREY, size: M });
    expect([...(available.color ?? [])]).toEqual([BLACK, WHITE, GREY]);
    expect([...(available.size ?? [])]).toEqual([M]);
    expect([...(availableValues(children, options, { color: BLACK, size: S }).size ?? [])]).toEqual([S, M]);
  });
});
