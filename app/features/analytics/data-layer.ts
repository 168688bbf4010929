/**
 * GA4 e-commerce tracking: `track(event, payload)` pushes the event into `window.dataLayer` (GA4 style:
 * `{ ecommerce: null }` first, then the event; see ga4.ts for its shape) ONLY when the shopper has accepted
 * analytics cookies (consent.ts). Without that consent nothing is pushed and nothing is kept: no queue, no
 * replay after a later "yes". Never throws: tracking must not break a page.
 *
 * Helpers that build payloads from the cart and the order: `cartPayload`, `purchasePayload` (ga4.ts).
 */
import { buildEvent, type TrackEvent, type TrackPayload } from "./ga4.ts";
import { hasAnalyticsConsent } from "./consent.ts";

export { cartPayload, purchasePayload, CHECKOUT_STEPS, type TrackEvent, type TrackPayload, type TrackItem } from "./ga4.ts";

export interface Tracker {
  track(event: TrackEvent, payload: TrackPayload): void;
}

/** A tracker over a consent check and a data layer (the browser's by default; tests give their own). */
export function createTracker(deps: { consent: () => boolean; dataLayer: () => unknown[] | null }): Tracker {
  return {
    track(event, payload) {
      try {
        if (!deps.consent()) return;
        const layer = deps.dataLayer();
        if (!layer) return;
        const built = buildEvent(event, payload);
        layer.push({ ecommerce: null });
        layer.push(built);
      } catch {
        // a broken payload or a data layer that throws: the shopper's action goes on
      }
    },
  };
}

const browserTracker = createTracker({
  consent: () => hasAnalyticsConsent(),
  dataLayer: () => {
    if (typeof window === "undefined") return null;
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    return w.dataLayer;
  },
});

export function track(event: TrackEvent, payload: TrackPayload): void {
  browserTracker.track(event, payload);
}
