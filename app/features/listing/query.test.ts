import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  canonicalListingHref,
  apiSearchParams,
  clearFilters,
  EMPTY_STATE,
  listingHref,
  listingKey,
  listingQueryString,
  MAX_PAGE,
  pagesFor,
  pageWindow,
  parseListingQuery,
  serviceFilters,
  setFlag,
  setSort,
  sortChoice,
  sortChoices,
  toggleFilter,
  type ListingState,
} from "./query.ts";
import { buildFacets, redirectIfPastEnd, redirectToCanonical, requestPath } from "./listing-data.server.ts";
import { listingShouldRevalidate, markAppendNavigation, clearAppendNavigation } from "./revalidate.ts";

const state = (over: Partial<ListingState> = {}): ListingState => ({ ...EMPTY_STATE, ...over });

describe("parseListingQuery", () => {
  it.each<[string, string, Partial<ListingState>]>([
    ["nothing", "", {}],
    ["comma-separated values", "?color=1001,1002", { filters: { color: ["1001", "1002"] } }],
    ["repeated values from a GET form", "color=1002&color=1001", { filters: { color: ["1001", "1002"] } }],
    ["duplicates and blanks dropped", "color=1001,,1001,%20", { filters: { color: ["1001"] } }],
    ["non-numeric option values dropped", "publication_form=abc,1201,1.5", { filters: { publication_form: ["1201"] } }],
    ["size is the clothing size filter", "size=1010,1009", { filters: { size: ["1009", "1010"] } }],
    ["the API spelling of size", "filter%5Bsize%5D=1011", { filters: { size: ["1011"] } }],
    ["price ranges in range order", "price=150-,50-99.99", { filters: { price: ["50-99.99", "150-"] } }],
    ["a custom price range", "price=20-30", { filters: { price: ["20-30"] } }],
    ["a malformed price range", "price=abc,30-20", {}],
    ["flags", "sale=true&bestsellery=1&new=false", { sale: true, bestsellery: true }],
    ["checkbox value on", "new=on", { new: true }],
    ["a known sort", "sort=price_asc", { sort: "price_asc" }],
    ["a sort alias", "sort=final_price:desc", { sort: "price_desc" }],
    ["an unknown sort", "sort=random", {}],
    ["an empty sort from the form", "sort=&query=", {}],
    ["the page", "page=3", { page: 3 }],
    ["a bad page", "page=-2", {}],
    ["a fractional page", "page=2.5", {}],
    ["a huge page", "page=999999", { page: MAX_PAGE }],
    ["text, trimmed and squeezed", "query=%20%20national%20%20%20geographic%20", { query: "national geographic" }],
    ["q alias", "q=harry", { query: "harry" }],
    ["unrelated parameters ignored", "lng=en&utm_source=x", {}],
  ])("%s", (_name, qs, expected) => {
    expect(parseListingQuery(qs)).toEqual(state(expected));
  });

  it("reads a URL object", () => {
    expect(parseListingQuery(new URL("http://x/c/koszulki?color=1000&sort=latest&page=2"))).toEqual(
      state({ filters: { color: ["1000"] }, sort: "latest", page: 2 }),
    );
  });

  it("caps the text at 200 characters", () => {
    expect(parseListingQuery(`query=${"a".repeat(300)}`).query).toHaveLength(200);
  });
});

describe("listingQueryString", () => {
  it.each<[string, Partial<ListingState>, string]>([
    ["the default listing", {}, ""],
    [
      "filters in page order with commas",
      { filters: { price: ["50-99.99"], color: ["1002", "1001"], publication_form: ["1201"] } },
      "color=1001,1002&publication_form=1201&price=50-99.99",
    ],
    ["clothing size as size", { filters: { size: ["1010"] } }, "size=1010"],
    ["flags, sort and page last", { sale: true, new: true, sort: "bestsellers", page: 2 }, "sale=true&new=true&sort=bestsellers&page=2"],
    ["page 1 is left out", { page: 1 }, ""],
    ["text encoded", { query: "Kot & „pies”" }, "query=Kot%20%26%20%E2%80%9Epies%E2%80%9D"],
    ["empty filter groups left out", { filters: { color: [] } }, ""],
  ])("%s", (_name, over, expected) => {
    expect(listingQueryString(state(over))).toBe(expected);
  });

  it.each([
    "color=1001,1002&price=50-99.99&publication_form=1201",
    "query=harry%20potter&size=1009&sale=true&sort=price_desc&page=3",
    "bestsellery=true&new=true",
    "price=0-49.99,150-&womens_sizes=1035",
  ])("round-trips %s", (qs) => {
    const parsed = parseListingQuery(qs);
    expect(parseListingQuery(listingQueryString(parsed))).toEqual(parsed);
  });

  it("builds hrefs", () => {
    expect(listingHref("/c/ksiazki", state())).toBe("/c/ksiazki");
    expect(listingHref("/c/ksiazki", state({ sale: true }))).toBe("/c/ksiazki?sale=true");
  });
});

