/**
 * The download module's front door: e-books and PDF issues delivered to their buyers (docs/decisions/2026-11-26-downloads.md).
 * server/services.ts builds the service and hands it the payment events (paid → fulfilOrder, refunded → revokeOrder);
 * server/app.ts registers the API under /api and the public samples under /samples/.
 */
export { default as downloadRoutes, sampleRoutes } from "./routes.ts";
export { DownloadService, type DownloadDeps } from "./service.ts";
