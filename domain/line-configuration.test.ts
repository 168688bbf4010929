import { describe, expect, it } from "vitest";
import type { BundleOption } from "./bundle.ts";
import type { CustomOption } from "./custom-options.ts";
import { configureLine } from "./line-configuration.ts";

const bundle: BundleOption[] = [
  {
    id: 1,
    title: "Książka",
    required: true,
    type: "radio",
    links: [
      { id: 11, sku: "A", name: "Tom 1", qty: 1, canChangeQty: false, price: 0, isDefault: true },
      { id: 12, sku: "B", name: "Tom 2", qty: 2, canChangeQty: false, price: 0, isDefault: false },
    ],
  },
  {
    id: 2,
    title: "Dodatki",
    required: false,
    type: "checkbox",
    links: [
      { id: 21, sku: "C", name: "Zakładka", qty: 1, canChangeQty: true, price: 4.5, isDefault: false },
      { id: 22, sku: "D", name: "Etui", qty: 1, canChangeQty: true, price: 10, isDefault: false },
    ],
  },
];
const custom: CustomOption[] = [
  {
    option_id: 5,
    title: "Oprawa",
    type: "drop_down",
    is_require: true,
    values: [
      { option_type_id: 1, title: "Twarda", price: 12.5, price_type: "fixed" },
      { option_type_id: 2, title: "Ozdobna", price: 10, price_type: "percent" },
    ],
  },
];
const b = (list: unknown) => ({ extension_attributes: { bundle_options: list as never } });

describe("configureLine", () => {
  it("prices a bundle at its own price plus the chosen add-ons, with the catalogue's fixed quantities", () => {
    const one = configureLine(
      { base: 9999, bundle, custom: [] },
      b([
        { option_id: 1, option_qty: 5, option_selections: [12] },
        { option_id: "2", option_qty: 1, option_selections: [21, 22] },
      ]),
    );
    // the parts are included in the bundle's 99.99 (the shopper's qty 5 does not change the catalogue's 2); the add-ons add 4.50 and 10.00
    expect(one).toEqual({
      ok: true,
      unitGross: 9999 + 450 + 1000,
      labels: [
        { label: "Książka", value: "2 × Tom 2", productNames: true },
        { label: "Dodatki", value: "Zakładka, Etui", productNames: true },
      ],
    });
    const partsOnly = configureLine({ base: 9999, bundle, custom: [] }, b([{ option_id: 1, option_qty: 1, option_selections: [11] }]));
    expect(partsOnly).toMatchObject({ ok: true, unitGross: 9999 });
  });

  it("refuses unknown options, foreign selections and two choices of a single-choice option", () => {
    for (const bad of [
      [{ option_id: 3, option_qty: 1, option_selections: [11] }],
      [{ option_id: 1, option_qty: 1, option_selections: [21] }],
      [{ option_id: 1, option_qty: 1, option_selections: [11, 12] }],
    ]) {
      expect(configureLine({ base: 100, bundle, custom: [] }, b(bad))).toEqual({ ok: false, error: "UNKNOWN_CONFIGURATION" });
    }
    expect(configureLine({ base: 100, bundle: null, custom: [] }, b([{ option_id: 1, option_qty: 1, option_selections: [11] }]))).toMatchObject({
      ok: false,
      error: "UNKNOWN_CONFIGURATION",
    });
  });

  it("names the required options left empty", () => {
    expect(configureLine({ base: 100, bundle, custom }, b([{ option_id: 2, option_qty: 1, option_selections: [21] }]))).toEqual({
      ok: false,
      error: "REQUIRED_OPTION_MISSING",
      missing: ["Książka", "Oprawa"],
    });
  });

  it("adds fixed and percent custom option prices to the base (percent = price / 100 × base)", () => {
    const opt = (value: string) => ({ extension_attributes: { custom_options: [{ option_id: "5", option_value: value }] } });
    expect(configureLine({ base: 4999, bundle: null, custom }, opt("1"))).toMatchObject({
      ok: true,
      unitGross: 4999 + 1250,
      labels: [{ label: "Oprawa", value: "Twarda" }],
    });
    expect(configureLine({ base: 4999, bundle: null, custom }, opt("2"))).toMatchObject({ ok: true, unitGross: 4999 + 500 });
    expect(configureLine({ base: 4999, bundle: null, custom }, opt("1,2"))).toEqual({ ok: false, error: "UNKNOWN_CONFIGURATION" });
    expect(configureLine({ base: 4999, bundle: null, custom: [] }, undefined)).toEqual({ ok: true, unitGross: 4999, labels: [] });
  });
});
