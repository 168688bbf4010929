/**
 * The InPost points stand-in: answers `GET /v1/points?…` and `GET /v1/points/{name}` like the public ShipX API,
 * from the bundled points (inpost-fixtures.ts). Supported filters: name (comma list), type (any of), functions
 * (all of), city, post_code, relative_point, relative_post_code (centre of that postcode's points, else of its
 * district's), max_distance (DEFAULT_SEARCH_RADIUS_M when a relative point is given without it), sort_by (name |
 * distance_to_relative_point | status), sort_order, page, per_page, fields (only those fields of each point). The
 * pagination is answered at the top and in `meta`. Tests switch `mode` to make it fail.
 */
import { distanceMeters, isValidLatLng, type LatLng } from "../../../domain/geo.ts";
import { placeKey } from "../../../domain/pickup-query.ts";
import { listenControllable, standInServer, type ControllableStandIn, type StandInMode } from "../stand-in.ts";
import { buildInpostPoints } from "./inpost-fixtures.ts";
import type { ShipxPoint, ShipxPointCollection } from "./shipx-protocol.ts";

/**
 * The radius a search around a relative point keeps when it names no max_distance. InPost does not document its
 * value; the stand-in assumes 10 km, so a client that needs more (or less) must say so, as it must with the real API.
 */
export const DEFAULT_SEARCH_RADIUS_M = 10_000;

/** The pickup-points stand-in; `calls` counts the requests received (all answers counted). */
export type PickupPointsStandIn = ControllableStandIn;

type Query = Record<string, string | undefined>;

const list = (v: string | undefined) =>
  v
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

export async function startPickupPointsStandIn(options: { port?: number; points?: ShipxPoint[] } = {}): Promise<PickupPointsStandIn> {
  const points = options.points ?? buildInpostPoints();
  const byName = new Map(points.map((p) => [p.name, p]));
  const app = standInServer();
  const state = { mode: "normal" as StandInMode, calls: 0 };

  const misbehave = (reply: { status(n: number): { type(t: string): { send(b: string): unknown } } }) => {
    state.calls++;
    if (state.mode === "hang") return new Promise(() => undefined);
    if (state.mode === "down") return reply.status(502).type("text/html").send("<html><body><h1>502 Bad Gateway</h1></body></html>");
    return null;
  };

  app.get<{ Querystring: Query }>("/v1/points", async (req, reply) => {
    const failure = misbehave(reply);
    if (failure) return failure;
    const q = req.query;
    const origin = relativeOrigin(q, points);
    if (origin === "invalid")
      return reply.status(400).send({ status: 400, error: "invalid_parameter", message: "Invalid relative_point or relative_post_code", details: {} });
    const perPage = clampInt(q.per_page ?? q.limit, 25, 1, 500);
    const page = clampInt(q.page, 1, 1, 10_000);
    let found = origin === "unknown" ? [] : filterPoints(points, q);
    const from = origin === "unknown" ? undefined : origin;
    let withDistance = from ? found.map((p) => ({ ...p, distance: distanceMeters(from, { lat: p.location.latitude, lng: p.location.longitude }) })) : found;
    const asked = Number(q.max_distance);
    const maxDistance = q.max_distance !== undefined && Number.isFinite(asked) && asked > 0 ? asked : DEFAULT_SEARCH_RADIUS_M;
    if (from) withDistance = withDistance.filter((p) => (p.distance ?? 0) <= maxDistance);
    found = sortPoints(withDistance, q.sort_by, q.sort_order);
    const fields = list(q.fields);
    const items = found.slice((page - 1) * perPage, page * perPage).map((p) => (fields.length ? pickFields(p, fields) : p));
    if (state.mode === "malformed") return { count: "many", items: items.map((p) => ({ ...p, location: { latitude: String(p.location?.latitude) } })) };
    const pagination = {
      href: `${req.protocol}://${req.host}/v1/points`,
      count: found.length,
      page,
      per_page: perPage,
      total_pages: Math.max(1, Math.ceil(found.length / perPage)),
    };
    const body = { ...pagination, items, meta: pagination };
    return body as ShipxPointCollection;
  });

  app.get<{ Params: { name: string } }>("/v1/points/:name", async (req, reply) => {
    const failure = misbehave(reply);
    if (failure) return failure;
    const point = byName.get(req.params.name.toUpperCase());
    if (!point) return reply.status(404).send({ status: 404, error: "resource_not_found", message: "Resource not found", details: {} });
    if (state.mode === "malformed") return { name: point.name, status: 1 };
    return point;
  });

  return listenControllable("pickup-points", app, options.port ?? 0, state);
}

/** `fields=name,address`: only those top-level fields of the point. */
function pickFields(p: ShipxPoint, fields: string[]): Partial<ShipxPoint> {
  return Object.fromEntries(fields.filter((f) => f in p).map((f) => [f, p[f as keyof ShipxPoint]]));
}

function filterPoints(points: ShipxPoint[], q: Query): ShipxPoint[] {
  const names = new Set(list(q.name).map((n) => n.toUpperCase()));
  const types = list(q.type);
  const functions = list(q.functions);
  const city = q.city ? placeKey(q.city) : null;
  return points.filter(
    (p) =>
      (names.size === 0 || names.has(p.name)) &&
      (types.length === 0 || types.some((t) => p.type.includes(t))) &&
      functions.every((f) => p.functions.includes(f)) &&
      (city === null || placeKey(p.address_details.city ?? "") === city) &&
      (!q.post_code || p.address_details.post_code === q.post_code),
  );
}

/** The point distances are measured from, undefined when none was asked for. */
function relativeOrigin(q: Query, points: ShipxPoint[]): LatLng | undefined | "invalid" | "unknown" {
  if (q.relative_point) {
    const [lat, lng] = q.relative_point.split(",").map(Number);
    const origin = { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
    return isValidLatLng(origin) ? origin : "invalid";
  }
  if (q.relative_post_code) {
    if (!/^\d{2}-\d{3}$/.test(q.relative_post_code)) return "invalid";
    const same = points.filter((p) => p.address_details.post_code === q.relative_post_code);
    const district = same.length ? same : points.filter((p) => p.address_details.post_code?.slice(0, 2) === q.relative_post_code!.slice(0, 2));
    if (district.length === 0) return "unknown";
    return {
      lat: district.reduce((s, p) => s + p.location.latitude, 0) / district.length,
      lng: district.reduce((s, p) => s + p.location.longitude, 0) / district.length,
    };
  }
  return undefined;
}

function sortPoints(points: ShipxPoint[], sortBy = "name", order = "asc"): ShipxPoint[] {
  const key = (p: ShipxPoint): number | string => (sortBy === "distance_to_relative_point" ? (p.distance ?? 0) : sortBy === "status" ? p.status : p.name);
  const sign = order === "desc" ? -1 : 1;
  return [...points].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * sign;
  });
}

function clampInt(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
