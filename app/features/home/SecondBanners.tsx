/** The "second" banners: two side by side on wide screens, stacked on phones. */
import { useTranslation } from "../../i18n/react.tsx";
import type { HomeBanner } from "./home-data.ts";
import { BannerLink, visibilityClass } from "./BannerPicture.tsx";
import { usePromotionTracking } from "../analytics/use-promotion-tracking.ts";

const ALL = [0, 1, 2, 3, 4, 5, 6, 7];

export function SecondBanners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation("pages");
  // GA4: both banners are shown (view_promotion), and a followed one is select_promotion
  const onClick = usePromotionTracking(banners, "second", ALL.slice(0, banners.length));
  if (!banners.length) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: it only notes which banner's link was followed; the links do the work
    <section className="second-banners" aria-label={t("offersLabel")} onClick={onClick}>
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
