/** One address of the address book, added or edited (Polish postcode and phone checked as you submit). */
import { formatPostcode } from "../../../domain/customer-address.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { addressProblems, type AddressDraft, type AddressField } from "./address-form-rules.ts";
import { withoutProblem } from "./validate.ts";
import { CheckField, Field, FormMessage, focusFirstInvalid, NameFields, SubmitButton } from "./Field.tsx";
import { binder, useFocusOnOpen } from "./use-account-form.ts";
import type { Problems } from "./validate.ts";

const COUNTRIES = ["PL", "DE", "IT", "US"] as const;

type TextField = Exclude<keyof AddressDraft, "id" | "customer_id" | "default_shipping" | "default_billing">;

export function AddressForm({
  initial,
  busy,
  error,
  serverProblems,
  onSave,
  onCancel,
}: {
  initial: AddressDraft;
  busy: boolean;
  error: string | null;
  serverProblems?: Problems<AddressField>;
  onSave: (draft: AddressDraft) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("account");
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems<AddressField>>({});
  const form = useRef<HTMLFormElement>(null);
  const first = useFocusOnOpen();
  useEffect(() => {
    if (serverProblems && Object.keys(serverProblems).length) {
      setProblems(serverProblems);
      focusFirstInvalid(form.current);
    }
  }, [serverProblems]);
  const set = (field: keyof AddressDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => withoutProblem(p, field));
  };
  const bind = binder<TextField>(draft, problems, set);
  const toggle = (field: "default_shipping" | "default_billing", checked: boolean) => setDraft((d) => ({ ...d, [field]: checked }));
  const countryNames = new Intl.DisplayNames([i18n.language], { type: "region" });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = addressProblems(draft);
    setProblems(found);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    onSave(draft);
  }

  return (
    <form ref={form} className="account-form address-form" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="address-form-heading">
      <h3 id="address-form-heading">{initial.id ? t("editAddress") : t("addAddress")}</h3>
      <NameFields bind={bind} firstRef={first} />
      <Field label={t("company")} autoComplete="organization" {...bind("company")} />
      <Field label={t("street")} autoComplete="address-line1" required {...bind("street1")} />
      <Field label={t("apartment")} autoComplete="address-line2" {...bind("street2")} />
      <div className="field-row">
        <Field
          label={t("postcode")}
          autoComplete="postal-code"
          required
          inputMode={draft.country_id === "PL" ? "numeric" : undefined}
          hint={draft.country_id === "PL" ? t("postcodeHint") : undefined}
          {...bind("postcode")}
          onBlur={() => set("postcode")(formatPostcode(draft.postcode, draft.country_id))}
        />
        <Field label={t("city")} autoComplete="address-level2" required {...bind("city")} />
      </div>
      <div className="field">
        <label htmlFor="address-country">{t("country")}</label>
        <select
          id="address-country"
          name="country_id"
          autoComplete="country"
          value={draft.country_id}
          onChange={(e) => set("country_id")(e.currentTarget.value)}
        >
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c === "PL" ? t("countryPL") : (countryNames.of(c) ?? c)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t("telephone")} type="tel" autoComplete="tel" required {...bind("telephone")} />
      <CheckField
        id="address-default-shipping"
        label={t("defaultShipping")}
        checked={draft.default_shipping}
        onChecked={(checked) => toggle("default_shipping", checked)}
      />
      <CheckField
        id="address-default-billing"
        label={t("defaultBilling")}
        checked={draft.default_billing}
        onChecked={(checked) => toggle("default_billing", checked)}
      />
      <FormMessage error={error} />
      <div className="actions">
        <SubmitButton busy={busy} label={t("saveAddress")} />
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
