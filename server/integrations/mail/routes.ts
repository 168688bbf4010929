/** GET /api/dev/mailbox: what the local mail catcher received (registered only when it runs, never in production). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../http/envelope.ts";
import type { MailCatcher } from "./catcher.ts";

const CaughtMailSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  date: z.string(),
  replyTo: z.array(z.string()),
  listUnsubscribe: z.string().nullable(),
  listUnsubscribePost: z.string().nullable(),
});

export default async function mailboxRoutes(app: FastifyInstance, opts: { catcher: MailCatcher }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/dev/mailbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mail caught by the local SMTP catcher (development and tests only)",
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: envelope(z.array(CaughtMailSchema)) },
      },
    },
    async (req) => ok(opts.catcher.mailbox(req.query.to)),
  );
}
