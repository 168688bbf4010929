import { describe, expect, it } from "vitest";
import type { PaymentInfo } from "../../../contract/payment.ts";
import { payLaterView, replacesAttempt, retryMethods } from "./pay-later.ts";

const info = (patch: Partial<PaymentInfo>): PaymentInfo => ({
  order_number: "000000042",
  order_id: 42,
  order_status: "pending",
  state: "canceled",
  redirect_uri: null,
  method: "vue_payu_gateway",
  payu_method: "m",
  amount: 49.9,
  currency: "PLN",
  retry: true,
  pay_token: "Qm9yZGVyLXBheS10b2tlbi0xMjM0NTY3",
  expires_at: null,
  error: null,
  card_saved: null,
  ...patch,
});

describe("/placepozniej", () => {
  it("a pending online order can be paid: cancelled, never started, or left at PayU", () => {
    expect(payLaterView(info({}))).toBe("pay");
    expect(payLaterView(info({ state: "none", error: { code: "PAYMENT_PROVIDER_UNAVAILABLE", message: "" } }))).toBe("pay");
    expect(payLaterView(info({ state: "redirect", retry: false, redirect_uri: "https://secure.payu.com/x" }))).toBe("pay");
  });

  it("a BLIK payment waiting for the PIN is under way; a pay-by-link left unfinished at PayU can be replaced", () => {
    expect(payLaterView(info({ state: "waiting", retry: false, method: "vue_payu_gateway_blik", payu_method: "blik" }))).toBe("underway");
    expect(payLaterView(info({ state: "waiting", retry: true }))).toBe("pay");
    expect(payLaterView(info({ state: "waiting", retry: false, method: "vue_payu_gateway", payu_method: "m" }))).toBe("pay");
    expect(replacesAttempt({ state: "waiting" })).toBe(true);
    expect(replacesAttempt({ state: "redirect" })).toBe(true);
    expect(replacesAttempt({ state: "canceled" })).toBe(false);
  });

  it("paid, expired, or not an online order: says so", () => {
    expect(payLaterView(info({ state: "completed", order_status: "processing", retry: false }))).toBe("paid");
    expect(payLaterView(info({ state: "none", order_status: "complete", retry: false }))).toBe("paid");
    expect(payLaterView(info({ state: "expired", order_status: "canceled", retry: false }))).toBe("expired");
    expect(payLaterView(info({ state: "canceled", order_status: "canceled", retry: false }))).toBe("expired");
    expect(payLaterView(info({ state: "none", method: "cashondelivery", retry: false }))).toBe("offline");
  });

  it("a recurring card stays a card; the others may switch between pay-by-link and BLIK", () => {
    expect(retryMethods({ method: "vue_payu_gateway_recurring" })).toEqual(["vue_payu_gateway_recurring"]);
    expect(retryMethods({ method: "vue_payu_gateway_blik" })).toEqual(["vue_payu_gateway", "vue_payu_gateway_blik"]);
    expect(retryMethods({ method: "vue_payu_gateway" })).toEqual(["vue_payu_gateway", "vue_payu_gateway_blik"]);
  });
});
