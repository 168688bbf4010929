/**
 * Steps 4 and 5: the payment method (with the chosen online method's details: bank, BLIK code, card), then the
 * review with the consents and the order button.
 */
import { PreorderNote } from "../../components/Preorder.tsx";
import type { PreorderInfo } from "../../../domain/preorder.ts";
import { Link } from "react-router";
import type { Consents, GiftRecipientDetails, PersonalDetails, ShippingDetails } from "../../../domain/checkout-form.ts";
import { isPickupMethod } from "../../../domain/checkout-form.ts";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { CartSummary } from "../cart/CartSummary.tsx";
import type { CartItem, PaymentMethod, ShippingMethod, Totals } from "../cart/types.ts";
import { CheckField } from "./Inputs.tsx";
import { PaymentPicker } from "../payment/PaymentPicker.tsx";
import type { PaymentDetailsProps } from "../payment/PaymentDetails.tsx";
import { methodCode } from "./ShippingStep.tsx";
import { TableHead } from "../../components/TableHead.tsx";

export function PaymentStep({
  methods,
  value,
  error,
  onChange,
  detailsProps,
}: {
  methods: PaymentMethod[];
  value: string;
  error?: string | undefined;
  onChange: (code: string) => void;
  /** what the chosen online method asks for (features/payment/PaymentDetails.tsx) */
  detailsProps: Omit<PaymentDetailsProps, "code">;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div className="checkout-fields">
      <PaymentPicker
        legend={t("paymentMethod")}
        value={value}
        error={error}
        methods={methods.map((m) => {
          const name = t(`pm_${m.code}`, { defaultValue: m.title });
          // what choosing it adds (cash on delivery: the fee), from the server's delivery rules
          return { code: m.code, label: m.cost_incl_tax > 0 ? `${name} (+${formatPrice(plnToGrosze(m.cost_incl_tax))})` : name };
        })}
        onChange={onChange}
        detailsProps={detailsProps}
      />
    </div>
  );
}

type ConsentErrors = Partial<Record<keyof Consents, string>>;

export function ReviewStep({
  items,
  totals,
  personal,
  shipping,
  shippingMethods,
  paymentTitle,
  consents,
  consentErrors,
  hasDownloads,
  gift = null,
  onConsents,
}: {
  items: CartItem[];
  totals: Totals | null;
  personal: PersonalDetails;
  shipping: ShippingDetails;
  shippingMethods: ShippingMethod[];
  paymentTitle: string;
  consents: Consents;
  consentErrors: ConsentErrors;
  hasDownloads: boolean;
  /** the recipient of the subscriptions bought as a gift */
  gift?: GiftRecipientDetails | null;
  onConsents: (patch: Partial<Consents>) => void;
}) {
  const { t } = useTranslation("checkout");
  const pl = usePolishText();
  const method = shippingMethods.find((m) => methodCode(m) === shipping.shippingMethod);
  const own = !shipping.otherAddress || isPickupMethod(shipping.shippingMethod);
  const c = (k: keyof Consents) => ({ name: k, checked: consents[k], error: consentErrors[k], onValue: (v: boolean) => onConsents({ [k]: v }) });
  return (
    <div className="checkout-review">
      <table className="review-lines">
        <caption>{t("reviewItems")}</caption>
        <TableHead columns={[t("product"), t("qty"), t("amount")]} />
        <tbody>
          {items.map((i) => (
            <tr key={`${i.sku}-${i.server_item_id ?? ""}`}>
              <td>
                <span lang={pl}>{i.name}</span>
                {i.totals?.options.length ? <span className="review-options">{i.totals.options.map((o) => `${o.label}: ${o.value}`).join(", ")}</span> : null}
                {(i.totals ? i.totals.preorder : i.preorder) ? (
                  <PreorderNote preorder={(i.totals ? i.totals.preorder : i.preorder) as PreorderInfo} className="review-preorder" />
                ) : null}
              </td>
              <td>{i.qty}</td>
              <td>{formatPrice(plnToGrosze(i.totals?.row_total_incl_tax ?? i.price_incl_tax * i.qty))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CartSummary totals={totals} />
      <dl className="review-details">
        <div>
          <dt>{t("buyer")}</dt>
          <dd>
            {personal.customerType === "company" ? (
              <>
                {personal.company}, {t("nip")} {personal.taxId}
                <br />
              </>
            ) : null}
            {personal.firstName} {personal.lastName}, {personal.emailAddress}, {personal.phoneNumber}
            <br />
            {[personal.streetAddress, personal.apartmentNumber].filter((x) => x.trim()).join(" ")}, {personal.zipCode} {personal.city}
          </dd>
        </div>
        {method ? (
          <div>
            <dt>{t("delivery")}</dt>
            <dd>
              {method.method_title}
              {isPickupMethod(shipping.shippingMethod) ? ` – ${shipping.pickupId}` : null}
              <br />
              {own
                ? t("toBuyerAddress")
                : `${shipping.firstName} ${shipping.lastName}, ${[shipping.streetAddress, shipping.apartmentNumber].filter((x) => x.trim()).join(" ")}, ${shipping.zipCode} ${shipping.city}`}
            </dd>
          </div>
        ) : null}
        {gift ? (
          <div data-testid="review-gift">
            <dt>{t("giftSummary")}</dt>
            <dd>
              {gift.firstName} {gift.lastName}, {[gift.streetAddress, gift.apartmentNumber].filter((x) => x.trim()).join(" ")}, {gift.zipCode} {gift.city}
              {gift.message.trim() ? (
                <>
                  <br />„{gift.message.trim()}”
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("payment")}</dt>
          <dd>{paymentTitle}</dd>
        </div>
        <div>
          <dt>{t("document")}</dt>
          <dd>
            {personal.customerType === "company" || personal.invoice ? t("documentInvoice") : t("documentReceipt")}
            {personal.customerType === "private" && personal.invoice && personal.taxId.trim() ? `, ${t("nip")} ${personal.taxId.trim()}` : null}
          </dd>
        </div>
      </dl>
      <fieldset className="consents">
        <legend>{t("consents")}</legend>
        <CheckField
          {...c("rules")}
          // The label only toggles the box; the documents open from their own links below it (issue 16).
          label={`${t("consentRulesBefore")} ${t("rulesLink")} ${t("consentRulesAnd")} ${t("privacyLink")} ${t("consentRequired")}`}
        >
          <p className="consent-docs">
            {t("readDocuments")}{" "}
            <Link to="/i/regulamin" target="_blank">
              {t("rulesDocument")}
            </Link>
            {" · "}
            <Link to="/i/polityka-prywatnosci" target="_blank">
              {t("privacyDocument")}
            </Link>
          </p>
        </CheckField>
        {hasDownloads ? <CheckField {...c("digital_content_waiver")} label={t("consentDigital")} /> : null}
        <CheckField {...c("email_commercials")} label={t("consentEmail")} />
        <CheckField {...c("phone_commercials")} label={t("consentPhone")} />
        <CheckField {...c("newsletter")} label={t("consentNewsletter")} />
        <CheckField {...c("newsletter_partner")} label={t("consentPartner")} />
      </fieldset>
    </div>
  );
}
