/**
 * Vue Storefront 1.x compatibility (docs/decisions/2026-11-27-vsf1-compat.md, docs/api.md "VSF1 compatibility"):
 *
 * - always: a JSON request with an empty body is a request without a body (VSF1 posts cart/create, apply-coupon and
 *   delete-coupon with `Content-Type: application/json` and nothing else);
 * - with CORS_ORIGINS: CORS for those origins on /api (preflight answered here);
 * - with VSF1_COMPAT=true, for a request from one of those origins (`req.vsf1`): the VSF1 dialect of the answers.
 *   Errors carry their message as the `result` string (style (a), docs/api.md §1), or `{errorMessage, code}` on the
 *   routes where VSF1 reads `result.errorMessage` (style (b)); the stable code stays in `meta.error`. A 401 goes only
 *   to a request that presented a token (VSF1 answers any 401 by refreshing its token, then logging out). The
 *   profile omits empty optional fields as Magento does and carries a `groupToken`. The routes read `req.vsf1` for
 *   the rest (registration, refresh tokens, orders, stock list).
 *
 * The shop's own storefront is same-origin and never sends a listed Origin, so it keeps the strict dialect.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SignJWT } from "jose";
import type { Config } from "../config.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** A request of a Vue Storefront 1.x client (VSF1_COMPAT on and an Origin listed in CORS_ORIGINS). */
    vsf1: boolean;
  }
}

/** Routes whose errors VSF1 reads as `result.errorMessage` (style (b) of docs/api.md §1). */
const ERROR_MESSAGE_ROUTES = new Set([
  "POST /api/user/me",
  "POST /api/user/change-password",
  "POST /api/user/changePassword",
  "POST /api/user/create-password",
]);

const ALLOWED_METHODS = "GET, POST, PUT, DELETE, OPTIONS";
const ALLOWED_HEADERS = ["accept", "authorization", "content-type", "x-vs-store-code", "x-request-id"];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Registers the parser and hooks on the root app; call before @fastify/compress so answers are rewritten before compression. */
export function registerVsf1Compat(app: FastifyInstance, config: Config): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    if (typeof body === "string" && body.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(req, body as string, done);
  });

  const origins = new Set(config.CORS_ORIGINS);
  app.decorateRequest("vsf1", false);
  if (origins.size === 0) return;

  app.addHook("onRequest", async (req, reply) => {
    const origin = req.headers.origin;
    if (typeof origin !== "string" || !origins.has(origin) || !req.url.startsWith("/api/")) return;
    req.vsf1 = config.VSF1_COMPAT;
    reply.header("access-control-allow-origin", origin);
    reply.header("vary", "Origin");
    reply.header("access-control-expose-headers", "x-request-id, retry-after");
    if (req.method === "OPTIONS" && req.headers["access-control-request-method"]) {
      const asked = String(req.headers["access-control-request-headers"] ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      reply.header("access-control-allow-methods", ALLOWED_METHODS);
      reply.header("access-control-allow-headers", asked.filter((h) => ALLOWED_HEADERS.includes(h)).join(", ") || ALLOWED_HEADERS.join(", "));
      reply.header("access-control-max-age", String(PREFLIGHT_MAX_AGE_SECONDS));
      return reply.code(204).send();
    }
  });

  if (!config.VSF1_COMPAT) return;

  app.addHook("preValidation", async (req) => {
    if (!req.vsf1) return;
    // POST /me: VSF1 sends back the groupToken it got from GET /me; upstream strips it (docs/api.md §2).
    if (req.method === "POST" && routeOf(req) === "/api/user/me") {
      const customer = (req.body as { customer?: Record<string, unknown> } | undefined)?.customer;
      if (customer && typeof customer === "object") delete customer["groupToken"];
    }
  });

  app.addHook("onSend", async (req, reply, payload) => {
    if (!req.vsf1 || typeof payload !== "string" || !String(reply.getHeader("content-type") ?? "").includes("application/json")) return payload;
    const route = routeOf(req);
    if (reply.statusCode >= 400) return vsf1Error(req, reply, payload);
    if (route === "/api/user/me" && reply.statusCode === 200) return vsf1Profile(config, payload);
    return payload;
  });
}

function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? req.url.split("?")[0]!;
}

function presentedToken(req: FastifyRequest): boolean {
  const auth = req.headers.authorization;
  if (typeof auth === "string" && /^Bearer\s+\S/i.test(auth)) return true;
  const token = (req.query as { token?: unknown } | undefined)?.token;
  return typeof token === "string" && token !== "";
}

function vsf1Error(req: FastifyRequest, reply: FastifyReply, payload: string): string {
  let body: { code?: unknown; result?: unknown; meta?: Record<string, unknown> };
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  const result = body.result as { error?: unknown; message?: unknown; details?: unknown } | undefined;
  if (!result || typeof result !== "object" || typeof result.error !== "string" || typeof result.message !== "string") return payload;
  let code = typeof body.code === "number" ? body.code : reply.statusCode;
  // VSF1 refreshes its token on any 401 and logs the customer out when that does not help: a request that carried
  // no token (the newsletter status, a guest's call) is told 403 instead.
  if (code === 401 && !presentedToken(req)) {
    code = 403;
    reply.code(403);
  }
  const route = `${req.method} ${routeOf(req)}`;
  // VSF1 reads only `result` of a refresh and takes any truthy value for the new token: a failed one answers null.
  const style =
    route === "POST /api/user/refresh" ? null : ERROR_MESSAGE_ROUTES.has(route) ? { errorMessage: result.message, code: result.error } : result.message;
  return JSON.stringify({
    code,
    result: style,
    meta: {
      ...body.meta,
      error: result.error,
      ...(style === null ? { message: result.message } : {}),
      ...(result.details === undefined ? {} : { details: result.details }),
    },
  });
}

/**
 * Magento leaves out the optional fields it has no value for, and VSF1 tests for the keys (`hasOwnProperty(
 * 'default_shipping')` decides whether My Account creates the first address): null and false optionals go, an empty
 * telephone goes. The groupToken is upstream's `{group_id, id, user}` JWT (docs/api.md §2); Kiosk reads prices
 * from its own group and ignores it when it comes back.
 */
async function vsf1Profile(config: Config, payload: string): Promise<string> {
  const body = JSON.parse(payload) as { code: number; result: Record<string, unknown> | null };
  const profile = body.result;
  if (!profile || typeof profile !== "object") return payload;
  for (const key of ["default_shipping", "default_billing"]) if (profile[key] === null) delete profile[key];
  const addresses = Array.isArray(profile["addresses"]) ? (profile["addresses"] as Record<string, unknown>[]) : [];
  for (const address of addresses) {
    for (const key of ["company", "vat_id", "region_id"]) if (address[key] === null) delete address[key];
    for (const key of ["default_shipping", "default_billing"]) if (address[key] === false) delete address[key];
    if (address["telephone"] === "") delete address["telephone"];
  }
  profile["groupToken"] = await new SignJWT({ group_id: profile["group_id"], id: profile["id"], user: profile["email"] })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setAudience("kiosk-vsf1-group")
    .sign(new TextEncoder().encode(config.AUTH_SECRET));
  return JSON.stringify(body);
}
