import { describe, it, expect } from "vitest";
import checkoutTexts from "../../../../app/i18n/locales/checkout.ts";
import { loadConfig } from "../../../config.ts";
import { CMS_PAGES } from "./index.ts";

const EXPECTED_IDENTIFIERS = ["regulamin", "polityka-prywatnosci", "regulamin-prenumeraty", "zwroty", "platnosci", "regulamin-cewe", "kontakt", "dostawa"];

const ALLOWED_TAGS = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a", "table", "thead", "tbody", "tr", "th", "td", "address", "br"]);

function pageById(identifier: string) {
  const page = CMS_PAGES.find((p) => p.identifier === identifier);
  if (!page) throw new Error(`missing page ${identifier}`);
  return page;
}

function tagNames(html: string): string[] {
  return [...html.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1]!.toLowerCase());
}

describe("CMS information pages", () => {
  it("contains exactly the eight pages in the expected order", () => {
    expect(CMS_PAGES.map((p) => p.identifier)).toEqual(EXPECTED_IDENTIFIERS);
  });

  it.each(EXPECTED_IDENTIFIERS)("%s has non-empty title, heading and meta fields", (identifier) => {
    const page = pageById(identifier);
    for (const field of ["title", "contentHeading", "metaTitle", "metaDescription", "metaKeywords", "content"] as const) {
      expect(page[field].trim(), `${identifier}.${field}`).not.toBe("");
    }
  });

  it.each(EXPECTED_IDENTIFIERS)("%s has at least two <h2> headings", (identifier) => {
    const h2Count = (pageById(identifier).content.match(/<h2[\s>]/g) ?? []).length;
    expect(h2Count).toBeGreaterThanOrEqual(2);
  });

  it.each(EXPECTED_IDENTIFIERS)("%s uses only the allowed HTML tags", (identifier) => {
    const content = pageById(identifier).content;
    const disallowed = tagNames(content).filter((tag) => !ALLOWED_TAGS.has(tag));
    expect(disallowed).toEqual([]);
    // No stray angle brackets that are not part of a tag.
    expect(content.replace(/<\/?[a-zA-Z][^>]*>/g, "")).not.toMatch(/[<>]/);
  });

  it("zwroty mentions the 14-day period and the single-issue press exception", () => {
    const content = pageById("zwroty").content;
    expect(content).toContain("14 dni");
    expect(content).toMatch(/pojedyncz\w* egzemplarz\w* prasy/i);
  });

  it("names the order button as the checkout labels it, and no button the shop does not have", () => {
    const button = checkoutTexts.pl.placeOrder;
    for (const id of ["regulamin", "dostawa", "platnosci", "regulamin-cewe"]) expect(pageById(id).content).toContain(`„${button}”`);
    for (const page of CMS_PAGES) {
      expect(page.content).not.toContain("Zamawiam i płacę");
      expect(page.content).not.toContain("„Zapłać później”");
    }
  });

  it("gives the payment term the shop applies (an unpaid online order expires after PAYMENT_VALIDITY_MINUTES)", () => {
    const days = loadConfig({}).PAYMENT_VALIDITY_MINUTES / (24 * 60);
    expect(pageById("platnosci").content).toContain(`w ciągu ${days} dni</strong> od jego złożenia`);
    expect(pageById("regulamin").content).toContain(`w terminie ${days} dni od jego złożenia`);
    expect(pageById("kontakt").content).toContain(`masz na to ${days} dni`);
  });
});
