/**
 * Authors and publishers (table brands; domain/brand.ts): a row per name the products carry, added when the
 * catalogue is refreshed, with the shop's short description. Their pages list the products whose author or publisher
 * has the page's slug.
 */
import type { Database } from "../../db/client.ts";
import { type BrandKind, BRAND_KINDS, BRAND_SEGMENT } from "../../../domain/brand.ts";
import { slugify } from "../../../domain/slug.ts";

type Db = Pick<Database, "query">;

/** The products column of each kind (fixed names: never from input). */
export const BRAND_COLUMN: Record<BrandKind, "author" | "publisher"> = { author: "author", publisher: "publisher" };

/** Adds a row for every author and publisher name of the products (`productIds`, or all) that has none yet. */
export async function syncBrands(db: Db, productIds?: number[]): Promise<number> {
  let added = 0;
  for (const kind of BRAND_KINDS) {
    const column = BRAND_COLUMN[kind];
    const names = await db.query<{ name: string }>(
      `SELECT DISTINCT p.${column} AS name FROM products p
        WHERE p.${column} IS NOT NULL AND p.${column} <> '' AND ($1::int[] IS NULL OR p.id = ANY($1::int[]))
          AND NOT EXISTS (SELECT 1 FROM brands b WHERE b.kind = $2 AND b.name = p.${column})`,
      [productIds ?? null, kind],
    );
    const rows = names.map((n) => ({ name: n.name, slug: slugify(n.name) })).filter((r) => r.slug !== "");
    if (!rows.length) continue;
    const inserted = await db.query(
      `INSERT INTO brands (kind, name, slug) SELECT $1, n, s FROM unnest($2::text[], $3::text[]) AS x(n, s)
       ON CONFLICT (kind, name) DO NOTHING RETURNING id`,
      [kind, rows.map((r) => r.name), rows.map((r) => r.slug)],
    );
    added += inserted.length;
  }
  return added;
}

export interface BrandRow {
  kind: BrandKind;
  slug: string;
  /** every name with this slug (usually one); the first is the page's */
  names: string[];
  description: string;
  translations: unknown;
}

/** The brand of a slug, with its names, when one of them has a listed product. */
export async function findBrand(db: Db, kind: BrandKind, slug: string): Promise<BrandRow | null> {
  const column = BRAND_COLUMN[kind];
  const rows = await db.query<{ name: string; description: string; translations: unknown }>(
    `SELECT b.name, b.description, b.translations FROM brands b
      WHERE b.kind = $1 AND b.slug = $2
        AND EXISTS (SELECT 1 FROM products p JOIN catalog_listing l ON l.product_id = p.id WHERE p.${column} = b.name)
      ORDER BY b.id`,
    [kind, slug],
  );
  if (!rows.length) return null;
  const described = rows.find((r) => r.description.trim() !== "") ?? rows[0]!;
  return { kind, slug, names: rows.map((r) => r.name), description: described.description, translations: described.translations };
}

/** The brand pages with listed products, for the sitemap. */
export async function listedBrands(db: Db): Promise<{ kind: BrandKind; slug: string; lastmod: Date | null }[]> {
  const per = (kind: BrandKind) => `SELECT b.kind, b.slug, max(p.updated_at) AS lastmod FROM brands b
       JOIN products p ON p.${BRAND_COLUMN[kind]} = b.name JOIN catalog_listing l ON l.product_id = p.id
      WHERE b.kind = '${kind}' GROUP BY b.kind, b.slug`;
  return db.query(`${BRAND_KINDS.map(per).join(" UNION ALL ")} ORDER BY 1, 2`);
}

/** Of `names`, those of a kind with a page (listed products), with its path: the home page's publisher logos link to them. */
export async function brandPaths(db: Db, kind: BrandKind, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const column = BRAND_COLUMN[kind];
  const rows = await db.query<{ name: string; slug: string }>(
    `SELECT b.name, b.slug FROM brands b WHERE b.kind = $1 AND b.name = ANY($2::text[])
        AND EXISTS (SELECT 1 FROM products p JOIN catalog_listing l ON l.product_id = p.id WHERE p.${column} = b.name)`,
    [kind, names],
  );
  return new Map(rows.map((r) => [r.name, `/${BRAND_SEGMENT[kind]}/${r.slug}`]));
}
