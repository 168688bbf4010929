/** Pickup points (parcel lockers, PaczkoPunkty, Orlen Paczka points) for the checkout. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope, errorsFor } from "../../../contract/envelope.ts";
import { PickupPoint, PickupPointParams, PickupSearchQuery, PickupSearchResult } from "../../../contract/pickup.ts";
import { ok } from "../../http/envelope.ts";
import { answer, sendRefusal } from "../../http/outcome.ts";
import { pickupSearch } from "./service.ts";

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
        params: PickupPointParams,
        response: { 200: envelope(PickupPoint), ...errors },
      },
    },
    async (req, reply) => {
      const point = await pickupPoints.point(req.params.carrier, req.params.code, req.log);
      return answer(reply, point);
    },
  );
}
