/**
 * The GA4 Measurement Protocol stand-in (protocol.ts): `POST /mp/collect` answers 204 like Google, whatever the body,
 * and keeps only what Google would record (the stream's measurement id and API secret, a body the validation rules
 * accept); `POST /debug/mp/collect` answers `{validationMessages}` as GA4's validation server does. Modes: `down`
 * (503), `hang` (no answer), `malformed` (the debug path answers HTML).
 */
import { listenControllable, standInServer, type ControllableStandIn, type StandInMode } from "../stand-in.ts";
import { validateMeasurement, type MeasurementBody, type ValidationMessage } from "./protocol.ts";

export interface Ga4StandIn extends ControllableStandIn {
  /** Measurements Google would have recorded, oldest first. */
  received: MeasurementBody[];
  /** Bodies dropped (a wrong secret or id, an invalid body), with why. */
  dropped: { body: unknown; why: string | ValidationMessage[] }[];
}

export async function startGa4StandIn(options: { port?: number; measurementId: string; apiSecret: string }): Promise<Ga4StandIn> {
  const app = standInServer();
  const state = { mode: "normal" as StandInMode, calls: 0 };
  const received: MeasurementBody[] = [];
  const dropped: Ga4StandIn["dropped"] = [];
  // Google reads the body as JSON whatever its content type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });
  type Req = { Querystring: { measurement_id?: string; api_secret?: string }; Body: unknown };
  app.post<Req>("/mp/collect", async (req, reply) => {
    state.calls++;
    if (state.mode === "hang") return new Promise(() => undefined);
    if (state.mode === "down") return reply.status(503).type("text/html").send("<html><body>Service Unavailable</body></html>");
    const { measurement_id: id, api_secret: secret } = req.query;
    const issues = validateMeasurement(req.body);
    if (id !== options.measurementId || secret !== options.apiSecret) dropped.push({ body: req.body, why: "unknown measurement_id or api_secret" });
    else if (issues.length > 0) dropped.push({ body: req.body, why: issues });
    else received.push(req.body as MeasurementBody);
    return reply.status(204).send();
  });
  app.post<Req>("/debug/mp/collect", async (req, reply) => {
    state.calls++;
    if (state.mode === "hang") return new Promise(() => undefined);
    if (state.mode === "down") return reply.status(503).type("text/html").send("<html><body>Service Unavailable</body></html>");
    if (state.mode === "malformed") return reply.status(200).type("text/html").send("<html></html>");
    return { validationMessages: validateMeasurement(req.body) };
  });
  const handle = await listenControllable("ga4", app, options.port ?? 0, state);
  return Object.assign(handle, { received, dropped });
}
