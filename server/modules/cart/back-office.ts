/**
 * The back office's coupons (docs/decisions/2026-11-28-back-office-content.md): the sales rules the cart applies
 * (coupons.ts, domain/coupon.ts) listed, read, created, changed and switched off, and each one's uses (one
 * sales_rule_usage row per order placed with it). The cart reads the same rows, so a change holds from the next
 * cart calculation. The staff module calls these through this module's door, after its permission check, and
 * writes the audit entry. A code is stored upper-case, as the cart looks it up.
 */
import { normaliseCouponCode } from "../../../domain/coupon.ts";
import type { Database } from "../../db/client.ts";
import type { InTransaction } from "../../db/in-transaction.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";

export interface StaffCoupon {
  id: number;
  code: string;
  name: string;
  discount_type: "percent" | "fixed";
  /** percent 1–100, or grosze */
  discount_value: number;
  min_subtotal: number;
  from_date: string | null;
  to_date: string | null;
  uses_per_coupon: number | null;
  uses_per_customer: number | null;
  times_used: number;
  is_active: boolean;
  email: string | null;
}

export interface StaffCouponInput {
  code: string;
  name: string;
  discount_type: "percent" | "fixed";
  discount_value: number;
  min_subtotal: number;
  from_date: string | null;
  to_date: string | null;
  uses_per_coupon: number | null;
  uses_per_customer: number | null;
  is_active: boolean;
}

export interface StaffCouponUse {
  id: number;
  used_at: string;
  customer_email: string | null;
  order_number: string | null;
}

const COLUMNS = `id, code, name, discount_type, discount_value, min_subtotal, from_date::text AS from_date, to_date::text AS to_date,
  uses_per_coupon, uses_per_customer, times_used, is_active, email`;
const ARGS = (i: StaffCouponInput) => [
  normaliseCouponCode(i.code),
  i.name,
  i.discount_type,
  i.discount_value,
  i.min_subtotal,
  i.from_date,
  i.to_date,
  i.uses_per_coupon,
  i.uses_per_customer,
  i.is_active,
];

export class CouponBackOffice {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** Coupons whose code or name has `search`, newest first; the newsletter's one-address welcome codes left out unless searched for. */
  async list(q: { page: number; pageSize: number; search?: string }): Promise<{ items: StaffCoupon[]; total: number }> {
    const like = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = like ? "WHERE code ILIKE $1 OR name ILIKE $1" : "WHERE email IS NULL";
    const args = like ? [like] : [];
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sales_rules ${where}`, args);
    const items = await this.db.query<StaffCoupon>(
      `SELECT ${COLUMNS} FROM sales_rules ${where} ORDER BY id DESC LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
      [...args, q.pageSize, (q.page - 1) * q.pageSize],
    );
    return { items, total: count?.n ?? 0 };
  }

  async get(id: number): Promise<Outcome<StaffCoupon, "COUPON_NOT_FOUND">> {
    const [row] = await this.db.query<StaffCoupon>(`SELECT ${COLUMNS} FROM sales_rules WHERE id = $1`, [id]);
    return row ? accept(row) : refuse("COUPON_NOT_FOUND", `There is no coupon ${id}.`);
  }

  // Each change runs the caller's `inTransaction` (its audit row) in its own transaction (docs/decisions/2026-11-26-audit-atomic.md).

  async create(input: StaffCouponInput, inTransaction?: InTransaction): Promise<Outcome<{ before: null; after: StaffCoupon }, "COUPON_CODE_TAKEN">> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<StaffCoupon>(
        `INSERT INTO sales_rules (code, name, discount_type, discount_value, min_subtotal, from_date, to_date, uses_per_coupon, uses_per_customer, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
        ARGS(input),
      );
      if (!row) return refuse("COUPON_CODE_TAKEN", `There is already a coupon ${normaliseCouponCode(input.code)}.`);
      const change = { before: null, after: row };
      await inTransaction?.(tx, change);
      return accept(change);
    });
  }

  async update(
    id: number,
    input: StaffCouponInput,
    inTransaction?: InTransaction,
  ): Promise<Outcome<{ before: StaffCoupon; after: StaffCoupon }, "COUPON_NOT_FOUND" | "COUPON_CODE_TAKEN">> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.query<StaffCoupon>(`SELECT ${COLUMNS} FROM sales_rules WHERE id = $1 FOR UPDATE`, [id]);
      if (!before) return refuse("COUPON_NOT_FOUND", `There is no coupon ${id}.`);
      const [taken] = await tx.query<{ id: number }>("SELECT id FROM sales_rules WHERE code = $1 AND id <> $2", [normaliseCouponCode(input.code), id]);
      if (taken) return refuse("COUPON_CODE_TAKEN", `There is already a coupon ${normaliseCouponCode(input.code)}.`);
      const [row] = await tx.query<StaffCoupon>(
        `UPDATE sales_rules SET code = $1, name = $2, discount_type = $3, discount_value = $4, min_subtotal = $5, from_date = $6, to_date = $7,
         uses_per_coupon = $8, uses_per_customer = $9, is_active = $10 WHERE id = $11 RETURNING ${COLUMNS}`,
        [...ARGS(input), id],
      );
      if (!row) return refuse("COUPON_NOT_FOUND", `There is no coupon ${id}.`);
      const change = { before, after: row };
      await inTransaction?.(tx, change);
      return accept(change);
    });
  }

  /** The orders placed with the coupon, newest first. */
  async uses(id: number, q: { page: number; pageSize: number }): Promise<Outcome<{ items: StaffCouponUse[]; total: number }, "COUPON_NOT_FOUND">> {
    const rule = await this.get(id);
    if (!rule.ok) return rule;
    const [count] = await this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sales_rule_usage WHERE rule_id = $1", [id]);
    const rows = await this.db.query<StaffCouponUse & { used_at: string | Date }>(
      `SELECT u.id, u.used_at, c.email AS customer_email,
         (SELECT o.increment_id FROM orders o WHERE o.cart_id = u.cart_id ORDER BY o.id LIMIT 1) AS order_number
         FROM sales_rule_usage u LEFT JOIN customers c ON c.id = u.customer_id
        WHERE u.rule_id = $1 ORDER BY u.used_at DESC, u.id DESC LIMIT $2 OFFSET $3`,
      [id, q.pageSize, (q.page - 1) * q.pageSize],
    );
    return accept({ items: rows.map((r) => ({ ...r, used_at: new Date(r.used_at).toISOString() })), total: count?.n ?? 0 });
  }
}
