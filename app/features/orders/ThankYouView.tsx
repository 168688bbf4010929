/**
 * The thank-you page's content for each state of thank-you-state.ts. Server-rendered from the query; the link
 * to the customer's orders appears once the browser knows a customer is logged in.
 */
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { useSession } from "../account/session-store.ts";
import { THANK_YOU_TITLES, type ThankYouState } from "./thank-you-state.ts";
import "./orders.css";

export function ThankYouView({ state }: { state: ThankYouState }) {
  const { t } = useTranslation("orders");
  const loggedIn = useSession() !== null;
  const { kind, orderNumber } = state;
  const tone = kind === "success" ? "ok" : kind === "pending" ? "info" : kind === "missing" ? "neutral" : "problem";
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

        {kind === "success" ? (
          <section aria-labelledby="thank-you-next">
            <h2 id="thank-you-next">{t("tyNextHeading")}</h2>
            <ul className="thank-you-steps">
              <li>{t("tyNextEmail")}</li>
              <li>{t("tyNextCod")}</li>
              <li>{t("tyNextShipping")}</li>
              <li>{loggedIn ? t("tyNextAccount") : t("tyNextGuest")}</li>
            </ul>
          </section>
        ) : null}

        {kind === "pending" ? (
          <div role="status">
            <p>{t("tyPendingText")}</p>
            <p>{t("tyPendingEmail")}</p>
          </div>
        ) : null}

        {kind === "canceled" || kind === "failed" ? (
          <>
            <p className="thank-you-alert">{kind === "canceled" ? t("tyCanceledText") : t("tyFailedText")}</p>
            <p>{t("tyRetryHint")}</p>
          </>
        ) : null}

        {kind === "address" ? <p className="thank-you-alert">{t("tyAddressText")}</p> : null}

        {kind === "missing" ? <p>{t("tyMissingText")}</p> : null}

        <p className="thank-you-actions">
          {kind === "canceled" || kind === "failed" ? (
            <>
              <Link to="/checkout" className="button">
                {t("tyRetry")}
              </Link>
              <Link to="/i/kontakt">{t("tyContact")}</Link>
            </>
          ) : kind === "address" ? (
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
    </div>
  );
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
