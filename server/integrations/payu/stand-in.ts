/**
 * The PayU stand-in: a local PayU speaking REST API v2.1 (docs/polish-rules.md §1) for development and tests, so
 * the real client (client.ts) is what talks to it. It checks OAuth and the Bearer token, keeps its orders in
 * memory, answers order create 302 (pay-by-link, PayU's method picker: the hosted page at /pay/{orderId}) or 201
 * (BLIK code, card token) with the sandbox's rules, tokenises test cards from its card form (/javascript/sdk and
 * /front/card-form: stand-in-pages.ts), refunds completed orders, and sends signed notifications to the order's
 * notifyUrl as PayU does: each status change repeated, retried on a non-200 answer, and an earlier PENDING sent
 * again after COMPLETED (out of order). Tests steer it with `mode`, `setStatus`, `deliver` and `settled()`.
 *
 * Test cards (any future expiry, any CVV): 4444333322221111 Visa and 5434021016824014 Mastercard succeed,
 * 4000300011112220 is declined, 4012001037141112 asks for 3-D Secure, 4000000000009995 pays its FIRST payment but
 * its saved card's STANDARD charges are declined (INSUFFICIENT_FUNDS). BLIK codes: 777xxx and 200201 succeed,
 * 500500 declined, 700701 expired, 700702 cancelled, 700703 already used; every other 6-digit code is declined.
 * A reusable TOKC_ is charged STANDARD without 3-D Secure once its FIRST payment completed; `declineToken` makes its
 * later charges end CANCELED, `expireToken` makes order create refuse it. Orders are also found by extOrderId.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { isIP } from "node:net";
import type { FastifyReply } from "fastify";
import { listenControllable, standInServer, type ControllableStandIn, type StandInMode } from "../stand-in.ts";
import {
  PAYU_PATHS,
  PAYU_TOKEN_LIFETIME_SECONDS,
  signatureHeader,
  type OrderNotificationBody,
  type RefundNotificationBody,
  type SignatureAlgorithm,
  type WirePayByLink,
  type WireProduct,
} from "./protocol.ts";
import { cardFormPage, hostedPaymentPage, sdkScript, simplePage, threeDsPage } from "./stand-in-pages.ts";
import type { PayuOrderStatus } from "./types.ts";

// ---------------------------------------------------------------------------------------------------------------
// The sandbox's rules

export interface TestCard {
  number: string;
  brand: "visa" | "mastercard";
  outcome: "success" | "declined" | "3ds";
  /** its FIRST payment succeeds, every later STANDARD charge of its saved token is declined with this reason */
  recurringDeclines?: string;
}

/** The cards the stand-in's form tokenises; any other number is refused there. */
export const PAYU_TEST_CARDS: readonly TestCard[] = [
  { number: "4444333322221111", brand: "visa", outcome: "success" },
  { number: "5434021016824014", brand: "mastercard", outcome: "success" },
  { number: "4000300011112220", brand: "visa", outcome: "declined" },
  { number: "4012001037141112", brand: "visa", outcome: "3ds" },
  { number: "4000000000009995", brand: "visa", outcome: "success", recurringDeclines: "INSUFFICIENT_FUNDS" },
];

/** The sandbox's BLIK codes (§1.4): what a 6-digit code ends in, and why. */
export function blikOutcome(code: string): { status: "COMPLETED" | "CANCELED"; reason: string } {
  if (/^777\d{3}$/.test(code)) return { status: "COMPLETED", reason: "accepted" };
  if (code === "200201") return { status: "COMPLETED", reason: "accepted, token registered" };
  if (code === "500500") return { status: "CANCELED", reason: "declined" };
  if (code === "700701") return { status: "CANCELED", reason: "expired" };
  if (code === "700702") return { status: "CANCELED", reason: "cancelled" };
  if (code === "700703") return { status: "CANCELED", reason: "used" };
  return { status: "CANCELED", reason: "unknown code" };
}

const image = (name: string) => `https://static.payu.com/images/mobile/logos/pbl_${name}.png`;

/** A method's logo as the stand-in draws it: its name's first word on a tile, 64×32. */
function logo(name: string): string {
  const word = (name.replace(/^(Płacę z|Płać z|Przelew z|Płatność online)\s+/i, "").split(/\s+/)[0] ?? name).slice(0, 10);
  const text = word.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32"><rect x="0.5" y="0.5" width="63" height="31" rx="4" fill="#fff" stroke="#8a8f98"/><text x="32" y="20" font-family="sans-serif" font-size="10" font-weight="700" text-anchor="middle" fill="#1c2a3a">${text}</text></svg>`;
}

/** The POS's pay methods (`GET /api/v2_1/paymethods`): a dozen banks, BLIK, card, wallets, pay later, one disabled bank. */
export const PAYU_STAND_IN_PAY_METHODS: readonly WirePayByLink[] = [
  { value: "blik", name: "BLIK", brandImageUrl: image("blik"), status: "ENABLED", minAmount: 1, maxAmount: 99999999 },
  { value: "c", name: "Płatność online kartą płatniczą", brandImageUrl: image("c"), status: "ENABLED", minAmount: 1, maxAmount: 99999999 },
  { value: "ap", name: "Google Pay", brandImageUrl: image("ap"), status: "ENABLED", minAmount: 1, maxAmount: 99999999 },
  { value: "jp", name: "Apple Pay", brandImageUrl: image("jp"), status: "ENABLED", minAmount: 1, maxAmount: 99999999 },
  { value: "dpt", name: "Twisto pay later", brandImageUrl: image("dpt"), status: "ENABLED", minAmount: 1000, maxAmount: 300000 },
  { value: "m", name: "mTransfer", brandImageUrl: image("m"), status: "ENABLED" },
  { value: "p", name: "Płacę z iPKO", brandImageUrl: image("p"), status: "ENABLED" },
  { value: "g", name: "Płacę z ING", brandImageUrl: image("g"), status: "ENABLED" },
  { value: "o", name: "Pekao24Przelew", brandImageUrl: image("o"), status: "ENABLED" },
  { value: "wm", name: "Przelew z Millennium", brandImageUrl: image("wm"), status: "ENABLED" },
  { value: "ab", name: "Płacę z Alior Bankiem", brandImageUrl: image("ab"), status: "ENABLED" },
  { value: "as", name: "Przelew z Santandera", brandImageUrl: image("as"), status: "ENABLED" },
  { value: "pcz", name: "Płacę z Citi Handlowy", brandImageUrl: image("pcz"), status: "ENABLED" },
  { value: "bo", name: "Płać z BOŚ", brandImageUrl: image("bo"), status: "ENABLED" },
  { value: "bnx", name: "Płacę z BNP Paribas", brandImageUrl: image("bnx"), status: "ENABLED" },
  { value: "vw", name: "Przelew z VeloBanku", brandImageUrl: image("vw"), status: "ENABLED" },
  { value: "nlx", name: "Płacę z Nest Bankiem", brandImageUrl: image("nlx"), status: "ENABLED" },
  { value: "ps", name: "Płacę z PBS", brandImageUrl: image("ps"), status: "DISABLED" },
];

