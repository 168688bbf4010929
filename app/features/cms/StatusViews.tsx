/**
 * The 404 and 500 pages' content, used by the /page-not-found and /error routes and ready for the root
 * error boundary: what happened, and where to go next (search, popular categories, home), never a dead end.
 */
import { useEffect, useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Form, Link, useRouteLoaderData } from "react-router";
import { cmsUrl } from "../../lib/urls.ts";
import type { MenuCategory } from "../../lib/menu.ts";
import { searchWordsFromPath } from "./not-found.ts";
import "./cms.css";

function useMenu(): MenuCategory[] {
  const root = useRouteLoaderData("root") as { menu?: MenuCategory[] } | undefined;
  return root?.menu ?? [];
}

export function NotFoundView({ path }: { path: string | null }) {
  const { t } = useTranslation("pages");
  const categories = useMenu().slice(0, 8);
  const inputId = useId();
  const hintId = useId();
  const words = searchWordsFromPath(path);
  return (
    <div className="status-page">
      <p className="status-code">
        <span className="visually-hidden">{t("statusCodeLabel")} </span>404
      </p>
      <h1>{t("notFoundHeading")}</h1>
      {path ? (
        <p>
          {t("notFoundPathIntro")} <code className="status-path">{path}</code>
        </p>
      ) : null}
      <p>{t("notFoundText")}</p>

      <section aria-labelledby={`${inputId}-h`}>
        <h2 id={`${inputId}-h`}>{t("notFoundSearchHeading")}</h2>
        <Form action="/search" method="get" role="search" className="status-search">
          <label htmlFor={inputId}>{t("notFoundSearchLabel")}</label>
          <input
            id={inputId}
            name="query"
            type="search"
            required
            minLength={3}
            maxLength={200}
            defaultValue={words ?? ""}
            aria-describedby={hintId}
            autoComplete="off"
          />
          <button type="submit" className="button">
            {t("searchButton")}
          </button>
          <p id={hintId} className="hint">
            {t("searchHint")}
          </p>
        </Form>
      </section>

      {categories.length ? (
        <section aria-labelledby={`${inputId}-c`}>
          <h2 id={`${inputId}-c`}>{t("popularCategories")}</h2>
          <ul className="status-links">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={c.url}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <StatusActions />
    </div>
  );
}

export function ServerErrorView({ status = 500, retryHref }: { status?: number; retryHref?: string | undefined }) {
  const { t } = useTranslation("pages");
  // A link followed offline whose data is not kept: the page is loaded as a document instead, which the service
  // worker answers with the kept copy or its "not available in Offline mode" page (app/features/offline/).
  useEffect(() => {
    if (retryHref && navigator.onLine === false) window.location.reload();
  }, [retryHref]);
  return (
    <div className="status-page">
      <p className="status-code">
        <span className="visually-hidden">{t("statusCodeLabel")} </span>
        {status}
      </p>
      <h1>{t("errorHeading")}</h1>
      <p>{t("errorText")}</p>
      <p>{t("errorHelp")}</p>
      <StatusActions retryHref={retryHref} />
    </div>
  );
}

/** Where to go from a status page: again (when the page can be retried), home, or the contact page. */
function StatusActions({ retryHref }: { retryHref?: string | undefined }) {
  const { t } = useTranslation("pages");
  return (
    <div className="status-actions">
      {retryHref ? (
        <a href={retryHref} className="button">
          {t("tryAgain")}
        </a>
      ) : null}
      <Link to="/" className={retryHref ? "secondary" : "button"}>
        {t("goHome")}
      </Link>
      <Link to={cmsUrl("kontakt")} className="secondary">
        {t("contactUs")}
      </Link>
    </div>
  );
}