describe("canonicalListingHref", () => {
  it.each<[string, string | null]>([
    ["/c/koszulki", null],
    ["/c/koszulki?color=1000,1001&sale=true", null],
    ["/c/koszulki?query=&sale=true&color=1001&color=1000&sort=", "/c/koszulki?color=1000,1001&sale=true"],
    ["/c/koszulki?color=1001%2C1000", "/c/koszulki?color=1000,1001"],
    ["/c/koszulki?query=", "/c/koszulki"],
    ["/c/koszulki?page=1", "/c/koszulki"],
    ["/search?query=harry+potter", "/search?query=harry%20potter"],
    ["/search?query=harry%20potter&sort=price_asc", null],
    ["/c/koszulki?sort=&lng=en", null],
    ["/c/koszulki?color=1&utm_source=x", null],
    ["/search?query=O%27Reilly", null],
    ["/search?query=O'Reilly", null],
    ["/search?query=Harry%27s+book", "/search?query=Harry%27s%20book"],
    ["/search?query=C%2B%2B", null],
    ["/search?query=%C5%BC%C3%B3%C5%82%C4%87%20g%C4%99%C5%9Bl", null],
    ["/search?query=żółć", null],
  ])("%s → %s", (href, expected) => {
    expect(canonicalListingHref(new URL(href, "http://x"))).toBe(expected);
  });

  // A redirect's target is final: following it once more never redirects again (O'Reilly looped forever).
  it.each(["O'Reilly", "Harry's book", "a+b c", "C++", "żółć gęśl", 'Zażółć ‘x’ "y" <z> #1 & 50% ~*()!'])("%s is canonical after one redirect", (query) => {
    const first = new URL(`/search?query=${encodeURIComponent(query)}&sort=`, "http://x");
    const target = canonicalListingHref(first);
    expect(target).not.toBeNull();
    const followed = new URL(target ?? "", "http://x");
    expect(followed.searchParams.get("query")).toBe(query);
    expect(canonicalListingHref(followed)).toBeNull();
    const typed = new URL(`/search?query=${query.replace(/[#&%+]/g, encodeURIComponent)}`, "http://x");
    const once = canonicalListingHref(typed);
    expect(once === null ? null : canonicalListingHref(new URL(once, "http://x"))).toBeNull();
  });
});

describe("loader redirects", () => {
  const thrown = (fn: () => void): Response | null => {
    try {
      fn();
      return null;
    } catch (e) {
      return e as Response;
    }
  };

  it("tidies a document request's query string", () => {
    const res = thrown(() => redirectToCanonical(new URL("http://x/c/koszulki?color=1001&color=1000&sort=")));
    expect(res?.status).toBe(302);
    expect(res?.headers.get("location")).toBe("/c/koszulki?color=1000,1001");
  });

  it("leaves data requests and tidy URLs alone", () => {
    expect(thrown(() => redirectToCanonical(new URL("http://x/c/koszulki.data?color=1000%2C1001")))).toBeNull();
    expect(thrown(() => redirectToCanonical(new URL("http://x/c/koszulki?color=1000,1001")))).toBeNull();
  });

  it("knows the page path of a data request", () => {
    expect(requestPath(new URL("http://x/ksiazki/fantastyka.data?page=2"))).toEqual({ path: "/ksiazki/fantastyka", isData: true });
    expect(requestPath(new URL("http://x/c/prasa"))).toEqual({ path: "/c/prasa", isData: false });
  });

  it("sends a page past the end to the last page", () => {
    const listing = { items: [], total: 687, start: 1250, state: state({ sale: true, page: 30 }) } as unknown as Parameters<typeof redirectIfPastEnd>[0];
    const res = thrown(() => redirectIfPastEnd(listing, new URL("http://x/c/ksiazki.data?sale=true&page=30")));
    expect(res?.headers.get("location")).toBe("/c/ksiazki?sale=true&page=14");
  });
});

