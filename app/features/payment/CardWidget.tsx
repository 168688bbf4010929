/**
 * The card form of a recurring card payment (docs/storefront.md §2, §5 and §9: card widget 420 px wide): PayU's
 * Secure Form rendered into a 420 px box. The parent asks for a token when the order is placed
 * (`tokenize('MULTI')`: the first payment of a card kept for later charges); the card number never reaches the
 * shop. Problems (the SDK not loading, PayU's messages about the card data) show under the form.
 */
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { PayMethods } from "../../../contract/payment.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { loadPayuSdk, payuForms, PAYU_PRODUCTION_ORIGIN, type PayuSdk, type PayuSecureForm } from "./card-sdk.ts";
import type { CardToken } from "./extras.ts";

export type TokenizeOutcome = { ok: true; token: CardToken } | { ok: false };

export interface CardWidgetHandle {
  tokenize(): Promise<TokenizeOutcome>;
}

/** The one element the form renders into (one card form per page). */
const CONTAINER_ID = "payu-card-form";

export const CardWidget = forwardRef<CardWidgetHandle, { widget: PayMethods["card_widget"]; onReady: (ready: boolean) => void }>(function CardWidget(
  { widget, onReady },
  ref,
) {
  const { t, i18n } = useTranslation("payment");
  const [phase, setPhase] = useState<"loading" | "ready" | "unavailable">("loading");
  const [problem, setProblem] = useState<string | null>(null);
  const sdk = useRef<PayuSdk | null>(null);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;

  useEffect(() => {
    let live = true;
    let form: PayuSecureForm | null = null;
    setPhase("loading");
    readyRef.current(false);
    loadPayuSdk(widget.sdk_url)
      .then((factory) => {
        if (!live) return;
        const { sdk: instance, forms } = payuForms(factory, widget.pos_id, widget.origin !== PAYU_PRODUCTION_ORIGIN, i18n.language);
        sdk.current = instance;
        form = forms.add("card", { cardIcon: true, style: { basic: { fontSize: "16px" } } });
        form.on("ready", () => {
          if (!live) return;
          setPhase("ready");
          readyRef.current(true);
        });
        form.render(`#${CONTAINER_ID}`);
      })
      .catch(() => {
        if (!live) return;
        setPhase("unavailable");
        readyRef.current(false);
      });
    return () => {
      live = false;
      try {
        form?.remove?.();
      } catch {
        /* the iframe has gone with its container */
      }
      sdk.current = null;
    };
  }, [widget.sdk_url, widget.pos_id, widget.origin, i18n.language]);

  useImperativeHandle(
    ref,
    () => ({
      async tokenize() {
        if (!sdk.current) {
          setProblem(t("cardNotReady"));
          return { ok: false };
        }
        try {
          const result = await sdk.current.tokenize("MULTI");
          if (result.status === "SUCCESS") {
            setProblem(null);
            return { ok: true, token: { value: result.body.token, mask: result.body.mask ?? null } };
          }
          const messages = result.error.messages.map((m) => m.message).filter(Boolean);
          setProblem(messages.length ? t("cardInvalid", { messages: messages.join(" ") }) : t("cardNotReady"));
        } catch {
          setProblem(t("cardUnavailable"));
        }
        return { ok: false };
      },
    }),
    [t],
  );

  return (
    <fieldset className="payu-card" aria-describedby="payu-card-note">
      <legend>{t("cardLegend")}</legend>
      <div id={CONTAINER_ID} className="payu-card-form" data-testid="card-widget" aria-busy={phase === "loading"} />
      {phase === "loading" ? (
        <p className="payment-hint" role="status">
          {t("cardLoading")}
        </p>
      ) : null}
      <p id="payu-card-note" className="payment-hint">
        {t("cardNote")}
      </p>
      <div role="alert" className={phase === "unavailable" || problem ? "field-error" : "form-message-empty"}>
        {phase === "unavailable" ? t("cardUnavailable") : problem}
      </div>
    </fieldset>
  );
});
