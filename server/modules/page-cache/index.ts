/** The page cache's front door: server-rendered pages kept per process until the catalogue changes. */
export { CatalogVersion } from "./catalog-version.ts";
export { PageCache, pageBody, type CachedPage } from "./page-cache.ts";
export { StockChanges, type StockChange } from "./stock-changes.ts";
