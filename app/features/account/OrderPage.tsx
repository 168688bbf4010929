/**
 * /my-account/orders/{orderId}: one order of the customer (GET /api/user/orders/:orderId, orderId = entity_id):
 * number, date, status, lines with quantities and amounts, totals with the VAT breakdown, buyer and delivery
 * addresses, pickup point, payment and delivery methods, invoice data (company, NIP, REGON), status history.
 * Another customer's order, or none, answers 404 ORDER_NOT_FOUND: a clear not-found message. A pending order
 * paid online has "Zapłać teraz" (pays the same order: /placepozniej).
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import type { Language } from "../../i18n/languages.ts";
import { AccountPage } from "./AccountLayout.tsx";
import { OrderShipmentFacts } from "./OrderShipment.tsx";
import { DispatchNote, PreorderNote } from "../../components/Preorder.tsx";
import { apiErrorMessage } from "./errors.ts";
import { errorCode } from "./api.ts";
import { FormMessage } from "./Field.tsx";
import {
  addressLines,
  deliveryLabel,
  invoiceRows,
  lineOptions,
  lineUnitGross,
  orderDate,
  orderTotal,
  payableNow,
  paymentLabel,
  pickupPointLabel,
  shippingAddress,
  statusLabel,
  summaryRows,
  vatRows,
  visibleLines,
} from "./order-format.ts";
import { accountCall } from "./session-runtime.ts";
import type { OrderDetail } from "../orders/types.ts";
import { payLaterUrl } from "../payment/urls.ts";
import "../orders/orders.css";
import "../payment/payment.css";
import { TableHead } from "../../components/TableHead.tsx";

type Loaded = { kind: "order"; order: OrderDetail } | { kind: "notFound" } | { kind: "error"; message: string };

const NOT_FOUND = new Set(["ORDER_NOT_FOUND", "NOT_FOUND", "VALIDATION_FAILED"]);

export function OrderPage({ orderId }: { orderId: string }) {
  const { t: ta } = useTranslation("account");
  const { t, i18n } = useTranslation("orders");
  const { t: tp } = useTranslation("payment");
  const pl = usePolishText();
  const lang = i18n.language as Language;
  const [state, setState] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    setState(null);
    void accountCall<OrderDetail>(`/api/user/orders/${encodeURIComponent(orderId)}`).then((answer) => {
      if (!live) return;
      if (answer.code === 200 && answer.result && typeof answer.result === "object") setState({ kind: "order", order: answer.result });
      else if (answer.code === 404 || NOT_FOUND.has(errorCode(answer) ?? "")) setState({ kind: "notFound" });
      else setState({ kind: "error", message: apiErrorMessage(ta, answer) });
    });
    return () => {
      live = false;
    };
  }, [orderId, ta]);

  if (state === null) {
    return (
      <AccountPage title={ta("orderHeading", { number: "" }).trim()}>
        <p className="account-empty" role="status">
          {ta("loading")}
        </p>
      </AccountPage>
    );
  }
  if (state.kind !== "order") {
    return (
      <AccountPage title={state.kind === "notFound" ? t("orderNotFoundTitle") : ta("orderHeading", { number: "" }).trim()}>
        {state.kind === "notFound" ? (
          <p className="order-not-found" data-testid="order-not-found">
            {t("orderNotFoundText")}
          </p>
        ) : (
          <FormMessage error={state.message} />
        )}
        <p>
          <Link to="/my-account/orders" className="button">
            {ta("backToOrders")}
          </Link>
        </p>
      </AccountPage>
    );
  }

  const order = state.order;
  const lines = visibleLines(order);
  const vat = vatRows(order);
  // abroad: whose VAT the order charged (OSS) or why none (export): docs/decisions/2026-11-27-delivery-abroad.md
  const scheme = order.extension_attributes?.invoice?.vat_scheme;
  const regionName = (code: string) => new Intl.DisplayNames([i18n.language], { type: "region" }).of(code) ?? code;
  // A gift card sold in the order is outside VAT: not in the breakdown, said under it.
  const notSubject = lines.some((l) => l.tax_percent === "np");
  const shipTo = shippingAddress(order);
  const pickup = pickupPointLabel(t, order);
  const delivery = deliveryLabel(t, order);
  const invoice = invoiceRows(t, order);
  const billing = addressLines(order.billing_address, lang);
  const history = order.extension_attributes?.status_history ?? [];
  return (
    <AccountPage title={ta("orderHeading", { number: order.increment_id })}>
      <div className="order-detail" data-testid="order-detail">
        <dl className="order-facts">
          <div>
            <dt>{t("orderPlacedAt")}</dt>
            <dd>{orderDate(order.created_at, lang, true)}</dd>
          </div>
          <div>
            <dt>{ta("orderStatus")}</dt>
            <dd>
              <span className={`order-status order-status-${order.status}`}>{statusLabel(ta, order.status)}</span>
            </dd>
          </div>
          <div>
            <dt>{t("orderPayment")}</dt>
            <dd>
              {paymentLabel(t, order)}
              {payableNow(order) ? (
                <Link to={payLaterUrl(order.increment_id)} className="pay-now-link" aria-label={tp("payNowFor", { number: order.increment_id })}>
                  {tp("payNow")}
                </Link>
              ) : null}
            </dd>
          </div>
          {delivery ? (
            <div>
              <dt>{t("orderDelivery")}</dt>
              <dd>{delivery}</dd>
            </div>
          ) : null}
          {pickup ? (
            <div>
              <dt>{t("orderPickupPoint")}</dt>
              <dd>{pickup}</dd>
            </div>
          ) : null}
          <OrderShipmentFacts order={order} lang={lang} />
          <div>
            <dt>{ta("orderTotal")}</dt>
            <dd>
              <strong>{orderTotal(order.grand_total)}</strong>
            </dd>
          </div>
        </dl>

        <div className="order-table-wrap">
          <table className="order-lines">
            <caption>{t("orderItemsCaption")}</caption>
            <TableHead columns={[t("orderProduct"), t("orderUnitPrice"), ta("orderQty"), t("orderVatRate"), t("orderRowTotal")]} numeric />
            <tbody>
              {lines.map((line, i) => {
                const options = lineOptions(line);
                return (
                  <tr key={line.item_id ?? `${line.sku}-${i}`}>
                    <th scope="row">
                      {/* The order keeps its lines as placed: product names and options in Polish (WCAG 3.1.2). */}
                      <span className="order-line-name" lang={pl}>
                        {line.name}
                      </span>
                      <span className="order-line-sku">
                        {t("orderSku")}: {line.sku}
                      </span>
                      {options.length ? (
                        <ul className="order-line-options" lang={pl}>
                          {options.map((o) => (
                            <li key={`${o.label}:${o.value}`}>
                              {o.label}: {o.value}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      {line.preorder ? <PreorderNote preorder={line.preorder} className="order-line-preorder" /> : null}
                    </th>
                    <td className="num" data-label={t("orderUnitPrice")}>
                      {orderTotal(lineUnitGross(line))}
                    </td>
                    <td className="num" data-label={ta("orderQty")}>
                      {line.qty_ordered}
                    </td>
                    <td className="num" data-label={t("orderVatRate")}>
                      {typeof line.tax_percent === "number" ? `${line.tax_percent}%` : line.tax_percent === "np" ? t("orderNotSubject") : "–"}
                    </td>
                    <td className="num" data-label={t("orderRowTotal")}>
                      {orderTotal(line.row_total_incl_tax)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <DispatchNote dispatch={order.extension_attributes?.dispatch} />

        <div className="order-columns">
          <section className="account-section" aria-labelledby="order-summary-title">
            <h2 id="order-summary-title">{t("orderSummaryHeading")}</h2>
            <dl className="order-summary">
              {summaryRows(t, order).map((row) => (
                <div key={row.key} className={`order-summary-${row.key}`}>
                  <dt>{row.label}</dt>
                  <dd>{orderTotal(row.amount)}</dd>
                </div>
              ))}
            </dl>
          </section>

          {vat.rows.length || notSubject || (scheme && scheme !== "domestic") ? (
            <section className="account-section" aria-labelledby="order-vat-title">
              <h2 id="order-vat-title">{t("orderVatHeading")}</h2>
              {vat.rows.length ? (
                <div className="order-table-wrap">
                  <table className="order-vat" aria-labelledby="order-vat-title">
                    <TableHead columns={[t("orderVatRateCol"), t("orderNet"), t("orderTax"), t("orderGross")]} numeric />
                    <tbody>
                      {vat.rows.map((r) => (
                        <tr key={r.percent}>
                          <th scope="row">{r.percent}%</th>
                          <td className="num">{orderTotal(r.net)}</td>
                          <td className="num">{orderTotal(r.tax)}</td>
                          <td className="num">{orderTotal(r.gross)}</td>
                        </tr>
                      ))}
                    </tbody>
                    {vat.total && vat.rows.length > 1 ? (
                      <tfoot>
                        <tr>
                          <th scope="row">{t("orderVatSum")}</th>
                          <td className="num">{orderTotal(vat.total.net)}</td>
                          <td className="num">{orderTotal(vat.total.tax)}</td>
                          <td className="num">{orderTotal(vat.total.gross)}</td>
                        </tr>
                      </tfoot>
                    ) : null}
                  </table>
                </div>
              ) : null}
              {notSubject ? <p className="order-vat-note">{t("orderNotSubjectNote")}</p> : null}
              {scheme && scheme !== "domestic" ? (
                <p className="order-vat-note" data-testid="order-vat-scheme">
                  {t(scheme === "oss" ? "orderVatOss" : "orderVatExport", { country: regionName(order.extension_attributes?.invoice?.vat_country ?? "PL") })}
                </p>
              ) : null}
            </section>
          ) : null}
        </div>

        <div className="order-columns">
          <section className="account-section" aria-labelledby="order-billing-title">
            <h2 id="order-billing-title">{t("orderBillingAddress")}</h2>
            <address className="order-address">
              {billing.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an address line is its place in the address; the lines are never reordered
                <span key={i}>{l}</span>
              ))}
              {order.billing_address?.telephone ? (
                <span>
                  {t("orderPhone")}: {order.billing_address.telephone}
                </span>
              ) : null}
              {order.billing_address?.email || order.customer_email ? (
                <span>
                  {t("orderEmail")}: {order.billing_address?.email || order.customer_email}
                </span>
              ) : null}
            </address>
          </section>
          <section className="account-section" aria-labelledby="order-shipping-title">
            <h2 id="order-shipping-title">{t("orderShippingAddress")}</h2>
            {pickup ? <p className="order-pickup">{pickup}</p> : null}
            {shipTo ? (
              <address className="order-address">
                {addressLines(shipTo, lang).map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an address line is its place in the address; the lines are never reordered
                  <span key={i}>{l}</span>
                ))}
                {shipTo.telephone ? (
                  <span>
                    {t("orderPhone")}: {shipTo.telephone}
                  </span>
                ) : null}
              </address>
            ) : pickup ? null : (
              <p className="account-empty">{t("orderNoShipping")}</p>
            )}
          </section>
        </div>

        {invoice.length ? (
          <section className="account-section" aria-labelledby="order-invoice-title">
            <h2 id="order-invoice-title">{t("orderInvoiceHeading")}</h2>
            <dl className="order-facts order-invoice">
              {invoice.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        {history.length > 1 ? (
          <section className="account-section" aria-labelledby="order-history-title">
            <h2 id="order-history-title">{t("orderHistoryHeading")}</h2>
            <ol className="order-history">
              {history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share status and time; the history only grows at its end
                <li key={`${h.status}-${h.created_at}-${i}`}>
                  <time dateTime={h.created_at}>{orderDate(h.created_at, lang, true)}</time> {statusLabel(ta, h.status)}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
      <p>
        <Link to="/my-account/orders">{ta("backToOrders")}</Link>
      </p>
    </AccountPage>
  );
}
