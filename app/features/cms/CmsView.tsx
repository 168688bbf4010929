/**
 * An information page: breadcrumbs, the heading, the sanitised content (links to other information pages
 * rewritten, tables scrollable, a table of contents for long pages) and the list of information pages.
 */
import { appPathOf } from "../../lib/store.ts";
import { useMemo, type MouseEvent } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Link, useNavigate } from "react-router";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { cmsUrl } from "../../lib/urls.ts";
import { LOCALES, isLanguage } from "../../i18n/languages.ts";
import { prepareCmsHtml } from "./cms-html.ts";
import type { CmsPageData } from "./cms-page-data.ts";
import { AfterHydration, lazyModule, Loaded } from "../../components/lazy.tsx";
import "./cms.css";

// The contact form: only /i/kontakt has it, and only the browser can send it (the bot check), so it loads there, after hydration.
const contactForm = lazyModule(() => import("../contact/ContactForm.tsx"));

/** A table of contents helps from this many sections on. */
const TOC_MIN_SECTIONS = 4;

export function CmsView({ data }: { data: CmsPageData }) {
  const { t, i18n } = useTranslation("pages");
  const { page, pages } = data;
  const navigate = useNavigate();
  const tableLabel = t("cmsTableLabel");
  const content = useMemo(() => prepareCmsHtml(page.html, { identifiers: pages.map((p) => p.identifier), tableLabel }), [page.html, pages, tableLabel]);
  const locale = isLanguage(i18n.language) ? LOCALES[i18n.language] : LOCALES.pl;
  // The pages are written in Polish (the one store view): in another interface language their text is
  // marked as Polish, so screen readers pronounce it as such (WCAG 3.1.2, language of parts).
  const contentLang = i18n.language === "pl" ? undefined : "pl";
  const updated = page.updatedAt
    ? new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Warsaw" }).format(new Date(page.updatedAt))
    : null;

  return (
    <div className="cms-page">
      <Breadcrumbs items={[{ name: page.title }]} />
      <div className="cms-layout">
        <article className="cms-article" aria-labelledby="cms-heading">
          <h1 id="cms-heading" lang={contentLang}>
            {page.heading}
          </h1>
          {updated ? (
            <p className="cms-updated">
              {t("cmsUpdated")} <time dateTime={page.updatedAt}>{updated}</time>
            </p>
          ) : null}
          {content.headings.length >= TOC_MIN_SECTIONS ? (
            <nav className="cms-toc" aria-labelledby="cms-toc-heading">
              <h2 id="cms-toc-heading">{t("cmsToc")}</h2>
              <ol lang={contentLang}>
                {content.headings.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {/* Server-sanitised HTML (server/modules/cms/sanitize.ts); clicks on its internal links navigate client-side. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the CMS HTML is sanitised on the server (server/modules/cms/sanitize.ts) before it gets here */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: one listener for the links inside (delegation); a link's Enter key fires this click too */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the interactive elements are the links inside, the div only listens for their clicks */}
          <div className="cms-content" lang={contentLang} onClick={(e) => followInternalLink(e, navigate)} dangerouslySetInnerHTML={{ __html: content.html }} />
          {page.identifier === "kontakt" ? (
            <AfterHydration>
              <Loaded module={contactForm}>{(m) => <m.ContactForm />}</Loaded>
            </AfterHydration>
          ) : null}
        </article>
        <nav className="cms-nav" aria-labelledby="cms-nav-heading">
          <h2 id="cms-nav-heading">{t("cmsPagesNav")}</h2>
          <ul lang={contentLang}>
            {pages.map((p) => (
              <li key={p.identifier}>
                <Link to={cmsUrl(p.identifier)} aria-current={p.identifier === page.identifier ? "page" : undefined}>
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** A plain left click on a same-site link inside the CMS HTML becomes a client-side navigation. */
function followInternalLink(event: MouseEvent<HTMLDivElement>, navigate: (to: string) => void | Promise<void>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as HTMLElement).closest("a");
  const href = anchor?.getAttribute("href");
  if (!anchor || !href || anchor.target || anchor.hasAttribute("download")) return;
  // Another store view's page (or any path outside this app) loads as a new document (lib/store.ts).
  const path = appPathOf(href);
  if (path === null) return;
  event.preventDefault();
  void navigate(path);
}
