/**
 * Reading a change log table (an id from a sequence, a product id, a time) from where a process left off, shared by
 * the page cache's stock log (migration stock_changes) and the search index's listing log (migration 0042).
 *
 * Ids come from a sequence, so a row can commit after a row with a higher id: an id skipped over is a gap, asked for
 * again on each read for `gapMs` (a rolled-back write never fills its gap). Rows older than an hour are pruned about
 * every ten minutes.
 */
import type { Database } from "./client.ts";
import { preparedQuery } from "./prepared.ts";

const MAX_GAPS = 10_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export class ChangeLog {
  private readonly db: Pick<Database, "query">;
  private readonly table: string;
  private readonly gapMs: number;
  private readonly now: () => number;
  cursor: number;
  /** ids skipped over, with when they were first missed */
  private readonly gaps = new Map<number, number>();
  private prunedAt = 0;

  /** `table` is a constant of the caller's (never input). */
  /** `gaps`: ids below the cursor not committed yet when the caller read what it holds (asked for as any gap) */
  constructor(db: Pick<Database, "query">, table: string, opts: { cursor: number; gapMs: number; now: () => number; gaps?: readonly number[] }) {
    this.db = db;
    this.table = table;
    this.cursor = opts.cursor;
    this.gapMs = opts.gapMs;
    this.now = opts.now;
    const now = this.now();
    for (const id of opts.gaps ?? []) if (this.gaps.size < MAX_GAPS) this.gaps.set(id, now);
  }

  /** The rows after the cursor (and the gaps), in id order; the cursor moves past them. */
  async read(): Promise<{ id: number; product_id: number | null }[]> {
    // named: read before every search and cached page, so planned once per connection
    const rows = await preparedQuery<{ id: string; product_id: number | null }>(
      this.db,
      `change_log_${this.table}`,
      `SELECT id::text AS id, product_id FROM ${this.table} WHERE id > $1 OR id = ANY($2::bigint[]) ORDER BY id`,
      [this.cursor, [...this.gaps.keys()]],
    );
    const seen = new Set<number>();
    const out = rows.map((r) => ({ id: Number(r.id), product_id: r.product_id }));
    for (const row of out) {
      seen.add(row.id);
      this.gaps.delete(row.id);
    }
    const top = out.reduce((max, r) => Math.max(max, r.id), this.cursor);
    const now = this.now();
    for (let id = this.cursor + 1; id < top && this.gaps.size < MAX_GAPS; id++) if (!seen.has(id)) this.gaps.set(id, now);
    this.cursor = top;
    for (const [id, since] of this.gaps) if (now - since > this.gapMs) this.gaps.delete(id);
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.db.query(`DELETE FROM ${this.table} WHERE at < now() - interval '1 hour'`);
    }
    return out;
  }
}
