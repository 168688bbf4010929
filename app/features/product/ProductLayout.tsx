/**
 * The product page as shown for the variant in view: breadcrumbs, gallery, price and stock, the purchase
 * form, details, reviews, related products and (in the browser) recently viewed products. ProductView
 * renders it for every product; ConfigurablePage for configurable ones, with the chosen variant.
 */
import { AppLink } from "../../components/AppLink.tsx";
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { polishIn } from "../../i18n/languages.ts";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { AfterHydration, lazyModule, Loaded, useLoaded } from "../../components/lazy.tsx";
import { CompareButton } from "../compare/CompareButton.tsx";
import { WishlistButton } from "../wishlist/WishlistButton.tsx";
import { ProductReviews } from "../review/ProductReviews.tsx";
import { Gallery } from "./Gallery.tsx";
import { PRODUCT_PARTS, productParts } from "./parts.ts";
import { PriceBox } from "./PriceBox.tsx";
import { ProductDetails } from "./ProductDetails.tsx";
import { ProductTiles } from "./ProductTiles.tsx";
import { PurchaseForm } from "./PurchaseForm.tsx";
import type { GalleryImage, PagePrice, PageStock, ProductViewData } from "./types.ts";
import type { RecentlyViewedItem } from "../recently-viewed/recently-viewed-storage.ts";
import { recordVisit } from "../recently-viewed/record-visit.ts";

// Browser-only (local storage), below the fold: after hydration this product is recorded (record-visit.ts, part
// of this page's chunk: every product page runs it; the shared storage module would be a file of its own), and
// the strip's code loads only when the list holds another product (a first visit loads none of it).
const RecentlyViewed = lazy(() => import("../recently-viewed/RecentlyViewed.tsx").then((m) => ({ default: m.RecentlyViewed })));
type RecentlyViewedEntry = Omit<RecentlyViewedItem, "viewedAt">;

function ProductRecentlyViewed({ item }: { item: RecentlyViewedEntry }) {
  const [others, setOthers] = useState(false);
  const { sku } = item;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product (sku); a new item object for the same product must not record it again
  useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      return; // blocked storage: nothing to show, nothing to remember
    }
    // Recorded once per product: later re-renders of the same page do not move it again.
    if (recordVisit(storage, item)) setOthers(true);
  }, [sku]);
  return others ? (
    <Suspense fallback={null}>
      <RecentlyViewed excludeSku={sku} />
    </Suspense>
  ) : null;
}

export function ProductLayout({
  data,
  price,
  stock,
  images,
  childSku,
  noSuchVariant,
  variantFields,
}: {
  data: ProductViewData;
  price: PagePrice;
  stock: PageStock;
  images: GalleryImage[];
  childSku: string | null;
  noSuchVariant: boolean;
  variantFields: ReactNode;
}) {
  const { t } = useTranslation("product");
  const stockId = useId();
  const p = data.product;
  const downloadable = p.downloadable;
  return (
    <div className="pdp" data-parts={productParts(p).join(" ") || undefined}>
      <Breadcrumbs items={data.breadcrumbs} />
      <div className="pdp-main">
        <Gallery key={images[0]?.image ?? ""} images={images} name={p.name} />
        <div className="pdp-info">
          {/* The product's name and description are Polish in every language (WCAG 3.1.2: marked on another language's page). */}
          <h1 className="pdp-title" lang={polishIn(data.lang)}>
            {p.name}
          </h1>
          {p.author ? <p className="pdp-author">{p.authorUrl ? <AppLink to={p.authorUrl}>{p.author}</AppLink> : p.author}</p> : null}
          <PriceBox price={price} stock={stock} id={stockId} from={p.grouped !== null} />
          <PurchaseForm
            product={p}
            childSku={childSku}
            noSuchVariant={noSuchVariant}
            price={price}
            stock={stock}
            lang={data.lang}
            stockId={stockId}
            variantFields={variantFields}
          />
          {!p.configurable && p.isClothing ? <SimpleSizeGuide /> : null}
          <div className="pdp-actions">
            <WishlistButton sku={p.sku} name={p.name} variant="page" />
            <CompareButton sku={p.sku} name={p.name} />
          </div>
          {p.type === "virtual" ? <p className="pdp-note">{t("virtualNote")}</p> : null}
          {downloadable ? <Loaded module={PRODUCT_PARTS.downloadable}>{(m) => <m.Downloads links={downloadable} />}</Loaded> : null}
        </div>
      </div>
      <ProductDetails description={p.description} attributes={p.attributes} lang={data.lang} />
      <ProductReviews reviews={data.reviews} />
      <ProductTiles id="pdp-related-title" title={t("related")} items={data.related} />
      <AfterHydration>
        <ProductRecentlyViewed item={{ sku: p.sku, name: p.name, url: p.url, image: p.gallery[0]?.image ?? p.image, price: p.price }} />
      </AfterHydration>
    </div>
  );
}

/** A simple clothing product's size guide button: its code loads only on such pages (the server has it from the start). */
const sizeGuide = lazyModule(() => import("./SizeGuide.tsx"), { hydrate: ".pdp-size-guide-button" });
if (import.meta.env.SSR) void sizeGuide.load().catch(() => undefined);

function SimpleSizeGuide() {
  const { SizeGuide } = useLoaded(sizeGuide)!;
  return <SizeGuide sizes={[]} />;
}
