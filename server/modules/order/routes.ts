/** POST /api/order, and a customer's orders (docs/api.md §2 and §4; docs/decisions/2026-11-24-order-contract.md). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import { OrderBody, OrderConfirmation, OrderParams, OrderQuery, OrderRecord } from "../../../contract/order.ts";
import { ApiError } from "../../http/envelope.ts";
import { answer } from "../../http/outcome.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";

const e = ErrorEnvelope;

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
    },
    async (req, reply) => {
      return answer(reply, await orders.place(await auth.optionalCustomer(req), req.body, { ip: req.ip, log: req.log }));
    },
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
