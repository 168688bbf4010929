/**
 * The marketing platform's client (edrone; off by default, MARKETING_PLATFORM=edrone turns it on). The newsletter
 * tells it about confirmed subscriptions and withdrawals after they are committed; a failure is logged and changes
 * nothing in the shop (the consent record in the database stays the truth). Outside production the app starts the
 * local stand-in (stand-in.ts) unless EDRONE_URL is set.
 */
const TIMEOUT_MS = 5000;
import type { TraceEvent } from "./protocol.ts";

export interface MarketingConsent {
  email: string;
  /** where the consent was given or withdrawn (popup, account, link, …) */
  source: string;
  consentVersion: string;
  at: Date;
}

/** The newsletter's port to a marketing platform. */
export interface MarketingPlatform {
  subscribed(consent: MarketingConsent): void;
  unsubscribed(consent: MarketingConsent): void;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** No platform: nothing is sent (the default). */
export const NO_MARKETING_PLATFORM: MarketingPlatform = { subscribed: () => undefined, unsubscribed: () => undefined };

export class EdroneClient implements MarketingPlatform {
  private readonly url: string;
  private readonly appId: string;
  private readonly pending = new Set<Promise<void>>();
  log: Log = { warn: () => undefined };

  constructor(url: string, appId: string) {
    this.url = url.replace(/\/$/, "");
    this.appId = appId;
  }

  subscribed(consent: MarketingConsent): void {
    this.later(this.event(consent, "1"));
  }

  unsubscribed(consent: MarketingConsent): void {
    this.later(this.event(consent, "0"));
  }

  /** Resolves when every event handed over so far was delivered or failed (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private event(c: MarketingConsent, status: "0" | "1"): TraceEvent {
    return {
      version: "1.0.0",
      app_id: this.appId,
      sender_type: "server",
      action_type: "subscribe",
      email: c.email,
      subscriber_status: status,
      customer_tags: ["newsletter", `source:${c.source}`, `consent:${c.consentVersion}`].join(","),
      consent_at: c.at.toISOString(),
    };
  }

  private later(event: TraceEvent): void {
    const p = this.send(event)
      .catch((err: Error) => this.log.warn({ err: { message: err.message }, action: event.subscriber_status }, "marketing platform event not delivered"))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async send(event: TraceEvent): Promise<void> {
    const res = await fetch(`${this.url}/trace`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...event }).toString(),
      redirect: "error",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`edrone answered ${res.status}`);
  }
}
