/**
 * Reference data read by almost every catalogue request: the category tree, attributes with their
 * options, and the VAT rate of each product tax class. Cached for a minute per process. Categories, attributes and
 * options carry their labels' translations; `categoryTexts` and `attributesIn` give them in a language
 * (docs/decisions/2026-11-26-catalogue-translations.md).
 */
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import { TtlValue } from "../../lib/ttl-cache.ts";
import { classifySubscriptionCategory } from "../../../domain/category.ts";
import { slugify } from "../../../domain/slug.ts";
import { NOT_SUBJECT, type VatRate } from "../../../domain/vat.ts";
import { DEFAULT_LANGUAGE, translated, type Language } from "../../../domain/language.ts";
import type { attributeOptions, attributes, categories, taxRates, taxRules } from "./tables.ts";

/** A category with the number of products in it (its own products, not its subcategories'). */
export type CategoryRow = RowOf<typeof categories> & { product_count: number };

export interface CategoryTree {
  byId: Map<number, CategoryRow>;
  children: Map<number, CategoryRow[]>;
  byUrlPath: Map<string, CategoryRow>;
  bySlug: Map<string, CategoryRow>;
  /** first category per url_key, for old links without the id */
  byUrlKey: Map<string, CategoryRow>;
}

/** An option of a select attribute; `value` is the option's id. */
export type AttributeOption = Pick<RowOf<typeof attributeOptions>, "label" | "sort_order" | "swatch" | "translations"> & { value: number };
/** An attribute (its id as `attribute_id`) with its options. */
export type AttributeRow = Omit<RowOf<typeof attributes>, "id"> & { attribute_id: number; options: AttributeOption[] };

/** An attribute as the API shows it: its label and its options' labels in one language, without the translations. */
export type LocalAttribute = Omit<AttributeRow, "translations" | "options"> & { options: Omit<AttributeOption, "translations">[] };

/** A category's texts in a language (each falls back to the Polish one). */
export function categoryTexts(
  c: Pick<CategoryRow, "name" | "description" | "meta_title" | "meta_description" | "meta_keywords" | "translations">,
  lang: Language,
) {
  const text = (field: string, polish: string | null) =>
    polish === null ? translated(c.translations, lang, field, "") || null : translated(c.translations, lang, field, polish);
  return {
    name: translated(c.translations, lang, "name", c.name),
    description: text("description", c.description),
    meta_title: text("meta_title", c.meta_title),
    meta_description: text("meta_description", c.meta_description),
    meta_keywords: text("meta_keywords", c.meta_keywords),
  };
}

const localAttributes = new WeakMap<Map<string, AttributeRow>, Map<Language, Map<string, LocalAttribute>>>();

/**
 * The attributes with their labels in `lang`, by code. Built once per loaded attribute map and language (every search
 * reads them) and shared: do not change them.
 */
export function attributesIn(all: Map<string, AttributeRow>, lang: Language = DEFAULT_LANGUAGE): Map<string, LocalAttribute> {
  let byLang = localAttributes.get(all);
  if (!byLang) {
    byLang = new Map();
    localAttributes.set(all, byLang);
  }
  let local = byLang.get(lang);
  if (!local) {
    local = new Map(
      [...all].map(([code, { translations, options, ...a }]) => [
        code,
        {
          ...a,
          frontend_label: translated(translations, lang, "frontend_label", a.frontend_label),
          options: options.map(({ translations: t, ...o }) => ({ ...o, label: translated(t, lang, "label", o.label) })),
        },
      ]),
    );
    byLang.set(lang, local);
  }
  return local;
}

/** A tax rule with its rates, as the catalogue API shows them. */
export type TaxRuleRow = Omit<RowOf<typeof taxRules>, "tax_rate_ids"> & {
  /** rate null: not subject to VAT ("np.") */
  rates: { id: number; code: string; rate: number | null; tax_country_id: string; region_name: string; tax_region_id: number; tax_postcode: string }[];
};

/** Slugs are built from name and id (docs/storefront.md §2), so they are unique: "kryminal-polski-42". */
export function categorySlug(c: Pick<CategoryRow, "url_key" | "name" | "id">): string {
  return `${c.url_key || slugify(c.name)}-${c.id}`;
}

export function categoryKind(c: Pick<CategoryRow, "name">) {
  return classifySubscriptionCategory(c.name);
}

export class ReferenceData {
  readonly categories: TtlValue<CategoryTree>;
  readonly attributes: TtlValue<Map<string, AttributeRow>>;
  readonly taxRules: TtlValue<TaxRuleRow[]>;

