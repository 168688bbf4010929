/**
 * The wishlist module's front door (docs/decisions/2026-11-26-wishlist-reviews.md): a signed-in customer's list of
 * products. server/services.ts builds the service; server/api-routes.ts lists the routes.
 */
export { default as wishlistRoutes } from "./routes.ts";
export { WishlistService } from "./service.ts";
