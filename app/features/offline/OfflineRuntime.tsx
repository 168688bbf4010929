/**
 * Offline use in the page (docs/storefront.md §1, §2, §4), loaded after the page by OfflineSlot.tsx:
 * - registers the service worker (/service-worker.js) and asks it to keep the page it was loaded on;
 * - offers a new version when a newer worker waits ("A new version of the shop is available", Reload / Later):
 *   the page reloads only when the shopper asks, never in the middle of what they are doing (a checkout);
 * - shows the offline marker while the browser is offline (§4: the flag follows the browser's events): a page
 *   opened offline is a kept copy, prices and stock may have changed;
 * - back online (and at start, and when the worker's Background Sync fires): the cart's offline changes are sent
 *   and the cart is read again from the server; orders queued offline are sent (OrderQueueDialog.tsx: after the
 *   shopper confirms, or by themselves when the build says so), each once.
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import offlineTexts from "../../i18n/locales/offline.ts";
import { isLanguage } from "../../i18n/languages.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { cartEngine } from "../cart/cart.ts";
import { ORDERS_SYNC_TAG, SW_MESSAGES } from "./messages.ts";
import "./offline.css";

const OrderQueueDialog = lazy(() => import("../checkout/OrderQueueDialog.tsx"));
/** The same key as order-queue.ts QUEUE_FLAG_KEY and event as QUEUE_CHANGED_EVENT (the queue's code loads only when needed). */
const QUEUE_FLAG_KEY = "orders-queued";
const QUEUE_CHANGED_EVENT = "kiosk:orders-queue";
export const SERVICE_WORKER_URL = "/service-worker.js";
/** How often an open page asks for a newer worker (also when the tab becomes visible again). */
const UPDATE_CHECK_MS = 30 * 60_000;

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}
const isOnline = () => navigator.onLine;

function queueWaiting(): boolean {
  try {
    return localStorage.getItem(QUEUE_FLAG_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing can have been queued
  }
}

/** Back online: the cart's offline changes go to the server, then the cart is read back from it (§4). */
async function resyncCart(): Promise<void> {
  let lines = 0;
  let token: string | null = null;
  try {
    lines = (JSON.parse(localStorage.getItem("cart") ?? "null") as { cartItems?: unknown[] } | null)?.cartItems?.length ?? 0;
    token = localStorage.getItem("cart-token");
  } catch {
    return; // storage blocked or unreadable: the cart lives in this page only
  }
  if (lines === 0 && !token) return;
  const engine = await cartEngine();
  await engine.sync({ forceClientState: true });
  await engine.sync({ forceClientState: false });
  await engine.syncTotals(true);
}

export default function OfflineRuntime() {
  const { i18n } = useTranslation();
  const t = offlineTexts[isLanguage(i18n.language) ? i18n.language : "pl"];
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [queue, setQueue] = useState(false);
  /** set when the shopper accepted the new version: the page reloads once the new worker controls it */
  const reloading = useRef(false);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    let registration: ServiceWorkerRegistration | undefined;
    const offer = (worker: ServiceWorker | null) => {
      // a first worker (no controller yet) takes over by itself: there is nothing to replace
      if (worker && container.controller) setWaiting(worker);
    };
    container
      .register(SERVICE_WORKER_URL)
      .then((r) => {
        registration = r;
        offer(r.waiting);
        r.addEventListener("updatefound", () => {
          const next = r.installing;
          next?.addEventListener("statechange", () => {
            if (next.state === "installed") offer(next);
          });
        });
        return container.ready;
      })
      .then((ready) => ready.active?.postMessage({ type: SW_MESSAGES.cachePage, url: window.location.href }))
      .catch(() => undefined); // no worker (blocked, private mode): the shop works online as before
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.sendOrders && navigator.onLine && queueWaiting()) setQueue(true);
    };
    const onControllerChange = () => {
      if (reloading.current) window.location.reload();
    };
    const check = () => {
      if (document.visibilityState === "visible") void registration?.update().catch(() => undefined);
    };
    const timer = setInterval(check, UPDATE_CHECK_MS);
    container.addEventListener("message", onMessage);
    container.addEventListener("controllerchange", onControllerChange);
    document.addEventListener("visibilitychange", check);
    return () => {
      clearInterval(timer);
      container.removeEventListener("message", onMessage);
      container.removeEventListener("controllerchange", onControllerChange);
      document.removeEventListener("visibilitychange", check);
    };
  }, []);

  useEffect(() => {
    const onOnline = () => {
      void resyncCart().catch(() => undefined);
      if (queueWaiting()) setQueue(true);
    };
    // an order queued while offline: Background Sync tells the worker when the connection is back
    const onQueued = () => {
      if (!queueWaiting()) return;
      void navigator.serviceWorker?.ready
        .then((r) => (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(ORDERS_SYNC_TAG))
        .catch(() => undefined);
    };
    if (navigator.onLine) onOnline();
    window.addEventListener("online", onOnline);
    window.addEventListener(QUEUE_CHANGED_EVENT, onQueued);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener(QUEUE_CHANGED_EVENT, onQueued);
    };
  }, []);

  const accept = () => {
    reloading.current = true;
    waiting?.postMessage({ type: SW_MESSAGES.skipWaiting });
  };

  return (
    <>
      {online ? null : (
        <p className="offline-marker" role="status" data-testid="offline-marker">
          {t.offlineMarker}
        </p>
      )}
      {waiting ? (
        <section className="update-prompt" aria-label={t.updateAvailable} data-testid="update-prompt">
          <p>{t.updateAvailable}</p>
          <button type="button" className="button" onClick={accept}>
            {t.updateReload}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setWaiting(null)}>
            {t.updateLater}
          </button>
        </section>
      ) : null}
      {queue ? (
        <Suspense fallback={null}>
          <OrderQueueDialog onDone={() => setQueue(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
