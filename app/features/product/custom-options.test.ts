import { describe, expect, it } from "vitest";
import { customOptionsPrice, customValuePrice, missingCustomOptions, parseCustomOptions, type CustomOption } from "./custom-options.ts";

const engraving: CustomOption = { option_id: 1, title: "Dedykacja", type: "field", is_require: false, price: 5, price_type: "fixed" };
const wrap: CustomOption = {
  option_id: 2,
  title: "Opakowanie",
  type: "radio",
  is_require: true,
  values: [
    { option_type_id: 10, title: "Ozdobne", price: 7.5, price_type: "fixed" },
    { option_type_id: 11, title: "Premium", price: 10, price_type: "percent" },
    { option_type_id: 0, title: "Bez numeru", price: 99, price_type: "fixed" },
  ],
};
const extras: CustomOption = {
  option_id: 3,
  title: "Dodatki",
  type: "checkbox",
  is_require: false,
  values: [
    { option_type_id: 20, title: "Zakładka", price: 2.49, price_type: "fixed" },
    { option_type_id: 21, title: "Kartka", price: 12.5, price_type: "percent" },
    { option_type_id: -1, title: "Błędna", price: 50, price_type: "fixed" },
  ],
};

describe("custom option prices", () => {
  it.each([
    [{ price: 7.5, price_type: "fixed" as const }, 4999, 750],
    [{ price: 10, price_type: "percent" as const }, 4999, 500], // 499.9 → 500
    [{ price: 12.5, price_type: "percent" as const }, 2999, 375], // 374.875 → 375
    [{ price: 0, price_type: "percent" as const }, 2999, 0],
    [{ price: 33.3333, price_type: "percent" as const }, 3000, 1000],
  ])("%o on %i gr costs %i gr", (value, base, expected) => {
    expect(customValuePrice(value, base)).toBe(expected);
  });

  it("adds fixed and percent values of chosen options", () => {
    expect(customOptionsPrice([wrap, extras], { 2: [11], 3: [20, 21] }, 4000)).toBe(400 + 249 + 500);
  });

  it("counts only values with a positive option_type_id", () => {
    expect(customOptionsPrice([wrap, extras], { 2: [0], 3: [-1] }, 4000)).toBe(0);
  });

  it("charges a text option only when it is filled in", () => {
    expect(customOptionsPrice([engraving], { 1: "  " }, 4000)).toBe(0);
    expect(customOptionsPrice([engraving], { 1: "Dla Ani" }, 4000)).toBe(500);
    expect(customOptionsPrice([engraving], {}, 4000)).toBe(0);
  });

  it("lists required options that are empty", () => {
    expect(missingCustomOptions([engraving, wrap], {}).map((o) => o.option_id)).toEqual([2]);
    expect(missingCustomOptions([engraving, wrap], { 2: [10] })).toEqual([]);
  });

  it("parses product.options defensively", () => {
    expect(parseCustomOptions(undefined)).toEqual([]);
    expect(parseCustomOptions([{ option_id: "x" }, null, { option_id: 5, title: "Kolor", type: "unknown" }])).toEqual([]);
    expect(
      parseCustomOptions([
        {
          option_id: 2,
          title: "Opakowanie",
          type: "drop_down",
          is_require: 1,
          values: [{ option_type_id: 10, title: "A", price: "3.5", price_type: "percent" }, { bad: true }],
        },
      ]),
    ).toEqual([
      {
        option_id: 2,
        title: "Opakowanie",
        type: "drop_down",
        is_require: true,
        values: [{ option_type_id: 10, title: "A", price: 3.5, price_type: "percent" }],
      },
    ]);
  });
});
