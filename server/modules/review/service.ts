/**
 * Product reviews (docs/decisions/2026-11-26-wishlist-reviews.md). Writing one: limited per client address and per
 * customer (in the database, so across processes), a guest's after the bot check (as registration); the product must
 * be sold; the author is the token's customer (the body's customer_id is ignored) or a guest with an e-mail; a
 * customer writes one review per product. Every new review is pending: nothing shows before a moderator approves it.
 * A customer's review is a verified purchase when the order module says they bought the product (a paid or complete
 * order of their account), checked when it is written. Texts are stored exactly as written (trimmed): the pages
 * escape them, so markup never becomes live.
 */
import type { MyReviews, ProductReviews, ReviewInput, ReviewStatus, ReviewSummary } from "../../../contract/review.ts";
import { REVIEWS_PAGE_SIZE } from "../../../contract/review.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { InTransaction } from "../../db/in-transaction.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";
import type { productReviews } from "./tables.ts";

/** The two facts the reviews need from outside: the bot check (guests) and whether a customer bought a product. */
export interface ReviewDeps {
  db: Database;
  config: Config;
  botCheck: { verify(token: string | undefined): Promise<boolean> };
  bought(customerId: number, productId: number): Promise<boolean>;
  clock?: () => Date;
}

type ReviewRow = RowOf<typeof productReviews>;
export type ReviewRefusal = "RATE_LIMITED" | "BOT_CHECK_FAILED" | "VALIDATION_FAILED" | "PRODUCT_NOT_FOUND" | "REVIEW_EXISTS";

const WINDOW_SECONDS = 3600;

export class ReviewService {
  private readonly d: ReviewDeps;
  private readonly clock: () => Date;

  constructor(deps: ReviewDeps) {
    this.d = deps;
    this.clock = deps.clock ?? (() => new Date());
  }

  async create(
    customerId: number | null,
    ip: string,
    input: ReviewInput,
    gToken: string | undefined,
  ): Promise<Outcome<{ id: number; status: ReviewStatus; verified_purchase: boolean }, ReviewRefusal>> {
    const { db, config } = this.d;
    const now = this.clock();
    const limits: [string, number][] = [[`review-ip:${ip}`, config.REVIEW_ATTEMPTS_PER_IP]];
    if (customerId !== null) limits.push([`review-customer:${customerId}`, config.REVIEW_ATTEMPTS_PER_CUSTOMER]);
    for (const [key, limit] of limits) {
      const verdict = await hitRateLimit(db, key, { limit, windowSeconds: WINDOW_SECONDS }, now);
      if (!verdict.allowed) {
        return refuse("RATE_LIMITED", "Too many reviews written. Please try again later.", { retryAfterSeconds: verdict.retryAfterSeconds });
      }
    }
    let email: string;
    if (customerId === null) {
      if (!input.email)
        return refuse("VALIDATION_FAILED", "The body is invalid: review.email: Field is required.", [{ path: "review.email", message: "Field is required" }]);
      if (!(await this.d.botCheck.verify(gToken)))
        return refuse("BOT_CHECK_FAILED", "The bot check is missing, wrong, expired or already used. Please try again.");
      email = input.email;
    } else {
      const [me] = await db.query<{ email: string }>("SELECT email FROM customers WHERE id = $1", [customerId]);
      if (!me) return refuse("VALIDATION_FAILED", "The customer is not known.");
      email = me.email;
    }
    const [product] = await db.query<{ id: number }>("SELECT id FROM products WHERE id = $1 AND status IN (0, 1) AND visibility > 1", [input.product_id]);
    if (!product) return refuse("PRODUCT_NOT_FOUND", `The product ${input.product_id} is not available.`);
    const verified = customerId !== null && (await this.d.bought(customerId, product.id));
    const rows = await db.query<Pick<ReviewRow, "id" | "status" | "verified_purchase">>(
      `INSERT INTO product_reviews (product_id, customer_id, nickname, email, rating, title, detail, recommend, verified_purchase, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (customer_id, product_id) DO NOTHING
       RETURNING id, status, verified_purchase`,
      [product.id, customerId, input.nickname, email, input.rating ?? null, input.title, input.detail, input.recommend, verified, now],
    );
    const row = rows[0];
    if (!row) return refuse("REVIEW_EXISTS", "You have already reviewed this product.");
    return accept({ id: row.id, status: row.status as ReviewStatus, verified_purchase: row.verified_purchase });
  }

