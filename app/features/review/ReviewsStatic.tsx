/**
 * The product page's reviews as static markup (rendered on the server by reviews-html.server.tsx, never hydrated):
 * the approved reviews' average, count and distribution, how the shop checks that reviews come from buyers
 * (Omnibus), one page of reviews and plain links to the others. Texts are React text, so escaped: markup in a
 * review never becomes live. No hooks and no router links: it renders outside the app.
 */
import type { Language } from "../../i18n/languages.ts";
import type { TFunction } from "../../i18n/translator.ts";
import { formatDate } from "../product/format.ts";
import type { PageReviews } from "../product/types.ts";
import { formatRating, REVIEWS_PAGE_PARAM, stars } from "./review-format.ts";

export function ReviewsStatic({ reviews, lang, t }: { reviews: PageReviews; lang: Language; t: TFunction }) {
  const { summary, items, page, pages } = reviews;
  const pageLink = (n: number) => `?${REVIEWS_PAGE_PARAM}=${n}#opinie`;
  return (
    <>
      <h2 id="pdp-reviews-title">{t("title")}</h2>
      {summary.count === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <div className="rv-summary">
          {summary.average !== null && summary.rated_count > 0 ? (
            <>
              <p className="rv-average">
                <span aria-hidden="true" className="rv-stars">
                  {stars(summary.average)}
                </span>{" "}
                {t("average", { average: formatRating(summary.average, lang), count: summary.rated_count })}
              </p>
              <ul className="rv-distribution" aria-label={t("distribution")}>
                {([5, 4, 3, 2, 1] as const).map((r) => (
                  <li key={r}>
                    {t("distributionRow", { rating: r, count: summary.distribution[r] })}
                    <span className="rv-bar" aria-hidden="true">
                      <span style={{ width: `${Math.round((100 * summary.distribution[r]) / summary.rated_count)}%` }} />
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {summary.count > summary.rated_count ? <p>{t("unrated", { count: summary.count - summary.rated_count })}</p> : null}
          <p>{t("recommendShare", { count: summary.recommend_count, total: summary.count })}</p>
        </div>
      )}
      <p className="rv-info">
        {t("howChecked")} <a href="/i/regulamin">{t("termsLink")}</a>
      </p>
      {items.length > 0 ? (
        <ol className="rv-items">
          {items.map((r) => (
            <li key={r.id} className="rv-item">
              <h3 className="rv-title">{r.title}</h3>
              <p className="rv-meta">
                {r.rating === null ? null : (
                  <>
                    <span aria-hidden="true" className="rv-stars">
                      {stars(r.rating)}
                    </span>{" "}
                    <span>{t("rating", { rating: r.rating })}</span> ·{" "}
                  </>
                )}
                <span>{r.nickname}</span> · <time dateTime={r.created_at}>{formatDate(r.created_at.slice(0, 10), lang)}</time>
                {r.verified_purchase ? <strong className="rv-verified"> · {t("verified")}</strong> : null}
              </p>
              <p className="rv-detail">{r.detail}</p>
              {r.recommend ? <p className="rv-recommends">{t("recommends")}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="rv-pages" aria-label={t("pages")}>
          {page > 1 ? <a href={pageLink(page - 1)}>{t("previous")}</a> : null}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? <a href={pageLink(page + 1)}>{t("next")}</a> : null}
        </nav>
      ) : null}
    </>
  );
}
