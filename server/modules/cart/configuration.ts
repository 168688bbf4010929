/**
 * Bundle selections and custom options of cart lines: the catalogue data they are checked and priced against
 * (bundle_options/bundle_selections, product_custom_options), read for many lines at once, and the pure rules
 * of domain/line-configuration.ts applied to them.
 */
import type { BundleOption } from "../../../domain/bundle.ts";
import type { ProductOption } from "../../../domain/cart-options.ts";
import { parseCustomOptions, type CustomOption } from "../../../domain/custom-options.ts";
import { configureLine, type LineConfiguration } from "../../../domain/line-configuration.ts";
import { fromGrosze, type Grosze } from "../../../domain/money.ts";
import type { Query } from "./carts.ts";
import { cartErrors } from "./errors.ts";

export type OptionCatalogue = { bundle: BundleOption[] | null; custom: CustomOption[] };

const BUNDLE_TYPES = new Set(["select", "radio", "checkbox", "multi"]);

/** Product id → its bundle options (bundles only) and custom options. Products with neither are absent. */
export async function loadOptionCatalogue(db: Query, productIds: readonly number[]): Promise<Map<number, OptionCatalogue>> {
  const ids = [...new Set(productIds)];
  const out = new Map<number, OptionCatalogue>();
  if (ids.length === 0) return out;
  const [bundleRows, customRows] = await Promise.all([
    db.query<{ product_id: number; option_id: number; title: string; required: boolean; type: string; links: [number, string, string, number, boolean, number][] | null }>(
      `SELECT o.product_id, o.id AS option_id, o.title, o.required, o.type,
         (SELECT json_agg(json_build_array(bs.id, bp.sku, bp.name, bs.qty, bs.can_change_qty, coalesce(bs.price, bp.price)) ORDER BY bs.position, bs.id)
            FROM bundle_selections bs JOIN products bp ON bp.id = bs.product_id AND bp.status IN (0, 1) WHERE bs.option_id = o.id) AS links
       FROM bundle_options o JOIN products p ON p.id = o.product_id AND p.type_id = 'bundle'
      WHERE o.product_id = ANY($1::int[]) ORDER BY o.product_id, o.position, o.id`,
      [ids],
    ),
    db.query<{ product_id: number; options: unknown }>("SELECT product_id, options FROM product_custom_options WHERE product_id = ANY($1::int[])", [ids]),
  ]);
  const entry = (id: number) => out.get(id) ?? (out.set(id, { bundle: null, custom: [] }), out.get(id)!);
  for (const r of bundleRows) {
    const e = entry(r.product_id);
    (e.bundle ??= []).push({
      id: r.option_id,
      title: r.title,
      required: r.required,
      type: (BUNDLE_TYPES.has(r.type) ? r.type : "select") as BundleOption["type"],
      links: (r.links ?? []).map(([id, sku, name, qty, canChangeQty, price]) => ({ id, sku, name, qty, canChangeQty, price: fromGrosze(price), isDefault: false })),
    });
  }
  for (const r of customRows) entry(r.product_id).custom = parseCustomOptions(r.options);
  return out;
}

/** Prices one unit of a line from its options; a product without bundle or custom options keeps its base price. */
export function priceConfiguration(catalogue: OptionCatalogue | undefined, base: Grosze, option: ProductOption | null | undefined): LineConfiguration {
  return configureLine({ base, bundle: catalogue?.bundle ?? null, custom: catalogue?.custom ?? [] }, option ?? undefined);
}

/** The same, for adding a line: a configuration the catalogue does not know is refused with a coded error. */
export function requireConfiguration(catalogue: OptionCatalogue | undefined, base: Grosze, option: ProductOption | undefined): { unitGross: Grosze } {
  const result = priceConfiguration(catalogue, base, option);
  if (result.ok) return result;
  if (result.error === "UNKNOWN_CONFIGURATION") throw cartErrors.unknownConfiguration();
  throw cartErrors.requiredOptionMissing(result.missing);
}
