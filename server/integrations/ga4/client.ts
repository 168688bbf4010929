/**
 * GA4 Measurement Protocol client (protocol.ts): sends server-side events (refunds) to the configured data stream.
 * Outside production the app points it at the local stand-in (stand-in.ts) unless GA4_MP_URL is set.
 *
 * A body GA4 would drop (validateMeasurement finds fault with it) is not sent: `Ga4Refused`, permanent. A network
 * failure, a timeout, 429 or 5xx is `ServiceUnavailableError`: the caller tries again later. 2xx: sent (Google
 * says nothing more; GA4 has no idempotency key, so the caller must not send one event twice).
 */
import { ServiceUnavailableError, type FetchLike } from "../http.ts";
import { validateMeasurement, type MeasurementBody, type ValidationMessage } from "./protocol.ts";

export class Ga4Refused extends Error {
  readonly messages: ValidationMessage[];
  constructor(messages: ValidationMessage[], status?: number) {
    super(
      status
        ? `GA4 refused the measurement (HTTP ${status})`
        : `GA4 would drop the measurement: ${messages.map((m) => `${m.fieldPath} ${m.validationCode}`).join(", ")}`,
    );
    this.messages = messages;
  }
}

export interface Ga4ClientOptions {
  baseUrl: string;
  measurementId: string;
  apiSecret: string;
  timeoutMs?: number;
  fetch?: FetchLike;
}

/** The port the analytics module sends through (a test may hand it another). */
export interface Ga4Sender {
  send(body: MeasurementBody): Promise<void>;
}

export class Ga4MeasurementClient implements Ga4Sender {
  private readonly o: Required<Omit<Ga4ClientOptions, "fetch">> & { fetch: FetchLike };

  constructor(options: Ga4ClientOptions) {
    this.o = { timeoutMs: 5000, fetch: (i, init) => fetch(i, init), ...options, baseUrl: options.baseUrl.replace(/\/$/, "") };
  }

  private url(debug: boolean): string {
    const q = new URLSearchParams({ measurement_id: this.o.measurementId, api_secret: this.o.apiSecret });
    return `${this.o.baseUrl}${debug ? "/debug" : ""}/mp/collect?${q}`;
  }

  private async post(debug: boolean, body: MeasurementBody): Promise<{ status: number; text: string }> {
    let res: Response;
    try {
      res = await this.o.fetch(this.url(debug), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        redirect: "error",
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
      throw new ServiceUnavailableError("ga4", timedOut ? "timeout" : "network", { cause: err });
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw new ServiceUnavailableError("ga4", "timeout-reading-body", { cause: err });
    }
    if (res.status === 429 || res.status >= 500) throw new ServiceUnavailableError("ga4", `http-${res.status}`);
    return { status: res.status, text };
  }

  /** Sends one measurement; resolves when Google took it (2xx). */
  async send(body: MeasurementBody): Promise<void> {
    const issues = validateMeasurement(body);
    if (issues.length > 0) throw new Ga4Refused(issues);
    const { status } = await this.post(false, body);
    if (status < 200 || status >= 300) throw new Ga4Refused([], status);
  }

  /** Asks the validation server (`/debug/mp/collect`) what it says of `body` (nothing is recorded there). */
  async validate(body: MeasurementBody): Promise<ValidationMessage[]> {
    const { status, text } = await this.post(true, body);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ServiceUnavailableError("ga4", "malformed");
    }
    const messages = (parsed as { validationMessages?: unknown })?.validationMessages;
    if (status !== 200 || !Array.isArray(messages)) throw new ServiceUnavailableError("ga4", "malformed");
    return messages as ValidationMessage[];
  }
}
