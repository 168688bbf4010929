/**
 * Subscription: the number of issues (price and price per issue), the first issue, and what the shopper
 * must know before buying: recurring payment and a gift. Loaded only for subscriptions (parts.ts).
 */
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { formatDate, pricePerIssue } from "./format.ts";
import type { SubscriptionInfo } from "./types.ts";
import type { Language } from "../../i18n/languages.ts";

export interface SubscriptionChoice {
  numberOptionId: number | null;
  startingNumberId: number | null;
}

export const defaultSubscriptionChoice = (info: SubscriptionInfo): SubscriptionChoice => ({
  numberOptionId: info.numberOptions[0]?.id ?? null,
  startingNumberId: info.startingNumbers[0]?.id ?? null,
});

/** The purchase form's subscription fields, the first length and first issue preselected. */
export function SubscriptionPart({ info, lang }: { info: SubscriptionInfo; lang: Language }) {
  const [choice, setChoice] = useState<SubscriptionChoice>(() => defaultSubscriptionChoice(info));
  return <SubscriptionOptions info={info} choice={choice} onChange={setChoice} lang={lang} />;
}

export function SubscriptionOptions({
  info,
  choice,
  onChange,
  lang,
}: {
  info: SubscriptionInfo;
  choice: SubscriptionChoice;
  onChange: (c: SubscriptionChoice) => void;
  lang: Language;
}) {
  const { t } = useTranslation("product");
  const id = useId();
  const chosen = info.numberOptions.find((n) => n.id === choice.numberOptionId);
  return (
    <div className="pdp-options">
      {info.numberOptions.length ? (
        <fieldset className="pdp-fieldset">
          <legend>{t("subscriptionLength")}</legend>
          <div className="pdp-cards">
            {info.numberOptions.map((n) => (
              <label key={n.id} className="pdp-card">
                <input
                  type="radio"
                  name="number_option"
                  value={n.id}
                  checked={choice.numberOptionId === n.id}
                  onChange={() => onChange({ ...choice, numberOptionId: n.id })}
                />
                <span className="pdp-card-title">{n.label}</span>
                <span className="pdp-card-price">{formatPrice(plnToGrosze(n.price_incl_tax))}</span>
                <span className="pdp-card-note">{t("perIssue", { price: formatPrice(pricePerIssue(n.price_incl_tax, n.numbers)) })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {info.startingNumbers.length ? (
        <div className="pdp-field">
          <label htmlFor={id}>{t("startingNumber")}</label>
          <select
            id={id}
            name="starting_number"
            value={choice.startingNumberId ?? ""}
            onChange={(e) => onChange({ ...choice, startingNumberId: Number(e.target.value) })}
          >
            {info.startingNumbers.map((s) => (
              <option key={s.id} value={s.id}>
                {s.issue_date ? t("startingNumberOption", { label: s.label, date: formatDate(s.issue_date, lang) }) : s.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {chosen ? (
        <p className="pdp-total" aria-live="polite">
          {t("subscriptionTotal")} <strong>{formatPrice(plnToGrosze(chosen.price_incl_tax))}</strong>{" "}
          <span className="pdp-muted">({t("perIssue", { price: formatPrice(pricePerIssue(chosen.price_incl_tax, chosen.numbers)) })})</span>
        </p>
      ) : null}
      <div className="pdp-field pdp-check">
        <label>
          <input type="checkbox" name="is_gift" value="1" aria-describedby={`${id}-gift`} /> {t("buyAsGift")}
        </label>
        <p id={`${id}-gift`} className="pdp-muted">
          {t("buyAsGiftHint")}
        </p>
      </div>
      {info.recurring ? (
        <p className="pdp-note">
          <strong>{t("recurringTitle")}</strong> {t("recurringText")}
        </p>
      ) : null}
      {info.gift ? (
        <p className="pdp-note pdp-note-gift">
          <strong>{t("giftTitle")}</strong> {t("giftText")}
        </p>
      ) : null}
    </div>
  );
}
