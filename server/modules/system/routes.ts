import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope } from "../../../contract/envelope.ts";
import { Health, NotReady, Ready } from "../../../contract/system.ts";
import type { Database } from "../../db/client.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/unavailable.ts";

export default async function systemRoutes(
  app: FastifyInstance,
  opts: { db: Database; readyTimeoutMs: number; searchIndex?: (() => "ready" | "loading" | "off") | undefined },
) {
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
        summary: "Readiness: the database answers (within READY_TIMEOUT_MS; liveness never asks it)",
        response: {
          200: envelope(Ready),
          503: envelope(NotReady),
        },
      },
    },
    async (req, reply) => {
      try {
        await withinMs(opts.db.query("SELECT 1"), opts.readyTimeoutMs);
        return { code: 200, result: { status: "ready" as const, database: opts.db.kind, searchIndex: opts.searchIndex?.() ?? ("off" as const) } };
      } catch (err) {
        req.log.warn({ err }, "readiness check failed");
        return reply
          .status(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .header("cache-control", "no-store")
          .send({ code: 503, result: { error: "SERVICE_UNAVAILABLE", message: "The database does not answer." } });
      }
    },
  );
}

/**
 * `work`, or a rejection after `ms`: the probe answers within its own limit however long the database would make it
 * wait (a stalled pool's queue, a frozen server). The abandoned query ends by the database handle's own timeouts.
 */
function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
