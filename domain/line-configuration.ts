/**
 * What a cart line's bundle selections and custom options mean, and what they cost (docs/storefront.md §5):
 * the same rules as the product page's live total (domain/bundle.ts, domain/custom-options.ts), applied to the
 * product_option a cart line carries. A bundle costs its own final price plus the chosen add-on selections
 * that have a price of their own (price × qty; the parts without one are included); custom options add their
 * fixed or percent prices on top of that (or of the product's own price).
 */
import { bundleTotal, isMultiBundleOption, missingBundleOptions, type BundleOption, type BundleSelection } from "./bundle.ts";
import type { ProductOption } from "./cart-options.ts";
import { customOptionsPrice, isMultiOption, isTextOption, missingCustomOptions, type CustomOption, type CustomOptionSelection } from "./custom-options.ts";
import type { Grosze } from "./money.ts";

/**
 * One option of a line as the cart shows it. `productNames`: the value names the chosen products (a bundle's parts),
 * whose names are Polish in every language (docs/decisions/2026-11-26-catalogue-translations.md).
 */
export type OptionLabel = { label: string; value: string; productNames?: true };

export type LineConfiguration =
  | { ok: true; unitGross: Grosze; labels: OptionLabel[] }
  | { ok: false; error: "UNKNOWN_CONFIGURATION" }
  | { ok: false; error: "REQUIRED_OPTION_MISSING"; missing: string[] };

export type LineCatalogue = {
  /** the product's final gross price (for a bundle, its own price: the selections' prices add to it) */
  base: Grosze;
  /** the bundle's options with their selections (null: not a bundle) */
  bundle: readonly BundleOption[] | null;
  custom: readonly CustomOption[];
};

class Unknown extends Error {}

const positiveId = (v: string | number) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Unknown();
  return n;
};

/** bundle_options of a line → the selection, with the catalogue's fixed quantities where the shopper may not change them. */
function bundleSelection(options: readonly BundleOption[], chosen: NonNullable<ProductOption["extension_attributes"]["bundle_options"]>): BundleSelection {
  const selection: BundleSelection = Object.fromEntries(options.map((o) => [o.id, {}]));
  for (const entry of chosen) {
    const option = options.find((o) => o.id === positiveId(entry.option_id));
    if (!option) throw new Unknown();
    const ids = [...new Set(entry.option_selections)];
    if (!isMultiBundleOption(option) && ids.length > 1) throw new Unknown();
    const picked: Record<number, number> = {};
    for (const id of ids) {
      const link = option.links.find((l) => l.id === id);
      if (!link) throw new Unknown();
      picked[link.id] = link.canChangeQty && !isMultiBundleOption(option) ? entry.option_qty : link.qty;
    }
    selection[option.id] = picked;
  }
  return selection;
}

/** custom_options of a line → the selection (value ids for choice options, the text for text options). */
function customSelection(
  options: readonly CustomOption[],
  chosen: NonNullable<ProductOption["extension_attributes"]["custom_options"]>,
): CustomOptionSelection {
  const selection: CustomOptionSelection = {};
  for (const entry of chosen) {
    const option = options.find((o) => o.option_id === positiveId(entry.option_id));
    if (!option) throw new Unknown();
    const raw = String(entry.option_value);
    if (isTextOption(option)) {
      selection[option.option_id] = raw;
      continue;
    }
    const ids = [
      ...new Set(
        raw
          .split(",")
          .map((v) => v.trim())
          .filter((v) => v !== "")
          .map(positiveId),
      ),
    ];
    if (!isMultiOption(option) && ids.length > 1) throw new Unknown();
    if (!ids.every((id) => option.values?.some((v) => v.option_type_id === id))) throw new Unknown();
    selection[option.option_id] = ids;
  }
  return selection;
}

function bundleLabels(options: readonly BundleOption[], selection: BundleSelection): OptionLabel[] {
  return options.flatMap((o) => {
    const chosen = o.links.filter((l) => (selection[o.id]?.[l.id] ?? 0) > 0);
    if (chosen.length === 0) return [];
    return [
      {
        label: o.title,
        value: chosen.map((l) => `${selection[o.id]![l.id]! > 1 ? `${selection[o.id]![l.id]} × ` : ""}${l.name}`).join(", "),
        productNames: true as const,
      },
    ];
  });
}

function customLabels(options: readonly CustomOption[], selection: CustomOptionSelection): OptionLabel[] {
  return options.flatMap((o) => {
    const chosen = selection[o.option_id];
    if (chosen === undefined) return [];
    if (typeof chosen === "string") return chosen.trim() === "" ? [] : [{ label: o.title, value: chosen }];
    const values = (o.values ?? []).filter((v) => chosen.includes(v.option_type_id));
    if (values.length === 0) return [];
    return [{ label: o.title, value: values.map((v) => v.title).join(", ") }];
  });
}

/**
 * Validates a line's bundle selections and custom options against the catalogue and prices one unit.
 * Unknown options, selections or values, or several values for a single-choice option → UNKNOWN_CONFIGURATION;
 * a required bundle option or custom option left empty → REQUIRED_OPTION_MISSING with the options' titles.
 */
export function configureLine(catalogue: LineCatalogue, option: ProductOption | undefined): LineConfiguration {
  const ext = option?.extension_attributes ?? {};
  try {
    let base = catalogue.base;
    const labels: OptionLabel[] = [];
    const missing: string[] = [];
    if (catalogue.bundle && catalogue.bundle.length > 0) {
      const selection = bundleSelection(catalogue.bundle, ext.bundle_options ?? []);
      missing.push(...missingBundleOptions(catalogue.bundle, selection).map((o) => o.title));
      base = bundleTotal(catalogue.bundle, selection, base);
      labels.push(...bundleLabels(catalogue.bundle, selection));
    } else if (ext.bundle_options?.length) {
      throw new Unknown();
    }
    if (ext.custom_options?.length && catalogue.custom.length === 0) throw new Unknown();
    const custom = customSelection(catalogue.custom, ext.custom_options ?? []);
    missing.push(...missingCustomOptions(catalogue.custom, custom).map((o) => o.title));
    if (missing.length > 0) return { ok: false, error: "REQUIRED_OPTION_MISSING", missing };
    labels.push(...customLabels(catalogue.custom, custom));
    return { ok: true, unitGross: base + customOptionsPrice(catalogue.custom, custom, base), labels };
  } catch (error) {
    if (error instanceof Unknown) return { ok: false, error: "UNKNOWN_CONFIGURATION" };
    throw error;
  }
}
