/**
 * The product page's reviews rendered to markup on the server (ReviewsStatic.tsx). The page inserts it as it is and
 * never hydrates it, so the reviews cost the page no JavaScript; React's renderer escapes every text of a review.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "../../i18n/languages.ts";
import { messagesFor } from "../../i18n/resources.ts";
import { createTranslator } from "../../i18n/translator.ts";
import type { PageReviews } from "../product/types.ts";
import { ReviewsStatic } from "./ReviewsStatic.tsx";

export function reviewsHtml(reviews: PageReviews, lang: Language): string {
  const { t } = createTranslator(lang, messagesFor(lang), "reviews");
  return renderToStaticMarkup(createElement(ReviewsStatic, { reviews, lang, t }));
}
