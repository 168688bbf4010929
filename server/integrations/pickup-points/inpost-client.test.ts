/** The real ShipX points client against the stand-in, over HTTP. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { distanceMeters } from "../../../domain/geo.ts";
import { ServiceUnavailableError } from "../http.ts";
import { InpostPointsClient } from "./inpost-client.ts";
import { buildInpostPoints } from "./inpost-fixtures.ts";
import { startPickupPointsStandIn, type PickupPointsStandIn } from "./stand-in.ts";

const fixtures = buildInpostPoints();
let standIn: PickupPointsStandIn;
let client: InpostPointsClient;
/** Only for "the API hangs": every other call gets a time limit no loaded machine reaches. */
let impatient: InpostPointsClient;

beforeAll(async () => {
  // One point that does not operate, one that only sends parcels: the client must never offer them.
  const base = fixtures.find((p) => p.name === "KRA010")!;
  const points = [...fixtures, { ...base, name: "KRA999X", status: "NonOperating" }, { ...base, name: "KRA998S", functions: ["parcel_send"] }];
  standIn = await startPickupPointsStandIn({ points });
  client = new InpostPointsClient({ baseUrl: standIn.url, timeoutMs: 10_000 });
  impatient = new InpostPointsClient({ baseUrl: standIn.url, timeoutMs: 300 });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = "normal";
});

describe("the bundled InPost points", () => {
  it("are about 200 real-looking points with unique codes in Polish cities", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(200);
    expect(new Set(fixtures.map((p) => p.name)).size).toBe(fixtures.length);
    expect(new Set(fixtures.map((p) => p.address_details.city)).size).toBeGreaterThanOrEqual(15);
    for (const code of ["KRA010", "KRA01M", "WAW97H", "POP-WAW62"])
      expect(
        fixtures.some((p) => p.name === code),
        code,
      ).toBe(true);
    for (const p of fixtures) {
      expect(p.address.line2).toMatch(/^\d{2}-\d{3} \S/);
      expect(p.name.startsWith("POP-")).toBe(p.type.includes("pop"));
      expect(p.location.latitude).toBeGreaterThan(49);
      expect(p.location.latitude).toBeLessThan(55);
    }
  });

  it("are the same on every start", () => {
    expect(buildInpostPoints()).toEqual(fixtures);
  });
});

describe("InpostPointsClient.search", () => {
  it("by city: the city's points, accents and case ignored, sorted by code", async () => {
    const points = await client.search({ q: "kraków", limit: 50 });
    expect(points.length).toBe(fixtures.filter((p) => p.address_details.city === "Kraków").length);
    expect(points.every((p) => p.address.city === "Kraków" && p.carrier === "inpost")).toBe(true);
    expect(points.map((p) => p.code)).toEqual([...points.map((p) => p.code)].sort());
    expect(points.map((p) => p.code)).not.toContain("KRA999X");
    expect(points.map((p) => p.code)).not.toContain("KRA998S");
  });

  it("by postcode: nearest first, with distances", async () => {
    const postcode = fixtures.find((p) => p.name === "WAW97H")!.address_details.post_code!;
    const points = await client.search({ q: postcode, limit: 10 });
    expect(points).toHaveLength(10);
    expect(points[0]!.code).toBe("WAW97H");
    const distances = points.map((p) => p.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("by code, in any case", async () => {
    const [point] = await client.search({ q: "pop-waw62", limit: 5 });
    expect(point).toMatchObject({ code: "POP-WAW62", type: "pop", address: { city: "Warszawa" } });
    expect(point!.openingHours).not.toBe("24/7");
  });

  it("near coordinates: nearest first, at most `limit`", async () => {
    const krakowMarket = { lat: 50.0617, lng: 19.9373 };
    const points = await client.search({ near: krakowMarket, limit: 7 });
    expect(points).toHaveLength(7);
    const expected = fixtures
      .filter((p) => p.status === "Operating")
      .map((p) => ({ code: p.name, d: distanceMeters(krakowMarket, { lat: p.location.latitude, lng: p.location.longitude }) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 7);
    expect(points.map((p) => p.code)).toEqual(expected.map((e) => e.code));
    expect(points.map((p) => p.distance)).toEqual(expected.map((e) => e.d));
  });

  it("finds nothing for a town without points or a postcode nobody has", async () => {
    expect(await client.search({ q: "Pcim", limit: 10 })).toEqual([]);
    expect(await client.search({ q: "99-999", limit: 10 })).toEqual([]);
  });
});

describe("InpostPointsClient.point", () => {
  it("returns a point by code, with its address lines", async () => {
    const point = await client.point("kra010");
    const fixture = fixtures.find((p) => p.name === "KRA010")!;
    expect(point).toEqual({
      carrier: "inpost",
      code: "KRA010",
      type: "parcel_locker",
      address: { line1: fixture.address.line1, line2: fixture.address.line2, postcode: fixture.address_details.post_code, city: "Kraków" },
      location: { lat: fixture.location.latitude, lng: fixture.location.longitude },
      description: fixture.location_description,
      openingHours: "24/7",
      distance: null,
    });
  });

  it("null for an unknown code (404) and for a point that does not operate", async () => {
    expect(await client.point("XYZ123")).toBeNull();
    expect(await client.point("KRA999X")).toBeNull();
  });
});

describe("a failing points API is unavailable, never a crash", () => {
  it.each([
    ["down", "http-502"],
    ["hang", "timeout"],
    ["malformed", "malformed"],
  ] as const)("%s → %s", async (mode, reason) => {
    standIn.mode = mode;
    const c = mode === "hang" ? impatient : client;
    for (const call of [() => c.search({ q: "Kraków", limit: 5 }), () => c.point("KRA010")]) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ServiceUnavailableError);
      expect((err as ServiceUnavailableError).reason).toBe(reason);
    }
  });
});
