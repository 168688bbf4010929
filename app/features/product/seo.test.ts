import { describe, expect, it } from "vitest";
import type { ProductDoc } from "../../../server/modules/catalog/index.ts";
import { pageProduct, productBreadcrumbs } from "./page-data.ts";
import { productJsonLd, productMeta, reviewsJsonLd, schemaPrice } from "./seo.ts";
import type { ProductPageData } from "./types.ts";

// Shaped like the catalogue's document of the fixture KS-000020 (special price, Omnibus 30-day price).
const book = {
  id: 20,
  sku: "KS-000020",
  parentSku: "KS-000020",
  type_id: "simple",
  name: "Lato w Kazimierzu",
  slug: "lato-w-kazimierzu-20",
  price_incl_tax: 39.99,
  final_price_incl_tax: 29.99,
  is_discounted: true,
  discount_percent: 25,
  lowest_price_30d: 39.99,
  tax_rate: 5,
  image: "/catalog/product/k/s/ks-000020.svg",
  media_gallery: [{ image: "/catalog/product/k/s/ks-000020.svg", lab: "Okładka" }],
  stock: { is_in_stock: true, qty: 80, manage_stock: true, min_sale_qty: 1, max_sale_qty: 50 },
  description: "Wielowątkowa saga.",
  author: "Zofia Borkowska",
  publisher: "Wydawnictwo Sowa",
  isbn: "9788380369887",
  ean: "9788380369887",
  book_premiere: "2025-09-28",
  publication_form: 1014,
  main_category: 32,
  category: [
    { category_id: 3, name: "Książki", slug: "ksiazki", path: "ksiazki" },
    { category_id: 32, name: "Obyczajowe", slug: "obyczajowe", path: "ksiazki/obyczajowe" },
    { category_id: 40, name: "Nowości", slug: "nowosci", path: "nowosci" },
  ],
  product_links: [],
} as unknown as ProductDoc;

function pageData(doc: ProductDoc, childSku: string | null = null): ProductPageData {
  return {
    origin: "https://kiosk.example",
    lang: "pl",
    product: pageProduct(doc, { publication_form: new Map([[1014, "Wydanie papierowe"]]) }, null),
    childSku,
    breadcrumbs: productBreadcrumbs(doc),
    related: [],
    reviews: NO_REVIEWS,
  };
}

const NO_REVIEWS: ProductPageData["reviews"] = {
  productId: 20,
  summary: { count: 0, rated_count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, recommend_count: 0 },
  items: [],
  page: 1,
  page_size: 5,
  pages: 1,
};

