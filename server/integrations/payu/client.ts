/**
 * The real PayU client: REST API v2.1 over fetch (docs/polish-rules.md §1; PayU publishes no Node SDK, §1.9).
 * OAuth `client_credentials` with the token cached until 60 s before it expires (one shared request for concurrent
 * callers, one refresh on a 401); order create read without following the 302 (§1.2); retrieve, cancel, refund,
 * pay methods; notifications verified with the second key (§1.7). PayU's refusals are answers (`refused`, `false`,
 * `{refused}`); an outage, a timeout, a 5xx/429 or a malformed answer is `PayuUnavailable`. Every error is logged
 * with PayU's `Correlation-Id`, which PayU support asks for.
 */
import type { Config } from "../../config.ts";
import type { FetchLike } from "../http.ts";
import {
  CancelAnswer,
  ErrorAnswer,
  OrderCreateAnswer,
  OrderNotificationBody,
  PAYU_PATHS,
  PayMethodsAnswer,
  RefundAnswer,
  RefundsAnswer,
  RefundNotificationBody,
  RetrieveAnswer,
  TokenAnswer,
  verifySignature,
  type OrderCreateRequest,
  type RefundRequest,
  type WireStatus,
} from "./protocol.ts";
import {
  PayuUnavailable,
  type PayuCreateOrder,
  type PayuCreateResult,
  type PayuGateway,
  type PayuNotification,
  type PayuOrder,
  type PayuPayMethodEntry,
  type PayuRefund,
  type PayuRefundRecord,
} from "./types.ts";

export const PAYU_PRODUCTION_URL = "https://secure.payu.com";
export const PAYU_SANDBOX_URL = "https://secure.snd.payu.com";

/** Where the client reports PayU's errors; a Fastify/pino logger fits. */
export interface PayuLog {
  warn(obj: object, msg: string): void;
}

export interface PayuClientOptions {
  baseUrl: string;
  posId: string;
  clientId: string;
  clientSecret: string;
  secondKey: string;
  timeoutMs: number;
  log?: PayuLog;
  /** tests only: another fetch, another clock (ms) */
  fetch?: FetchLike;
  now?: () => number;
}

/** Seconds before `expires_in` at which a cached token is no longer used. */
const TOKEN_MARGIN_SECONDS = 60;

interface Answer {
  status: number;
  body: unknown;
  correlationId: string | null;
}

