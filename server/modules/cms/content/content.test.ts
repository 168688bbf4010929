import { describe, it, expect } from "vitest";
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

  it("regulamin names the order button „Zamawiam i płacę”", () => {
    expect(pageById("regulamin").content).toContain("Zamawiam i płacę");
  });
});
