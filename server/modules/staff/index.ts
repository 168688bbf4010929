/**
 * The staff module's front door: the back office (docs/decisions/2026-11-27-back-office.md). Staff accounts,
 * sessions and the audit log are its tables; its actions go through the other modules' doors. server/services.ts
 * builds the service; server/api-routes.ts registers the routes; the panel's loaders (app/routes/admin*.tsx) use the
 * service with the session cookie.
 */
export { default as staffRoutes, staffCookie } from "./routes.ts";
export { default as staffCatalogueRoutes } from "./catalogue-routes.ts";
export {
  StaffService,
  STAFF_COOKIE,
  LOW_STOCK_THRESHOLD,
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  createStaffAccount,
  csvCell,
  ensureDemoStaff,
  writeAudit,
  type ActionContext,
  type NewStaff,
  type Staff,
  type StaffDeps,
} from "./service.ts";
export { StaffContentService, type StaffContentDeps } from "./content.ts";
export { default as staffContentRoutes } from "./content-routes.ts";
export { matchTotp, newTotpSecret, otpauthUrl, totpCode, totpStep } from "./totp.ts";
