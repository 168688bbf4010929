import { usePolishText, useTranslation } from "../i18n/react.tsx";
import { AppLink } from "./AppLink.tsx";

export interface Crumb {
  name: string;
  url?: string;
  /** a product's name: Polish in every language (marked so on another language's page, WCAG 3.1.2) */
  polish?: boolean;
}

/** The route list plus the current page (not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const pl = usePolishText();
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs")}>
      <ol>
        <li>
          <AppLink to="/">{t("home")}</AppLink>
        </li>
        {items.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its depth in the trail (names may repeat); the trail is replaced whole, never reordered
          <li key={`${c.name}-${i}`} lang={c.polish ? pl : undefined}>
            {c.url && i < items.length - 1 ? <AppLink to={c.url}>{c.name}</AppLink> : <span aria-current="page">{c.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
