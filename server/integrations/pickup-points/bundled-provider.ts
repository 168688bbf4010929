/**
 * A carrier's points from a list bundled with the app, searched in process with the same rules as the real
 * clients (city, postcode nearest first, exact code, coordinates nearest first). Used for Orlen Paczka, whose
 * points API we have no verified description of (see docs/decisions/2026-11-23-external-adapters.md).
 */
import { nearestFirst, type LatLng } from "../../../domain/geo.ts";
import { classifyPickupQuery, placeKey } from "../../../domain/pickup-query.ts";
import type { PickupCarrier, PickupPoint, PickupPointSearch, PickupPointsProvider } from "./types.ts";

export class BundledPickupPoints implements PickupPointsProvider {
  readonly carrier: PickupCarrier;
  private readonly points: readonly PickupPoint[];

  constructor(carrier: PickupCarrier, points: readonly PickupPoint[]) {
    this.carrier = carrier;
    this.points = points;
  }

  async search(search: PickupPointSearch): Promise<PickupPoint[]> {
    const query = search.q ? classifyPickupQuery(search.q) : null;
    let found = [...this.points];
    if (query?.kind === "code") found = found.filter((p) => p.code === query.code);
    if (query?.kind === "city") found = found.filter((p) => placeKey(p.address.city ?? "") === placeKey(query.city));
    let origin: LatLng | null = search.near ?? null;
    if (!origin && query?.kind === "postcode") {
      const district = found.filter((p) => p.address.postcode === query.postcode);
      const near = district.length ? district : found.filter((p) => p.address.postcode?.slice(0, 2) === query.postcode.slice(0, 2));
      if (near.length === 0) return [];
      origin = { lat: avg(near.map((p) => p.location.lat)), lng: avg(near.map((p) => p.location.lng)) };
    }
    if (!origin && !query) return [];
    const ordered = origin ? nearestFirst(found, origin) : found.sort((a, b) => a.code.localeCompare(b.code));
    return ordered.slice(0, search.limit);
  }

  async point(code: string): Promise<PickupPoint | null> {
    return this.points.find((p) => p.code === code.toUpperCase()) ?? null;
  }
}

const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
