/**
 * Custom options (when a product has them): fields per option type, each value with what it adds to the
 * price. Loaded only for products with custom options (parts.ts).
 */
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { formatPrice, type Grosze } from "../../../domain/money.ts";
import {
  customOptionsPrice,
  customValuePrice,
  isMultiOption,
  isTextOption,
  missingCustomOptions,
  type CustomOption,
  type CustomOptionSelection,
  type CustomPriceType,
} from "./custom-options.ts";
import { useFormCheck, type FormChecks } from "./form-checks.ts";

/** The purchase form's custom options; submitting needs every required one. */
export function CustomOptionsPart({ options, base, checks }: { options: CustomOption[]; base: Grosze; checks: FormChecks }) {
  const { t } = useTranslation("product");
  const [selection, setSelection] = useState<CustomOptionSelection>({});
  useFormCheck(checks, "customOptions", () => {
    const missing = missingCustomOptions(options, selection);
    return missing.length ? { type: "warning", message: t("chooseRequired", { names: missing.map((o) => o.title).join(", ") }) } : null;
  });
  return <CustomOptionsFields options={options} selection={selection} base={base} onChange={setSelection} />;
}

export function CustomOptionsFields({
  options,
  selection,
  base,
  onChange,
}: {
  options: CustomOption[];
  selection: CustomOptionSelection;
  base: Grosze;
  onChange: (s: CustomOptionSelection) => void;
}) {
  const { t } = useTranslation("product");
  const extra = customOptionsPrice(options, selection, base);
  return (
    <div className="pdp-options">
      {options.map((o) => (
        <CustomOptionField key={o.option_id} option={o} selection={selection} base={base} onChange={onChange} />
      ))}
      <p className="pdp-total" aria-live="polite">
        {t("priceWithOptions")} <strong>{formatPrice(base + extra)}</strong>
      </p>
    </div>
  );
}

function CustomOptionField({
  option,
  selection,
  base,
  onChange,
}: {
  option: CustomOption;
  selection: CustomOptionSelection;
  base: Grosze;
  onChange: (s: CustomOptionSelection) => void;
}) {
  const { t } = useTranslation("product");
  const id = useId();
  const name = `options[${option.option_id}]`;
  const surcharge = (v: { price: number; price_type: CustomPriceType }) => {
    const g = customValuePrice(v, base);
    return g > 0 ? ` (+${formatPrice(g)})` : "";
  };
  const title = (
    <>
      {option.title}
      {option.is_require ? <span className="pdp-required"> ({t("required")})</span> : null}
    </>
  );
  const chosen = selection[option.option_id];
  const ids = Array.isArray(chosen) ? chosen : [];
  if (isTextOption(option)) {
    const Field = option.type === "area" ? "textarea" : "input";
    return (
      <div className="pdp-field">
        <label htmlFor={id}>
          {title}
          {option.price !== undefined ? surcharge({ price: option.price, price_type: option.price_type ?? "fixed" }) : null}
        </label>
        <Field
          id={id}
          name={name}
          required={option.is_require}
          value={typeof chosen === "string" ? chosen : ""}
          onChange={(e) => onChange({ ...selection, [option.option_id]: e.target.value })}
        />
      </div>
    );
  }
  const values = option.values ?? [];
  if (option.type === "drop_down") {
    return (
      <div className="pdp-field">
        <label htmlFor={id}>{title}</label>
        <select
          id={id}
          name={name}
          required={option.is_require}
          value={ids[0] ?? ""}
          onChange={(e) => onChange({ ...selection, [option.option_id]: e.target.value === "" ? [] : [Number(e.target.value)] })}
        >
          <option value="">{t("choose")}</option>
          {values.map((v) => (
            <option key={v.option_type_id} value={v.option_type_id}>
              {v.title}
              {surcharge(v)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const multi = isMultiOption(option);
  return (
    <fieldset className="pdp-fieldset">
      <legend>{title}</legend>
      {values.map((v) => (
        <label key={v.option_type_id} className="pdp-choice">
          <input
            type={multi ? "checkbox" : "radio"}
            name={multi ? `${name}[]` : name}
            value={v.option_type_id}
            checked={ids.includes(v.option_type_id)}
            onChange={(e) =>
              onChange({
                ...selection,
                [option.option_id]: multi ? (e.target.checked ? [...ids, v.option_type_id] : ids.filter((x) => x !== v.option_type_id)) : [v.option_type_id],
              })
            }
          />
          {v.title}
          {surcharge(v)}
        </label>
      ))}
    </fieldset>
  );
}
