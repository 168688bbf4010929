/**
 * New products from the catalogue CSV (import.ts): a row whose sku the shop does not know yet is a product to create,
 * so that the same file loads an empty shop (docs/decisions/2026-11-26-catalogue-import-creates.md).
 *
 * Only products that stand alone are created this way: `simple` (a physical product with managed stock) and
 * `virtual` (nothing shipped, no stock kept). The others are made of other products (configurable, bundle, grouped)
 * or carry files and issue plans (downloadable, subscription): they need the panel or the generator.
 *
 * A new product needs, besides its sku: type, name, price, tax_class (the shop's product tax classes) and at least one
 * category. Its categories' ancestors (below the root) are added, as the generator links them, so it is listed in the
 * parent categories too. Its description is plain text: paragraphs become <p> elements, every character escaped.
 */
import type { Database } from "../../db/client.ts";
import { finalPrice } from "../../../domain/pricing.ts";
import { slugWithId } from "../../../domain/slug.ts";

export const CREATABLE_TYPES = ["simple", "virtual"] as const;

export interface NewProduct {
  line: number;
  sku: string;
  type: (typeof CREATABLE_TYPES)[number];
  name: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class: number;
  qty: number;
  is_in_stock: boolean;
  status: 1 | 2;
  visibility: 1 | 2 | 3 | 4;
  categories: number[];
  attributes: { attributeId: number; optionIds: number[] }[];
  isbn: string | null;
  author: string | null;
  publisher: string | null;
  description: string;
}

/** A new sku's form: letters, digits, dot, dash and underscore, at most 64 (it appears in the product's address). */
export const NEW_SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** ISBN-10 or ISBN-13 with its check digit right (hyphens and spaces allowed); the digits as stored, or undefined. */
export function parseIsbn(text: string): string | undefined {
  const s = text.replace(/[\s-]/g, "").toUpperCase();
  if (/^\d{13}$/.test(s)) {
    const sum = [...s].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0 ? s : undefined;
  }
  if (/^\d{9}[\dX]$/.test(s)) {
    const sum = [...s].reduce((acc, d, i) => acc + (d === "X" ? 10 : Number(d)) * (10 - i), 0);
    return sum % 11 === 0 ? s : undefined;
  }
  return undefined;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Plain text as the product page's HTML description: a blank line starts a paragraph, a line break stays one. */
export function descriptionHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The ancestors of each category below the root (level ≥ 2), with the category itself, in tree order. */
export async function withAncestors(tx: Pick<Database, "query">, ids: number[]): Promise<Map<number, number[]>> {
  const rows = await tx.query<{ id: number; path: string }>("SELECT id, path FROM categories WHERE id = ANY($1::int[])", [ids]);
  const levels = new Map(
    (
      await tx.query<{ id: number; level: number }>("SELECT id, level::int AS level FROM categories WHERE id = ANY($1::int[])", [
        [...new Set(rows.flatMap((r) => r.path.split("/").map(Number)))],
      ])
    ).map((r) => [r.id, r.level]),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      r.path
        .split("/")
        .map(Number)
        .filter((id) => (levels.get(id) ?? 0) >= 2 || id === r.id),
    ]),
  );
}

/**
 * Writes the new products inside the import's transaction: the product rows (ids after the highest, taken under an
 * advisory lock so two imports never pick the same), stock, the first period of the Omnibus price history,
 * categories and attributes. The caller refreshes the listing index and the brands after its commit.
 */
export async function insertNewProducts(tx: Pick<Database, "query">, items: NewProduct[], now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (items.length === 0) return ids;
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('kiosk:catalog:new-product-ids'))");
  const [top] = await tx.query<{ max: number }>("SELECT coalesce(max(id), 0)::int AS max FROM products");
  let next = top!.max;
  const lineage = await withAncestors(tx, [...new Set(items.flatMap((p) => p.categories))]);
  const names = new Map((await tx.query<{ id: number; name: string }>("SELECT id, name FROM categories")).map((c) => [c.id, c.name]));
  for (const p of items) {
    const id = ++next;
    ids.set(p.sku, id);
    const categories = [...new Set(p.categories.flatMap((c) => lineage.get(c) ?? [c]))];
    const slug = slugWithId(p.name, id);
    await tx.query(
      `INSERT INTO products (id, sku, type_id, name, url_key, url_path, status, visibility, price, special_price, special_from_date, special_to_date,
         tax_class_id, description, isbn, author, publisher, main_category_id, category_names, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10::date, $11::date, $12, $13, $14, $15, $16, $17, $18, $19, $19)`,
      [
        id,
        p.sku,
        p.type,
        p.name,
        slug,
        p.status,
        p.visibility,
        p.price,
        p.special_price,
        p.special_from_date,
        p.special_to_date,
        p.tax_class,
        descriptionHtml(p.description),
        p.isbn,
        p.author,
        p.publisher,
        // the main category is the deepest one named in the file
        p.categories[p.categories.length - 1] ?? null,
        categories.map((c) => names.get(c) ?? "").join(" "),
        now,
      ],
    );
    const managed = p.type === "simple";
    await tx.query(
      `INSERT INTO stock_items (product_id, qty, is_in_stock, manage_stock, backorders, min_sale_qty, max_sale_qty, source_code, updated_at)
       VALUES ($1, $2, $3, $4, 0, 1, $5, 'default', $6)`,
      [id, managed ? p.qty : 0, p.is_in_stock, managed, managed ? 50 : 10, now],
    );
    const price = finalPrice({ price: p.price, specialPrice: p.special_price, specialFromDate: p.special_from_date, specialToDate: p.special_to_date }, now);
    await tx.query("INSERT INTO price_history (product_id, price, valid_from, valid_to) VALUES ($1, $2, $3, NULL)", [id, price, now]);
    await tx.query(`INSERT INTO product_categories (product_id, category_id, position) SELECT $1, c, 0 FROM unnest($2::int[]) AS c ON CONFLICT DO NOTHING`, [
      id,
      categories,
    ]);
    if (p.attributes.length) {
      await tx.query(
        `INSERT INTO product_attribute_values (product_id, attribute_id, option_id)
         SELECT $1, a, o FROM unnest($2::int[], $3::int[]) AS x(a, o) ON CONFLICT DO NOTHING`,
        [id, p.attributes.flatMap((a) => a.optionIds.map(() => a.attributeId)), p.attributes.flatMap((a) => a.optionIds)],
      );
    }
  }
  return ids;
}
