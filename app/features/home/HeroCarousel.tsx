/**
 * The "mainpl" banners as a scroll-snap strip: swipe, scroll or use the previous/next buttons. It never
 * moves by itself (WCAG 2.2.2), every slide is a labelled group, and tabbing to a slide's link scrolls
 * it into view. Without JavaScript it is still a scrollable strip.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import type { HomeBanner } from "./home-data.ts";
import { BannerLink, visibilityClass } from "./BannerPicture.tsx";
import { track as trackEvent } from "../analytics/track.ts";

export function HeroCarousel({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation("pages");
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = banners.length;
  // GA4: the slide in view is shown (view_promotion, once each), a followed one is select_promotion (below)
  useEffect(() => trackEvent("view_promotion", { banners, slot: "hero", shown: [current] }), [banners, current]);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setCurrent(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / Math.max(1, el.clientWidth)))));
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, [count]);

  if (!count) return null;

  const go = (index: number) => {
    const el = track.current;
    if (!el) return;
    const target = (index + count) % count;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ left: target * el.clientWidth, behavior: reduce ? "auto" : "smooth" });
    setCurrent(target);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: it only notes which banner's link was followed; the links and buttons do the work
    <section
      className="hero"
      aria-roledescription={t("carousel")}
      aria-label={t("heroLabel")}
      onClick={(e) => trackEvent("select_promotion", { banners, slot: "hero", target: e.target })}
    >
      <div className="hero-track" ref={track} id="hero-track">
        {banners.map((b, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is role="group" with aria-roledescription "slide" (WAI-ARIA carousel pattern); a fieldset is for form controls
          <div
            key={b.id}
            className={`hero-slide${visibilityClass(b)}`}
            role="group"
            aria-roledescription={t("slide")}
            aria-label={t("slideOf", { index: i + 1, count })}
            data-promo-index={i}
          >
            <BannerLink banner={b} sizes="(min-width: 1232px) 1200px, 100vw" eager={i === 0} className="hero-link" />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="hero-controls">
          <button type="button" className="hero-button" aria-controls="hero-track" aria-label={t("previousSlide")} onClick={() => go(current - 1)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <p className="hero-counter" aria-hidden="true">
            {current + 1} / {count}
          </p>
          <button type="button" className="hero-button" aria-controls="hero-track" aria-label={t("nextSlide")} onClick={() => go(current + 1)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
