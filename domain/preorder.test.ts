import { describe, expect, it } from "vitest";
import { isPreorder, orderDispatch, preorderDispatchDate, preorderOf } from "./preorder.ts";

const book = (release_date: string | null, type_id = "simple") => ({ type_id, release_date });

describe("isPreorder", () => {
  it("is a shipped product whose release date is after today (Warsaw)", () => {
    expect(isPreorder(book("2027-01-24"), "2026-11-26")).toBe(true);
    expect(isPreorder(book("2027-01-24"), "2027-01-23")).toBe(true);
    expect(isPreorder(book("2027-01-24"), "2027-01-24")).toBe(false); // released today
    expect(isPreorder(book("2026-10-01"), "2026-11-26")).toBe(false);
    expect(isPreorder(book(null), "2026-11-26")).toBe(false);
    expect(isPreorder(book("not a date"), "2026-11-26")).toBe(false);
    expect(isPreorder(book("2027-01-24 00:00:00"), "2026-11-26")).toBe(true);
  });
  it("leaves downloads and virtual products out", () => {
    expect(isPreorder(book("2027-01-24", "downloadable"), "2026-11-26")).toBe(false);
    expect(isPreorder(book("2027-01-24", "virtual"), "2026-11-26")).toBe(false);
  });
});

describe("preorderDispatchDate", () => {
  it("is the release date on a working day, else the next working day", () => {
    expect(preorderDispatchDate("2027-01-22")).toBe("2027-01-22");
    expect(preorderDispatchDate("2027-01-24")).toBe("2027-01-25"); // a Sunday
    expect(preorderDispatchDate("2027-11-11")).toBe("2027-11-12"); // Independence Day, a Thursday
  });
  it("comes with the release date", () => {
    expect(preorderOf(book("2027-01-24"), "2026-11-26")).toEqual({ release_date: "2027-01-24", dispatch_date: "2027-01-25" });
    expect(preorderOf(book("2025-01-24"), "2026-11-26")).toBeNull();
  });
});

describe("orderDispatch", () => {
  const pre = (dispatch_date: string) => ({ release_date: dispatch_date, dispatch_date });
  it("ships at once without pre-orders", () => {
    expect(orderDispatch([{ preorder: null, shipped: true }])).toEqual({ kind: "now" });
    expect(orderDispatch([])).toEqual({ kind: "now" });
  });
  it("ships pre-orders on the latest dispatch date", () => {
    expect(
      orderDispatch([
        { preorder: pre("2027-01-25"), shipped: true },
        { preorder: pre("2027-02-01"), shipped: true },
      ]),
    ).toEqual({ kind: "preorder", dispatch_date: "2027-02-01" });
  });
  it("ships a mixed order whole, when its last item is available", () => {
    expect(
      orderDispatch([
        { preorder: null, shipped: true },
        { preorder: pre("2027-01-25"), shipped: true },
        { preorder: null, shipped: false },
      ]),
    ).toEqual({ kind: "mixed", dispatch_date: "2027-01-25" });
  });
});
