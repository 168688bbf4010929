/**
 * What the shop says about its reviews (Omnibus: how it checks that reviews come from buyers) against what the code
 * does: the product page's text and the terms (§ 15) name the same "verified purchase" mark, the same orders (paid
 * or completed, of the account) that verified.test in review.test.ts exercises, and say the rest are not verified.
 */
import { describe, expect, it } from "vitest";
import reviewsTexts from "../../../app/i18n/locales/reviews.ts";
import { CMS_PAGES } from "../cms/index.ts";
import { PAID_ORDER_STATUSES } from "../order/index.ts";

const terms = CMS_PAGES.find((p) => p.identifier === "regulamin")!.content;
const pl = reviewsTexts.pl;

describe("the reviews' information text", () => {
  it("counts as bought exactly the orders the code counts: paid (processing) or completed", () => {
    expect([...PAID_ORDER_STATUSES]).toEqual(["processing", "complete"]);
    expect(pl.howChecked).toContain("zamówienie opłacone lub zrealizowane");
    expect(terms).toContain("Zamówienie tego Produktu (albo jego wariantu) opłacone lub zrealizowane");
  });

  it("names the mark the pages show, says the others are not verified, and points to the terms' section", () => {
    expect(pl.howChecked).toContain(`„${pl.verified}”`);
    expect(terms).toContain(`„${pl.verified}”`);
    expect(pl.howChecked).toContain("Pozostałe opinie nie są weryfikowane");
    expect(terms).toContain("Pozostałe opinie nie są weryfikowane");
    expect(terms).toContain("Zamówienia złożone bez logowania nie są podstawą oznaczenia");
    expect(terms).toContain("<h2>§ 15. Opinie o Produktach</h2>");
    for (const lang of ["pl", "en", "de", "it"] as const) expect(reviewsTexts[lang].termsLink).toContain("§ 15");
  });

  it("says every review is moderated and kept as written; the count is of every published review, the average of every one with stars", () => {
    expect(pl.howChecked).toContain("po moderacji, bez zmieniania jej treści");
    expect(terms).toContain("nie zmienia ich treści");
    expect(terms).toContain("Liczba opinii przy Produkcie obejmuje wszystkie opublikowane opinie o tym Produkcie");
    expect(terms).toContain("średnia ocena i rozkład ocen – wszystkie opublikowane opinie o nim, które zawierają ocenę w gwiazdkach");
  });
});
