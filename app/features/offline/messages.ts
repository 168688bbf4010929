/** The messages between the pages and the service worker (service-worker.ts, OfflineRuntime.tsx). */
export const SW_MESSAGES = {
  /** page → worker: the shopper accepted the new version; the waiting worker takes over */
  skipWaiting: "SKIP_WAITING",
  /** page → worker: keep this page (loaded before the worker controlled it) for offline use */
  cachePage: "CACHE_PAGE",
  /** worker → pages: the connection is back (Background Sync): send the orders queued offline */
  sendOrders: "SEND_QUEUED_ORDERS",
} as const;

/** The Background Sync tag registered when an order is queued offline. */
export const ORDERS_SYNC_TAG = "kiosk-orders";
