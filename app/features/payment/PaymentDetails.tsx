/**
 * What an online payment method asks for under its radio button (docs/storefront.md §2, §5 and §9), loaded with
 * the payment step:
 * - vue_payu_gateway: the POS's methods (GET /api/payment/methods) as tiles: card on PayU's page, Google Pay and
 *   Apple Pay where this browser can pay with them, pay later within its limits, then the banks;
 * - vue_payu_gateway_blik: the 6-digit code (numeric keyboard, one-time-code autofill) and "Jak płacić BLIKiem?";
 * - vue_payu_gateway_recurring: the card widget (PayU's Secure Form, 420 px).
 */
import { Suspense, useEffect, useRef, useState, type Ref } from "react";
import type { PayMethod, PayMethods } from "../../../contract/payment.ts";
import { lazyModule, Loaded, onIntent } from "../../components/lazy.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { Field } from "../account/Field.tsx";
import type { ApiAnswer } from "../account/types.ts";
import { CardWidget, type CardWidgetHandle } from "./CardWidget.tsx";
import type { PaymentChoice } from "./extras.ts";
import { cachedPayMethods } from "./payment-api.ts";
import { BLIK, PAY_BY_LINK, RECURRING_CARD } from "./payment-codes.ts";
import { detectWallets, keepOffered, NO_WALLETS, offeredPayMethods, type WalletSupport, type WalletWindow } from "./pay-methods.ts";
import "./payment.css";

export interface PaymentDetailsProps {
  code: string;
  /** the amount to pay (zł), for the methods' limits; null: not known */
  amount: number | null;
  choice: PaymentChoice;
  onChoice: (patch: Partial<PaymentChoice>) => void;
  /** a payment-namespace message key about the BLIK code */
  blikError?: string | null | undefined;
  onBlikBlur?: () => void;
  cardRef?: Ref<CardWidgetHandle>;
  onCardReady?: (ready: boolean) => void;
}

export function PaymentDetails(props: PaymentDetailsProps) {
  if (props.code === PAY_BY_LINK) return <PayByLink {...props} />;
  if (props.code === BLIK) return <BlikCode {...props} />;
  if (props.code === RECURRING_CARD) return <RecurringCard {...props} />;
  return null;
}

type Loading = { status: "loading" } | { status: "failed" } | { status: "ready"; methods: PayMethods };

