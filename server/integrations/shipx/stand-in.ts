/**
 * The ShipX shipments stand-in (protocol.ts): the app starts it outside production when SHIPX_URL is unset, so the
 * real client (client.ts) is what talks to it. It keeps shipments in memory and behaves as ShipX does where the shop
 * depends on it: the bearer token and the organisation are checked (401 token_invalid, 403 access_forbidden),
 * requests are validated with ShipX's error shape (400 validation_failed, details per field: a phone that is not 9
 * digits, an unknown or non-operating parcel locker, a courier address without a valid post code, a parcel without
 * its template or dimensions), a new shipment is `created` without a tracking number and becomes `confirmed` with
 * one `confirmAfterMs` later (ShipX buys the offer asynchronously), and the label is a PDF once confirmed (400
 * invalid_action before). Tests switch `mode` to make it fail, and read `shipments`.
 */
import { randomBytes } from "node:crypto";
import { buildInpostPoints } from "../pickup-points/inpost-fixtures.ts";
import { listenControllable, standInServer, type ControllableStandIn, type StandInMode } from "../stand-in.ts";
import { labelPdf } from "./label-pdf.ts";
import { ShipxShipmentRequest, type ShipxShipment } from "./protocol.ts";

export interface ShipxStandInOptions {
  port?: number;
  token: string;
  organizationId: string;
  /** How long after creation a shipment is confirmed (default 300 ms). */
  confirmAfterMs?: number;
}

export interface ShipxStandIn extends ControllableStandIn {
  /** Every shipment created, in order. */
  readonly shipments: ReadonlyArray<ShipxShipment & { request: unknown }>;
}

type Stored = ShipxShipment & { request: unknown; createdMs: number };

const fail = (status: number, error: string, message: string, details: unknown = {}) => ({ status, error, message, details });

