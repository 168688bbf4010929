/**
 * The back office's banners (docs/decisions/2026-11-28-back-office-content.md): every banner of a slot, in or out of
 * its window, as stored; one created, changed or removed. The storefront shows a banner only inside its window of
 * Warsaw days and only with the fields its slot requires (CmsService.banners), in `sort_order`; a write to `banners`
 * moves the page version (migration 0008), so the cached home page follows. The staff module calls these through this
 * module's door, after its permission check, and writes the audit entry.
 */
import type { Database } from "../../db/client.ts";
import type { InTransaction } from "../../db/in-transaction.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { BannerSlot } from "../../../contract/cms.ts";

export interface StaffBanner {
  id: number;
  slot: BannerSlot;
  image_desktop: string | null;
  image_mobile: string | null;
  url_desktop: string | null;
  url_mobile: string | null;
  link: string | null;
  alt: string;
  text1: string | null;
  desktop: boolean;
  mobile: boolean;
  from_date: string | null;
  to_date: string | null;
  sort_order: number;
}

export type StaffBannerInput = Omit<StaffBanner, "id">;

const COLUMNS = `id, slot, image_desktop, image_mobile, url_desktop, url_mobile, link, alt, text1, desktop, mobile,
  from_date::text AS from_date, to_date::text AS to_date, sort_order`;
const ARGS = (b: StaffBannerInput) => [
  b.slot,
  b.image_desktop,
  b.image_mobile,
  b.url_desktop,
  b.url_mobile,
  b.link,
  b.alt,
  b.text1,
  b.desktop,
  b.mobile,
  b.from_date,
  b.to_date,
  b.sort_order,
];

export class BannerBackOffice {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** All banners (of a slot), by slot and order: a few dozen rows at most. */
  list(slot?: BannerSlot): Promise<StaffBanner[]> {
    return this.db.query<StaffBanner>(
      `SELECT ${COLUMNS} FROM banners ${slot ? "WHERE slot = $1" : ""} ORDER BY slot, sort_order, id LIMIT 500`,
      slot ? [slot] : [],
    );
  }

  async get(id: number): Promise<Outcome<StaffBanner, "BANNER_NOT_FOUND">> {
    const [row] = await this.db.query<StaffBanner>(`SELECT ${COLUMNS} FROM banners WHERE id = $1`, [id]);
    return row ? accept(row) : refuse("BANNER_NOT_FOUND", `There is no banner ${id}.`);
  }

  // Each change runs the caller's `inTransaction` (its audit row) in its own transaction (docs/decisions/2026-11-26-audit-atomic.md).

  async create(input: StaffBannerInput, inTransaction?: InTransaction): Promise<{ before: null; after: StaffBanner }> {
    // banners.id has no sequence (the catalogue generator numbers them): the next number, taken under a lock.
    return this.db.transaction(async (tx) => {
      await tx.query("LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE");
      const [row] = await tx.query<StaffBanner>(
        `INSERT INTO banners (id, slot, image_desktop, image_mobile, url_desktop, url_mobile, link, alt, text1, desktop, mobile, from_date, to_date, sort_order)
         SELECT COALESCE(max(id), 0) + 1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM banners RETURNING ${COLUMNS}`,
        ARGS(input),
      );
      const change = { before: null, after: row! };
      await inTransaction?.(tx, change);
      return change;
    });
  }

  async update(
    id: number,
    input: StaffBannerInput,
    inTransaction?: InTransaction,
  ): Promise<Outcome<{ before: StaffBanner; after: StaffBanner }, "BANNER_NOT_FOUND">> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.query<StaffBanner>(`SELECT ${COLUMNS} FROM banners WHERE id = $1 FOR UPDATE`, [id]);
      if (!before) return refuse("BANNER_NOT_FOUND", `There is no banner ${id}.`);
      const [row] = await tx.query<StaffBanner>(
        `UPDATE banners SET slot = $1, image_desktop = $2, image_mobile = $3, url_desktop = $4, url_mobile = $5, link = $6, alt = $7, text1 = $8,
         desktop = $9, mobile = $10, from_date = $11, to_date = $12, sort_order = $13 WHERE id = $14 RETURNING ${COLUMNS}`,
        [...ARGS(input), id],
      );
      if (!row) return refuse("BANNER_NOT_FOUND", `There is no banner ${id}.`);
      const change = { before, after: row };
      await inTransaction?.(tx, change);
      return accept(change);
    });
  }

  async remove(id: number, inTransaction?: InTransaction): Promise<Outcome<{ before: StaffBanner; after: null }, "BANNER_NOT_FOUND">> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<StaffBanner>(`DELETE FROM banners WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
      if (!row) return refuse("BANNER_NOT_FOUND", `There is no banner ${id}.`);
      const change = { before: row, after: null };
      await inTransaction?.(tx, change);
      return accept(change);
    });
  }
}