// ---------------------------------------------------------------------------------------------------------------
// State and handle

export interface PayuStandInRefund {
  refundId: string;
  /** the shop's id of the request, when it sent one: a repeated id gets this refund back, not a second one */
  extRefundId?: string;
  amount: number;
  currencyCode: string;
  description: string;
  creationDateTime: string;
  status: "PENDING" | "FINALIZED";
}

export interface PayuStandInOrder {
  orderId: string;
  extOrderId: string | null;
  orderCreateDate: string;
  notifyUrl: string | null;
  continueUrl: string | null;
  customerIp: string;
  merchantPosId: string;
  description: string;
  currencyCode: string;
  /** grosze */
  totalAmount: number;
  buyer: Record<string, unknown> | null;
  products: WireProduct[];
  validityTime: number;
  /** as sent (PBL, BLIK_AUTHORIZATION_CODE, CARD_TOKEN, PAYMENT_WALL), or what the buyer chose on the hosted page */
  payMethod: { type: string; value?: string } | null;
  recurring: "FIRST" | "STANDARD" | null;
  status: PayuOrderStatus;
  paymentId: string | null;
  /** why it ended so: BLIK "accepted", "declined", "expired", "cancelled", "used", "unknown code"; cards "declined", "3ds rejected"; "cancelled by the buyer", "cancelled by the merchant" */
  reason: string | null;
  /** the reusable TOKC_ this order's MULTI card token became */
  reusableToken: string | null;
  refunds: PayuStandInRefund[];
}

export interface PayuStandInNotification {
  kind: "order" | "refund";
  orderId: string;
  /** the order's status, or the refund's */
  status: string;
  url: string;
  body: string;
  signature: string;
  /** an earlier status sent again after a later one (PayU's out-of-order delivery) */
  replay: boolean;
  /** HTTP status of each try; 0 when the request failed */
  answers: number[];
  delivered: boolean;
}

/** How a notification reaches notifyUrl; a test may inject it into a Fastify app instead. Answers the HTTP status. */
export type PayuDeliver = (url: string, request: { headers: Record<string, string>; body: string }) => Promise<number>;

export interface PayuStandInOptions {
  port?: number;
  posId: string;
  clientId: string;
  clientSecret: string;
  secondKey: string;
  /** how many times each status change is sent (default 2) */
  notificationRepeats?: number;
  /** pause after each delivered notification (default 0) */
  notificationDelayMs?: number;
  /** from a BLIK code's PENDING to its end, the buyer confirming in the bank app (default 2000) */
  blikDelayMs?: number;
  /** from a card payment's PENDING to its end (default 300) */
  cardDelayMs?: number;
  /** the first pause between tries of a refused notification, doubled each time; the first retry is at once (default 100) */
  retryDelayMs?: number;
  /** tries per notification (default 4) */
  deliveryTries?: number;
  /** re-send the PENDING notification after COMPLETED (default true) */
  outOfOrder?: boolean;
  /**
   * Deliver the notifications of different orders at the same time, as PayU does (one order's stay in order).
   * Default false: one queue for all, so a test sees them in a fixed order; the renewals benchmark turns it on.
   */
  concurrentOrders?: boolean;
  signatureAlgorithm?: SignatureAlgorithm;
  deliver?: PayuDeliver;
}

export interface PayuStandIn extends ControllableStandIn {
  readonly posId: string;
  /** by PayU orderId */
  readonly orders: ReadonlyMap<string, PayuStandInOrder>;
  /** every notification queued, in order, with the answers it got */
  readonly notifications: PayuStandInNotification[];
  /** OAuth token requests answered with a token */
  tokenRequests: number;
  signatureAlgorithm: SignatureAlgorithm;
  deliver: PayuDeliver;
  /** the order of an extOrderId */
  findOrder(extOrderId: string): PayuStandInOrder | undefined;
  /** moves an order to a status (any, even back) and notifies, as if PayU had */
  setStatus(orderId: string, status: PayuOrderStatus, reason?: string): void;
  /** makes every token issued so far invalid: the next API call gets 401 */
  expireTokens(): void;
  /** the reusable card token (TOKC_) an order of this extOrderId paid with, once it completed or was made with one */
  reusableTokenOf(extOrderId: string): string | undefined;
  /** every later charge of this reusable card token (TOKC_) is declined by the bank: PENDING, then CANCELED with `reason` */
  declineToken(token: string, reason?: string): void;
  /** this reusable card token (TOKC_) is no longer valid (the card expired or was replaced): order create refuses it */
  expireToken(token: string): void;
  /**
   * A reusable card token (TOKC_) of a test card whose FIRST payment is taken as done, for a benchmark that needs
   * many customers with saved cards without paying each first: STANDARD charges of it are accepted.
   */
  savedCard(cardNumber?: string): { token: string; mask: string };
  /** resolves when every scheduled status change and queued notification is done */
  settled(): Promise<void>;
}

