/**
 * Bundle options: which selections are chosen (with their quantities) and the live total, the sum of
 * price × qty of the chosen selections. Specification section 5: only entries with a non-negative qty count.
 */
import { toGrosze, type Grosze } from "./money.ts";

export interface BundleLink {
  id: number;
  sku: string;
  name: string;
  qty: number;
  canChangeQty: boolean;
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

/** Sum of price × qty over the chosen selections; negative quantities are ignored. */
export function bundleTotal(options: readonly BundleOption[], selection: BundleSelection): Grosze {
  let total = 0;
  for (const option of options) {
    const chosen = selection[option.id] ?? {};
    for (const link of option.links) {
      const qty = chosen[link.id];
      if (qty === undefined || !Number.isFinite(qty) || qty < 0) continue;
      total += toGrosze(link.price) * qty;
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

/** Changes the quantity of a chosen selection whose quantity may change; a non-integer becomes 0. */
export function setBundleQty(options: readonly BundleOption[], selection: BundleSelection, optionId: number, linkId: number, qty: number): BundleSelection {
  const link = options.find((o) => o.id === optionId)?.links.find((l) => l.id === linkId);
  const current = selection[optionId] ?? {};
  if (!link || !link.canChangeQty || current[linkId] === undefined) return selection;
  return { ...selection, [optionId]: { ...current, [linkId]: Number.isInteger(qty) && qty >= 0 ? qty : 0 } };
}

/** Required options with nothing chosen (or only zero quantities). */
export function missingBundleOptions(options: readonly BundleOption[], selection: BundleSelection): BundleOption[] {
  return options.filter((o) => o.required && !Object.values(selection[o.id] ?? {}).some((qty) => qty > 0));
}
