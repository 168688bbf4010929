/**
 * What search engines are told about: the sitemap's URL sequence (active information pages, active
 * categories under the main category, visible enabled products) read in small keyset batches, so a
 * 100,000-product sitemap never sits in memory at once.
 */
import type { Database } from "../../db/client.ts";
import { TtlValue } from "../../lib/ttl-cache.ts";
import { MAIN_CATEGORY_ID } from "../../../domain/category.ts";
import { categorySlug } from "../catalog/reference.ts";
import { pageSlice, productPath, sitemapPageCount, SITEMAP_PAGE_SIZE, type SitemapUrl } from "./sitemap.ts";

/** Products fetched per query while a sitemap streams. */
const PRODUCT_BATCH = 2_000;

/** Storefront paths (no origin) of the information pages and categories, in sitemap order. */
export interface HeadEntry {
  path: string;
  lastmod: Date | string | null;
}

export interface SitemapPlan {
  headCount: number;
  productCount: number;
  pages: number;
  pageSize: number;
  lastmod: Date | null;
}

interface ProductUrlRow {
  id: number;
  sku: string;
  url_key: string;
  parent_sku: string | null;
  updated_at: Date;
}

/** Catalogue visibility of the specification (section 5): visibility 2–4 and status 0–1. */
const VISIBLE = `p.visibility IN (2, 3, 4) AND p.status IN (0, 1)`;

export class SeoService {
  private readonly db: Database;
  private readonly pageSize: number;
  private readonly head: TtlValue<HeadEntry[]>;

  constructor(db: Database, opts: { pageSize?: number; ttlMs?: number } = {}) {
    this.db = db;
    this.pageSize = opts.pageSize ?? SITEMAP_PAGE_SIZE;
    this.head = new TtlValue(opts.ttlMs ?? 60_000, () => this.loadHead());
  }

  /** How many URLs there are and how many child sitemaps they need. */
  async sitemapPlan(): Promise<SitemapPlan> {
    const [head, [row]] = await Promise.all([
      this.head.get(),
      this.db.query<{ products: number; lastmod: Date | null }>(`SELECT count(*)::int AS products, max(p.updated_at) AS lastmod FROM products p WHERE ${VISIBLE}`),
    ]);
    const productCount = row?.products ?? 0;
    return {
      headCount: head.length,
      productCount,
      pages: sitemapPageCount(head.length + productCount, this.pageSize),
      pageSize: this.pageSize,
      lastmod: row?.lastmod ?? null,
    };
  }

  /**
   * The URLs of one child sitemap (`page` from 1), or of the whole sequence when `page` is null,
   * yielded in batches so a caller can stream them.
   */
  async *sitemapUrls(origin: string, plan: SitemapPlan, page: number | null): AsyncGenerator<SitemapUrl[]> {
    const slice = pageSlice(page, plan.headCount, plan.productCount, plan.pageSize);
    const head = await this.head.get();
    const headPart = head.slice(slice.head.start, slice.head.end);
    if (headPart.length) yield headPart.map((e) => ({ loc: `${origin}${e.path}`, lastmod: e.lastmod }));

    let remaining = slice.products.limit;
    let offset = slice.products.offset;
    let afterId: number | null = null;
    while (remaining > 0) {
      const rows: ProductUrlRow[] = await this.productBatch(afterId, offset, Math.min(PRODUCT_BATCH, remaining));
      if (!rows.length) break;
      yield rows.map((r) => ({ loc: `${origin}${productPath(r)}`, lastmod: r.updated_at }));
      remaining -= rows.length;
      afterId = rows[rows.length - 1]!.id;
      offset = 0;
    }
  }

  /** One batch of products in id order: the first skips `offset` rows, later ones continue after `afterId`. */
  private productBatch(afterId: number | null, offset: number, limit: number): Promise<ProductUrlRow[]> {
    return this.db.query<ProductUrlRow>(
      `SELECT p.id, p.sku, p.url_key, p.updated_at,
              (SELECT pp.sku FROM product_super_links l JOIN products pp ON pp.id = l.parent_id
                WHERE l.child_id = p.id ORDER BY pp.id LIMIT 1) AS parent_sku
         FROM products p
        WHERE ${VISIBLE} AND ($1::int IS NULL OR p.id > $1::int)
        ORDER BY p.id
        LIMIT $2 OFFSET $3`,
      [afterId, limit, offset],
    );
  }

  /** Active information pages, then active categories under the main category (their ancestors active too). */
  private async loadHead(): Promise<HeadEntry[]> {
    const [pages, categories] = await Promise.all([
      this.db.query<{ identifier: string; updated_at: Date }>(`SELECT identifier, updated_at FROM cms_pages WHERE is_active ORDER BY id LIMIT 500`),
      this.db.query<{ id: number; parent_id: number | null; name: string; url_key: string; url_path: string; is_active: boolean; lastmod: Date | null }>(
        `SELECT c.id, c.parent_id, c.name, c.url_key, c.url_path, c.is_active,
                (SELECT max(p.updated_at) FROM product_categories pc JOIN products p ON p.id = pc.product_id
                  WHERE pc.category_id = c.id AND ${VISIBLE}) AS lastmod
           FROM categories c ORDER BY c.level, c.position, c.id`,
      ),
    ]);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const listed = (id: number): boolean => {
      for (let c = byId.get(id), depth = 0; c && depth < 50; c = c.parent_id === null ? undefined : byId.get(c.parent_id), depth++) {
        if (!c.is_active) return false;
        if (c.parent_id === MAIN_CATEGORY_ID) return true;
      }
      return false;
    };
    // /c/{slug} finds the first category with that slug (same order as the catalogue's tree); a later
    // category sharing its url_key is reached by its own url_path through the URL dispatcher.
    const slugs = new Set<string>();
    const categoryPath = (c: (typeof categories)[number]) => {
      const slug = categorySlug(c);
      const taken = slugs.has(slug);
      slugs.add(slug);
      return taken ? `/${c.url_path.split("/").map(encodeURIComponent).join("/")}` : `/c/${encodeURIComponent(slug)}`;
    };
    return [
      ...pages.map((p) => ({ path: `/i/${encodeURIComponent(p.identifier)}`, lastmod: p.updated_at })),
      ...categories.flatMap((c) => {
        const path = categoryPath(c);
        return listed(c.id) ? [{ path, lastmod: c.lastmod }] : [];
      }),
    ];
  }
}
