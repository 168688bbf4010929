import { describe, expect, it } from "vitest";
import type { BundleOption } from "./bundle.ts";
import type { CustomOption } from "./custom-options.ts";
import { linePrice, type LinePriceInput } from "./line-price.ts";

const now = new Date("2026-06-15T10:00:00Z");
const plain = { price: 5000, special_price: null, special_from_date: null, special_to_date: null };
const onSale = { price: 5000, special_price: 3999, special_from_date: "2026-06-01", special_to_date: "2026-06-30" };
const saleOver = { ...onSale, special_to_date: "2026-06-14" };
const bundle: BundleOption[] = [
  {
    id: 1,
    title: "Dodatek",
    required: true,
    type: "select",
    links: [
      { id: 11, sku: "A", name: "A", qty: 1, canChangeQty: false, price: 0, isDefault: false },
      { id: 12, sku: "B", name: "B", qty: 1, canChangeQty: false, price: 10, isDefault: false },
    ],
  },
];
const custom: CustomOption[] = [
  { option_id: 7, title: "Grawer", type: "field", is_require: false, price: 5, price_type: "fixed" },
  {
    option_id: 8,
    title: "Pakowanie",
    type: "drop_down",
    is_require: false,
    values: [{ option_type_id: 81, title: "Ozdobne", price: 10, price_type: "percent" }],
  },
];
const bundleChoice = (selection: number) => ({ extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [selection] }] } });
const customChoice = (...entries: [number, string][]) => ({
  extension_attributes: { custom_options: entries.map(([option_id, option_value]) => ({ option_id, option_value })) },
});

describe("linePrice", () => {
  const table: [string, LinePriceInput, { base: number; unitGross: number; ok: boolean }][] = [
    ["the product's price", { product: plain }, { base: 5000, unitGross: 5000, ok: true }],
    ["the special price inside its window", { product: onSale }, { base: 3999, unitGross: 3999, ok: true }],
    ["the regular price once the window is over", { product: saleOver }, { base: 5000, unitGross: 5000, ok: true }],
    ["the subscription period's price instead of the product's", { product: onSale, periodPrice: 12000 }, { base: 12000, unitGross: 12000, ok: true }],
    [
      "a bundle selection with a price of its own on top",
      { product: plain, catalogue: { bundle, custom: [] }, option: bundleChoice(12) },
      { base: 5000, unitGross: 6000, ok: true },
    ],
    [
      "an included bundle selection at the bundle's price",
      { product: plain, catalogue: { bundle, custom: [] }, option: bundleChoice(11) },
      { base: 5000, unitGross: 5000, ok: true },
    ],
    [
      "custom options, fixed and percent",
      { product: plain, catalogue: { bundle: null, custom }, option: customChoice([7, "Ania"], [8, "81"]) },
      { base: 5000, unitGross: 5000 + 500 + 500, ok: true },
    ],
    [
      "options the catalogue does not know: the base price, not configured",
      { product: plain, option: customChoice([9, "x"]) },
      { base: 5000, unitGross: 5000, ok: false },
    ],
    [
      "a required bundle option left out: the base price, not configured",
      { product: plain, catalogue: { bundle, custom: [] } },
      { base: 5000, unitGross: 5000, ok: false },
    ],
  ];
  it.each(table)("%s", (_name, input, expected) => {
    const price = linePrice(input, now);
    expect({ base: price.base, unitGross: price.unitGross, ok: price.configuration.ok }).toEqual(expected);
  });
});
