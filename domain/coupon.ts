/**
 * Coupon (sales rule) evaluation: is the code usable for this cart now, and how much does it take off.
 * Dates are Warsaw calendar days, both inclusive. Usage limits count placed orders.
 */
import { roundHalfUp, type Grosze } from "./money.ts";
import { warsawDay } from "./warsaw-time.ts";

export type SalesRule = {
  code: string;
  /** percent: value is a percentage (0–100]; fixed: value is grosze off the goods */
  discountType: "percent" | "fixed";
  discountValue: number;
  /** goods gross the cart must reach; 0 for none */
  minSubtotal: Grosze;
  fromDate: string | null;
  toDate: string | null;
  usesPerCoupon: number | null;
  usesPerCustomer: number | null;
  timesUsed: number;
  isActive: boolean;
};

export type CouponContext = {
  subtotalGross: Grosze;
  now: Date;
  /** orders this customer placed with the rule; null for a guest (the per-customer limit then waits for the order) */
  customerUses: number | null;
};

export type CouponRejection = "unknown" | "not_started" | "expired" | "min_subtotal" | "usage_limit" | "customer_limit";
export type CouponResult = { ok: true; discountGross: Grosze } | { ok: false; reason: CouponRejection };

/** Codes are compared without case and surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The API's code for a refused coupon: an expired one says so (COUPON_EXPIRED, issue 16), a used-up one too
 * (COUPON_USED_UP: a single-use code used once already); any other reason is COUPON_INVALID.
 */
export function couponRefusalCode(reason: CouponRejection): "COUPON_EXPIRED" | "COUPON_USED_UP" | "COUPON_INVALID" {
  return reason === "expired" ? "COUPON_EXPIRED" : reason === "usage_limit" ? "COUPON_USED_UP" : "COUPON_INVALID";
}

/** A code bound to one address (`ruleEmail`, the newsletter's welcome coupon) may be used only by that address. */
export function couponAllowsEmail(ruleEmail: string | null, email: string): boolean {
  return ruleEmail === null || ruleEmail.toLowerCase() === email.trim().toLowerCase();
}

export function couponDiscount(rule: Pick<SalesRule, "discountType" | "discountValue">, subtotalGross: Grosze): Grosze {
  const raw = rule.discountType === "percent" ? roundHalfUp((subtotalGross * rule.discountValue) / 100) : rule.discountValue;
  return Math.max(0, Math.min(raw, subtotalGross));
}

export function evaluateCoupon(rule: SalesRule | null, ctx: CouponContext): CouponResult {
  if (!rule?.isActive) return { ok: false, reason: "unknown" };
  const today = warsawDay(ctx.now);
  if (rule.fromDate !== null && today < rule.fromDate) return { ok: false, reason: "not_started" };
  if (rule.toDate !== null && today > rule.toDate) return { ok: false, reason: "expired" };
  if (rule.usesPerCoupon !== null && rule.timesUsed >= rule.usesPerCoupon) return { ok: false, reason: "usage_limit" };
  if (rule.usesPerCustomer !== null && ctx.customerUses !== null && ctx.customerUses >= rule.usesPerCustomer) {
    return { ok: false, reason: "customer_limit" };
  }
  if (ctx.subtotalGross <= 0 || ctx.subtotalGross < rule.minSubtotal) return { ok: false, reason: "min_subtotal" };
  return { ok: true, discountGross: couponDiscount(rule, ctx.subtotalGross) };
}
