/**
 * The one door every GA4 event of the storefront goes through (docs/decisions/2026-11-27-ga4.md). Small, for every
 * page's first load: without the shopper's consent to analytics cookies it returns at once; with it, the module that
 * builds and sends the events (data-layer.ts, with ga4.ts) is loaded on first use, so product, category and home pages
 * keep their first-load JavaScript. Events keep their order (one promise, callbacks in call order).
 */
import { hasAnalyticsConsent } from "./consent.ts";
import type { EventInput } from "./data-layer.ts";
import type { TrackEvent } from "./ga4.ts";

export type { EventInput, TrackEvent };

let sender: Promise<typeof import("./data-layer.ts")> | undefined;

export function track(event: TrackEvent, input: EventInput): void {
  if (typeof window === "undefined" || !hasAnalyticsConsent()) return;
  sender ??= import("./data-layer.ts");
  void sender.then(
    (m) => m.send(event, input),
    () => {
      sender = undefined; // a chunk that failed to load (offline): the next event tries again
    },
  );
}
