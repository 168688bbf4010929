/**
 * The product page for every product type. The routes "product" and "product-variant" and the URL
 * dispatcher render it with the data of loadProductPage (load.server.ts).
 *
 * The code of the product's type loads with the page (parts.ts): the server has it loaded before rendering,
 * the page's head preloads its chunks (load.server.ts adds the links to the head tags), and the browser loads it
 * as hydration starts (components/lazy.tsx). The variant in view is kept here, so price, stock and pictures
 * render without the configurable code.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { track } from "../analytics/track.ts";
import { Loaded } from "../../components/lazy.tsx";
import { loadProductParts, PRODUCT_PARTS } from "./parts.ts";
import { ProductLayout } from "./ProductLayout.tsx";
import type { GalleryImage, PageProduct, ProductRouteData } from "./types.ts";
import "./product.css";

export function ProductView({ data }: { data: ProductRouteData }) {
  // A new product is a new page: no state (chosen variant, bundle options, gallery image) carries over.
  return <ProductPage key={data.product.sku} data={data} />;
}

function ProductPage({ data }: { data: ProductRouteData }) {
  const p = data.product;
  const config = p.configurable;
  void loadProductParts(p).catch(() => undefined); // all at once: no waterfall when the parts render one by one
  const [variant, setVariant] = useState(data.variant);
  const [noSuchVariant, setNoSuchVariant] = useState(false);

  // A navigation to another variant of the same product (a link with another child sku) moves the selection.
  const urlChild = useRef(data.childSku);
  useEffect(() => {
    if (!config || urlChild.current === data.childSku) return;
    urlChild.current = data.childSku;
    setVariant(data.variant);
    setNoSuchVariant(false);
  }, [config, data.childSku, data.variant]);

  const child = (variant?.childSku && config?.children.find((c) => c.sku === variant.childSku)) || null;
  // GA4 view_item: the product (its brand, category path and the variant in view), again when the variant changes
  const price = child?.price ?? p.price;
  const seenPrice = useRef(price);
  seenPrice.current = price;
  useEffect(() => {
    const shown = seenPrice.current;
    track("view_item", {
      product: {
        sku: p.sku,
        name: p.name,
        price: shown.final_price_incl_tax,
        regularPrice: shown.price_incl_tax,
        brand: p.publisher ?? p.manufacturer,
        categories: data.breadcrumbs.slice(0, -1).map((c) => c.name),
        variant: child?.sku ?? null,
      },
    });
  }, [p, child?.sku, data.breadcrumbs]);
  const images = useMemo(() => galleryFor(p, child?.image ?? null), [p, child?.image]);

  return (
    <ProductLayout
      data={data}
      price={price}
      stock={child?.stock ?? (config ? { ...p.stock, is_in_stock: false } : p.stock)}
      images={images}
      childSku={child?.sku ?? null}
      noSuchVariant={noSuchVariant}
      variantFields={
        config && variant ? (
          <Loaded module={PRODUCT_PARTS.configurable}>
            {(m) => (
              <m.ConfigurablePart
                product={{ ...p, configurable: config }}
                variant={variant}
                noSuchVariant={noSuchVariant}
                onChange={(next, none) => {
                  setVariant(next);
                  setNoSuchVariant(none);
                }}
              />
            )}
          </Loaded>
        ) : null
      }
    />
  );
}

/** The chosen variant's own picture first, then the product's gallery. */
function galleryFor(p: PageProduct, variantImage: string | null): GalleryImage[] {
  if (!variantImage || p.gallery.some((g) => g.image === variantImage)) return p.gallery;
  return [{ image: variantImage, label: p.name }, ...p.gallery];
}
