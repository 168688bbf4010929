/**
 * The product page's view of a product: only the fields the page renders, so the loader data stays small
 * (the full catalogue document is never sent to the browser). Built by page-data.ts from a ProductDoc.
 */
import type { MetaDescriptor } from "react-router";
import type { ProductReviews } from "../../../contract/review.ts";
import type { VatRate } from "../../../domain/vat.ts";
import type { PreorderInfo } from "../../../domain/preorder.ts";
import type { PriceData } from "../../components/Price.tsx";
import type { Crumb } from "../../components/Breadcrumbs.tsx";
import type { Language } from "../../i18n/languages.ts";
import type { BundleOption } from "./bundle.ts";
import type { CustomOption } from "./custom-options.ts";
import type { VariantChoice } from "./variant-ui.ts";

export interface PagePrice extends PriceData {
  discount_percent: number;
  /** VAT percent, or "np": not subject to VAT (a gift card) */
  tax_rate: VatRate;
}

export interface PageStock {
  is_in_stock: boolean;
  qty: number;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
  /** a pre-order's dates (the product document's `preorder`): sold regardless of stock */
  preorder?: PreorderInfo | null;
}

export interface GalleryImage {
  image: string;
  label: string;
}

export interface ConfigurableOption {
  /** the catalogue's attribute id (the cart's configurable_item_options option_id) */
  attributeId: number;
  code: string;
  label: string;
  values: { id: number; label: string; swatch: string | null }[];
}

/** A configurable child with what the page shows once it is selected. */
export interface PageChild {
  sku: string;
  status: number;
  image: string | null;
  price: PagePrice;
  stock: PageStock;
  /** configurable attribute code → option id */
  attributes: Record<string, number>;
}

/** A product as a tile (related products, grouped items, compare, recently viewed). */
export interface ProductTile {
  sku: string;
  name: string;
  url: string;
  image: string | null;
  author: string | null;
  price: PriceData;
  stock: PageStock;
  /** set for a grouped product: its price is the lowest of its members', shown as "od …" */
  priceFrom?: true;
}

/** A related product's tile: what ProductTiles renders (no stock: the row offers no purchase). */
export type RelatedTile = Omit<ProductTile, "stock">;

/** An item of a grouped product, with the quantity the group suggests. */
export interface GroupedItem extends ProductTile {
  defaultQty: number;
}

export interface SubscriptionInfo {
  numberOptions: { id: number; numbers: number; label: string; price_incl_tax: number }[];
  startingNumbers: { id: number; label: string; issue_date: string }[];
  recurring: boolean;
  gift: boolean;
}

export interface DownloadLink {
  id: number;
  title: string;
  format: string;
  sampleUrl: string | null;
  /** null = unlimited */
  downloads: number | null;
}

/** A row of the attribute table; the label is a translation key of the "product" namespace. */
export interface AttributeRow {
  key: "author" | "publisher" | "isbn" | "ean" | "premiere" | "publicationForm" | "series" | "pressType" | "editions" | "shippingSchedule" | "manufacturer";
  value: string;
  /** the author's or publisher's page */
  url?: string;
  /** "date" values are ISO dates (yyyy-mm-dd) formatted for the reader's language */
  kind?: "date";
}

export interface PageProduct {
  sku: string;
  type: string;
  name: string;
  slug: string;
  /** canonical path, without a child sku */
  url: string;
  author: string | null;
  /** the author's page */
  authorUrl: string | null;
  publisher: string | null;
  manufacturer: string | null;
  isbn: string | null;
  ean: string | null;
  image: string | null;
  gallery: GalleryImage[];
  price: PagePrice;
  stock: PageStock;
  description: string;
  attributes: AttributeRow[];
  isClothing: boolean;
  configurable: { options: ConfigurableOption[]; children: PageChild[] } | null;
  bundle: BundleOption[] | null;
  grouped: GroupedItem[] | null;
  subscription: SubscriptionInfo | null;
  downloadable: DownloadLink[] | null;
  customOptions: CustomOption[] | null;
}

export interface ProductPageData {
  origin: string;
  lang: Language;
  product: PageProduct;
  /** the child sku from the URL, if any */
  childSku: string | null;
  breadcrumbs: Crumb[];
  related: RelatedTile[];
  /** the product's approved reviews (a page of them, `?opinie=N`) with their summary */
  reviews: PageReviews;
}

/** The product page's reviews: its product id (to write one), the summary, one page of approved reviews. */
export interface PageReviews extends ProductReviews {
  productId: number;
}

/**
 * What the product page's loader returns: the page data and its head tags, built on the server (seo.ts
 * never ships to the browser): title, canonical, Open Graph, JSON-LD, and the modulepreload links of the
 * chunks of the page's parts.
 */
/**
 * What the page itself receives of the reviews: the product id (to write one), and the reviews' markup rendered on the
 * server (review/reviews-html.server.tsx), so that their code is not part of the page's JavaScript.
 */
export interface ReviewsView {
  productId: number;
  html: string;
}

/** The page's view: the reviews as their markup. */
export type ProductViewData = Omit<ProductPageData, "reviews"> & { reviews: ReviewsView };

export interface ProductRouteData extends ProductViewData {
  meta: MetaDescriptor[];
  /** a configurable product's variant in view when the page opens (variant-ui.ts initialVariantChoice) */
  variant: VariantChoice | null;
}
