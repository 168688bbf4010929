/**
 * The coupon field of the microcart and of the checkout's summary (one component, one engine: cart-engine.ts applies
 * and removes, then the totals come again from the server): apply a code, or see the applied one and remove it. The
 * success message names the code as the shop stores it, not as typed; an expired code says it expired (issue 16).
 */
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { applyCoupon, removeCoupon } from "./cart-actions.ts";
import { outcomeMessage } from "./messages.ts";
import type { Totals } from "./types.ts";

export function CouponForm({ totals }: { totals: Totals | null }) {
  const { t } = useTranslation("cart");
  const id = useId();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = totals?.coupon_code;

  async function onApply(e: FormEvent) {
    e.preventDefault();
    if (code.trim() === "") return setMessage({ error: true, text: t("couponRequired") });
    setBusy(true);
    const outcome = await applyCoupon(code);
    setBusy(false);
    if (outcome.ok) {
      setMessage({ error: false, text: t("couponApplied", { code: outcome.coupon ?? code.trim().toUpperCase() }) });
      setCode("");
    } else setMessage({ error: true, text: outcomeMessage(t, outcome) });
  }

  async function onRemove() {
    setBusy(true);
    const outcome = await removeCoupon();
    setBusy(false);
    setMessage(outcome.ok ? { error: false, text: t("couponRemoved") } : { error: true, text: outcomeMessage(t, outcome) });
  }

  return (
    <div className="coupon">
      {applied ? (
        <p className="coupon-applied">
          <span>{t("couponActive", { code: applied })}</span>
          <button type="button" className="link-button" disabled={busy} onClick={() => void onRemove()}>
            {t("removeCoupon")}
          </button>
        </p>
      ) : (
        <form onSubmit={(e) => void onApply(e)} noValidate>
          <label htmlFor={id}>{t("coupon")}</label>
          <span className="coupon-row">
            <input
              id={id}
              name="coupon"
              value={code}
              autoComplete="off"
              aria-invalid={message?.error ? true : undefined}
              aria-describedby={message ? `${id}-msg` : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" className="primary" disabled={busy}>
              {t("applyCoupon")}
            </button>
          </span>
        </form>
      )}
      <p id={`${id}-msg`} className={message?.error ? "coupon-msg error" : "coupon-msg"} role={message?.error ? "alert" : "status"}>
        {message?.text ?? ""}
      </p>
    </div>
  );
}
