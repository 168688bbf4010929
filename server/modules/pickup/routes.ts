/** Pickup points (parcel lockers, PaczkoPunkty, Orlen Paczka points) for the checkout. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { classifyPickupQuery } from "../../../domain/pickup-query.ts";
import { envelope, errorsFor } from "../../../contract/envelope.ts";
import { PickupPoint, PickupPointParams, PickupSearchQuery, PickupSearchResult } from "../../../contract/pickup.ts";
import { ApiError, ok } from "../../http/envelope.ts";

const errors = errorsFor(400, 404, 503);

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
        querystring: PickupSearchQuery,
        response: { 200: envelope(PickupSearchResult), ...errors },
      },
    },
    async (req) => {
      const { carrier, q, lat, lng, limit } = req.query;
      if ((lat === undefined) !== (lng === undefined)) throw new ApiError("PICKUP_QUERY_INVALID", "Give both lat and lng, or neither.");
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const query = q ? classifyPickupQuery(q) : null;
      if (q && !query) throw new ApiError("PICKUP_QUERY_INVALID", "Type a city, a postcode (00-000) or a pickup point code.");
      if (!query && !near) throw new ApiError("PICKUP_QUERY_INVALID", "Type a city, a postcode or a pickup point code, or share your location.");
      return ok({ items: await pickupPoints.search(carrier, { q: q || undefined, near, limit }, req.log) });
    },
  );

  r.get(
    "/pickup-points/:carrier/:code",
    {
      schema: {
        tags: ["checkout"],
        summary: "One pickup point by code, to validate the buyer's choice when the order is placed",
        params: PickupPointParams,
        response: { 200: envelope(PickupPoint), ...errors },
      },
    },
    async (req) => ok(await pickupPoints.point(req.params.carrier, req.params.code, req.log)),
  );
}
