import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope } from "../../../contract/envelope.ts";
import { Health, NotReady, Ready } from "../../../contract/system.ts";
import type { Database } from "../../db/client.ts";

export default async function systemRoutes(app: FastifyInstance, opts: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/health",
    {
      schema: { tags: ["system"], summary: "Liveness: the process answers", response: { 200: envelope(Health) } },
    },
    async () => ({ code: 200, result: { status: "ok" as const } }),
  );
  r.get(
    "/ready",
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: the database answers",
        response: {
          200: envelope(Ready),
          503: envelope(NotReady),
        },
      },
    },
    async (req, reply) => {
      try {
        await opts.db.query("SELECT 1");
        return { code: 200, result: { status: "ready" as const, database: opts.db.kind } };
      } catch (err) {
        req.log.warn({ err }, "readiness check failed");
        return reply.status(503).send({ code: 503, result: { error: "DATABASE_UNAVAILABLE", message: "The database does not answer." } });
      }
    },
  );
}
