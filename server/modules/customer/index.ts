/**
 * The customer module's front door: accounts, sign-in, tokens, passwords, profile, addresses, newsletter.
 * Other modules import this file only (docs/architecture.md).
 */
export { default as customerRoutes } from "./routes.ts";
export { createAccounts, type Accounts } from "./accounts.ts";
export { CustomerAuth, type AuthenticatedCustomer } from "./authenticate.ts";
export type { NewsletterService } from "./newsletter.ts";
export { assertStrongPassword, hashPassword } from "./passwords.ts";
export { emailDomainRefused, isUniqueViolation, EMAIL_TAKEN_MESSAGE } from "./profile.ts";
export { insertCustomer } from "./registration.ts";
