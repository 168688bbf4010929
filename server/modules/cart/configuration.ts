/**
 * Bundle selections and custom options of cart lines: the catalogue data they are checked and priced against
 * (bundle_options/bundle_selections, product_custom_options), read for many lines at once, and the pure rules
 * of domain/line-configuration.ts are applied to them by domain/line-price.ts.
 */
import type { BundleOption } from "../../../domain/bundle.ts";
import { parseCustomOptions, type CustomOption } from "../../../domain/custom-options.ts";
import { fromGrosze } from "../../../domain/money.ts";
import { DEFAULT_LANGUAGE, translated, type Language, type Translations } from "../../../domain/language.ts";
import type { Query } from "./carts.ts";
import { prepared } from "./prepared.ts";

export type OptionCatalogue = { bundle: BundleOption[] | null; custom: CustomOption[] };

const BUNDLE_TYPES = new Set(["select", "radio", "checkbox", "multi"]);

/** A product's bundle options as BUNDLE_JSON_SQL gives them: [option id, title, required, type, selections, title's translations]. */
export type BundleJson = [number, string, boolean, string, [number, string, string, number, boolean, number][] | null, Translations?][];

/** The bundle options of product `productId` (an SQL expression) as BundleJson, in position order; NULL when it has none. */
export const BUNDLE_JSON_SQL = (productId: string) => `(SELECT json_agg(json_build_array(o.id, o.title, o.required, o.type,
    (SELECT json_agg(json_build_array(bs.id, bp.sku, bp.name, bs.qty, bs.can_change_qty, coalesce(bs.price, 0)) ORDER BY bs.position, bs.id)
       FROM bundle_selections bs CROSS JOIN LATERAL (SELECT sku, name FROM products WHERE id = bs.product_id AND status IN (0, 1) LIMIT 1) bp
       WHERE bs.option_id = o.id), o.translations) ORDER BY o.position, o.id)
  FROM bundle_options o WHERE o.product_id = ${productId})`;

/** The custom options (jsonb list) of product `productId` (an SQL expression), NULL when it has none. */
export const CUSTOM_OPTIONS_SQL = (productId: string) => `(SELECT pco.options FROM product_custom_options pco WHERE pco.product_id = ${productId})`;

/**
 * The option catalogue from BUNDLE_JSON_SQL (given only for a bundle product) and CUSTOM_OPTIONS_SQL, the bundle options'
 * titles in `lang` (they label the line's options); undefined when there is neither.
 */
export function optionCatalogueOf(bundle: BundleJson | null | undefined, custom: unknown, lang: Language = DEFAULT_LANGUAGE): OptionCatalogue | undefined {
  if (!bundle && (custom === null || custom === undefined)) return undefined;
  return {
    bundle: bundle
      ? bundle.map(([id, title, required, type, links, translations]) => ({
          id,
          title: translated(translations, lang, "title", title),
          required,
          type: (BUNDLE_TYPES.has(type) ? type : "select") as BundleOption["type"],
          links: (links ?? []).map(([id, sku, name, qty, canChangeQty, price]) => ({
            id,
            sku,
            name,
            qty,
            canChangeQty,
            price: fromGrosze(price),
            isDefault: false,
          })),
        }))
      : null,
    custom: custom === null || custom === undefined ? [] : parseCustomOptions(custom),
  };
}

const OPTION_CATALOGUE_SQL = `SELECT p.id, CASE WHEN p.type_id = 'bundle' THEN ${BUNDLE_JSON_SQL("p.id")} END AS bundle, ${CUSTOM_OPTIONS_SQL("p.id")} AS custom
  FROM products p WHERE p.id = ANY($1::int[])`;

/** Product id → its bundle options (bundles only) and custom options, in one statement. Products with neither are absent. */
export async function loadOptionCatalogue(db: Query, productIds: readonly number[]): Promise<Map<number, OptionCatalogue>> {
  const ids = [...new Set(productIds)];
  const out = new Map<number, OptionCatalogue>();
  if (ids.length === 0) return out;
  const rows = await prepared<{ id: number; bundle: BundleJson | null; custom: unknown }>(db, "option_catalogue", OPTION_CATALOGUE_SQL, [ids]);
  for (const r of rows) {
    const catalogue = optionCatalogueOf(r.bundle, r.custom);
    if (catalogue) out.set(r.id, catalogue);
  }
  return out;
}
