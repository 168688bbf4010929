/** A pickup point as the shop shows and stores it, whichever carrier it belongs to; and the adapter interface. */
import type { LatLng } from "../../../domain/geo.ts";

import { PICKUP_CARRIERS, PICKUP_POINT_TYPES } from "../../../contract/pickup.ts";

// The carriers and point types are part of the API (contract/pickup.ts).
export { PICKUP_CARRIERS, PICKUP_POINT_TYPES };
export type PickupCarrier = (typeof PICKUP_CARRIERS)[number];

export type PickupPointType = (typeof PICKUP_POINT_TYPES)[number];

export interface PickupPoint {
  carrier: PickupCarrier;
  /** The carrier's code, e.g. "KRA010", "POP-WAW62". */
  code: string;
  type: PickupPointType;
  address: {
    /** "Kamieńskiego 11" */
    line1: string;
    /** "30-644 Kraków" */
    line2: string;
    postcode: string | null;
    city: string | null;
  };
  location: LatLng;
  /** Where it is: "Przy sklepie Biedronka". */
  description: string | null;
  /** "24/7" or the opening hours as the carrier writes them. */
  openingHours: string | null;
  /** Metres from the given coordinates or postcode; null when none was given. */
  distance: number | null;
}

export interface PickupPointSearch {
  /** A city, postcode or point code. */
  q?: string;
  /** Nearest first from here. */
  near?: LatLng;
  limit: number;
}

/** One carrier's points: a real client in production, a stand-in or bundled list in development. */
export interface PickupPointsProvider {
  readonly carrier: PickupCarrier;
  /** Nearest first when `near` (or a postcode) is given. Throws ServiceUnavailableError when the source fails. */
  search(search: PickupPointSearch): Promise<PickupPoint[]>;
  /** null when the carrier has no such point (or it does not operate). */
  point(code: string): Promise<PickupPoint | null>;
}
