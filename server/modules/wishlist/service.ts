/**
 * A signed-in customer's wishlist (docs/decisions/2026-11-26-wishlist-reviews.md). The server is the truth: every
 * change is one statement (or one transaction) keyed by the customer, so two tabs changing the list at once end
 * with the union of their additions and without the items either removed. Adding is idempotent (INSERT … ON
 * CONFLICT DO NOTHING on UNIQUE(customer_id, product_id)); removing several removes all or none. An item id of
 * another customer's list is "not found", like one that never existed.
 */
import { WISHLIST_MAX, type Wishlist, type WishlistItem, type WishlistMerged, type WishlistProduct } from "../../../contract/wishlist.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { CatalogService, ProductDoc } from "../catalog/index.ts";
import type { wishlistItems } from "./tables.ts";

type ItemRow = Pick<RowOf<typeof wishlistItems>, "id" | "sku" | "product_id" | "created_at">;

const notFound = () => refuse("WISHLIST_ITEM_NOT_FOUND", "There is no such item in your wishlist.");

export class WishlistService {
  private readonly db: Database;
  private readonly catalog: CatalogService;

  constructor(db: Database, catalog: CatalogService) {
    this.db = db;
    this.catalog = catalog;
  }

  /** The customer's list, newest first, each item with its product's tile (null when it is no longer sold). */
  async list(customerId: number): Promise<Wishlist> {
    const rows = await this.db.query<ItemRow>("SELECT id, sku, product_id, created_at FROM wishlist_items WHERE customer_id = $1 ORDER BY id DESC", [
      customerId,
    ]);
    const items = await Promise.all(rows.map((r) => this.item(r)));
    return { items, items_count: items.length };
  }

  /**
   * Adds the product `sku` names (a configurable child: its parent). Adding a product already in the list is no
   * change and no error. PRODUCT_NOT_FOUND for a product not sold; WISHLIST_FULL at WISHLIST_MAX items.
   */
  async add(customerId: number, sku: string): Promise<Outcome<true, "PRODUCT_NOT_FOUND" | "WISHLIST_FULL">> {
    const product = await this.productOf(sku);
    if (!product) return refuse("PRODUCT_NOT_FOUND", `The product "${sku}" is not available.`);
    return this.insert(customerId, product);
  }

  /** Removes one item of the customer's list; WISHLIST_ITEM_NOT_FOUND when it is not theirs (or not there). */
  async remove(customerId: number, itemId: number): Promise<Outcome<true, "WISHLIST_ITEM_NOT_FOUND">> {
    const rows = await this.db.query("DELETE FROM wishlist_items WHERE id = $1 AND customer_id = $2 RETURNING id", [itemId, customerId]);
    return rows.length === 1 ? accept(true) : notFound();
  }

  /** Removes every listed item, or none of them when one is not in the customer's list. */
  async removeMany(customerId: number, itemIds: number[]): Promise<Outcome<true[], "WISHLIST_ITEM_NOT_FOUND">> {
    const ids = [...new Set(itemIds)];
    return this.db.transaction(async (tx) => {
      // The rows are locked first: a concurrent removal of one of them waits, and then this one sees it gone.
      const mine = await tx.query("SELECT id FROM wishlist_items WHERE customer_id = $1 AND id = ANY($2::int[]) FOR UPDATE", [customerId, ids]);
      if (mine.length !== ids.length) return notFound();
      await tx.query("DELETE FROM wishlist_items WHERE customer_id = $1 AND id = ANY($2::int[])", [customerId, ids]);
      return accept(itemIds.map(() => true as const));
    });
  }

  /**
   * A guest's list added to the account's at sign-in: every product not yet there is added (no duplicates,
   * nothing already in the account's list lost); skus of products not sold, or beyond a full list, come back in
   * `not_added`. Idempotent: merging the same list again changes nothing.
   */
  async merge(customerId: number, skus: string[]): Promise<WishlistMerged> {
    const notAdded: string[] = [];
    // Oldest first: the guest added the first sku first, so it ends lowest in the (newest first) list.
    for (const sku of [...new Set(skus)]) {
      const added = await this.add(customerId, sku);
      if (!added.ok) notAdded.push(sku);
    }
    return { ...(await this.list(customerId)), not_added: notAdded };
  }

  private async insert(customerId: number, product: { id: number; sku: string }): Promise<Outcome<true, "WISHLIST_FULL">> {
    // One statement: the row is added only while the list has room; a product already there stays as it is.
    const rows = await this.db.query<{ id: number; existed: boolean }>(
      `WITH existing AS (SELECT id FROM wishlist_items WHERE customer_id = $1 AND product_id = $2),
            added AS (
              INSERT INTO wishlist_items (customer_id, product_id, sku)
              SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM existing)
                AND (SELECT count(*) FROM wishlist_items WHERE customer_id = $1) < $4
              ON CONFLICT (customer_id, product_id) DO NOTHING
              RETURNING id)
       SELECT id, true AS existed FROM existing UNION ALL SELECT id, false FROM added`,
      [customerId, product.id, product.sku, WISHLIST_MAX],
    );
    if (rows.length > 0) return accept(true);
    // Nothing found nor added: either the list is full, or a concurrent request added this product meanwhile.
    const again = await this.db.query("SELECT 1 FROM wishlist_items WHERE customer_id = $1 AND product_id = $2", [customerId, product.id]);
    return again.length > 0 ? accept(true) : refuse("WISHLIST_FULL", `A wishlist keeps at most ${WISHLIST_MAX} products.`);
  }

  /** The product sold under `sku` (a configurable child's parent), or null. */
  private async productOf(sku: string): Promise<{ id: number; sku: string } | null> {
    const found = await this.catalog.product({ sku });
    if (!found.ok) return null;
    const doc = found.value.redirectTo ?? found.value.product;
    return { id: Number(doc.id), sku: String(doc.sku) };
  }

  private async item(row: ItemRow): Promise<WishlistItem> {
    const found = await this.catalog.product({ sku: row.sku });
    const doc = found.ok ? (found.value.redirectTo ?? found.value.product) : null;
    return { id: row.id, sku: row.sku, added_at: new Date(row.created_at).toISOString(), product: doc ? tile(doc) : null };
  }
}

type Raw = Record<string, unknown>;
const num = (v: unknown, fallback = 0) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/** A product document's tile for the wishlist. */
export function tile(doc: ProductDoc): WishlistProduct {
  const d = doc as unknown as Raw;
  const sku = String(d.sku);
  const slug = str(d.slug) ?? str(d.url_key) ?? "";
  const stock = (d.stock && typeof d.stock === "object" ? d.stock : {}) as Raw;
  const price = num(d.price_incl_tax);
  return {
    sku,
    name: String(d.name ?? sku),
    url_path: `/p/${encodeURIComponent(sku)}/${slug}`,
    image: str(d.image),
    author: str(d.author),
    type_id: String(d.type_id ?? "simple"),
    price_incl_tax: price,
    final_price_incl_tax: num(d.final_price_incl_tax, price),
    is_discounted: d.is_discounted === true,
    lowest_price_30d: typeof d.lowest_price_30d === "number" ? d.lowest_price_30d : null,
    is_in_stock: stock.is_in_stock === true,
  };
}
