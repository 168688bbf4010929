/** /api/pickup-points: parcel lockers and pickup points of the carriers, for the checkout. */
import { z } from "zod";
import { text } from "./primitives.ts";

export const PICKUP_CARRIERS = ["inpost", "orlen"] as const;
export const PICKUP_POINT_TYPES = ["parcel_locker", "pop", "station", "partner_point"] as const;

export const PickupCarrier = z.enum(PICKUP_CARRIERS);

export const PickupPoint = z.strictObject({
  carrier: PickupCarrier,
  code: z.string().describe("The carrier's point code, e.g. KRA010 or POP-WAW62; send it with the order"),
  type: z.enum(PICKUP_POINT_TYPES),
  address: z.strictObject({ line1: z.string(), line2: z.string(), postcode: z.string().nullable(), city: z.string().nullable() }),
  location: z.strictObject({ lat: z.number(), lng: z.number() }),
  description: z.string().nullable(),
  openingHours: z.string().nullable(),
  distance: z.number().nullable().describe("Metres from the given coordinates or postcode"),
});

export const PickupSearchQuery = z.object({
  carrier: PickupCarrier.default("inpost"),
  q: text().trim().max(100).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const PickupSearchResult = z.strictObject({ items: z.array(PickupPoint) });

export const PickupPointParams = z.object({
  carrier: PickupCarrier,
  code: text().regex(/^[A-Za-z0-9-]{2,40}$/, { error: "code must be 2-40 letters, digits or dashes" }),
});
