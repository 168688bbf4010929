/**
 * The review module's front door (docs/decisions/2026-11-26-wishlist-reviews.md): product reviews, moderated before
 * they show. Only this module writes product_reviews.
 */
export type { productReviews } from "./tables.ts";
