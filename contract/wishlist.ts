/**
 * The wishlist in the API (docs/api.md "Wishlist"): a signed-in customer's list of products, one server item id per
 * product. GET lists it; PUT /{parentSku} adds a product (idempotent: adding it again changes nothing); DELETE
 * /{itemId} removes one item; DELETE with a body removes several, all or none; POST /merge adds a guest's list at
 * sign-in. A refused change leaves the list as it was. A guest's list lives in the browser only.
 */
import { z } from "zod";
import { idParam, id, text } from "./primitives.ts";

/** The most products one list keeps. */
export const WISHLIST_MAX = 100;

const sku = text().trim().min(1).max(128);

export const WishlistSkuParams = z.object({ parentSku: sku });
export const WishlistItemParams = z.object({ itemId: idParam() });
export const WishlistDeleteBody = z.object({ items: z.array(id()).min(1).max(WISHLIST_MAX) });
export const WishlistMergeBody = z.object({ skus: z.array(sku).max(WISHLIST_MAX) });

/** What a wishlist shows of a product: its tile. null when the product is no longer sold. */
export const WishlistProduct = z.strictObject({
  sku: z.string(),
  name: z.string(),
  url_path: z.string().describe("the product page's path, /p/{sku}/{slug}"),
  image: z.string().nullable(),
  author: z.string().nullable(),
  type_id: z.string(),
  price_incl_tax: z.number(),
  final_price_incl_tax: z.number(),
  is_discounted: z.boolean(),
  lowest_price_30d: z.number().nullable(),
  is_in_stock: z.boolean(),
});
export type WishlistProduct = z.output<typeof WishlistProduct>;

export const WishlistItem = z.strictObject({
  id: z.number().int().describe("the server item id (DELETE /{itemId})"),
  sku: z.string(),
  added_at: z.string(),
  product: WishlistProduct.nullable(),
});
export type WishlistItem = z.output<typeof WishlistItem>;

export const Wishlist = z.strictObject({ items: z.array(WishlistItem), items_count: z.number().int() });
export type Wishlist = z.output<typeof Wishlist>;

/** The merged list, and the skus that could not be added (no such product, or the list is full). */
export const WishlistMerged = z.strictObject({
  items: z.array(WishlistItem),
  items_count: z.number().int(),
  not_added: z.array(z.string()),
});
export type WishlistMerged = z.output<typeof WishlistMerged>;

export const WishlistDeleted = z.array(z.literal(true));
