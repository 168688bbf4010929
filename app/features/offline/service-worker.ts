/**
 * The service worker at /service-worker.js (docs/storefront.md §2), built with Workbox by
 * scripts/service-worker-build.ts after the storefront's browser build (which injects the precache list).
 *
 * - Precache: the current build's scripts and styles, the icons and the manifest; an older build's precache is
 *   deleted when this one activates. A new worker waits until the page asks it to take over (the shopper
 *   accepted the "new version" prompt, OfflineRuntime.tsx): never a silent swap in the middle of a checkout.
 * - Runtime caches (cache-rules.ts): pages and their data network first, the catalogue API network first, CMS
 *   and images stale-while-revalidate, each bounded (entries, age) and trimmed within the quota (quota.ts).
 * - A document load that finds neither the network nor a kept copy gets offline-page.ts's page.
 * - Background Sync ("kiosk-orders"): when the connection returns, the open pages are asked to send the orders
 *   queued offline (the page sends them, with the shopper's session: app/features/checkout/order-queue.ts).
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst, StaleWhileRevalidate, type Strategy } from "workbox-strategies";
import { cacheRuleFor, documentUrlOfData, offlineFallbackFor, RUNTIME_CACHES, storePath, type CacheRule } from "./cache-rules.ts";
import { offlinePageHtml } from "./offline-page.ts";
import { bytesToFree, planTrim, QUOTA_CHECK_MS, type KeptEntry } from "./quota.ts";
import { ORDERS_SYNC_TAG, SW_MESSAGES } from "./messages.ts";

/** The store-code prefix ("" when off), set when building (STORE_CODE_PREFIX). */
declare const __KIOSK_BASE__: string;

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  registration: { scope: string };
  clients: { matchAll(options: { type: "window"; includeUncontrolled?: boolean }): Promise<{ postMessage(m: unknown): void }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (e: MessageEventLike) => void): void;
  addEventListener(type: "sync" | "activate" | "install", listener: (e: SyncEventLike) => void): void;
}

const sw = self as unknown as WorkerScope;
const BASE = __KIOSK_BASE__;
const HOME = `${BASE}/`;

precacheAndRoute(sw.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker controls the page that installed it at once (nothing to swap); later ones wait (below).
clientsClaim();

sw.addEventListener("message", (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) void sw.skipWaiting();
  if (data?.type === SW_MESSAGES.cachePage && typeof data.url === "string") event.waitUntil(keepPage(data.url, event).catch(() => undefined));
});

/** Keeps a page the worker did not see loading (the one that registered it), if the rules allow it. */
async function keepPage(href: string, event: ExtendableEventLike): Promise<void> {
  const url = new URL(href, sw.location.origin);
  if (cacheRuleFor({ url, method: "GET", origin: sw.location.origin, base: BASE, mode: "navigate" }) !== "page") return;
  if (await (await caches.open(RUNTIME_CACHES.page.name)).match(url.href)) return;
  // through the pages' strategy, so its bounds (entries, age, quota) count this page like any other
  await STRATEGIES.page.handle({ event, request: new Request(url.href, { credentials: "same-origin" }) } as Parameters<Strategy["handle"]>[0]);
}

// The home page is kept from the start: the offline page sends the shopper there.
sw.addEventListener("install", (event) => event.waitUntil(keepPage(HOME, event).catch(() => undefined)));

// ---- runtime caches --------------------------------------------------------------------------------------

let lastQuotaCheck = 0;
const quotaPlugin = {
  cacheDidUpdate: async () => {
    if (Date.now() - lastQuotaCheck < QUOTA_CHECK_MS) return;
    lastQuotaCheck = Date.now();
    await trimToQuota();
  },
};

function plugins(rule: CacheRule) {
  const { maxEntries, maxAgeSeconds } = RUNTIME_CACHES[rule];
  return [
    new CacheableResponsePlugin({ statuses: [200] }),
    // purgeOnQuotaError: a write that exceeds the quota empties this cache (docs/storefront.md §9)
    new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true }),
    quotaPlugin,
  ];
}

