/** Step 2: who buys. Buyer type, name and contact, the address, company data with the VAT-register lookup, invoice, account. */
import { useState } from "react";
import { isEuCompanyAbroad, nipRule, type PersonalDetails } from "../../../domain/checkout-form.ts";
import { formatPostcode } from "../../../domain/customer-address.ts";
import { isShippingCountry, SHIPPING_COUNTRIES } from "../../../domain/delivery-rules.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { Address } from "../account/types.ts";
import { lookupCompany } from "./checkout-api.ts";
import { CheckField, RadioGroup, TextField } from "./Inputs.tsx";

type Errors = Partial<Record<keyof PersonalDetails, string>>;

/** The postcode format of each delivery country, as a placeholder. */
const ZIP_PLACEHOLDERS: Record<string, string> = { PL: "00-000", DE: "12345", IT: "00100", US: "12345" };

export function PersonalStep({
  value,
  errors,
  guest,
  needsAccount = false,
  addresses,
  onChange,
  onRegisterCheck,
}: {
  value: PersonalDetails;
  errors: Errors;
  guest: boolean;
  /** the cart holds an e-book or a renewable subscription: a guest must create an account */
  needsAccount?: boolean;
  addresses: Address[];
  onChange: (patch: Partial<PersonalDetails>) => void;
  onRegisterCheck: (requestId: string | null) => void;
}) {
  const { t, i18n } = useTranslation("checkout");
  const [lookup, setLookup] = useState<{ busy: boolean; message: string | null; error: string | null }>({ busy: false, message: null, error: null });
  const company = value.customerType === "company";
  const countryNames = new Intl.DisplayNames([i18n.language], { type: "region" });
  const polish = value.country === "PL";
  // a company in another EU country gives its EU VAT number (checked in VIES when the order is placed: reverse charge)
  const euAbroad = isEuCompanyAbroad(value);
  const field = (k: keyof PersonalDetails) => ({ name: k, value: String(value[k] ?? ""), error: errors[k], onValue: (v: string) => onChange({ [k]: v }) });

  async function findCompany() {
    const problem = nipRule(value.taxId);
    if (problem) {
      setLookup({ busy: false, message: null, error: problem });
      return;
    }
    setLookup({ busy: true, message: null, error: null });
    const answer = await lookupCompany(value.taxId);
    if (answer.code === 200) {
      const c = answer.result;
      onChange({
        company: c.name,
        regon: c.regon ?? value.regon,
        ...(c.address ? { streetAddress: c.address.street, apartmentNumber: "", zipCode: c.address.postcode, city: c.address.city } : {}),
      });
      onRegisterCheck(c.requestId);
      setLookup({ busy: false, message: t("lookupFound"), error: null });
      return;
    }
    onRegisterCheck(null);
    const code = (answer.result as { error?: string } | null)?.error;
    const error =
      code === "NIP_INVALID"
        ? "errNipInvalid"
        : code === "COMPANY_NOT_FOUND"
          ? "errCompanyNotFound"
          : code === "RATE_LIMITED"
            ? "lookupLimited"
            : "lookupUnavailable";
    setLookup({ busy: false, message: null, error });
  }

  function pickAddress(id: string) {
    const a = addresses.find((x) => String(x.id) === id);
    if (!a) return;
    onChange({
      firstName: a.firstname,
      lastName: a.lastname,
      phoneNumber: a.telephone ?? "",
      streetAddress: a.street[0] ?? "",
      apartmentNumber: a.street[1] ?? "",
      zipCode: a.postcode,
      city: a.city,
      ...(isShippingCountry(a.country_id) ? { country: a.country_id } : {}),
      ...(a.company ? { company: a.company } : {}),
      ...(a.vat_id ? { taxId: a.vat_id } : {}),
    });
  }

  return (
    <div className="checkout-fields">
      <RadioGroup
        legend={t("buyerType")}
        name="customerType"
        value={value.customerType}
        options={[
          { value: "private", label: t("private") },
          { value: "company", label: t("company") },
        ]}
        onValue={(v) => onChange({ customerType: v })}
      />
      {addresses.length > 0 ? (
        <div className="field">
          <label htmlFor="saved-address">{t("savedAddress")}</label>
          <select id="saved-address" defaultValue="" onChange={(e) => pickAddress(e.currentTarget.value)}>
            <option value="">{t("savedAddressChoose")}</option>
            {addresses.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {[a.company, `${a.firstname} ${a.lastname}`, a.street.join(" "), `${a.postcode} ${a.city}`].filter(Boolean).join(", ")}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {company && euAbroad ? (
        <div className="checkout-company" data-testid="eu-company">
          <TextField label={t("companyName")} autoComplete="organization" maxLength={200} {...field("company")} />
          <TextField label={t("euVatId")} hint={t("euVatHint")} autoComplete="off" autoCapitalize="characters" maxLength={20} {...field("taxId")} />
          <CheckField label={t("viesFallback")} name="viesFallback" checked={value.viesFallback === true} onValue={(v) => onChange({ viesFallback: v })} />
        </div>
      ) : company ? (
        <div className="checkout-company">
          <div className="nip-row">
            <TextField
              label={t("nip")}
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              {...field("taxId")}
              error={errors.taxId ?? (lookup.error?.startsWith("err") ? lookup.error : undefined)}
            />
            <button type="button" className="button button-secondary" onClick={() => void findCompany()} disabled={lookup.busy}>
              {lookup.busy ? t("lookupBusy") : t("lookup")}
            </button>
          </div>
          <p role="status" className="lookup-status">
            {lookup.message ?? (lookup.error && !lookup.error.startsWith("err") ? t(lookup.error) : "")}
          </p>
          <TextField label={t("companyName")} autoComplete="organization" maxLength={200} {...field("company")} />
          <TextField label={t("regon")} inputMode="numeric" maxLength={17} {...field("regon")} />
        </div>
      ) : null}
      <div className="field-row">
        <TextField label={t("firstName")} autoComplete="given-name" maxLength={60} {...field("firstName")} />
        <TextField label={t("lastName")} autoComplete="family-name" maxLength={60} {...field("lastName")} />
      </div>
      <div className="field-row">
        <TextField label={t("email")} type="email" autoComplete="email" maxLength={254} {...field("emailAddress")} />
        <TextField label={t("phone")} type="tel" autoComplete="tel" maxLength={20} {...field("phoneNumber")} />
      </div>
      <div className="field-row">
        <TextField label={t("street")} autoComplete="address-line1" maxLength={100} {...field("streetAddress")} />
        <TextField label={t("apartment")} autoComplete="address-line2" maxLength={20} {...field("apartmentNumber")} />
      </div>
      <div className="field-row">
        <TextField
          label={t("zip")}
          autoComplete="postal-code"
          inputMode={value.country === "US" ? "text" : "numeric"}
          maxLength={10}
          placeholder={ZIP_PLACEHOLDERS[value.country] ?? ""}
          {...field("zipCode")}
          onBlur={() => onChange({ zipCode: formatPostcode(value.zipCode, value.country) })}
        />
        <TextField label={t("city")} autoComplete="address-level2" maxLength={100} {...field("city")} />
      </div>
      <div className="field">
        <label htmlFor="checkout-country">{t("country")}</label>
        <select
          id="checkout-country"
          name="country"
          autoComplete="country"
          value={value.country}
          aria-describedby={polish ? undefined : "checkout-country-hint"}
          onChange={(e) => onChange({ country: e.currentTarget.value })}
        >
          {SHIPPING_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {countryNames.of(c) ?? c}
            </option>
          ))}
        </select>
        {!polish ? (
          <p className="field-hint" id="checkout-country-hint">
            {t("abroadHint")}
          </p>
        ) : null}
      </div>
      {!company ? (
        <CheckField label={t("invoice")} name="invoice" checked={value.invoice} onValue={(v) => onChange({ invoice: v })}>
          {/* a person's invoice needs no NIP (domain/checkout-form.ts validatePersonal; issue 16) */}
          {value.invoice ? <TextField label={t("nipOptional")} hint={t("invoicePrivateHint")} inputMode="numeric" maxLength={16} {...field("taxId")} /> : null}
        </CheckField>
      ) : null}
      {guest && needsAccount ? (
        <p className="checkout-note" data-testid="account-needed">
          {t("accountNeeded")}
        </p>
      ) : null}
      {guest ? (
        <CheckField
          label={t("createAccount")}
          name="createAccount"
          checked={value.createAccount}
          error={errors.createAccount}
          onValue={(v) => onChange({ createAccount: v })}
        >
          {value.createAccount ? (
            <div className="field-row">
              <TextField label={t("password")} type="password" autoComplete="new-password" hint={t("passwordHint")} {...field("password")} />
              <TextField label={t("passwordRepeat")} type="password" autoComplete="new-password" {...field("passwordRepeat")} />
            </div>
          ) : null}
        </CheckField>
      ) : null}
    </div>
  );
}
