/**
 * The cookie banner (docs/polish-rules.md §5): necessary cookies always, analytics only with consent. The two
 * choices are buttons of the same look and size, side by side ("Tylko niezbędne", "Akceptuję analityczne");
 * closing it by any other way stores nothing. It sits at the bottom of the window without covering the page's
 * focused element (scroll padding of its height; toasts move above it) and does not take the focus when it appears by itself; opened
 * again from the footer it takes the focus, Escape closes it and the focus goes back to the footer link.
 *
 * The server renders it into every page; the browser loads this component only to open it again, or to show it
 * where the server's copy is missing or in another language (ConsentSlot.tsx).
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import type { ConsentChoice } from "./consent.ts";
import { saveConsent } from "./consent-save.ts";

/**
 * `current`: the stored choice, shown when the banner is opened again. `pending`: the copy the server rendered,
 * shown only when the document asks for it (ConsentSlot.tsx), until the browser has read the stored choice.
 */
export function ConsentBanner({
  reopened,
  current,
  pending = false,
  onClose,
}: {
  reopened: boolean;
  current: ConsentChoice | null;
  pending?: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("orders");
  const ref = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  // Keep what has the focus clear of the banner, and the page's end reachable above it.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const apply = () => {
      const h = `${Math.ceil(el.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = h;
      root.style.setProperty("--consent-banner-height", h);
      document.body.style.paddingBottom = h;
    };
    apply();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(apply);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = "";
      root.style.removeProperty("--consent-banner-height");
      document.body.style.paddingBottom = "";
    };
  }, []);

  const choose = (analytics: boolean) => {
    saveConsent(analytics);
    onClose();
  };
  const since = current?.at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeZone: "Europe/Warsaw" }).format(new Date(current.at)) : "";

  return (
    <section
      ref={ref}
      className="cookie-consent"
      aria-labelledby="cookie-consent-title"
      aria-describedby="cookie-consent-text"
      data-testid="cookie-consent"
      data-pending={pending ? "" : undefined}
      onKeyDown={(e) => {
        if (e.key === "Escape" && (reopened || current)) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="cookie-consent-inner">
        <div className="cookie-consent-copy">
          <h2 id="cookie-consent-title" ref={heading} tabIndex={-1}>
            {t("consentTitle")}
          </h2>
          <p id="cookie-consent-text">
            {t("consentText")} <Link to="/i/polityka-prywatnosci">{t("consentPolicy")}</Link>
          </p>
          {current ? (
            <p className="cookie-consent-current">{current.analytics ? t("consentCurrentYes", { date: since }) : t("consentCurrentNo", { date: since })}</p>
          ) : null}
        </div>
        <div className="cookie-consent-actions">
          {/* data-consent: the server's copy is answered through consent-server-copy.ts, without this component's code */}
          <button type="button" className="cookie-consent-button" data-consent="no" onClick={() => choose(false)}>
            {t("consentNecessary")}
          </button>
          <button type="button" className="cookie-consent-button" data-consent="yes" onClick={() => choose(true)}>
            {t("consentAccept")}
          </button>
        </div>
      </div>
    </section>
  );
}
