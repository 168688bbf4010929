/**
 * The back office's tables (docs/decisions/2026-11-27-back-office.md): staff accounts (apart from customers), their
 * sessions, and the audit log of every change staff make. Only the staff module writes them; the audit log only
 * ever gets rows (a trigger refuses UPDATE and DELETE, migration staff_audit_append_only).
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "../../db/columns.ts";

export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    /** lower-cased */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** owner | catalogue | orders | content | support (domain/staff.ts) */
    role: text("role").notNull(),
    /** argon2id (PHC string) */
    passwordHash: text("password_hash").notNull(),
    /** base32 TOTP secret (server/modules/staff/totp.ts) */
    totpSecret: text("totp_secret").notNull(),
    /** the last TOTP step accepted: a code is used once */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedUntil: timestampTz("locked_until"),
    active: boolean("active").notNull().default(true),
    lastLoginAt: timestampTz("last_login_at"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("staff_users_email_uq").on(t.email), check("staff_users_role_ck", sql`role IN ('owner', 'catalogue', 'orders', 'content', 'support')`)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** sha256 of the session cookie's value */
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** the session's CSRF token: every change must send it in X-CSRF-Token */
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestampTz("created_at").notNull(),
    lastSeenAt: timestampTz("last_seen_at").notNull(),
    /** the hard end (STAFF_SESSION_MAX_HOURS after sign-in) */
    expiresAt: timestampTz("expires_at").notNull(),
    ip: text("ip"),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** Who did what, when, to what, with the values before and after. Rows are only ever added. */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** null for the command line (admin:create-owner) */
    staffId: integer("staff_id"),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    /** what was acted on: "product:123", "order:000000012", "review:7", "staff:3" */
    target: text("target"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    at: timestampTz("at").notNull(),
  },
  (t) => [index("staff_audit_log_at_idx").on(t.at), index("staff_audit_log_target_idx").on(t.target)],
);

/**
 * Sign-in attempts per client address (login-limit.ts): each attempt claims a slot before the password is checked,
 * in one statement (as the customers' password_check_claims do), and a right sign-in gives its slot back; an address
 * that fails STAFF_IP_MAX_FAILURES times within the window is refused (429) until its oldest claim leaves the window.
 */
export const staffLoginClaims = pgTable("staff_login_claims", {
  /** "ip:203.0.113.7" */
  subject: text("subject").primaryKey(),
  claims: timestampTz("claims").array().notNull(),
});
