import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { envelope } from "../../http/envelope.ts";

export default async function systemRoutes(app: FastifyInstance, opts: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/health",
    {
      schema: { tags: ["system"], summary: "Liveness: the process answers", response: { 200: envelope(z.object({ status: z.literal("ok") })) } },
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
          200: envelope(z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) })),
          503: envelope(z.object({ error: z.string(), message: z.string() })),
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
