/** The real ShipX points client against the stand-in, over HTTP. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { distanceMeters } from "../../../domain/geo.ts";
import { ServiceUnavailableError } from "../http.ts";
import { InpostPointsClient } from "./inpost-client.ts";
import { buildInpostPoints } from "./inpost-fixtures.ts";
import { DEFAULT_SEARCH_RADIUS_M, startPickupPointsStandIn, type PickupPointsStandIn } from "./stand-in.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";

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
      expect(p.name.startsWith("POP-")).toBe(!p.type.includes("parcel_locker"));
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

describe("the bundled points look like InPost's list", () => {
  it("has points of several types, points without a building number, and the fields the API answers", () => {
    const both = fixtures.filter((p) => p.type.length > 1);
    expect(both.length).toBeGreaterThan(5);
    expect(both.every((p) => p.type.includes("parcel_locker") && p.type.includes("pop"))).toBe(true);
    const noNumber = fixtures.filter((p) => p.address_details.building_number === null);
    expect(noNumber.length).toBeGreaterThan(3);
    for (const p of noNumber) expect(p.address.line1).toBe(p.address_details.street);
    for (const p of fixtures) {
      expect(p.display_name).toMatch(new RegExp(`^(Paczkomat|PaczkoPunkt) ${p.name}$`));
      expect(p.image_url).toBe(`https://static.easypack24.net/points/pl/images/${p.name}.jpg`);
    }
  });
});

describe("the stand-in's search, as the API's", () => {
  const get = async (query: string) => (await fetch(`${standIn.url}/v1/points?${query}`)).json();

  it("keeps points within its default radius of a relative point unless max_distance says otherwise", async () => {
    // Between Kraków and Katowice: no bundled point within the default radius.
    const between = "relative_point=50.15,19.45&sort_by=distance_to_relative_point";
    const near = await get(between);
    expect(near.items.every((p: { distance: number }) => p.distance <= DEFAULT_SEARCH_RADIUS_M)).toBe(true);
    const wide = await get(`${between}&max_distance=60000`);
    expect(wide.count).toBeGreaterThan(near.count);
  });

  it("answers only the fields asked for, and its pagination at the top and in meta", async () => {
    const body = await get("city=Kraków&per_page=5&page=2&fields=name,address_details");
    expect(Object.keys(body.items[0]).sort()).toEqual(["address_details", "name"]);
    expect(body.meta).toEqual({ href: expect.any(String), count: body.count, page: 2, per_page: 5, total_pages: Math.ceil(body.count / 5) });
    expect(body.total_pages).toBe(body.meta.total_pages);
  });

  it("finds a point of two types by either type", async () => {
    const both = fixtures.find((p) => p.type.length > 1)!;
    for (const type of ["pop", "parcel_locker"]) expect((await get(`name=${both.name}&type=${type}`)).count).toBe(1);
  });
});

/**
 * InPost's answers as recorded (server/integrations/pickup-points/recorded/*.json: request, status and body, shaped
 * after public recordings of api-shipx-pl.easypack24.net), replayed to the real client.
 */
const recorded = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "recorded", `${name}.json`), "utf8")) as { request: string; status: number; body: unknown };
const replaying = (name: string) => {
  const r = recorded(name);
  const asked: string[] = [];
  const c = new InpostPointsClient({
    baseUrl: SHIPX,
    timeoutMs: 10_000,
    fetch: async (url) => {
      asked.push(String(url));
      return Response.json(r.body, { status: r.status });
    },
  });
  return { client: c, asked };
};
const SHIPX = "https://api-shipx-pl.easypack24.net";

describe("the real client against InPost's recorded answers", () => {
  it("reads a postcode search: nearest first, a two-type point as a locker, no building number, no point out of service", async () => {
    const { client: c, asked } = replaying("points-by-postcode");
    const points = await c.search({ q: "43-340", limit: 3 });
    expect(points.map((p) => p.code)).toEqual(["KZY01A", "KZY01APP"]);
    expect(points[1]).toMatchObject({
      type: "parcel_locker",
      address: { line1: "Bielska", line2: "43-340 Kozy", postcode: "43-340", city: "Kozy" },
      distance: 655,
    });
    const url = new URL(asked[0]!);
    expect(url.searchParams.get("max_distance")).toBe("15000");
    expect(url.searchParams.get("fields")?.split(",")).toEqual(
      expect.arrayContaining(["name", "type", "status", "location", "address", "address_details", "functions"]),
    );
  });

  it("reads one point, an answer limited by fields, and a 404", async () => {
    expect(await replaying("point-KZY01A").client.point("KZY01A")).toMatchObject({
      code: "KZY01A",
      type: "parcel_locker",
      openingHours: "24/7",
      distance: null,
    });
    expect(await replaying("points-fields").client.search({ q: "KZY01A", limit: 5 })).toMatchObject([{ code: "KZY01A", description: null }]);
    expect(await replaying("point-not-found").client.point("XYZ123")).toBeNull();
  });
});