describe("state changes", () => {
  it("toggles a value and goes back to the first page", () => {
    const s = state({ filters: { color: ["1001"] }, page: 3 });
    expect(toggleFilter(s, "color", "1000")).toEqual(state({ filters: { color: ["1000", "1001"] } }));
    expect(toggleFilter(s, "color", "1001")).toEqual(state());
    expect(toggleFilter(s, "color", "1001", true)).toEqual(state({ filters: { color: ["1001"] } }));
    expect(toggleFilter(s, "size", "1010", false)).toEqual(state({ filters: { color: ["1001"] } }));
  });

  it("sets flags and sorts", () => {
    expect(setFlag(state({ page: 2 }), "sale", true)).toEqual(state({ sale: true }));
    expect(setSort(state(), "price_asc").sort).toBe("price_asc");
    expect(setSort(state({ sort: "latest" }), "").sort).toBeNull();
    expect(setSort(state(), "nonsense").sort).toBeNull();
  });

  it("clears filters but keeps the sort, and the query only on the search page", () => {
    const s = state({ query: "kot", filters: { color: ["1"] }, sale: true, sort: "latest", page: 4 });
    expect(clearFilters(s, { keepQuery: true })).toEqual(state({ query: "kot", sort: "latest" }));
    expect(clearFilters(s, { keepQuery: false })).toEqual(state({ sort: "latest" }));
  });

  it("counts active filters", () => {
    const s = state({ query: "kot", filters: { color: ["1", "2"], price: ["150-"] }, new: true });
    expect(activeFilterCount(s, { countQuery: true })).toBe(5);
    expect(activeFilterCount(s, { countQuery: false })).toBe(4);
  });

  it("keys a listing without its page", () => {
    expect(listingKey(state({ sale: true, page: 5 }))).toBe(listingKey(state({ sale: true })));
    expect(listingKey(state({ sale: true }))).not.toBe(listingKey(state()));
  });

  it.each<[Partial<ListingState>, string[], string]>([
    [{}, ["", "latest"], ""],
    [{ sort: "latest" }, ["", "latest"], "latest"],
    [{ sort: "position" }, ["", "latest"], ""],
    [{ sort: "price_asc" }, sortChoices({ hidePrices: true }), ""],
  ])("shows the sort %j among %j as %j", (over, offered, expected) => {
    expect(sortChoice(state(over), offered)).toBe(expected);
  });

  it("offers no price sorts where prices are hidden", () => {
    expect(sortChoices({ hidePrices: false })).toContain("price_asc");
    expect(sortChoices({ hidePrices: true })).not.toContain("price_asc");
    expect(sortChoices({ hidePrices: true })).not.toContain("price_desc");
  });
});

describe("paging", () => {
  it.each<[number, { start: number; size: number }]>([
    [1, { start: 0, size: 50 }],
    [2, { start: 0, size: 100 }],
    [5, { start: 0, size: 250 }],
    [6, { start: 50, size: 250 }],
    [10, { start: 250, size: 250 }],
    [0, { start: 0, size: 50 }],
  ])("page %i shows %j", (page, expected) => {
    expect(pageWindow(page)).toEqual(expected);
  });

  it.each<[number, number]>([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [100, 2],
    [523, 11],
  ])("%i products shown are %i pages", (shown, pages) => {
    expect(pagesFor(shown)).toBe(pages);
  });
});

describe("catalogue input", () => {
  it("passes the size filter as filters.size to the service", () => {
    expect(serviceFilters(state({ filters: { size: ["1010"], color: ["1000"] } }))).toEqual({ color: ["1000"], size: ["1010"] });
  });

  it("builds the JSON API query with filter[size] (size is the page size there)", () => {
    const p = apiSearchParams(state({ query: "kot", filters: { size: ["1010"], price: ["50-99.99"] }, sale: true, sort: "latest" }), {
      category: 86,
      start: 50,
      size: 50,
      includeFields: ["id", "name"],
    });
    expect(Object.fromEntries(p)).toEqual({
      query: "kot",
      category: "86",
      "filter[size]": "1010",
      price: "50-99.99",
      sale: "true",
      sort: "latest",
      start: "50",
      size: "50",
      includeFields: "id,name",
      aggregations: "false",
    });
  });
});

