/**
 * The cart lines a product page's purchase form asks for (the payloads of docs/api.md §3): one line
 * for most types, with the options of the type (configurable child, bundle selections, subscription number
 * option and first issue, custom options); one line per chosen item of a grouped product.
 */
import type { PageProduct } from "../product/types.ts";
import type { NewCartItem } from "./cart-engine.ts";
import type { BundleItemOption, CustomOptionValue, ProductOption } from "./types.ts";

const whole = (value: FormDataEntryValue | null, fallback: number): number => {
  if (value === null || value === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** "/p/KS-000001/zolw-1" → "zolw-1" */
const slugOf = (url: string) => url.split("/")[3] ?? "";

export function purchaseItems(product: PageProduct, childSku: string | null, form: FormData): NewCartItem[] {
  const base: NewCartItem = {
    sku: product.sku,
    parentSku: product.sku,
    name: product.name,
    qty: whole(form.get("qty"), 1),
    product_type: product.type,
    price_incl_tax: product.price.final_price_incl_tax,
    image: product.image,
    slug: product.slug,
  };
  if (product.grouped) {
    return product.grouped.flatMap((item) => {
      const qty = whole(form.get(`super_group[${item.sku}]`), 0);
      return qty === 0
        ? []
        : [
            {
              ...base,
              sku: item.sku,
              parentSku: item.sku,
              name: item.name,
              qty,
              product_type: "simple",
              price_incl_tax: item.price.final_price_incl_tax,
              image: item.image,
              slug: slugOf(item.url),
            },
          ];
    });
  }
  const extension: ProductOption["extension_attributes"] = {};
  let line = base;
  if (product.configurable) {
    const child = product.configurable.children.find((c) => c.sku === childSku);
    if (child) {
      extension.configurable_item_options = product.configurable.options.map((o) => ({
        option_id: String(o.attributeId),
        option_value: String(child.attributes[o.code] ?? ""),
      }));
      line = { ...line, sku: child.sku, price_incl_tax: child.price.final_price_incl_tax, image: child.image ?? product.image };
    }
  }
  if (product.bundle) {
    const bundle: BundleItemOption[] = [];
    for (const option of product.bundle) {
      const selections = [...form.getAll(`bundle_option[${option.id}]`), ...form.getAll(`bundle_option[${option.id}][]`)].filter((v) => v !== "").map(Number);
      if (selections.length === 0) continue;
      const first = option.links.find((l) => l.id === selections[0]);
      const qty = selections.length === 1 ? whole(form.get(`bundle_option_qty[${option.id}][${selections[0]}]`), first?.qty ?? 1) : 1;
      bundle.push({ option_id: option.id, option_qty: qty, option_selections: selections });
    }
    if (bundle.length) extension.bundle_options = bundle;
  }
  if (product.subscription) {
    const numberOptionId = whole(form.get("number_option"), product.subscription.numberOptions[0]?.id ?? 0);
    const startingNumber = form.get("starting_number");
    extension.subscription_options = {
      number_option_id: numberOptionId,
      starting_number_id: startingNumber ? Number(startingNumber) : null,
      ...(form.get("is_gift") === "1" ? { is_gift: true as const } : {}),
    };
    const chosen = product.subscription.numberOptions.find((n) => n.id === numberOptionId);
    if (chosen) line = { ...line, price_incl_tax: chosen.price_incl_tax };
  }
  if (product.customOptions) {
    const custom: CustomOptionValue[] = [];
    for (const option of product.customOptions) {
      const values = [...form.getAll(`options[${option.option_id}]`), ...form.getAll(`options[${option.option_id}][]`)]
        .map(String)
        .filter((v) => v.trim() !== "");
      if (values.length) custom.push({ option_id: String(option.option_id), option_value: values.join(",") });
    }
    if (custom.length) extension.custom_options = custom;
  }
  return [Object.keys(extension).length ? { ...line, product_option: { extension_attributes: extension } } : line];
}
