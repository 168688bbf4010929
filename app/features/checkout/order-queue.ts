/**
 * Orders that could not reach the server (offline, or a server error), kept in IndexedDB until they are sent
 * (docs/storefront.md §4, "Place order"). A queued order keeps the body it was placed with, including its
 * `order_id`: the server is idempotent on that id, so sending it twice still makes one order. A localStorage
 * flag tells the root, without opening IndexedDB on every page, that something is waiting.
 */
import type { PaymentInfo } from "../../../contract/payment.ts";

export const QUEUE_FLAG_KEY = "orders-queued";
/** Dispatched on window whenever the queue changed (an order sent, discarded or added). */
export const QUEUE_CHANGED_EVENT = "kiosk:orders-queue";
const DB_NAME = "kiosk-orders";
const STORE = "orders";

export interface QueuedOrder {
  order_id: string;
  body: Record<string, unknown> & { order_id: string };
  created_at: string;
  transmited: boolean;
  transmited_at: string | null;
  /** the server's answer once sent (the order number) */
  result: { orderNumber: string; status: string } | null;
  /** skus of its pre-order lines, sold without stock (the stock check before sending skips them) */
  preorder_skus?: string[];
}

/** The storage the queue needs; IndexedDB in the browser, a Map in tests. */
export interface QueueStore {
  put(order: QueuedOrder): Promise<void>;
  all(): Promise<QueuedOrder[]>;
  delete(orderId: string): Promise<void>;
}

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "order_id" });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  return opened;
}

export const indexedDbStore: QueueStore = {
  async put(order) {
    const db = await database();
    await request(db.transaction(STORE, "readwrite").objectStore(STORE).put(order));
  },
  async all() {
    const db = await database();
    return request(db.transaction(STORE, "readonly").objectStore(STORE).getAll() as IDBRequest<QueuedOrder[]>);
  },
  async delete(orderId) {
    const db = await database();
    await request(db.transaction(STORE, "readwrite").objectStore(STORE).delete(orderId));
  },
};

function setFlag(on: boolean) {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
  try {
    if (on) localStorage.setItem(QUEUE_FLAG_KEY, "1");
    else localStorage.removeItem(QUEUE_FLAG_KEY);
  } catch {
    /* storage blocked: the watcher then only runs on the checkout page */
  }
}

export function createOrderQueue(store: QueueStore, clock: () => Date = () => new Date(), flag: (on: boolean) => void = setFlag) {
  return {
    async queue(body: QueuedOrder["body"], preorderSkus: string[] = []): Promise<void> {
      const known = (await store.all()).find((o) => o.order_id === body.order_id);
      if (known) return; // the same order queued twice stays one entry
      await store.put({
        order_id: body.order_id,
        body,
        created_at: clock().toISOString(),
        transmited: false,
        transmited_at: null,
        result: null,
        ...(preorderSkus.length ? { preorder_skus: preorderSkus } : {}),
      });
      flag(true);
    },
    async find(orderId: string): Promise<QueuedOrder | null> {
      return (await store.all()).find((o) => o.order_id === orderId) ?? null;
    },
    async untransmitted(): Promise<QueuedOrder[]> {
      return (await store.all()).filter((o) => !o.transmited).sort((a, b) => a.created_at.localeCompare(b.created_at));
    },
    async markTransmitted(orderId: string, result: QueuedOrder["result"]): Promise<void> {
      const order = (await store.all()).find((o) => o.order_id === orderId);
      if (order) await store.put({ ...order, transmited: true, transmited_at: clock().toISOString(), result });
      await this.refreshFlag();
    },
    /**
     * The prices changed while it waited (the server answered TOTAL_CHANGED): it stays queued with the totals the
     * server named, to be sent again only when the shopper accepts them.
     */
    async reprice(orderId: string, totals: { grandTotal: number; amountDue: number | null }): Promise<QueuedOrder | null> {
      const order = (await store.all()).find((o) => o.order_id === orderId);
      if (!order) return null;
      const checkout: Record<string, unknown> = {
        ...((order.body["checkout"] as Record<string, unknown> | undefined) ?? {}),
        expected_grand_total: totals.grandTotal,
      };
      if (totals.amountDue !== null) checkout["expected_amount_due"] = totals.amountDue;
      const repriced = { ...order, body: { ...order.body, checkout } };
      await store.put(repriced);
      return repriced;
    },
    async discard(orderId: string): Promise<void> {
      await store.delete(orderId);
      await this.refreshFlag();
    },
    async refreshFlag(): Promise<void> {
      flag((await this.untransmitted()).length > 0);
    },
  };
}

export type OrderQueue = ReturnType<typeof createOrderQueue>;

let browserQueue: OrderQueue | undefined;
export function orderQueue(): OrderQueue {
  browserQueue ??= createOrderQueue(indexedDbStore);
  return browserQueue;
}

/**
 * What happened to one send: placed (with its number, and for an online method where its payment stands),
 * the cart already ordered by another checkout (another tab, a lost answer: the number of that order, never a
 * second one), refused by the server (a 4xx: it stays for the shopper to see), or still unreachable.
 */
export type SendOutcome =
  | { kind: "placed"; orderNumber: string; status: string; payment?: PaymentInfo | null | undefined }
  | { kind: "alreadyOrdered"; orderNumber: string }
  /** the prices changed while it waited: the totals it would be placed at now (zł), for the shopper to accept */
  | { kind: "totalChanged"; grandTotal: number; amountDue: number | null }
  | { kind: "refused"; error: string }
  | { kind: "offline" };

/** An order number as the server makes them (anything else in an answer is not shown nor put in an address). */
const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

/** How an answer to POST /api/order is treated: 0 (network) and 5xx keep the order queued. */
export function classifyOrderAnswer(answer: { code: number; result: unknown }): SendOutcome {
  if (answer.code === 200) {
    const r = answer.result as { orderNumber: string; status: string; payment?: PaymentInfo | null };
    return { kind: "placed", orderNumber: r.orderNumber, status: r.status, payment: r.payment };
  }
  if (answer.code === 0 || answer.code >= 500) return { kind: "offline" };
  const r = answer.result as { error?: string; details?: { order_number?: unknown } } | null;
  const consumedBy = r?.details?.order_number;
  if (r?.error === "CART_ALREADY_ORDERED" && typeof consumedBy === "string" && ORDER_NUMBER.test(consumedBy))
    return { kind: "alreadyOrdered", orderNumber: consumedBy };
  if (r?.error === "TOTAL_CHANGED") {
    const named = (Array.isArray(r.details) ? r.details : []) as { grand_total?: unknown; amount_due?: unknown }[];
    const grandTotal = named.find((d) => typeof d?.grand_total === "number")?.grand_total;
    const amountDue = named.find((d) => typeof d?.amount_due === "number")?.amount_due;
    if (typeof grandTotal === "number") return { kind: "totalChanged", grandTotal, amountDue: typeof amountDue === "number" ? amountDue : null };
  }
  return { kind: "refused", error: typeof r?.error === "string" ? r.error : "UNKNOWN" };
}
