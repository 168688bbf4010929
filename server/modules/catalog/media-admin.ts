/**
 * A product's images for the back office (docs/api.md §18.3): the list, a new image (its file already stored by the
 * media module), the order, the alt text, removal. The first enabled image in order is the product's main image
 * (`products.image`), kept in step here. Each change is one transaction; the page-version triggers move the caches.
 */
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";

export interface StaffMedia {
  id: number;
  file: string;
  label: string | null;
  position: number;
}

type Tx = Pick<Database, "query">;

export function productMedia(db: Tx, productId: number): Promise<StaffMedia[]> {
  return db.query<StaffMedia>("SELECT id, file, label, position FROM product_media WHERE product_id = $1 AND NOT disabled ORDER BY position, id", [productId]);
}

/** products.image follows the first image in order (or stays when the product has none of its own rows). */
async function syncMainImage(tx: Tx, productId: number) {
  await tx.query(
    `UPDATE products SET image = m.file FROM (SELECT file FROM product_media WHERE product_id = $1 AND NOT disabled ORDER BY position, id LIMIT 1) m
      WHERE id = $1 AND image IS DISTINCT FROM m.file`,
    [productId],
  );
}

const cleanLabel = (label: string | null | undefined) => {
  const t = label?.trim() ?? "";
  return t === "" ? null : t.slice(0, 255);
};

export async function addProductMedia(
  db: Database,
  productId: number,
  file: string,
  label: string | null,
): Promise<Outcome<{ before: null; after: StaffMedia; media: StaffMedia[] }, "PRODUCT_NOT_FOUND">> {
  return db.transaction(async (tx) => {
    const [p] = await tx.query("SELECT id FROM products WHERE id = $1 FOR UPDATE", [productId]);
    if (!p) return refuse("PRODUCT_NOT_FOUND", `There is no product ${productId}.`);
    await tx.query("LOCK TABLE product_media IN SHARE ROW EXCLUSIVE MODE");
    const [row] = await tx.query<StaffMedia>(
      `INSERT INTO product_media (id, product_id, file, label, position, disabled)
       VALUES ((SELECT coalesce(max(id), 0) + 1 FROM product_media), $1, $2, $3,
               (SELECT coalesce(max(position), 0) + 1 FROM product_media WHERE product_id = $1), false)
       RETURNING id, file, label, position`,
      [productId, file, cleanLabel(label)],
    );
    await syncMainImage(tx, productId);
    return accept({ before: null, after: row!, media: await productMedia(tx, productId) });
  });
}

/** New alt text (empty: the product's name is used). */
export async function labelProductMedia(
  db: Database,
  productId: number,
  mediaId: number,
  label: string | null,
): Promise<Outcome<{ before: StaffMedia; after: StaffMedia }, "MEDIA_NOT_FOUND">> {
  return db.transaction(async (tx) => {
    const before = (await productMedia(tx, productId)).find((m) => m.id === mediaId);
    if (!before) return refuse("MEDIA_NOT_FOUND", `Product ${productId} has no image ${mediaId}.`);
    await tx.query("UPDATE product_media SET label = $3 WHERE id = $1 AND product_id = $2", [mediaId, productId, cleanLabel(label)]);
    return accept({ before, after: (await productMedia(tx, productId)).find((m) => m.id === mediaId)! });
  });
}

/** The images in the order given (every image of the product, each once); the first becomes the main image. */
export async function orderProductMedia(
  db: Database,
  productId: number,
  ids: number[],
): Promise<Outcome<{ before: StaffMedia[]; after: StaffMedia[] }, "MEDIA_NOT_FOUND" | "MEDIA_INVALID">> {
  return db.transaction(async (tx) => {
    const [p] = await tx.query("SELECT id FROM products WHERE id = $1 FOR UPDATE", [productId]);
    if (!p) return refuse("MEDIA_NOT_FOUND", `There is no product ${productId}.`);
    const before = await productMedia(tx, productId);
    const have = before.map((m) => m.id).sort((a, b) => a - b);
    if (new Set(ids).size !== ids.length || [...ids].sort((a, b) => a - b).join() !== have.join()) {
      return refuse("MEDIA_INVALID", "The order must name every image of the product once.");
    }
    await tx.query("UPDATE product_media m SET position = o.n FROM unnest($2::int[]) WITH ORDINALITY AS o(id, n) WHERE m.id = o.id AND m.product_id = $1", [
      productId,
      ids,
    ]);
    await syncMainImage(tx, productId);
    return accept({ before, after: await productMedia(tx, productId) });
  });
}

/** Removes an image; its file is the caller's to delete (the media module's). */
export async function deleteProductMedia(
  db: Database,
  productId: number,
  mediaId: number,
): Promise<Outcome<{ before: StaffMedia; after: null; file: string }, "MEDIA_NOT_FOUND">> {
  return db.transaction(async (tx) => {
    const [p] = await tx.query("SELECT id FROM products WHERE id = $1 FOR UPDATE", [productId]);
    const before = p ? (await productMedia(tx, productId)).find((m) => m.id === mediaId) : undefined;
    if (!before) return refuse("MEDIA_NOT_FOUND", `Product ${productId} has no image ${mediaId}.`);
    await tx.query("DELETE FROM product_media WHERE id = $1 AND product_id = $2", [mediaId, productId]);
    const [still] = await tx.query("SELECT 1 FROM product_media WHERE file = $1 UNION ALL SELECT 1 FROM products WHERE image = $1 AND id <> $2 LIMIT 1", [
      before.file,
      productId,
    ]);
    await syncMainImage(tx, productId);
    // the product's last image gone: no main image left that names the removed file
    await tx.query("UPDATE products SET image = NULL WHERE id = $1 AND image = $2", [productId, before.file]);
    return accept({ before, after: null, file: still ? "" : before.file });
  });
}
