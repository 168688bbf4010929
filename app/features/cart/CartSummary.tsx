/**
 * The totals of the microcart: the free-delivery progress (the remaining amount the server computes) and
 * the server's total segments (subtotal, shipping, the cash-on-delivery fee, discount, tax, grand total; the gift
 * cards' part and what is left to pay when cards are applied), named in the shopper's language; when the cart holds
 * pre-orders, when the order ships. Before the first totals sync a "recalculating" line stands in.
 */
import { Fragment } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import type { Totals } from "./types.ts";
import { DispatchNote } from "../../components/Preorder.tsx";

const SEGMENTS = new Set(["subtotal", "shipping", "cod_fee", "discount", "tax", "grand_total", "giftcard", "amount_due"]);

export function CartSummary({ totals }: { totals: Totals | null }) {
  const { t, i18n } = useTranslation("cart");
  if (!totals) return <p className="cart-summary-pending">{t("totalsPending")}</p>;
  const remaining = totals.extension_attributes?.free_shipping_remaining;
  const segments = totals.total_segments.filter((s) => s.value !== null && SEGMENTS.has(s.code) && !(s.code === "discount" && s.value === 0));
  // The threshold counts only some goods (not subscriptions or e-books): the bar runs from 0 to it.
  const threshold = totals.extension_attributes?.free_shipping_threshold ?? null;
  const goal = threshold ?? totals.subtotal_incl_tax + (remaining ?? 0);
  // With gift cards the grand total is the order's value, and what is left to pay follows the cards' part.
  const cards = segments.some((s) => s.code === "giftcard");
  const vat = totals.extension_attributes?.vat;
  const abroad = vat !== undefined && vat.scheme !== "domestic";
  return (
    <section className="cart-summary" aria-label={t("summary")}>
      {typeof remaining === "number" ? (
        <div className="free-shipping">
          <p>{remaining > 0 ? t("freeShippingRemaining", { amount: formatPrice(plnToGrosze(remaining)) }) : t("freeShippingReached")}</p>
          <progress aria-label={t("freeShippingProgress")} max={Math.max(goal, 0.01)} value={Math.max(0, Math.min(goal, goal - remaining))} />
        </div>
      ) : null}
      <DispatchNote dispatch={totals.extension_attributes?.dispatch} />
      <dl className="cart-segments">
        {segments.map((s) => (
          <Fragment key={s.code}>
            <div className={`segment-${s.code}`}>
              <dt>{t(cards && s.code === "grand_total" ? "seg_grand_total_cards" : `seg_${s.code}`)}</dt>
              <dd>{formatPrice(plnToGrosze(s.value!))}</dd>
            </div>
            {/* abroad the rates are the delivery country's: each is shown (docs/decisions/2026-11-27-delivery-abroad.md) */}
            {s.code === "tax" && abroad
              ? (s.extension_attributes?.tax_grandtotal_details ?? []).map((d) => (
                  <div key={d.group_id} className="segment-tax-rate">
                    <dt>{t("seg_tax_rate", { rate: d.rates[0]?.percent ?? "" })}</dt>
                    <dd>{formatPrice(plnToGrosze(d.amount))}</dd>
                  </div>
                ))
              : null}
          </Fragment>
        ))}
      </dl>
      {abroad ? (
        <p className="cart-vat-note" data-testid="vat-scheme">
          {t(vat.scheme === "oss" ? "vatOss" : "vatExport", {
            country: new Intl.DisplayNames([i18n.language], { type: "region" }).of(vat.country) ?? vat.country,
          })}
        </p>
      ) : null}
    </section>
  );
}
