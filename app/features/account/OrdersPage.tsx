/**
 * /my-account/orders: the order history from GET /api/user/order-history?pageSize=20&currentPage=N, newest
 * first: number (link to the order), date, status, total. "Load more" asks for the next page of 20; the
 * focus then moves to the first order it added, and a status line says how many are shown. A pending order
 * paid online has "Zapłać teraz" (pays the same order: /placepozniej).
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { AccountPage } from "./AccountLayout.tsx";
import { apiErrorMessage } from "./errors.ts";
import { FormMessage } from "./Field.tsx";
import { orderDate, orderTotal, payableNow, statusLabel } from "./order-format.ts";
import { refreshOrderHistory } from "./session-runtime.ts";
import type { Order } from "./types.ts";
import type { Language } from "../../i18n/languages.ts";
import { payLaterUrl } from "../payment/urls.ts";
import "../orders/orders.css";
import "../payment/payment.css";
import { TableHead } from "../../components/TableHead.tsx";

export function OrdersPage() {
  const { t, i18n } = useTranslation("account");
  const { t: to } = useTranslation("orders");
  const { t: tp } = useTranslation("payment");
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusFrom = useRef<number | null>(null);
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    let live = true;
    setBusy(true);
    void refreshOrderHistory(page).then((answer) => {
      if (!live) return;
      setBusy(false);
      if (answer.code !== 200) return setError(apiErrorMessage(t, answer));
      setError(null);
      setTotal(answer.result.total_count);
      // merged by increment_id, as pages may shift while new orders arrive
      setOrders((list) => {
        const before = page === 1 ? [] : (list ?? []);
        const seen = new Set(before.map((o) => o.increment_id));
        if (page > 1) focusFrom.current = before.length;
        return [...before, ...answer.result.items.filter((o) => !seen.has(o.increment_id))];
      });
    });
    return () => {
      live = false;
    };
  }, [page, t]);
  // After "load more": the focus goes to the first order added (the button may have gone).
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !orders) return;
    focusFrom.current = null;
    table.current?.querySelectorAll<HTMLAnchorElement>("tbody a")[from]?.focus();
  }, [orders]);
  const lang = i18n.language as Language;
  return (
    <AccountPage title={t("ordersHeading")}>
      <FormMessage error={error} />
      {orders === null ? (
        error ? null : (
          <p className="account-empty">{t("loading")}</p>
        )
      ) : orders.length === 0 ? (
        <div className="account-section">
          <p className="account-empty">{t("ordersEmpty")}</p>
          <Link to="/" className="button">
            {t("browseShop")}
          </Link>
        </div>
      ) : (
        <>
          <table className="orders-table" ref={table} data-testid="orders-table">
            <caption className="visually-hidden">{t("ordersCaption")}</caption>
            <TableHead columns={[t("orderNumber"), t("orderDate"), t("orderStatus"), t("orderTotal")]} />
            <tbody>
              {orders.map((o) => (
                <tr key={o.increment_id}>
                  <td>
                    <Link to={`/my-account/orders/${encodeURIComponent(String(o.entity_id))}`} aria-label={t("orderDetails", { number: o.increment_id })}>
                      {o.increment_id}
                    </Link>
                  </td>
                  <td>
                    <time dateTime={o.created_at}>{orderDate(o.created_at, lang)}</time>
                  </td>
                  <td>
                    <span className={`order-status order-status-${o.status}`}>{statusLabel(t, o.status)}</span>
                    {payableNow(o) ? (
                      <Link to={payLaterUrl(o.increment_id)} className="pay-now-link" aria-label={tp("payNowFor", { number: o.increment_id })}>
                        {tp("payNow")}
                      </Link>
                    ) : null}
                  </td>
                  <td>{orderTotal(o.grand_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="orders-count" role="status">
            {total > 0 ? to("ordersLoaded", { shown: orders.length, total }) : null}
          </p>
          {orders.length < total ? (
            <button type="button" className="button-secondary" disabled={busy} onClick={() => setPage((p) => p + 1)}>
              {t("loadMore")}
            </button>
          ) : null}
        </>
      )}
    </AccountPage>
  );
}
