/** One address of the address book, added or edited (Polish postcode and phone checked as you submit). */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { addressProblems, type AddressDraft, type AddressField } from "./address-form-rules.ts";
import { withoutProblem } from "./validate.ts";
import { Field, FormMessage, focusFirstInvalid } from "./Field.tsx";
import type { Problems } from "./validate.ts";

const COUNTRIES = ["PL", "DE", "IT", "US"] as const;

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
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => void requestAnimationFrame(() => first.current?.focus()), []);
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
      <div className="field-row">
        <Field
          ref={first}
          label={t("firstname")}
          name="firstname"
          autoComplete="given-name"
          required
          value={draft.firstname}
          onValue={set("firstname")}
          problem={problems.firstname}
        />
        <Field
          label={t("lastname")}
          name="lastname"
          autoComplete="family-name"
          required
          value={draft.lastname}
          onValue={set("lastname")}
          problem={problems.lastname}
        />
      </div>
      <Field label={t("company")} name="company" autoComplete="organization" value={draft.company} onValue={set("company")} />
      <Field
        label={t("street")}
        name="street1"
        autoComplete="address-line1"
        required
        value={draft.street1}
        onValue={set("street1")}
        problem={problems.street1}
      />
      <Field label={t("apartment")} name="street2" autoComplete="address-line2" value={draft.street2} onValue={set("street2")} />
      <div className="field-row">
        <Field
          label={t("postcode")}
          name="postcode"
          autoComplete="postal-code"
          required
          inputMode={draft.country_id === "PL" ? "numeric" : undefined}
          hint={draft.country_id === "PL" ? t("postcodeHint") : undefined}
          value={draft.postcode}
          onValue={set("postcode")}
          problem={problems.postcode}
        />
        <Field label={t("city")} name="city" autoComplete="address-level2" required value={draft.city} onValue={set("city")} problem={problems.city} />
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
      <Field
        label={t("telephone")}
        name="telephone"
        type="tel"
        autoComplete="tel"
        required
        value={draft.telephone}
        onValue={set("telephone")}
        problem={problems.telephone}
      />
      <div className="field field-check">
        <input
          id="address-default-shipping"
          type="checkbox"
          checked={draft.default_shipping}
          onChange={(e) => toggle("default_shipping", e.currentTarget.checked)}
        />
        <label htmlFor="address-default-shipping">{t("defaultShipping")}</label>
      </div>
      <div className="field field-check">
        <input
          id="address-default-billing"
          type="checkbox"
          checked={draft.default_billing}
          onChange={(e) => toggle("default_billing", e.currentTarget.checked)}
        />
        <label htmlFor="address-default-billing">{t("defaultBilling")}</label>
      </div>
      <FormMessage error={error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t("working") : t("saveAddress")}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
