/**
 * Back online with orders placed offline (docs/storefront.md §4): the shopper confirms sending them, unless
 * the shop sends them by itself (VITE_ORDERS_AUTO_TRANSMIT=true at build). Each is sent with the order id it was
 * placed with, after its stock is confirmed: the server's idempotency makes a second send the same order.
 */
import { ORDER_ERRORS } from "./order-errors.ts";
import { useEffect, useState } from "react";
import { Modal } from "../../components/Modal.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { linesShort } from "./build-order.ts";
import { postOrder, stockList } from "./checkout-api.ts";
import { classifyOrderAnswer, orderQueue, type QueuedOrder } from "./order-queue.ts";

const AUTO = import.meta.env.VITE_ORDERS_AUTO_TRANSMIT === "true";

type Line = { sku: string; qty: number };

/** The Web Locks API where the browser has it (every current one), else the work as it is. */
function withSendLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request("kiosk-orders-send", work) : work();
}

export default function OrderQueueDialog({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation("checkout");
  const notify = useNotify();
  const [orders, setOrders] = useState<QueuedOrder[] | null>(null);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens; running again (a new onDone) would send the queue twice
  useEffect(() => {
    void orderQueue()
      .untransmitted()
      .then(async (list) => {
        if (list.length === 0) {
          await orderQueue().refreshFlag();
          return onDone();
        }
        if (AUTO) return sendAll(list);
        setOrders(list);
      });
  }, []);

  async function sendAll(list: QueuedOrder[]) {
    setBusy(true);
    // One tab at a time (several tabs come back online together): inside the lock, only what is still waiting is sent.
    await withSendLock(async () => {
      const waiting = new Set((await orderQueue().untransmitted()).map((o) => o.order_id));
      await sendEach(list.filter((o) => waiting.has(o.order_id)));
    });
    setBusy(false);
    onDone();
  }

  async function sendEach(list: QueuedOrder[]) {
    for (const order of list) {
      const lines = (order.body["products"] as Line[]) ?? [];
      const stock = await stockList(lines.map((l) => l.sku));
      if (stock.code === 0) break; // offline again: they stay queued
      if (stock.code === 200 && linesShort(lines, stock.result, order.preorder_skus).length > 0) {
        await orderQueue().discard(order.order_id);
        notify({ type: "error", message: t("queueRefused", { reason: t("errNotAvailable") }), action1: { label: "OK" }, hasNoTimeout: true });
        continue;
      }
      const outcome = classifyOrderAnswer(await postOrder(order.body));
      if (outcome.kind === "offline") break;
      if (outcome.kind === "placed") {
        await orderQueue().markTransmitted(order.order_id, { orderNumber: outcome.orderNumber, status: outcome.status });
        notify({ type: "success", message: t("queueSent", { number: outcome.orderNumber }), action1: { label: "OK" }, hasNoTimeout: true });
      } else if (outcome.kind === "totalChanged") {
        // Prices changed while it waited: it stays queued at the new total, sent only if the shopper accepts it.
        const repriced = await orderQueue().reprice(order.order_id, outcome);
        if (!repriced) continue;
        notify({
          type: "warning",
          message: t("queueTotalChanged", { total: formatPrice(plnToGrosze(outcome.amountDue ?? outcome.grandTotal)) }),
          action1: { label: t("queueTotalAccept"), onClick: () => void withSendLock(() => sendEach([repriced])) },
          action2: { label: t("queueTotalCancel"), onClick: () => void orderQueue().discard(order.order_id) },
          hasNoTimeout: true,
        });
      } else if (outcome.kind === "alreadyOrdered") {
        // Its cart became another order meanwhile (sent from another tab): that one is named, no second is made.
        await orderQueue().discard(order.order_id);
        notify({ type: "warning", message: t("errCartOrdered", { number: outcome.orderNumber }), action1: { label: "OK" }, hasNoTimeout: true });
      } else {
        await orderQueue().discard(order.order_id);
        notify({
          type: "error",
          message: t("queueRefused", { reason: t(ORDER_ERRORS[outcome.error] ?? "errOrder") }),
          action1: { label: "OK" },
          hasNoTimeout: true,
        });
      }
    }
  }

  async function discardAll(list: QueuedOrder[]) {
    for (const o of list) await orderQueue().discard(o.order_id);
    onDone();
  }

  if (!orders) return null;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language === "pl" ? "pl-PL" : i18n.language, { dateStyle: "short", timeStyle: "short" });
  return (
    <Modal open title={t("queueDialogTitle")} onClose={onDone}>
      <p>{t("queueDialogText")}</p>
      <ul className="queue-list">
        {orders.map((o) => {
          const lines = (o.body["products"] as Line[]) ?? [];
          const email = ((o.body["addressInformation"] as { billingAddress?: { email?: string } })?.billingAddress?.email as string) ?? "";
          return <li key={o.order_id}>{t("queueOrderLine", { date: date(o.created_at), count: lines.reduce((s, l) => s + l.qty, 0), email })}</li>;
        })}
      </ul>
      <div className="modal-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void sendAll(orders)}>
          {t("queueSend")}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void discardAll(orders)}>
          {t("queueDiscard")}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onDone}>
          {t("queueLater")}
        </button>
      </div>
    </Modal>
  );
}
