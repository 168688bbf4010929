/**
 * The page after an order went into the queue (offline, or the server failed): why it waits, and, once the queue
 * has sent it (the dialog, or the shop by itself), that it was placed with its number: the page follows the queue.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { orderQueue, QUEUE_CHANGED_EVENT } from "./order-queue.ts";

export function QueuedOrderView({ orderId, offline }: { orderId: string; offline: boolean }) {
  const { t } = useTranslation("checkout");
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void orderQueue()
        .find(orderId)
        .then((o) => {
          if (live && o?.transmited && o.result) setNumber(o.result.orderNumber);
        })
        .catch(() => undefined);
    read();
    window.addEventListener(QUEUE_CHANGED_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(QUEUE_CHANGED_EVENT, read);
    };
  }, [orderId]);
  return (
    <div className="checkout checkout-queued">
      {number ? (
        <>
          <h1>{t("queuedSentTitle")}</h1>
          <p role="status">{t("queueSent", { number })}</p>
        </>
      ) : (
        <>
          <h1>{t("queuedTitle")}</h1>
          <p role="alert">{offline ? t("errQueuedOffline") : t("errQueued")}</p>
          <p>{t("queuedText")}</p>
        </>
      )}
      <Link to="/" className="button">
        {t("backHome")}
      </Link>
    </div>
  );
}
