/**
 * /checkout (docs/storefront.md §2, §4 and §5): the microcart is step 1; then personal details (no hash), delivery
 * (#shipping), payment (#payment) and the review (#orderReview). Back and forward move between the steps; a
 * step cannot be opened before the ones above it are valid. Details are kept in localStorage (personal-details,
 * shipping-details, payment-details; never the password). The order goes out with an id of its own, kept until
 * the server confirms it, so a double click, a retry or the offline queue never makes a second order.
 * Online payment (features/payment/): the chosen method's details on the payment step (bank, BLIK code, card
 * form); the BLIK code and the card token stay in memory, never in storage. The card form stays mounted (hidden)
 * on the review step, so its token is asked for when the order is placed. Once placed, payment-handlers.ts says
 * where to go: PayU's page, or the thank-you page, which polls the payment. The summary beside the steps has the
 * cart's coupon field (CouponForm, the same component and engine as the microcart).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  EMPTY_GIFT_RECIPIENT,
  EMPTY_PERSONAL,
  EMPTY_SHIPPING,
  NO_CONSENTS,
  hasErrors,
  validateConsents,
  validateGiftRecipient,
  validatePersonal,
  validateShipping,
  type Consents,
  type GiftRecipientDetails,
  type PersonalDetails,
  type ShippingDetails,
} from "../../../domain/checkout-form.ts";
import { isGiftSubscription } from "../../../domain/cart-options.ts";
import { isShipped } from "../../../domain/shipping-rule.ts";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { login } from "../account/session-runtime.ts";
import { useSession } from "../account/session-store.ts";
import { cartPayload, purchasePayload } from "../analytics/ga4.ts";
import { track } from "../analytics/track.ts";
import { useCart } from "../cart/cart.ts";
import { clearCartAfterOrder, refreshCartTotals } from "../cart/cart-actions.ts";
import { CouponForm } from "../cart/CouponForm.tsx";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import type { PaymentMethod, ShippingMethod } from "../cart/types.ts";
import { buildOrderBody, linesShort, preorderSkus } from "./build-order.ts";
import { postOrder, shippingMethods, stockList } from "./checkout-api.ts";
import { rememberedMethods, rememberMethods } from "./known-methods.ts";
import { classifyOrderAnswer, orderQueue } from "./order-queue.ts";
import { afterOrder, thankYouUrl } from "./payment-handlers.ts";
import type { CardWidgetHandle } from "../payment/CardWidget.tsx";
import { choiceProblem, paymentAdditional, queueableAdditional, type CardToken, type PaymentChoice } from "../payment/extras.ts";
import { BLIK, GIFT_CARD_METHOD, isOnlineMethod, PAY_BY_LINK, RECURRING_CARD } from "../payment/payment-codes.ts";
import { preloadPaymentDetails } from "../payment/PaymentPicker.tsx";
import { GiftRecipientFields } from "./GiftRecipientFields.tsx";
import { GiftCardBox } from "../giftcard/GiftCardBox.tsx";
import { QueuedOrderView } from "./QueuedOrderView.tsx";
import { ORDER_ERRORS } from "./order-errors.ts";
import { PersonalStep } from "./PersonalStep.tsx";
import { PaymentStep, ReviewStep } from "./ReviewStep.tsx";
import { ShippingStep, methodCode } from "./ShippingStep.tsx";
import { useStoredState } from "./use-stored-state.ts";
import { useDeliveryQuote } from "./use-quote.ts";
import "../account/account.css";
import "../cart/cart.css";
import "./checkout.css";
import { useRememberOrderSummary } from "./use-order-summary.ts";

export const STEP_HASH = { 2: "", 3: "#shipping", 4: "#payment", 5: "#orderReview" } as const;
export type Step = keyof typeof STEP_HASH;
export function stepOf(hash: string): Step {
  return hash === "#shipping" ? 3 : hash === "#payment" ? 4 : hash === "#orderReview" ? 5 : 2;
}

/** The payment step's stored details: the method and, for pay-by-link, the chosen bank (never a BLIK code or a card token). */
interface StoredPayment {
  paymentMethod: string;
  payuMethod?: string | null;
  payuMethodName?: string | null;
}