const FINAL: ReadonlySet<PayuOrderStatus> = new Set(["COMPLETED", "CANCELED"]);
const REQUIRED_FIELDS = ["customerIp", "merchantPosId", "description", "currencyCode", "totalAmount", "products"] as const;

interface IssuedCardToken {
  number: string;
  card: TestCard;
  expirationMonth: string;
  expirationYear: string;
  type: "SINGLE" | "SINGLE_LONGTERM" | "MULTI";
  used: boolean;
}
interface ReusableCardToken {
  card: TestCard;
  mask: string;
  expirationMonth: string;
  expirationYear: string;
  /** its FIRST payment completed: STANDARD charges allowed */
  verified: boolean;
  /** set by declineToken: later charges end CANCELED with this reason */
  declines?: string;
  /** set by expireToken: order create refuses the token */
  expired?: boolean;
}

type Refusal = { http: number; statusCode: string; codeLiteral?: string; code?: string; statusDesc: string };

function refusal(http: number, statusCode: string, statusDesc: string, codeLiteral?: string, code?: string): Refusal {
  return { http, statusCode, statusDesc, codeLiteral, code };
}

function sendRefusal(reply: FastifyReply, r: Refusal) {
  const status = {
    statusCode: r.statusCode,
    severity: "ERROR",
    ...(r.code ? { code: r.code } : {}),
    ...(r.codeLiteral ? { codeLiteral: r.codeLiteral } : {}),
    statusDesc: r.statusDesc,
  };
  return reply.code(r.http).send({ status });
}

/** "WZHF5FFDRJ261123GUEST000P01", shaped like PayU's order ids. */
function newOrderId(now: Date): string {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const random = [...randomBytes(10)].map((b) => letters[b % letters.length]).join("");
  const day = now.toISOString().slice(2, 10).replaceAll("-", "");
  return `${random}${day}GUEST000P01`;
}

export function maskCard(number: string): string {
  return `${number.slice(0, 6)}${"*".repeat(number.length - 10)}${number.slice(-4)}`;
}

