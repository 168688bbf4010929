/** /my-account/orders: the order history from GET /api/user/order-history, 20 per page, newest first. */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { formatDate } from "../product/format.ts";
import { AccountPage } from "./AccountLayout.tsx";
import { apiErrorMessage } from "./errors.ts";
import { FormMessage } from "./Field.tsx";
import { orderTotal, statusLabel } from "./order-format.ts";
import { refreshOrderHistory } from "./session-runtime.ts";
import type { Order } from "./types.ts";
import type { Language } from "../../i18n/languages.ts";

export function OrdersPage() {
  const { t, i18n } = useTranslation("account");
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    setBusy(true);
    void refreshOrderHistory(page).then((answer) => {
      if (!live) return;
      setBusy(false);
      if (answer.code !== 200) return setError(apiErrorMessage(t, answer));
      setTotal(answer.result.total_count);
      // merged by increment_id, as pages may shift while new orders arrive
      setOrders((list) => {
        const seen = new Set((page === 1 ? [] : (list ?? [])).map((o) => o.increment_id));
        return [...(page === 1 ? [] : (list ?? [])), ...answer.result.items.filter((o) => !seen.has(o.increment_id))];
      });
    });
    return () => {
      live = false;
    };
  }, [page, t]);
  const lang = i18n.language as Language;
  return (
    <AccountPage title={t("ordersHeading")}>
      <FormMessage error={error} />
      {orders === null ? (
        error ? null : <p className="account-empty">{t("loading")}</p>
      ) : orders.length === 0 ? (
        <div className="account-section">
          <p className="account-empty">{t("ordersEmpty")}</p>
          <Link to="/" className="button">
            {t("browseShop")}
          </Link>
        </div>
      ) : (
        <>
          <table className="orders-table">
            <caption className="visually-hidden">{t("ordersCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("orderNumber")}</th>
                <th scope="col">{t("orderDate")}</th>
                <th scope="col">{t("orderStatus")}</th>
                <th scope="col">{t("orderTotal")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.increment_id}>
                  <td>
                    <Link to={`/my-account/orders/${encodeURIComponent(String(o.entity_id))}`} aria-label={t("orderDetails", { number: o.increment_id })}>
                      {o.increment_id}
                    </Link>
                  </td>
                  <td>{formatDate(o.created_at, lang)}</td>
                  <td>{statusLabel(t, o.status)}</td>
                  <td>{orderTotal(o.grand_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