  constructor(db: Database, ttlMs = 60_000) {
    this.categories = new TtlValue(ttlMs, () => loadCategories(db));
    this.attributes = new TtlValue(ttlMs, () => loadAttributes(db));
    this.taxRules = new TtlValue(ttlMs, () => loadTaxRules(db));
  }

  /** VAT percent for a product tax class (retail customers, Poland), or "np" (not subject). Unknown classes get 23%. */
  async taxRate(taxClassId: number): Promise<VatRate> {
    const rules = await this.taxRules.get();
    const rule = rules.find((r) => r.product_tax_class_ids.includes(taxClassId));
    return rateOf(rule);
  }

  async taxRateMap(): Promise<Map<number, VatRate>> {
    const rules = await this.taxRules.get();
    const map = new Map<number, VatRate>();
    for (const rule of rules) for (const id of rule.product_tax_class_ids) if (!map.has(id)) map.set(id, rateOf(rule));
    return map;
  }
}

/** A rule's rate: its first rate's percentage, "np" for a rate without one; 23 % without a rule or rate. */
function rateOf(rule: TaxRuleRow | undefined): VatRate {
  const rate = rule?.rates[0];
  if (!rate) return 23;
  return rate.rate ?? NOT_SUBJECT;
}

async function loadCategories(db: Database): Promise<CategoryTree> {
  const rows = await db.query<CategoryRow>(
    `SELECT c.id, c.parent_id, c.path, c.level, c.position, c.name, c.url_key, c.url_path, c.is_active, c.include_in_menu,
            c.description, c.meta_title, c.meta_description, c.meta_keywords, c.default_sort_by, c.is_landing,
            c.cate_landing_img, c.hide_prices, c.is_premium_subscription, c.special_group, c.listing_sort, c.sale_only, c.translations,
            (SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = c.id) AS product_count
       FROM categories c ORDER BY c.level, c.position, c.id`,
  );
  const tree: CategoryTree = { byId: new Map(), children: new Map(), byUrlPath: new Map(), bySlug: new Map(), byUrlKey: new Map() };
  for (const row of rows) {
    tree.byId.set(row.id, row);
    tree.byUrlPath.set(row.url_path, row);
    tree.bySlug.set(categorySlug(row), row);
    if (!tree.byUrlKey.has(row.url_key)) tree.byUrlKey.set(row.url_key, row);
    if (row.parent_id !== null) {
      const list = tree.children.get(row.parent_id) ?? [];
      list.push(row);
      tree.children.set(row.parent_id, list);
    }
  }
  return tree;
}

async function loadAttributes(db: Database): Promise<Map<string, AttributeRow>> {
  const attrs = await db.query<Omit<AttributeRow, "options">>(
    `SELECT id AS attribute_id, attribute_code, frontend_label, frontend_input, is_filterable, is_comparable,
            is_user_defined, is_visible, is_visible_on_front, position, translations
       FROM attributes ORDER BY position, id`,
  );
  const options = await db.query<AttributeOption & { attribute_id: number }>(
    `SELECT attribute_id, id AS value, label, sort_order, swatch, translations FROM attribute_options ORDER BY attribute_id, sort_order, id`,
  );
  const byId = new Map<number, AttributeRow>();
  const map = new Map<string, AttributeRow>();
  for (const a of attrs) {
    const row: AttributeRow = { ...a, options: [] };
    byId.set(a.attribute_id, row);
    map.set(a.attribute_code, row);
  }
  for (const o of options)
    byId.get(o.attribute_id)?.options.push({ value: o.value, label: o.label, sort_order: o.sort_order, swatch: o.swatch, translations: o.translations });
  return map;
}

async function loadTaxRules(db: Database): Promise<TaxRuleRow[]> {
  const rules = await db.query<RowOf<typeof taxRules>>(
    `SELECT id, code, priority, position, product_tax_class_ids, customer_tax_class_ids, tax_rate_ids FROM tax_rules ORDER BY priority, position, id`,
  );
  const rates = await db.query<RowOf<typeof taxRates>>(`SELECT id, code, rate, country_id, region_name, region_id, postcode FROM tax_rates`);
  const rateById = new Map(rates.map((r) => [r.id, r]));
  return rules.map(({ tax_rate_ids, ...rule }) => ({
    ...rule,
    rates: tax_rate_ids.flatMap((id) => {
      const r = rateById.get(id);
      return r
        ? [
            {
              id: r.id,
              code: r.code,
              rate: r.rate,
              tax_country_id: r.country_id,
              region_name: r.region_name,
              tax_region_id: r.region_id,
              tax_postcode: r.postcode,
            },
          ]
        : [];
    }),
  }));
}
