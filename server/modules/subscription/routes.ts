/**
 * The subscription API (docs/api.md "Subscriptions"): the signed-in customer's subscriptions and renewals, and the
 * periods on offer by sku. Every customer route asks who is asking and reads only that customer's rows. Outside
 * production, POST /api/dev/subscriptions/renewals runs the renewals at a moved clock (README: seeing renewals).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import {
  ActiveSubscriptions,
  CancelRecurrenceBody,
  CancelRecurrenceResult,
  NumbersQuery,
  RecurrenceList,
  RenewalRunBody,
  RenewalRunResult,
  RenewResult,
  SubscriptionNumbers,
  SubscriptionParams,
} from "../../../contract/subscription.ts";
import { ok } from "../../http/envelope.ts";
import { answer } from "../../http/outcome.ts";

const e = ErrorEnvelope;

export default async function subscriptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { subscriptions, auth } = app.services;

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-cache, no-store");
  });

  r.get(
    "/subscription/active",
    {
      schema: {
        tags: ["user"],
        summary: "The signed-in customer's subscriptions, active and past",
        response: { 200: envelope(ActiveSubscriptions), 401: e },
      },
    },
    async (req) => {
      const me = await auth.requireCustomer(req);
      return ok({ subscriptions: await subscriptions.list(me.customerId) });
    },
  );

  r.get(
    "/subscription/recurrence",
    {
      schema: {
        tags: ["user"],
        summary: "The signed-in customer's renewable subscriptions (recurrence ids)",
        response: { 200: envelope(RecurrenceList), 401: e },
      },
    },
    async (req) => {
      const me = await auth.requireCustomer(req);
      return ok(await subscriptions.recurrence(me.customerId));
    },
  );

  r.put(
    "/subscription/recurrence/cancel",
    {
      schema: {
        tags: ["user"],
        summary: "Turn off the renewal of a subscription (confirmed by e-mail)",
        body: CancelRecurrenceBody,
        response: { 200: envelope(CancelRecurrenceResult), 400: e, 401: e, 404: e, 409: e },
      },
    },
    async (req, reply) => {
      const me = await auth.requireCustomer(req);
      return answer(reply, await subscriptions.cancelRenewal(me.customerId, req.body.recurrence.id));
    },
  );

  r.post(
    "/subscription/:id/renew",
    {
      schema: {
        tags: ["user"],
        summary: "What to add to the cart to buy an expired or complete subscription again",
        params: SubscriptionParams,
        response: { 200: envelope(RenewResult), 400: e, 401: e, 404: e, 409: e },
      },
    },
    async (req, reply) => {
      const me = await auth.requireCustomer(req);
      return answer(reply, await subscriptions.renew(me.customerId, req.params.id));
    },
  );

  r.get(
    "/subscription/numbers",
    {
      schema: {
        tags: ["catalog"],
        summary: "The periods on offer (number_options) of subscription products, by comma-joined skus",
        querystring: NumbersQuery,
        response: { 200: envelope(SubscriptionNumbers), 400: e },
      },
    },
    async (req) => ok(await subscriptions.numbers(req.query.skus)),
  );

  if (app.config.NODE_ENV !== "production") {
    r.post(
      "/dev/subscriptions/renewals",
      {
        schema: {
          tags: ["dev"],
          summary: "Development only: run the renewals as if it were `at` (move the clock)",
          body: RenewalRunBody,
          response: { 200: envelope(RenewalRunResult), 400: e, 503: e },
        },
      },
      async (req, reply) => {
        const at = req.body.at ? new Date(req.body.at) : new Date();
        const run = await subscriptions.runRenewals(at, { limit: req.body.limit });
        return answer(reply, run.ok ? { ok: true as const, value: { at: at.toISOString(), ...run.value } } : run);
      },
    );
  }
}
