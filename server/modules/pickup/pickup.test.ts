/** Pickup point endpoints through fastify.inject; InPost through the real client and the stand-in the app starts. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { PickupPointsStandIn } from "../../integrations/pickup-points/stand-in.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";

let t: TestContext;
let standIn: PickupPointsStandIn;
/** The same app with a short time limit for the points API, only for "the API hangs". */
let impatient: FastifyInstance;

beforeAll(async () => {
  // No search cache here, so every test reaches the stand-in; the cache has its own test below.
  t = await setupTestApp({ PICKUP_POINTS_CACHE_SECONDS: "0" });
  standIn = t.standIns.find((s) => s.name === "pickup-points") as PickupPointsStandIn;
  impatient = await buildApp({ config: { ...t.config, PICKUP_POINTS_TIMEOUT_MS: 300 }, db: t.db, logger: false });
});
afterAll(async () => {
  await impatient.close();
  await t.close();
});
beforeEach(() => {
  standIn.mode = "normal";
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/pickup-points", () => {
  it("the app started the InPost stand-in and points its client at it", () => {
    expect(standIn).toBeDefined();
    expect(t.config.PICKUP_POINTS_URL).toBe(standIn.url);
  });

  it("searches by city", async () => {
    const res = await get("/api/pickup-points?carrier=inpost&q=Wroc%C5%82aw&limit=50");
    expect(res.statusCode).toBe(200);
    const items = res.json().result.items;
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((p: { address: { city: string } }) => p.address.city === "Wrocław")).toBe(true);
  });

  it("searches by postcode, nearest first", async () => {
    const res = await get("/api/pickup-points?q=30-084&limit=5");
    const items = res.json().result.items as { code: string; distance: number }[];
    expect(items[0]!.code).toBe("KRA010");
    expect(items.map((p) => p.distance)).toEqual([...items.map((p) => p.distance)].sort((a, b) => a - b));
  });

  it("searches by code", async () => {
    const res = await get("/api/pickup-points?q=waw97h");
    expect(res.json().result.items.map((p: { code: string }) => p.code)).toEqual(["WAW97H"]);
  });

  it("nearest first from coordinates, with distances in metres", async () => {
    const res = await get("/api/pickup-points?carrier=inpost&lat=52.2297&lng=21.0122&limit=10");
    expect(res.statusCode).toBe(200);
    const items = res.json().result.items as { distance: number; address: { city: string } }[];
    expect(items).toHaveLength(10);
    expect(items.every((p) => p.address.city === "Warszawa")).toBe(true);
    expect(items.map((p) => p.distance)).toEqual([...items.map((p) => p.distance)].sort((a, b) => a - b));
    expect(items[0]!.distance).toBeLessThan(3000);
  });

  it("serves the second carrier (Orlen Paczka) through the same endpoint", async () => {
    const res = await get("/api/pickup-points?carrier=orlen&lat=50.06&lng=19.94&limit=2");
    expect(res.json().result.items.map((p: { carrier: string; code: string }) => `${p.carrier}:${p.code}`)).toEqual(["orlen:OP-KRA-0064", "orlen:OP-KRA-0098"]);
  });

  it.each([
    ["/api/pickup-points", "PICKUP_QUERY_INVALID"],
    ["/api/pickup-points?q=1", "PICKUP_QUERY_INVALID"],
    ["/api/pickup-points?lat=52.2", "PICKUP_QUERY_INVALID"],
    ["/api/pickup-points?lat=95&lng=20", "VALIDATION_FAILED"],
    ["/api/pickup-points?q=Krak%C3%B3w&carrier=dhl", "VALIDATION_FAILED"],
    ["/api/pickup-points?q=Krak%C3%B3w&limit=500", "VALIDATION_FAILED"],
  ])("400 for %s", async (url, error) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().result.error).toBe(error);
  });

  it.each(["down", "hang", "malformed"] as const)("503 PICKUP_POINTS_UNAVAILABLE (not 500) when the points API is %s", async (mode) => {
    standIn.mode = mode;
    const res = await (mode === "hang" ? impatient : t.app).inject("/api/pickup-points?q=Krak%C3%B3w");
    expect(res.statusCode).toBe(503);
    expect(res.json().result.error).toBe("PICKUP_POINTS_UNAVAILABLE");
  });
});

describe("GET /api/pickup-points/{carrier}/{code}", () => {
  it("returns the chosen point", async () => {
    const res = await get("/api/pickup-points/inpost/POP-WAW62");
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ carrier: "inpost", code: "POP-WAW62", type: "pop", address: { city: "Warszawa" } });
  });

  it.each(["/api/pickup-points/inpost/KRA000Z", "/api/pickup-points/orlen/KRA010"])("404 PICKUP_POINT_NOT_FOUND for %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().result.error).toBe("PICKUP_POINT_NOT_FOUND");
  });

  it("400 for a code that cannot be one", async () => {
    expect((await get("/api/pickup-points/inpost/KRA%20010")).statusCode).toBe(400);
  });

  it("503 when the points API answers garbage", async () => {
    standIn.mode = "malformed";
    const res = await get("/api/pickup-points/inpost/KRA010");
    expect(res.statusCode).toBe(503);
    expect(res.json().result.error).toBe("PICKUP_POINTS_UNAVAILABLE");
  });
});

describe("the search cache", () => {
  it("reuses a search answer, but checks a chosen point every time", async () => {
    const app = await buildApp({ config: { ...t.config, PICKUP_POINTS_CACHE_SECONDS: 60 }, db: t.db, logger: false });
    try {
      const before = standIn.calls;
      const first = await app.inject("/api/pickup-points?q=Gda%C5%84sk");
      const second = await app.inject("/api/pickup-points?q=gda%C5%84sk");
      expect(second.json()).toEqual(first.json());
      expect(standIn.calls).toBe(before + 1);
      await app.inject("/api/pickup-points/inpost/KRA010");
      await app.inject("/api/pickup-points/inpost/KRA010");
      expect(standIn.calls).toBe(before + 3);
    } finally {
      await app.close();
    }
  });
});
