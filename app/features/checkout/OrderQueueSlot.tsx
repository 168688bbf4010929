/**
 * Mounted once by the root layout, and tiny: when the browser holds orders that were placed offline (the
 * localStorage flag the queue keeps) and the connection is there (at start, or when it comes back), it loads
 * the dialog that confirms the stock and sends them (OrderQueueDialog.tsx). Nothing else loads on other pages.
 */
import { lazy, Suspense, useEffect, useState } from "react";

/** The same key as order-queue.ts QUEUE_FLAG_KEY (not imported, so the queue's code stays out of every page). */
const QUEUE_FLAG_KEY = "orders-queued";
const OrderQueueDialog = lazy(() => import("./OrderQueueDialog.tsx"));

export function OrderQueueSlot() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const check = () => {
      try {
        if (navigator.onLine && localStorage.getItem(QUEUE_FLAG_KEY)) setShow(true);
      } catch {
        /* storage blocked: nothing can have been queued */
      }
    };
    check();
    window.addEventListener("online", check);
    return () => window.removeEventListener("online", check);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <OrderQueueDialog onDone={() => setShow(false)} />
    </Suspense>
  );
}
