/** The "second" banners: two side by side on wide screens, stacked on phones. */
import { useEffect } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import type { HomeBanner } from "./home-data.ts";
import { BannerLink, visibilityClass } from "./BannerPicture.tsx";
import { track } from "../analytics/track.ts";

export function SecondBanners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation("pages");
  // GA4: both banners are shown (view_promotion), and a followed one is select_promotion (below)
  useEffect(() => track("view_promotion", { banners, slot: "second" }), [banners]);
  if (!banners.length) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: it only notes which banner's link was followed; the links do the work
    <section className="second-banners" aria-label={t("offersLabel")} onClick={(e) => track("select_promotion", { banners, slot: "second", target: e.target })}>
      <ul>
        {banners.map((b, i) => (
          <li key={b.id} className={`second-banner${visibilityClass(b)}`} data-promo-index={i}>
            <BannerLink banner={b} sizes="(min-width: 768px) 50vw, 100vw" className="second-link" />
          </li>
        ))}
      </ul>
    </section>
  );
}
