/**
 * The product fields every product tile shows (listing, home lists, related products, compare): its link, picture,
 * title, author, and price with the Omnibus lowest price (its type: a grouped product's price is said "od …"). Each list asks the catalogue for these plus its own.
 */
export const TILE_CORE_FIELDS = [
  "sku",
  "parentSku",
  "slug",
  "name",
  "image",
  "author",
  "author_url",
  "price_incl_tax",
  "final_price_incl_tax",
  "is_discounted",
  "lowest_price_30d",
  "type_id",
] as const;

/**
 * The product types a tile or the wishlist puts in the cart with one button (no options to choose). Here, not in
 * cart/TileAddToCart.tsx: the wishlist needs the list, not the button, and the button is then only the listing's
 * (its chunk), not in the catalogue parts that product pages load (docs/decisions/2026-11-26-first-load-js.md).
 */
export const TILE_CART_TYPES = new Set(["simple", "single_number", "virtual", "downloadable"]);