  /** A product's approved reviews, newest first, a page at a time, with the summary of all of them. */
  async forProduct(productId: number, page = 1): Promise<ProductReviews> {
    const { db } = this.d;
    const [stats] = await db.query<{
      count: number;
      rated: number;
      average: string | null;
      r1: number;
      r2: number;
      r3: number;
      r4: number;
      r5: number;
      recommend: number;
    }>(
      `SELECT count(*)::int AS count, count(rating)::int AS rated, round(avg(rating), 1)::text AS average,
              count(*) FILTER (WHERE rating = 1)::int AS r1, count(*) FILTER (WHERE rating = 2)::int AS r2,
              count(*) FILTER (WHERE rating = 3)::int AS r3, count(*) FILTER (WHERE rating = 4)::int AS r4,
              count(*) FILTER (WHERE rating = 5)::int AS r5, count(*) FILTER (WHERE recommend)::int AS recommend
       FROM product_reviews WHERE product_id = $1 AND status = 'approved'`,
      [productId],
    );
    const summary: ReviewSummary = {
      count: stats?.count ?? 0,
      rated_count: stats?.rated ?? 0,
      average: stats?.average == null ? null : Number(stats.average),
      distribution: { 1: stats?.r1 ?? 0, 2: stats?.r2 ?? 0, 3: stats?.r3 ?? 0, 4: stats?.r4 ?? 0, 5: stats?.r5 ?? 0 },
      recommend_count: stats?.recommend ?? 0,
    };
    const pages = Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pages);
    const items =
      summary.count === 0
        ? []
        : await db.query<Pick<ReviewRow, "id" | "nickname" | "rating" | "title" | "detail" | "recommend" | "verified_purchase" | "created_at">>(
            `SELECT id, nickname, rating, title, detail, recommend, verified_purchase, created_at FROM product_reviews
             WHERE product_id = $1 AND status = 'approved' ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
            [productId, REVIEWS_PAGE_SIZE, (current - 1) * REVIEWS_PAGE_SIZE],
          );
    return {
      summary,
      items: items.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      page: current,
      page_size: REVIEWS_PAGE_SIZE,
      pages,
    };
  }

  /** The customer's own reviews, newest first, with their moderation status. */
  async mine(customerId: number): Promise<MyReviews> {
    const rows = await this.d.db.query<
      Pick<ReviewRow, "id" | "rating" | "title" | "detail" | "recommend" | "status" | "verified_purchase" | "created_at"> & {
        sku: string | null;
        name: string | null;
        url_key: string | null;
      }
    >(
      `SELECT r.id, r.rating, r.title, r.detail, r.recommend, r.status, r.verified_purchase, r.created_at, p.sku, p.name, p.url_key
       FROM product_reviews r LEFT JOIN products p ON p.id = r.product_id
       WHERE r.customer_id = $1 ORDER BY r.id DESC LIMIT 200`,
      [customerId],
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        product: r.sku && r.name ? { sku: r.sku, name: r.name, url_path: `/p/${encodeURIComponent(r.sku)}/${r.url_key ?? ""}` } : null,
        rating: r.rating,
        title: r.title,
        detail: r.detail,
        recommend: r.recommend,
        status: r.status as ReviewStatus,
        verified_purchase: r.verified_purchase,
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  }

  /** The back office's moderation list: reviews by status, oldest waiting first, one page, with their product. */
  async staffList(q: { status: ReviewStatus; page: number; pageSize: number }): Promise<{ items: StaffReview[]; total: number }> {
    const [count] = await this.d.db.query<{ n: number }>("SELECT count(*)::int AS n FROM product_reviews WHERE status = $1", [q.status]);
    const items = await this.d.db.query<StaffReview>(
      `SELECT r.id, r.product_id, p.sku, p.name AS product_name, r.nickname, r.email, r.rating, r.title, r.detail, r.status,
              r.verified_purchase, r.created_at
       FROM product_reviews r LEFT JOIN products p ON p.id = r.product_id
       WHERE r.status = $1 ORDER BY r.id LIMIT $2 OFFSET $3`,
      [q.status, q.pageSize, (q.page - 1) * q.pageSize],
    );
    return { items, total: count?.n ?? 0 };
  }

  /**
   * The back office's decision on a review, with its status before and after; the caller's `inTransaction` (its
   * audit row) runs in the same transaction (docs/decisions/2026-11-26-audit-atomic.md).
   */
  async staffModerate(
    id: number,
    status: ReviewStatus,
    inTransaction?: InTransaction,
  ): Promise<Outcome<{ before: { status: string }; after: { status: string } }, "NOT_FOUND">> {
    return this.d.db.transaction(async (tx) => {
      const rows = await tx.query<{ before: string }>(
        `UPDATE product_reviews r SET status = $2, moderated_at = $3 FROM (SELECT id, status FROM product_reviews WHERE id = $1 FOR UPDATE) old
         WHERE r.id = old.id RETURNING old.status AS before`,
        [id, status, this.clock()],
      );
      if (!rows[0]) return refuse("NOT_FOUND", `There is no review ${id}.`);
      const change = { before: { status: rows[0].before }, after: { status } };
      if (inTransaction) await inTransaction(tx, change);
      return accept(change);
    });
  }

  /** A moderator's decision (the back office will call this; until then the development route and the tests). */
  async moderate(id: number, status: ReviewStatus): Promise<Outcome<true, "NOT_FOUND">> {
    const rows = await this.d.db.query("UPDATE product_reviews SET status = $2, moderated_at = $3 WHERE id = $1 RETURNING id", [id, status, this.clock()]);
    return rows.length === 1 ? accept(true) : refuse("NOT_FOUND", `There is no review ${id}.`);
  }
}

export interface StaffReview {
  id: number;
  product_id: number;
  sku: string | null;
  product_name: string | null;
  nickname: string;
  email: string;
  rating: number | null;
  title: string;
  detail: string;
  status: string;
  verified_purchase: boolean;
  created_at: string;
}
