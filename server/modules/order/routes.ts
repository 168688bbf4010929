/** POST /api/order, and a customer's orders (docs/api.md §2 and §4; docs/decisions/2026-11-24-order-contract.md). */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import { OrderBody, OrderConfirmation, OrderParams, OrderQuery, OrderRecord, OrderSyncParams, OrderSyncStatus } from "../../../contract/order.ts";
import { ApiError } from "../../http/envelope.ts";
import { answer } from "../../http/outcome.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";

const e = ErrorEnvelope;

/** The requests whose consent to the terms is the VSF1 client's order itself (vsf1Order). */
const impliedConsent = new WeakSet<object>();

/**
 * A VSF1 client's order (docs/decisions/2026-11-27-vsf1-compat.md) has neither Kiosk's `checkout` block nor, when
 * sent at once, an `order_id` (VSF 1.12 stamps the id on a copy it does not send). Without a checkout block the
 * order is a private person's, without an invoice, and its placing is the consent to the terms, the VSF1 checkout's
 * own "I accept terms and conditions" box being required before its button works; the order records that consent
 * with the source "vsf1-client". Without an order id its key is the request's hash, so a resend of the same request
 * is the same order. Answers whether the consent is implied.
 */
function vsf1Order(body: unknown): boolean {
  if (!body || typeof body !== "object" || Array.isArray(body)) return false;
  const order = body as Record<string, unknown>;
  if (order["order_id"] === undefined || order["order_id"] === null || order["order_id"] === "")
    order["order_id"] = `vsf1-${createHash("sha256").update(JSON.stringify(order)).digest("hex").slice(0, 40)}`;
  if (order["checkout"] !== undefined) return false;
  order["checkout"] = { consents: { rules: true } };
  return true;
}

export default async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders, auth, db } = app.services;

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-cache, no-store");
  });

  r.post(
    "/order",
    {
      schema: {
        tags: ["order"],
        summary: "Place an order from the cart (idempotent on order_id)",
        description:
          'Prices, totals and stock come from the server; the client\'s numbers are ignored. Resending the same order_id returns the same order. 409 PRODUCTS_NOT_AVAILABLE "Some of the ordered products are not available!" when stock does not cover a line (details: sku, requested, available).',
        querystring: OrderQuery,
        body: OrderBody,
        response: { 200: envelope(OrderConfirmation), 400: e, 401: e, 409: e, 429: e, 503: e },
      },
      // Counted before the body is read, in the database (every process shares the limit); retries count too.
      onRequest: async (req, reply) => {
        const verdict = await hitRateLimit(db, `order:${req.ip}`, { limit: app.config.ORDER_ATTEMPTS_PER_IP, windowSeconds: 600 });
        if (!verdict.allowed) {
          reply.header("retry-after", String(verdict.retryAfterSeconds));
          throw new ApiError("RATE_LIMITED", "Too many orders from this address. Please wait a few minutes and try again.");
        }
      },
      preValidation: async (req) => {
        if (req.vsf1 && vsf1Order(req.body)) impliedConsent.add(req);
      },
    },
    async (req, reply) => {
      const consentSource = impliedConsent.has(req) ? "vsf1-client" : undefined;
      return answer(
        reply,
        await orders.place(await auth.optionalCustomer(req), req.body, { ip: req.ip, log: req.log, consentSource, cookies: req.headers.cookie }),
      );
    },
  );

  r.get(
    "/sync/order/:order_id",
    {
      schema: {
        tags: ["order"],
        summary: "Whether an order sent under the client's own order id reached the shop (never the order itself)",
        params: OrderSyncParams,
        response: { 200: envelope(OrderSyncStatus), 400: e, 404: e },
      },
    },
    async (req, reply) => answer(reply, await orders.syncStatus(req.params.order_id)),
  );

  r.get(
    "/user/orders/:orderId",
    {
      schema: {
        tags: ["user"],
        summary: "One of the signed-in customer's orders",
        querystring: OrderQuery,
        params: OrderParams,
        response: { 200: envelope(OrderRecord), 400: e, 401: e, 404: e },
      },
    },
    async (req, reply) => {
      const me = await auth.requireCustomer(req);
      return answer(reply, await orders.detail(me.customerId, req.params.orderId));
    },
  );
}
