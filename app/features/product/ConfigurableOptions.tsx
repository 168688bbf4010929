/**
 * Configurable options as radio groups (fieldset + legend), swatches for colours. Values that give no
 * sellable child with the other chosen values are shown struck through and announced as unavailable, but
 * stay choosable: choosing one shows the "no such configuration" warning (docs/storefront.md §4 and §8).
 * Loaded only for configurable products (parts.ts); the page keeps the chosen variant (ProductView.tsx).
 */
import { useMemo } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { SizeGuide } from "./SizeGuide.tsx";
import type { ConfigurableOption, PageProduct } from "./types.ts";
import { availableValues, chooseOptionValue, variantUrl, type Selection, type VariantChoice } from "./variant-ui.ts";

/**
 * The purchase form's variant fields: the options, the warnings when no variant matches, the size guide of
 * clothing. Choosing a value picks the matching child (or none: a warning) and shows the variant's URL.
 */
export function ConfigurablePart({
  product,
  variant,
  noSuchVariant,
  onChange,
}: {
  product: PageProduct & { configurable: NonNullable<PageProduct["configurable"]> };
  variant: VariantChoice;
  noSuchVariant: boolean;
  onChange: (variant: VariantChoice, noSuchVariant: boolean) => void;
}) {
  const { t } = useTranslation("product");
  const notify = useNotify();
  const config = product.configurable;
  const available = useMemo(() => availableValues(config.children, config.options, variant.selection), [config, variant.selection]);
  const choose = (code: string, value: number) => {
    const next = chooseOptionValue(config.children, variant.selection, code, value);
    onChange({ childSku: next.child?.sku ?? null, selection: next.selection }, next.child === null);
    if (next.child === null) notify({ type: "warning", message: t("noSuchConfiguration") });
    // The variant's own URL, without a navigation: no loader call, no remount, no scroll jump, focus stays.
    // (React Router's navigate() would switch between the routes "product" and "product-variant" and remount.)
    window.history.replaceState(window.history.state, "", `${variantUrl(product, next.child)}${window.location.search}`);
  };
  const sizes = config.options.find((o) => o.code === "size")?.values.map((v) => v.label) ?? [];
  return (
    <>
      <ConfigurableOptions options={config.options} selection={variant.selection} available={available} onChoose={choose} />
      {noSuchVariant ? <p className="pdp-warning">{t("noSuchConfiguration")}</p> : null}
      {variant.childSku === null && !noSuchVariant ? <p className="pdp-warning">{t("noVariants")}</p> : null}
      {product.isClothing ? <SizeGuide sizes={sizes} /> : null}
    </>
  );
}

const SAFE_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** Options whose name the interface translates (the catalogue's label is Polish); others keep the catalogue's. */
const TRANSLATED_OPTIONS: Record<string, "compareRow_color" | "compareRow_size"> = { color: "compareRow_color", size: "compareRow_size" };

/** The option's name in the reader's language. */
export function optionLabel(option: Pick<ConfigurableOption, "code" | "label">, t: (key: "compareRow_color" | "compareRow_size") => string): string {
  const key = TRANSLATED_OPTIONS[option.code];
  return key ? t(key) : option.label;
}

export function ConfigurableOptions({
  options,
  selection,
  available,
  onChoose,
}: {
  options: ConfigurableOption[];
  selection: Selection;
  available: Record<string, Set<number>>;
  onChoose: (code: string, value: number) => void;
}) {
  const { t } = useTranslation("product");
  return (
    <div className="pdp-options">
      {options.map((option) => {
        const chosen = option.values.find((v) => v.id === selection[option.code]);
        return (
          <fieldset key={option.code} className="pdp-fieldset">
            <legend>
              {optionLabel(option, t)}
              {chosen ? <span className="pdp-chosen">: {chosen.label}</span> : null}
            </legend>
            <div className="pdp-values">
              {option.values.map((value) => {
                const isAvailable = available[option.code]?.has(value.id) ?? false;
                const swatch = value.swatch && SAFE_COLOUR.test(value.swatch) ? value.swatch : null;
                return (
                  <label key={value.id} className={`pdp-value${swatch ? " pdp-value-swatch" : ""}${isAvailable ? "" : " pdp-value-unavailable"}`}>
                    <input
                      type="radio"
                      name={`super_attribute[${option.code}]`}
                      value={value.id}
                      checked={selection[option.code] === value.id}
                      onChange={() => onChoose(option.code, value.id)}
                    />
                    {swatch ? <span className="pdp-swatch" style={{ background: swatch }} aria-hidden="true" /> : null}
                    <span className="pdp-value-label">{value.label}</span>
                    {isAvailable ? null : <span className="visually-hidden"> ({t("valueUnavailable")})</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
