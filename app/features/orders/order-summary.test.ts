import { describe, expect, it } from "vitest";
import { readOrderSummary, type OrderSummary } from "./order-summary.ts";

const summary: OrderSummary = {
  orderNumber: "000000123",
  lines: [{ name: "Żółw", image: "/a.jpg", qty: 2, amount: "39,98 zł", options: "" }],
  totals: [{ code: "grand_total", label: "Razem", amount: "48,97 zł" }],
  delivery: "Kurier",
  address: "Anna Nowak, Długa 1, 00-001 Warszawa",
  payment: "Za pobraniem",
};

describe("the thank-you page's stored order summary", () => {
  it("is shown for its own order only", () => {
    const raw = JSON.stringify(summary);
    expect(readOrderSummary("000000123", raw)).toEqual(summary);
    expect(readOrderSummary("000000124", raw)).toBeNull();
    expect(readOrderSummary(null, raw)).toBeNull();
  });
  it("ignores nothing stored and broken or foreign data", () => {
    expect(readOrderSummary("000000123", null)).toBeNull();
    expect(readOrderSummary("000000123", "{not json")).toBeNull();
    expect(readOrderSummary("000000123", JSON.stringify({ orderNumber: "000000123" }))).toBeNull();
  });
});
