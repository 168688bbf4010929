/** The analytics module's front door: server-side GA4 events (an order's refunds), their outbox `analytics_events`. */
export { Ga4Events, GA4_SEND_JOB, refundMeasurement, type RefundToSend } from "./service.ts";
