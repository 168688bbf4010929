/**
 * The Fastify application: the JSON API under /api, images under /img, and the server-rendered
 * React Router storefront for every other path. Built without listening, so tests use `inject`.
 */
import { randomUUID } from "node:crypto";
import helmet from "helmet";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { ApiError } from "./http/envelope.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./db/unavailable.ts";
import { refuseUnsafeText } from "./http/input-guard.ts";
import { registerVsf1Compat } from "./http/vsf1-compat.ts";
import { trackInFlight } from "./lib/in-flight.ts";
import { createServices, type Services } from "./services.ts";
import { systemRoutes } from "./modules/system/index.ts";
import { mediaRoutes } from "./modules/media/index.ts";
import mailboxRoutes from "./integrations/mail/routes.ts";
import { reviewDevRoutes } from "./modules/review/index.ts";
import { sampleRoutes } from "./modules/download/index.ts";
import { API_ROUTE_PLUGINS } from "./api-routes.ts";
import storefront from "./storefront.ts";

/** Browser features the shop never uses, switched off for it and every frame it embeds. */
export const PERMISSIONS_POLICY = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=()";

export interface AppOptions {
  config: Config;
  db: Database;
  /** The catalogue's reads, when they may go to replicas (server/db/replicas.ts); the primary `db` otherwise. */
  catalogReads?: Database | undefined;
  /** Serve the built React Router storefront (needs `react-router build`); off in API tests. */
  storefront?: boolean;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** The services' clock (tests move it: lockout, token expiry). */
  clock?: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    config: Config;
    inFlight: ReturnType<typeof trackInFlight>;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Passwords and tokens never reach the log: headers are redacted, `?token=` is cut from logged URLs,
            // and bodies are not logged (these paths guard any future log of one).
            redact: [
              "req.headers.authorization",
              "req.headers.cookie",
              "*.password",
              "*.newPassword",
              "*.currentPassword",
              "*.refreshToken",
              "*.resetToken",
              "*.gToken",
              "*.token",
            ],
            serializers: {
              req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              }),
            },
          },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies in front of us (the types only take it as a function).
    trustProxy:
      typeof config.TRUST_PROXY === "number"
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schemas in development and tests; production trusts them and only
  // serialises (checking a 50-product listing costs more than building it).
  app.setSerializerCompiler(config.NODE_ENV === "production" ? () => (data) => JSON.stringify(data) : serializerCompiler);
  app.decorate("config", config);
  app.decorate("services", createServices(db, config, options.clock, options.catalogReads));
  app.services.mail.attachLogger(app.log);
  app.services.mailOutbox.attachLogger(app.log);
  if (app.services.marketing) app.services.marketing.log = app.log;
  app.services.payments.attachLogger(app.log);
  app.services.catalog.popularity.attachLogger(app.log);
  app.services.ga4.log = app.log;
  app.addHook("onReady", async () => {
    await app.services.mail.start();
    app.services.mailOutbox.start();
    app.services.payments.sweeper.start();
    app.services.catalog.popularity.start();
    // The search index is read in the background: until it is ready the statement answers (docs/decisions/2026-11-27-search-index.md).
    const index = app.services.catalog.searchIndex;
    const started = Date.now();
    index
      ?.load()
      .then(() => app.log.info({ products: index.size, ms: Date.now() - started }, "search index ready"))
      .catch((err: unknown) => app.log.warn({ err }, "search index not read: the statement answers searches"));
    await app.services.jobs?.start(app.log);
    await app.services.subscriptions.start();
    await app.services.giftCards.start();
    await app.services.downloads.start(app.services.jobs);
    await app.services.ga4.start(app.services.jobs);
  });
  // The outbox sends what this process wrote last before the mail transport closes.
  app.addHook("onClose", async () => {
    await app.services.jobs?.stop();
    await app.services.payments.sweeper.stop();
    app.services.catalog.searchIndex?.close();
    await app.services.ga4.stop();
    // The product views this process counted since its last write.
    await app.services.catalog.popularity.stop();
    await app.services.mailOutbox.stop();
    await app.services.mail.stop();
  });
  app.decorate("inFlight", trackInFlight(app));

  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
    // No page or answer of the shop uses these devices; an injected script cannot ask for them either.
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    try {
      decodeURIComponent(req.url);
    } catch {
      throw new ApiError("BAD_REQUEST", "The address is not valid UTF-8 or has a malformed percent-escape.");
    }
  });

  // Before any route's schema: text the database cannot hold is a 400, whatever a schema forgot (input-guard.ts).
  app.addHook("preValidation", async (req) => {
    if (req.url.startsWith("/api/")) await refuseUnsafeText(req);
  });

  // Security headers on every answer. The middleware is built once: @fastify/helmet, used before, built it again on
  // every request (docs/decisions/2026-11-28-security-headers.md).
  const securityHeaders = helmet({
    // The storefront sets its own per-request CSP with a script nonce (server/storefront.ts).
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    strictTransportSecurity: config.NODE_ENV === "production",
  });
  app.addHook("onRequest", (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  // Its answers are rewritten before compression (its onSend hook runs before compress's).
  registerVsf1Compat(app, config);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip", "deflate"] });

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Kiosk API",
        version: "1.0.0",
        description:
          "JSON API of the Kiosk storefront. Every response is an envelope `{code, result, meta?}`; `code` equals the HTTP status. Errors carry `result.error` (a stable code) and `result.message` (a sentence).",
      },
      tags: [
        { name: "system", description: "Liveness and readiness" },
        { name: "catalog", description: "Products, search, categories, attributes, tax rules" },
        { name: "stock", description: "Stock levels" },
        { name: "cms", description: "Information pages, blocks and banners" },
        { name: "url", description: "URL map: path → product, category or CMS page" },
        { name: "checkout", description: "Company lookup (VAT-payer register) and pickup points for the checkout" },
        { name: "user", description: "Customer accounts: registration, sign-in, tokens, profile, addresses, passwords, newsletter" },
        { name: "cart", description: "Guest and customer carts, totals, delivery and payment methods, coupons" },
        { name: "order", description: "Placing orders (idempotent, stock taken in the same transaction)" },
        { name: "payment", description: "Online payment with PayU: methods, an order's payment state, paying again, PayU's notifications" },
        { name: "download", description: "E-books and PDF issues: the customer's files, short-lived download links, the files" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is for developers: off in production unless API_DOCS=true.
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: "/api/docs" });

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({ code: error.status, result: { error: error.error, message: error.message, details: error.details } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath || (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join("."),
        message: v.message,
      }));
      const where = error.validationContext === "querystring" ? "query" : (error.validationContext ?? "request");
      return reply.status(400).send({
        code: 400,
        result: {
          error: "VALIDATION_FAILED",
          message: `The ${where} is invalid: ${details.map((d) => `${d.path ? `${String(d.path).replace(/^\//, "")}: ` : ""}${d.message}`).join("; ")}.`,
          details,
        },
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of the request: the database is down, cut off or too slow. The client may try again shortly.
      req.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .header("cache-control", "no-store")
        .send({ code: 503, result: { error: "SERVICE_UNAVAILABLE", message: "The shop's database is unavailable for a moment. Please try again shortly." } });
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      req.log.error({ err: error }, "unhandled error");
      return reply.status(500).send({ code: 500, result: { error: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." } });
    }
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
    return reply.status(status).send({ code: status, result: { error: code, message: error.message } });
  });

  await app.register(systemRoutes, {
    prefix: "/api",
    db,
    readyTimeoutMs: config.READY_TIMEOUT_MS,
    searchIndex: () => {
      const index = app.services.catalog.searchIndex;
      return index ? (index.ready ? "ready" : "loading") : "off";
    },
  });
  for (const plugin of API_ROUTE_PLUGINS) await app.register(plugin, { prefix: "/api" });
  if (app.services.mail.catcher) {
    await app.register(mailboxRoutes, { prefix: "/api", catcher: app.services.mail.catcher });
    // Review moderation for the browser tests, until the back office comes; like the mailbox, never in production.
    await app.register(reviewDevRoutes, { prefix: "/api" });
  }
  await app.register(sampleRoutes);
  await app.register(mediaRoutes, { mediaDir: config.mediaDir, cacheDir: config.imageCacheDir });

  if (options.storefront) {
    await app.register(storefront, { services: app.services, config });
  } else {
    app.setNotFoundHandler(apiNotFound);
  }
  return app;
}

/** "/api/user/me?token=abc&x=1" → "/api/user/me?token=[REDACTED]&x=1" */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|resetToken|refreshToken|pay_token)=)[^&#]*/gi, "$1[REDACTED]");
}

export function apiNotFound(req: { method: string; url: string }, reply: { status(n: number): { send(b: unknown): unknown } }) {
  return reply.status(404).send({
    code: 404,
    result: { error: "NOT_FOUND", message: `There is no endpoint ${req.method} ${req.url.split("?")[0]}.` },
  });
}