describe("product JSON-LD", () => {
  it("describes a discounted book with an Offer and the 30-day lowest price as strikethrough price", () => {
    const ld = productJsonLd(pageData(book));
    expect(ld["@type"]).toEqual(["Product", "Book"]);
    expect(ld).toMatchObject({
      name: "Lato w Kazimierzu",
      sku: "KS-000020",
      gtin13: "9788380369887",
      brand: { "@type": "Brand", name: "Wydawnictwo Sowa" },
      author: { "@type": "Person", name: "Zofia Borkowska" },
      image: ["https://kiosk.example/img/500/500/catalog/product/k/s/ks-000020.svg"],
      offers: {
        "@type": "Offer",
        price: "29.99",
        priceCurrency: "PLN",
        availability: "https://schema.org/InStock",
        url: "https://kiosk.example/p/KS-000020/lato-w-kazimierzu-20",
        priceSpecification: [
          { "@type": "UnitPriceSpecification", price: "29.99", priceCurrency: "PLN" },
          { "@type": "UnitPriceSpecification", priceType: "https://schema.org/StrikethroughPrice", price: "39.99", priceCurrency: "PLN" },
        ],
      },
    });
  });

  it("offers a pre-order as PreOrder from its release date, though it has no stock", () => {
    const preorder = { release_date: "2027-01-24", dispatch_date: "2027-01-25" };
    const data = pageData({ ...book, stock: { is_in_stock: false, qty: 0 }, preorder } as ProductDoc);
    expect(data.product.stock.preorder).toEqual(preorder);
    expect(productJsonLd(data).offers).toMatchObject({ availability: "https://schema.org/PreOrder", availabilityStarts: "2027-01-24" });
  });

  it("has no strikethrough price without a discount, and says when it is out of stock", () => {
    const ld = productJsonLd(pageData({ ...book, final_price_incl_tax: 39.99, is_discounted: false, stock: { is_in_stock: false, qty: 0 } } as ProductDoc));
    expect(ld.offers).toMatchObject({ price: "39.99", availability: "https://schema.org/OutOfStock" });
    expect((ld.offers as Record<string, unknown>).priceSpecification).toBeUndefined();
  });

  it("has no strikethrough price for a special price that is not below its 30-day low (Omnibus)", () => {
    // the bundle case of the issue: 175,99 "instead of" 258,99, but 162,99 in the 30 days before: no reduction
    const notReduced = { ...book, price_incl_tax: 258.99, final_price_incl_tax: 175.99, is_discounted: false, discount_percent: 0, lowest_price_30d: 162.99 };
    const ld = productJsonLd(pageData(notReduced as ProductDoc));
    expect(ld.offers).toMatchObject({ price: "175.99" });
    expect((ld.offers as Record<string, unknown>).priceSpecification).toBeUndefined();
    expect(JSON.stringify(ld)).not.toContain("StrikethroughPrice");
  });

  it("offers the chosen variant of a configurable product", () => {
    const shirt = {
      ...book,
      sku: "TS-4",
      type_id: "configurable",
      author: null,
      isbn: null,
      ean: null,
      publisher: null,
      manufacturer: "Nadruk Studio",
      is_discounted: false,
      configurable_options: [
        {
          attribute_code: "size",
          label: "Rozmiar",
          values: [
            { value_index: 1, label: "S" },
            { value_index: 2, label: "M" },
          ],
        },
      ],
      configurable_children: [
        { sku: "TS-4-S", status: 1, price_incl_tax: 69.99, final_price_incl_tax: 69.99, stock: { is_in_stock: true, qty: 3 }, size: 1 },
        { sku: "TS-4-M", status: 1, price_incl_tax: 59.99, final_price_incl_tax: 59.99, stock: { is_in_stock: true, qty: 3 }, size: 2 },
      ],
    } as unknown as ProductDoc;
    expect(productJsonLd(pageData(shirt)).offers).toMatchObject({ sku: "TS-4-M", price: "59.99" });
    const chosen = productJsonLd(pageData(shirt, "TS-4-S"));
    expect(chosen["@type"]).toBe("Product");
    expect(chosen).toMatchObject({
      brand: { name: "Nadruk Studio" },
      offers: { sku: "TS-4-S", price: "69.99", url: "https://kiosk.example/p/TS-4/lato-w-kazimierzu-20" },
    });
  });

  it("formats schema prices with two decimals", () => {
    expect(schemaPrice(12.3)).toBe("12.30");
    expect(schemaPrice(0.1 + 0.2)).toBe("0.30");
    expect(schemaPrice(1234)).toBe("1234.00");
  });
});

describe("product meta", () => {
  it("has the canonical URL without the child sku, og:type product and both JSON-LD documents", () => {
    const tags = productMeta(pageData(book, "KS-000020"));
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://kiosk.example/p/KS-000020/lato-w-kazimierzu-20" });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://kiosk.example/img/500/500/catalog/product/k/s/ks-000020.svg" });
    expect(tags).toContainEqual({ title: "Lato w Kazimierzu | Kiosk" });
    const ld = tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as Record<string, unknown>] : []));
    expect(ld.map((d) => d["@type"])).toEqual([["Product", "Book"], "BreadcrumbList"]);
    expect(ld[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: "Kiosk", item: "https://kiosk.example/" },
        { position: 2, name: "Książki", item: "https://kiosk.example/c/ksiazki" },
        { position: 3, name: "Obyczajowe", item: "https://kiosk.example/c/obyczajowe" },
        { position: 4, name: "Lato w Kazimierzu", item: "https://kiosk.example/p/KS-000020/lato-w-kazimierzu-20" },
      ],
    });
  });
});