const newOrderId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function CheckoutPage() {
  const { t } = useTranslation("checkout");
  const { t: tp } = useTranslation("payment");
  const { t: tg } = useTranslation("giftcard");
  const rememberSummary = useRememberOrderSummary();
  const pl = usePolishText();
  const notify = useNotify();
  const cart = useCart();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const step = stepOf(location.hash);
  const guest = !session;

  const [personal, setPersonal] = useStoredState<PersonalDetails>("personal-details", EMPTY_PERSONAL, ["password", "passwordRepeat"]);
  const [shipping, setShipping] = useStoredState<ShippingDetails>("shipping-details", EMPTY_SHIPPING);
  const [gift, setGift] = useStoredState<GiftRecipientDetails>("gift-recipient", EMPTY_GIFT_RECIPIENT);
  const [paymentDetails, setPaymentDetails] = useStoredState<StoredPayment>("payment-details", { paymentMethod: "" });
  // In memory only (docs/storefront.md §5): the BLIK code, whether its problems show yet, the card form's state.
  const [blikCode, setBlikCode] = useState("");
  const [blikTouched, setBlikTouched] = useState(false);
  const [cardReady, setCardReady] = useState(false);
  const cardWidget = useRef<CardWidgetHandle>(null);
  const paymentCode = paymentDetails.paymentMethod;
  const choice: PaymentChoice = useMemo(
    () => ({ payuMethod: paymentDetails.payuMethod ?? null, payuMethodName: paymentDetails.payuMethodName ?? null, blikCode }),
    [paymentDetails.payuMethod, paymentDetails.payuMethodName, blikCode],
  );
  const onChoice = useCallback(
    (patch: Partial<PaymentChoice>) => {
      if (patch.blikCode !== undefined) setBlikCode(patch.blikCode);
      if (patch.payuMethod !== undefined)
        setPaymentDetails((d) => ({ ...d, payuMethod: patch.payuMethod ?? null, payuMethodName: patch.payuMethodName ?? null }));
    },
    [setPaymentDetails],
  );
  const paymentProblem = choiceProblem(paymentCode, choice);
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [errors, setErrors] = useState<{
    personal: Record<string, string>;
    shipping: Record<string, string>;
    gift: Record<string, string>;
    consents: Record<string, string>;
    payment?: string;
  }>({ personal: {}, shipping: {}, gift: {}, consents: {} });
  const [methods, setMethods] = useState<ShippingMethod[]>([]);
  /** offline, and no delivery methods kept for the country: the shipping step says why it offers none */
  const [methodsOffline, setMethodsOffline] = useState(false);
  const [payments, setPayments] = useState<PaymentMethod[]>([]);
  const [registerRequestId, setRegisterRequestId] = useState<string | null>(null);
  const [busy, setBusy] = useState<"" | "saving" | "stock" | "sending">("");
  const [redirecting, setRedirecting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  /** the order waiting in the queue: its id, and whether the connection was down (not a server error) */
  const [queued, setQueued] = useState<{ orderId: string; offline: boolean } | null>(null);
  const attempt = useRef<string | null>(null);
  // The cart lives in the browser: until hydration the page shows that it is loading, not an empty cart.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const heading = useRef<HTMLHeadingElement>(null);

  const items = cart.cartItems;
  const needsShipping = items.some((i) => isShipped(i.product_type));
  const hasDownloads = items.some((i) => i.product_type === "downloadable");
  const hasGift = items.some((i) => isGiftSubscription(i.product_option));
  // E-books and renewable subscriptions (the cart offers the recurring card for those) are delivered to an account.
  const needsAccount = hasDownloads || payments.some((p) => p.code === RECURRING_CARD);
  const cartId = cart.cartServerToken;
  // With a delivery chosen, only the server's totals for that delivery are shown (none while they are asked for).
  const delivery = useDeliveryQuote({
    cartId,
    needsShipping,
    personal,
    shipping,
    itemsHash: cart.cartItemsHash,
    coupon: cart.platformTotals?.coupon_code ?? null,
    paymentMethod: paymentCode,
  });
  const quoted = needsShipping && shipping.shippingMethod !== "" && cartId !== null && !delivery.unreachable;
  const shownTotals = quoted ? (delivery.quote?.totals ?? null) : cart.platformTotals;
  useEffect(() => {
    if (delivery.quote) setPayments(delivery.quote.payments);
  }, [delivery.quote]);
  const giftCards = shownTotals?.extension_attributes?.gift_cards ?? [];
  const amountDue = shownTotals?.extension_attributes?.amount_due ?? shownTotals?.grand_total ?? null;

  // A signed-in customer's name and e-mail fill an empty form.
  useEffect(() => {
    const user = session?.user;
    if (!user) return;
    setPersonal((p) =>
      p.emailAddress ? p : { ...p, firstName: p.firstName || user.firstname, lastName: p.lastName || user.lastname, emailAddress: user.email },
    );
  }, [session?.user, setPersonal]);

  // Delivery methods of this cart (their prices follow the cart's VAT rates and the free-delivery threshold).
  // The country chosen in the personal step picks the carriers (docs/decisions/2026-11-27-delivery-abroad.md); a method
  // chosen for another country is dropped, so the shopper chooses again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cartItemsHash is the trigger: the methods are asked again when the cart's contents change
  useEffect(() => {
    const country = personal.country || "PL";
    // Offline (no answer, or no server cart yet to ask about): the methods the server last offered for the country,
    // kept in this browser; none kept: the step says why it offers none.
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    if (!cartId && !offline) return;
    let current = true;
    const asked = cartId ? shippingMethods(cartId, country) : Promise.resolve({ code: 0 } as const);
    void asked.then((answer) => {
      if (!current) return;
      const offered = answer.code === 200 ? answer.result.filter((m) => m.available !== false) : answer.code === 0 ? rememberedMethods(country) : null;
      setMethodsOffline(answer.code === 0 && offered === null);
      if (!offered) return;
      if (answer.code === 200) rememberMethods(country, offered);
      setMethods(offered);
      setShipping((v) => (v.shippingMethod === "" || offered.some((m) => methodCode(m) === v.shippingMethod) ? v : { ...v, shippingMethod: "", pickupId: "" }));
    });
    return () => {
      current = false;
    };
  }, [cartId, cart.cartItemsHash, personal.country]);
  // Without a delivery quote the cart's own list applies, and follows it (a gift card changes what may pay the rest).
  useEffect(() => {
    if (!quoted && cart.payment.length > 0) setPayments(cart.payment);
  }, [cart.payment, quoted]);
  // Gift cards paying all of it leave one method, the card itself: it is chosen; once they do not, it goes.
  useEffect(() => {
    const only = payments.length === 1 && payments[0]!.code === GIFT_CARD_METHOD;
    if (only && paymentCode !== GIFT_CARD_METHOD) setPaymentDetails((d) => ({ ...d, paymentMethod: GIFT_CARD_METHOD }));
    else if (!only && paymentCode === GIFT_CARD_METHOD) setPaymentDetails((d) => ({ ...d, paymentMethod: "" }));
  }, [payments, paymentCode, setPaymentDetails]);

  /** After a gift card was applied or taken off: the totals and the methods for what is left to pay. */
  const afterGiftCard = useCallback(async () => {
    await refreshCartTotals();
    if (quoted) await delivery.refresh();
  }, [quoted, delivery.refresh]);

  // Steps cannot be skipped: an invalid earlier step takes the shopper back to it.
  const personalErrors = useMemo(() => validatePersonal(personal, { guest, needsAccount }), [personal, guest, needsAccount]);
  const shippingErrors = useMemo(() => validateShipping(shipping, { needsShipping, country: personal.country }), [shipping, needsShipping, personal.country]);
  const giftErrors = useMemo(() => validateGiftRecipient(gift, { hasGift, country: personal.country }), [gift, hasGift, personal.country]);
  useEffect(() => {
    if (items.length === 0) return;
    // The review needs the payment's details too: a BLIK code and the card form live only in this page's memory.
    // A method this cart and delivery no longer offer (cash on delivery after a switch to a carrier that does not collect) is not chosen.
    const offered = payments.length === 0 || payments.some((p) => p.code === paymentCode);
    const paymentIncomplete = !paymentCode || !offered || paymentProblem !== null || (paymentCode === RECURRING_CARD && !cardReady);
    const stepThree = hasErrors(shippingErrors) || hasErrors(giftErrors);
    const back: Step | null = step > 2 && hasErrors(personalErrors) ? 2 : step > 3 && stepThree ? 3 : step > 4 && paymentIncomplete ? 4 : null;
    if (back !== null) void navigate({ hash: STEP_HASH[back] }, { replace: true });
  }, [step, items.length, personalErrors, shippingErrors, giftErrors, paymentCode, paymentProblem, cardReady, payments, navigate]);

  // The payment details load with the step before them, when the cart offers an online method.
  useEffect(() => {
    if (step >= 3 && payments.some((p) => isOnlineMethod(p.code))) preloadPaymentDetails();
  }, [step, payments]);

  // Focus follows the step (its heading), except on the first render.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger: focus moves when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    setMessage(null);
  }, [step]);

  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || items.length === 0) return;
    begun.current = true;
    track("begin_checkout", { ...cartPayload(cart), step: 2 });
  }, [items.length, cart]);

  // Once a step has shown its errors, they follow the shopper's corrections.
  useEffect(() => {
    setErrors((e) => (hasErrors(e.personal) ? { ...e, personal: personalErrors as Record<string, string> } : e));
  }, [personalErrors]);
  useEffect(() => {
    setErrors((e) => (hasErrors(e.shipping) ? { ...e, shipping: shippingErrors as Record<string, string> } : e));
  }, [shippingErrors]);
  useEffect(() => {
    setErrors((e) => (hasErrors(e.gift) ? { ...e, gift: giftErrors as Record<string, string> } : e));
  }, [giftErrors]);
  // A guest buying what is delivered to an account creates one with the order (the password fields open).
  useEffect(() => {
    if (guest && needsAccount) setPersonal((p) => (p.createAccount ? p : { ...p, createAccount: true }));
  }, [guest, needsAccount, setPersonal]);
  useEffect(() => {
    setErrors((e) => (hasErrors(e.consents) ? { ...e, consents: validateConsents(consents, { hasDownloads }) as Record<string, string> } : e));
  }, [consents, hasDownloads]);

  const go = useCallback((next: Step) => void navigate({ hash: STEP_HASH[next] }), [navigate]);

  function focusFirstError() {
    requestAnimationFrame(() => document.querySelector<HTMLElement>(".checkout-step [aria-invalid='true'], .checkout-step .field-invalid input")?.focus());
  }

  function continuePersonal() {
    setErrors((e) => ({ ...e, personal: personalErrors as Record<string, string> }));
    if (hasErrors(personalErrors)) return focusFirstError();
    go(needsShipping ? 3 : 4);
  }

  async function continueShipping() {
    setErrors((e) => ({ ...e, shipping: shippingErrors as Record<string, string>, gift: giftErrors as Record<string, string> }));
    if (hasErrors(shippingErrors) || hasErrors(giftErrors)) return focusFirstError();
    if (cartId) {
      setBusy("saving");
      const answer = await delivery.refresh();
      setBusy("");
      if (answer === "refused") {
        setMessage(t("errShippingMethod"));
        return;
      }
    }
    track("add_shipping_info", { ...cartPayload(cart, { shipping_tier: shipping.shippingMethod }), step: 4 });
    go(4);
  }

  function continuePayment() {
    if (!payments.some((p) => p.code === paymentDetails.paymentMethod)) {
      setErrors((e) => ({ ...e, payment: "errPaymentMethod" }));
      return focusFirstError();
    }
    setErrors((e) => ({ ...e, payment: undefined }));
    if (paymentCode === BLIK) {
      setBlikTouched(true);
      if (paymentProblem) return focusFirstError();
    }
    if (paymentCode === RECURRING_CARD && !cardReady) {
      setMessage(tp("cardNotReady"));
      return;
    }
    track("add_payment_info", { ...cartPayload(cart, { shipping_tier: shipping.shippingMethod, payment_type: paymentDetails.paymentMethod }), step: 5 });
    go(5);
  }

  async function placeOrder() {
    if (busy) return;
    const consentErrors = validateConsents(consents, { hasDownloads });
    setErrors((e) => ({ ...e, consents: consentErrors as Record<string, string> }));
    if (hasErrors(consentErrors)) return focusFirstError();
    setMessage(null);
    if (paymentCode === BLIK && paymentProblem) return go(4);
    attempt.current ??= newOrderId();
    // The stock is confirmed before ordering, and ordering waits for it.
    setBusy("stock");
    const stock = await stockList(items.map((i) => i.sku));
    if (stock.code === 200) {
      const short = linesShort(items, stock.result, preorderSkus(items));
      if (short.length > 0) {
        setBusy("");
        setMessage(t("errNotAvailable"));
        return;
      }
    }
    // A recurring card payment: PayU's form gives its token now (a problem with the card data shows on the payment step).
    let cardToken: CardToken | null = null;
    if (paymentCode === RECURRING_CARD && stock.code !== 0) {
      setBusy("sending");
      const tokenized = await cardWidget.current?.tokenize();
      if (!tokenized?.ok) {
        setBusy("");
        return go(4);
      }
      cardToken = tokenized.token;
    }
    const additional = paymentAdditional(paymentCode, choice, cardToken);
    const body = buildOrderBody({
      orderId: attempt.current,
      cartId,
      customerId: session?.user?.id ?? null,
      items,
      personal,
      shipping,
      consents,
      paymentMethod: paymentCode,
      paymentAdditional: additional,
      needsShipping,
      registerRequestId,
      password: guest && personal.createAccount ? personal.password : null,
      giftRecipient: hasGift ? gift : null,
      expectedGrandTotal: shownTotals?.grand_total ?? null,
      expectedAmountDue: shownTotals?.extension_attributes?.amount_due ?? null,
    });
    setBusy("sending");
    const outcome = stock.code === 0 ? ({ kind: "offline" } as const) : classifyOrderAnswer(await postOrder(body));
    if (outcome.kind === "placed") {
      const payload = purchasePayload({
        orderNumber: outcome.orderNumber,
        grandTotal: shownTotals?.grand_total ?? 0,
        shippingInclTax: shownTotals?.shipping_incl_tax ?? 0,
        taxAmount: shownTotals?.total_segments.find((s) => s.code === "tax")?.value ?? 0,
        coupon: shownTotals?.coupon_code ?? null,
        items: cartPayload(cart).items ?? [],
        shippingTier: shipping.shippingMethod,
        paymentType: paymentDetails.paymentMethod,
      });
      track("purchase", payload);
      rememberSummary({ orderNumber: outcome.orderNumber, items, totals: shownTotals, personal, shipping, methods, needsShipping, paymentTitle });
      const password = guest && personal.createAccount ? personal.password : null;
      const next = afterOrder(paymentCode, { orderNumber: outcome.orderNumber, status: outcome.status, payment: outcome.payment ?? null });
      if (next.kind === "redirect") setRedirecting(true); // the emptied cart is not shown while PayU's page loads
      await finish();
      setBlikCode("");
      if (next.kind === "redirect") {
        // PayU's page (or the bank's): the new account's session is set up before the page goes.
        if (password) await login(personal.emailAddress.trim().toLowerCase(), password);
        window.location.assign(next.url);
        return;
      }
      if (password) void login(personal.emailAddress.trim().toLowerCase(), password);
      void navigate(next.to);
      return;
    }
    if (outcome.kind === "alreadyOrdered") {
      // The cart was ordered by another checkout (another tab, an answer lost on the way): no second order; the
      // shopper is told which order it became and led to its page.
      await finish();
      setBlikCode("");
      notify({ type: "warning", message: t("errCartOrdered", { number: outcome.orderNumber }), action1: { label: "OK" }, hasNoTimeout: true });
      void navigate(thankYouUrl({ orderNumber: outcome.orderNumber, status: "" }));
      return;
    }
    if (outcome.kind === "offline") {
      // A BLIK code and a card token expire within minutes and never wait in the browser's storage: such an order
      // is not queued; the shopper tries again once online (with the same order id: still one order).
      const queueable = queueableAdditional(paymentCode, additional);
      if (queueable === null) {
        setBusy("");
        setMessage(tp("offlineOnline"));
        return;
      }
      // An account cannot be made offline, and a password never waits in the browser's storage.
      const { create_account: _account, ...checkoutFields } = body["checkout"] as Record<string, unknown>;
      const addressInformation = { ...(body["addressInformation"] as Record<string, unknown>), payment_method_additional: queueable };
      await orderQueue().queue({ ...body, addressInformation, checkout: checkoutFields }, preorderSkus(items));
      await finish();
      const offline = typeof navigator !== "undefined" && !navigator.onLine;
      setQueued({ orderId: body.order_id, offline });
      notify({ type: "warning", message: t(offline ? "errQueuedOffline" : "errQueued"), action1: { label: "OK" }, hasNoTimeout: true });
      return;
    }
    setBusy("");
    if (outcome.kind === "totalChanged" || outcome.error === "GIFT_CARD_BALANCE_CHANGED") {
      // The total, or what a gift card leaves to pay, changed since it was shown (a price, the delivery, a card spent
      // in another tab): the new one is shown, to be confirmed again.
      await afterGiftCard();
      setMessage(t(outcome.kind === "totalChanged" ? "errTotalChanged" : "errGiftCardChanged"));
      return;
    }
    setMessage(t(ORDER_ERRORS[outcome.error] ?? "errOrder"));
    if (outcome.error === "PRODUCTS_NOT_AVAILABLE" || outcome.error === "ORDER_ID_CONFLICT") attempt.current = null;
  }

  /** The order is with the server (or in the queue): the cart empties without a sync, the password goes. */
  async function finish() {
    attempt.current = null;
    try {
      localStorage.setItem("last-order-at", new Date().toISOString());
    } catch {
      /* storage blocked */
    }
    setPersonal((p) => ({ ...p, password: "", passwordRepeat: "", createAccount: false }));
    await clearCartAfterOrder();
    setBusy("");
  }

  if (queued) return <QueuedOrderView orderId={queued.orderId} offline={queued.offline} />;
  if (redirecting) {
    return (
      <div className="checkout">
        <h1>{t("title")}</h1>
        <p role="status">{tp("redirecting")}</p>
      </div>
    );
  }
  if (!mounted) {
    return (
      <div className="checkout">
        <h1>{t("title")}</h1>
        <p role="status">{t("loading")}</p>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="checkout checkout-empty">
        <h1>{t("title")}</h1>
        <p>{t("emptyCart")}</p>
        <Link to="/" className="button">
          {t("backHome")}
        </Link>
      </div>
    );
  }

  const STEPS: { n: Step; label: string }[] = [
    { n: 2, label: t("stepPersonal") },
    ...(needsShipping ? [{ n: 3 as Step, label: t("stepShipping") }] : []),
    { n: 4, label: t("stepPayment") },
    { n: 5, label: t("stepReview") },
  ];
  const current = STEPS.find((s) => s.n === step) ?? STEPS[0]!;
  const position = STEPS.indexOf(current) + 1;
  const paymentRow = payments.find((p) => p.code === paymentCode);
  const paymentExtra =
    paymentCode === PAY_BY_LINK && choice.payuMethodName ? ` – ${choice.payuMethodName}` : paymentCode === BLIK ? ` – ${tp("summaryBlik")}` : "";
  const paymentTitle = paymentRow ? `${t(`pm_${paymentRow.code}`, { defaultValue: paymentRow.title })}${paymentExtra}` : "";

  return (
    <div className="checkout">
      <h1>{t("title")}</h1>
      <nav aria-label={t("stepsLabel")}>
        <ol className="checkout-steps">
          {STEPS.map((s, i) => (
            <li key={s.n} aria-current={s.n === step ? "step" : undefined} className={s.n === step ? "current" : s.n < step ? "done" : ""}>
              {s.n < step ? <Link to={{ hash: STEP_HASH[s.n] }}>{`${i + 1}. ${s.label}`}</Link> : <span>{`${i + 1}. ${s.label}`}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <div className="checkout-layout">
        <section
          className="checkout-step"
          data-testid={`checkout-step-${{ 2: "personal", 3: "shipping", 4: "payment", 5: "review" }[step]}`}
          aria-labelledby="checkout-step-heading"
        >
          <h2 id="checkout-step-heading" ref={heading} tabIndex={-1}>
            {t("stepOf", { n: position, total: STEPS.length })}: {current.label}
          </h2>
          {step === 2 ? (
            <PersonalStep
              value={personal}
              errors={errors.personal}
              guest={guest}
              needsAccount={needsAccount}
              addresses={session?.user?.addresses ?? []}
              onChange={(p) => setPersonal((v) => ({ ...v, ...p }))}
              onRegisterCheck={setRegisterRequestId}
            />
          ) : null}
          {step === 3 ? (
            <ShippingStep
              value={shipping}
              errors={errors.shipping}
              methods={methods}
              methodsOffline={methodsOffline && methods.length === 0}
              needsShipping={needsShipping}
              defaultCity={personal.city}
              onChange={(p) => setShipping((v) => ({ ...v, ...p }))}
            />
          ) : null}
          {step === 3 && hasGift ? <GiftRecipientFields value={gift} errors={errors.gift} onChange={(p) => setGift((v) => ({ ...v, ...p }))} /> : null}
          {step === 4 || step === 5 ? (
            // kept (hidden) on the review: the card form's token is asked for when the order is placed
            <div hidden={step !== 4} className="checkout-payment">
              <GiftCardBox cartId={cartId} totals={shownTotals} onChanged={afterGiftCard} />
              <PaymentStep
                methods={payments}
                value={paymentCode}
                error={errors.payment}
                onChange={(code) => setPaymentDetails((d) => ({ ...d, paymentMethod: code }))}
                detailsProps={{
                  // what the method pays: the total less what gift cards pay
                  amount: amountDue,
                  choice,
                  onChoice,
                  blikError: blikTouched ? paymentProblem : null,
                  onBlikBlur: () => setBlikTouched((touched) => touched || blikCode.trim() !== ""),
                  cardRef: cardWidget,
                  onCardReady: setCardReady,
                }}
              />
            </div>
          ) : null}
          {step === 5 ? (
            <ReviewStep
              items={items}
              totals={shownTotals}
              personal={personal}
              shipping={shipping}
              shippingMethods={methods}
              paymentTitle={paymentTitle}
              consents={consents}
              consentErrors={errors.consents}
              hasDownloads={hasDownloads}
              gift={hasGift ? gift : null}
              onConsents={(p) => setConsents((c) => ({ ...c, ...p }))}
            />
          ) : null}
          <div role="alert" className={message ? "form-message form-error" : "form-message-empty"}>
            {message}
          </div>
          <div className="checkout-actions">
            {step > 2 ? (
              <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
                {t("back")}
              </button>
            ) : null}
            {step === 2 ? (
              <button type="button" className="button" onClick={continuePersonal}>
                {t("continue")}
              </button>
            ) : null}
            {step === 3 ? (
              <button type="button" className="button" disabled={busy !== ""} onClick={() => void continueShipping()}>
                {t("continue")}
              </button>
            ) : null}
            {step === 4 ? (
              <button type="button" className="button" onClick={continuePayment}>
                {t("continue")}
              </button>
            ) : null}
            {step === 5 ? (
              <button
                type="button"
                className="button button-order"
                data-testid="place-order"
                disabled={busy !== "" || delivery.pending}
                aria-describedby="order-busy"
                onClick={() => void placeOrder()}
              >
                {t("placeOrder")}
              </button>
            ) : null}
          </div>
          <p id="order-busy" role="status" className="checkout-busy">
            {busy === "stock" ? t("checkingStock") : busy === "sending" ? t("placing") : busy === "saving" ? t("saving") : ""}
          </p>
        </section>
        <aside className="checkout-aside" aria-label={t("summary")}>
          <h2>{t("summary")}</h2>
          <ul className="aside-lines">
            {items.map((i) => (
              <li key={`${i.sku}-${i.server_item_id ?? ""}`}>
                <span>
                  {i.qty} × <span lang={pl}>{i.name}</span>
                </span>
              </li>
            ))}
          </ul>
          {/* the cart's coupon field and engine (issue 16); the totals below follow from the server's answer */}
          <CouponForm totals={shownTotals ?? cart.platformTotals} />
          {shownTotals?.coupon_code && shownTotals.discount_amount !== 0 ? (
            <p className="aside-discount" data-testid="aside-discount">
              {t("asideDiscount", { code: shownTotals.coupon_code })}: <strong>{formatPrice(plnToGrosze(shownTotals.discount_amount))}</strong>
            </p>
          ) : null}
          {delivery.pending ? <p className="aside-total">{t("recalculating")}</p> : null}
          {shownTotals ? (
            <p className="aside-total" data-testid="aside-total">
              {giftCards.length > 0 ? tg("asideTotal") : t("grandTotal")}:{" "}
              <strong>{new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" }).format(shownTotals.grand_total)}</strong>
            </p>
          ) : null}
          {shownTotals && giftCards.length > 0 && amountDue !== null ? (
            <dl className="aside-gift-cards" data-testid="aside-gift-cards">
              <div>
                <dt>{tg("asideCards")}</dt>
                <dd>−{formatPrice(plnToGrosze(shownTotals.extension_attributes.gift_card_amount))}</dd>
              </div>
              <div className="aside-due">
                <dt>{tg("asideDue")}</dt>
                <dd data-testid="aside-due">{formatPrice(plnToGrosze(amountDue))}</dd>
              </div>
            </dl>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

export { methodCode };
