/**
 * The thank-you page's content for each state of thank-you-state.ts. Server-rendered from the query; the link
 * to the customer's orders appears once the browser knows a customer is logged in. For an online payment the
 * browser then watches the payment (features/payment/use-payment-watch.ts, docs/storefront.md §4): a pending
 * page polls every 5 s and turns into the success, cancelled or expired view as the payment settles, saying
 * so in its aria-live region; a result page (success, cancelled, failed) checks once, for the card-saved notice
 * or a payment that went through after all. The cancelled and failed views pay THE SAME order again
 * (/placepozniej), never an empty checkout.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { imageUrl } from "../../lib/urls.ts";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { storedOrderSummary, type OrderSummary } from "./order-summary.ts";
import { DELIVERY_RULES } from "../../../domain/delivery-rules.ts";
import { sessionSnapshot, useSession } from "../account/session-store.ts";
import type { PollOptions, PollState } from "../payment/poll.ts";
import { isBlik, pollMessage, settledKind } from "../payment/poll.ts";
import { payLaterUrl, readOrderNumber } from "../payment/urls.ts";
import { usePaymentWatch } from "../payment/use-payment-watch.ts";
import { THANK_YOU_TITLES, type ThankYouKind, type ThankYouState } from "./thank-you-state.ts";
import "../payment/payment.css";
import "./orders.css";

/** What the browser watches: a pending payment every 5 s; an online order's result page once. */
function watchOptions(state: ThankYouState): PollOptions | null {
  if (!readOrderNumber(state.orderNumber)) return null;
  // Without a pay token only the signed-in owner may ask (read in the browser: the server renders no watch).
  const mayAsk = state.payToken !== null || (typeof window !== "undefined" && sessionSnapshot() !== null);
  if (!mayAsk) return null;
  if (state.kind === "pending") return { autoRedirect: !state.returned, once: false };
  if (state.payToken && (state.kind === "success" || state.kind === "canceled" || state.kind === "failed" || state.kind === "expired"))
    return { autoRedirect: false, once: true };
  return null;
}

