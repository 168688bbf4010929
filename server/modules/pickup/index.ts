/** The pickup module's front door: parcel lockers and pickup points per carrier (checkout). */
export { default as pickupRoutes } from "./routes.ts";
export { PickupPoints } from "./service.ts";
