/** The payment API (contract/payment.ts; docs/decisions/2026-11-26-payments.md). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Done, envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import { PayBody, PaymentInfo, PaymentOrderParams, PaymentQuery, PayMethods } from "../../../contract/payment.ts";
import { answer } from "../../http/outcome.ts";
import type { PaymentAccess } from "./service.ts";

const e = ErrorEnvelope;

export default async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { payments, auth } = app.services;

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-cache, no-store");
  });

  const access = (req: FastifyRequest, payToken: string | null | undefined): PaymentAccess => ({
    payToken,
    customer: () => auth.optionalCustomer(req),
  });

  r.get(
    "/payment/methods",
    {
      schema: {
        tags: ["payment"],
        summary: "The online payment methods of the shop's PayU POS (cached), and what the card widget needs",
        response: { 200: envelope(PayMethods), 503: e },
      },
    },
    async (_req, reply) => answer(reply, await payments.methods()),
  );

  r.get(
    "/payment/orders/:orderNumber",
    {
      schema: {
        tags: ["payment"],
        summary: "Where an order's payment stands (the thank-you page polls it every 5 s)",
        description: "For the order's pay token (`pay_token`, from its confirmation or e-mail) or its signed-in owner; anyone else gets 404 ORDER_NOT_FOUND.",
        params: PaymentOrderParams,
        querystring: PaymentQuery,
        response: { 200: envelope(PaymentInfo), 400: e, 401: e, 404: e },
      },
    },
    async (req, reply) => answer(reply, await payments.status(req.params.orderNumber, access(req, req.query.pay_token))),
  );

  r.post(
    "/payment/orders/:orderNumber/pay",
    {
      schema: {
        tags: ["payment"],
        summary: "Pay the same order again (a new PayU order for it)",
        description:
          "Cancels a live earlier attempt at PayU first; the same request again within seconds answers the attempt already made. 409 PAYMENT_ALREADY_COMPLETED when paid, 409 ORDER_NOT_PAYABLE when cancelled, expired or paid on delivery, 409 PAYMENT_IN_PROGRESS while PayU finishes a payment, 503 PAYMENT_PROVIDER_UNAVAILABLE when PayU cannot cancel the earlier attempt; 400 BLIK_CODE_INVALID, CARD_TOKEN_REQUIRED, PAYMENT_METHOD_NOT_AVAILABLE for the extras.",
        params: PaymentOrderParams,
        querystring: PaymentQuery,
        body: PayBody,
        response: { 200: envelope(PaymentInfo), 400: e, 401: e, 404: e, 409: e, 503: e },
      },
    },
    async (req, reply) =>
      answer(reply, await payments.pay(req.params.orderNumber, access(req, req.body.pay_token ?? req.query.pay_token), req.body, { ip: req.ip, log: req.log })),
  );

  // PayU's notifications: the signature is over the raw bytes, so this route keeps the body as a Buffer (its own
  // content-type parser, scoped to this plugin).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      "/payment/payu/notify",
      {
        schema: {
          tags: ["payment"],
          summary: "PayU's notification of an order's or a refund's status (signed with the POS's second key)",
          description:
            "The OpenPayu-Signature header is verified over the raw body (MD5 or SHA-256); unsigned or wrongly signed: 401 PAYMENT_SIGNATURE_INVALID. Otherwise always 200, repeats included.",
          response: { 200: envelope(Done), 401: e },
        },
      },
      async (req, reply) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === "string" ? req.body : "");
        const signature = req.headers["openpayu-signature"];
        return answer(reply, await payments.notify(body, Array.isArray(signature) ? signature[0] : signature));
      },
    );
  });
}
