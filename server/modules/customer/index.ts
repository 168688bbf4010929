/**
 * The customer module's front door: accounts, sign-in, tokens, passwords, profile, addresses, newsletter.
 * Other modules import this file only (docs/architecture.md).
 */
export { default as customerRoutes } from "./routes.ts";
export { createAccounts, type Accounts } from "./accounts.ts";
export { CustomerAuth, type AuthenticatedCustomer } from "./authenticate.ts";
export type { NewsletterService, SubscriberWithConsent, WelcomeCouponWriter } from "./newsletter.ts";
// The one path that creates an account (registration and the order's "create an account" use it).
export {
  createAccount,
  createOrFindAccount,
  prepareAccount,
  prepareCheckoutAccount,
  type AccountHolder,
  type AccountRefusal,
  type PreparedAccount,
} from "./new-account.ts";
