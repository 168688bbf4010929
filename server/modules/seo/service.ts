/**
 * What search engines are told about: the sitemap's URL sequence (active information pages, active
 * categories under the main category, visible enabled products) read in small keyset batches, so a
 * 100,000-product sitemap never sits in memory at once.
 */
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import { TtlValue } from "../../lib/ttl-cache.ts";
import { MAIN_CATEGORY_ID } from "../../../domain/category.ts";
import { categorySlug, listedBrands } from "../catalog/index.ts";
import { BRAND_SEGMENT } from "../../../domain/brand.ts";
import type { categories as categoryTable, products } from "../catalog/index.ts";
import type { cmsPages } from "../cms/index.ts";
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
  /** id of the first product of each page (null when a page holds no products), so pages start by keyset, not OFFSET */
  productStarts: (number | null)[];
}

/** A visible product's URL parts; `parent_sku` is its configurable parent's, if any. */
type ProductUrlRow = Pick<RowOf<typeof products>, "id" | "sku" | "url_key" | "updated_at"> & { parent_sku: string | null };

/** Catalogue visibility of the docs/storefront.md (§5): visibility 2–4 and status 0–1. */
const VISIBLE = `p.visibility IN (2, 3, 4) AND p.status IN (0, 1)`;

export class SeoService {
  private readonly db: Database;
  private readonly pageSize: number;
  private readonly head: TtlValue<HeadEntry[]>;
  private readonly plan: TtlValue<SitemapPlan>;

  /** `ttlMs`: how long the counts and page boundaries are reused (crawlers fetch the index, then every page). */
  constructor(db: Database, opts: { pageSize?: number; ttlMs?: number } = {}) {
    this.db = db;
    this.pageSize = opts.pageSize ?? SITEMAP_PAGE_SIZE;
    this.head = new TtlValue(opts.ttlMs ?? 300_000, () => this.loadHead());
    this.plan = new TtlValue(opts.ttlMs ?? 300_000, () => this.loadPlan());
  }

  /** How many URLs there are, how many child sitemaps they need and where each page's products start. */
  sitemapPlan(): Promise<SitemapPlan> {
    return this.plan.get();
  }

  private async loadPlan(): Promise<SitemapPlan> {
    const head = await this.head.get();
    const [row] = await this.db.query<{ products: number; lastmod: Date | null }>(
      `SELECT count(*)::int AS products, max(p.updated_at) AS lastmod FROM products p WHERE ${VISIBLE}`,
    );
    const productCount = row?.products ?? 0;
    const pages = sitemapPageCount(head.length + productCount, this.pageSize);
    const offsets = Array.from({ length: pages }, (_, i) => pageSlice(i + 1, head.length, productCount, this.pageSize).products);
    const wanted = offsets.filter((o) => o.limit > 0).map((o) => o.offset);
    // one pass over the visible products finds the id at each page's first offset
    const starts = wanted.length
      ? await this.db.query<{ id: number; rn: number }>(
          `SELECT id, rn FROM (SELECT p.id, (row_number() OVER (ORDER BY p.id) - 1)::int AS rn FROM products p WHERE ${VISIBLE}) t
            WHERE rn = ANY($1::int[])`,
          [wanted],
        )
      : [];
    const idAt = new Map(starts.map((s) => [s.rn, s.id]));
    return {
      headCount: head.length,
      productCount,
      pages,
      pageSize: this.pageSize,
      lastmod: row?.lastmod ?? null,
      productStarts: offsets.map((o) => (o.limit > 0 ? (idAt.get(o.offset) ?? null) : null)),
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
    if (remaining <= 0) return;
    const start = page === null ? null : plan.productStarts[page - 1];
    // from the page's first id (found when the plan was made); the whole sequence starts at the lowest id
    let fromId = start ?? (page === null ? Number.MIN_SAFE_INTEGER : null);
    if (fromId === null) return;
    let inclusive = true;
    while (remaining > 0) {
      const rows: ProductUrlRow[] = await this.productBatch(fromId, inclusive, Math.min(PRODUCT_BATCH, remaining));
      if (!rows.length) break;
      yield rows.map((r) => ({ loc: `${origin}${productPath(r)}`, lastmod: r.updated_at }));
      remaining -= rows.length;
      fromId = rows[rows.length - 1]!.id;
      inclusive = false;
    }
  }

  /** One batch of visible products in id order, from `fromId` (keyset: an index range scan, never OFFSET). */
  private productBatch(fromId: number, inclusive: boolean, limit: number): Promise<ProductUrlRow[]> {
    return this.db.query<ProductUrlRow>(
      `SELECT p.id, p.sku, p.url_key, p.updated_at,
              (SELECT pp.sku FROM product_super_links l JOIN products pp ON pp.id = l.parent_id
                WHERE l.child_id = p.id ORDER BY pp.id LIMIT 1) AS parent_sku
         FROM products p
        WHERE ${VISIBLE} AND p.id ${inclusive ? ">=" : ">"} $1::bigint
        ORDER BY p.id
        LIMIT $2`,
      [fromId, limit],
    );
  }

  /** Active information pages, active categories under the main category (their ancestors active too), author and publisher pages. */
  private async loadHead(): Promise<HeadEntry[]> {
    const [pages, categories, brands] = await Promise.all([
      this.db.query<Pick<RowOf<typeof cmsPages>, "identifier" | "updated_at">>(
        `SELECT identifier, updated_at FROM cms_pages WHERE is_active ORDER BY id LIMIT 500`,
      ),
      this.db.query<Pick<RowOf<typeof categoryTable>, "id" | "parent_id" | "name" | "url_key" | "url_path" | "is_active"> & { lastmod: Date | null }>(
        `SELECT c.id, c.parent_id, c.name, c.url_key, c.url_path, c.is_active, m.lastmod
           FROM categories c
           LEFT JOIN (SELECT pc.category_id, max(p.updated_at) AS lastmod
                        FROM product_categories pc JOIN products p ON p.id = pc.product_id
                       WHERE ${VISIBLE} GROUP BY pc.category_id) m ON m.category_id = c.id
          ORDER BY c.level, c.position, c.id`,
      ),
      listedBrands(this.db),
    ]);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const listed = (id: number): boolean => {
      for (let c = byId.get(id), depth = 0; c && depth < 50; c = c.parent_id === null ? undefined : byId.get(c.parent_id), depth++) {
        if (!c.is_active) return false;
        if (c.parent_id === MAIN_CATEGORY_ID) return true;
      }
      return false;
    };
    // Category slugs carry the id, so /c/{slug} is unique.
    const categoryPath = (c: (typeof categories)[number]) => `/c/${encodeURIComponent(categorySlug(c))}`;
    return [
      ...pages.map((p) => ({ path: `/i/${encodeURIComponent(p.identifier)}`, lastmod: p.updated_at })),
      ...categories.flatMap((c) => {
        const path = categoryPath(c);
        return listed(c.id) ? [{ path, lastmod: c.lastmod }] : [];
      }),
      // Author and publisher pages with listed products.
      ...brands.map((b) => ({ path: `/${BRAND_SEGMENT[b.kind]}/${encodeURIComponent(b.slug)}`, lastmod: b.lastmod })),
    ];
  }
}
