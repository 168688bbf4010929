/**
 * Every table of the shop, in one list: the file drizzle-kit reads to generate migrations (drizzle.config.ts).
 * Each table is declared next to the code that owns it, in `server/modules/<module>/tables.ts`; the tables of
 * the shared adapters, which belong to no module, are in ./shared-tables.ts. Only the owning module writes a
 * table (server/architecture.test.ts). See docs/decisions/2026-11-26-drizzle-role.md.
 */
export * from "../modules/catalog/tables.ts";
export * from "../modules/cms/tables.ts";
export * from "../modules/url/tables.ts";
export * from "../modules/customer/tables.ts";
export * from "../modules/company/tables.ts";
export * from "../modules/cart/tables.ts";
export * from "../modules/order/tables.ts";
export * from "../modules/payment/tables.ts";
export * from "../modules/download/tables.ts";
export * from "../modules/subscription/tables.ts";
export * from "../modules/giftcard/tables.ts";
export * from "../modules/wishlist/tables.ts";
export * from "../modules/review/tables.ts";
export * from "./shared-tables.ts";
export * from "../modules/staff/tables.ts";
export * from "../modules/analytics/tables.ts";
export * from "../modules/delivery/tables.ts";
