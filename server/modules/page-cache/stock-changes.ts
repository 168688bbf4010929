/**
 * Which products' stock moved, shared by every process through the database (migration 0037: each statement on
 * stock_items logs the products it touched in stock_changes). A process reads the rows after the last it saw, about
 * once a second, and hears which products (with their configurable parents) and categories (with their ancestors)
 * are affected, so the page cache drops those pages only (docs/decisions/2026-11-28-targeted-invalidation.md).
 *
 * Ids come from a sequence, so a row can commit after a row with a higher id: an id skipped over is a gap, asked
 * for again on each read for `gapMs` (a rolled-back write never fills its gap; a transaction that long is not an order).
 */
import { ChangeLog } from "../../db/change-log.ts";
import type { Database } from "../../db/client.ts";

export interface StockChange {
  products: Set<number>;
  categories: Set<number>;
}

export class StockChanges {
  private readonly db: Pick<Database, "query">;
  private readonly gapMs: number;
  private readonly now: () => number;
  /** stock_changes, read from where this process left off (null until the first poll) */
  private log: ChangeLog | null = null;
  private readonly listeners = new Set<(change: StockChange) => void>();
  private timer: NodeJS.Timeout | undefined;
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
    if (this.log === null) {
      const [row] = await this.db.query<{ id: string }>(`SELECT COALESCE(max(id), 0)::text AS id FROM stock_changes`);
      this.log = new ChangeLog(this.db, "stock_changes", { cursor: Number(row?.id ?? 0), gapMs: this.gapMs, now: this.now });
      return null;
    }
    const products = new Set<number>();
    for (const row of await this.log!.read()) if (row.product_id !== null) products.add(row.product_id);
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
