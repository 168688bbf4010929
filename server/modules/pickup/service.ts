/**
 * Pickup points for the checkout's map and list, and the check of the chosen point when the order is placed.
 * Each carrier's points come from its adapter (server/integrations/pickup-points); a failing source is a 503
 * the storefront can explain, an unknown code a 404.
 */
import type { FastifyBaseLogger } from "fastify";
import { distanceMeters } from "../../../domain/geo.ts";
import { ApiError } from "../../http/envelope.ts";
import { LruCache } from "../../lib/lru-cache.ts";
import { ServiceUnavailableError } from "../../integrations/http.ts";
import type { PickupCarrier, PickupPoint, PickupPointSearch, PickupPointsProvider } from "../../integrations/pickup-points/types.ts";

export const PICKUP_POINT_NOT_FOUND_MESSAGE = "There is no such pickup point, or it does not accept parcels now. Please choose another one.";
export const PICKUP_POINTS_UNAVAILABLE_MESSAGE = "Pickup points cannot be loaded now. Please try again in a moment or choose another delivery method.";

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
  async search(carrier: PickupCarrier, search: PickupPointSearch, log?: FastifyBaseLogger): Promise<PickupPoint[]> {
    // Coordinates to 4 decimals (~10 m): a map that barely moved asks the same.
    const key = [
      carrier,
      search.q?.trim().toLowerCase() ?? "",
      search.near ? `${search.near.lat.toFixed(4)},${search.near.lng.toFixed(4)}` : "",
      search.limit,
    ].join("|");
    const cached = this.searches.get(key);
    if (cached) return cached;
    const points = this.sortByDistance(await this.call(carrier, log, (p) => p.search(search)), search);
    this.searches.set(key, points);
    return points;
  }

  private sortByDistance(points: PickupPoint[], search: PickupPointSearch): PickupPoint[] {
    const near = search.near;
    if (!near) return points;
    return points.map((p) => ({ ...p, distance: p.distance ?? distanceMeters(near, p.location) })).sort((a, b) => a.distance - b.distance);
  }

  /** The point, for validating the buyer's choice; 404 PICKUP_POINT_NOT_FOUND when the carrier has no such point. */
  async point(carrier: PickupCarrier, code: string, log?: FastifyBaseLogger): Promise<PickupPoint> {
    const point = await this.call(carrier, log, (p) => p.point(code));
    if (!point) throw new ApiError("PICKUP_POINT_NOT_FOUND", PICKUP_POINT_NOT_FOUND_MESSAGE);
    return point;
  }

  private async call<T>(carrier: PickupCarrier, log: FastifyBaseLogger | undefined, fn: (p: PickupPointsProvider) => Promise<T>): Promise<T> {
    const provider = this.providers[carrier];
    if (!provider) {
      log?.warn({ carrier }, "no pickup points source configured for this carrier");
      throw new ApiError("PICKUP_POINTS_UNAVAILABLE", PICKUP_POINTS_UNAVAILABLE_MESSAGE);
    }
    try {
      return await fn(provider);
    } catch (err) {
      if (!(err instanceof ServiceUnavailableError)) throw err;
      log?.warn({ err, carrier, reason: err.reason }, "pickup points source unavailable");
      throw new ApiError("PICKUP_POINTS_UNAVAILABLE", PICKUP_POINTS_UNAVAILABLE_MESSAGE);
    }
  }
}
