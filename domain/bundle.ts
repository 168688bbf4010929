/**
 * Bundle options: which selections are chosen (with their quantities) and the live total. A bundle has its
 * own catalogue price (with its special-price window and Omnibus line, like any product): the parts a
 * selection without a price of its own names are included in it (`price` 0), and a selection with a price
 * (an add-on offered with the bundle) adds price × qty. docs/storefront.md §5: only entries with a
 * non-negative qty count.
 */
import { plnToGrosze, type Grosze } from "./money.ts";

export interface BundleLink {
  id: number;
  sku: string;
  name: string;
  qty: number;
  canChangeQty: boolean;
  /** gross PLN added per unit when chosen; 0: included in the bundle's own price */
  price: number;
  isDefault: boolean;
}

export interface BundleOption {
  id: number;
  title: string;
  required: boolean;
  /** select and radio: one selection; checkbox and multi: several */
  type: "select" | "radio" | "checkbox" | "multi";
  links: BundleLink[];
}

/** option id → selection (link) id → qty */
export type BundleSelection = Record<number, Record<number, number>>;

export const isMultiBundleOption = (o: Pick<BundleOption, "type">) => o.type === "checkbox" || o.type === "multi";

/** Defaults preselected; a required single-choice option without a default gets its first selection. */
export function defaultBundleSelection(options: readonly BundleOption[]): BundleSelection {
  const selection: BundleSelection = {};
  for (const option of options) {
    let chosen = option.links.filter((l) => l.isDefault);
    if (!isMultiBundleOption(option)) chosen = chosen.slice(0, 1);
    if (chosen.length === 0 && option.required && !isMultiBundleOption(option) && option.links[0]) chosen = [option.links[0]];
    selection[option.id] = Object.fromEntries(chosen.map((l) => [l.id, l.qty]));
  }
  return selection;
}

/**
 * The price of one bundle so configured: `base` (the bundle's own final gross price) plus price × qty of the
 * chosen selections that have a price of their own; negative quantities are ignored.
 */
export function bundleTotal(options: readonly BundleOption[], selection: BundleSelection, base: Grosze): Grosze {
  let total = base;
  for (const option of options) {
    const chosen = selection[option.id] ?? {};
    for (const link of option.links) {
      const qty = chosen[link.id];
      if (qty === undefined || !Number.isFinite(qty) || qty < 0) continue;
      total += plnToGrosze(link.price) * qty;
    }
  }
  return total;
}

/** Single-choice options (select, radio): `linkId` null clears the option. */
export function chooseBundleLink(options: readonly BundleOption[], selection: BundleSelection, optionId: number, linkId: number | null): BundleSelection {
  const link = options.find((o) => o.id === optionId)?.links.find((l) => l.id === linkId);
  return { ...selection, [optionId]: link ? { [link.id]: link.qty } : {} };
}

/** Multiple-choice options (checkbox, multi). */
export function toggleBundleLink(options: readonly BundleOption[], selection: BundleSelection, optionId: number, linkId: number, on: boolean): BundleSelection {
  const link = options.find((o) => o.id === optionId)?.links.find((l) => l.id === linkId);
  const current = { ...(selection[optionId] ?? {}) };
  if (on && link) current[link.id] = link.qty;
  else delete current[linkId];
  return { ...selection, [optionId]: current };
}

/**
 * Changes the quantity of a chosen selection whose quantity may change; a non-integer becomes 0. Only in a
 * single-choice option (select, radio): a cart line carries one quantity per option (`option_qty`), so the
 * selections of a checkbox or multi option keep the catalogue's quantities, as the cart prices them.
 */
export function setBundleQty(options: readonly BundleOption[], selection: BundleSelection, optionId: number, linkId: number, qty: number): BundleSelection {
  const option = options.find((o) => o.id === optionId);
  const link = option?.links.find((l) => l.id === linkId);
  const current = selection[optionId] ?? {};
  if (!option || isMultiBundleOption(option) || !link || !link.canChangeQty || current[linkId] === undefined) return selection;
  return { ...selection, [optionId]: { ...current, [linkId]: Number.isInteger(qty) && qty >= 0 ? qty : 0 } };
}

/** Required options with nothing chosen (or only zero quantities). */
export function missingBundleOptions(options: readonly BundleOption[], selection: BundleSelection): BundleOption[] {
  return options.filter((o) => o.required && !Object.values(selection[o.id] ?? {}).some((qty) => qty > 0));
}
