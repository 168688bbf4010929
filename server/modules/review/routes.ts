/**
 * /api/review/* (docs/api.md "Reviews"): writing a review (a customer with the token, a guest with the bot check),
 * a product's approved reviews with their summary, and the signed-in customer's own reviews with their status.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { TokenQuery } from "../../../contract/customer.ts";
import { envelope, errorsFor } from "../../../contract/envelope.ts";
import { MyReviews, ProductReviews, ReviewCreateBody, ReviewCreated, ReviewListQuery } from "../../../contract/review.ts";
import { ok } from "../../http/envelope.ts";
import { answer } from "../../http/outcome.ts";

const tags = ["reviews"];

export default async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reviews, auth } = app.services;

  r.post(
    "/review/create",
    {
      schema: {
        tags,
        summary: "Write a review of a product; it shows once a moderator approves it",
        description:
          "A customer: the token names the author (the body's customer_id is ignored); one review per product (409 REVIEW_EXISTS). A guest: review.email and a solved bot check (gToken) are required (400 VALIDATION_FAILED, BOT_CHECK_FAILED). Limited to REVIEW_ATTEMPTS_PER_IP per client address and REVIEW_ATTEMPTS_PER_CUSTOMER per customer in an hour (429 RATE_LIMITED). The answer says whether it is marked as a verified purchase.",
        querystring: TokenQuery,
        body: ReviewCreateBody,
        response: { 200: envelope(ReviewCreated), ...errorsFor(400, 401, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const customer = await auth.optionalCustomer(req);
      reply.header("cache-control", "no-cache, no-store");
      return answer(reply, await reviews.create(customer?.customerId ?? null, req.ip, req.body.review, req.body.gToken));
    },
  );

  r.get(
    "/review/list",
    {
      schema: {
        tags,
        summary: "A product's approved reviews, newest first, five a page, with their count, average and distribution",
        querystring: ReviewListQuery,
        response: { 200: envelope(ProductReviews), ...errorsFor(400) },
      },
    },
    async (req) => ok(await reviews.forProduct(req.query.product_id, req.query.page)),
  );

  r.get(
    "/review/mine",
    {
      schema: {
        tags: [...tags, "user"],
        summary: "The signed-in customer's reviews with their moderation status (pending, approved, rejected)",
        querystring: TokenQuery,
        response: { 200: envelope(MyReviews), ...errorsFor(400, 401) },
      },
    },
    async (req, reply) => {
      const me = await auth.requireCustomer(req);
      reply.header("cache-control", "no-cache, no-store");
      return ok(await reviews.mine(me.customerId));
    },
  );
}
