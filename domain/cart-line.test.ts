import { describe, expect, it } from "vitest";
import { cartLineChecksum, cartLineKey, productChecksum, productsEquals, type CartLineIdentity } from "./cart-line.ts";
import { normaliseProductOption } from "./cart-options.ts";

const bundle = (selections: number[], qty = 1) => ({
  extension_attributes: { bundle_options: [{ option_id: 1, option_qty: qty, option_selections: selections }] },
});
const custom = (value: string) => ({ extension_attributes: { custom_options: [{ option_id: 7, option_value: value }] } });
const configurable = (value: string) => ({ extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: value }] } });

function period(numberOption: number, start: number | null, gift = false) {
  return { extension_attributes: { subscription_options: { number_option_id: numberOption, starting_number_id: start, ...(gift ? { is_gift: true } : {}) } } };
}

describe("productChecksum", () => {
  it("is sha3-224 of the options JSON with numbers as strings", () => {
    // sha3-224('[{"option_id":"1","option_qty":"1","option_selections":["2"]}]'), checked with Python hashlib.sha3_224
    expect(productChecksum({ sku: "B", product_option: bundle([2]) })).toBe("81afcbb5da6e02d0dd9781cec290858c6b7a90890e2313b0fa75c427");
  });
  it("treats numbers and their strings alike", () => {
    const a = { sku: "B", product_option: { extension_attributes: { bundle_options: [{ option_id: "1", option_qty: "1", option_selections: ["2"] }] } } };
    expect(productChecksum(a)).toBe(productChecksum({ sku: "B", product_option: bundle([2]) }));
  });
  it("hashes arrays and keyed objects the same", () => {
    const keyed = { sku: "B", product_option: { extension_attributes: { bundle_options: { "1": { option_id: 1, option_qty: 1, option_selections: [2] } } } } };
    expect(productChecksum(keyed)).toBe(productChecksum({ sku: "B", product_option: bundle([2]) }));
  });
  it("prefers bundle, then custom, then configurable options", () => {
    const both = { extension_attributes: { ...custom("x").extension_attributes, ...bundle([3]).extension_attributes } };
    expect(productChecksum({ sku: "A", product_option: both })).toBe(productChecksum({ sku: "Z", product_option: bundle([3]) }));
  });
  it("hashes null when there are no options", () => {
    expect(productChecksum({ sku: "A" })).toBe(productChecksum({ sku: "B" }));
  });
  it("uses a stored checksum first", () => {
    expect(cartLineChecksum({ sku: "A", checksum: "abc", product_option: bundle([1]) })).toBe("abc");
  });
});

describe("productsEquals (docs/api.md §9.5)", () => {
  const cases: [string, CartLineIdentity, CartLineIdentity, boolean][] = [
    ["simple, same sku", { sku: "A" }, { sku: "A" }, true],
    ["simple, different sku", { sku: "A" }, { sku: "B" }, false],
    ["simple, same server id, different sku", { sku: "A", server_item_id: 5 }, { sku: "B", item_id: 5 }, true],
    ["simple, ids as string and number", { sku: "A", server_item_id: "5" }, { sku: "B", item_id: 5 }, true],
    ["simple, only one id defined", { sku: "A", server_item_id: 5 }, { sku: "B" }, false],
    ["bundle, same selections", { sku: "P", product_option: bundle([1, 2]) }, { sku: "P", product_option: bundle([1, 2]) }, true],
    ["bundle, other selections", { sku: "P", product_option: bundle([1, 2]) }, { sku: "P", product_option: bundle([1, 3]) }, false],
    [
      "bundle, other selections but same id",
      { sku: "P", product_option: bundle([1]), server_item_id: 9 },
      { sku: "P", product_option: bundle([2]), item_id: 9 },
      true,
    ],
    ["bundle vs plain line of the same sku", { sku: "P", product_option: bundle([1]) }, { sku: "P" }, false],
    ["custom, same value", { sku: "C", product_option: custom("a") }, { sku: "C", product_option: custom("a") }, true],
    ["custom, other value", { sku: "C", product_option: custom("a") }, { sku: "C", product_option: custom("b") }, false],
    ["configurable, same child sku, other options", { sku: "T-M", product_option: configurable("1") }, { sku: "T-M", product_option: configurable("2") }, true],
    ["configurable, other sku, same id", { sku: "T-M", product_option: configurable("1"), server_item_id: 3 }, { sku: "T-L", item_id: 3 }, false],
    ["configurable vs plain line of the same sku", { sku: "T-M", product_option: configurable("1") }, { sku: "T-M" }, true],
  ];
  it.each(cases)("%s", (_name, a, b, expected) => {
    expect(productsEquals(a, b)).toBe(expected);
    expect(productsEquals(b, a)).toBe(expected);
  });
  it("is false for a missing item", () => {
    expect(productsEquals(null, { sku: "A" })).toBe(false);
  });
});

