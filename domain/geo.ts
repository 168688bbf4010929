/** Points on the map: great-circle distance, for "nearest pickup point first". */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in metres, rounded to whole metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

export function isValidLatLng(p: LatLng): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

/** Sorts by distance from `origin`, nearest first; ties keep their order. Returns new objects with `distance`. */
export function nearestFirst<T extends { location: LatLng }>(items: readonly T[], origin: LatLng): (T & { distance: number })[] {
  return items.map((item) => ({ ...item, distance: distanceMeters(origin, item.location) })).sort((x, y) => x.distance - y.distance);
}
