/**
 * POST /api/dev/reviews/{id}/moderate: approve or reject a review (development and browser tests only: registered
 * beside the development mailbox, never in production). The back office will moderate through ReviewService.moderate.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Done, envelope, errorsFor } from "../../../contract/envelope.ts";
import { ReviewModerateBody, ReviewModerateParams } from "../../../contract/review.ts";
import { answer } from "../../http/outcome.ts";

export default async function reviewDevRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/dev/reviews/:id/moderate",
    {
      schema: {
        tags: ["dev"],
        summary: "Approve or reject a review (development and tests only)",
        params: ReviewModerateParams,
        body: ReviewModerateBody,
        response: { 200: envelope(Done), ...errorsFor(400, 404) },
      },
    },
    async (req, reply) => answer(reply, await app.services.reviews.moderate(req.params.id, req.body.status)),
  );
}
