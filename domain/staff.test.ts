import { describe, expect, it } from "vitest";
import { allowedTransitions, can, canTransition, STAFF_PERMISSIONS, STAFF_ROLES } from "./staff.ts";

describe("staff roles", () => {
  it("the owner may do everything; every other role only its own area", () => {
    for (const p of STAFF_PERMISSIONS) expect(can("owner", p)).toBe(true);
    expect(can("catalogue", "catalog.write")).toBe(true);
    expect(can("catalogue", "orders.refund")).toBe(false);
    expect(can("orders", "orders.refund")).toBe(true);
    expect(can("orders", "catalog.write")).toBe(false);
    expect(can("support", "orders.note")).toBe(true);
    expect(can("support", "orders.refund")).toBe(false);
    expect(can("content", "reviews.moderate")).toBe(true);
    expect(can("content", "orders.read")).toBe(false);
    for (const r of STAFF_ROLES) expect(can(r, "audit.read")).toBe(r === "owner");
  });
});

describe("order transitions", () => {
  it("pending → processing → complete, cancel before complete; nothing leaves complete or canceled", () => {
    expect(allowedTransitions("pending")).toEqual(["processing", "canceled"]);
    expect(canTransition("processing", "complete")).toBe(true);
    expect(canTransition("pending", "complete")).toBe(false);
    expect(canTransition("complete", "canceled")).toBe(false);
    expect(allowedTransitions("canceled")).toEqual([]);
  });
});