describe("page data", () => {
  it("keeps only what the page shows", () => {
    const p = pageProduct(book, { publication_form: new Map([[1014, "Wydanie papierowe"]]) }, null);
    expect(p.attributes).toEqual([
      { key: "author", value: "Zofia Borkowska" },
      { key: "publisher", value: "Wydawnictwo Sowa" },
      { key: "isbn", value: "9788380369887" },
      { key: "ean", value: "9788380369887" },
      { key: "premiere", value: "2025-09-28", kind: "date" },
      { key: "publicationForm", value: "Wydanie papierowe" },
    ]);
    expect(p.price).toEqual({
      price_incl_tax: 39.99,
      final_price_incl_tax: 29.99,
      is_discounted: true,
      lowest_price_30d: 39.99,
      discount_percent: 25,
      tax_rate: 5,
    });
    expect(p.gallery).toEqual([{ image: "/catalog/product/k/s/ks-000020.svg", label: "Okładka" }]);
    expect(p.configurable).toBeNull();
    expect(JSON.stringify(p)).not.toContain("product_links");
  });
});

describe("reviews in the JSON-LD", () => {
  it("has no rating nor review while the product has no approved review", () => {
    const ld = productJsonLd(pageData(book));
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
    expect(reviewsJsonLd(pageData(book))).toEqual({});
  });

  it("gives the approved reviews' AggregateRating and the page's Review items, texts as written", () => {
    const data: ProductPageData = {
      ...pageData(book),
      reviews: {
        ...NO_REVIEWS,
        summary: { count: 2, rated_count: 2, average: 4.5, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }, recommend_count: 2 },
        items: [
          {
            id: 2,
            nickname: "Ola",
            rating: 5,
            title: "<b>Super</b>",
            detail: "Polecam",
            recommend: true,
            verified_purchase: true,
            created_at: "2026-11-20T10:00:00.000Z",
          },
          {
            id: 1,
            nickname: "Jan",
            rating: 4,
            title: "Dobra",
            detail: "Ok",
            recommend: true,
            verified_purchase: false,
            created_at: "2026-11-19T10:00:00.000Z",
          },
        ],
      },
    };
    const ld = productJsonLd(data);
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, ratingCount: 2, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      {
        "@type": "Review",
        name: "<b>Super</b>",
        reviewBody: "Polecam",
        datePublished: "2026-11-20",
        author: { "@type": "Person", name: "Ola" },
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ name: "Dobra", datePublished: "2026-11-19" }),
    ]);
  });

  it("a review without stars is a Review without reviewRating, counted in reviewCount and not in ratingCount; none rated: no AggregateRating", () => {
    const unrated = {
      id: 3,
      nickname: "Ewa",
      rating: null,
      title: "Bez gwiazdek",
      detail: "Ok",
      recommend: false,
      verified_purchase: false,
      created_at: "2026-11-21T10:00:00.000Z",
    };
    const rated = { ...unrated, id: 4, rating: 4, title: "Z gwiazdkami" };
    const withSummary = (summary: ProductPageData["reviews"]["summary"], items: ProductPageData["reviews"]["items"]): ProductPageData => ({
      ...pageData(book),
      reviews: { ...NO_REVIEWS, summary, items },
    });
    const mixed = productJsonLd(
      withSummary({ count: 2, rated_count: 1, average: 4, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 }, recommend_count: 0 }, [unrated, rated]),
    );
    expect(mixed.aggregateRating).toMatchObject({ ratingValue: 4, ratingCount: 1, reviewCount: 2 });
    expect((mixed.review as object[])[0]).not.toHaveProperty("reviewRating");
    expect((mixed.review as object[])[1]).toHaveProperty("reviewRating.ratingValue", 4);
    const none = productJsonLd(
      withSummary({ count: 1, rated_count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, recommend_count: 0 }, [unrated]),
    );
    expect(none).not.toHaveProperty("aggregateRating");
    expect(none.review).toHaveLength(1);
  });
});
