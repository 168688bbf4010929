/** Step 3: how the goods travel. A courier to the buyer's (or another) address, or a parcel locker / pickup point chosen from a searchable list. */
import { useState } from "react";
import { isPickupMethod, type ShippingDetails } from "../../../domain/checkout-form.ts";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { formatPostcode } from "../../../domain/customer-address.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { ShippingMethod } from "../cart/types.ts";
import { searchPickupPoints, type PickupPoint } from "./checkout-api.ts";
import { CheckField, RadioGroup, TextField } from "./Inputs.tsx";

type Errors = Partial<Record<keyof ShippingDetails, string>>;
export const methodCode = (m: Pick<ShippingMethod, "carrier_code" | "method_code">) => `${m.carrier_code}_${m.method_code}`;

export function ShippingStep({
  value,
  errors,
  methods,
  methodsOffline = false,
  needsShipping,
  defaultCity,
  onChange,
}: {
  value: ShippingDetails;
  errors: Errors;
  methods: ShippingMethod[];
  /** offline, and no methods kept for the country: none can be offered until the connection is back */
  methodsOffline?: boolean;
  needsShipping: boolean;
  defaultCity: string;
  onChange: (patch: Partial<ShippingDetails>) => void;
}) {
  const { t } = useTranslation("checkout");
  if (!needsShipping) return <p className="checkout-note">{t("noShippingNeeded")}</p>;
  const field = (k: keyof ShippingDetails) => ({
    name: `ship-${k}`,
    value: String(value[k] ?? ""),
    error: errors[k],
    onValue: (v: string) => onChange({ [k]: v }),
  });
  const pickup = isPickupMethod(value.shippingMethod);
  return (
    <div className="checkout-fields">
      {methodsOffline ? (
        <p className="checkout-note" role="status">
          {t("methodsOffline")}
        </p>
      ) : null}
      <RadioGroup
        legend={t("shippingMethod")}
        name="shippingMethod"
        value={value.shippingMethod}
        error={errors.shippingMethod}
        options={methods.map((m) => ({
          value: methodCode(m),
          testId: `shipping-${methodCode(m)}`,
          label: (
            <>
              {m.method_title} <span className="method-price">{m.price_incl_tax > 0 ? formatPrice(plnToGrosze(m.price_incl_tax)) : t("free")}</span>
            </>
          ),
        }))}
        onValue={(v) => onChange({ shippingMethod: v, pickupId: v === value.shippingMethod ? value.pickupId : "" })}
      />
      {pickup ? (
        <PickupPicker
          carrier={value.shippingMethod.startsWith("orlen") ? "orlen" : "inpost"}
          chosen={value.pickupId}
          error={errors.pickupId}
          defaultQuery={defaultCity}
          onChoose={(code) => onChange({ pickupId: code })}
        />
      ) : (
        <CheckField label={t("otherAddress")} name="otherAddress" checked={value.otherAddress} onValue={(v) => onChange({ otherAddress: v })}>
          {value.otherAddress ? (
            <div className="checkout-fields">
              <div className="field-row">
                <TextField label={t("firstName")} autoComplete="shipping given-name" {...field("firstName")} />
                <TextField label={t("lastName")} autoComplete="shipping family-name" {...field("lastName")} />
              </div>
              <div className="field-row">
                <TextField label={t("street")} autoComplete="shipping address-line1" {...field("streetAddress")} />
                <TextField label={t("apartment")} autoComplete="shipping address-line2" {...field("apartmentNumber")} />
              </div>
              <div className="field-row">
                <TextField
                  label={t("zip")}
                  autoComplete="shipping postal-code"
                  inputMode="numeric"
                  placeholder="00-000"
                  maxLength={8}
                  {...field("zipCode")}
                  onBlur={() => onChange({ zipCode: formatPostcode(value.zipCode) })}
                />
                <TextField label={t("city")} autoComplete="shipping address-level2" {...field("city")} />
              </div>
              <TextField label={t("phone")} type="tel" autoComplete="shipping tel" {...field("phoneNumber")} />
            </div>
          ) : null}
        </CheckField>
      )}
    </div>
  );
}

function PickupPicker({
  carrier,
  chosen,
  error,
  defaultQuery,
  onChoose,
}: {
  carrier: string;
  chosen: string;
  error?: string | undefined;
  defaultQuery: string;
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation("checkout");
  const [query, setQuery] = useState(defaultQuery);
  const [state, setState] = useState<{ busy: boolean; points: PickupPoint[] | null; failed: boolean }>({ busy: false, points: null, failed: false });
  async function search() {
    if (query.trim().length < 2) return;
    setState({ busy: true, points: state.points, failed: false });
    const answer = await searchPickupPoints(carrier, query.trim());
    setState(answer.code === 200 ? { busy: false, points: answer.result.items, failed: false } : { busy: false, points: null, failed: true });
  }
  return (
    <section className={error && !chosen ? "pickup-picker pickup-invalid" : "pickup-picker"} aria-labelledby="pickup-heading">
      <h3 id="pickup-heading">{t("pickupHeading")}</h3>
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself; a <search> element would add a box around the form's layout */}
      <form
        role="search"
        className="pickup-search"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <TextField label={t("pickupSearch")} name="pickupQuery" value={query} onValue={setQuery} />
        <button type="submit" className="button button-secondary" disabled={state.busy}>
          {t("pickupSearchButton")}
        </button>
      </form>
      <p role="status" className="pickup-status">
        {chosen ? t("pickupChosen", { code: chosen }) : state.failed ? t("pickupError") : state.points?.length === 0 ? t("pickupNone") : ""}
      </p>
      {error && !chosen ? <p className="field-error">{t(error)}</p> : null}
      {state.points && state.points.length > 0 ? (
        <ul className="pickup-list">
          {state.points.map((p) => (
            <li key={p.code} data-testid="pickup-point-option" className={p.code === chosen ? "pickup-point chosen" : "pickup-point"}>
              <div>
                <strong>{p.code}</strong> {p.address.line1}, {p.address.line2}
                {p.description ? <span className="pickup-description">{p.description}</span> : null}
              </div>
              <button type="button" className="button button-secondary" aria-pressed={p.code === chosen} onClick={() => onChoose(p.code)}>
                {p.code === chosen ? t("pointChosen") : t("choosePoint", { code: p.code })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
