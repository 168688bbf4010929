/** The pickup service's answers as values: what a shopper or a failing source causes is refused, a bug is thrown. */
import { describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "../../integrations/http.ts";
import type { PickupPoint, PickupPointsProvider } from "../../integrations/pickup-points/types.ts";
import { PICKUP_POINT_NOT_FOUND_MESSAGE, PICKUP_POINTS_UNAVAILABLE_MESSAGE, PickupPoints, pickupSearch } from "./service.ts";

const point: PickupPoint = {
  carrier: "inpost",
  code: "KRA010",
  type: "parcel_locker",
  address: { line1: "Kamieńskiego 11", line2: "30-644 Kraków", postcode: "30-644", city: "Kraków" },
  location: { lat: 50.02, lng: 19.95 },
  description: null,
  openingHours: "24/7",
  distance: null,
};

function provider(answer: () => Promise<PickupPoint | null>): PickupPointsProvider {
  return { carrier: "inpost", search: async () => [point], point: answer };
}

describe("pickupSearch", () => {
  it.each([
    [{ lat: 52.2, limit: 5 }, "Give both lat and lng, or neither."],
    [{ q: "1", limit: 5 }, "Type a city, a postcode (00-000) or a pickup point code."],
    [{ limit: 5 }, "Type a city, a postcode or a pickup point code, or share your location."],
  ])("refuses %j", (query, message) => {
    expect(pickupSearch(query)).toEqual({ ok: false, code: "PICKUP_QUERY_INVALID", message });
  });

  it("accepts a place or coordinates", () => {
    expect(pickupSearch({ q: "Kraków", limit: 5 })).toEqual({ ok: true, value: { q: "Kraków", near: undefined, limit: 5 } });
    expect(pickupSearch({ q: "", lat: 50, lng: 19, limit: 5 })).toEqual({ ok: true, value: { q: undefined, near: { lat: 50, lng: 19 }, limit: 5 } });
  });
});

describe("PickupPoints", () => {
  it("a known point is accepted, an unknown one refused", async () => {
    expect(await new PickupPoints({ inpost: provider(async () => point) }).point("inpost", "KRA010")).toEqual({ ok: true, value: point });
    expect(await new PickupPoints({ inpost: provider(async () => null) }).point("inpost", "KRA000")).toEqual({
      ok: false,
      code: "PICKUP_POINT_NOT_FOUND",
      message: PICKUP_POINT_NOT_FOUND_MESSAGE,
    });
  });

  it("a carrier without a configured source, or a failing one, is PICKUP_POINTS_UNAVAILABLE", async () => {
    const unavailable = { ok: false, code: "PICKUP_POINTS_UNAVAILABLE", message: PICKUP_POINTS_UNAVAILABLE_MESSAGE };
    const failing = provider(async () => Promise.reject(new ServiceUnavailableError("inpost-points", "timeout")));
    expect(await new PickupPoints({ inpost: null }).point("inpost", "KRA010")).toEqual(unavailable);
    expect(await new PickupPoints({}).search("orlen", { q: "Kraków", limit: 5 })).toEqual(unavailable);
    expect(await new PickupPoints({ inpost: failing }).point("inpost", "KRA010")).toEqual(unavailable);
  });

  it("a bug in a source stays an exception", async () => {
    const broken = provider(async () => Promise.reject(new TypeError("boom")));
    await expect(new PickupPoints({ inpost: broken }).point("inpost", "KRA010")).rejects.toThrow("boom");
  });
});
