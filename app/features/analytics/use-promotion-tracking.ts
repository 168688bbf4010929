/**
 * Home banners as GA4 promotions (docs/decisions/2026-11-27-ga4.md): view_promotion once for each banner the
 * shopper is shown (the carousel's current slide, both "second" banners), select_promotion when one's link is
 * followed. The click handler goes on the banners' container; each banner's element carries data-promo-index.
 */
import { useCallback, useEffect, useRef, type MouseEvent } from "react";
import type { TrackPromotion } from "./ga4.ts";
import { track } from "./track.ts";

export interface PromotionBanner {
  id: number;
  alt: string;
  caption: string | null;
}

/** A banner as GA4's promotion: its id, its name (the picture's text), and where it sits ("hero_1", "second_2"). */
export function promotionOf(b: PromotionBanner, slot: string, index: number): TrackPromotion {
  return {
    promotion_id: `banner_${b.id}`,
    promotion_name: b.caption || b.alt || `banner ${b.id}`,
    creative_name: b.alt || undefined,
    creative_slot: `${slot}_${index + 1}`,
  };
}

export function usePromotionTracking(banners: readonly PromotionBanner[], slot: string, shown: readonly number[]) {
  const sent = useRef(new Set<number>());
  const latest = useRef(banners);
  latest.current = banners;
  const shownKey = shown.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownKey stands for `shown` (a new array each render)
  useEffect(() => {
    for (const i of shown) {
      const b = latest.current[i];
      if (!b || sent.current.has(b.id)) continue;
      sent.current.add(b.id);
      track("view_promotion", { promotion: promotionOf(b, slot, i) });
    }
  }, [shownKey, slot]);
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const link = (e.target as Element).closest("a");
      const holder = link?.closest<HTMLElement>("[data-promo-index]");
      const index = Number(holder?.dataset.promoIndex);
      const b = Number.isInteger(index) ? latest.current[index] : undefined;
      if (b) track("select_promotion", { promotion: promotionOf(b, slot, index) });
    },
    [slot],
  );
}
