/**
 * The review module's front door (docs/decisions/2026-11-26-wishlist-reviews.md): product reviews, moderated before
 * they show, a verified purchase marked from the order module's facts. server/services.ts builds the service with its
 * bot check and the order's `customerBoughtProduct`; the product page's loader reads a product's approved reviews.
 * Only this module writes product_reviews.
 */
export { default as reviewRoutes } from "./routes.ts";
export { default as reviewDevRoutes } from "./dev-routes.ts";
export { ReviewService, type ReviewDeps, type ReviewRefusal, type StaffReview } from "./service.ts";
