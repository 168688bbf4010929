/**
 * /api/gift-cards/* (docs/api.md "Gift cards"): a card's balance by its code, a card applied to the shopper's cart
 * and taken off it, and the signed-in buyer's cards. Asking by code is limited per client address (and applying, per
 * cart too), in the database, so the limits hold across processes: with 80-bit codes guessing is hopeless anyway,
 * the limit keeps anyone from trying. Every answer is no-cache, no-store.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CartQuery } from "../../../contract/cart.ts";
import { Done, envelope, errorsFor } from "../../../contract/envelope.ts";
import { GiftCardBalance, GiftCardCodeBody, MyGiftCards, RemoveGiftCardBody } from "../../../contract/giftcard.ts";
import { ok } from "../../http/envelope.ts";
import { answer, refuse, sendRefusal, type Refusal } from "../../http/outcome.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";

const tags = ["gift cards"];
const WINDOW_SECONDS = 600;
const TOO_MANY = "Too many gift card attempts. Please wait a few minutes and try again.";

export default async function giftCardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { giftCards, auth, db } = app.services;
  const config = app.config;

  const limited = async (reply: FastifyReply, keys: [string, number][]): Promise<Refusal<"RATE_LIMITED"> | null> => {
    for (const [key, limit] of keys) {
      const verdict = await hitRateLimit(db, key, { limit, windowSeconds: WINDOW_SECONDS });
      if (!verdict.allowed) {
        reply.header("retry-after", String(verdict.retryAfterSeconds));
        return refuse("RATE_LIMITED", TOO_MANY);
      }
    }
    return null;
  };

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-cache, no-store");
  });

  r.post(
    "/gift-cards/balance",
    {
      schema: {
        tags,
        summary: "A gift card's balance and expiry by its code",
        description: `Limited to GIFT_CARD_ATTEMPTS_PER_IP requests per client address in 10 minutes (then 429 RATE_LIMITED).`,
        body: GiftCardCodeBody,
        response: { 200: envelope(GiftCardBalance), ...errorsFor(400, 404, 429) },
      },
    },
    async (req, reply) => {
      const refused = await limited(reply, [[`gift-card-ip:${req.ip}`, config.GIFT_CARD_ATTEMPTS_PER_IP]]);
      if (refused) return sendRefusal(reply, refused);
      return answer(reply, await giftCards.balance(req.body.code));
    },
  );

  r.post(
    "/gift-cards/apply",
    {
      schema: {
        tags,
        summary: "Apply a gift card to the cart (it pays part or all of the order at checkout)",
        description:
          "The card must be usable (not expired, used up or cancelled) and the cart must hold something a card may pay: gift cards do not buy gift cards. What it pays shows in the cart's totals (extension_attributes.gift_cards, amount_due).",
        querystring: CartQuery,
        body: GiftCardCodeBody,
        response: { 200: envelope(GiftCardBalance), ...errorsFor(400, 401, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const customer = await auth.optionalCustomer(req);
      const refused = await limited(reply, [
        [`gift-card-cart:${String(req.query.cartId ?? "").slice(0, 64)}`, config.GIFT_CARD_ATTEMPTS_PER_CART],
        [`gift-card-ip:${req.ip}`, config.GIFT_CARD_ATTEMPTS_PER_IP],
      ]);
      if (refused) return sendRefusal(reply, refused);
      return answer(reply, await giftCards.apply(customer, req.query.cartId, req.body.code));
    },
  );

  r.post(
    "/gift-cards/remove",
    {
      schema: {
        tags,
        summary: "Take a gift card off the cart",
        querystring: CartQuery,
        body: RemoveGiftCardBody,
        response: { 200: envelope(Done), ...errorsFor(400, 401, 404) },
      },
    },
    async (req, reply) => answer(reply, await giftCards.remove(await auth.optionalCustomer(req), req.query.cartId, req.body.card_id)),
  );

  r.get(
    "/gift-cards/mine",
    {
      schema: {
        tags: [...tags, "user"],
        summary: "The gift cards the signed-in customer bought, with their codes and balances",
        response: { 200: envelope(MyGiftCards), ...errorsFor(401) },
      },
    },
    async (req) => {
      const me = await auth.requireCustomer(req);
      return ok(await giftCards.mine(me.customerId));
    },
  );
}
