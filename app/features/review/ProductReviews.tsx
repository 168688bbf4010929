/**
 * The product page's reviews section: the reviews' markup, rendered on the server (reviews-html.server.tsx: readers
 * and crawlers get it without JavaScript, and the page carries none of its code), and "write a review", whose form
 * loads only when it is asked for.
 */
import { Suspense, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { lazyModule, Loaded, onIntent } from "../../components/lazy.tsx";
import type { ReviewsView } from "../product/types.ts";

const reviewForm = lazyModule(() => import("./ReviewForm.tsx"));

export function ProductReviews({ reviews }: { reviews: ReviewsView }) {
  const { t } = useTranslation("reviews");
  const [writing, setWriting] = useState(false);
  return (
    <section className="pdp-section pdp-reviews" id="opinie" aria-labelledby="pdp-reviews-title">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup of React's server renderer (reviews-html.server.tsx), which escaped every review text; never a shopper's HTML */}
      <div dangerouslySetInnerHTML={{ __html: reviews.html }} />
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
