/** /api/cart/* (docs/storefront.md §7; docs/api.md §3). Every answer is no-cache, no-store. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { answer, refuse, sendRefusal, type Refusal } from "../../http/outcome.ts";
import {
  CartLangQuery,
  CartQuery,
  CollectTotalsBody,
  CouponCode,
  CouponQuery,
  CreatedCartId,
  DeleteBody,
  MergeBody,
  MergedCartId,
  PaymentMethod,
  ServerCartItem,
  ShippingInformationBody,
  ShippingInformationResult,
  ShippingMethod,
  ShippingMethodsBody,
  Totals,
  UpdateBody,
} from "../../../contract/cart.ts";
import { Done, envelope, errorsFor } from "../../../contract/envelope.ts";
import { ok } from "../../http/envelope.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";

const errors = errorsFor(400, 401, 404, 429);
const tags = ["cart"];

export default async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cart, auth, db } = app.services;
  const who = (req: FastifyRequest) => auth.optionalCustomer(req);

  /** Fixed 10-minute windows in the database (server/lib/rate-limit.ts), so the limits hold across processes. */
  const limited = async (reply: FastifyReply, keys: [string, number][], sentence: string): Promise<Refusal<"RATE_LIMITED"> | null> => {
    for (const [key, limit] of keys) {
      const verdict = await hitRateLimit(db, key, { limit, windowSeconds: 600 });
      if (!verdict.allowed) {
        reply.header("retry-after", String(verdict.retryAfterSeconds));
        return refuse("RATE_LIMITED", sentence);
      }
    }
    return null;
  };

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-cache, no-store");
  });

  r.post(
    "/cart/create",
    {
      schema: {
        tags,
        summary: "Create a cart (a customer gets their one active cart)",
        querystring: CartQuery,
        response: { 200: envelope(CreatedCartId), ...errors },
      },
    },
    async (req, reply) => {
      const customer = await who(req);
      const refused = customer
        ? null
        : await limited(
            reply,
            [[`cart-create:${req.ip}`, app.config.CART_GUEST_CARTS_PER_IP]],
            "Too many new carts from this address. Please wait a few minutes and try again.",
          );
      return refused ? sendRefusal(reply, refused) : ok(await cart.create(customer));
    },
  );

  r.get(
    "/cart/pull",
    { schema: { tags, summary: "The cart's lines", querystring: CartQuery, response: { 200: envelope(z.array(ServerCartItem)), ...errors } } },
    async (req, reply) => answer(reply, await cart.pull(await who(req), req.query.cartId)),
  );

  r.post(
    "/cart/update",
    {
      schema: {
        tags,
        summary: "Add a line (no item_id) or change one",
        description: "A configurable product may be named by its parent sku plus configurable_item_options; the saved line carries the child sku.",
        querystring: CartQuery,
        body: UpdateBody,
        response: { 200: envelope(ServerCartItem), ...errors },
      },
    },
    async (req, reply) => {
      const { cartItem } = req.body;
      const cartId = req.query.cartId ?? (cartItem.quoteId === undefined ? undefined : String(cartItem.quoteId));
      return answer(
        reply,
        await cart.update(await who(req), cartId, {
          sku: cartItem.sku,
          qty: cartItem.qty,
          product_option: cartItem.product_option ?? undefined,
          item_id: cartItem.item_id,
        }),
      );
    },
  );

  r.post(
    "/cart/delete",
    {
      schema: { tags, summary: "Remove a line by item_id", querystring: CartQuery, body: DeleteBody, response: { 200: envelope(Done), ...errors } },
    },
    async (req, reply) => {
      const cartId = req.query.cartId ?? (req.body.cartItem.quoteId === undefined ? undefined : String(req.body.cartItem.quoteId));
      return answer(reply, await cart.delete(await who(req), cartId, req.body.cartItem.item_id));
    },
  );

  r.get(
    "/cart/totals",
    { schema: { tags, summary: "Totals from current prices", querystring: CartLangQuery, response: { 200: envelope(Totals), ...errors } } },
    async (req, reply) => answer(reply, await cart.totals(await who(req), req.query.cartId, req.query.lang)),
  );

  r.get(
    "/cart/payment-methods",
    { schema: { tags, summary: "Payment methods this cart may use", querystring: CartQuery, response: { 200: envelope(z.array(PaymentMethod)), ...errors } } },
    async (req, reply) => answer(reply, await cart.paymentMethods(await who(req), req.query.cartId)),
  );

  r.post(
    "/cart/shipping-methods",
    {
      schema: {
        tags,
        summary: "Delivery methods for an address",
        querystring: CartQuery,
        body: ShippingMethodsBody,
        response: { 200: envelope(z.array(ShippingMethod)), ...errors },
      },
    },
    async (req, reply) => answer(reply, await cart.shippingMethods(await who(req), req.query.cartId, req.body.address)),
  );

  r.post(
    "/cart/shipping-information",
    {
      schema: {
        tags,
        summary: "Store the address and delivery method; answers payment methods and totals",
        querystring: CartLangQuery,
        body: ShippingInformationBody,
        response: { 200: envelope(ShippingInformationResult), ...errors },
      },
    },
    async (req, reply) => {
      const a = req.body.addressInformation;
      const payment = typeof a.paymentMethod === "object" ? a.paymentMethod.method : (a.paymentMethod ?? a.payment_method_code);
      return answer(
        reply,
        await cart.shippingInformation(
          await who(req),
          req.query.cartId,
          {
            shippingAddress: a.shippingAddress ?? a.shipping_address,
            billingAddress: a.billingAddress ?? a.billing_address,
            carrierCode: a.shippingCarrierCode ?? a.shipping_carrier_code,
            methodCode: a.shippingMethodCode ?? a.shipping_method_code,
            paymentMethod: payment,
          },
          req.query.lang,
        ),
      );
    },
  );

  r.post(
    "/cart/collect-totals",
    {
      schema: {
        tags,
        summary: "Totals for chosen methods (stored on the cart)",
        querystring: CartLangQuery,
        body: CollectTotalsBody,
        response: { 200: envelope(Totals), ...errors },
      },
    },
    async (req, reply) => {
      const m = req.body.methods;
      return answer(
        reply,
        await cart.collectTotals(
          await who(req),
          req.query.cartId,
          {
            carrierCode: m.shippingCarrierCode,
            methodCode: m.shippingMethodCode,
            paymentMethod: m.paymentMethod?.method,
          },
          req.query.lang,
        ),
      );
    },
  );

  r.post(
    "/cart/apply-coupon",
    { schema: { tags, summary: "Apply a coupon code", querystring: CouponQuery, response: { 200: envelope(Done), ...errors } } },
    async (req, reply) => {
      const customer = await who(req);
      const refused = await limited(
        reply,
        [
          [`coupon-cart:${String(req.query.cartId ?? "").slice(0, 64)}`, app.config.CART_COUPON_ATTEMPTS_PER_CART],
          [`coupon-ip:${req.ip}`, app.config.CART_COUPON_ATTEMPTS_PER_IP],
        ],
        "Too many coupon attempts. Please wait a few minutes and try again.",
      );
      if (refused) return sendRefusal(reply, refused);
      return answer(reply, await cart.applyCoupon(customer, req.query.cartId, req.query.coupon));
    },
  );

  r.post(
    "/cart/delete-coupon",
    { schema: { tags, summary: "Remove the coupon", querystring: CartQuery, response: { 200: envelope(Done), ...errors } } },
    async (req, reply) => answer(reply, await cart.deleteCoupon(await who(req), req.query.cartId)),
  );

  r.get(
    "/cart/coupon",
    { schema: { tags, summary: "The applied coupon code", querystring: CartQuery, response: { 200: envelope(CouponCode), ...errors } } },
    async (req, reply) => answer(reply, await cart.coupon(await who(req), req.query.cartId)),
  );

  r.post(
    "/cart/merge",
    {
      schema: {
        tags,
        summary: "Merge a guest cart into the customer's cart (after login)",
        description:
          "Quantities of the same line are added; the guest coupon carries over when the customer cart has none; the guest cart is closed. Repeating it is a no-op.",
        querystring: CartQuery,
        body: MergeBody,
        response: { 200: envelope(MergedCartId), ...errors },
      },
    },
    async (req, reply) => answer(reply, await cart.merge(await auth.requireCustomer(req), req.body.guestCartId)),
  );
}
