/**
 * Tables that belong to no module: the state of the shared external-service adapters and request guards, kept in
 * the database so every app process shares it. The daily call budget per external service
 * (server/integrations/budget.ts), per-client request counters for rate limits (server/lib/rate-limit.ts) and the
 * bot-check solutions already accepted (server/integrations/botcheck). server/architecture.test.ts names the one
 * file that writes each of them.
 */
import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";

export const externalCallBudgets = pgTable(
  "external_call_budgets",
  {
    service: text("service").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    used: integer("used").notNull(),
  },
  (t) => [primaryKey({ columns: [t.service, t.day] })],
);

export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** e.g. "company-lookup:203.0.113.7" */
    key: text("key").notNull(),
    windowStart: timestampTz("window_start").notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** ALTCHA solutions already accepted (by challenge signature), kept until the challenge expires: a solution works once. */
export const usedBotChallenges = pgTable(
  "used_bot_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [index("used_bot_challenges_expires_idx").on(t.expiresAt)],
);
