import { describe, expect, it } from "vitest";
import { defaultSort, normalizePaging, parsePriceRange, parseSort, priceRangeIndex, PRICE_RANGES, searchTerms, toPrefixTsQuery } from "./catalog-query.ts";

describe("paging", () => {
  it.each([
    [undefined, undefined, 0, 50],
    [0, 0, 0, 50],
    [-5, -1, 0, 50],
    [10, 20, 10, 20],
    [3.7, 12.9, 3, 12],
    [Number.NaN, Number.NaN, 0, 50],
  ])("start %s size %s → %s/%s", (start, size, s, n) => {
    expect(normalizePaging(start, size)).toEqual({ start: s, size: n });
  });
});

describe("price ranges", () => {
  it("has the four ranges of the specification", () => {
    expect(PRICE_RANGES.map((r) => r.key)).toEqual(["0-49.99", "50-99.99", "100-149.99", "150-"]);
  });
  it.each([
    [0, 0],
    [4999, 0],
    [5000, 1],
    [9999, 1],
    [10000, 2],
    [14999, 2],
    [15000, 3],
    [999999, 3],
  ])("%s gr falls in range %s", (g, i) => {
    expect(priceRangeIndex(g)).toBe(i);
  });
  it.each([
    ["50-99.99", { from: 5000, to: 9999 }],
    ["150-", { from: 15000, to: null }],
    ["20-30", { from: 2000, to: 3000 }],
    ["20.5", { from: 2050, to: null }],
  ])("parses %s", (v, expected) => {
    expect(parsePriceRange(v)).toMatchObject(expected);
  });
  it.each(["cheap", "30-20", "-5", "1e9", "50-99.999", ""])("refuses %s", (v) => {
    expect(parsePriceRange(v)).toBeNull();
  });
});

describe("sorts", () => {
  it.each([
    ["latest", "latest"],
    ["price_asc", "price_asc"],
    ["final_price:desc", "price_desc"],
    ["view_count:desc", "most_viewed"],
    ["sales_count:desc", "bestsellers"],
    ["book_premiere:desc", "premiere"],
    ["position:asc", "position"],
    [undefined, undefined],
    ["", undefined],
    ["random", null],
    ["id; DROP TABLE", null],
  ])("%s → %s", (v, expected) => {
    expect(parseSort(v)).toBe(expected);
  });
  it("defaults to relevance for text, the category's order in a category, else latest", () => {
    expect(defaultSort({ hasQuery: true, inCategory: true })).toBe("relevance");
    expect(defaultSort({ hasQuery: false, inCategory: true })).toBe("position");
    expect(defaultSort({ hasQuery: false, inCategory: true, categoryListingSort: "magazine_id" })).toBe("magazine_id");
    expect(defaultSort({ hasQuery: false, inCategory: true, categoryListingSort: "book_premiere" })).toBe("released");
    expect(defaultSort({ hasQuery: false, inCategory: false })).toBe("latest");
  });
});

describe("search terms", () => {
  it("folds Polish letters and drops short words", () => {
    expect(searchTerms("Żółw w kapeluszu")).toMatchObject({ text: "zolw w kapeluszu", terms: ["zolw", "kapeluszu"] });
  });
  it("keeps only [a-z0-9] so a tsquery cannot be broken", () => {
    const t = searchTerms("foo:* | bar & !baz ' OR 1=1 --");
    for (const term of t.terms) expect(term).toMatch(/^[a-z0-9]+$/);
    expect(toPrefixTsQuery(t.terms)).toBe("foo:* & bar:* & baz:*");
  });
  it("recognises ISBN/EAN codes with dashes", () => {
    expect(searchTerms("978-83-246-3176-6").code).toBe("9788324631766");
    expect(searchTerms("national geographic").code).toBeNull();
  });
  it("caps the query length", () => {
    expect(searchTerms("a".repeat(1000)).raw.length).toBe(200);
  });
});

describe("parseSort and prototype keys", () => {
  it.each(["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"])("%s is not a sort", (v) => {
    expect(parseSort(v)).toBeNull();
  });
});
