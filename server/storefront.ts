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
import type { Config } from "./config.ts";
import type { Services } from "./services.ts";
import { apiNotFound } from "./app.ts";

export const BUILD_DIR = resolve(import.meta.dirname, "..", process.env.KIOSK_BUILD_DIR ?? "build");

interface StorefrontOptions {
  services: Services;
  config: Config;
}

export default async function storefront(app: FastifyInstance, opts: StorefrontOptions) {
  const serverEntry = resolve(BUILD_DIR, "server/index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`The storefront is not built (${serverEntry} is missing). Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild & { entry: { module: { appContext?: unknown } } };
  const appContext = build.entry.module.appContext as Parameters<RouterContextProvider["set"]>[0];
  const handle = createRequestHandler(build, opts.config.NODE_ENV === "production" ? "production" : "development");

  await app.register(fastifyStatic, {
    root: resolve(BUILD_DIR, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes("/assets/")) res.header("Cache-Control", "public, max-age=31536000, immutable");
      else if (path.endsWith("service-worker.js") || path.endsWith("sw.js")) res.header("Cache-Control", "no-cache");
      else res.header("Cache-Control", "public, max-age=3600");
    },
  });

  app.setNotFoundHandler(apiNotFound);
  // A catch-all route rather than the not-found handler, so route hooks (compression) apply to HTML too.
  app.route({ method: ["GET", "HEAD", "POST"], url: "/*", schema: { hide: true }, handler: renderPage });

  async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    if (req.url === "/api" || req.url.startsWith("/api/") || req.url.startsWith("/img/")) return apiNotFound(req, reply);
    const nonce = randomBytes(16).toString("base64");
    const context = new RouterContextProvider();
    context.set(appContext, { services: opts.services, nonce });
    const response = await handle(toFetchRequest(req, opts.config.PUBLIC_URL), context);
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === "set-cookie") continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    reply.header("content-security-policy", contentSecurityPolicy(nonce));
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
  }
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https://secure.payu.com https://secure.snd.payu.com",
    "form-action 'self' https://secure.payu.com https://secure.snd.payu.com",
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
