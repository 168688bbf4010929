/**
 * Server-side GA4 events waiting to be sent, and sent (docs/decisions/2026-11-27-ga4-refunds.md): one row per PayU
 * refund of an order placed with consent to analytics. The row is the event's outbox and its proof of sending: the
 * unique refund id makes a refund one event however often it is reported (the back office's answer, PayU's
 * notifications), and `sent_at` makes a retry after a success send nothing.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "../../db/columns.ts";
import { orders } from "../order/tables.ts";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    /** what the event is of, unique: `refund:{PayU refundId}` */
    eventKey: text("event_key").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** the Measurement Protocol body (protocol.ts MeasurementBody), without the API secret */
    body: jsonb("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** when the next try is due (a claim moves it a lease ahead) */
    nextAttemptAt: timestampTz("next_attempt_at").notNull().defaultNow(),
    sentAt: timestampTz("sent_at"),
    lastError: text("last_error"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("analytics_events_event_key_uq").on(t.eventKey),
    index("analytics_events_due_idx").on(t.nextAttemptAt).where(sql`sent_at IS NULL`),
    check("analytics_events_attempts_ck", sql`attempts >= 0`),
  ],
);