export function ThankYouView({ state }: { state: ThankYouState }) {
  const { t } = useTranslation("orders");
  const { t: tp } = useTranslation("payment");
  const loggedIn = useSession() !== null;
  const { orderNumber, payToken } = state;
  const live = usePaymentWatch(orderNumber ? { orderNumber, payToken } : null, watchOptions(state));
  const kind: ThankYouKind = live ? settledKind(state.kind, live.phase) : state.kind;
  const info = live?.info ?? null;
  const online = payToken !== null || info !== null;
  const tone = kind === "success" ? "ok" : kind === "pending" ? "info" : kind === "missing" ? "neutral" : "problem";
  const message = live ? liveMessage(live, state.kind, kind) : null;
  // The reason when PayU gave one; a BLIK payment cancelled without one was not confirmed or was declined.
  const errorText =
    (info?.error && kind !== "success" ? tp(`err_${info.error.code}`, { defaultValue: "" }) : "") ||
    (kind === "canceled" && isBlik(info) ? tp("blikCanceled") : "");
  // A retry pays the same order; only while it is still waiting for its money.
  const retry = !!orderNumber && (kind === "canceled" || kind === "failed") && (!info || info.order_status === "pending");
  return (
    <div className={`thank-you thank-you-${tone}`} data-state={kind}>
      <div className="thank-you-card">
        <StateIcon tone={tone} />
        <h1>{t(THANK_YOU_TITLES[kind])}</h1>
        {orderNumber ? (
          <p className="thank-you-number">
            {t("tyOrderNumber")} <strong data-testid="order-number">{orderNumber}</strong>
          </p>
        ) : null}

        {orderNumber ? (
          // present from the server's HTML on, so that what the watch says later is announced
          <p className="payment-live" role="status" aria-live="polite" data-testid="payment-status">
            {message ? tp(message) : null}
          </p>
        ) : null}

        {kind === "success" && info?.card_saved ? (
          <section className="card-saved" aria-labelledby="card-saved-title" data-testid="card-saved">
            <h2 id="card-saved-title">{tp("cardSavedTitle")}</h2>
            <p>{tp("cardSavedText", { mask: info.card_saved.mask })}</p>
          </section>
        ) : null}

        {kind === "success" ? (
          <section aria-labelledby="thank-you-next">
            <h2 id="thank-you-next">{t("tyNextHeading")}</h2>
            <ul className="thank-you-steps">
              <li>{t("tyNextEmail")}</li>
              <li>{online ? tp("paidNext") : t("tyNextCod")}</li>
              <li>{t("tyNextShipping", { cutoff: DELIVERY_RULES.dispatchCutoff })}</li>
              <li>{loggedIn ? t("tyNextAccount") : t("tyNextGuest")}</li>
            </ul>
          </section>
        ) : null}

        {kind === "pending" ? (
          <div>
            <p>{t("tyPendingText")}</p>
            <p>{t("tyPendingEmail")}</p>
            {live?.phase === "redirect" && !live.redirectTo && info?.redirect_uri ? (
              <p>
                <a className="button" href={info.redirect_uri} data-testid="continue-payment">
                  {tp("continueLink")}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}

        {kind === "canceled" || kind === "failed" ? (
          <>
            <p className="thank-you-alert">{kind === "canceled" ? t("tyCanceledText") : t("tyFailedText")}</p>
            {errorText ? <p data-testid="payment-error">{errorText}</p> : null}
            {retry ? <p>{t("tyRetryHint")}</p> : null}
          </>
        ) : null}

        {kind === "expired" ? <p className="thank-you-alert">{tp("expired")}</p> : null}

        {kind === "address" ? <p className="thank-you-alert">{t("tyAddressText")}</p> : null}

        {kind === "missing" ? <p>{t("tyMissingText")}</p> : null}

        <p className="thank-you-actions">
          {retry && orderNumber ? (
            <>
              <Link to={payLaterUrl(orderNumber, payToken)} className="button" data-testid="payment-retry">
                {t("tyRetry")}
              </Link>
              <Link to="/i/kontakt">{t("tyContact")}</Link>
            </>
          ) : kind === "address" || kind === "canceled" || kind === "failed" ? (
            <Link to="/i/kontakt" className="button">
              {t("tyContact")}
            </Link>
          ) : (
            <Link to="/" className="button">
              {kind === "missing" ? t("tyHome") : t("tyContinue")}
            </Link>
          )}
          {loggedIn ? (
            <Link to="/my-account/orders" data-testid="thank-you-orders-link">
              {t("tyAccountLink")}
            </Link>
          ) : null}
        </p>
      </div>
      {kind !== "missing" ? <OrderSummaryView orderNumber={orderNumber} /> : null}
    </div>
  );
}

/**
 * The order as the checkout showed it (lines with pictures, totals, delivery, address, payment): read in the
 * browser from this tab's storage (order-summary.ts), below the card so that it moves nothing when it appears.
 */
function OrderSummaryView({ orderNumber }: { orderNumber: string | null }) {
  const { t } = useTranslation("orders");
  const pl = usePolishText();
  const [summary, setSummary] = useState<OrderSummary | null>(null);
  useEffect(() => setSummary(storedOrderSummary(orderNumber)), [orderNumber]);
  if (!summary) return null;
  return (
    <section className="thank-you-summary" aria-labelledby="thank-you-summary-title" data-testid="order-summary">
      <h2 id="thank-you-summary-title">{t("tySummaryHeading")}</h2>
      <ul className="ty-lines">
        {summary.lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stored lines never change order
          <li key={i}>
            {l.image ? <img src={imageUrl(l.image, 150)} alt="" width={56} height={56} loading="lazy" /> : <span className="ty-noimage" />}
            <span className="ty-line-name">
              <span lang={pl}>{l.name}</span>
              {l.options ? <span className="ty-line-options">{l.options}</span> : null}
              <span className="ty-line-qty">{t("tyQty", { count: l.qty })}</span>
            </span>
            <span className="ty-line-amount">{l.amount}</span>
          </li>
        ))}
      </ul>
      <dl className="ty-totals">
        {summary.totals.map((s) => (
          <div key={s.code} className={`ty-total-${s.code}`}>
            <dt>{s.label}</dt>
            <dd>{s.amount}</dd>
          </div>
        ))}
      </dl>
      <dl className="ty-details">
        {summary.delivery ? (
          <div>
            <dt>{t("tyDeliveryLabel")}</dt>
            <dd>{summary.delivery}</dd>
          </div>
        ) : null}
        {summary.address ? (
          <div>
            <dt>{t("tyAddressLabel")}</dt>
            <dd>{summary.address}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("tyPaymentLabel")}</dt>
          <dd>{summary.payment}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The live region's sentence: what the watch says, unless a result page's check changed nothing (its heading says it all). */
function liveMessage(live: PollState, initial: ThankYouKind, kind: ThankYouKind): string | null {
  if (initial !== "pending" && kind === initial) return null;
  return pollMessage(live);
}

function StateIcon({ tone }: { tone: "ok" | "info" | "neutral" | "problem" }) {
  return (
    <svg className="thank-you-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      {tone === "ok" ? <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" /> : null}
      {tone === "info" ? <path d="M24 12v13l8 5" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" /> : null}
      {tone === "problem" ? <path d="M24 12v15M24 34v1" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" /> : null}
      {tone === "neutral" ? (
        <path d="M18 19a6 6 0 1 1 8 5.6c-1.3.6-2 1.5-2 3V29M24 35v.5" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
