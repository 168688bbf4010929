/**
 * The product page's code per product type, loaded only for products that need it: a simple book never
 * downloads the bundle, grouped, subscription, configurable, downloadable or custom-option code.
 *
 * Keys are the PageProduct fields that switch a part on. The server loads a page's parts before rendering
 * it (load.server.ts), the page preloads their chunks (part-preloads.server.ts finds them in the client build by the
 * module names below, so keep the two lists in step; part-preloads.server.test.ts checks it), and the browser
 * starts loading them before hydrating the page.
 */
import { lazyModule } from "../../components/lazy.tsx";
import type { PageProduct } from "./types.ts";

// `hydrate`: the server-rendered page names its parts on its root element (ProductLayout), so the browser
// starts loading them before hydrating it (components/lazy.tsx).
const part = <M>(name: string, importer: () => Promise<M>) => lazyModule(importer, { hydrate: `.pdp[data-parts~="${name}"]` });

export const PRODUCT_PARTS = {
  configurable: part("configurable", () => import("./ConfigurableOptions.tsx")),
  bundle: part("bundle", () => import("./BundleOptions.tsx")),
  grouped: part("grouped", () => import("./GroupedItems.tsx")),
  subscription: part("subscription", () => import("./SubscriptionOptions.tsx")),
  downloadable: part("downloadable", () => import("./Downloads.tsx")),
  customOptions: part("customOptions", () => import("./CustomOptionsFields.tsx")),
};
export type ProductPart = keyof typeof PRODUCT_PARTS;

/** The parts `product` shows (none for a simple product without custom options). */
export function productParts(product: Pick<PageProduct, ProductPart>): ProductPart[] {
  return (Object.keys(PRODUCT_PARTS) as ProductPart[]).filter((part) => product[part] !== null);
}

/** Starts loading every part of `product` at once (no waterfall when the page renders them one by one). */
export function loadProductParts(product: Pick<PageProduct, ProductPart>): Promise<unknown> {
  return Promise.all(productParts(product).map((part) => PRODUCT_PARTS[part].load()));
}
