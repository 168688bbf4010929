/** POST /api/contact: the contact form of /i/kontakt (service.ts). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ContactBody } from "../../../contract/contact.ts";
import { Done, envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import { answer } from "../../http/outcome.ts";

export default async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message to the shop (the shop gets it with Reply-To set to the sender; the sender an acknowledgement)",
        description:
          "Needs a solved bot challenge (GET /api/user/bot-challenge) as gToken. Errors: VALIDATION_FAILED, EMAIL_DOMAIN_REFUSED, BOT_CHECK_FAILED (400); RATE_LIMITED (429).",
        body: ContactBody,
        response: { 200: envelope(Done), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (req, reply) => answer(reply, await app.services.contact.send(req.body, req.ip)),
  );
}
