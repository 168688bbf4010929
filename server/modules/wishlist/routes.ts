/**
 * /api/wishlist (docs/api.md "Wishlist"): the signed-in customer's list. Every route needs the customer's token
 * (`?token=` or `Authorization: Bearer`), answers only about that customer's own list, and is no-cache, no-store.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { TokenQuery } from "../../../contract/customer.ts";
import { Done, envelope, errorsFor } from "../../../contract/envelope.ts";
import {
  Wishlist,
  WishlistDeleteBody,
  WishlistDeleted,
  WishlistItemParams,
  WishlistMerged,
  WishlistMergeBody,
  WishlistSkuParams,
} from "../../../contract/wishlist.ts";
import { ok } from "../../http/envelope.ts";
import { answer } from "../../http/outcome.ts";

const tags = ["wishlist"];

export default async function wishlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { wishlist, auth } = app.services;

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-cache, no-store");
  });

  r.get(
    "/wishlist",
    {
      schema: {
        tags,
        summary: "The signed-in customer's wishlist, newest first",
        querystring: TokenQuery,
        response: { 200: envelope(Wishlist), ...errorsFor(400, 401) },
      },
    },
    async (req) => ok(await wishlist.list((await auth.requireCustomer(req)).customerId)),
  );

  r.put(
    "/wishlist/:parentSku",
    {
      schema: {
        tags,
        summary: "Add a product to the wishlist (adding it again changes nothing)",
        description: "A configurable child's sku adds its parent. Errors: PRODUCT_NOT_FOUND (404), WISHLIST_FULL (409).",
        querystring: TokenQuery,
        params: WishlistSkuParams,
        response: { 200: envelope(Done), ...errorsFor(400, 401, 404, 409) },
      },
    },
    async (req, reply) => answer(reply, await wishlist.add((await auth.requireCustomer(req)).customerId, req.params.parentSku)),
  );

  r.delete(
    "/wishlist/:itemId",
    {
      schema: {
        tags,
        summary: "Remove one item from the wishlist",
        description: "WISHLIST_ITEM_NOT_FOUND (404) when the item is not in the customer's own list.",
        querystring: TokenQuery,
        params: WishlistItemParams,
        response: { 200: envelope(Done), ...errorsFor(400, 401, 404) },
      },
    },
    async (req, reply) => answer(reply, await wishlist.remove((await auth.requireCustomer(req)).customerId, req.params.itemId)),
  );

  r.delete(
    "/wishlist",
    {
      schema: {
        tags,
        summary: "Remove several items: all of them, or none when one is not in the customer's list",
        description: "Answers one `true` per item id. WISHLIST_ITEM_NOT_FOUND (404): nothing was removed.",
        querystring: TokenQuery,
        body: WishlistDeleteBody,
        response: { 200: envelope(WishlistDeleted), ...errorsFor(400, 401, 404) },
      },
    },
    async (req, reply) => answer(reply, await wishlist.removeMany((await auth.requireCustomer(req)).customerId, req.body.items)),
  );

  r.post(
    "/wishlist/merge",
    {
      schema: {
        tags,
        summary: "Add a guest's wishlist (its skus) to the account's at sign-in; answers the merged list",
        description: "No duplicates; nothing in the account's list is lost. Skus that could not be added come back in `not_added`.",
        querystring: TokenQuery,
        body: WishlistMergeBody,
        response: { 200: envelope(WishlistMerged), ...errorsFor(400, 401) },
      },
    },
    async (req) => ok(await wishlist.merge((await auth.requireCustomer(req)).customerId, req.body.skus)),
  );
}
