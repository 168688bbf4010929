/**
 * The product page's reviews (server-rendered, so readers and crawlers get them without JavaScript): the approved
 * reviews' average, count and distribution, how the shop checks that reviews come from buyers (Omnibus), one page of
 * reviews (texts as React text: escaped, markup never live), links to the other pages, and "write a review", whose
 * form loads only when it is asked for.
 */
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { lazyModule, Loaded, onIntent } from "../../components/lazy.tsx";
import type { Language } from "../../i18n/languages.ts";
import { formatDate } from "../product/format.ts";
import type { PageReviews } from "../product/types.ts";
import { formatRating, REVIEWS_PAGE_PARAM, stars } from "./review-format.ts";

const reviewForm = lazyModule(() => import("./ReviewForm.tsx"));

export function ProductReviews({ reviews, lang }: { reviews: PageReviews; lang: Language }) {
  const { t } = useTranslation("reviews");
  const [writing, setWriting] = useState(false);
  const { summary, items, page, pages } = reviews;
  const pageLink = (n: number) => `?${REVIEWS_PAGE_PARAM}=${n}#opinie`;
  return (
    <section className="pdp-section pdp-reviews" id="opinie" aria-labelledby="pdp-reviews-title">
      <h2 id="pdp-reviews-title">{t("title")}</h2>
      {summary.count === 0 || summary.average === null ? (
        <p>{t("none")}</p>
      ) : (
        <div className="rv-summary">
          <p className="rv-average">
            <span aria-hidden="true" className="rv-stars">
              {stars(summary.average)}
            </span>{" "}
            {t("average", { average: formatRating(summary.average, lang), count: summary.count })}
          </p>
          <ul className="rv-distribution" aria-label={t("distribution")}>
            {([5, 4, 3, 2, 1] as const).map((r) => (
              <li key={r}>
                {t("distributionRow", { rating: r, count: summary.distribution[r] })}
                <span className="rv-bar" aria-hidden="true">
                  <span style={{ width: `${Math.round((100 * summary.distribution[r]) / summary.count)}%` }} />
                </span>
              </li>
            ))}
          </ul>
          <p>{t("recommendShare", { count: summary.recommend_count, total: summary.count })}</p>
        </div>
      )}
      <p className="rv-info">
        {t("howChecked")} <Link to="/i/regulamin">{t("termsLink")}</Link>
      </p>
      {items.length > 0 ? (
        <ol className="rv-items">
          {items.map((r) => (
            <li key={r.id} className="rv-item">
              <h3 className="rv-title">{r.title}</h3>
              <p className="rv-meta">
                <span aria-hidden="true" className="rv-stars">
                  {stars(r.rating)}
                </span>{" "}
                <span>{t("rating", { rating: r.rating })}</span> · <span>{r.nickname}</span> ·{" "}
                <time dateTime={r.created_at}>{formatDate(r.created_at.slice(0, 10), lang)}</time>
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
          {page > 1 ? (
            <Link to={pageLink(page - 1)} preventScrollReset>
              {t("previous")}
            </Link>
          ) : null}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} preventScrollReset>
              {t("next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {writing ? (
        <Suspense fallback={<p>{t("loading")}</p>}>
          <Loaded module={reviewForm}>{(m) => <m.ReviewForm productId={reviews.productId} />}</Loaded>
        </Suspense>
      ) : (
        <button
          type="button"
          className="pdp-button pdp-button-secondary"
          {...onIntent(() => void reviewForm.load().catch(() => undefined))}
          onClick={() => setWriting(true)}
        >
          {t("write")}
        </button>
      )}
    </section>
  );
}
