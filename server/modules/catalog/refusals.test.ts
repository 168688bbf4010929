/**
 * The catalogue's, the CMS's and the URL map's refusals: returned by the services as values, and answered by the
 * routes with their status and the error envelope, byte for byte as the API has always sent them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES } from "../../../scripts/catalogue/fixtures.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

const refusal = (status: number, error: string, message: string) => ({ status, body: JSON.stringify({ code: status, result: { error, message } }) });

const ANSWERS: [string, ReturnType<typeof refusal>][] = [
  ["/api/catalog/product", refusal(400, "SEARCH_KEY_MISSING", "Please provide the search key (sku or url_path) for product/single action!")],
  ["/api/catalog/product?sku=NOPE", refusal(404, "PRODUCT_NOT_FOUND", 'There is no product with the sku "NOPE".')],
  ["/api/catalog/product?url_path=nie/ma", refusal(404, "PRODUCT_NOT_FOUND", 'There is no product at "nie/ma".')],
  ["/api/catalog/category", refusal(400, "SEARCH_KEY_MISSING", "Please provide the search key (slug or url_path) for category/single action!")],
  ["/api/catalog/category?slug=nie-ma", refusal(404, "CATEGORY_NOT_FOUND", 'Category query returned empty result: there is no category "nie-ma".')],
  ["/api/catalog/category?url_path=nie/ma", refusal(404, "CATEGORY_NOT_FOUND", "Category query returned empty result: url_path = nie/ma.")],
  ["/api/catalog/categories?root=999999", refusal(404, "CATEGORY_NOT_FOUND", "There is no category 999999.")],
  ["/api/catalog/categories/1", refusal(400, "CATEGORY_BELOW_ROOT", "Category 1 is the root or below it; ask for a category under the main category 2.")],
  ["/api/catalog/attributes?attribute_id=x", refusal(400, "BAD_REQUEST", "attribute_id must be a list of whole numbers.")],
  ["/api/stock/check", refusal(400, "BAD_REQUEST", "sku parameter is required")],
  ["/api/stock/check?sku=NOPE", refusal(404, "PRODUCT_NOT_FOUND", 'There is no product with the sku "NOPE".')],
  ["/api/stock/list?skus=,", refusal(400, "BAD_REQUEST", "skus parameter is required")],
  ["/api/product/render-list?skus=,", refusal(400, "BAD_REQUEST", "skus parameter is required")],
  ["/api/catalog/search?size=100000", refusal(400, "BAD_REQUEST", "The page size must be at most 250 products.")],
  ["/api/catalog/search?start=100001", refusal(400, "BAD_REQUEST", "The start offset must be at most 100000.")],
  ["/api/catalog/search?query=ab", refusal(400, "SEARCH_TERM_TOO_SHORT", "The search term must have at least 3 characters.")],
  ["/api/catalog/search?category=nie-ma", refusal(404, "CATEGORY_NOT_FOUND", 'Category query returned empty result: there is no category "nie-ma".')],
  ["/api/catalog/search?price=0-10,cheap", refusal(400, "INVALID_FILTER", 'The price filter "cheap" is not a range such as 50-99.99.')],
  [
    "/api/catalog/search?filter[flavour]=1",
    refusal(
      400,
      "INVALID_FILTER",
      'There is no filter named "flavour". Filters: color, size, erin_recommends, publication_form, publishing_series, pattern_type, womens_sizes, kids_sizes, mens_sizes, price.',
    ),
  ],
  ["/api/catalog/search?color=not-a-colour", refusal(400, "INVALID_FILTER", 'The value "not-a-colour" is not an option of the filter "color".')],
  [
    "/api/catalog/search?sort=random",
    refusal(400, "INVALID_SORT", 'The sort "random" is unknown. Sorts: latest, price_asc, price_desc, most_viewed, bestsellers, premiere, position.'),
  ],
  ["/api/cms/pages/nie-ma", refusal(404, "CMS_NOT_FOUND", 'CMS query returned empty result: there is no page "nie-ma".')],
  ["/api/cms/hierarchy?identifier=nie-ma", refusal(404, "CMS_NOT_FOUND", 'CMS query returned empty result: there is no hierarchy node "nie-ma".')],
];

describe("refusals over HTTP", () => {
  it.each(ANSWERS)("%s answers its status and error envelope", async (url, expected) => {
    const res = await t.app.inject(url);
    expect({ status: res.statusCode, body: res.body }).toEqual(expected);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("a refused search sent as a body answers the same envelope", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/catalog/search", payload: { query: "ab" } });
    expect({ status: res.statusCode, body: res.body }).toEqual(refusal(400, "SEARCH_TERM_TOO_SHORT", "The search term must have at least 3 characters."));
  });
});

describe("refusals as values", () => {
  it("are returned by the services, not thrown", async () => {
    const { catalog, cms } = t.app.services;
    expect(await catalog.product({})).toEqual({
      ok: false,
      code: "SEARCH_KEY_MISSING",
      message: "Please provide the search key (sku or url_path) for product/single action!",
    });
    expect(await catalog.product({ sku: "NOPE" })).toMatchObject({ ok: false, code: "PRODUCT_NOT_FOUND" });
    expect(await catalog.productJson({ sku: "NOPE" })).toMatchObject({ ok: false, code: "PRODUCT_NOT_FOUND" });
    expect(await catalog.search({ sort: "random" })).toMatchObject({ ok: false, code: "INVALID_SORT" });
    expect(await catalog.searchJson({ query: "ab" })).toMatchObject({ ok: false, code: "SEARCH_TERM_TOO_SHORT" });
    expect(await catalog.findCategory(1)).toMatchObject({ ok: false, code: "CATEGORY_BELOW_ROOT" });
    expect(await catalog.findCategory("nie-ma")).toMatchObject({ ok: false, code: "CATEGORY_NOT_FOUND" });
    expect(await catalog.categoryByUrlPath("nie/ma")).toMatchObject({ ok: false, code: "CATEGORY_NOT_FOUND" });
    expect(await catalog.categoryTree(999_999)).toMatchObject({ ok: false, code: "CATEGORY_NOT_FOUND" });
    expect(await cms.page("nie-ma")).toMatchObject({ ok: false, code: "CMS_NOT_FOUND" });
    expect(await cms.hierarchy("nie-ma")).toMatchObject({ ok: false, code: "CMS_NOT_FOUND" });
  });

  it("accept what is there", async () => {
    const { catalog, cms } = t.app.services;
    const found = await catalog.product({ sku: FIXTURES.zolwBook.sku });
    expect(found.ok && found.value.product.sku).toBe(FIXTURES.zolwBook.sku);
    const page = await cms.page("regulamin");
    expect(page.ok && page.value.identifier).toBe("regulamin");
  });

  it("leave the URL map answering null for what is not there", async () => {
    const { urls } = t.app.services;
    expect(await urls.map("i/nie-ma")).toBeNull();
    expect(await urls.map("nie/ma/takiej/strony")).toBeNull();
  });
});
