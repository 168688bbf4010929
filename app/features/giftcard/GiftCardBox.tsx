/**
 * The checkout's gift card box (payment step; docs/storefront.md §5): a code applies a card to the cart
 * (POST /api/gift-cards/apply), each applied card shows its balance, what it pays of this order and what stays on
 * it, and what is left to pay by the chosen method. The cards are a means of payment: the order's total and its VAT
 * do not change. After a change the page asks for the cart's totals and payment methods again (`onChanged`): when
 * the cards pay everything, the only method left is the gift card itself.
 */
import { useId, useState, type FormEvent } from "react";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { Totals } from "../cart/types.ts";
import { applyGiftCard, giftCardErrorKey, removeGiftCard } from "./giftcard-api.ts";
import "./giftcard.css";

const zl = (pln: number) => formatPrice(plnToGrosze(pln));
const day = (iso: string, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "Europe/Warsaw" }).format(new Date(iso));

export function GiftCardBox({ cartId, totals, onChanged }: { cartId: string | null; totals: Totals | null; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation("giftcard");
  const id = useId();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ext = totals?.extension_attributes;
  const cards = ext?.gift_cards ?? [];

  async function onApply(e: FormEvent) {
    e.preventDefault();
    if (busy || !cartId) return;
    if (code.trim() === "") return setMessage({ error: true, text: t("codeRequired") });
    setBusy(true);
    setMessage({ error: false, text: t("applying") });
    const answer = await applyGiftCard(cartId, code.trim());
    if (answer.code !== 200) {
      setBusy(false);
      return setMessage({ error: true, text: t(giftCardErrorKey(answer)) });
    }
    await onChanged();
    setBusy(false);
    setCode("");
    setMessage({ error: false, text: t("applied", { code: answer.result.code, balance: zl(answer.result.balance) }) });
  }

  async function onRemove(cardId: number, cardCode: string) {
    if (busy || !cartId) return;
    setBusy(true);
    const answer = await removeGiftCard(cartId, cardId);
    if (answer.code === 200) await onChanged();
    setBusy(false);
    setMessage(answer.code === 200 ? { error: false, text: t("removed", { code: cardCode }) } : { error: true, text: t(giftCardErrorKey(answer)) });
  }

  return (
    <section className="gift-card-box" aria-labelledby={`${id}-heading`} data-testid="gift-card-box">
      <h3 id={`${id}-heading`}>{t("heading")}</h3>
      <p className="gift-card-hint">{t("hint")}</p>
      {cards.length > 0 ? (
        <ul className="gift-card-list" aria-label={t("cardsCaption")}>
          {cards.map((c) => (
            <li key={c.card_id} data-testid="gift-card-applied">
              <span className="gift-card-code">{c.code}</span>
              <span className="gift-card-line">
                {c.state === "usable"
                  ? t("cardLine", { balance: zl(c.balance), amount: zl(c.amount), left: zl(Math.max(0, c.balance - c.amount)) })
                  : c.state === "expired"
                    ? t("cardExpired", { date: day(c.expires_at, i18n.language) })
                    : c.state === "used_up"
                      ? t("cardUsedUp")
                      : t("cardRevoked")}
              </span>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                aria-label={t("removeCard", { code: c.code })}
                onClick={() => void onRemove(c.card_id, c.code)}
              >
                {t("remove")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="gift-card-form" onSubmit={(e) => void onApply(e)} noValidate>
        <label htmlFor={id}>{t("codeLabel")}</label>
        <span className="gift-card-row">
          <input
            id={id}
            name="giftCardCode"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            aria-invalid={message?.error ? true : undefined}
            aria-describedby={`${id}-msg`}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="button button-secondary" disabled={busy || !cartId}>
            {t("apply")}
          </button>
        </span>
      </form>
      <p id={`${id}-msg`} className={message?.error ? "gift-card-msg error" : "gift-card-msg"} role={message?.error ? "alert" : "status"}>
        {message?.text ?? ""}
      </p>
      {cards.length > 0 && ext ? (
        <p className="gift-card-due" data-testid="gift-card-due">
          {ext.amount_due === 0 ? t("paidInFull") : t("amountDue", { amount: zl(ext.amount_due) })}
        </p>
      ) : null}
    </section>
  );
}
