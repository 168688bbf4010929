/**
 * Views and sales counted for real (docs/decisions/2026-11-27-popularity.md).
 *
 * Views: a product page's view is a Map increment in this process (`record`, on the hot path, after an `isbot` check
 * of the user agent); every POPULARITY_FLUSH_SECONDS, and when the process closes, the counts go to the database in
 * one statement. Processes keep no state of their own, so a crash loses at most the views of the last few seconds
 * of that process: accepted, as a view count is a signal, not a record. A flush that fails keeps its counts for the
 * next one.
 *
 * Sales: the units of an order are added once it is paid (cash on delivery: once it is placed, accepted for
 * fulfilment), once per order however often the hook runs (popularity_orders), and taken back, weighed as they were
 * added, when the whole payment is refunded.
 *
 * Both are kept as lifetime counts and decayed scores (product_popularity; domain/popularity.ts): the sorts, the
 * bestseller flag and the home lists read the scores. Configurable children count for their parent (the product
 * that is listed). No write here touches a page-version table: counting retires no cached page.
 */
import { isbot } from "isbot";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { dayNumber } from "../../../domain/popularity.ts";

export interface PopularitySettings {
  halfLifeDays: number;
  flushSeconds: number;
  /** how many top-selling products carry the bestseller flag */
  bestsellers: number;
}

/**
 * The n-th best decayed sales score, the bestseller flag's threshold (`n`: an SQL int expression); NULL when fewer
 * products sold. `DESC NULLS LAST` is the order of product_popularity_sales_score_idx: a plain `DESC` (nulls first)
 * cannot read that index, and every product page and listing then sorted the whole table for it (about 15 ms at
 * 100,000 products, docs/benchmarks.md 2026-11-27). `popularity.test.ts` checks the plan.
 */
export const bestsellerThresholdSql = (n: string) => `(SELECT b.sales_score FROM product_popularity b WHERE b.sales_score IS NOT NULL
     ORDER BY b.sales_score DESC NULLS LAST OFFSET greatest(${n}::int - 1, 0) LIMIT 1)`;

export const DEFAULT_POPULARITY: PopularitySettings = { halfLifeDays: 30, flushSeconds: 10, bestsellers: 100 };

/** Distinct products a process holds before it writes early (bounds memory under a crawl of every product). */
const MAX_PENDING = 5000;
/** User agents remembered with their isbot answer: a few browsers make most requests, and isbot is a long regex. */
const UA_MEMORY = 500;

type Log = { warn: (obj: object, msg: string) => void };
type Db = Pick<Database, "query">;

/** A configurable child counts for its parent. */
const LISTED_ID = (id: string) => `coalesce((SELECT sl.parent_id FROM product_super_links sl WHERE sl.child_id = ${id} ORDER BY sl.parent_id LIMIT 1), ${id})`;

/** $1 ids, $2 counts, $3 day number, $4 half-life, $5 now. Rows in id order: two processes lock in the same order. */
const FLUSH_VIEWS_SQL = `
WITH v AS (
  SELECT ${LISTED_ID("x.id")} AS id, sum(x.n)::bigint AS n
    FROM unnest($1::int[], $2::int[]) AS x(id, n) JOIN products p ON p.id = x.id
   GROUP BY 1
)
INSERT INTO product_popularity AS pp (product_id, views, view_score, updated_at)
SELECT v.id, v.n, $3::float8 + $4::float8 * ln(v.n) / ln(2::float8), $5 FROM v ORDER BY v.id
ON CONFLICT (product_id) DO UPDATE SET views = pp.views + EXCLUDED.views,
  view_score = kiosk_score_add(pp.view_score, EXCLUDED.view_score, $4::float8), updated_at = EXCLUDED.updated_at`;

/** $1 order id, $2 product ids, $3 quantities, $4 day number, $5 half-life, $6 now. */
const ADD_SALES_SQL = `
WITH v AS (
  SELECT ${LISTED_ID("x.id")} AS id, sum(x.n)::int AS n
    FROM unnest($2::int[], $3::int[]) AS x(id, n) JOIN products p ON p.id = x.id
   WHERE x.n > 0 GROUP BY 1
), counted AS (
  INSERT INTO popularity_orders (order_id, counted_at, lines)
  SELECT $1::int, $6, coalesce(jsonb_agg(jsonb_build_array(v.id, v.n) ORDER BY v.id), '[]'::jsonb) FROM v
  ON CONFLICT (order_id) DO NOTHING RETURNING order_id
)
INSERT INTO product_popularity AS pp (product_id, sales, sales_score, updated_at)
SELECT v.id, v.n, $4::float8 + $5::float8 * ln(v.n) / ln(2::float8), $6 FROM v WHERE EXISTS (SELECT 1 FROM counted) ORDER BY v.id
ON CONFLICT (product_id) DO UPDATE SET sales = pp.sales + EXCLUDED.sales,
  sales_score = kiosk_score_add(pp.sales_score, EXCLUDED.sales_score, $5::float8), updated_at = EXCLUDED.updated_at
RETURNING product_id`;

