import { describe, expect, it } from "vitest";
import { thankYouState } from "./thank-you-state.ts";

const state = (query: string) => thankYouState(new URLSearchParams(query));
const TOKEN = "Qm9yZGVyLXBheS10b2tlbi0xMjM0NTY3";

describe("thank-you page state from its query", () => {
  it("success for an order number with processing, complete, no or an unknown status", () => {
    expect(state("order_increment_id=000000001&status=processing")).toEqual({ kind: "success", orderNumber: "000000001", payToken: null, returned: false });
    expect(state("order_increment_id=000000002&status=complete").kind).toBe("success");
    expect(state("order_increment_id=000000003").kind).toBe("success");
    expect(state("order_increment_id=000000004&status=whatever").kind).toBe("success");
  });

  it("pending: waiting for the online payment", () => {
    expect(state("order_increment_id=000000005&status=pending")).toEqual({ kind: "pending", orderNumber: "000000005", payToken: null, returned: false });
    expect(state(`order_increment_id=000000005&status=pending&pay_token=${TOKEN}`)).toMatchObject({ kind: "pending", payToken: TOKEN });
  });

  it("PayU's return (a pay token, no status) waits for the payment; with error=501 it failed", () => {
    expect(state(`order_increment_id=000000009&pay_token=${TOKEN}`)).toEqual({ kind: "pending", orderNumber: "000000009", payToken: TOKEN, returned: true });
    expect(state(`order_increment_id=000000009&pay_token=${TOKEN}&error=501`)).toEqual({
      kind: "failed",
      orderNumber: "000000009",
      payToken: TOKEN,
      returned: true,
    });
  });

  it("a pay token that does not look like one is dropped, never echoed", () => {
    expect(state("order_increment_id=000000009&status=pending&pay_token=%3Cscript%3E").payToken).toBeNull();
    expect(state("order_increment_id=000000009&status=pending&pay_token=short").payToken).toBeNull();
    expect(state(`pay_token=${TOKEN}`)).toEqual({ kind: "missing", orderNumber: null, payToken: null, returned: true });
  });

  it("expired: the unpaid order was cancelled", () => {
    expect(state(`order_increment_id=000000010&status=expired&pay_token=${TOKEN}`)).toMatchObject({ kind: "expired", payToken: TOKEN });
  });

  it("canceled payment: status canceled / cancelled or error=canceled", () => {
    expect(state("order_increment_id=000000006&status=canceled")).toMatchObject({ kind: "canceled", orderNumber: "000000006" });
    expect(state("order_increment_id=000000006&status=CANCELLED").kind).toBe("canceled");
    expect(state("error=canceled").kind).toBe("canceled");
  });

  it("failed: any error, or a failed / rejected status, with or without an order number", () => {
    expect(state("order_increment_id=000000007&error=payment")).toMatchObject({ kind: "failed", orderNumber: "000000007" });
    expect(state("order_increment_id=000000007&status=failed").kind).toBe("failed");
    expect(state("error=1")).toMatchObject({ kind: "failed", orderNumber: null });
    expect(state("order_increment_id=000000007&status=pending&error=payment").kind).toBe("failed");
  });

  it("address: the order was cancelled for invalid address data", () => {
    expect(state("order_increment_id=000000008&error=address").kind).toBe("address");
  });

  it("missing: no usable order number and no error", () => {
    expect(state("")).toMatchObject({ kind: "missing", orderNumber: null });
    expect(state("status=processing").kind).toBe("missing");
    expect(state("order_increment_id=%3Cscript%3E").kind).toBe("missing"); // never echoes arbitrary text
    expect(state(`order_increment_id=${"1".repeat(40)}`).kind).toBe("missing");
  });
});
