import { describe, expect, it } from "vitest";
import { couponDiscount, couponAllowsEmail, couponRefusalCode, evaluateCoupon, normaliseCouponCode, type CouponRejection, type SalesRule } from "./coupon.ts";

const rule = (over: Partial<SalesRule> = {}): SalesRule => ({
  code: "WITAJ10",
  discountType: "percent",
  discountValue: 10,
  minSubtotal: 0,
  fromDate: null,
  toDate: null,
  usesPerCoupon: null,
  usesPerCustomer: null,
  timesUsed: 0,
  isActive: true,
  ...over,
});
// 2026-11-23 10:00 in Warsaw
const now = new Date("2026-11-23T09:00:00Z");
const ctx = (subtotalGross: number, customerUses: number | null = null) => ({ subtotalGross, now, customerUses });

describe("evaluateCoupon", () => {
  it.each<[string, SalesRule | null, ReturnType<typeof ctx>, ReturnType<typeof evaluateCoupon>]>([
    ["10 % of 123.45 zł", rule(), ctx(12345), { ok: true, discountGross: 1235 }],
    ["20 zł off above 100 zł", rule({ discountType: "fixed", discountValue: 2000, minSubtotal: 10000 }), ctx(10000), { ok: true, discountGross: 2000 }],
    ["below the minimum", rule({ discountType: "fixed", discountValue: 2000, minSubtotal: 10000 }), ctx(9999), { ok: false, reason: "min_subtotal" }],
    ["fixed larger than the goods", rule({ discountType: "fixed", discountValue: 5000 }), ctx(3000), { ok: true, discountGross: 3000 }],
    ["empty cart", rule(), ctx(0), { ok: false, reason: "min_subtotal" }],
    ["unknown code", null, ctx(5000), { ok: false, reason: "unknown" }],
    ["inactive", rule({ isActive: false }), ctx(5000), { ok: false, reason: "unknown" }],
    ["last valid day (Warsaw)", rule({ toDate: "2026-11-23" }), ctx(1000), { ok: true, discountGross: 100 }],
    ["expired yesterday", rule({ toDate: "2026-11-22" }), ctx(1000), { ok: false, reason: "expired" }],
    ["starts tomorrow", rule({ fromDate: "2026-11-24" }), ctx(1000), { ok: false, reason: "not_started" }],
    ["used up", rule({ usesPerCoupon: 5, timesUsed: 5 }), ctx(1000), { ok: false, reason: "usage_limit" }],
    ["customer used it once of one", rule({ usesPerCustomer: 1 }), ctx(1000, 1), { ok: false, reason: "customer_limit" }],
    ["customer has uses left", rule({ usesPerCustomer: 2 }), ctx(1000, 1), { ok: true, discountGross: 100 }],
    ["guest: per-customer limit waits for the order", rule({ usesPerCustomer: 1 }), ctx(1000, null), { ok: true, discountGross: 100 }],
  ])("%s", (_n, r, c, expected) => {
    expect(evaluateCoupon(r, c)).toEqual(expected);
  });

  it("uses the Warsaw day, not UTC (23:30 UTC on the 22nd is already the 23rd in Warsaw)", () => {
    const late = new Date("2026-11-22T23:30:00Z");
    expect(evaluateCoupon(rule({ fromDate: "2026-11-23" }), { subtotalGross: 1000, now: late, customerUses: null })).toEqual({ ok: true, discountGross: 100 });
  });
});

describe("couponDiscount / normaliseCouponCode", () => {
  it("rounds a percentage half up to the grosz", () => {
    expect(couponDiscount({ discountType: "percent", discountValue: 10 }, 5)).toBe(1);
    expect(couponDiscount({ discountType: "percent", discountValue: 100 }, 4999)).toBe(4999);
  });
  it("ignores case and spaces", () => {
    expect(normaliseCouponCode("  witaj10 ")).toBe("WITAJ10");
  });
});

describe("couponRefusalCode (issue 16)", () => {
  it("an expired code and a used-up code have their own codes; every other refusal is COUPON_INVALID", () => {
    const expired = evaluateCoupon(rule({ toDate: "2026-11-22" }), ctx(1000));
    expect(expired.ok ? null : couponRefusalCode(expired.reason)).toBe("COUPON_EXPIRED");
    expect(couponRefusalCode("usage_limit")).toBe("COUPON_USED_UP");
    for (const reason of ["unknown", "not_started", "min_subtotal", "customer_limit"] satisfies CouponRejection[])
      expect(couponRefusalCode(reason), reason).toBe("COUPON_INVALID");
  });
});

describe("couponAllowsEmail", () => {
  it("lets anyone use an unbound code, and a bound one only its own address, whatever the case", () => {
    expect(couponAllowsEmail(null, "kto@example.com")).toBe(true);
    expect(couponAllowsEmail("anna@example.com", " Anna@Example.com")).toBe(true);
    expect(couponAllowsEmail("anna@example.com", "jan@example.com")).toBe(false);
  });
});
