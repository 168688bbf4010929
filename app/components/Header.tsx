import { useEffect, useRef } from "react";
import { withStore } from "../lib/store.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocation } from "react-router";
import { AppLink } from "./AppLink.tsx";
import { usePanels } from "./panel-state.tsx";
import { preloadOnIntent } from "./PanelSlots.tsx";
import { SubcategoryLinks } from "./SubcategoryLinks.tsx";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "../i18n/languages.ts";
import type { MenuCategory } from "../lib/menu.ts";
import { AccountLink } from "../features/account/AccountLink.tsx";
import { MinicartButton } from "../features/cart/MinicartButton.tsx";
import { WishlistHeaderButton } from "../features/wishlist/WishlistHeaderButton.tsx";

export function Header({ menu, lang, minicartCount = "quantities" }: { menu: MenuCategory[]; lang: Language; minicartCount?: "quantities" | "lines" }) {
  const { t } = useTranslation();
  const { openPanel } = usePanels();
  const nav = useRef<HTMLElement>(null);
  useDismissibleSubmenus(nav);
  return (
    <header className="site-header">
      <div className="header-bar">
        <button
          type="button"
          className="icon-button menu-button"
          aria-label={t("openMenu")}
          {...preloadOnIntent("sidemenu")}
          onClick={() => openPanel("sidemenu")}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <AppLink to="/" className="logo" aria-label={`${t("shopName")} – ${t("home")}`}>
          Kiosk
        </AppLink>
        <span className="tagline">{t("tagline")}</span>
        <div className="header-actions">
          <button type="button" className="search-button" {...preloadOnIntent("search")} onClick={() => openPanel("search")}>
            <span aria-hidden="true">⌕</span> <span className="search-label">{t("search")}</span>
          </button>
          <AccountLink />
          <WishlistHeaderButton />
          <MinicartButton counts={minicartCount} />
          <LanguageSwitch lang={lang} />
        </div>
      </div>
      <nav ref={nav} className="mega-menu" aria-label={t("menu")}>
        <ul>
          {menu.map((c) => (
            <li key={c.id} className="mega-item">
              <AppLink to={c.url}>{c.name}</AppLink>
              <SubcategoryLinks category={c} className="mega-sub" />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * WCAG 2.2 1.4.13 (content on hover or focus): a mega-menu submenu, shown by CSS while its item is hovered or
 * holds the focus, hides on Escape without the pointer or the focus having to move; the focus goes back to
 * the item's own link. It shows again once the pointer or the focus has left the item. Choosing a category
 * in it hides it too.
 */
function useDismissibleSubmenus(nav: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = nav.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      for (const item of el.querySelectorAll<HTMLElement>(".mega-item:hover, .mega-item:focus-within")) {
        if (!item.querySelector(".mega-sub") || item.hasAttribute("data-dismissed")) continue;
        item.setAttribute("data-dismissed", "");
        if (item.contains(document.activeElement)) item.querySelector<HTMLElement>(":scope > a")?.focus();
      }
    };
    // A chosen category closes its submenu (the pointer may still be over it after the navigation).
    const choose = (e: MouseEvent) => {
      const item = e.target instanceof Element && e.target.closest("a") ? e.target.closest(".mega-item") : null;
      if (!item) return;
      (document.activeElement as HTMLElement | null)?.blur(); // before: its focusout would show it again
      item.setAttribute("data-dismissed", "");
    };
    const leave = (e: FocusEvent | MouseEvent) => {
      const item = e.target instanceof Element ? e.target.closest(".mega-item") : null;
      if (item && !item.contains(e.relatedTarget as Node | null)) item.removeAttribute("data-dismissed");
    };
    document.addEventListener("keydown", onKey);
    el.addEventListener("focusout", leave);
    el.addEventListener("mouseout", leave);
    el.addEventListener("click", choose);
    return () => {
      el.removeEventListener("click", choose);
      document.removeEventListener("keydown", onKey);
      el.removeEventListener("focusout", leave);
      el.removeEventListener("mouseout", leave);
    };
  }, [nav]);
}

export function LanguageSwitch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const href = (l: Language) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", l);
    return withStore(`${location.pathname}?${params}`);
  };
  return (
    <nav className="language-switch" aria-label={t("language")}>
      <ul>
        {LANGUAGES.map((l) => (
          <li key={l}>
            <a
              href={href(l)}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? "true" : undefined}
              onClick={(e) => {
                // The address may have changed without a navigation (e.g. a chosen variant): use the current one.
                const url = new URL(window.location.href);
                url.searchParams.set("lng", l);
                e.currentTarget.href = url.pathname + url.search;
              }}
            >
              {l.toUpperCase()}
              <span className="visually-hidden"> {LANGUAGE_NAMES[l]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
