import { describe, expect, it } from "vitest";
import { fanOut, type Receiver } from "./services.ts";

const lines = (...types: string[]) => types.map((typeId, i) => ({ typeId, productId: i + 1, qty: 1 }));

describe("the payment events' fan-out", () => {
  const record = () => {
    const calls: string[] = [];
    const receiver = (name: string, paidFor: string[]): Receiver => ({
      paidFor,
      paid: async (orderId) => void calls.push(`${name} paid ${orderId}`),
      refunded: async (orderId, whole) => void calls.push(`${name} refunded ${orderId} ${whole}`),
    });
    const events = fanOut([receiver("downloads", ["downloadable"]), receiver("subscriptions", ["subscription"]), receiver("gift cards", ["virtual"])]);
    return { calls, events };
  };

  it("an order paid with its lines reaches only the receivers that deliver one of their types", async () => {
    const { calls, events } = record();
    await events.paid(7, lines("subscription", "simple"));
    expect(calls).toEqual(["subscriptions paid 7"]);
  });

  it("without line types (a cash-on-delivery order accepted, a backstop) every receiver looks", async () => {
    const { calls, events } = record();
    await events.paid(8);
    expect(calls).toEqual(["downloads paid 8", "subscriptions paid 8", "gift cards paid 8"]);
  });

  it("a refund reaches every receiver whatever the order's lines", async () => {
    const { calls, events } = record();
    await events.refunded(9, true);
    expect(calls).toHaveLength(3);
  });

  it("every receiver runs even when one fails, and the failure is reported", async () => {
    const calls: string[] = [];
    const events = fanOut([
      { paidFor: ["virtual"], paid: async () => Promise.reject(new Error("down")) },
      { paidFor: ["virtual"], paid: async (id) => void calls.push(`second ${id}`) },
    ]);
    await expect(events.paid(3, lines("virtual"))).rejects.toThrow("down");
    expect(calls).toEqual(["second 3"]);
  });
});
