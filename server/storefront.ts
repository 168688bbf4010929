/**
 * Serves the React Router storefront from Fastify: built assets from build/client (hashed files are
 * immutable), and server rendering for every other non-API path. The Fetch Response from React Router
 * is sent through Fastify, so compression, the request id and security headers apply to HTML too.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { publicConfig, type Config } from "./config.ts";
import type { Services } from "./services.ts";
import { apiNotFound } from "./app.ts";
import { CatalogVersion, StockChanges } from "./modules/page-cache/index.ts";
import { PageCache, pageBody, type CachedPage } from "./modules/page-cache/index.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./db/unavailable.ts";
import { maintenancePage } from "./maintenance-page.ts";

/** The service worker's policy: it fetches and caches this origin's pages, API answers and images, nothing else. */
export const SERVICE_WORKER_CSP = "default-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** How often each process reads the shared catalogue version (how long another process's change may take to show). */
const VERSION_POLL_MS = 1000;

/** Where the storefront build is read from (KIOSK_BUILD_DIR, read when the storefront starts). */
export const buildDir = () => resolve(import.meta.dirname, "..", process.env.KIOSK_BUILD_DIR ?? "build");

interface StorefrontOptions {
  services: Services;
  config: Config;
}

export default async function storefront(app: FastifyInstance, opts: StorefrontOptions) {
  const BUILD_DIR = buildDir();
  const serverEntry = resolve(BUILD_DIR, "server/index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`The storefront is not built (${serverEntry} is missing). Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild & {
    entry: { module: { appContext?: unknown; documentBytes?: WeakMap<Response, Buffer> } };
  };
  const appContext = build.entry.module.appContext as Parameters<RouterContextProvider["set"]>[0];
  const documentBytes = build.entry.module.documentBytes;
  const storeBase = opts.config.STORE_CODE_PREFIX ? `/${opts.config.STORE_CODE_PREFIX}` : "";
  if ((build.basename ?? "/").replace(/\/+$/, "") !== storeBase) {
    throw new Error(
      `The storefront was built for the path prefix "${build.basename}", but STORE_CODE_PREFIX is "${opts.config.STORE_CODE_PREFIX}": build it again ("npm run build") with the same setting.`,
    );
  }
  const handle = createRequestHandler(build, opts.config.NODE_ENV === "production" ? "production" : "development");
  const payu = payuOrigin(opts.config.PAYU_URL);
  const ga4 = Boolean(opts.config.GA4_MEASUREMENT_ID);

  await app.register(fastifyStatic, {
    root: resolve(BUILD_DIR, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    // the build writes brotli and gzip copies of scripts and styles (scripts/precompress.ts)
    preCompressed: true,
    setHeaders(res, sent) {
      // `sent` may be a pre-compressed copy (file.js.br): the rules are the file's own
      const path = sent.replace(/\.(br|gz)$/, "");
      if (path.includes("/assets/")) res.header("Cache-Control", "public, max-age=31536000, immutable");
      else if (path.endsWith("/service-worker.js")) {
        // Always asked again (a new build is a new worker: app/features/offline/); its own policy lets it fetch this origin.
        res.header("Cache-Control", "no-cache");
        res.header("Content-Security-Policy", SERVICE_WORKER_CSP);
      } else res.header("Cache-Control", "public, max-age=3600");
    },
  });

  const pageCache = new PageCache({ ttlSeconds: opts.config.PAGE_CACHE_SECONDS });
  const version = new CatalogVersion(opts.services.db);
  const stockChanges = new StockChanges(opts.services.db);
  if (pageCache.enabled) {
    // The first read is no change; after it, pages are not kept for a few seconds (their data may still be older in
    // the catalogue's document cache or a replica: page-cache.ts).
    let started = false;
    version.onChange(() => {
      pageCache.clear(started);
      started = true;
    });
    // A stock move retires only the pages of what moved (docs/decisions/2026-11-28-targeted-invalidation.md).
    stockChanges.onChange((change) => pageCache.dropStock(change));
    await version.start(VERSION_POLL_MS);
    await stockChanges.start(VERSION_POLL_MS);
    app.addHook("onClose", async () => {
      version.stop();
      stockChanges.stop();
    });
  }

  /** Pages being rendered, by cache key: concurrent requests for the same page wait for the one render. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  app.setNotFoundHandler(apiNotFound);
  // A catch-all route rather than the not-found handler, so route hooks (compression) apply to HTML too.
  app.route({ method: ["GET", "HEAD", "POST"], url: "/*", schema: { hide: true }, handler: renderPage });

  async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    if (req.url === "/api" || req.url.startsWith("/api/") || req.url.startsWith("/img/")) return apiNotFound(req, reply);
    if (storeBase) {
      const outside = outsideStore(req.url, storeBase);
      if (outside === "robots") req.raw.url = `${storeBase}/robots.txt`;
      else if (outside !== null) return reply.redirect(outside, req.url === "/" || req.url.startsWith("/?") ? 302 : 301);
    }
    const nonce = randomBytes(16).toString("base64");
    // The back office's pages are never kept (they are per staff member, and its sign-in page is no shop page).
    const key = isBackOffice(req.url, storeBase) ? null : pageCache.keyFor(req, opts.config.PUBLIC_URL);
    const startVersion = version.current;
    const startStock = stockChanges.generation;
    if (key !== null) {
      // A page being rendered for another request is awaited, not rendered again (no stampede on a miss).
      const hit = pageCache.get(key, startVersion) ?? (await rendering.get(key));
      if (hit && hit.version === version.current) {
        countView(opts.services.catalog.popularity, req, hit.viewedProductId, hit.status);
        return sendCached(reply, hit, nonce);
      }
    }
    let shared: ((page: CachedPage | undefined) => void) | undefined;
    if (key !== null && !rendering.has(key)) {
      rendering.set(key, new Promise((resolve) => (shared = resolve)));
    }
    const documentRequest = !req.url.split("?", 1)[0]!.endsWith(".data");
    try {
      const context = new RouterContextProvider();
      const secure = req.protocol === "https" || opts.config.PUBLIC_URL.startsWith("https:");
      const failures: unknown[] = [];
      const pageContext: { viewedProductId?: number; listedCategoryId?: number } & Record<string, unknown> = {
        services: opts.services,
        nonce,
        config: publicConfig(opts.config),
        documentRequest,
        secure,
        failures,
      };
      context.set(appContext, pageContext);
      let response: Response;
      try {
        response = await handle(toFetchRequest(req, opts.config.PUBLIC_URL), context);
      } catch (error) {
        if (isDatabaseUnavailable(error)) return sendMaintenance(req, reply, nonce, documentRequest, error);
        throw error;
      }
      // A page that failed because the database is unavailable is the maintenance page (503), not the error page (500).
      if (response.status >= 500 && failures.some(isDatabaseUnavailable)) {
        return sendMaintenance(req, reply, nonce, documentRequest, failures.find(isDatabaseUnavailable));
      }
      reply.status(response.status);
      const viewedProductId = pageContext.viewedProductId;
      countView(opts.services.catalog.popularity, req, viewedProductId, response.status);
      for (const [name, value] of response.headers) {
        if (name === "set-cookie") continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      reply.header("content-security-policy", contentSecurityPolicy(nonce, payu, ga4));
      if (!response.body) return reply.send();
      if (!/^text\/html\b/.test(response.headers.get("content-type") ?? "")) {
        return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
      }
      // A page arrives whole (app/entry.server.tsx): one buffer, sent in one write and kept by the cache.
      const body = documentBytes?.get(response) ?? Buffer.from(await response.arrayBuffer());
      // A stock move heard while rendering may concern this page: it is answered but not kept.
      if (key !== null && startStock === stockChanges.generation) {
        const stored = pageCache.set(key, startVersion, {
          status: response.status,
          headers: response.headers,
          body,
          nonce,
          viewedProductId,
          listedCategoryId: pageContext.listedCategoryId,
        });
        reply.header("x-page-cache", stored ? "miss" : "bypass");
        if (shared) shared(stored ? pageCache.get(key, startVersion) : undefined);
      }
      return reply.send(body);
    } finally {
      if (shared) {
        shared(undefined); // no-op once resolved
        rendering.delete(key!);
      }
    }
  }

  /**
   * 503 with Retry-After while the database is unavailable: a document request gets the short maintenance page; a
   * client navigation's data request gets a plain 503, which the browser's router shows as its error view (503).
   */
  function sendMaintenance(req: FastifyRequest, reply: FastifyReply, nonce: string, documentRequest: boolean, cause: unknown) {
    req.log.warn({ err: cause }, "database unavailable: maintenance page");
    reply
      .status(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .header("cache-control", "no-store")
      .header("content-security-policy", contentSecurityPolicy(nonce, payu, ga4));
    if (!documentRequest) return reply.type("text/plain; charset=utf-8").send("Przerwa techniczna: sklep jest przez chwilę niedostępny.");
    return reply.type("text/html; charset=utf-8").send(maintenancePage(req.url));
  }

  function sendCached(reply: FastifyReply, page: CachedPage, nonce: string) {
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header("content-security-policy", contentSecurityPolicy(nonce, payu, ga4));
    reply.header("x-page-cache", "hit");
    return reply.send(pageBody(page, nonce));
  }
}

/**
 * A product page answered (rendered or from the cache) is a view of its product: counted in memory unless a bot asks,
 * the browser only prefetches it, or the answer is not the page (the catalogue's popularity;
 * docs/decisions/2026-11-27-popularity.md). `npm run bench -- --suite views` measures it.
 */
export function countView(
  popularity: Pick<Services["catalog"]["popularity"], "recordView">,
  req: { method: string; headers: Record<string, string | string[] | undefined> },
  productId: number | undefined,
  status: number,
): void {
  if (productId === undefined || status !== 200 || req.method !== "GET") return;
  const purpose = req.headers["sec-purpose"] ?? req.headers.purpose;
  if (typeof purpose === "string" && purpose.includes("prefetch")) return;
  const agent = req.headers["user-agent"];
  popularity.recordView(productId, typeof agent === "string" ? agent : undefined);
}

/**
 * With the store-code prefix on, where a path outside it goes: the bare root and old unprefixed links to
 * the same path inside the prefix (the API, images and built files never reach here); /robots.txt stays at
 * the root, where crawlers look, and is answered by the prefixed route. Null: the path is inside.
 */
export function outsideStore(url: string, base: string): string | "robots" | null {
  const [path = "/", query] = url.split(/\?(.*)/s, 2);
  if (path === base || path.startsWith(`${base}/`)) return null;
  if (path === "/robots.txt") return "robots";
  return `${base}${path === "/" ? "/" : path}${query !== undefined ? `?${query}` : ""}`;
}

/** The hosts Google's tag loads from and sends to (Google's CSP guidance for GA4), allowed only with GA4_MEASUREMENT_ID. */
const GA4_CSP = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

/** A path of the back office (/admin, /admin/…), inside the store-code prefix when there is one. */
export function isBackOffice(url: string, base: string): boolean {
  const path = url.split("?", 1)[0]!;
  const rest = base && path.startsWith(base) ? path.slice(base.length) : path;
  return rest === "/admin" || rest.startsWith("/admin/") || rest.startsWith("/admin.data");
}

/** PayU's hosts (docs/polish-rules.md §1.1): production and sandbox pages, and the bank logos of its pay-methods list. */
const PAYU_HOSTS = ["https://secure.payu.com", "https://secure.snd.payu.com"];
const PAYU_IMAGES = ["https://static.payu.com", "https://static.snd.payu.com"];

/** The origin of the configured PayU (config.PAYU_URL: outside production the local stand-in); null when unset or unparsable. */
export function payuOrigin(payuUrl: string | undefined): string | null {
  if (!payuUrl) return null;
  try {
    return new URL(payuUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The page's policy. PayU: its card form's SDK script and iframes (docs/polish-rules.md §1.5) and its logos come
 * from PayU's hosts and the configured PayU origin (the stand-in's http://127.0.0.1:PORT outside production);
 * the checkout's Google Pay check asks the browser for https://google.com/pay's payment method manifest.
 */
export function contentSecurityPolicy(nonce: string, payu: string | null = null, ga4 = false): string {
  const payuHosts = [...new Set([...PAYU_HOSTS, ...(payu ? [payu] : [])])].join(" ");
  const payuImages = [...new Set([...PAYU_IMAGES, ...PAYU_HOSTS, ...(payu ? [payu] : [])])].join(" ");
  // Google's tag and its hits, only when a measurement id is configured (docs/decisions/2026-11-27-ga4.md)
  const google = (hosts: string[]) => (ga4 ? ` ${hosts.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${payuHosts}${google(GA4_CSP.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${payuImages}${google(GA4_CSP.img)}`,
    "font-src 'self'",
    `connect-src 'self' https://google.com/pay https://pay.google.com${google(GA4_CSP.connect)}`,
    `frame-src 'self' ${payuHosts}`,
    `form-action 'self' ${payuHosts}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

function toFetchRequest(req: FastifyRequest, publicUrl: string): Request {
  const url = new URL(req.url, publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  req.raw.once("close", () => {
    if (!req.raw.complete) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = typeof req.body === "string" ? req.body : req.body === undefined ? undefined : JSON.stringify(req.body);
  }
  return new Request(url, init);
}
