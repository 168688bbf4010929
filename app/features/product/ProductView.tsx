/**
 * The product page for every product type. The routes "product" and "product-variant" and the URL
 * dispatcher render it with the data of loadProductPage (load.ts).
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { CompareButton } from "../compare/CompareButton.tsx";
import { RecentlyViewed, useRecordRecentlyViewed } from "../recently-viewed/RecentlyViewed.tsx";
import { ConfigurableOptions } from "./ConfigurableOptions.tsx";
import { Downloads } from "./Downloads.tsx";
import { Gallery } from "./Gallery.tsx";
import { PriceBox } from "./PriceBox.tsx";
import { ProductDetails } from "./ProductDetails.tsx";
import { ProductTiles } from "./ProductTiles.tsx";
import { PurchaseForm } from "./PurchaseForm.tsx";
import { SizeGuide } from "./SizeGuide.tsx";
import type { GalleryImage, PageProduct, ProductPageData } from "./types.ts";
import { availableValues, chooseOptionValue, initialVariant, variantUrl, type Selection } from "./variant-ui.ts";
import "./product.css";

export function ProductView({ data }: { data: ProductPageData }) {
  // A new product is a new page: no state (chosen variant, bundle options, gallery image) carries over.
  return <ProductPage key={data.product.sku} data={data} />;
}

function ProductPage({ data }: { data: ProductPageData }) {
  const { t } = useTranslation("product");
  const notify = useNotify();
  const stockId = useId();
  const p = data.product;
  const config = p.configurable;
  const [variant, setVariant] = useState(() => (config ? initialVariant(config.children, data.childSku) : { child: null, selection: {} as Selection }));
  const [noSuchVariant, setNoSuchVariant] = useState(false);

  // A navigation to another variant of the same product (a link with another child sku) moves the selection.
  const urlChild = useRef(data.childSku);
  useEffect(() => {
    if (!config || urlChild.current === data.childSku) return;
    urlChild.current = data.childSku;
    setVariant(initialVariant(config.children, data.childSku));
    setNoSuchVariant(false);
  }, [config, data.childSku]);

  const available = useMemo(() => (config ? availableValues(config.children, config.options, variant.selection) : {}), [config, variant.selection]);

  const choose = (code: string, value: number) => {
    if (!config) return;
    const next = chooseOptionValue(config.children, variant.selection, code, value);
    setVariant(next);
    setNoSuchVariant(next.child === null);
    if (next.child === null) notify({ type: "warning", message: t("noSuchConfiguration") });
    // The variant's own URL, without a navigation: no loader call, no remount, no scroll jump, focus stays.
    // (React Router's navigate() would switch between the routes "product" and "product-variant" and remount.)
    window.history.replaceState(window.history.state, "", `${variantUrl(p, next.child)}${window.location.search}`);
  };

  const child = variant.child;
  const price = child?.price ?? p.price;
  const stock = child?.stock ?? (config ? { ...p.stock, is_in_stock: false } : p.stock);
  const images = useMemo(() => galleryFor(p, child?.image ?? null), [p, child?.image]);
  const sizes = config?.options.find((o) => o.code === "size")?.values.map((v) => v.label) ?? [];

  useRecordRecentlyViewed({ sku: p.sku, name: p.name, url: p.url, image: p.gallery[0]?.image ?? p.image, price: p.price });

  return (
    <div className="pdp">
      <Breadcrumbs items={data.breadcrumbs} />
      <div className="pdp-main">
        <Gallery key={images[0]?.image ?? ""} images={images} name={p.name} />
        <div className="pdp-info">
          <h1 className="pdp-title">{p.name}</h1>
          {p.author ? <p className="pdp-author">{p.author}</p> : null}
          <PriceBox price={price} stock={stock} id={stockId} from={p.grouped !== null} />
          <PurchaseForm
            product={p}
            childSku={child?.sku ?? null}
            noSuchVariant={noSuchVariant}
            price={price}
            stock={stock}
            lang={data.lang}
            stockId={stockId}
            variantFields={
              config ? (
                <>
                  <ConfigurableOptions options={config.options} selection={variant.selection} available={available} onChoose={choose} />
                  {noSuchVariant ? <p className="pdp-warning">{t("noSuchConfiguration")}</p> : null}
                  {!child && !noSuchVariant ? <p className="pdp-warning">{t("noVariants")}</p> : null}
                  {p.isClothing ? <SizeGuide sizes={sizes} /> : null}
                </>
              ) : null
            }
          />
          {!config && p.isClothing ? <SizeGuide sizes={[]} /> : null}
          <div className="pdp-actions">
            {/* PLACEHOLDER (wishlist issue): the wishlist feature gives this button its action and pressed state. */}
            <button type="button" className="pdp-button pdp-button-secondary" data-wishlist-sku={p.sku}>
              <span aria-hidden="true">♡ </span>
              {t("addToWishlist")}
            </button>
            <CompareButton sku={p.sku} name={p.name} />
          </div>
          {p.type === "virtual" ? <p className="pdp-note">{t("virtualNote")}</p> : null}
          {p.downloadable ? <Downloads links={p.downloadable} /> : null}
        </div>
      </div>
      <ProductDetails description={p.description} attributes={p.attributes} lang={data.lang} />
      {/* PLACEHOLDER (reviews issue): the reviews feature lists the reviews and the review form here. */}
      <section className="pdp-section pdp-reviews" aria-labelledby="pdp-reviews-title">
        <h2 id="pdp-reviews-title">{t("reviews")}</h2>
        <p>{t("noReviews")}</p>
      </section>
      <ProductTiles id="pdp-related-title" title={t("related")} items={data.related} />
      <RecentlyViewed excludeSku={p.sku} />
    </div>
  );
}

/** The chosen variant's own picture first, then the product's gallery. */
function galleryFor(p: PageProduct, variantImage: string | null): GalleryImage[] {
  if (!variantImage || p.gallery.some((g) => g.image === variantImage)) return p.gallery;
  return [{ image: variantImage, label: p.name }, ...p.gallery];
}