export async function startShipxStandIn(options: ShipxStandInOptions): Promise<ShipxStandIn> {
  const confirmAfter = options.confirmAfterMs ?? 300;
  const lockers = new Map(buildInpostPoints().map((p) => [p.name, p]));
  const shipments: Stored[] = [];
  const app = standInServer();
  const state = { mode: "normal" as StandInMode, calls: 0 };
  let nextId = 1_000_000 + Math.floor(Math.random() * 1000) * 1000;

  /** The shipment as ShipX answers it now: confirmed (with its tracking number) once its offer has been bought. */
  const view = (s: Stored): ShipxShipment => {
    if (s.status === "created" && Date.now() - s.createdMs >= confirmAfter) {
      s.status = "confirmed";
      s.tracking_number = `6${String(s.id).padStart(11, "0")}${randomBytes(6).readUIntBE(0, 6).toString().padStart(12, "0").slice(0, 12)}`;
      s.parcels = (s.parcels ?? []).map((p) => ({ ...p, tracking_number: s.tracking_number }));
      s.updated_at = new Date().toISOString();
    }
    const { request: _r, createdMs: _c, ...shipment } = s;
    return shipment;
  };

  app.addHook("onRequest", async (req, reply) => {
    state.calls++;
    if (state.mode === "hang") return new Promise(() => undefined);
    if (state.mode === "down") return reply.status(502).type("text/html").send("<html><body><h1>502 Bad Gateway</h1></body></html>");
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${options.token}`) return reply.status(401).send(fail(401, "token_invalid", "Token is missing or invalid."));
    return undefined;
  });

  app.post<{ Params: { org: string } }>("/v1/organizations/:org/shipments", async (req, reply) => {
    if (req.params.org !== options.organizationId) return reply.status(403).send(fail(403, "access_forbidden", "You have no access to this organization."));
    const parsed = ShipxShipmentRequest.safeParse(req.body);
    if (!parsed.success) {
      const details: Record<string, unknown> = {};
      for (const issue of parsed.error.issues) details[String(issue.path[0] ?? "body")] = [issue.path.slice(1).join(".") || "invalid"];
      return reply.status(400).send(fail(400, "validation_failed", "There are some validation errors. Check details object for more info.", details));
    }
    const body = parsed.data;
    const details = validate(body, lockers);
    if (details)
      return reply.status(400).send(fail(400, "validation_failed", "There are some validation errors. Check details object for more info.", details));
    const now = new Date().toISOString();
    const id = nextId++;
    const stored: Stored = {
      href: `${req.protocol}://${req.host}/v1/shipments/${id}`,
      id,
      status: "created",
      tracking_number: null,
      service: body.service,
      reference: body.reference ?? null,
      receiver: body.receiver,
      parcels: body.parcels.map((p, i) => ({ ...p, id: id * 10 + i, tracking_number: null })),
      custom_attributes: body.custom_attributes ?? null,
      created_at: now,
      updated_at: now,
      request: req.body,
      createdMs: Date.now(),
    };
    shipments.push(stored);
    if (state.mode === "malformed") return { id: String(id), status: 1 };
    return reply.status(201).send(view(stored));
  });

  const find = (id: string) => shipments.find((s) => String(s.id) === id);

  app.get<{ Params: { id: string } }>("/v1/shipments/:id", async (req, reply) => {
    const s = find(req.params.id);
    if (!s) return reply.status(404).send(fail(404, "resource_not_found", "Resource not found"));
    if (state.mode === "malformed") return { id: s.id };
    return view(s);
  });

  app.get<{ Params: { id: string }; Querystring: { format?: string; type?: string } }>("/v1/shipments/:id/label", async (req, reply) => {
    const s = find(req.params.id);
    if (!s) return reply.status(404).send(fail(404, "resource_not_found", "Resource not found"));
    const now = view(s);
    if (now.status !== "confirmed" || !now.tracking_number)
      return reply.status(400).send(fail(400, "invalid_action", "Label is not available for shipment in this status.", { status: now.status }));
    if ((req.query.format ?? "pdf").toLowerCase() !== "pdf") return reply.status(400).send(fail(400, "invalid_format", "Only pdf labels are served here."));
    const r = s.receiver ?? {};
    const target = (s.custom_attributes as { target_point?: string } | null)?.target_point;
    const pdf = labelPdf([
      `InPost ${now.service === "inpost_locker_standard" ? "Paczkomat" : "Kurier"}`,
      `Nr przesylki: ${now.tracking_number}`,
      `Odbiorca: ${r.name ?? `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim()}`,
      `Tel.: ${r.phone ?? ""}`,
      target
        ? `Paczkomat: ${target}`
        : `${r.address?.street ?? ""} ${r.address?.building_number ?? ""}, ${r.address?.post_code ?? ""} ${r.address?.city ?? ""}`,
      `Gabaryt: ${now.parcels?.[0]?.template ?? "wg wymiarow"}`,
      `Ref.: ${now.reference ?? ""}`,
    ]);
    return reply.type("application/pdf").header("content-disposition", `attachment; filename="label-${now.id}.pdf"`).send(pdf);
  });

  const handle = await listenControllable("shipx", app, options.port ?? 0, state);
  return Object.assign(handle, { shipments });
}

/** ShipX's field checks that the shop's data can fail, as its `details` object; null when the request is valid. */
function validate(body: ShipxShipmentRequest, lockers: Map<string, { status: string; type: string[] }>): Record<string, unknown> | null {
  const details: Record<string, unknown[]> = {};
  const add = (key: string, value: unknown) => {
    details[key] = [...(details[key] ?? []), value];
  };
  if (!/^\d{9}$/.test(body.receiver.phone)) add("receiver", { phone: ["invalid"] });
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.receiver.email)) add("receiver", { email: ["invalid"] });
  const parcel = body.parcels[0]!;
  if (body.service === "inpost_locker_standard") {
    const point = body.custom_attributes?.target_point;
    const locker = point ? lockers.get(point.toUpperCase()) : undefined;
    if (!point) add("custom_attributes", { target_point: ["required"] });
    else if (locker?.status !== "Operating" || !locker.type.includes("parcel_locker")) add("custom_attributes", { target_point: ["does_not_exist"] });
    if (!parcel.template) add("parcels", { template: ["required"] });
  } else {
    const a = body.receiver.address;
    if (!a) add("receiver", { address: ["required"] });
    else if (!/^\d{2}-\d{3}$/.test(a.post_code)) add("receiver", { address: [{ post_code: ["invalid"] }] });
    else if (!a.building_number.trim()) add("receiver", { address: [{ building_number: ["required"] }] });
    if (!parcel.dimensions || !parcel.weight) add("parcels", { dimensions: ["required"] });
  }
  if (body.cod && !(Number(body.cod.amount) > 0)) add("cod", { amount: ["invalid"] });
  return Object.keys(details).length ? details : null;
}