/** A page opened by a link (its data kept) is kept as a document too, so its address opens offline as well. */
const keepDocumentPlugin = {
  cacheDidUpdate: async ({ request, event }: { request: Request; event: ExtendableEventLike }) => {
    const doc = documentUrlOfData(new URL(request.url), BASE);
    if (doc) await keepPage(doc.href, event).catch(() => undefined);
  },
};

const STRATEGIES: Record<CacheRule, Strategy> = {
  // a slow network (one bar on a train) falls back to the kept page after a while
  page: new NetworkFirst({ cacheName: RUNTIME_CACHES.page.name, networkTimeoutSeconds: 8, plugins: plugins("page") }),
  "page-data": new NetworkFirst({
    cacheName: RUNTIME_CACHES["page-data"].name,
    networkTimeoutSeconds: 8,
    plugins: [...plugins("page-data"), keepDocumentPlugin],
  }),
  "catalog-api": new NetworkFirst({ cacheName: RUNTIME_CACHES["catalog-api"].name, plugins: plugins("catalog-api") }),
  "cms-api": new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES["cms-api"].name, plugins: plugins("cms-api") }),
  image: new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.image.name, plugins: plugins("image") }),
};

const ruleOf = (url: URL, request: Request) => cacheRuleFor({ url, method: request.method, origin: sw.location.origin, base: BASE, mode: request.mode });

for (const rule of ["image", "catalog-api", "cms-api", "page-data"] as const) {
  registerRoute(({ url, request }) => ruleOf(url, request) === rule, STRATEGIES[rule]);
}

registerRoute(
  ({ url, request }) => ruleOf(url, request) === "page",
  async (options) => {
    try {
      const response = await STRATEGIES.page.handle(options);
      if (response) return response;
    } catch {
      // neither the network nor a kept copy: the offline page below
    }
    return offlineFallback(options.request as Request);
  },
);

async function offlineFallback(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = storePath(url.pathname, BASE) ?? url.pathname;
  const kept = await (await caches.open(RUNTIME_CACHES.page.name)).keys();
  const keptCategories = kept.map((r) => storePath(new URL(r.url).pathname, BASE)).filter((p): p is string => p?.startsWith("/c/") ?? false);
  const nonce = crypto.randomUUID().replaceAll("-", "");
  const html = offlinePageHtml(offlineFallbackFor(path, keptCategories), await pageLanguage(url), HOME, nonce);
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`,
    },
  });
}

/** The shopper's language: ?lng=, else the language cookie (where the worker can read cookies), else Polish. */
async function pageLanguage(url: URL): Promise<string | null> {
  const fromQuery = url.searchParams.get("lng");
  if (fromQuery) return fromQuery;
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore;
  try {
    return (await store?.get("kiosk_lang"))?.value ?? null;
  } catch {
    return null;
  }
}

// ---- quota -----------------------------------------------------------------------------------------------

const RUNTIME_NAMES = new Set(Object.values(RUNTIME_CACHES).map((c) => c.name));

/** Drops the oldest kept pages, answers and images while the origin's storage is over its budget (quota.ts). */
async function trimToQuota(): Promise<void> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate?.quota || estimate.usage === undefined) return;
  const needed = bytesToFree(estimate.usage, estimate.quota);
  if (needed <= 0) return;
  const entries: KeptEntry[] = [];
  for (const name of RUNTIME_NAMES) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      const length = Number(response.headers.get("content-length"));
      const bytes = Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
      const storedAt = Date.parse(response.headers.get("date") ?? "") || 0;
      entries.push({ cache: name, url: request.url, storedAt, bytes });
    }
  }
  // Only the runtime caches are listed; the precache, the cart and the order queue are never touched.
  for (const entry of planTrim(entries, needed, (cache) => !RUNTIME_NAMES.has(cache))) {
    await (await caches.open(entry.cache)).delete(entry.url);
  }
}

sw.addEventListener("activate", (event) => event.waitUntil(trimToQuota().catch(() => undefined)));

// ---- orders queued offline ---------------------------------------------------------------------------------

sw.addEventListener("sync", (event) => {
  if (event.tag !== ORDERS_SYNC_TAG) return;
  event.waitUntil(
    sw.clients.matchAll({ type: "window" }).then((clients) => {
      for (const client of clients) client.postMessage({ type: SW_MESSAGES.sendOrders });
    }),
  );
});