/** $1 order id, $2 half-life, $3 now: what the order added, taken back once, weighed as on the day it was added. */
const REVERSE_SALES_SQL = `
WITH r AS (
  UPDATE popularity_orders SET reversed_at = $3 WHERE order_id = $1::int AND reversed_at IS NULL RETURNING counted_at, lines
), v AS (
  SELECT (e->>0)::int AS id, (e->>1)::int AS n, extract(epoch FROM r.counted_at) / 86400 AS day
    FROM r, jsonb_array_elements(r.lines) AS e
)
UPDATE product_popularity pp SET sales = greatest(pp.sales - v.n, 0),
  sales_score = kiosk_score_sub(pp.sales_score, v.day + $2::float8 * ln(v.n) / ln(2::float8), $2::float8), updated_at = $3
  FROM v WHERE pp.product_id = v.id
RETURNING pp.product_id`;

export class Popularity {
  private pending = new Map<number, number>();
  private readonly agents = new Map<string, boolean>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<unknown> = Promise.resolve();
  private log: Log = { warn: () => undefined };

  private readonly db: Db;
  readonly settings: PopularitySettings;
  private readonly clock: () => Date;

  constructor(db: Db, settings: PopularitySettings = DEFAULT_POPULARITY, clock: () => Date = () => new Date()) {
    this.db = db;
    this.settings = settings;
    this.clock = clock;
  }

  attachLogger(log: Log): void {
    this.log = log;
  }

  /**
   * Counts one view of product `productId` by a client with this user agent, in memory; false when not counted (a
   * bot, or no user agent). The hot path: no I/O.
   */
  recordView(productId: number, userAgent: string | undefined): boolean {
    if (!userAgent || this.isBot(userAgent)) return false;
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
    if (this.pending.size >= MAX_PENDING) void this.flush().catch(() => undefined);
    return true;
  }

  /** Views counted and not yet written, by product (tests, the bench). */
  pendingViews(): number {
    let n = 0;
    for (const c of this.pending.values()) n += c;
    return n;
  }

  private isBot(userAgent: string): boolean {
    const known = this.agents.get(userAgent);
    if (known !== undefined) return known;
    const bot = isbot(userAgent);
    if (this.agents.size >= UA_MEMORY) this.agents.clear();
    this.agents.set(userAgent, bot);
    return bot;
  }

  /** Writes the views counted so far in one statement (one flush at a time per process); resolves to how many. */
  flush(): Promise<number> {
    const run = this.writing.then(() => this.writeViews());
    this.writing = run.catch(() => undefined);
    return run;
  }

  private async writeViews(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    const ids = [...batch.keys()].sort((a, b) => a - b);
    const now = this.clock();
    try {
      await preparedQuery(this.db, "catalog_popularity_flush_views", FLUSH_VIEWS_SQL, [
        ids,
        ids.map((id) => batch.get(id)),
        dayNumber(now),
        this.settings.halfLifeDays,
        now,
      ]);
    } catch (err) {
      // Kept for the next flush (a database outage loses nothing while the process lives).
      for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      throw err;
    }
    let total = 0;
    for (const n of batch.values()) total += n;
    return total;
  }

  /** Flushes every POPULARITY_FLUSH_SECONDS (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch((err: Error) => this.log.warn({ err: { message: err.message } }, "product views not written yet (kept for the next flush)"));
    }, this.settings.flushSeconds * 1000);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (on shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch((err: Error) => this.log.warn({ err: { message: err.message } }, "product views lost at shutdown"));
  }

  /**
   * Adds an order's units to sales, once per order (a second call for the same order adds nothing); true when added.
   * `lines`: product ids and quantities as ordered (a configurable child counts for its parent).
   */
  async addSales(orderId: number, lines: { productId: number; qty: number }[]): Promise<boolean> {
    const now = this.clock();
    const rows = await preparedQuery(this.db, "catalog_popularity_add_sales", ADD_SALES_SQL, [
      orderId,
      lines.map((l) => l.productId),
      lines.map((l) => l.qty),
      dayNumber(now),
      this.settings.halfLifeDays,
      now,
    ]);
    return rows.length > 0;
  }

  /** Takes back what `addSales` added for the order (a whole refund), once; true when something was taken back. */
  async reverseSales(orderId: number): Promise<boolean> {
    const rows = await this.db.query(REVERSE_SALES_SQL, [orderId, this.settings.halfLifeDays, this.clock()]);
    return rows.length > 0;
  }
}

/** Writes the catalogue's own starting counts (products.view_count, sales_count) as popularity where none is counted yet. */
export async function seedPopularity(db: Db, halfLifeDays = DEFAULT_POPULARITY.halfLifeDays, at: Date = new Date()): Promise<void> {
  await db.query("SELECT kiosk_seed_popularity($1::float8, $2::timestamptz)", [halfLifeDays, at]);
}
