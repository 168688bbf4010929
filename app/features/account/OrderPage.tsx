/** /my-account/orders/{orderId}: one order of the customer's history (looked up through the history API). */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import type { Language } from "../../i18n/languages.ts";
import { formatDate } from "../product/format.ts";
import { AccountPage } from "./AccountLayout.tsx";
import { apiErrorMessage } from "./errors.ts";
import { FormMessage } from "./Field.tsx";
import { orderTotal, statusLabel } from "./order-format.ts";
import { refreshOrderHistory, ORDER_HISTORY_PAGE_SIZE } from "./session-runtime.ts";
import type { Order } from "./types.ts";

async function findOrder(orderId: string): Promise<{ order: Order | null; error?: Parameters<typeof apiErrorMessage>[1] }> {
  for (let page = 1; page <= 50; page++) {
    const answer = await refreshOrderHistory(page);
    if (answer.code !== 200) return { order: null, error: answer };
    const found = answer.result.items.find((o) => String(o.entity_id) === orderId || o.increment_id === orderId);
    if (found) return { order: found };
    if (page * ORDER_HISTORY_PAGE_SIZE >= answer.result.total_count) break;
  }
  return { order: null };
}

export function OrderPage({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation("account");
  const [state, setState] = useState<{ order: Order | null; error: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void findOrder(orderId).then((r) => live && setState({ order: r.order, error: r.error ? apiErrorMessage(t, r.error) : null }));
    return () => {
      live = false;
    };
  }, [orderId, t]);
  const order = state?.order;
  return (
    <AccountPage title={t("orderHeading", { number: order?.increment_id ?? orderId })}>
      {state === null ? <p className="account-empty">{t("loading")}</p> : null}
      <FormMessage error={state?.error} />
      {state && !order && !state.error ? <p className="account-empty">{t("orderNotFound")}</p> : null}
      {order ? (
        <div className="account-section">
          <dl>
            <dt>{t("orderDate")}</dt>
            <dd>{formatDate(order.created_at, i18n.language as Language)}</dd>
            <dt>{t("orderStatus")}</dt>
            <dd>{statusLabel(t, order.status)}</dd>
          </dl>
          <table className="orders-table">
            <caption>{t("orderItems")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("orderItems")}</th>
                <th scope="col">{t("orderQty")}</th>
                <th scope="col">{t("orderTotal")}</th>
              </tr>
            </thead>
            <tbody>
              {(order.items ?? [])
                .filter((i) => !i.parent_item_id)
                .map((item) => (
                  <tr key={item.sku}>
                    <td>{item.name}</td>
                    <td>{item.qty_ordered}</td>
                    <td>{orderTotal(item.row_total_incl_tax)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          <dl>
            <dt>{t("orderSubtotal")}</dt>
            <dd>{orderTotal(order.subtotal)}</dd>
            <dt>{t("orderShipping")}</dt>
            <dd>{orderTotal(order.shipping_amount)}</dd>
            <dt>{t("orderTotal")}</dt>
            <dd>
              <strong>{orderTotal(order.grand_total)}</strong>
            </dd>
          </dl>
        </div>
      ) : null}
      <p>
        <Link to="/my-account/orders">{t("backToOrders")}</Link>
      </p>
    </AccountPage>
  );
}
