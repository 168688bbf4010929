/**
 * Counts requests whose handlers are still running, so shutdown can wait for them before closing the
 * database. A client that disconnects early does not stop its handler; the server closing does not either.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

const done = new WeakSet<FastifyRequest>();

export function trackInFlight(app: FastifyInstance): { count(): number; drained(timeoutMs: number): Promise<boolean> } {
  let active = 0;
  const finish = (req: FastifyRequest) => {
    if (done.has(req)) return;
    done.add(req);
    active--;
  };
  app.addHook("onRequest", async () => {
    active++;
  });
  app.addHook("onSend", async (req) => finish(req));
  app.addHook("onResponse", async (req) => finish(req));
  return {
    count: () => active,
    async drained(timeoutMs: number) {
      const until = Date.now() + timeoutMs;
      while (active > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      return active <= 0;
    },
  };
}
