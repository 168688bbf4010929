/**
 * /my-account/subscription: the customer's subscriptions, active and past (GET /api/subscription/active), each with
 * its status, issues left, next renewal and the amount of a period, and the gift recipient. A renewing one can have
 * its renewal turned off, after a confirmation dialog (the law asks for a clear confirmation; the shop also confirms
 * by e-mail); one waiting for payment links to "Zapłać teraz"; an ended one can be bought again ("Odnów": its period
 * goes to the cart).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { CustomerSubscription } from "../../../contract/subscription.ts";
import { Modal } from "../../components/Modal.tsx";
import type { Language } from "../../i18n/languages.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { AccountPage } from "../account/AccountLayout.tsx";
import { errorCode } from "../account/api.ts";
import { apiErrorMessage } from "../account/errors.ts";
import { FormMessage } from "../account/Field.tsx";
import { orderDate, orderTotal } from "../account/order-format.ts";
import type { ApiAnswer } from "../account/types.ts";
import { useAddToCart } from "../cart/use-add-to-cart.ts";
import { payLaterUrl } from "../payment/urls.ts";
import { cancelRenewal, loadSubscriptions, renewSubscription, SUBSCRIPTION_ERRORS } from "./subscriptions-api.ts";
import "./subscriptions.css";

export function SubscriptionsPage() {
  const { t, i18n } = useTranslation("account");
  const [list, setList] = useState<CustomerSubscription[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CustomerSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { add } = useAddToCart();

  const messageOf = useCallback(
    (answer: ApiAnswer<unknown>) => {
      const code = errorCode(answer);
      return code && (SUBSCRIPTION_ERRORS as readonly string[]).includes(code) ? t(`sub_err_${code}`) : apiErrorMessage(t, answer);
    },
    [t],
  );
  const reload = useCallback(async () => {
    const answer = await loadSubscriptions();
    if (answer.code !== 200) return setError(messageOf(answer));
    setError(null);
    setList(answer.result.subscriptions);
  }, [messageOf]);
  useEffect(() => void reload(), [reload]);

  const confirmCancel = async () => {
    if (!confirming) return;
    setBusy(true);
    const answer = await cancelRenewal(confirming.id);
    setBusy(false);
    setConfirming(null);
    if (answer.code !== 200) setError(messageOf(answer));
    else {
      setError(null);
      setNotice(t("subCancelled", { name: confirming.name, date: orderDate(answer.result.last_issue_date, i18n.language as Language) }));
    }
    await reload();
  };

  const closeDialog = () => {
    if (busy) return;
    setConfirming(null);
  };
  // Once the dialog is gone (the page is no longer inert), the focus goes back to the button that opened it.
  useEffect(() => {
    if (confirming === null) opener.current?.focus();
  }, [confirming]);
  // After a cancel the button is gone: the result takes the focus.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const renew = async (s: CustomerSubscription) => {
    const answer = await renewSubscription(s.id);
    if (answer.code !== 200) return setError(messageOf(answer));
    await add([
      {
        sku: answer.result.sku,
        parentSku: answer.result.sku,
        name: s.name,
        qty: 1,
        product_type: "subscription",
        product_option: answer.result.product_option,
        price_incl_tax: s.period_amount,
        image: null,
        slug: "",
      },
    ]);
  };

  return (
    <AccountPage title={t("navSubscriptions")}>
      <FormMessage error={error} />
      {notice ? (
        <p className="subscription-notice" role="status" data-testid="subscription-notice" ref={noticeRef} tabIndex={-1}>
          {notice}
        </p>
      ) : null}
      {list === null ? (
        error ? null : (
          <p className="account-empty">{t("loading")}</p>
        )
      ) : list.length === 0 ? (
        <div className="account-section">
          <p className="account-empty">{t("subscriptionsEmpty")}</p>
          <Link to="/" className="button">
            {t("browseShop")}
          </Link>
        </div>
      ) : (
        <ul className="subscription-list">
          {list.map((s) => (
            <SubscriptionCard
              key={s.id}
              s={s}
              onCancel={(button) => {
                opener.current = button;
                setNotice(null);
                setConfirming(s);
              }}
              onRenew={() => void renew(s)}
            />
          ))}
        </ul>
      )}
      {confirming ? (
        <Modal open title={t("subCancelTitle")} onClose={closeDialog}>
          <p>{t("subCancelQuestion", { name: confirming.name })}</p>
          <p>{t("subCancelEffect", { date: orderDate(confirming.last_issue_date, i18n.language as Language) })}</p>
          <div className="subscription-actions">
            <button type="button" className="button" data-testid="subscription-cancel-confirm" disabled={busy} onClick={() => void confirmCancel()}>
              {t("subCancelConfirm")}
            </button>
            <button type="button" className="button-secondary" disabled={busy} onClick={closeDialog}>
              {t("subCancelKeep")}
            </button>
          </div>
        </Modal>
      ) : null}
    </AccountPage>
  );
}

function SubscriptionCard({ s, onCancel, onRenew }: { s: CustomerSubscription; onCancel: (b: HTMLButtonElement) => void; onRenew: () => void }) {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const headingId = `subscription-${s.id}-name`;
  return (
    <li className="account-section subscription" data-testid={`subscription-${s.id}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{s.name}</h2>
      <dl className="subscription-facts">
        <dt>{t("orderStatus")}</dt>
        <dd data-testid="subscription-status" data-status={s.status}>
          {t(`status_${s.status}`)}
        </dd>
        <dt>{t("subPeriod")}</dt>
        <dd>{t(s.unit === "part" ? "subParts" : "subIssues", { count: s.numbers, first: s.first_issue.label })}</dd>
        <dt>{t(s.unit === "part" ? "subPartsLeft" : "subIssuesLeft")}</dt>
        <dd data-testid="subscription-issues-left">{s.issues_left}</dd>
        <dt>{t("subAmount")}</dt>
        <dd>{orderTotal(s.period_amount)}</dd>
        <dt>{t("subNextRenewal")}</dt>
        <dd data-testid="subscription-next-renewal">
          {s.next_renewal_at ? orderDate(s.next_renewal_at, lang) : s.recurring ? t("subRenewalOff") : t("subNoRenewal")}
        </dd>
        {s.gift_recipient ? (
          <>
            <dt>{t("subGiftFor")}</dt>
            <dd data-testid="subscription-gift">
              {s.gift_recipient.firstname} {s.gift_recipient.lastname}, {s.gift_recipient.street.join(" ")}, {s.gift_recipient.postcode} {s.gift_recipient.city}
              {s.gift_recipient.message ? <q className="subscription-gift-message">{s.gift_recipient.message}</q> : null}
            </dd>
          </>
        ) : null}
        {s.withdrawal_until >= new Date().toISOString().slice(0, 10) && s.status !== "expired" ? (
          <>
            <dt>{t("subWithdrawal")}</dt>
            <dd data-testid="subscription-withdrawal">{orderDate(s.withdrawal_until, lang)}</dd>
          </>
        ) : null}
        <dt>{t("subOrder")}</dt>
        <dd>
          <Link to={`/my-account/orders/${s.order_id}`}>{s.order_increment_id}</Link>
        </dd>
      </dl>
      <div className="subscription-actions">
        {s.payable_order ? (
          <Link className="button" to={payLaterUrl(s.payable_order.increment_id)} data-testid="subscription-pay">
            {t("subPayNow")}
          </Link>
        ) : null}
        {s.renewal_active ? (
          <button type="button" className="button-secondary" data-testid="subscription-cancel" onClick={(e) => onCancel(e.currentTarget)}>
            {t("subCancelRenewal")}
          </button>
        ) : null}
        {s.can_renew ? (
          <button type="button" className="button" data-testid="subscription-renew" onClick={onRenew}>
            {t("subRenew")}
          </button>
        ) : null}
      </div>
    </li>
  );
}
