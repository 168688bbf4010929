/** Small pure helpers of the reviews' views (first load of the product page: keep tiny). */
/** The product page's query parameter of the reviews' page: /p/…?opinie=2#opinie */
export const REVIEWS_PAGE_PARAM = "opinie";

/** "4,3" in Polish, "4.3" in English: one decimal. */
export function formatRating(value: number, lang: string): string {
  return value.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "★★★★☆" for 4 of 5 (shown to sight only; the text says the rating). */
export function stars(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return "★".repeat(full) + "☆".repeat(5 - full);
}
