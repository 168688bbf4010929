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
