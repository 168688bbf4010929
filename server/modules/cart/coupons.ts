/** Coupons as sales rules: lookup, per-customer use count, apply/remove on a cart, and recording a use at order time. */
import { couponAllowsEmail, couponRefusalCode, evaluateCoupon, normaliseCouponCode, type SalesRule } from "../../../domain/coupon.ts";
import type { Grosze } from "../../../domain/money.ts";
import type { CartRow, Query } from "./carts.ts";
import { accept, type Outcome } from "../../http/outcome.ts";
import { cartErrors } from "./errors.ts";
import type { RowOf } from "../../db/rows.ts";
import type { salesRules } from "./tables.ts";

export type RuleRow = Pick<
  RowOf<typeof salesRules>,
  "id" | "code" | "discount_value" | "min_subtotal" | "from_date" | "to_date" | "uses_per_coupon" | "uses_per_customer" | "times_used" | "is_active"
> & { discount_type: "percent" | "fixed" };

export async function loadCouponRule(db: Query, code: string): Promise<(SalesRule & { id: number }) | null> {
  const r = (
    await db.query<RuleRow>(
      `SELECT id, code, discount_type, discount_value, min_subtotal, from_date::text AS from_date, to_date::text AS to_date,
         uses_per_coupon, uses_per_customer, times_used, is_active FROM sales_rules WHERE code = $1`,
      [normaliseCouponCode(code)],
    )
  )[0];
  return r ? salesRuleOf(r) : null;
}

/** A sales_rules row as the coupon rules (domain/coupon.ts) read it. */
export function salesRuleOf(r: RuleRow): SalesRule & { id: number } {
  return {
    id: r.id,
    code: r.code,
    discountType: r.discount_type,
    discountValue: r.discount_value,
    minSubtotal: r.min_subtotal,
    fromDate: r.from_date,
    toDate: r.to_date,
    usesPerCoupon: r.uses_per_coupon,
    usesPerCustomer: r.uses_per_customer,
    timesUsed: r.times_used,
    isActive: r.is_active,
  };
}

export async function customerCouponUses(db: Query, code: string, customerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sales_rule_usage u JOIN sales_rules r ON r.id = u.rule_id WHERE r.code = $1 AND u.customer_id = $2",
    [normaliseCouponCode(code), customerId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Applies a code after checking it against the cart's current goods; otherwise COUPON_EXPIRED for a code past its last
 * day, COUPON_INVALID with the reason for any other refusal. The cart stores the code as the rule has it (upper case).
 */
export async function applyCoupon(db: Query, cart: CartRow, code: string, subtotalGross: Grosze, customerId: number | null, now: Date): Promise<Outcome<true>> {
  const rule = await loadCouponRule(db, code);
  const uses = rule && customerId !== null ? await customerCouponUses(db, rule.code, customerId) : null;
  const result = evaluateCoupon(rule, { subtotalGross, now, customerUses: uses });
  if (!result.ok) {
    const refusal = couponRefusalCode(result.reason);
    return refusal === "COUPON_EXPIRED"
      ? cartErrors.couponExpired()
      : refusal === "COUPON_USED_UP"
        ? cartErrors.couponUsedUp()
        : cartErrors.couponInvalid(result.reason);
  }
  // A code bound to an address: a customer's own address is known now; a guest's is checked when the order names it.
  const bound = await couponEmail(db, rule!.code);
  if (bound !== null && customerId !== null) {
    const own = await db.query<{ email: string }>("SELECT email FROM customers WHERE id = $1", [customerId]);
    if (own[0] && !couponAllowsEmail(bound, own[0].email)) return cartErrors.couponNotForEmail();
  }
  await db.query("UPDATE carts SET coupon_code = $2, updated_at = now() WHERE id = $1", [cart.id, rule!.code]);
  return accept(true);
}

/** The address a code is bound to (the newsletter's welcome coupon), or null for a code anyone may use. */
export async function couponEmail(db: Query, code: string): Promise<string | null> {
  const rows = await db.query<{ email: string | null }>("SELECT email FROM sales_rules WHERE code = $1", [normaliseCouponCode(code)]);
  return rows[0]?.email ?? null;
}

/** For the order module: may an order with this e-mail use the code (a code bound to another address may not)? */
export async function couponAllowsOrderEmail(db: Query, code: string, email: string): Promise<boolean> {
  return couponAllowsEmail(await couponEmail(db, code), email);
}

/**
 * A single-use percent coupon for one address (the newsletter's welcome coupon, written inside the confirmation's
 * transaction): no end date, one use in all, only in an order with that e-mail.
 */
export async function createAddressCoupon(db: Query, coupon: { code: string; email: string; percent: number }): Promise<void> {
  await db.query(
    `INSERT INTO sales_rules (code, name, discount_type, discount_value, uses_per_coupon, uses_per_customer, email)
     VALUES ($1, $2, 'percent', $3, 1, 1, $4)`,
    [normaliseCouponCode(coupon.code), `Newsletter welcome ${coupon.percent}%`, coupon.percent, coupon.email.toLowerCase()],
  );
}

export async function removeCoupon(db: Query, cart: CartRow): Promise<void> {
  await db.query("UPDATE carts SET coupon_code = NULL, updated_at = now() WHERE id = $1", [cart.id]);
}

/**
 * For the order module, inside its transaction: counts one use of the cart's coupon (once per cart), so the
 * overall and per-customer limits hold. Returns false when the coupon is used up (the order should then fail).
 */
export async function recordCouponUse(db: Query, cartId: number, code: string, customerId: number | null): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE sales_rules SET times_used = times_used + 1 WHERE code = $1 AND (uses_per_coupon IS NULL OR times_used < uses_per_coupon)
       AND NOT EXISTS (SELECT 1 FROM sales_rule_usage u WHERE u.rule_id = sales_rules.id AND u.cart_id = $2) RETURNING id`,
    [normaliseCouponCode(code), cartId],
  );
  if (!rows[0]) return false;
  await db.query("INSERT INTO sales_rule_usage (rule_id, customer_id, cart_id) VALUES ($1, $2, $3)", [rows[0].id, customerId, cartId]);
  return true;
}
