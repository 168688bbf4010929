/**
 * Which products' stock moved, shared by every process through the database (migration 0037: each statement on
 * stock_items logs the products it touched in stock_changes). A process reads the rows after the last it saw, about
 * once a second, and hears which products (with their configurable parents) and categories (with their ancestors)
 * are affected, so the page cache drops those pages only (docs/decisions/2026-11-28-targeted-invalidation.md).
 *
 * Ids come from a sequence, so a row can commit after a row with a higher id: an id skipped over is a gap, asked
 * for again on each read for `gapMs` (a rolled-back write never fills its gap; a transaction that long is not an order).
 */
import type { Database } from "../../db/client.ts";

export interface StockChange {
  products: Set<number>;
  categories: Set<number>;
}

const MAX_GAPS = 10_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export class StockChanges {
  private readonly db: Pick<Database, "query">;
  private readonly gapMs: number;
  private readonly now: () => number;
  private cursor: number | null = null;
  /** ids skipped over, with when they were first missed */
  private readonly gaps = new Map<number, number>();
  private readonly listeners = new Set<(change: StockChange) => void>();
  private timer: NodeJS.Timeout | undefined;
  private prunedAt = 0;
  /** counts the changes heard: a page rendered across one is not kept (server/storefront.ts) */
  generation = 0;

  constructor(db: Pick<Database, "query">, opts: { gapMs?: number; now?: () => number } = {}) {
    this.db = db;
    this.gapMs = opts.gapMs ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  onChange(listener: (change: StockChange) => void): void {
    this.listeners.add(listener);
  }

  /** Reads the rows after the last seen (and the gaps); listeners hear about the products and categories touched. */
  async poll(): Promise<StockChange | null> {
    if (this.cursor === null) {
      const [row] = await this.db.query<{ id: string }>(`SELECT COALESCE(max(id), 0)::text AS id FROM stock_changes`);
      this.cursor = Number(row?.id ?? 0);
      return null;
    }
    const gapIds = [...this.gaps.keys()];
    const rows = await this.db.query<{ id: string; product_id: number }>(
      `SELECT id::text AS id, product_id FROM stock_changes WHERE id > $1 OR id = ANY($2::bigint[]) ORDER BY id`,
      [this.cursor, gapIds],
    );
    const seen = new Set<number>();
    const products = new Set<number>();
    for (const row of rows) {
      const id = Number(row.id);
      seen.add(id);
      this.gaps.delete(id);
      products.add(row.product_id);
    }
    const top = rows.reduce((max, r) => Math.max(max, Number(r.id)), this.cursor);
    const now = this.now();
    for (let id = this.cursor + 1; id < top && this.gaps.size < MAX_GAPS; id++) if (!seen.has(id)) this.gaps.set(id, now);
    this.cursor = top;
    for (const [id, since] of this.gaps) if (now - since > this.gapMs) this.gaps.delete(id);
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.db.query(`DELETE FROM stock_changes WHERE at < now() - interval '1 hour'`);
    }
    if (products.size === 0) return null;
    const ids = [...products];
    const [related] = await this.db.query<{ parents: number[] | null; categories: number[] | null }>(
      `WITH p AS (SELECT unnest($1::int[]) AS id UNION SELECT parent_id FROM product_super_links WHERE child_id = ANY($1::int[]))
       SELECT (SELECT array_agg(id) FROM p) AS parents,
              (SELECT array_agg(DISTINCT a::int) FROM product_categories pc JOIN categories c ON c.id = pc.category_id,
                      unnest(string_to_array(c.path, '/')) AS a
                WHERE pc.product_id IN (SELECT id FROM p) AND a <> '') AS categories`,
      [ids],
    );
    const change: StockChange = { products: new Set(related?.parents ?? ids), categories: new Set(related?.categories ?? []) };
    this.generation++;
    for (const listener of this.listeners) listener(change);
    return change;
  }

  async start(pollMs: number): Promise<void> {
    await this.poll().catch(() => null);
    let reading = false;
    this.timer = setInterval(() => {
      if (reading) return;
      reading = true;
      void this.poll()
        .catch(() => null)
        .finally(() => (reading = false));
    }, pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
