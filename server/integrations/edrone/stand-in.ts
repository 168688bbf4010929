/**
 * The edrone stand-in: `POST /trace` as edrone's server-side event endpoint takes it (form-encoded), refusing an
 * unknown app id (401) or an event without its fields (400), and keeping what it received, per address, so
 * development and tests can see which subscribers and consents reached the platform.
 */
import { listenControllable, standInServer, type ControllableStandIn, type StandInMode } from "../stand-in.ts";
import { TRACE_FIELDS, type TraceEvent } from "./protocol.ts";

export interface EdroneStandIn extends ControllableStandIn {
  /** Events received, oldest first. */
  events: TraceEvent[];
  /** Whether the platform now holds `email` as a subscriber. */
  subscribed(email: string): boolean;
}

export async function startEdroneStandIn(options: { port?: number; appId: string }): Promise<EdroneStandIn> {
  const app = standInServer();
  const state = { mode: "normal" as StandInMode, calls: 0 };
  const events: TraceEvent[] = [];
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post<{ Body: Record<string, string> }>("/trace", async (req, reply) => {
    state.calls++;
    if (state.mode === "hang") return new Promise(() => undefined);
    if (state.mode === "down") return reply.status(503).send({ status: "error" });
    const body = req.body ?? {};
    if (body["app_id"] !== options.appId) return reply.status(401).send({ status: "error", message: "unknown app_id" });
    const missing = TRACE_FIELDS.filter((f) => !body[f]);
    if (missing.length > 0) return reply.status(400).send({ status: "error", message: `missing ${missing.join(", ")}` });
    events.push(body as unknown as TraceEvent);
    return { status: "ok" };
  });
  const handle = await listenControllable("edrone", app, options.port ?? 0, state);
  return Object.assign(handle, {
    events,
    subscribed: (email: string) => events.filter((e) => e.email === email).at(-1)?.subscriber_status === "1",
  });
}
