/**
 * The phone menu, in a left panel: the promoted categories with their pictures, then the menu's categories
 * as a drill-down (a category with subcategories opens its own level, with "back" and "all in …"), then the
 * account and language entries. Focus moves to the new level's back button on the way down, and back to
 * the category that was opened on the way up.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { imageUrl } from "../lib/urls.ts";
import type { MenuCategory } from "../lib/menu.ts";
import { AppLink } from "./AppLink.tsx";
import { LanguageSwitch } from "./Header.tsx";
import { Panel } from "./Panels.tsx";
import { AccountLink } from "../features/account/AccountLink.tsx";
import type { Language } from "../i18n/languages.ts";
import "./side-menu.css";

export function SideMenu({ menu }: { menu: MenuCategory[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [levelId, setLevelId] = useState<number | null>(null);
  const cameFrom = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const level = menu.find((c) => c.id === levelId);
  const promoted = menu.filter((c) => c.image);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    if (levelId !== null) el.querySelector<HTMLElement>(".side-back")?.focus();
    else if (cameFrom.current !== null) el.querySelector<HTMLElement>(`[data-category="${cameFrom.current}"]`)?.focus();
  }, [levelId]);
  return (
    <Panel name="sidemenu" title={t("menu")} side="left">
      <div ref={root} className="side-menu-root">
        <nav aria-label={t("menu")}>
          {level ? (
            <div className="side-level">
              <button
                type="button"
                className="side-back"
                onClick={() => {
                  cameFrom.current = level.id;
                  setLevelId(null);
                }}
              >
                <span aria-hidden="true">‹ </span>
                {t("menuBack")}
              </button>
              <h3 className="side-level-title">{level.name}</h3>
              <ul className="side-menu">
                <li>
                  <AppLink to={level.url} className="side-all">
                    {t("menuAllIn", { name: level.name })}
                  </AppLink>
                </li>
                {level.children.map((s) => (
                  <li key={s.id}>
                    <AppLink to={s.url}>{s.name}</AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              {promoted.length > 0 ? (
                <ul className="side-promoted">
                  {promoted.map((c) => (
                    <li key={c.id}>
                      <AppLink to={c.url}>
                        <img src={imageUrl(c.image, 500)} alt="" width={500} height={156} loading="lazy" />
                        <span>{c.name}</span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
              <ul className="side-menu">
                <li>
                  <AppLink to="/">{t("home")}</AppLink>
                </li>
                {menu.map((c) => (
                  <li key={c.id}>
                    {c.children.length > 0 ? (
                      <button
                        type="button"
                        className="side-open"
                        data-category={c.id}
                        aria-label={`${c.name}: ${t("menuSubcategories")}`}
                        onClick={() => {
                          cameFrom.current = null;
                          setLevelId(c.id);
                        }}
                      >
                        {c.name}
                        <span aria-hidden="true"> ›</span>
                      </button>
                    ) : (
                      <AppLink to={c.url}>{c.name}</AppLink>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </nav>
        <div className="side-extras">
          <AccountLink />
          <LanguageSwitch lang={lang} />
        </div>
      </div>
    </Panel>
  );
}