describe("cartLineKey", () => {
  it("is the sku for simple and configurable lines", () => {
    expect(cartLineKey("A", undefined)).toBe("A");
    expect(cartLineKey("T-M", configurable("1"))).toBe("T-M");
  });
  it("adds the checksum for bundle and custom-option lines", () => {
    expect(cartLineKey("P", bundle([1]))).not.toBe(cartLineKey("P", bundle([2])));
    expect(cartLineKey("P", bundle([1]))).toBe(cartLineKey("P", normaliseProductOption(bundle([1]))));
  });
  it("adds the period, the first issue and the gift choice for subscription lines", () => {
    expect(cartLineKey("PR-1", period(11, 4))).toBe("PR-1#n11s4");
    expect(cartLineKey("PR-1", period(12, null))).toBe("PR-1#n12s");
    expect(cartLineKey("PR-1", period(12, null, true))).toBe("PR-1#n12sg");
    expect(
      cartLineKey("PR-1", normaliseProductOption({ extension_attributes: { subscription_options: { number_option_id: "11", starting_number_id: "4" } } })),
    ).toBe("PR-1#n11s4");
  });
});

describe("productsEquals for subscription lines (issue 15)", () => {
  const line = (sku: string, option: unknown, item_id?: number) => ({ sku, product_option: option, ...(item_id ? { item_id } : {}) });
  it.each([
    ["6 issues and 12 issues", period(6, 1), period(12, 1), false],
    ["two first issues", period(6, 1), period(6, 2), false],
    ["a gift and not a gift", period(6, 1, true), period(6, 1), false],
    ["the same choice", period(6, 1), period(6, 1), true],
    [
      "the same choice, ids as strings",
      period(6, 1),
      { extension_attributes: { subscription_options: { number_option_id: "6", starting_number_id: "1" } } },
      true,
    ],
    ["the same gift choice", period(12, null, true), period(12, null, true), true],
  ])("%s", (_name, a, b, expected) => {
    expect(productsEquals(line("PR-1", a), line("PR-1", b))).toBe(expected);
    expect(productsEquals(line("PR-1", b), line("PR-1", a))).toBe(expected);
  });
  it("is the same line by server id, and never across skus", () => {
    expect(productsEquals(line("PR-1", period(6, 1), 5), line("PR-1", period(12, 1), 5))).toBe(true);
    expect(productsEquals(line("PR-1", period(6, 1)), line("PR-2", period(6, 1)))).toBe(false);
  });
});

describe("normaliseProductOption", () => {
  it("turns keyed objects into arrays in Object.values order, with the contract's key order", () => {
    const out = normaliseProductOption({
      extension_attributes: {
        custom_options: { "8": { option_value: "x", option_id: 8 }, "3": { option_value: "y", option_id: 3 } },
        bundle_options: { "2": { option_selections: { a: 5 }, option_qty: "2", option_id: 2 } },
      },
    });
    expect(JSON.stringify(out)).toBe(
      JSON.stringify({
        extension_attributes: {
          custom_options: [
            { option_id: 3, option_value: "y" },
            { option_id: 8, option_value: "x" },
          ],
          bundle_options: [{ option_id: 2, option_qty: 2, option_selections: [5] }],
        },
      }),
    );
  });
  it("keeps a subscription's period and first issue as numbers", () => {
    expect(normaliseProductOption({ extension_attributes: { subscription_options: { starting_number_id: "7", number_option_id: 3 } } })).toEqual({
      extension_attributes: { subscription_options: { number_option_id: 3, starting_number_id: 7 } },
    });
    expect(normaliseProductOption({ extension_attributes: { subscription_options: { number_option_id: 3, starting_number_id: null } } })).toEqual({
      extension_attributes: { subscription_options: { number_option_id: 3, starting_number_id: null } },
    });
    expect(() => normaliseProductOption({ extension_attributes: { subscription_options: { number_option_id: "x" } } })).toThrow(RangeError);
    expect(normaliseProductOption({ extension_attributes: { subscription_options: { number_option_id: 3, is_gift: "true" } } })).toEqual({
      extension_attributes: { subscription_options: { number_option_id: 3, starting_number_id: null, is_gift: true } },
    });
    expect(normaliseProductOption({ extension_attributes: { subscription_options: { number_option_id: 3, is_gift: false } } })).toEqual({
      extension_attributes: { subscription_options: { number_option_id: 3, starting_number_id: null } },
    });
    expect(() => normaliseProductOption({ extension_attributes: { subscription_options: { number_option_id: 3, is_gift: "maybe" } } })).toThrow(RangeError);
  });

  it("turns configurable ids into strings", () => {
    expect(normaliseProductOption({ extension_attributes: { configurable_item_options: [{ option_value: 56, option_id: 93 }] } })).toEqual({
      extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: "56" }] },
    });
  });
  it("drops empty lists and empty options", () => {
    expect(normaliseProductOption(undefined)).toBeUndefined();
    expect(normaliseProductOption({ extension_attributes: { custom_options: [], bundle_options: {} } })).toBeUndefined();
  });
  it.each([
    ["a string", "x"],
    ["a list that is a string", { extension_attributes: { custom_options: "x" } }],
    ["an entry without id", { extension_attributes: { custom_options: [{ option_value: 1 }] } }],
    ["a negative selection", { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [-1] }] } }],
  ])("rejects %s", (_n, raw) => {
    expect(() => normaliseProductOption(raw)).toThrow(RangeError);
  });
});
