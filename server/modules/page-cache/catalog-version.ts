/**
 * The catalogue version every process shares: a token in catalog_meta ('version') that triggers change with
 * every write to a table whose data shows on a page (migration 0008). Stock is not part of it: a stock write
 * retires only the pages of the products it touched (stock-changes.ts, migration 0037). Read every `pollMs`, so a change
 * made through another process, or by the catalogue generator, reaches this one within that time.
 * While the version cannot be read (database away), `current` is null and nothing is cached.
 */
import type { Database } from "../../db/client.ts";

export class CatalogVersion {
  current: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners = new Set<(version: string | null) => void>();
  private readonly db: Pick<Database, "query">;

  constructor(db: Pick<Database, "query">) {
    this.db = db;
  }

  /** Reads the version now; listeners hear about a change. */
  async refresh(): Promise<string | null> {
    let next: string | null;
    try {
      const [row] = await this.db.query<{ value: string }>(`SELECT COALESCE((SELECT value FROM catalog_meta WHERE key = 'version'), '') AS value`);
      next = row?.value ?? "";
    } catch {
      next = null;
    }
    if (next !== this.current) {
      this.current = next;
      for (const listener of this.listeners) listener(next);
    }
    return next;
  }

  onChange(listener: (version: string | null) => void): void {
    this.listeners.add(listener);
  }

  async start(pollMs: number): Promise<void> {
    await this.refresh();
    // One read at a time: a stalled database must not pile up a read per tick (each waits out the timeouts).
    let reading = false;
    this.timer = setInterval(() => {
      if (reading) return;
      reading = true;
      void this.refresh().finally(() => (reading = false));
    }, pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
