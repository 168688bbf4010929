/**
 * The store-code prefix helpers (docs/storefront.md §2: /{storeCode}/... only when configured). They live
 * in urls.ts, the storefront's other URL builders, so the browser loads no extra chunk for them.
 */
export { appPathOf, storeBase, storeCode, withoutStore, withStore } from "./urls.ts";
