/**
 * The catalogue module's front door: products, categories, attributes, tax rules, stock, search and listings.
 * Other modules, the storefront's loaders and the scripts import this file only (docs/architecture.md).
 */
export { default as catalogRoutes } from "./routes.ts";
export {
  CatalogService,
  stripPath,
  type SearchInput,
  type SearchRefusal,
  type SearchResult,
  type CategoryDoc,
  type ProductFound,
  type ProductRefusal,
} from "./service.ts";
export type { ProductDoc } from "./products.ts";
export type { StaffProduct, StaffProductPatch, StaffProductQuery } from "./back-office.ts";
// The CSV import (import.ts); the command line (scripts/catalog-import.ts) runs it without a CatalogService.
export { CATALOGUE_LANGUAGES, type Names, type StaffAttribute, type StaffCategory } from "./categories-admin.ts";
export type { StaffMedia } from "./media-admin.ts";
export { CSV_COLUMNS, csvField, IMPORT_MESSAGES, parseCsv, runCatalogueImport, type ImportError, type ImportReport } from "./import.ts";
export { categorySlug, type CategoryRow } from "./reference.ts";
export { analyzeCatalogue, ensureSearchLemmas, rebuildListingIndex, refreshListing, refreshReductions } from "./listing-index.ts";
// Counted views and sales with their decay (popularity.ts): the service's `popularity`, and the catalogue's starting counts.
export { Popularity, seedPopularity, type PopularitySettings } from "./popularity.ts";
// Authors and publishers with a page (brands.ts).
export { listedBrands, syncBrands, type BrandRow } from "./brands.ts";
export { isPreorderSql, lockAndCheckStockSql, releaseStockSql, takeStockSql } from "./stock-sql.ts";
// Table types, for other modules' row types (RowOf); only the catalogue writes these tables.
export type { categories, products } from "./tables.ts";
/** The search statement as SQL text, for the measuring tools (scripts/search-cpu-ab.ts). */
export { buildSearchSql, type ProductSearchSql } from "./search-sql.ts";
