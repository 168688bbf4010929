import { afterEach, describe, expect, it, vi } from "vitest";
import { createTracker, send as track } from "./data-layer.ts";
import { track as trackLazily } from "./track.ts";
import { CONSENT_KEY, hasAnalyticsConsent, readConsent } from "./consent.ts";
import { saveConsent } from "./consent-save.ts";

const payload = { currency: "PLN" as const, value: 12.99, items: [{ item_id: "KS-1", item_name: "Książka", price: 12.99, quantity: 1 }] };

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("consent gating", () => {
  it("pushes nothing, and keeps nothing, without consent", () => {
    const calls: unknown[][] = [];
    const gtag = vi.fn(
      () =>
        (...args: unknown[]) =>
          void calls.push(args),
    );
    const tracker = createTracker({ consent: () => false, gtag });
    tracker.track("view_cart", payload);
    tracker.track("purchase", { ...payload, transaction_id: "000000001" });
    expect(calls).toEqual([]);
    expect(gtag).not.toHaveBeenCalled(); // not even created
  });

  it("calls gtag('event', name, params) once consent is given; earlier events are not replayed", () => {
    const calls: unknown[][] = [];
    let consent = false;
    const tracker = createTracker({
      consent: () => consent,
      gtag:
        () =>
        (...args: unknown[]) =>
          void calls.push(args),
    });
    tracker.track("view_cart", payload);
    consent = true;
    tracker.track("begin_checkout", payload);
    expect(calls).toEqual([["event", "begin_checkout", expect.objectContaining({ value: 12.99, currency: "PLN", checkout_step: 2 })]]);
  });

  it("gives a cart line the brand, categories, price and list it was seen with", () => {
    const calls: unknown[][] = [];
    const tracker = createTracker({
      consent: () => true,
      gtag:
        () =>
        (...args: unknown[]) =>
          void calls.push(args),
    });
    tracker.track("select_item", {
      list: { id: "category_3", name: "Książki", categories: ["Książki"] },
      tile: { sku: "KS-9", name: "Żółw", final_price_incl_tax: 30 },
      index: 4,
    });
    tracker.track("view_item", { product: { sku: "KS-9", name: "Żółw", price: 30, brand: "Znak", categories: ["Książki", "Dla dzieci"] } });
    tracker.track("add_to_cart", { lines: [{ sku: "KS-9", name: "Żółw", qty: 2, price_incl_tax: 30 }] });
    tracker.track("add_to_wishlist", { items: [{ item_id: "KS-9", item_name: "Żółw", price: 0, quantity: 1 }] });
    expect(calls[2]).toEqual([
      "event",
      "add_to_cart",
      {
        currency: "PLN",
        value: 60,
        items: [
          {
            item_id: "KS-9",
            item_name: "Żółw",
            price: 30,
            quantity: 2,
            index: 0,
            item_brand: "Znak",
            item_category: "Książki",
            item_category2: "Dla dzieci",
            item_list_id: "category_3",
            item_list_name: "Książki",
          },
        ],
      },
    ]);
    expect(calls[3]).toEqual([
      "event",
      "add_to_wishlist",
      expect.objectContaining({ value: 30, items: [expect.objectContaining({ price: 30, item_brand: "Znak" })] }),
    ]);
  });

  it("never throws, whatever gtag does", () => {
    const tracker = createTracker({
      consent: () => true,
      gtag: () => {
        throw new Error("blocked");
      },
    });
    expect(() => tracker.track("view_cart", payload)).not.toThrow();
  });

  it("reads the stored choice: only a current-version yes counts", () => {
    expect(hasAnalyticsConsent(memoryStorage())).toBe(false);
    expect(hasAnalyticsConsent(memoryStorage({ [CONSENT_KEY]: '{"v":1,"analytics":false,"at":"x"}' }))).toBe(false);
    expect(hasAnalyticsConsent(memoryStorage({ [CONSENT_KEY]: '{"v":1,"analytics":true,"at":"x"}' }))).toBe(true);
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: '{"v":0,"analytics":true}' }))).toBeNull(); // older wording: ask again
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: "not json" }))).toBeNull();
    expect(hasAnalyticsConsent(null)).toBe(false);
  });

  it("saves the choice with its time", () => {
    const storage = memoryStorage();
    saveConsent(true, storage, new Date("2026-11-24T10:00:00Z"));
    expect(JSON.parse(storage.map.get(CONSENT_KEY)!)).toEqual({ v: 1, analytics: true, at: "2026-11-24T10:00:00.000Z" });
    expect(hasAnalyticsConsent(storage)).toBe(true);
  });
});

describe("track() in a browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubBrowser(consent: string | null) {
    const storage = memoryStorage(consent ? { [CONSENT_KEY]: consent } : {});
    const win: Record<string, unknown> = { localStorage: storage };
    vi.stubGlobal("window", win);
    return win;
  }

  it("without a stored choice window.dataLayer is never created", () => {
    const win = stubBrowser(null);
    track("view_cart", payload);
    expect(win.dataLayer).toBeUndefined();
  });

  it("after 'necessary only' nothing is pushed", () => {
    const win = stubBrowser('{"v":1,"analytics":false,"at":""}');
    track("add_payment_info", { ...payload, payment_type: "cashondelivery" });
    expect(win.dataLayer).toBeUndefined();
  });

  it("after 'accept analytics' the event lands in window.dataLayer as gtag's arguments", () => {
    const win = stubBrowser('{"v":1,"analytics":true,"at":""}');
    win.dataLayer = [{ "gtm.start": 1 }];
    track("add_payment_info", { ...payload, payment_type: "cashondelivery" });
    const layer = win.dataLayer as unknown[];
    expect(layer).toHaveLength(2);
    expect(Array.from(layer[1] as ArrayLike<unknown>)).toEqual([
      "event",
      "add_payment_info",
      { currency: "PLN", value: 12.99, payment_type: "cashondelivery", checkout_step: 5, items: [{ ...payload.items[0], index: 0 }] },
    ]);
  });

  it("goes through the page's gtag when the head script defined it", () => {
    const win = stubBrowser('{"v":1,"analytics":true,"at":""}');
    const gtag = vi.fn();
    win.gtag = gtag;
    track("search", { search_term: "żółw" });
    expect(gtag).toHaveBeenCalledWith("event", "search", { search_term: "żółw" });
  });

  it("track.ts: without consent returns at once, nothing loaded or pushed; with it, the event is sent once the sender is loaded", async () => {
    const refused = stubBrowser(null);
    trackLazily("view_item_list", { list: { id: "x", name: "X" }, tiles: [{ sku: "A", name: "A", final_price_incl_tax: 1 }] });
    await new Promise((r) => setTimeout(r, 20));
    expect(refused.dataLayer).toBeUndefined();
    vi.unstubAllGlobals();
    const win = stubBrowser('{"v":1,"analytics":true,"at":""}');
    trackLazily("view_item_list", { list: { id: "x", name: "X" }, tiles: [{ sku: "A", name: "A", final_price_incl_tax: 1 }] });
    await vi.waitFor(() => expect((win.dataLayer as unknown[] | undefined)?.length).toBe(1));
    expect(Array.from((win.dataLayer as ArrayLike<unknown>[])[0]!)).toEqual([
      "event",
      "view_item_list",
      {
        item_list_id: "x",
        item_list_name: "X",
        items: [{ item_id: "A", item_name: "A", price: 1, quantity: 1, index: 0, item_list_id: "x", item_list_name: "X" }],
      },
    ]);
  });
});