function usePayMethods(): Loading {
  const [state, setState] = useState<Loading>({ status: "loading" });
  useEffect(() => {
    let live = true;
    void cachedPayMethods().then((answer: ApiAnswer<PayMethods>) => {
      if (live) setState(answer.code === 200 ? { status: "ready", methods: answer.result } : { status: "failed" });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

let wallets: Promise<WalletSupport> | undefined;
function useWallets(merchantId: string | null): WalletSupport {
  const [support, setSupport] = useState(NO_WALLETS);
  useEffect(() => {
    if (merchantId === null) return;
    let live = true;
    wallets ??= detectWallets(window as unknown as WalletWindow, { merchantId });
    void wallets.then((s) => live && setSupport(s));
    return () => {
      live = false;
    };
  }, [merchantId]);
  return support;
}

function PayByLink({ amount, choice, onChoice }: PaymentDetailsProps) {
  const { t } = useTranslation("payment");
  const loading = usePayMethods();
  const support = useWallets(loading.status === "ready" ? loading.methods.card_widget.pos_id : null);
  const offered = loading.status === "ready" ? offeredPayMethods(loading.methods.methods, amount, support) : null;
  // A choice no longer offered (another amount; a wallet this browser lacks) is dropped, back to PayU's picker.
  const kept = offered ? keepOffered(choice.payuMethod, offered) : choice.payuMethod;
  useEffect(() => {
    if (offered && kept !== choice.payuMethod && support !== NO_WALLETS) onChoice({ payuMethod: null, payuMethodName: null });
  }, [offered, kept, choice.payuMethod, support, onChoice]);
  if (loading.status === "loading") {
    return (
      <p className="payment-hint" role="status">
        {t("pblLoading")}
      </p>
    );
  }
  if (!offered) return <p className="payment-hint">{t("pblUnavailable")}</p>;
  const label = (m: PayMethod) => {
    if (m.kind === "card") return t("kind_card");
    if (m.kind === "pay_later") return `${t("kind_pay_later")} – ${m.name}`;
    if (m.kind === "google_pay" || m.kind === "apple_pay") return t(`kind_${m.kind}`);
    return m.name;
  };
  const tiles = (list: PayMethod[]) => (
    <div className="pbl-tiles">
      {list.map((m) => (
        <label key={m.value} className="pbl-tile" data-testid={`payu-method-${m.value}`}>
          <input
            type="radio"
            name="payuMethod"
            value={m.value}
            checked={choice.payuMethod === m.value}
            onChange={() => onChoice({ payuMethod: m.value, payuMethodName: label(m) })}
          />
          {m.brand_image_url ? <img src={m.brand_image_url} alt="" width={64} height={32} loading="lazy" decoding="async" /> : null}
          <span className="pbl-name">
            {label(m)}
            {m.kind === "card" ? <span className="pbl-note">{t("kind_card_note")}</span> : null}
          </span>
        </label>
      ))}
    </div>
  );
  return (
    <div className="pbl">
      {offered.featured.length ? (
        <fieldset className="pbl-group">
          <legend>{t("pblFeatured")}</legend>
          {tiles(offered.featured)}
        </fieldset>
      ) : null}
      {offered.banks.length ? (
        <fieldset className="pbl-group">
          <legend>{t("pblBanks")}</legend>
          {tiles(offered.banks)}
        </fieldset>
      ) : null}
      <p className="payment-hint">{t("pblHint")}</p>
    </div>
  );
}

const helpModal = lazyModule(() => import("./BlikHelpModal.tsx"));
const preloadHelp = () => void helpModal.load().catch(() => undefined);

function BlikCode({ choice, onChoice, blikError, onBlikBlur }: PaymentDetailsProps) {
  const { t } = useTranslation("payment");
  const [help, setHelp] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The focus goes back to the button that opened the help.
  useEffect(() => {
    if (wasOpen.current && !help) opener.current?.focus();
    wasOpen.current = help;
  }, [help]);
  return (
    <div className="blik-code">
      <Field
        label={t("blikLabel")}
        name="blikCode"
        className="blik-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="done"
        spellCheck={false}
        data-testid="blik-code"
        required
        value={choice.blikCode}
        hint={t("blikHint")}
        problem={blikError ? { key: `payment:${blikError}` } : undefined}
        onValue={(v) => onChoice({ blikCode: v })}
        onBlur={onBlikBlur}
      />
      <button
        type="button"
        ref={opener}
        className="link-button blik-help-button"
        aria-haspopup="dialog"
        {...onIntent(preloadHelp)}
        onClick={() => setHelp(true)}
      >
        {t("blikHelp")}
      </button>
      {help ? (
        <Suspense fallback={null}>
          <Loaded module={helpModal}>{(m) => <m.BlikHelpModal onClose={() => setHelp(false)} />}</Loaded>
        </Suspense>
      ) : null}
    </div>
  );
}

function RecurringCard({ cardRef, onCardReady }: PaymentDetailsProps) {
  const { t } = useTranslation("payment");
  const loading = usePayMethods();
  if (loading.status === "loading") {
    return (
      <p className="payment-hint" role="status">
        {t("cardLoading")}
      </p>
    );
  }
  if (loading.status === "failed") {
    return (
      <p className="field-error" role="alert">
        {t("cardUnavailable")}
      </p>
    );
  }
  return <CardWidget ref={cardRef ?? null} widget={loading.methods.card_widget} onReady={onCardReady ?? (() => undefined)} />;
}
