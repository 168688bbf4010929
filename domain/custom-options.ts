/**
 * Custom options (docs/storefront.md §3 and §5): a value costs either a fixed amount or a percentage of
 * the product's base price (percent price = price / 100 × base price). Only values with a positive
 * option_type_id count. Amounts are integer grosze.
 */
import { roundHalfUp, plnToGrosze, type Grosze } from "./money.ts";

export type CustomPriceType = "fixed" | "percent";

export interface CustomOptionValue {
  option_type_id: number;
  title: string;
  price: number;
  price_type: CustomPriceType;
}

export interface CustomOption {
  option_id: number;
  title: string;
  /** drop_down and radio: one value; checkbox and multiple: several; field and area: free text */
  type: "drop_down" | "radio" | "checkbox" | "multiple" | "field" | "area";
  is_require: boolean;
  /** price of a text option (field, area) when it is filled in */
  price?: number;
  price_type?: CustomPriceType;
  values?: CustomOptionValue[];
}

/** option_id → chosen option_type_ids (choice options) or the text typed in (text options) */
export type CustomOptionSelection = Record<number, number[] | string>;

export const isTextOption = (o: Pick<CustomOption, "type">) => o.type === "field" || o.type === "area";
export const isMultiOption = (o: Pick<CustomOption, "type">) => o.type === "checkbox" || o.type === "multiple";

/** The price a single value adds to `base`. */
export function customValuePrice(value: { price: number; price_type: CustomPriceType }, base: Grosze): Grosze {
  if (value.price_type === "percent") return roundHalfUp((value.price / 100) * base);
  return plnToGrosze(value.price);
}

/** What the chosen custom options add to the base price. */
export function customOptionsPrice(options: readonly CustomOption[], selection: CustomOptionSelection, base: Grosze): Grosze {
  let total = 0;
  for (const option of options) {
    const chosen = selection[option.option_id];
    if (chosen === undefined) continue;
    if (typeof chosen === "string") {
      if (isTextOption(option) && chosen.trim() !== "" && option.price !== undefined) {
        total += customValuePrice({ price: option.price, price_type: option.price_type ?? "fixed" }, base);
      }
      continue;
    }
    for (const value of option.values ?? []) {
      if (value.option_type_id > 0 && chosen.includes(value.option_type_id)) total += customValuePrice(value, base);
    }
  }
  return total;
}

/** Required options that are still empty. */
export function missingCustomOptions(options: readonly CustomOption[], selection: CustomOptionSelection): CustomOption[] {
  return options.filter((o) => {
    if (!o.is_require) return false;
    const chosen = selection[o.option_id];
    return chosen === undefined || (typeof chosen === "string" ? chosen.trim() === "" : chosen.length === 0);
  });
}

/** Reads `product.options` defensively: anything not shaped like a custom option is dropped. */
export function parseCustomOptions(raw: unknown): CustomOption[] {
  if (!Array.isArray(raw)) return [];
  const types = new Set(["drop_down", "radio", "checkbox", "multiple", "field", "area"]);
  const priceType = (v: unknown): CustomPriceType => (v === "percent" ? "percent" : "fixed");
  return raw.flatMap((o): CustomOption[] => {
    if (!o || typeof o !== "object") return [];
    const r = o as Record<string, unknown>;
    if (typeof r.option_id !== "number" || typeof r.title !== "string" || !types.has(String(r.type))) return [];
    const values = Array.isArray(r.values)
      ? r.values.flatMap((v): CustomOptionValue[] => {
          const x = v as Record<string, unknown>;
          return x && typeof x.option_type_id === "number" && typeof x.title === "string"
            ? [{ option_type_id: x.option_type_id, title: x.title, price: Number(x.price) || 0, price_type: priceType(x.price_type) }]
            : [];
        })
      : undefined;
    return [
      {
        option_id: r.option_id,
        title: r.title,
        type: r.type as CustomOption["type"],
        is_require: r.is_require === true || r.is_require === 1 || r.is_require === "1",
        ...(typeof r.price === "number" ? { price: r.price, price_type: priceType(r.price_type) } : {}),
        ...(values ? { values } : {}),
      },
    ];
  });
}
