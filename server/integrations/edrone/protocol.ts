/**
 * What Kiosk sends to edrone, the marketing-automation platform the specification names: its server-side event
 * endpoint `POST {EDRONE_URL}/trace`, form-encoded, one event per call. A confirmed subscription is a `subscribe`
 * event with `subscriber_status=1`, a withdrawal the same with `0`. Kiosk adds the consent's evidence as
 * `customer_tags` (source and wording version) and `consent_at`, so the platform holds what the shop recorded.
 */
export interface TraceEvent {
  version: "1.0.0";
  app_id: string;
  sender_type: "server";
  action_type: "subscribe";
  email: string;
  subscriber_status: "0" | "1";
  /** comma-separated, e.g. "newsletter,source:popup,consent:2026-11-26" */
  customer_tags: string;
  /** ISO time of the consent or its withdrawal */
  consent_at: string;
}

export const TRACE_FIELDS = ["version", "app_id", "sender_type", "action_type", "email", "subscriber_status", "customer_tags", "consent_at"] as const;
