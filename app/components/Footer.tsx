import { useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { AppLink } from "./AppLink.tsx";
import { openCookieSettings } from "../features/analytics/consent.ts";

/** The eight information pages (docs/storefront.md §2); their link texts are the "footerPage_{slug}" texts. */
const INFO_PAGES = ["regulamin", "regulamin-prenumeraty", "polityka-prywatnosci", "zwroty", "platnosci", "dostawa", "regulamin-cewe", "kontakt"];

/** The footer can be hidden by the shopper; the choice lasts for the visit. */
export function Footer() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  return (
    <footer className="site-footer">
      <button type="button" className="link-button footer-toggle" aria-expanded={!hidden} aria-controls="footer-content" onClick={() => setHidden((h) => !h)}>
        {hidden ? t("footerShow") : t("footerHide")}
      </button>
      <div id="footer-content" hidden={hidden}>
        <nav aria-label={t("footerInfo")}>
          <ul className="footer-links">
            {INFO_PAGES.map((slug) => (
              <li key={slug}>
                <AppLink to={`/i/${slug}`}>{t(`footerPage_${slug}`)}</AppLink>
              </li>
            ))}
            <li>
              {/* Opens the cookie banner again; without JavaScript it leads to the privacy policy, which covers cookies. */}
              <AppLink
                to="/i/polityka-prywatnosci"
                className="footer-cookie-settings"
                onClick={(e) => {
                  e.preventDefault();
                  openCookieSettings();
                }}
              >
                {t("orders:cookieSettings", { defaultValue: "Ustawienia cookies" })}
              </AppLink>
            </li>
          </ul>
        </nav>
        <p>{t("footerCopyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
