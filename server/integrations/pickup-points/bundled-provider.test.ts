import { describe, expect, it } from "vitest";
import { BundledPickupPoints } from "./bundled-provider.ts";
import { ORLEN_POINTS } from "./orlen-fixtures.ts";

const orlen = new BundledPickupPoints("orlen", ORLEN_POINTS);

describe("BundledPickupPoints (Orlen Paczka)", () => {
  it("searches by city, accents and case ignored", async () => {
    const points = await orlen.search({ q: "LODZ", limit: 10 });
    expect(points.map((p) => p.code)).toEqual(["OP-LOD-0015", "OP-LOD-0033"]);
  });

  it("searches by postcode, nearest first", async () => {
    const points = await orlen.search({ q: "02-819", limit: 3 });
    expect(points[0]!.code).toBe("OP-WAW-0012");
    expect(points.map((p) => p.distance)).toEqual([...points.map((p) => p.distance!)].sort((a, b) => a - b));
  });

  it("searches by code and near coordinates", async () => {
    expect((await orlen.search({ q: "op-kra-0064", limit: 5 })).map((p) => p.code)).toEqual(["OP-KRA-0064"]);
    const near = await orlen.search({ near: { lat: 54.35, lng: 18.65 }, limit: 2 });
    expect(near.map((p) => p.code)).toEqual(["OP-GDA-0036", "OP-GDA-0011"]);
  });

  it("finds a point by code, or null", async () => {
    expect(await orlen.point("op-waw-0103")).toMatchObject({ code: "OP-WAW-0103", type: "partner_point", address: { line2: "00-017 Warszawa" } });
    expect(await orlen.point("OP-WAW-9999")).toBeNull();
  });
});
