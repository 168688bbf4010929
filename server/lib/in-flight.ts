/**
 * Counts requests whose handlers are still running, so shutdown can wait for them before closing the
 * database. A client that disconnects early does not stop its handler; the server closing does not either.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

const done = new WeakSet<FastifyRequest>();

const ABORTED_GRACE_MS = 3000;

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
  // A request whose client left runs no hook when its handler ends (no send, no response): it counts as done
  // ABORTED_GRACE_MS after the client left, so its handler may finish first but a shutdown is not held to its grace
  // period (the orders bench's last aborted orders made every stop end in exit 1: docs/benchmarks.md).
  app.addHook("onRequestAbort", async (req) => {
    setTimeout(() => finish(req), ABORTED_GRACE_MS).unref();
  });
  return {
    count: () => active,
    async drained(timeoutMs: number) {
      const until = Date.now() + timeoutMs;
      while (active > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      return active <= 0;
    },
  };
}