describe("buildFacets", () => {
  const meta = (code: string, values: [number, string, string | null][]) => ({
    attribute_id: 1,
    attribute_code: code,
    frontend_label: code.toUpperCase(),
    frontend_input: "select",
    is_comparable: false,
    is_user_defined: true,
    is_visible: true,
    options: values.map(([value, label, swatch]) => ({ value, label, swatch })),
  });
  const colors = meta("color", [
    [1000, "Czarny", "#000000"],
    [1001, "Biały", "#ffffff"],
    [1002, "Granatowy", "#1f2a44"],
  ]);
  const forms = meta("publication_form", [
    [1014, "Wydanie papierowe", null],
    [1015, "E-book", null],
  ]);
  const price = {
    buckets: [
      { key: "0-49.99", label: "", count: 10, from: 0, to: 49.99 },
      { key: "50-99.99", label: "", count: 0, from: 50, to: 99.99 },
      { key: "100-149.99", label: "", count: 2, from: 100, to: 149.99 },
      { key: "150-", label: "", count: 0, from: 150, to: null },
    ],
  };

  it("lists values with products, in catalogue order, and leaves empty groups out", () => {
    const facets = buildFacets(
      {
        total: 12,
        attributeMetadata: [colors, forms],
        aggregations: { color: { buckets: [{ key: 1000, label: "Czarny", count: 3, swatch: "#000000" }] }, publication_form: { buckets: [] }, price },
      },
      state(),
      { hidePrices: false },
    );
    expect(facets.map((f) => f.code)).toEqual(["color", "price"]);
    expect(facets[0]!.options).toEqual([{ value: "1000", label: "Czarny", count: 3, swatch: "#000000", from: null, to: null }]);
    expect(facets[1]!.options.map((o) => [o.value, o.count])).toEqual([
      ["0-49.99", 10],
      ["100-149.99", 2],
    ]);
  });

  it("keeps every value of a group with a selection, so more can be chosen", () => {
    const facets = buildFacets(
      { total: 3, attributeMetadata: [colors], aggregations: { color: { buckets: [{ key: 1001, label: "Biały", count: 3, swatch: "#ffffff" }] }, price } },
      state({ filters: { color: ["1001"], price: ["0-49.99"] } }),
      { hidePrices: false },
    );
    const color = facets.find((f) => f.code === "color")!;
    expect(color.options.map((o) => [o.value, o.count])).toEqual([
      ["1000", null],
      ["1001", 3],
      ["1002", null],
    ]);
    const priceFacet = facets.find((f) => f.code === "price")!;
    expect(priceFacet.options.map((o) => [o.value, o.count])).toEqual([
      ["0-49.99", 10],
      ["50-99.99", null],
      ["100-149.99", null],
      ["150-", null],
    ]);
  });

  it("skips a group whose only value every product has, and prices where they are hidden", () => {
    const facets = buildFacets(
      { total: 5, attributeMetadata: [forms], aggregations: { publication_form: { buckets: [{ key: 1014, label: "Wydanie papierowe", count: 5 }] }, price } },
      state(),
      { hidePrices: true },
    );
    expect(facets).toEqual([]);
  });
});

describe("listingShouldRevalidate", () => {
  const args = (current: string, next: string) =>
    ({ currentUrl: new URL(current, "http://x"), nextUrl: new URL(next, "http://x"), defaultShouldRevalidate: true }) as Parameters<
      typeof listingShouldRevalidate
    >[0];

  it("skips only the navigation that records appended products", () => {
    markAppendNavigation("/c/ksiazki?color=1001,1002&page=2");
    expect(listingShouldRevalidate(args("/c/ksiazki?color=1001,1002", "/c/ksiazki?color=1001,1002&page=3"))).toBe(true);
    expect(listingShouldRevalidate(args("/c/ksiazki?color=1001,1002", "/c/ksiazki?color=1001%2C1002&page=2"))).toBe(false);
    clearAppendNavigation();
    expect(listingShouldRevalidate(args("/c/ksiazki?color=1001,1002", "/c/ksiazki?color=1001,1002&page=2"))).toBe(true);
  });
});