export class PayuClient implements PayuGateway {
  readonly posId: string;
  readonly sdkUrl: string;
  private readonly baseUrl: string;
  private readonly options: PayuClientOptions;
  private readonly doFetch: FetchLike;
  private readonly now: () => number;
  private readonly log: PayuLog;
  private token: { value: string; usableUntil: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(options: PayuClientOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.posId = options.posId;
    this.sdkUrl = `${new URL(this.baseUrl).origin}${PAYU_PATHS.sdk}`;
    this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
    this.log = options.log ?? { warn: () => undefined };
  }

  async createOrder(order: PayuCreateOrder): Promise<PayuCreateResult> {
    const payMethod = order.payMethod;
    const request: OrderCreateRequest = {
      notifyUrl: order.notifyUrl,
      continueUrl: order.continueUrl,
      customerIp: order.customerIp,
      merchantPosId: this.posId,
      description: order.description,
      currencyCode: order.currencyCode,
      totalAmount: String(order.totalAmount),
      extOrderId: order.extOrderId,
      validityTime: order.validityTime,
      buyer: order.buyer,
      products: order.products.map((p) => ({
        name: p.name,
        unitPrice: String(p.unitPrice),
        quantity: String(p.quantity),
        ...(p.virtual === undefined ? {} : { virtual: p.virtual }),
      })),
      ...(payMethod ? { payMethods: { payMethod } } : {}),
      ...(payMethod?.type === "CARD_TOKEN" && order.recurring ? { recurring: order.recurring } : {}),
    };
    const answer = await this.api("POST", PAYU_PATHS.orders, request, "create order");
    const parsed = OrderCreateAnswer.safeParse(answer.body);
    if (!parsed.success) throw this.unavailable("create order", answer, "malformed answer");
    const body = parsed.data;
    const statusCode = body.status.statusCode;
    const cardToken = reusableToken(body);
    if ((answer.status === 302 || statusCode.startsWith("WARNING_CONTINUE_")) && answer.status < 400) {
      if (!body.redirectUri || !body.orderId) throw this.unavailable("create order", answer, "redirect without redirectUri");
      return { kind: "redirect", orderId: body.orderId, redirectUri: body.redirectUri, cardToken };
    }
    if ((answer.status === 200 || answer.status === 201) && statusCode === "SUCCESS") {
      if (!body.orderId) throw this.unavailable("create order", answer, "no orderId");
      return { kind: "created", orderId: body.orderId, cardToken };
    }
    if (answer.status >= 400 && answer.status < 500) {
      this.warn("create order", answer, body.status);
      return { kind: "refused", statusCode, codeLiteral: body.status.codeLiteral ?? null, message: body.status.statusDesc ?? statusCode };
    }
    throw this.unavailable("create order", answer, `unexpected ${statusCode}`);
  }

  retrieveOrder(orderId: string): Promise<PayuOrder | null> {
    return this.retrieve(PAYU_PATHS.order(orderId));
  }

  retrieveOrderByExtId(extOrderId: string): Promise<PayuOrder | null> {
    return this.retrieve(PAYU_PATHS.orderByExtId(extOrderId));
  }

  private async retrieve(path: string): Promise<PayuOrder | null> {
    const answer = await this.api("GET", path, undefined, "retrieve order");
    if (answer.status === 404) {
      this.warn("retrieve order", answer, errorStatus(answer.body));
      return null;
    }
    const parsed = answer.status === 200 ? RetrieveAnswer.safeParse(answer.body) : null;
    if (!parsed?.success) throw this.unavailable("retrieve order", answer, answer.status === 200 ? "malformed answer" : `http-${answer.status}`);
    const order = parsed.data.orders[0]!;
    return {
      orderId: order.orderId,
      extOrderId: order.extOrderId ?? "",
      status: order.status,
      totalAmount: order.totalAmount,
      currencyCode: order.currencyCode,
      payMethodType: order.payMethod?.type ?? null,
    };
  }

  async cancelOrder(orderId: string): Promise<boolean> {
    const answer = await this.api("DELETE", PAYU_PATHS.order(orderId), undefined, "cancel order");
    if (answer.status === 200) {
      if (!CancelAnswer.safeParse(answer.body).success) throw this.unavailable("cancel order", answer, "malformed answer");
      return true;
    }
    if (answer.status >= 400 && answer.status < 500) {
      this.warn("cancel order", answer, errorStatus(answer.body));
      return false;
    }
    throw this.unavailable("cancel order", answer, `http-${answer.status}`);
  }

  async refund(orderId: string, amount: number | null, description: string, extRefundId?: string): Promise<PayuRefund | { refused: string }> {
    const request: RefundRequest = {
      refund: { description, ...(amount === null ? {} : { amount: String(amount) }), ...(extRefundId ? { extRefundId } : {}) },
    };
    const answer = await this.api("POST", PAYU_PATHS.refunds(orderId), request, "refund");
    if (answer.status === 200 || answer.status === 201) {
      const parsed = RefundAnswer.safeParse(answer.body);
      if (!parsed.success) throw this.unavailable("refund", answer, "malformed answer");
      const { refundId, amount: refunded, currencyCode, status } = parsed.data.refund;
      return { refundId, amount: refunded, currencyCode, status };
    }
    if (answer.status >= 400 && answer.status < 500) {
      const status = errorStatus(answer.body);
      this.warn("refund", answer, status);
      return { refused: status?.codeLiteral ?? status?.statusCode ?? `http-${answer.status}` };
    }
    throw this.unavailable("refund", answer, `http-${answer.status}`);
  }

  async refunds(orderId: string): Promise<PayuRefundRecord[] | null> {
    const answer = await this.api("GET", PAYU_PATHS.refunds(orderId), undefined, "refunds");
    if (answer.status === 404) return null;
    const parsed = answer.status === 200 ? RefundsAnswer.safeParse(answer.body) : null;
    if (!parsed?.success) throw this.unavailable("refunds", answer, answer.status === 200 ? "malformed answer" : `http-${answer.status}`);
    return parsed.data.refunds.map((r) => ({
      refundId: r.refundId,
      extRefundId: r.extRefundId ?? null,
      amount: r.amount,
      currencyCode: r.currencyCode,
      status: r.status,
    }));
  }

  async payMethods(language?: string): Promise<PayuPayMethodEntry[]> {
    const query = language ? `?lang=${encodeURIComponent(language)}` : "";
    const answer = await this.api("GET", `${PAYU_PATHS.payMethods}${query}`, undefined, "pay methods");
    const parsed = answer.status === 200 ? PayMethodsAnswer.safeParse(answer.body) : null;
    if (!parsed?.success) throw this.unavailable("pay methods", answer, answer.status === 200 ? "malformed answer" : `http-${answer.status}`);
    return parsed.data.payByLinks.map((m) => ({
      value: m.value,
      name: m.name,
      brandImageUrl: m.brandImageUrl ?? null,
      status: m.status,
      minAmount: m.minAmount ?? null,
      maxAmount: m.maxAmount ?? null,
    }));
  }

  verifyNotification(rawBody: Buffer | string, signatureHeader: string | undefined): PayuNotification | null {
    if (!verifySignature(rawBody, signatureHeader, this.options.secondKey)) return null;
    let json: unknown;
    try {
      json = JSON.parse(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
    } catch {
      return null;
    }
    const order = OrderNotificationBody.safeParse(json);
    if (order.success) {
      const o = order.data.order;
      return {
        kind: "order",
        orderId: o.orderId,
        extOrderId: o.extOrderId ?? "",
        status: o.status,
        totalAmount: o.totalAmount,
        currencyCode: o.currencyCode,
        payMethodType: o.payMethod?.type ?? null,
        paymentId: order.data.properties?.find((p) => p.name === "PAYMENT_ID")?.value ?? null,
      };
    }
    const refund = RefundNotificationBody.safeParse(json);
    if (refund.success) {
      const r = refund.data;
      return {
        kind: "refund",
        orderId: r.orderId,
        extOrderId: r.extOrderId ?? "",
        refundId: r.refund.refundId,
        amount: r.refund.amount,
        currencyCode: r.refund.currencyCode,
        status: r.refund.status,
      };
    }
    return null;
  }

  // -------------------------------------------------------------------------------------------------------------

  /** An API call with the cached token; a 401 gets one fresh token and one more try. 5xx and 429 throw. */
  private async api(method: string, path: string, body: unknown, what: string): Promise<Answer> {
    let token = await this.accessToken();
    let answer = await this.call(method, path, body, token, what);
    if (answer.status === 401) {
      this.warn(what, answer, errorStatus(answer.body), "token refused, asking for a new one");
      if (this.token?.value === token) this.token = null;
      token = await this.accessToken();
      answer = await this.call(method, path, body, token, what);
      if (answer.status === 401) throw this.unavailable(what, answer, "401 with a fresh token");
    }
    if (answer.status >= 500 || answer.status === 429) throw this.unavailable(what, answer, `http-${answer.status}`);
    if (answer.body === undefined) throw this.unavailable(what, answer, "malformed answer (not JSON)");
    return answer;
  }

  private call(method: string, path: string, body: unknown, token: string, what: string): Promise<Answer> {
    return this.send(what, `${this.baseUrl}${path}`, {
      method,
      headers: {
        accept: "application/json",
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** The cached token, or one shared request for a new one. */
  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.usableUntil) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: "client_credentials", client_id: this.options.clientId, client_secret: this.options.clientSecret });
    const answer = await this.send("oauth", `${this.baseUrl}${PAYU_PATHS.oauth}`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    const parsed = answer.status === 200 ? TokenAnswer.safeParse(answer.body) : null;
    if (!parsed?.success) throw this.unavailable("oauth", answer, answer.status === 200 ? "malformed answer" : `http-${answer.status}`);
    const lifetime = Math.max(0, parsed.data.expires_in - TOKEN_MARGIN_SECONDS);
    this.token = { value: parsed.data.access_token, usableUntil: this.now() + lifetime * 1000 };
    return parsed.data.access_token;
  }

  /** One HTTP exchange, never following redirects; the body read as JSON (undefined when it is not). */
  private async send(what: string, url: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    try {
      response = await this.doFetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
      throw this.unavailable(what, { status: 0, body: undefined, correlationId: null }, timedOut ? "timeout" : "network", err);
    }
    const correlationId = response.headers.get("correlation-id");
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      throw this.unavailable(what, { status: response.status, body: undefined, correlationId }, "timeout reading the body", err);
    }
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body, correlationId };
  }

  private unavailable(what: string, answer: Answer, reason: string, cause?: unknown): PayuUnavailable {
    const status = errorStatus(answer.body);
    this.log.warn(
      { payu: what, httpStatus: answer.status || null, correlationId: answer.correlationId, statusCode: status?.statusCode, err: cause },
      `PayU unavailable: ${what}: ${reason}`,
    );
    const error = new PayuUnavailable(`PayU ${what}: ${reason}`, answer.correlationId);
    if (cause !== undefined) error.cause = cause;
    return error;
  }

  private warn(what: string, answer: Answer, status: WireStatus | null, message?: string): void {
    this.log.warn(
      {
        payu: what,
        httpStatus: answer.status,
        correlationId: answer.correlationId,
        statusCode: status?.statusCode,
        codeLiteral: status?.codeLiteral,
        statusDesc: status?.statusDesc,
      },
      `PayU ${what}: ${message ?? `refused (${status?.codeLiteral ?? status?.statusCode ?? `http-${answer.status}`})`}`,
    );
  }
}

function errorStatus(body: unknown): WireStatus | null {
  const parsed = ErrorAnswer.safeParse(body);
  return parsed.success ? parsed.data.status : null;
}

/** The reusable card token (TOKC_) and its masked number, when the answer carries one (§1.5). */
function reusableToken(body: OrderCreateAnswer): { value: string; mask: string | null } | null {
  const method = body.payMethods?.payMethod;
  if (method?.type !== "CARD_TOKEN" || !method.value?.startsWith("TOKC_")) return null;
  return { value: method.value, mask: method.card?.number ?? null };
}

/** The client for the configured PayU (the sandbox, production, or the stand-in whose URL stand-ins.ts filled in). */
export function payuClientFromConfig(config: Config, log?: PayuLog): PayuClient {
  if (!config.PAYU_URL) throw new Error("PAYU_URL is not set (outside production the PayU stand-in fills it in: server/integrations/stand-ins.ts)");
  return new PayuClient({
    baseUrl: config.PAYU_URL,
    posId: config.PAYU_POS_ID,
    clientId: config.PAYU_CLIENT_ID,
    clientSecret: config.PAYU_CLIENT_SECRET,
    secondKey: config.PAYU_SECOND_KEY,
    timeoutMs: config.PAYU_TIMEOUT_MS,
    log,
  });
}
