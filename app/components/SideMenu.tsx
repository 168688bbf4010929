import { useTranslation } from "../i18n/react.tsx";
import { AppLink } from "./AppLink.tsx";
import { Panel } from "./Panels.tsx";
import { SubcategoryLinks } from "./SubcategoryLinks.tsx";
import type { MenuCategory } from "../lib/menu.ts";

/** The phone menu: the same fixed categories as the mega menu, in a left panel. */
export function SideMenu({ menu }: { menu: MenuCategory[] }) {
  const { t } = useTranslation();
  return (
    <Panel name="sidemenu" title={t("menu")} side="left">
      <nav aria-label={t("menu")}>
        <ul className="side-menu">
          <li>
            <AppLink to="/">{t("home")}</AppLink>
          </li>
          {menu.map((c) => (
            <li key={c.id}>
              <AppLink to={c.url}>{c.name}</AppLink>
              <SubcategoryLinks category={c} />
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  );
}
