/**
 * Configurable options as radio groups (fieldset + legend), swatches for colours. Values that give no
 * sellable child with the other chosen values are shown struck through and announced as unavailable, but
 * stay choosable: choosing one shows the "no such configuration" warning (specification sections 4 and 8).
 */
import { useTranslation } from "../../i18n/react.tsx";
import type { ConfigurableOption } from "./types.ts";
import type { Selection } from "./variant-ui.ts";

const SAFE_COLOUR = /^#[0-9a-f]{3,8}$/i;

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
              {option.label}
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
