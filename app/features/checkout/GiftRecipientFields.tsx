/** Step 3, when a subscription is bought as a gift: who receives it (its issues go to this address) and a message for the first parcel. */
import { useId } from "react";
import type { GiftRecipientDetails } from "../../../domain/checkout-form.ts";
import { formatPostcode } from "../../../domain/customer-address.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { TextField } from "./Inputs.tsx";

type Errors = Partial<Record<keyof GiftRecipientDetails, string>>;

export function GiftRecipientFields({
  value,
  errors,
  onChange,
}: {
  value: GiftRecipientDetails;
  errors: Errors;
  onChange: (patch: Partial<GiftRecipientDetails>) => void;
}) {
  const { t } = useTranslation("checkout");
  const id = useId();
  const field = (k: keyof GiftRecipientDetails) => ({
    name: `gift-${k}`,
    value: value[k],
    error: errors[k],
    onValue: (v: string) => onChange({ [k]: v }),
  });
  return (
    <fieldset className="checkout-fields checkout-gift" data-testid="gift-recipient">
      <legend>{t("giftRecipient")}</legend>
      <p className="checkout-note">{t("giftRecipientNote")}</p>
      <div className="field-row">
        <TextField label={t("firstName")} autoComplete="off" {...field("firstName")} />
        <TextField label={t("lastName")} autoComplete="off" {...field("lastName")} />
      </div>
      <div className="field-row">
        <TextField label={t("street")} autoComplete="off" {...field("streetAddress")} />
        <TextField label={t("apartment")} autoComplete="off" {...field("apartmentNumber")} />
      </div>
      <div className="field-row">
        <TextField
          label={t("zip")}
          autoComplete="off"
          inputMode="numeric"
          placeholder="00-000"
          maxLength={8}
          {...field("zipCode")}
          onBlur={() => onChange({ zipCode: formatPostcode(value.zipCode) })}
        />
        <TextField label={t("city")} autoComplete="off" {...field("city")} />
      </div>
      <div className={errors.message ? "field field-invalid" : "field"}>
        <label htmlFor={`${id}-message`}>{t("giftMessage")}</label>
        <textarea
          id={`${id}-message`}
          name="gift-message"
          rows={3}
          maxLength={500}
          value={value.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          onChange={(e) => onChange({ message: e.currentTarget.value })}
        />
        {errors.message ? (
          <p id={`${id}-message-error`} className="field-error">
            {t(errors.message)}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
