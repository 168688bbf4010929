/**
 * Pickup points for the checkout's map and list, and the check of the chosen point when the order is placed.
 * Each carrier's points come from its adapter (server/integrations/pickup-points). What a shopper can cause or
 * the storefront can explain is answered as a refusal (docs/architecture.md, "Outcomes as values"): a query that
 * names no place, an unknown code, a source that fails or is not configured. Anything else is a bug and thrown.
 */
import type { FastifyBaseLogger } from "fastify";
import { distanceMeters } from "../../../domain/geo.ts";
import { classifyPickupQuery } from "../../../domain/pickup-query.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { LruCache } from "../../lib/lru-cache.ts";
import { ServiceUnavailableError } from "../../integrations/http.ts";
import type { PickupCarrier, PickupPoint, PickupPointSearch, PickupPointsProvider } from "../../integrations/pickup-points/types.ts";

export const PICKUP_POINT_NOT_FOUND_MESSAGE = "There is no such pickup point, or it does not accept parcels now. Please choose another one.";
export const PICKUP_POINTS_UNAVAILABLE_MESSAGE = "Pickup points cannot be loaded now. Please try again in a moment or choose another delivery method.";

/** The search a shopper typed: a city, postcode or code (`q`), and/or coordinates. */
export interface PickupQuery {
  q?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  limit: number;
}

/** The query as a search, or why it cannot be one (lat without lng, or neither a usable `q` nor coordinates). */
export function pickupSearch({ q, lat, lng, limit }: PickupQuery): Outcome<PickupPointSearch, "PICKUP_QUERY_INVALID"> {
  if ((lat === undefined) !== (lng === undefined)) return refuse("PICKUP_QUERY_INVALID", "Give both lat and lng, or neither.");
  const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
  const query = q ? classifyPickupQuery(q) : null;
  if (q && !query) return refuse("PICKUP_QUERY_INVALID", "Type a city, a postcode (00-000) or a pickup point code.");
  if (!query && !near) return refuse("PICKUP_QUERY_INVALID", "Type a city, a postcode or a pickup point code, or share your location.");
  return accept({ q: q || undefined, near, limit });
}

const unavailable = () => refuse("PICKUP_POINTS_UNAVAILABLE", PICKUP_POINTS_UNAVAILABLE_MESSAGE);

export class PickupPoints {
  private readonly providers: Partial<Record<PickupCarrier, PickupPointsProvider | null>>;
  /**
   * Search answers reused for a few minutes per process (shoppers of one town ask the same); the point check at
   * order placement is never cached.
   */
  private readonly searches: LruCache<PickupPoint[]>;

  constructor(providers: Partial<Record<PickupCarrier, PickupPointsProvider | null>>, options: { cacheSeconds?: number } = {}) {
    this.providers = providers;
    this.searches = new LruCache({ maxEntries: 500, ttlMs: (options.cacheSeconds ?? 0) * 1000 });
  }

  /** Nearest first when coordinates are given (the distance is computed when the source did not give it). */
  async search(carrier: PickupCarrier, search: PickupPointSearch, log?: FastifyBaseLogger): Promise<Outcome<PickupPoint[], "PICKUP_POINTS_UNAVAILABLE">> {
    // Coordinates to 4 decimals (~10 m): a map that barely moved asks the same.
    const key = [
      carrier,
      search.q?.trim().toLowerCase() ?? "",
      search.near ? `${search.near.lat.toFixed(4)},${search.near.lng.toFixed(4)}` : "",
      search.limit,
    ].join("|");
    const cached = this.searches.get(key);
    if (cached) return accept(cached);
    const found = await this.call(carrier, log, (p) => p.search(search));
    if (!found.ok) return found;
    const points = this.sortByDistance(found.value, search);
    this.searches.set(key, points);
    return accept(points);
  }

  private sortByDistance(points: PickupPoint[], search: PickupPointSearch): PickupPoint[] {
    const near = search.near;
    if (!near) return points;
    return points.map((p) => ({ ...p, distance: p.distance ?? distanceMeters(near, p.location) })).sort((a, b) => a.distance - b.distance);
  }

  /** The point, for validating the buyer's choice; PICKUP_POINT_NOT_FOUND when the carrier has no such point. */
  async point(
    carrier: PickupCarrier,
    code: string,
    log?: FastifyBaseLogger,
  ): Promise<Outcome<PickupPoint, "PICKUP_POINT_NOT_FOUND" | "PICKUP_POINTS_UNAVAILABLE">> {
    const point = await this.call(carrier, log, (p) => p.point(code));
    if (!point.ok) return point;
    return point.value ? accept(point.value) : refuse("PICKUP_POINT_NOT_FOUND", PICKUP_POINT_NOT_FOUND_MESSAGE);
  }

  /** The provider's answer; PICKUP_POINTS_UNAVAILABLE when none is configured or it fails (ServiceUnavailableError). */
  private async call<T>(
    carrier: PickupCarrier,
    log: FastifyBaseLogger | undefined,
    fn: (p: PickupPointsProvider) => Promise<T>,
  ): Promise<Outcome<T, "PICKUP_POINTS_UNAVAILABLE">> {
    const provider = this.providers[carrier];
    if (!provider) {
      log?.warn({ carrier }, "no pickup points source configured for this carrier");
      return unavailable();
    }
    try {
      return accept(await fn(provider));
    } catch (err) {
      if (!(err instanceof ServiceUnavailableError)) throw err;
      log?.warn({ err, carrier, reason: err.reason }, "pickup points source unavailable");
      return unavailable();
    }
  }
}
