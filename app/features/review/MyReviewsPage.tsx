/** /my-account/reviews: the signed-in customer's reviews with their moderation status (texts as written, escaped). */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { MyReviews } from "../../../contract/review.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { AccountPage } from "../account/AccountLayout.tsx";
import { accountCall } from "../account/session-runtime.ts";
import { formatDate } from "../product/format.ts";
import { stars } from "./review-format.ts";

export function MyReviewsPage() {
  const { t, i18n } = useTranslation("reviews");
  const [state, setState] = useState<MyReviews | "loading" | "failed">("loading");
  useEffect(() => {
    let active = true;
    accountCall<MyReviews>("/api/review/mine").then(
      (answer) => active && setState(answer.code === 200 ? answer.result : "failed"),
      () => active && setState("failed"),
    );
    return () => {
      active = false;
    };
  }, []);
  return (
    <AccountPage title={t("mineTitle")}>
      {state === "loading" ? (
        <p>{t("loading")}</p>
      ) : state === "failed" ? (
        <p role="alert">{t("mineLoadFailed")}</p>
      ) : state.items.length === 0 ? (
        <p>{t("mineEmpty")}</p>
      ) : (
        <ol className="rv-items rv-mine">
          {state.items.map((r) => (
            <li key={r.id} className="rv-item">
              <h2 className="rv-title">{r.product ? <Link to={r.product.url_path}>{r.product.name}</Link> : t("productGone")}</h2>
              <p className="rv-meta">
                <strong className={`rv-status rv-status-${r.status}`}>{t("statusLabel", { status: t(`status_${r.status}`) })}</strong> ·{" "}
                {r.rating === null ? null : (
                  <>
                    <span aria-hidden="true" className="rv-stars">
                      {stars(r.rating)}
                    </span>{" "}
                    <span>{t("rating", { rating: r.rating })}</span> ·{" "}
                  </>
                )}
                <time dateTime={r.created_at}>{formatDate(r.created_at.slice(0, 10), i18n.language)}</time>
                {r.verified_purchase ? <span className="rv-verified"> · {t("verified")}</span> : null}
              </p>
              <h3 className="rv-title">{r.title}</h3>
              <p className="rv-detail">{r.detail}</p>
            </li>
          ))}
        </ol>
      )}
    </AccountPage>
  );
}
