import { useTranslation } from "../i18n/react.tsx";
import { Link } from "react-router";
import { Panel } from "./Panels.tsx";
import type { MenuCategory } from "../lib/menu.ts";

/** The phone menu: the same fixed categories as the mega menu, in a left panel. */
export function SideMenu({ menu }: { menu: MenuCategory[] }) {
  const { t } = useTranslation();
  return (
    <Panel name="sidemenu" title={t("menu")} side="left">
      <nav aria-label={t("menu")}>
        <ul className="side-menu">
          <li>
            <Link to="/">{t("home")}</Link>
          </li>
          {menu.map((c) => (
            <li key={c.id}>
              <Link to={c.url}>{c.name}</Link>
              {c.children.length ? (
                <ul>
                  {c.children.map((s) => (
                    <li key={s.id}>
                      <Link to={s.url}>{s.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  );
}
