/** The "logos" banners: publishers we sell, as a wrapping strip of logos (linked when the CMS gives a link). */
import { withStore } from "../../lib/store.ts";
import { useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import type { HomeBanner } from "./home-data.ts";
import { visibilityClass } from "./BannerPicture.tsx";

export function LogoStrip({ logos }: { logos: HomeBanner[] }) {
  const { t } = useTranslation("pages");
  const headingId = useId();
  if (!logos.length) return null;
  return (
    <section className="logo-strip" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("publishersHeading")}</h2>
      <ul>
        {logos.map((logo) => {
          const img = (
            <img
              srcSet={logo.desktop.srcSet}
              sizes="150px"
              src={logo.desktop.src}
              alt={logo.alt}
              width={logo.desktop.width}
              height={logo.desktop.height}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={logo.id} className={visibilityClass(logo).trim() || undefined}>
              {logo.href ? <a href={withStore(logo.href)}>{img}</a> : img}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
