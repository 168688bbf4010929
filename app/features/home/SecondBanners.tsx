/** The "second" banners: two side by side on wide screens, stacked on phones. */
import { useTranslation } from "../../i18n/react.tsx";
import type { HomeBanner } from "./home-data.ts";
import { BannerLink, visibilityClass } from "./BannerPicture.tsx";

export function SecondBanners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation("pages");
  if (!banners.length) return null;
  return (
    <section className="second-banners" aria-label={t("offersLabel")}>
      <ul>
        {banners.map((b) => (
          <li key={b.id} className={`second-banner${visibilityClass(b)}`}>
            <BannerLink banner={b} sizes="(min-width: 768px) 50vw, 100vw" className="second-link" />
          </li>
        ))}
      </ul>
    </section>
  );
}
