/**
 * /placepozniej ("Pay later", docs/storefront.md §2): pays THE SAME order again, from the cancelled and failed
 * pages, the account's "Zapłać teraz" and the confirmation e-mail. Reads `order` and `pay_token` (or the
 * signed-in owner's access token), shows the order's number, amount and status (GET /api/payment/orders/:n)
 * and, while it can be paid, the checkout's method picker; "Zapłać" asks POST /api/payment/orders/:n/pay for a
 * new PayU order of it, then goes to PayU or to the thank-you page, which polls. A paid, expired or offline
 * order says so. The server renders the frame; the order is read in the browser.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { PaymentInfo } from "../../../contract/payment.ts";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { Language } from "../../i18n/languages.ts";
import { errorCode } from "../account/api.ts";
import { FormMessage } from "../account/Field.tsx";
import { orderDate, statusLabel } from "../account/order-format.ts";
import { useSession } from "../account/session-store.ts";
import { afterOrder } from "../checkout/payment-handlers.ts";
import type { CardWidgetHandle } from "./CardWidget.tsx";
import { choiceProblem, NO_CHOICE, paymentAdditional, type CardToken, type PaymentChoice } from "./extras.ts";
import { payOrder, paymentInfo } from "./payment-api.ts";
import { BLIK, isOnlineMethod, RECURRING_CARD } from "./payment-codes.ts";
import { PaymentPicker, preloadPaymentDetails } from "./PaymentPicker.tsx";
import { isBlik } from "./poll.ts";
import { payLaterView, replacesAttempt, retryMethods } from "./pay-later.ts";
import "../account/account.css";
import "../checkout/checkout.css";
import "../orders/orders.css";
import "./payment.css";

type Loaded = { kind: "loading" } | { kind: "info"; info: PaymentInfo } | { kind: "notFound" } | { kind: "error" };

export function PayLaterPage({ orderNumber, payToken }: { orderNumber: string | null; payToken: string | null }) {
  const { t, i18n } = useTranslation("payment");
  const { t: tc } = useTranslation("checkout");
  const { t: ta } = useTranslation("account");
  const navigate = useNavigate();
  const loggedIn = useSession() !== null;
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [reload, setReload] = useState(0);
  const [code, setCode] = useState("");
  const [choice, setChoice] = useState<PaymentChoice>(NO_CHOICE);
  const [blikTouched, setBlikTouched] = useState(false);
  const [cardReady, setCardReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const cardWidget = useRef<CardWidgetHandle>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload is the trigger: "Sprawdź ponownie" and a refused payment read the order again
  useEffect(() => {
    if (!orderNumber) return;
    let live = true;
    setLoaded((l) => (l.kind === "info" ? l : { kind: "loading" }));
    void paymentInfo(orderNumber, payToken).then((answer) => {
      if (!live) return;
      if (answer.code === 200) {
        setLoaded({ kind: "info", info: answer.result });
        setCode((c) => c || (retryMethods(answer.result).includes(answer.result.method) ? answer.result.method : (retryMethods(answer.result)[0] ?? "")));
        preloadPaymentDetails();
      } else setLoaded(answer.code === 404 || answer.code === 400 ? { kind: "notFound" } : { kind: "error" });
    });
    return () => {
      live = false;
    };
  }, [orderNumber, payToken, reload]);

  const onChoice = useCallback((patch: Partial<PaymentChoice>) => setChoice((c) => ({ ...c, ...patch })), []);
  const problem = choiceProblem(code, choice);
  const lang = i18n.language as Language;
  const info = loaded.kind === "info" ? loaded.info : null;
  const view = info ? payLaterView(info) : null;
  const methods = useMemo(() => (info ? retryMethods(info).map((c) => ({ code: c, label: tc(`pm_${c}`) })) : []), [info, tc]);

  async function pay() {
    const method = code;
    if (busy || !info || !orderNumber || !isOnlineMethod(method)) return;
    setMessage(null);
    if (code === BLIK && problem) {
      setBlikTouched(true);
      requestAnimationFrame(() => document.querySelector<HTMLElement>(".pay-later-form [aria-invalid='true']")?.focus());
      return;
    }
    setBusy(true);
    let card: CardToken | null = null;
    if (code === RECURRING_CARD) {
      const tokenized = cardReady ? await cardWidget.current?.tokenize() : undefined;
      if (!tokenized?.ok) {
        setBusy(false);
        if (!cardReady) setMessage(t("cardNotReady"));
        return;
      }
      card = tokenized.token;
    }
    const answer = await payOrder(orderNumber, {
      pay_token: payToken ?? info.pay_token,
      payment_method_code: method,
      additional: paymentAdditional(method, choice, card),
    });
    if (answer.code === 200) {
      setChoice((c) => ({ ...c, blikCode: "" }));
      const next = afterOrder(method, { orderNumber, status: "pending", payment: answer.result });
      if (next.kind === "redirect") {
        window.location.assign(next.url);
        return;
      }
      void navigate(next.to);
      return;
    }
    setBusy(false);
    const error = errorCode(answer) ?? "UNKNOWN";
    setMessage(t(`err_${error}`, { defaultValue: t("plError") }));
    if (error === "PAYMENT_ALREADY_COMPLETED" || error === "ORDER_NOT_PAYABLE" || error === "PAYMENT_IN_PROGRESS") setReload((n) => n + 1);
  }

  return (
    <div className="thank-you">
      <div className="thank-you-card pay-later" data-testid="pay-later">
        <h1>{t("plTitle")}</h1>
        {!orderNumber ? <p>{t("plMissing")}</p> : null}
        {orderNumber && loaded.kind === "loading" ? <p role="status">{t("plLoading")}</p> : null}
        {loaded.kind === "notFound" ? (
          <p className="thank-you-alert" data-testid="pay-later-not-found">
            {t("plNotFound")}
          </p>
        ) : null}
        {loaded.kind === "error" ? (
          <>
            <p className="thank-you-alert">{t("lost")}</p>
            <button type="button" className="button-secondary" onClick={() => setReload((n) => n + 1)}>
              {t("plCheckAgain")}
            </button>
          </>
        ) : null}
        {info ? (
          <>
            <dl className="pay-later-facts">
              <div>
                <dt>{t("plNumber")}</dt>
                <dd data-testid="order-number">{info.order_number}</dd>
              </div>
              <div>
                <dt>{t("plAmount")}</dt>
                <dd>{formatPrice(plnToGrosze(info.amount))}</dd>
              </div>
              <div>
                <dt>{t("plStatus")}</dt>
                <dd>
                  <span className={`order-status order-status-${info.order_status}`}>{statusLabel(ta, info.order_status)}</span>
                </dd>
              </div>
              {info.expires_at && view === "pay" ? (
                <div>
                  <dt>{t("plExpires")}</dt>
                  <dd>
                    <time dateTime={info.expires_at}>{orderDate(info.expires_at, lang, true)}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            <div role="status" data-testid="pay-later-state">
              {view === "paid" ? <p className="pay-later-paid">{t("plPaid")}</p> : null}
              {view === "expired" ? <p className="thank-you-alert">{t("plExpired")}</p> : null}
              {view === "offline" ? <p>{t("plNotPayable")}</p> : null}
              {view === "underway" ? (
                <p>
                  {t("plUnderWay")} {isBlik(info) ? t("blikConfirm") : t("processing")}
                </p>
              ) : null}
            </div>
            {view === "underway" ? (
              <button type="button" className="button-secondary" onClick={() => setReload((n) => n + 1)}>
                {t("plCheckAgain")}
              </button>
            ) : null}
            {view === "pay" ? (
              <div className="pay-later-form">
                {info.error ? <p className="thank-you-alert">{t(`err_${info.error.code}`, { defaultValue: t("canceled") })}</p> : null}
                {replacesAttempt(info) ? <p>{t("plReplace")}</p> : null}
                <PaymentPicker
                  legend={t("plMethod")}
                  methods={methods}
                  value={code}
                  onChange={(c) => {
                    setCode(c);
                    setMessage(null);
                  }}
                  detailsProps={{
                    amount: info.amount,
                    choice,
                    onChoice,
                    blikError: blikTouched ? problem : null,
                    onBlikBlur: () => setBlikTouched((touched) => touched || choice.blikCode.trim() !== ""),
                    cardRef: cardWidget,
                    onCardReady: setCardReady,
                  }}
                />
                <FormMessage error={message} />
                <p className="thank-you-actions">
                  <button
                    type="button"
                    className="button"
                    data-testid="pay-now"
                    disabled={busy || !code}
                    aria-describedby="pay-later-busy"
                    onClick={() => void pay()}
                  >
                    {t("plPay", { amount: formatPrice(plnToGrosze(info.amount)) })}
                  </button>
                  {info.state === "redirect" && info.redirect_uri ? <a href={info.redirect_uri}>{t("continueLink")}</a> : null}
                </p>
                <p id="pay-later-busy" role="status" className="checkout-busy">
                  {busy ? t("plPaying") : ""}
                </p>
              </div>
            ) : null}
          </>
        ) : null}
        {view !== "pay" ? (
          <p className="thank-you-actions">
            <Link to="/" className="button">
              {t("plHome")}
            </Link>
            {loggedIn ? <Link to="/my-account/orders">{t("plOrders")}</Link> : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
