/**
 * Customers (docs/storefront.md §3, "User") and what hangs off them: address book, refresh tokens, password
 * reset tokens, login attempts (lockout and throttling) and newsletter subscribers.
 * The customer module owns these tables; other modules (cart, order) reference `customers.id`. E-mail is stored
 * lower-cased and unique. Tokens are stored only as sha256 hashes.
 */
import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestampTz, timestamps } from "../../db/columns.ts";

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    /** argon2id PHC string */
    passwordHash: text("password_hash").notNull(),
    groupId: integer("group_id").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    /** Bumped to revoke every access token issued before (password change, "log out everywhere"). */
    tokenVersion: integer("token_version").notNull().default(0),
    ...timestamps(),
    /** EAN-13 loyalty card number (domain/loyalty-card.ts), generated at registration. */
    loyaltyCard: text("loyalty_card"),
  },
  (t) => [uniqueIndex("customers_email_idx").on(t.email), uniqueIndex("customers_loyalty_card_idx").on(t.loyaltyCard)],
);

/** The customer a row belongs to; the row goes when the customer does. */
function customerRef() {
  return integer("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" });
}

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: customerRef(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    company: text("company"),
    vatId: text("vat_id"),
    street1: text("street1").notNull(),
    street2: text("street2").notNull().default(""),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    countryId: text("country_id").notNull().default("PL"),
    telephone: text("telephone").notNull(),
    region: text("region"),
    regionCode: text("region_code"),
    regionId: integer("region_id"),
    isDefaultShipping: boolean("is_default_shipping").notNull().default(false),
    isDefaultBilling: boolean("is_default_billing").notNull().default(false),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: customerRef(),
    /** One login starts a family; every rotation stays in it, so reuse of a rotated token revokes them all. */
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestampTz("created_at").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
    /** Set when exchanged for a new token; presenting it again is reuse. */
    rotatedAt: timestampTz("rotated_at"),
    revokedAt: timestampTz("revoked_at"),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_customer_idx").on(t.customerId),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: customerRef(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestampTz("created_at").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
    usedAt: timestampTz("used_at"),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash), index("password_reset_tokens_customer_idx").on(t.customerId)],
);

/**
 * Failed sign-ins and other throttled actions, one row each: `subject` is "account:<id>", "ip:<address>" or
 * "reset-ip:<address>". Counting rows in a time window is the lockout and the per-IP throttle, shared by every
 * process. Rows older than an hour are deleted as new ones arrive.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subject: text("subject").notNull(),
    attemptedAt: timestampTz("attempted_at").notNull(),
  },
  (t) => [index("login_attempts_subject_idx").on(t.subject, t.attemptedAt)],
);

/**
 * Password checks claimed before the argon2 work (sign-in and password change), one row per subject: "ip:<address>"
 * or "account:<id>". `claims` are the times of the checks that count as failures within the window (a claim is a
 * failure until the password proves right, then it is given back); `locked_until` is the account lockout. One
 * `INSERT … ON CONFLICT DO UPDATE … WHERE` claims a slot or refuses, so simultaneous requests, in one process or
 * many, never get more checks than the limit (attempts.ts, docs/reliability.md).
 */
export const passwordCheckClaims = pgTable("password_check_claims", {
  subject: text("subject").primaryKey(),
  claims: timestampTz("claims").array().notNull(),
  lockedUntil: timestampTz("locked_until"),
});

/** Confirmed subscribers only (double opt-in: a row is written when the confirmation link is opened). */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    /** lower-cased */
    email: text("email").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    subscribedAt: timestampTz("subscribed_at").notNull(),
    /** the consent's wording version (domain/newsletter.ts); null for rows from before double opt-in */
    consentVersion: text("consent_version"),
    /** where the consent was given: popup, account, checkout, footer */
    source: text("source"),
  },
  (t) => [index("newsletter_subscribers_customer_idx").on(t.customerId).where(sql`${t.customerId} IS NOT NULL`)],
);

/** Subscriptions waiting for their confirmation link (one per address: a new request replaces the link). */
export const newsletterPending = pgTable(
  "newsletter_pending",
  {
    email: text("email").primaryKey(),
    /** sha256 of the confirmation token */
    tokenHash: text("token_hash").notNull(),
    source: text("source").notNull(),
    consentVersion: text("consent_version").notNull(),
    ip: text("ip"),
    requestedAt: timestampTz("requested_at").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [uniqueIndex("newsletter_pending_token_uq").on(t.tokenHash)],
);

/**
 * The consent record (art. 398 PKE, GDPR art. 7): every request, confirmation and withdrawal with its time, source,
 * wording version and IP. Rows are only ever added.
 */
export const newsletterConsents = pgTable(
  "newsletter_consents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    /** requested | confirmed | withdrawn */
    event: text("event").notNull(),
    source: text("source").notNull(),
    consentVersion: text("consent_version").notNull(),
    ip: text("ip"),
    at: timestampTz("at").notNull(),
  },
  (t) => [index("newsletter_consents_email_idx").on(t.email, t.at)],
);

/** The welcome coupon given once per address, ever (unsubscribing and subscribing again gives no second one). */
export const newsletterCoupons = pgTable("newsletter_coupons", {
  email: text("email").primaryKey(),
  code: text("code").notNull(),
  issuedAt: timestampTz("issued_at").notNull(),
});
