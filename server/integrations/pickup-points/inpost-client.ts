/**
 * The real client of InPost's public points API (ShipX `/v1/points`), behind the pickup-points adapter interface.
 * A postcode or coordinates search is sorted by distance by the API itself; a city is matched by name, a code
 * by exact point name. Only operating points that can receive parcels are returned. Answers are validated with
 * zod: a changed or broken answer is "unavailable", never a crash.
 */
import { classifyPickupQuery } from "../../../domain/pickup-query.ts";
import { getJson, ServiceUnavailableError, type FetchLike } from "../http.ts";
import { ShipxPoint, ShipxPointCollection } from "./shipx-protocol.ts";
import type { PickupPoint, PickupPointSearch, PickupPointsProvider, PickupPointType } from "./types.ts";

export const SHIPX_PRODUCTION_URL = "https://api-shipx-pl.easypack24.net";

/** How far from the shopper's place or postcode points are looked for (said explicitly: the API's default is not documented). */
export const SEARCH_RADIUS_M = 15_000;
/** The point fields the client reads (toPickupPoint, usable): the rest of each point is not sent. */
const FIELDS = "name,type,status,location,location_description,distance,opening_hours,address,address_details,functions";

export interface InpostPointsClientOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

export class InpostPointsClient implements PickupPointsProvider {
  readonly carrier = "inpost" as const;
  private readonly options: InpostPointsClientOptions;

  constructor(options: InpostPointsClientOptions) {
    this.options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
  }

  async search(search: PickupPointSearch): Promise<PickupPoint[]> {
    const params = new URLSearchParams({ type: "parcel_locker,pop", functions: "parcel_collect", per_page: String(search.limit), fields: FIELDS });
    const query = search.q ? classifyPickupQuery(search.q) : null;
    if (search.near) {
      params.set("relative_point", `${search.near.lat},${search.near.lng}`);
      params.set("max_distance", String(SEARCH_RADIUS_M));
      params.set("sort_by", "distance_to_relative_point");
    } else if (query?.kind === "postcode") {
      params.set("relative_post_code", query.postcode);
      params.set("max_distance", String(SEARCH_RADIUS_M));
      params.set("sort_by", "distance_to_relative_point");
    } else {
      params.set("sort_by", "name");
    }
    if (query?.kind === "code") params.set("name", query.code);
    if (query?.kind === "city") params.set("city", query.city);
    if (!search.near && !query) return [];
    const { status, body } = await this.get(`/v1/points?${params}`);
    if (status !== 200) throw new ServiceUnavailableError("inpost-points", `http-${status}`);
    const parsed = ShipxPointCollection.safeParse(body);
    if (!parsed.success) throw new ServiceUnavailableError("inpost-points", "malformed", { cause: parsed.error });
    return parsed.data.items.filter(usable).slice(0, search.limit).map(toPickupPoint);
  }

  async point(code: string): Promise<PickupPoint | null> {
    const { status, body } = await this.get(`/v1/points/${encodeURIComponent(code.toUpperCase())}`);
    if (status === 404) return null;
    if (status !== 200) throw new ServiceUnavailableError("inpost-points", `http-${status}`);
    const parsed = ShipxPoint.safeParse(body);
    if (!parsed.success) throw new ServiceUnavailableError("inpost-points", "malformed", { cause: parsed.error });
    return usable(parsed.data) ? toPickupPoint(parsed.data) : null;
  }

  private get(path: string) {
    return getJson("inpost-points", `${this.options.baseUrl}${path}`, { timeoutMs: this.options.timeoutMs, fetch: this.options.fetch });
  }
}

/** Operating and able to hand a parcel to the buyer. */
function usable(p: ShipxPoint): boolean {
  return p.status === "Operating" && (p.functions.length === 0 || p.functions.includes("parcel_collect"));
}

function pointType(types: string[]): PickupPointType {
  return types.includes("parcel_locker") ? "parcel_locker" : "pop";
}

export function toPickupPoint(p: ShipxPoint): PickupPoint {
  const d = p.address_details;
  const line1 = p.address.line1 ?? [d.street, d.building_number].filter(Boolean).join(" ");
  const line2 = p.address.line2 ?? [d.post_code, d.city].filter(Boolean).join(" ");
  return {
    carrier: "inpost",
    code: p.name,
    type: pointType(p.type),
    address: { line1, line2, postcode: d.post_code, city: d.city },
    location: { lat: p.location.latitude, lng: p.location.longitude },
    description: p.location_description ?? null,
    openingHours: p.opening_hours ?? null,
    distance: p.distance ?? null,
  };
}
