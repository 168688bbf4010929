import { useTranslation } from "../i18n/react.tsx";
import { Link } from "react-router";

export interface Crumb {
  name: string;
  url?: string;
}

/** The route list plus the current page (not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs")}>
      <ol>
        <li>
          <Link to="/">{t("home")}</Link>
        </li>
        {items.map((c, i) => (
          <li key={`${c.name}-${i}`}>{c.url && i < items.length - 1 ? <Link to={c.url}>{c.name}</Link> : <span aria-current="page">{c.name}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
