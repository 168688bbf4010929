import { describe, expect, it } from "vitest";
import { CONSENT_KEY, CONSENT_VERSION } from "./consent.ts";
import { orderAnalytics } from "./order-analytics.ts";

const storage = (analytics: boolean | null) => ({
  getItem: (k: string) => (k === CONSENT_KEY && analytics !== null ? JSON.stringify({ v: CONSENT_VERSION, analytics, at: "2026-11-27T10:00:00Z" }) : null),
  setItem: () => undefined,
});

describe("the order's analytics", () => {
  it("with consent: the _ga cookie's client id", () => {
    expect(orderAnalytics(storage(true), "a=1; _ga=GA1.1.123.456")).toEqual({ consent: true, client_id: "123.456" });
    expect(orderAnalytics(storage(true), "a=1")).toEqual({ consent: true });
  });
  it("without consent (refused, or never asked): no id, whatever the cookies", () => {
    expect(orderAnalytics(storage(false), "_ga=GA1.1.123.456")).toEqual({ consent: false });
    expect(orderAnalytics(storage(null), "_ga=GA1.1.123.456")).toEqual({ consent: false });
  });
});
