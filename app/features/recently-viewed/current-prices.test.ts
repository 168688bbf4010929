import { describe, expect, it } from "vitest";
import { currentPrices, loadCurrentPrices } from "./current-prices.ts";

describe("recently viewed: today's prices", () => {
  it("reads the catalogue's current price and Omnibus data per sku", () => {
    const prices = currentPrices([
      { sku: "KS-1", price_incl_tax: 39.9, final_price_incl_tax: 25.99, is_discounted: true, lowest_price_30d: 39.9 },
      { sku: "KS-2", price_incl_tax: 19.99, final_price_incl_tax: 19.99, is_discounted: false, lowest_price_30d: null },
      { sku: 3 },
    ]);
    expect(prices.get("KS-1")).toEqual({ price_incl_tax: 39.9, final_price_incl_tax: 25.99, is_discounted: true, lowest_price_30d: 39.9 });
    expect(prices.get("KS-2")?.is_discounted).toBe(false);
    expect(prices.size).toBe(2);
  });

  it("asks the catalogue search for the skus shown, not the prices stored at the visit", async () => {
    let sent: unknown = null;
    const fetcher = (async (_url: string, init?: RequestInit) => {
      sent = JSON.parse(String(init?.body));
      // the special price seen at the visit has ended: today the product is not discounted
      return new Response(
        JSON.stringify({
          code: 200,
          result: { items: [{ sku: "KS-1", price_incl_tax: 39.9, final_price_incl_tax: 39.9, is_discounted: false, lowest_price_30d: null }] },
        }),
      );
    }) as typeof fetch;
    const prices = await loadCurrentPrices(["KS-1", "KS-9"], fetcher);
    expect(sent).toMatchObject({ skus: ["KS-1", "KS-9"], aggregations: false });
    expect(prices.get("KS-1")).toMatchObject({ final_price_incl_tax: 39.9, is_discounted: false });
    expect(prices.has("KS-9")).toBe(false);
  });

  it("fails on an error answer (the strip then shows no prices)", async () => {
    const fetcher = (async () => new Response(JSON.stringify({ code: 500, result: "x" }))) as typeof fetch;
    await expect(loadCurrentPrices(["KS-1"], fetcher)).rejects.toThrow();
  });
});
