/**
 * The real client of InPost's ShipX shipments API (protocol.ts): creates a shipment for the organisation, reads it,
 * downloads its PDF label. Answers are validated with zod. A refusal ShipX explains (validation_failed,
 * token_invalid, access_forbidden, invalid_action, resource_not_found) is returned as a value with ShipX's `error`
 * and `details`, for the order module to turn into the shop's codes; a network failure, a timeout, a 5xx or an
 * answer that does not parse is ServiceUnavailableError. Shipments are not retried here: creating one is not
 * idempotent at ShipX, so the order module claims the order's shipment before it calls (docs/decisions).
 */
import { ServiceUnavailableError, type FetchLike } from "../http.ts";
import { ShipxErrorBody, ShipxShipment, type ShipxShipmentRequest } from "./protocol.ts";

export const SHIPX_PRODUCTION_URL = "https://api-shipx-pl.easypack24.net";

export interface ShipxClientOptions {
  baseUrl: string;
  token: string;
  organizationId: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

/** What ShipX refused, in its words. */
export interface ShipxRefusal {
  ok: false;
  status: number;
  error: string;
  message: string;
  details: unknown;
}
export type ShipxAnswer<T> = { ok: true; value: T } | ShipxRefusal;

/** The carrier side the order module needs: the real client, or a test double. */
export interface ShipmentCarrier {
  create(request: ShipxShipmentRequest): Promise<ShipxAnswer<ShipxShipment>>;
  shipment(id: string): Promise<ShipxAnswer<ShipxShipment>>;
  label(id: string): Promise<ShipxAnswer<Buffer>>;
}

const SERVICE = "shipx";

export class ShipxClient implements ShipmentCarrier {
  private readonly o: ShipxClientOptions;

  constructor(options: ShipxClientOptions) {
    this.o = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
  }

  async create(request: ShipxShipmentRequest): Promise<ShipxAnswer<ShipxShipment>> {
    const res = await this.call("POST", `/v1/organizations/${encodeURIComponent(this.o.organizationId)}/shipments`, request);
    return this.shipmentOf(res);
  }

  async shipment(id: string): Promise<ShipxAnswer<ShipxShipment>> {
    return this.shipmentOf(await this.call("GET", `/v1/shipments/${encodeURIComponent(id)}`));
  }

  async label(id: string): Promise<ShipxAnswer<Buffer>> {
    const res = await this.call("GET", `/v1/shipments/${encodeURIComponent(id)}/label?format=pdf&type=normal`);
    if (res.status === 200) {
      if (!res.type.startsWith("application/pdf") || !res.bytes.subarray(0, 5).equals(Buffer.from("%PDF-"))) {
        throw new ServiceUnavailableError(SERVICE, "malformed-label");
      }
      return { ok: true, value: res.bytes };
    }
    return this.refusal(res);
  }

  private shipmentOf(res: Raw): ShipxAnswer<ShipxShipment> {
    if (res.status === 200 || res.status === 201) {
      const parsed = ShipxShipment.safeParse(json(res));
      if (!parsed.success) throw new ServiceUnavailableError(SERVICE, "malformed", { cause: parsed.error });
      return { ok: true, value: parsed.data };
    }
    return this.refusal(res);
  }

  private refusal(res: Raw): ShipxRefusal {
    if (res.status >= 500 || res.status === 429) throw new ServiceUnavailableError(SERVICE, `http-${res.status}`);
    const parsed = ShipxErrorBody.safeParse(json(res));
    if (!parsed.success) throw new ServiceUnavailableError(SERVICE, `http-${res.status}-malformed`);
    const e = parsed.data;
    return { ok: false, status: res.status, error: e.error, message: e.message ?? e.description ?? e.error, details: e.details ?? null };
  }

  private async call(method: "GET" | "POST", path: string, body?: unknown): Promise<Raw> {
    const doFetch = this.o.fetch ?? fetch;
    try {
      const response = await doFetch(`${this.o.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.o.token}`,
          accept: "application/json, application/pdf",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: "error",
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
      return { status: response.status, type: response.headers.get("content-type") ?? "", bytes: Buffer.from(await response.arrayBuffer()) };
    } catch (err) {
      const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
      throw new ServiceUnavailableError(SERVICE, timedOut ? "timeout" : "network", { cause: err });
    }
  }
}

interface Raw {
  status: number;
  type: string;
  bytes: Buffer;
}

function json(res: Raw): unknown {
  try {
    return JSON.parse(res.bytes.toString("utf8"));
  } catch {
    return undefined;
  }
}
