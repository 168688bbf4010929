/**
 * The CMS module's front door: information pages, blocks and banners, and the shop's own page texts.
 * Other modules import this file only (docs/architecture.md).
 */
export { default as cmsRoutes } from "./routes.ts";
export { CmsService, type CmsPageDoc } from "./service.ts";
export { CmsBackOffice, type StaffCmsPage, type StaffCmsPageInput, type StaffCmsPageRow } from "./back-office.ts";
export { BannerBackOffice, type StaffBanner, type StaffBannerInput } from "./banners-back-office.ts";
export { CMS_PAGES } from "./content/index.ts";
// Table type, for other modules' row types (RowOf); only the CMS writes it.
export type { cmsPages } from "./tables.ts";
