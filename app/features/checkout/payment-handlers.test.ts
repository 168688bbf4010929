import { describe, expect, it } from "vitest";
import type { PaymentInfo } from "../../../contract/payment.ts";
import { afterOrder } from "./payment-handlers.ts";

const TOKEN = "Qm9yZGVyLXBheS10b2tlbi0xMjM0NTY3";
const payment = (patch: Partial<PaymentInfo>): PaymentInfo => ({
  order_number: "000000042",
  order_id: 42,
  order_status: "pending",
  state: "waiting",
  redirect_uri: null,
  method: "vue_payu_gateway_blik",
  payu_method: "blik",
  amount: 49.9,
  currency: "PLN",
  retry: false,
  pay_token: TOKEN,
  expires_at: null,
  error: null,
  card_saved: null,
  ...patch,
});
const order = (p: PaymentInfo | null, status = "pending") => ({ orderNumber: "000000042", status, payment: p });

describe("after the order is placed", () => {
  it("cash on delivery and free: the thank-you page with the order's status", () => {
    expect(afterOrder("cashondelivery", order(null, "processing"))).toEqual({
      kind: "navigate",
      to: "/thank-you-page?order_increment_id=000000042&status=processing",
    });
    expect(afterOrder("free", order(null, "processing")).kind).toBe("navigate");
  });

  it("a redirect: the browser goes to PayU's address", () => {
    expect(afterOrder("vue_payu_gateway", order(payment({ state: "redirect", redirect_uri: "https://secure.payu.com/pay/x" })))).toEqual({
      kind: "redirect",
      url: "https://secure.payu.com/pay/x",
    });
  });

  it("BLIK waiting: the thank-you page polls, with the pay token", () => {
    expect(afterOrder("vue_payu_gateway_blik", order(payment({})))).toEqual({
      kind: "navigate",
      to: `/thank-you-page?order_increment_id=000000042&status=pending&pay_token=${TOKEN}`,
    });
  });

  it("completed at once: success (the page checks once more for the card-saved notice)", () => {
    expect(afterOrder("vue_payu_gateway_recurring", order(payment({ state: "completed" }))).kind).toBe("navigate");
    expect((afterOrder("vue_payu_gateway_recurring", order(payment({ state: "completed" }))) as { to: string }).to).toContain("status=processing");
  });

  it("PayU unavailable (no payment started): the failed view, whose retry pays the same order", () => {
    const next = afterOrder("vue_payu_gateway", order(payment({ state: "none", error: { code: "PAYMENT_PROVIDER_UNAVAILABLE", message: "PayU down" } })));
    expect(next).toEqual({ kind: "navigate", to: `/thank-you-page?order_increment_id=000000042&status=failed&pay_token=${TOKEN}` });
  });

  it("declined at once: the cancelled view; expired: the expired view", () => {
    expect(
      (afterOrder("vue_payu_gateway_blik", order(payment({ state: "canceled", error: { code: "BLIK_CODE_DECLINED", message: "" } }))) as { to: string }).to,
    ).toContain("status=canceled");
    expect((afterOrder("vue_payu_gateway_blik", order(payment({ state: "expired" }))) as { to: string }).to).toContain("status=expired");
  });

  it("an online order without payment information (an older server) still ends on the thank-you page", () => {
    expect(afterOrder("vue_payu_gateway", order(null))).toEqual({ kind: "navigate", to: "/thank-you-page?order_increment_id=000000042&status=pending" });
  });
});
