/** Pickup points (parcel lockers, PaczkoPunkty, Orlen Paczka points) for the checkout. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ErrorEnvelope, ok } from "../../http/envelope.ts";
import { sendRefusal } from "../../http/outcome.ts";
import { PICKUP_CARRIERS, PICKUP_POINT_TYPES } from "../../integrations/pickup-points/types.ts";
import { pickupSearch } from "./service.ts";

const PickupPoint = z.object({
  carrier: z.enum(PICKUP_CARRIERS),
  code: z.string().describe("The carrier's point code, e.g. KRA010 or POP-WAW62; send it with the order"),
  type: z.enum(PICKUP_POINT_TYPES),
  address: z.object({ line1: z.string(), line2: z.string(), postcode: z.string().nullable(), city: z.string().nullable() }),
  location: z.object({ lat: z.number(), lng: z.number() }),
  description: z.string().nullable(),
  openingHours: z.string().nullable(),
  distance: z.number().nullable().describe("Metres from the given coordinates or postcode"),
});
const errors = { 400: ErrorEnvelope, 404: ErrorEnvelope, 503: ErrorEnvelope };
const Carrier = z.enum(PICKUP_CARRIERS);

export default async function pickupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pickupPoints } = app.services;

  r.get(
    "/pickup-points",
    {
      schema: {
        tags: ["checkout"],
        summary: "Search a carrier's pickup points by city, postcode or code, or nearest to coordinates",
        description:
          '`q` is a city ("Kraków"), a postcode ("31-072", nearest first) or a point code ("KRA010"); with `lat` and `lng` the points come nearest first. 400 PICKUP_QUERY_INVALID when neither is usable; 503 PICKUP_POINTS_UNAVAILABLE when the carrier\'s points cannot be loaded.',
        querystring: z.object({
          carrier: Carrier.default("inpost"),
          q: z.string().trim().max(100).optional(),
          lat: z.coerce.number().min(-90).max(90).optional(),
          lng: z.coerce.number().min(-180).max(180).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: envelope(z.object({ items: z.array(PickupPoint) })), ...errors },
      },
    },
    async (req, reply) => {
      const search = pickupSearch(req.query);
      if (!search.ok) return sendRefusal(reply, search);
      const points = await pickupPoints.search(req.query.carrier, search.value, req.log);
      return points.ok ? ok({ items: points.value }) : sendRefusal(reply, points);
    },
  );

  r.get(
    "/pickup-points/:carrier/:code",
    {
      schema: {
        tags: ["checkout"],
        summary: "One pickup point by code, to validate the buyer's choice when the order is placed",
        params: z.object({ carrier: Carrier, code: z.string().regex(/^[A-Za-z0-9-]{2,40}$/, { error: "code must be 2-40 letters, digits or dashes" }) }),
        response: { 200: envelope(PickupPoint), ...errors },
      },
    },
    async (req, reply) => {
      const point = await pickupPoints.point(req.params.carrier, req.params.code, req.log);
      return point.ok ? ok(point.value) : sendRefusal(reply, point);
    },
  );
}