function withQuery(url: string, name: string, value: string): string {
  try {
    const u = new URL(url);
    u.searchParams.append(name, value);
    return u.toString();
  } catch {
    return url;
  }
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
const digits = (v: unknown): string | null =>
  typeof v === "string" && /^\d+$/.test(v) ? v : typeof v === "number" && Number.isInteger(v) && v >= 0 ? String(v) : null;

export async function startPayuStandIn(options: PayuStandInOptions): Promise<PayuStandIn> {
  const repeats = Math.max(1, options.notificationRepeats ?? 2);
  const blikDelayMs = options.blikDelayMs ?? 2000;
  const cardDelayMs = options.cardDelayMs ?? 300;
  const retryDelayMs = options.retryDelayMs ?? 100;
  const deliveryTries = Math.max(1, options.deliveryTries ?? 4);
  const outOfOrder = options.outOfOrder ?? true;

  const orders = new Map<string, PayuStandInOrder>();
  const byExtOrderId = new Map<string, string>();
  const accessTokens = new Set<string>();
  const cardTokens = new Map<string, IssuedCardToken>();
  const reusableTokens = new Map<string, ReusableCardToken>();
  /** the body each order's PENDING notification carried, for the out-of-order replay */
  const pendingBodies = new Map<string, string>();
  let refundSeq = 5_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

  // --- the clock of scheduled work, so that settled() and close() know about it
  let busy = 0;
  let closed = false;
  let idle: (() => void)[] = [];
  const timers = new Map<NodeJS.Timeout, () => void>();
  const track = (work: Promise<unknown>) => {
    busy++;
    void work.finally(() => {
      busy--;
      if (busy === 0) {
        const waiting = idle;
        idle = [];
        for (const resolve of waiting) resolve();
      }
    });
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closed || ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      timers.set(timer, resolve);
    });
  /** runs `fn` after `ms`, unless the stand-in closed meanwhile */
  const later = (ms: number, fn: () => void) =>
    track(
      sleep(ms).then(() => {
        if (!closed) fn();
      }),
    );

  // --- notifications
  // One queue for all notifications, or one per PayU order (concurrentOrders).
  const queues = new Map<string, Promise<void>>();
  const enqueue = (n: PayuStandInNotification) => {
    state.notifications.push(n);
    const key = options.concurrentOrders ? n.orderId : "";
    const next = (queues.get(key) ?? Promise.resolve()).then(() => deliverOne(n));
    queues.set(key, next);
    void next.finally(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
    track(next);
  };
  const deliverOne = async (n: PayuStandInNotification) => {
    for (let attempt = 1; attempt <= deliveryTries && !closed; attempt++) {
      if (attempt > 2) await sleep(retryDelayMs * 2 ** (attempt - 3));
      if (closed) return;
      const headers = {
        "content-type": "application/json;charset=UTF-8",
        "openpayu-signature": n.signature,
        "x-openpayu-signature": n.signature,
        "user-agent": "Jakarta Commons-HttpClient/3.1 (PayU stand-in)",
      };
      const status = await state.deliver(n.url, { headers, body: n.body }).catch(() => 0);
      n.answers.push(status);
      if (status === 200) {
        n.delivered = true;
        break;
      }
    }
    if (options.notificationDelayMs) await sleep(options.notificationDelayMs);
  };
  const notify = (kind: "order" | "refund", order: PayuStandInOrder, status: string, body: string, times: number, replay = false) => {
    if (!order.notifyUrl || closed) return;
    const signature = signatureHeader(body, options.secondKey, state.signatureAlgorithm);
    for (let i = 0; i < times; i++) {
      enqueue({ kind, orderId: order.orderId, status, url: order.notifyUrl, body, signature, replay, answers: [], delivered: false });
    }
  };

  const wireOrder = (o: PayuStandInOrder) => ({
    orderId: o.orderId,
    ...(o.extOrderId ? { extOrderId: o.extOrderId } : {}),
    orderCreateDate: o.orderCreateDate,
    ...(o.notifyUrl ? { notifyUrl: o.notifyUrl } : {}),
    customerIp: o.customerIp,
    merchantPosId: o.merchantPosId,
    description: o.description,
    currencyCode: o.currencyCode,
    totalAmount: String(o.totalAmount),
    ...(o.buyer ? { buyer: o.buyer } : {}),
    products: o.products,
    ...(o.payMethod ? { payMethod: { type: o.payMethod.type } } : {}),
    status: o.status,
  });
  const properties = (o: PayuStandInOrder) => (o.paymentId ? [{ name: "PAYMENT_ID", value: o.paymentId }] : undefined);

  /** Moves an order to `status` and notifies (PayU sends no notification for NEW). */
  const changeStatus = (order: PayuStandInOrder, status: PayuOrderStatus, reason: string | null = null) => {
    if (order.status === status) return;
    order.status = status;
    if (reason) order.reason = reason;
    if (status !== "NEW" && !order.paymentId) order.paymentId = String(100_000_000 + Math.floor(Math.random() * 900_000_000));
    if (status === "COMPLETED" && order.reusableToken) {
      const token = reusableTokens.get(order.reusableToken);
      if (token && order.recurring !== "STANDARD") token.verified = true;
    }
    if (status === "NEW") return;
    const body: OrderNotificationBody = {
      order: wireOrder(order),
      ...(status === "COMPLETED" ? { localReceiptDateTime: new Date().toISOString() } : {}),
      ...(properties(order) ? { properties: properties(order) } : {}),
    };
    const json = JSON.stringify(body);
    if (status === "PENDING") pendingBodies.set(order.orderId, json);
    notify("order", order, status, json, repeats);
    const earlier = pendingBodies.get(order.orderId);
    if (status === "COMPLETED" && outOfOrder && earlier) notify("order", order, "PENDING", earlier, 1, true);
  };

  const finishRefund = (order: PayuStandInOrder, refund: PayuStandInRefund) => {
    refund.status = "FINALIZED";
    const now = new Date().toISOString();
    const body: RefundNotificationBody = {
      orderId: order.orderId,
      ...(order.extOrderId ? { extOrderId: order.extOrderId } : {}),
      refund: {
        refundId: refund.refundId,
        amount: String(refund.amount),
        currencyCode: refund.currencyCode,
        status: "FINALIZED",
        statusDateTime: now,
        reason: "refund",
        reasonDescription: refund.description,
        refundDate: refund.creationDateTime,
      },
    };
    notify("refund", order, "FINALIZED", JSON.stringify(body), repeats);
  };

  // --- the server
  const app = standInServer();
  const state = {
    mode: "normal" as StandInMode,
    calls: 0,
    posId: options.posId,
    orders: orders as ReadonlyMap<string, PayuStandInOrder>,
    notifications: [] as PayuStandInNotification[],
    tokenRequests: 0,
    signatureAlgorithm: options.signatureAlgorithm ?? ("MD5" as SignatureAlgorithm),
    deliver: options.deliver ?? defaultDeliver,
    findOrder: (extOrderId: string) => {
      const id = byExtOrderId.get(extOrderId);
      return id ? orders.get(id) : undefined;
    },
    setStatus: (orderId: string, status: PayuOrderStatus, reason?: string) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`PayU stand-in: no order ${orderId}`);
      changeStatus(order, status, reason ?? null);
    },
    expireTokens: () => accessTokens.clear(),
    reusableTokenOf: (extOrderId: string) => {
      const id = byExtOrderId.get(extOrderId);
      return (id ? orders.get(id)?.reusableToken : null) ?? undefined;
    },
    declineToken: (token: string, reason = "INSUFFICIENT_FUNDS") => {
      const t = reusableTokens.get(token);
      if (!t) throw new Error(`PayU stand-in: no reusable token ${token}`);
      t.declines = reason;
    },
    expireToken: (token: string) => {
      const t = reusableTokens.get(token);
      if (!t) throw new Error(`PayU stand-in: no reusable token ${token}`);
      t.expired = true;
    },
    savedCard: (cardNumber = "4444333322221111") => {
      const card = PAYU_TEST_CARDS.find((c) => c.number === cardNumber);
      if (!card) throw new Error(`PayU stand-in: ${cardNumber} is not a test card`);
      const token = `TOKC_${randomBytes(12).toString("hex").toUpperCase()}`;
      const mask = maskCard(cardNumber);
      reusableTokens.set(token, { card, mask, expirationMonth: "12", expirationYear: "2030", verified: true });
      return { token, mask };
    },
    settled: () => (busy === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve))),
  };
  /** the stand-in's own URL (set by listenControllable) */
  const base = () => (state as { url?: string }).url ?? "";

  const formBody = (body: unknown): URLSearchParams => new URLSearchParams(typeof body === "string" ? body : "");
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => done(null, body));
  app.addContentTypeParser("*", { parseAs: "string" }, (_req, body, done) => done(null, body));
  app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
    const http = err.statusCode && err.statusCode < 500 ? 400 : 500;
    return sendRefusal(reply, refusal(http, http === 400 ? "ERROR_SYNTAX" : "ERROR_INTERNAL", err.message));
  });

  const isApi = (url: string) => url.startsWith("/api/") || url.startsWith(PAYU_PATHS.oauth);
  app.addHook("onRequest", async (req, reply) => {
    reply.header("Correlation-Id", randomUUID());
    if (!isApi(req.url)) return;
    state.calls++;
    if (state.mode === "hang") return new Promise<void>(() => undefined);
    if (state.mode === "down") return sendRefusal(reply, refusal(503, "SERVICE_NOT_AVAILABLE", "Service is temporarily unavailable"));
    if (state.mode === "malformed") return reply.code(200).type("application/json").send('{"status":{"statusCode":"SUCC');
    if (!req.url.startsWith("/api/")) {
      // Checked before the body is parsed: PayU answers 401 to any other content type (§1.1).
      if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")) {
        return reply.code(401).send({ error: "unauthorized", error_description: "Full authentication is required to access this resource" });
      }
      return;
    }
    const auth = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
    if (!auth || !accessTokens.has(auth[1]!))
      return sendRefusal(reply, refusal(401, "UNAUTHORIZED", "Full authentication is required to access this resource"));
  });

  // OAuth (§1.1)
  app.post(PAYU_PATHS.oauth, async (req, reply) => {
    const form = formBody(req.body);
    if (form.get("grant_type") !== "client_credentials") {
      return reply.code(400).send({ error: "unsupported_grant_type", error_description: `Unsupported grant type: ${form.get("grant_type") ?? ""}` });
    }
    if (form.get("client_id") !== options.clientId || form.get("client_secret") !== options.clientSecret) {
      return reply.code(401).send({ error: "invalid_client", error_description: "Bad client credentials" });
    }
    const token = randomUUID();
    accessTokens.add(token);
    state.tokenRequests++;
    return { access_token: token, token_type: "bearer", expires_in: PAYU_TOKEN_LIFETIME_SECONDS, grant_type: "client_credentials" };
  });

  // Order create (§1.2–§1.5)
  app.post(PAYU_PATHS.orders, async (req, reply) => {
    const b = req.body;
    if (b === null || typeof b !== "object" || Array.isArray(b)) return sendRefusal(reply, refusal(400, "ERROR_SYNTAX", "Syntax error in request body"));
    const body = b as Record<string, unknown>;
    for (const field of REQUIRED_FIELDS) {
      const v = body[field];
      if (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0)) {
        return sendRefusal(reply, refusal(400, "ERROR_VALUE_MISSING", `Missing required field: ${field}`, "MISSING_REQUIRED_FIELD"));
      }
    }
    if (String(body.merchantPosId) !== options.posId) {
      return sendRefusal(reply, refusal(403, "UNAUTHORIZED_REQUEST", "The token's POS is not the order's merchantPosId", "INVALID_AUTH_FOR_THIS_ORDER"));
    }
    const customerIp = String(body.customerIp);
    if (isIP(customerIp) === 0 || customerIp === "0.0.0.0")
      return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Invalid customerIp", "INVALID_CUSTOMER_IP"));
    const total = digits(body.totalAmount);
    if (total === null) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Invalid totalAmount", "INVALID_TOTAL_AMOUNT"));
    if (body.currencyCode !== "PLN") return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "This POS accepts PLN only", "INVALID_CURRENCY_CODE"));
    const description = text(body.description);
    if (description === null || description.length > 4000) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Invalid description"));
    const products: WireProduct[] = [];
    for (const p of Array.isArray(body.products) ? (body.products as unknown[]) : []) {
      const product = (p ?? {}) as Record<string, unknown>;
      const name = text(product.name);
      const unitPrice = digits(product.unitPrice);
      const quantity = digits(product.quantity);
      if (name === null || unitPrice === null || quantity === null) {
        return sendRefusal(reply, refusal(400, "ERROR_VALUE_MISSING", "Each product needs name, unitPrice and quantity", "MISSING_REQUIRED_FIELD"));
      }
      products.push({ name, unitPrice, quantity });
    }
    if (products.length === 0) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Invalid products"));
    const extOrderId = text(body.extOrderId);
    if (extOrderId !== null && byExtOrderId.has(extOrderId)) {
      return sendRefusal(reply, refusal(400, "ERROR_ORDER_NOT_UNIQUE", "Order with the given extOrderId already exists", "ORDER_NOT_UNIQUE"));
    }
    const payMethods = body.payMethods as { payMethod?: { type?: unknown; value?: unknown } } | undefined;
    const method = payMethods?.payMethod;
    const type = method === undefined ? "PAYMENT_WALL" : String(method.type ?? "");
    const value = typeof method?.value === "string" ? method.value : "";
    const recurring = body.recurring === "FIRST" || body.recurring === "STANDARD" ? body.recurring : null;
    if (body.recurring !== undefined && recurring === null) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Invalid recurring"));
    if (recurring && type !== "CARD_TOKEN") return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "recurring needs a CARD_TOKEN pay method"));
    const totalAmount = Number(total);

    // Each method's own checks, before the order exists.
    let issued: IssuedCardToken | null = null;
    let reusable: { value: string; token: ReusableCardToken } | null = null;
    if (type === "PBL") {
      const known = PAYU_STAND_IN_PAY_METHODS.find((m) => m.value === value);
      if (!known) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", `Unknown pay method value: ${value}`, "INVALID_PAY_METHOD"));
      if (known.status !== "ENABLED")
        return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", `Pay method ${value} is not available`, "PAY_METHOD_DISABLED"));
      if ((known.minAmount != null && totalAmount < Number(known.minAmount)) || (known.maxAmount != null && totalAmount > Number(known.maxAmount))) {
        return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", `Amount outside the limits of ${value}`, "INVALID_AMOUNT_FOR_PAY_METHOD"));
      }
    } else if (type === "BLIK_AUTHORIZATION_CODE") {
      if (!/^\d{6}$/.test(value)) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Invalid BLIK code", "INVALID_BLIK_CODE"));
    } else if (type === "CARD_TOKEN") {
      if (value.startsWith("TOKC_")) {
        const token = reusableTokens.get(value);
        if (!token) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Invalid card token", "INVALID_TOKEN"));
        if (token.expired) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "The card token is no longer valid", "INVALID_TOKEN"));
        if (recurring === "STANDARD" && !token.verified) {
          return sendRefusal(
            reply,
            refusal(400, "ERROR_VALUE_INVALID", "Recurring STANDARD payment refused: non-verified first Payment", "NON_VERIFIED_FIRST_PAYMENT"),
          );
        }
        reusable = { value, token };
      } else {
        const token = cardTokens.get(value);
        if (!token || token.used) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Invalid card token", "INVALID_TOKEN"));
        if (recurring === "STANDARD") {
          return sendRefusal(
            reply,
            refusal(400, "ERROR_VALUE_INVALID", "Recurring STANDARD payment refused: non-verified first Payment", "NON_VERIFIED_FIRST_PAYMENT"),
          );
        }
        issued = token;
      }
    } else if (type !== "PAYMENT_WALL") {
      return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", `Unsupported payMethod type: ${type}`, "INVALID_PAY_METHOD"));
    }

    const now = new Date();
    const order: PayuStandInOrder = {
      orderId: newOrderId(now),
      extOrderId,
      orderCreateDate: now.toISOString(),
      notifyUrl: text(body.notifyUrl),
      continueUrl: text(body.continueUrl),
      customerIp,
      merchantPosId: options.posId,
      description,
      currencyCode: "PLN",
      totalAmount,
      buyer: body.buyer && typeof body.buyer === "object" ? (body.buyer as Record<string, unknown>) : null,
      products,
      validityTime: typeof body.validityTime === "number" ? body.validityTime : 86_400,
      payMethod: type === "PAYMENT_WALL" ? null : { type, value },
      recurring,
      status: "NEW",
      paymentId: null,
      reason: null,
      reusableToken: null,
      refunds: [],
    };
    orders.set(order.orderId, order);
    if (extOrderId !== null) byExtOrderId.set(extOrderId, order.orderId);
    const ids = { orderId: order.orderId, ...(extOrderId ? { extOrderId } : {}) };

    if (type === "PAYMENT_WALL" || type === "PBL") {
      const redirectUri = `${base()}/pay/${order.orderId}`;
      return reply
        .code(302)
        .header("Location", redirectUri)
        .send({ status: { statusCode: "SUCCESS" }, redirectUri, ...ids });
    }
    if (type === "BLIK_AUTHORIZATION_CODE") {
      changeStatus(order, "PENDING");
      const outcome = blikOutcome(value);
      later(blikDelayMs, () => {
        if (order.status === "PENDING") changeStatus(order, outcome.status, outcome.reason);
      });
      return reply.code(201).send({ status: { statusCode: "SUCCESS" }, ...ids });
    }

    // CARD_TOKEN
    let card: TestCard;
    let tokenAnswer: { type: "CARD_TOKEN"; value: string; card: { number: string; expirationMonth: string; expirationYear: string } } | null = null;
    if (issued) {
      issued.used = true;
      card = issued.card;
      if (issued.type === "MULTI") {
        const tokc = `TOKC_${randomBytes(12).toString("hex").toUpperCase()}`;
        const mask = maskCard(issued.number);
        reusableTokens.set(tokc, { card, mask, expirationMonth: issued.expirationMonth, expirationYear: issued.expirationYear, verified: false });
        order.reusableToken = tokc;
        tokenAnswer = {
          type: "CARD_TOKEN",
          value: tokc,
          card: { number: mask, expirationMonth: issued.expirationMonth, expirationYear: issued.expirationYear },
        };
      }
    } else {
      const { token, value: tokc } = reusable!;
      const declines = token.declines ?? (recurring === "STANDARD" ? token.card.recurringDeclines : undefined);
      card = declines ? { ...token.card, outcome: "declined", recurringDeclines: declines } : token.card;
      order.reusableToken = tokc;
      tokenAnswer = {
        type: "CARD_TOKEN",
        value: tokc,
        card: { number: token.mask, expirationMonth: token.expirationMonth, expirationYear: token.expirationYear },
      };
    }
    const answerPayMethods = tokenAnswer ? { payMethods: { payMethod: tokenAnswer } } : {};
    changeStatus(order, "PENDING");
    // A merchant-initiated STANDARD charge has no buyer present: no 3-D Secure.
    if (card.outcome === "3ds" && recurring !== "STANDARD") {
      const redirectUri = `${base()}/3ds/${order.orderId}`;
      return reply
        .code(302)
        .header("Location", redirectUri)
        .send({ status: { statusCode: "WARNING_CONTINUE_3DS", statusDesc: "Continue 3DS authentication" }, redirectUri, ...ids, ...answerPayMethods });
    }
    later(cardDelayMs, () => {
      if (order.status !== "PENDING") return;
      if (card.outcome === "declined") changeStatus(order, "CANCELED", card.recurringDeclines ?? "declined");
      else changeStatus(order, "COMPLETED", "accepted");
    });
    return reply.code(201).send({ status: { statusCode: "SUCCESS" }, ...ids, ...answerPayMethods });
  });

  // Retrieve (§1.8), by PayU's orderId or by the shop's extOrderId
  app.get<{ Params: { orderId?: string; extOrderId?: string } }>(`${PAYU_PATHS.orders}/:orderId`, retrieve);
  app.get<{ Params: { orderId?: string; extOrderId?: string } }>(`${PAYU_PATHS.orders}/ext/:extOrderId`, retrieve);
  async function retrieve(req: { params: { orderId?: string; extOrderId?: string } }, reply: FastifyReply) {
    const id = req.params.orderId ?? byExtOrderId.get(req.params.extOrderId ?? "");
    const order = id ? orders.get(id) : undefined;
    if (!order) return reply.code(404).send({ status: { statusCode: "DATA_NOT_FOUND", severity: "INFO", statusDesc: "Could not find order" } });
    const props = properties(order);
    return {
      orders: [{ ...wireOrder(order), validityTime: String(order.validityTime) }],
      status: { statusCode: "SUCCESS", statusDesc: "Request processing successful" },
      ...(props ? { properties: props } : {}),
    };
  }

  // Cancel (§1.6)
  app.delete<{ Params: { orderId: string } }>(`${PAYU_PATHS.orders}/:orderId`, async (req, reply) => {
    const order = orders.get(req.params.orderId);
    if (!order) return reply.code(404).send({ status: { statusCode: "DATA_NOT_FOUND", severity: "INFO", statusDesc: "Could not find order" } });
    if (order.status === "COMPLETED") return sendRefusal(reply, refusal(400, "BUSINESS_ERROR", "A completed order cannot be cancelled", "ORDER_COMPLETED"));
    changeStatus(order, "CANCELED", order.status === "CANCELED" ? order.reason : "cancelled by the merchant");
    return {
      orderId: order.orderId,
      ...(order.extOrderId ? { extOrderId: order.extOrderId } : {}),
      status: { statusCode: "SUCCESS", statusDesc: "Request processing successful" },
    };
  });

  // Refunds (§1.8)
  app.post<{ Params: { orderId: string } }>(`${PAYU_PATHS.orders}/:orderId/refunds`, async (req, reply) => {
    const order = orders.get(req.params.orderId);
    if (!order) return reply.code(404).send({ status: { statusCode: "DATA_NOT_FOUND", severity: "INFO", statusDesc: "Could not find order" } });
    const refund = ((req.body ?? {}) as { refund?: { description?: unknown; amount?: unknown; extRefundId?: unknown } }).refund;
    const description = text(refund?.description);
    if (!refund || description === null)
      return sendRefusal(reply, refusal(400, "ERROR_VALUE_MISSING", "Missing required field: refund.description", "MISSING_REQUIRED_FIELD"));
    // PayU makes one refund per extRefundId: the same request again answers with the refund already made.
    const extRefundId = text(refund.extRefundId) ?? undefined;
    const made = extRefundId === undefined ? undefined : order.refunds.find((r) => r.extRefundId === extRefundId);
    if (made)
      return {
        orderId: order.orderId,
        refund: { ...made, amount: String(made.amount) },
        status: { statusCode: "SUCCESS", statusDesc: "Refund already made for this extRefundId" },
      };
    if (order.status !== "COMPLETED") return sendRefusal(reply, refusal(400, "BUSINESS_ERROR", "Transaction not ended", "TRANS_NOT_ENDED", "8300"));
    const left = order.totalAmount - order.refunds.reduce((sum, r) => sum + r.amount, 0);
    if (left <= 0) return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "The order has been refunded in full", "PAID", "9106"));
    let amount = left;
    if (refund.amount !== undefined) {
      const asked = digits(refund.amount);
      if (asked === null || Number(asked) === 0)
        return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Refund amount too small", "AMOUNT_TO_SMALL", "9103"));
      if (Number(asked) > left)
        return sendRefusal(reply, refusal(400, "ERROR_VALUE_INVALID", "Refund amount bigger than what is left", "AMOUNT_TO_BIG", "9102"));
      amount = Number(asked);
    }
    const record: PayuStandInRefund = {
      refundId: String(++refundSeq),
      ...(extRefundId === undefined ? {} : { extRefundId }),
      amount,
      currencyCode: order.currencyCode,
      description,
      creationDateTime: new Date().toISOString(),
      status: "PENDING",
    };
    order.refunds.push(record);
    later(0, () => finishRefund(order, record));
    return {
      orderId: order.orderId,
      refund: { ...record, amount: String(record.amount), status: "PENDING" },
      status: { statusCode: "SUCCESS", statusDesc: "Refund queued for processing" },
    };
  });

  app.get<{ Params: { orderId: string } }>(`${PAYU_PATHS.orders}/:orderId/refunds`, async (req, reply) => {
    const order = orders.get(req.params.orderId);
    if (!order) return reply.code(404).send({ status: { statusCode: "DATA_NOT_FOUND", severity: "INFO", statusDesc: "Could not find order" } });
    return { refunds: order.refunds.map((r) => ({ ...r, amount: String(r.amount) })) };
  });

  // Pay methods (§1.3)
  // The logos are the stand-in's own (PayU's are on static.payu.com, which development and tests need not reach).
  app.get(PAYU_PATHS.payMethods, async (req) => ({
    cardTokens: [],
    pexTokens: [],
    payByLinks: PAYU_STAND_IN_PAY_METHODS.map((m) => ({ ...m, brandImageUrl: `http://${req.headers.host}/logos/${m.value}.svg` })),
    status: { statusCode: "SUCCESS" },
  }));
  app.get<{ Params: { file: string } }>("/logos/:file", async (req, reply) => {
    const method = PAYU_STAND_IN_PAY_METHODS.find((m) => `${m.value}.svg` === req.params.file);
    if (!method) return reply.code(404).send();
    return reply.type("image/svg+xml").header("Cache-Control", "public, max-age=86400").send(logo(method.name));
  });

  // The hosted payment page: NEW → PENDING on a visit; "Zapłać" → COMPLETED, "Anuluj" → CANCELED, back to continueUrl.
  const html = (reply: FastifyReply, page: string, code = 200) =>
    reply.code(code).type("text/html; charset=utf-8").header("Cache-Control", "no-store").send(page);
  const backTo = (reply: FastifyReply, order: PayuStandInOrder, failed: boolean) => {
    if (!order.continueUrl) return html(reply, simplePage(failed ? "Płatność anulowana" : "Płatność przyjęta", "Możesz zamknąć tę stronę."));
    return reply.redirect(failed ? withQuery(order.continueUrl, "error", "501") : order.continueUrl, 302);
  };
  app.get<{ Params: { orderId: string } }>("/pay/:orderId", async (req, reply) => {
    const order = orders.get(req.params.orderId);
    if (!order) return html(reply, simplePage("Nie znaleziono płatności", "Ta płatność nie istnieje."), 404);
    if (order.status === "NEW") changeStatus(order, "PENDING");
    const methods = PAYU_STAND_IN_PAY_METHODS.filter((m) => m.status === "ENABLED");
    return html(reply, hostedPaymentPage(order, methods));
  });
  app.post<{ Params: { orderId: string } }>("/pay/:orderId", async (req, reply) => {
    const order = orders.get(req.params.orderId);
    if (!order) return html(reply, simplePage("Nie znaleziono płatności", "Ta płatność nie istnieje."), 404);
    const form = formBody(req.body);
    if (FINAL.has(order.status)) return backTo(reply, order, order.status === "CANCELED");
    if (form.get("action") === "cancel") {
      changeStatus(order, "CANCELED", "cancelled by the buyer");
      return backTo(reply, order, true);
    }
    const chosen = order.payMethod?.value ?? form.get("method");
    if (!chosen || !PAYU_STAND_IN_PAY_METHODS.some((m) => m.value === chosen && m.status === "ENABLED")) {
      return html(
        reply,
        hostedPaymentPage(
          order,
          PAYU_STAND_IN_PAY_METHODS.filter((m) => m.status === "ENABLED"),
          "Wybierz metodę płatności.",
        ),
        400,
      );
    }
    order.payMethod = { type: "PBL", value: chosen };
    changeStatus(order, "COMPLETED", "paid on the hosted page");
    return backTo(reply, order, false);
  });

  // 3-D Secure: "Approve" completes, "Reject" cancels; back to continueUrl.
  app.get<{ Params: { orderId: string } }>("/3ds/:orderId", async (req, reply) => {
    const order = orders.get(req.params.orderId);
    if (!order) return html(reply, simplePage("Nie znaleziono płatności", "Ta płatność nie istnieje."), 404);
    return html(reply, threeDsPage(order));
  });
  app.post<{ Params: { orderId: string } }>("/3ds/:orderId", async (req, reply) => {
    const order = orders.get(req.params.orderId);
    if (!order) return html(reply, simplePage("Nie znaleziono płatności", "Ta płatność nie istnieje."), 404);
    if (FINAL.has(order.status)) return backTo(reply, order, order.status === "CANCELED");
    const approved = formBody(req.body).get("decision") === "approve";
    changeStatus(order, approved ? "COMPLETED" : "CANCELED", approved ? "3ds approved" : "3ds rejected");
    return backTo(reply, order, !approved);
  });

  // The card widget: the SDK facade, its iframe form, and the form's token endpoint (§1.5).
  app.get(PAYU_PATHS.sdk, async (req, reply) =>
    reply
      .type("application/javascript; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(sdkScript(`${req.protocol}://${req.host}`)),
  );
  app.get("/front/card-form", async (_req, reply) => html(reply, cardFormPage()));
  app.post("/front/tokens", async (req, reply) => {
    const answer = tokenize(req.body, options.posId, cardTokens);
    return reply.code(answer.status === "SUCCESS" ? 200 : 400).send(answer);
  });

  const handle: PayuStandIn = Object.assign(state, await listenControllable("payu", app, options.port ?? 0, state));
  const closeServer = handle.close;
  handle.close = async () => {
    closed = true;
    for (const [timer, resolve] of timers) {
      clearTimeout(timer);
      resolve();
    }
    timers.clear();
    await closeServer();
  };
  return handle;
}

