import { afterEach, describe, expect, it, vi } from "vitest";
import { createTracker, track } from "./data-layer.ts";
import { CONSENT_KEY, hasAnalyticsConsent, readConsent } from "./consent.ts";
import { saveConsent } from "./consent-save.ts";

const payload = { currency: "PLN" as const, value: 12.99, items: [{ item_id: "KS-1", item_name: "Książka", price: 12.99, quantity: 1 }] };

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("consent gating", () => {
  it("pushes nothing, and keeps nothing, without consent", () => {
    const layer: unknown[] = [];
    const dataLayer = vi.fn(() => layer);
    const tracker = createTracker({ consent: () => false, dataLayer });
    tracker.track("view_cart", payload);
    tracker.track("purchase", { ...payload, transaction_id: "000000001" });
    expect(layer).toEqual([]);
    expect(dataLayer).not.toHaveBeenCalled(); // not even created
  });

  it("pushes {ecommerce: null} and then the event once consent is given; earlier events are not replayed", () => {
    const layer: unknown[] = [];
    let consent = false;
    const tracker = createTracker({ consent: () => consent, dataLayer: () => layer });
    tracker.track("view_cart", payload);
    consent = true;
    tracker.track("begin_checkout", payload);
    expect(layer).toEqual([
      { ecommerce: null },
      { event: "begin_checkout", checkout_step: 2, ecommerce: expect.objectContaining({ value: 12.99, currency: "PLN" }) },
    ]);
  });

  it("never throws, whatever the data layer does", () => {
    const tracker = createTracker({
      consent: () => true,
      dataLayer: () => {
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

  it("after 'accept analytics' the event lands in window.dataLayer, GA4 style", () => {
    const win = stubBrowser('{"v":1,"analytics":true,"at":""}');
    win.dataLayer = [{ "gtm.start": 1 }];
    track("add_payment_info", { ...payload, payment_type: "cashondelivery" });
    expect(win.dataLayer).toEqual([
      { "gtm.start": 1 },
      { ecommerce: null },
      {
        event: "add_payment_info",
        checkout_step: 5,
        ecommerce: { currency: "PLN", value: 12.99, payment_type: "cashondelivery", items: [{ ...payload.items[0], index: 0 }] },
      },
    ]);
  });
});
