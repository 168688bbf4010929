/**
 * The payment module's front door: online payment of orders with PayU (docs/decisions/2026-11-26-payments.md).
 * server/services.ts builds the service (it is also the order module's payment port) and server/app.ts registers
 * the routes and starts the expiry sweep.
 */
export { default as paymentRoutes } from "./routes.ts";
export { PaymentService, type PaidLine, type PaymentDeps, type PaymentEvents, type RecordedRefund } from "./service.ts";
export type { SweepResult } from "./expiry.ts";
export type { StoredCardCharge } from "./recurring.ts";
