/**
 * One line of the microcart: image, name (a link to the product), its options, unit price, quantity
 * controls, row total, stock status (or a pre-order's dates); remove (after a confirmation, also asked when 0 is typed
 * as the quantity) and, for a configurable product, edit. A quantity above what can be bought becomes that many, and
 * the line says so.
 */
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { useNotify } from "../../components/Toasts.tsx";
import { QtyLimitNote } from "../../components/QtyLimitNote.tsx";
import { PreorderNote } from "../../components/Preorder.tsx";
import { imageUrl, productUrl } from "../../lib/urls.ts";
import type { CartOutcome } from "./cart.ts";
import { removeCartItem, updateCartQuantity } from "./cart-actions.ts";
import { outcomeMessage } from "./messages.ts";
import { QtyControl } from "./QtyControl.tsx";
import { RemoveConfirm } from "./RemoveConfirm.tsx";
import type { CartItem } from "./types.ts";

const LineEditor = lazy(() => import("./LineEditor.tsx"));

export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation("cart");
  // Product names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  /** the quantity the server held the last change to (more was asked than can be bought) */
  const [limitedTo, setLimitedTo] = useState<number | null>(null);
  const limitId = useId();
  const src = imageUrl(item.image, 150);
  const unit = item.totals?.price_incl_tax ?? item.price_incl_tax;
  const row = item.totals?.row_total_incl_tax ?? unit * item.qty;
  const options = item.totals?.options ?? [];
  // The server's dates (totals) win over those the page knew when the line was added.
  const preorder = item.totals ? (item.totals.preorder ?? null) : (item.preorder ?? null);
  const configurable = Boolean(item.product_option?.extension_attributes.configurable_item_options?.length);

  async function run(work: Promise<CartOutcome>) {
    setBusy(true);
    const outcome = await work;
    setBusy(false);
    if (!outcome.ok) notify({ type: "error", message: outcomeMessage(t, outcome) });
    return outcome;
  }

  return (
    <li className="cart-line" aria-busy={busy}>
      <div className="cart-line-image">{src ? <img src={src} alt="" width={150} height={150} loading="lazy" decoding="async" /> : null}</div>
      <div className="cart-line-main">
        <Link to={productUrl({ sku: item.parentSku, slug: item.slug }, item.sku)} className="cart-line-name" lang={pl}>
          {item.name}
        </Link>
        {options.length ? (
          <dl className="cart-line-options">
            {options.map((o) => (
              <div key={o.label}>
                <dt>{o.label}:</dt> <dd lang={o.value_lang}>{o.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="cart-line-unit">{t("unitPrice", { price: formatPrice(plnToGrosze(unit)) })}</p>
        {preorder ? <PreorderNote preorder={preorder} className="cart-line-preorder" /> : null}
        {item.error === "qtyAvailable" || item.error === "productDisabled" ? (
          <p className="cart-line-stock stock-out_of_stock" role="alert">
            {item.error === "qtyAvailable" ? t("err_QTY_NOT_AVAILABLE", { maxQuantity: item.maxQuantity ?? 0 }) : t("productDisabled")}
          </p>
        ) : item.stock && !(preorder && item.stock !== "out_of_stock") ? (
          <p className={`cart-line-stock stock-${item.stock}`} role={item.stock === "out_of_stock" ? "alert" : undefined}>
            {t(`stock_${item.stock}`)}
          </p>
        ) : null}
        <div className="cart-line-controls">
          <QtyControl
            name={item.name}
            qty={item.qty}
            disabled={busy}
            describedBy={limitId}
            onChange={(qty) =>
              void run(updateCartQuantity(item, qty)).then((outcome) => setLimitedTo(outcome.ok && outcome.limitedTo !== undefined ? outcome.limitedTo : null))
            }
            onZero={() => setConfirming(true)}
          />
          <strong className="cart-line-total">{formatPrice(plnToGrosze(row))}</strong>
        </div>
        <QtyLimitNote id={limitId} limitedTo={limitedTo} className="qty-limit cart-line-limit" />
        <div className="cart-line-actions">
          {configurable ? (
            <button
              type="button"
              className="link-button"
              aria-label={t("editItem", { name: item.name })}
              aria-expanded={editing}
              onClick={() => setEditing(!editing)}
            >
              {t("edit")}
            </button>
          ) : null}
          <button type="button" className="link-button" aria-label={t("removeItem", { name: item.name })} onClick={() => setConfirming(true)}>
            {t("remove")}
          </button>
        </div>
        {editing ? (
          <Suspense fallback={<p>{t("totalsPending")}</p>}>
            <LineEditor item={item} onDone={() => setEditing(false)} run={run} />
          </Suspense>
        ) : null}
      </div>
      <RemoveConfirm
        open={confirming}
        name={item.name}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(removeCartItem(item)).then(() => document.querySelector<HTMLElement>(".panel .panel-head button")?.focus());
        }}
      />
    </li>
  );
}
