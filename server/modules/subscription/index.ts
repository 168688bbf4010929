/**
 * The subscription module's front door (docs/decisions/2026-11-26-subscriptions.md): customer subscriptions made
 * from paid orders, their renewals, and the account's subscription API. server/services.ts builds the service (a
 * receiver of the payment events) with its ports; server/app.ts registers the routes and starts its jobs.
 */
export { default as subscriptionRoutes } from "./routes.ts";
export { SubscriptionService, type SubscriptionDeps } from "./service.ts";
export { SUBSCRIPTION_TYPES } from "./create.ts";
export type { ChargeStatus, JobsPort, RenewalOrderRequest, RenewalOrders, RenewalPayments } from "./ports.ts";
