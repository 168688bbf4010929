import { describe, expect, it } from "vitest";
import { distanceMeters, isValidLatLng, nearestFirst } from "./geo.ts";

const WARSAW = { lat: 52.2297, lng: 21.0122 };
const KRAKOW = { lat: 50.0647, lng: 19.945 };
const GDANSK = { lat: 54.352, lng: 18.6466 };

describe("distanceMeters", () => {
  it.each([
    [WARSAW, WARSAW, 0, 0],
    [WARSAW, KRAKOW, 251_500, 252_500], // ~252 km
    [WARSAW, GDANSK, 283_000, 285_000], // ~284 km
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111_100, 111_300], // one degree on the equator
    [{ lat: 52.2297, lng: 21.0122 }, { lat: 52.2306, lng: 21.0122 }, 99, 101], // 0.0009° of latitude ≈ 100 m
    [{ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111_100, 111_300], // across the antimeridian
  ])("%j → %j is between %i and %i m", (a, b, min, max) => {
    const d = distanceMeters(a, b);
    expect(d).toBeGreaterThanOrEqual(min);
    expect(d).toBeLessThanOrEqual(max);
    expect(distanceMeters(b, a)).toBe(d);
  });
});

describe("isValidLatLng", () => {
  it.each([
    [WARSAW, true],
    [{ lat: 90, lng: 180 }, true],
    [{ lat: 91, lng: 0 }, false],
    [{ lat: 0, lng: -181 }, false],
    [{ lat: Number.NaN, lng: 0 }, false],
  ])("%j → %s", (p, ok) => expect(isValidLatLng(p)).toBe(ok));
});

describe("nearestFirst", () => {
  it("orders by distance from the origin and adds it", () => {
    const points = [
      { code: "GDA01", location: GDANSK },
      { code: "KRA01", location: KRAKOW },
      { code: "WAW01", location: WARSAW },
    ];
    const sorted = nearestFirst(points, { lat: 52.0, lng: 21.0 });
    expect(sorted.map((p) => p.code)).toEqual(["WAW01", "KRA01", "GDA01"]);
    expect(sorted[0]!.distance).toBeLessThan(30_000);
    expect(points[0]).not.toHaveProperty("distance");
  });
});