async function defaultDeliver(url: string, request: { headers: Record<string, string>; body: string }): Promise<number> {
  const response = await fetch(url, { method: "POST", headers: request.headers, body: request.body, redirect: "manual", signal: AbortSignal.timeout(5000) });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

// ---------------------------------------------------------------------------------------------------------------
// Card tokens (the form's POST /front/tokens)

export type TokenizeAnswer =
  | { status: "SUCCESS"; body: { token: string; mask: string } }
  | {
      status: "ERROR";
      error: { messages: { type: "validation" | "technical"; code: string; parameters?: Record<string, string>; message: string; source?: string }[] };
    };

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function tokenize(raw: unknown, posId: string, cardTokens: Map<string, IssuedCardToken>): TokenizeAnswer {
  let body: Record<string, unknown> = {};
  try {
    body = (typeof raw === "string" ? JSON.parse(raw) : raw) as Record<string, unknown>;
  } catch {
    body = {};
  }
  const error = (code: string, message: string, source?: string): TokenizeAnswer => ({
    status: "ERROR",
    error: { messages: [{ type: "validation", code, message, ...(source ? { source } : {}) }] },
  });
  if (String(body.posId ?? "") !== posId)
    return { status: "ERROR", error: { messages: [{ type: "technical", code: "error.invalid.pos", message: "Nieprawidłowy punkt płatności (posId)." }] } };
  const number = String(body.number ?? "").replace(/\s+/g, "");
  const month = String(body.expirationMonth ?? "").padStart(2, "0");
  const yearRaw = String(body.expirationYear ?? "");
  const year = yearRaw.length === 2 ? `20${yearRaw}` : yearRaw;
  const cvv = String(body.cvv ?? "");
  const type = body.type === "MULTI" || body.type === "SINGLE_LONGTERM" ? body.type : "SINGLE";
  if (!luhnValid(number)) return error("error.validation.card.number", "Nieprawidłowy numer karty.", "number");
  const card = PAYU_TEST_CARDS.find((c) => c.number === number);
  if (!card) return error("error.validation.card.unsupported", "To nie jest karta testowa stand-inu PayU.", "number");
  const now = new Date();
  const m = Number(month);
  const y = Number(year);
  if (!/^\d{2}$/.test(month) || m < 1 || m > 12 || !/^\d{4}$/.test(year) || y * 12 + m < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return error("error.validation.card.date", "Nieprawidłowa data ważności karty.", "date");
  }
  if (!/^\d{3}$/.test(cvv)) return error("error.validation.card.cvv", "Nieprawidłowy kod CVV.", "cvv");
  const token = `TOK_${randomBytes(14).toString("hex").toUpperCase()}`;
  cardTokens.set(token, { number, card, expirationMonth: month, expirationYear: year, type, used: false });
  return { status: "SUCCESS", body: { token, mask: maskCard(number) } };
}

/** Tokenises a test card through the stand-in's card form endpoint, as the card widget does (tests, scripts). */
export async function tokenizeTestCard(
  standInUrl: string,
  card: { posId: string; number: string; expirationMonth?: string; expirationYear?: string; cvv?: string; type?: "SINGLE" | "MULTI" },
): Promise<TokenizeAnswer> {
  const nextYear = String(new Date().getUTCFullYear() + 2);
  const response = await fetch(`${standInUrl}/front/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ expirationMonth: "12", expirationYear: nextYear, cvv: "123", type: "SINGLE", ...card }),
  });
  return (await response.json()) as TokenizeAnswer;
}
