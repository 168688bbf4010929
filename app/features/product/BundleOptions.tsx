/**
 * Bundle options: a select, radio group or checkboxes per option type, quantity fields where the quantity
 * may change, defaults preselected, and the live price: the bundle's own price plus the chosen add-ons that
 * have a price of their own (bundle.ts; the cart prices a line the same way). Loaded only for bundles (parts.ts).
 */
import { useId, useState } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { formatPrice, plnToGrosze, type Grosze } from "../../../domain/money.ts";
import {
  bundleTotal,
  chooseBundleLink,
  defaultBundleSelection,
  isMultiBundleOption,
  missingBundleOptions,
  setBundleQty,
  toggleBundleLink,
  type BundleLink,
  type BundleOption,
  type BundleSelection,
} from "./bundle.ts";
import { useFormCheck, type FormChecks } from "./form-checks.ts";
import { QtyInput } from "./QtyInput.tsx";

/** The purchase form's bundle fields: defaults preselected; submitting needs every required option. */
export function BundlePart({ options, base, checks }: { options: BundleOption[]; base: Grosze; checks: FormChecks }) {
  const { t } = useTranslation("product");
  const [selection, setSelection] = useState<BundleSelection>(() => defaultBundleSelection(options));
  useFormCheck(checks, "bundle", () => {
    const missing = missingBundleOptions(options, selection);
    return missing.length ? { type: "warning", message: t("chooseRequired", { names: missing.map((o) => o.title).join(", ") }) } : null;
  });
  return <BundleOptions options={options} selection={selection} base={base} onChange={setSelection} />;
}

/** `base`: the bundle's own final gross price. */
export function BundleOptions({
  options,
  selection,
  base,
  onChange,
}: {
  options: BundleOption[];
  selection: BundleSelection;
  base: Grosze;
  onChange: (s: BundleSelection) => void;
}) {
  const { t } = useTranslation("product");
  const total = bundleTotal(options, selection, base);
  return (
    <div className="pdp-options">
      {options.map((option) => (
        <BundleOptionField key={option.id} option={option} options={options} selection={selection} onChange={onChange} />
      ))}
      <p className="pdp-total" aria-live="polite">
        {t("bundleTotal")} <strong>{formatPrice(total)}</strong>
      </p>
    </div>
  );
}

// a part included in the bundle's price shows its name; an add-on with a price of its own, what it adds
const linkText = (l: BundleLink) =>
  `${l.qty > 1 && !l.canChangeQty ? `${l.qty} × ` : ""}${l.name}${l.price > 0 ? ` (+ ${formatPrice(plnToGrosze(l.price))})` : ""}`;

function BundleOptionField({
  option,
  options,
  selection,
  onChange,
}: {
  option: BundleOption;
  options: BundleOption[];
  selection: BundleSelection;
  onChange: (s: BundleSelection) => void;
}) {
  const { t } = useTranslation("product");
  // The parts are products: their names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const id = useId();
  const chosen = selection[option.id] ?? {};
  const chosenId = Object.keys(chosen).map(Number)[0];
  const title = (
    <>
      {option.title}
      {option.required ? <span className="pdp-required"> ({t("required")})</span> : null}
    </>
  );
  // a quantity only in a single-choice option (domain/bundle.ts setBundleQty: what a cart line can carry)
  const qtyField = (link: BundleLink) =>
    link.canChangeQty && !isMultiBundleOption(option) && chosen[link.id] !== undefined ? (
      <QtyInput
        label={
          <>
            {t("qty")}
            <span className="visually-hidden" lang={pl}>
              {" "}
              – {link.name}
            </span>
          </>
        }
        name={`bundle_option_qty[${option.id}][${link.id}]`}
        value={chosen[link.id] ?? 0}
        onChange={(qty) => onChange(setBundleQty(options, selection, option.id, link.id, qty))}
      />
    ) : null;

  if (option.type === "select") {
    const link = option.links.find((l) => l.id === chosenId);
    return (
      <div className="pdp-field">
        <label htmlFor={id}>{title}</label>
        <select
          id={id}
          name={`bundle_option[${option.id}]`}
          value={chosenId ?? ""}
          required={option.required}
          onChange={(e) => onChange(chooseBundleLink(options, selection, option.id, e.target.value === "" ? null : Number(e.target.value)))}
        >
          {!option.required || chosenId === undefined ? <option value="">{t("none")}</option> : null}
          {option.links.map((l) => (
            <option key={l.id} value={l.id} lang={pl}>
              {linkText(l)}
            </option>
          ))}
        </select>
        {link ? qtyField(link) : null}
      </div>
    );
  }
  const multi = isMultiBundleOption(option);
  return (
    <fieldset className="pdp-fieldset">
      <legend>{title}</legend>
      {!multi && !option.required ? (
        <label className="pdp-choice">
          <input
            type="radio"
            name={`bundle_option[${option.id}]`}
            value=""
            checked={chosenId === undefined}
            onChange={() => onChange(chooseBundleLink(options, selection, option.id, null))}
          />
          {t("none")}
        </label>
      ) : null}
      {option.links.map((l) => (
        <div key={l.id} className="pdp-choice-row">
          <label className="pdp-choice">
            <input
              type={multi ? "checkbox" : "radio"}
              name={multi ? `bundle_option[${option.id}][]` : `bundle_option[${option.id}]`}
              value={l.id}
              checked={chosen[l.id] !== undefined}
              onChange={(e) =>
                onChange(
                  multi ? toggleBundleLink(options, selection, option.id, l.id, e.target.checked) : chooseBundleLink(options, selection, option.id, l.id),
                )
              }
            />
            <span lang={pl}>{linkText(l)}</span>
          </label>
          {qtyField(l)}
        </div>
      ))}
    </fieldset>
  );
}
