/**
 * Product page metadata: title, description, canonical URL (never with a child sku), Open Graph product
 * tags, and JSON-LD Product with its Offer (plus the Omnibus 30-day lowest price as a strikethrough price
 * when discounted) and BreadcrumbList.
 */
import type { MetaDescriptor } from "react-router";
import { fromGrosze, plnToGrosze } from "../../../domain/money.ts";
import { breadcrumbJsonLd, seoMeta, SHOP_NAME } from "../../lib/seo.ts";
import { imageUrl } from "../../lib/urls.ts";
import { isGtin13 } from "./format.ts";
import type { PagePrice, PageStock, ProductPageData } from "./types.ts";
import { initialVariant } from "./variant-ui.ts";

/** "12.34": schema.org prices are plain decimal strings. */
export const schemaPrice = (pln: number) => fromGrosze(plnToGrosze(pln)).toFixed(2);

/** What the page shows first: the chosen (or cheapest available) variant of a configurable product. */
export function offerSource(data: ProductPageData): { sku: string; price: PagePrice; stock: PageStock } {
  const p = data.product;
  if (p.configurable) {
    const { child } = initialVariant(p.configurable.children, data.childSku);
    if (child) return child;
    return { sku: p.sku, price: p.price, stock: { ...p.stock, is_in_stock: false } };
  }
  return p;
}

export function productJsonLd(data: ProductPageData): Record<string, unknown> {
  const p = data.product;
  const abs = (path: string) => `${data.origin}${path}`;
  const shown = offerSource(data);
  const currency = "PLN";
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: abs(p.url),
    sku: shown.sku,
    price: schemaPrice(shown.price.final_price_incl_tax),
    priceCurrency: currency,
    availability: shown.stock.preorder
      ? "https://schema.org/PreOrder"
      : shown.stock.is_in_stock
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: SHOP_NAME },
  };
  if (shown.stock.preorder) offer.availabilityStarts = shown.stock.preorder.release_date;
  // A strikethrough price only for a reduction by the Omnibus rule (is_discounted, decided by domain/omnibus.ts on
  // the server), and it is the lowest price of the 30 days before the reduction, not the regular one.
  const lowest = shown.price.lowest_price_30d;
  if (shown.price.is_discounted && lowest !== null) {
    offer.priceSpecification = [
      { "@type": "UnitPriceSpecification", price: schemaPrice(shown.price.final_price_incl_tax), priceCurrency: currency },
      { "@type": "UnitPriceSpecification", priceType: "https://schema.org/StrikethroughPrice", price: schemaPrice(lowest), priceCurrency: currency },
    ];
  }
  const isBook = p.isbn !== null || (p.author !== null && p.type !== "configurable");
  const gtin = isGtin13(p.ean) ? p.ean : isGtin13(p.isbn) ? p.isbn : null;
  const brand = p.publisher ?? p.manufacturer;
  const images = p.gallery.map((g) => imageUrl(g.image, 500)).filter((x): x is string => x !== undefined);
  return {
    "@context": "https://schema.org",
    "@type": isBook ? ["Product", "Book"] : "Product",
    name: p.name,
    sku: p.sku,
    url: abs(p.url),
    ...(p.description ? { description: p.description } : {}),
    ...(images.length ? { image: images.map((path) => new URL(path, data.origin).href) } : {}),
    ...(gtin ? { gtin13: gtin } : {}),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
    ...(isBook && p.author ? { author: { "@type": "Person", name: p.author } } : {}),
    ...(isBook && p.publisher ? { publisher: { "@type": "Organization", name: p.publisher } } : {}),
    ...(isBook && p.isbn ? { isbn: p.isbn } : {}),
    offers: offer,
    ...reviewsJsonLd(data),
  };
}

/**
 * AggregateRating and the shown page's Review items, only when the product has approved reviews (Google refuses
 * ratings that readers cannot see on the page, and an empty rating is not one). Texts go as written: JSON-LD is
 * data, and React Router's <Meta> escapes "<", ">" and "&" in the JSON it writes into the script element.
 */
export function reviewsJsonLd(data: ProductPageData): Record<string, unknown> {
  const { summary, items } = data.reviews;
  if (summary.count === 0) return {};
  return {
    // the average of the reviews that gave stars (ratingCount), beside every review (reviewCount)
    ...(summary.average === null || summary.rated_count === 0
      ? {}
      : {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: summary.average,
            ratingCount: summary.rated_count,
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }),
    review: items.map((r) => ({
      "@type": "Review",
      name: r.title,
      reviewBody: r.detail,
      datePublished: r.created_at.slice(0, 10),
      author: { "@type": "Person", name: r.nickname },
      ...(r.rating === null ? {} : { reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 } }),
    })),
  };
}

export function productMeta(data: ProductPageData): MetaDescriptor[] {
  const p = data.product;
  const shown = offerSource(data);
  const image = imageUrl(p.gallery[0]?.image ?? p.image, 500);
  const tags = seoMeta({
    title: p.name,
    description: p.description || p.name,
    path: p.url,
    origin: data.origin,
    lang: data.lang,
    image,
    type: "product",
    jsonLd: [
      productJsonLd(data),
      breadcrumbJsonLd(data.origin, [
        { name: SHOP_NAME, url: "/" },
        ...data.breadcrumbs.map((c, i) => (i === data.breadcrumbs.length - 1 ? { name: c.name, url: p.url } : c)),
      ]),
    ],
  });
  tags.push(
    { property: "product:price:amount", content: schemaPrice(shown.price.final_price_incl_tax) },
    { property: "product:price:currency", content: "PLN" },
  );
  return tags;
}
