/**
 * PayU REST API v2.1 on the wire, as far as the shop uses it (docs/polish-rules.md §1): OAuth, order create,
 * retrieve, cancel, refund, pay methods and notifications, plus the `OpenPayu-Signature` header (§1.7). Shared by
 * the real client (client.ts), which validates answers with these schemas, and the stand-in (stand-in.ts), which
 * produces them. Amounts are strings of grosze on the wire ("1000" = 10,00 zł).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";

// ---------------------------------------------------------------------------------------------------------------
// Paths (§1.1–§1.8)

export const PAYU_PATHS = {
  oauth: "/pl/standard/user/oauth/authorize",
  orders: "/api/v2_1/orders",
  order: (orderId: string) => `/api/v2_1/orders/${encodeURIComponent(orderId)}`,
  /** an order by the shop's extOrderId (PayU's "retrieve by extOrderId"; verify against the sandbox) */
  orderByExtId: (extOrderId: string) => `/api/v2_1/orders/ext/${encodeURIComponent(extOrderId)}`,
  refunds: (orderId: string) => `/api/v2_1/orders/${encodeURIComponent(orderId)}/refunds`,
  payMethods: "/api/v2_1/paymethods",
  sdk: "/javascript/sdk",
} as const;

/** A token lives 43 199 s (§1.1). */
export const PAYU_TOKEN_LIFETIME_SECONDS = 43_199;

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** An amount in grosze: PayU writes strings; a number is read too. */
export const WireAmount = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform((v) => Number(v));

export const PAYU_ORDER_STATUSES = ["NEW", "PENDING", "WAITING_FOR_CONFIRMATION", "COMPLETED", "CANCELED"] as const;
export const WireOrderStatus = z.enum(PAYU_ORDER_STATUSES);

/** `status` of every API answer: `statusCode` (SUCCESS, WARNING_CONTINUE_*, ERROR_*, …), optional details (§1.2). */
export const WireStatus = z.object({
  statusCode: z.string().min(1),
  code: z.union([z.string(), z.number()]).optional(),
  codeLiteral: z.string().optional(),
  statusDesc: z.string().optional(),
  severity: z.string().optional(),
});
export type WireStatus = z.output<typeof WireStatus>;

/** An error answer: `{status:{statusCode, codeLiteral?, statusDesc?}}`. */
export const ErrorAnswer = z.object({ status: WireStatus });

export const WireProperty = z.object({ name: z.string(), value: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// OAuth (§1.1)

export const TokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  grant_type: z.string().optional(),
});
export type TokenAnswer = z.output<typeof TokenAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Order create (§1.2–§1.5)

export type WireProduct = {
  name: string;
  unitPrice: string;
  quantity: string;
  virtual?: boolean;
};

export interface WireBuyer {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  language?: string;
}

export type WirePayMethod =
  | { type: "PBL"; value: string }
  | { type: "BLIK_AUTHORIZATION_CODE"; value: string }
  | { type: "CARD_TOKEN"; value: string }
  | { type: "PAYMENT_WALL" };

/** The body of `POST /api/v2_1/orders`. */
export interface OrderCreateRequest {
  notifyUrl?: string;
  continueUrl?: string;
  customerIp: string;
  merchantPosId: string;
  description: string;
  currencyCode: string;
  totalAmount: string;
  extOrderId?: string;
  validityTime?: number;
  buyer?: WireBuyer;
  products: WireProduct[];
  payMethods?: { payMethod: WirePayMethod };
  recurring?: "FIRST" | "STANDARD";
}

/** The card a reusable token stands for, in an order answer: `number` is masked ("444433******1111"). */
export const WireCard = z.object({
  number: z.string().optional(),
  expirationMonth: z.string().optional(),
  expirationYear: z.string().optional(),
});

/** 302 / 201 / 4xx answer of order create. */
export const OrderCreateAnswer = z.object({
  status: WireStatus,
  redirectUri: z.string().optional(),
  orderId: z.string().optional(),
  extOrderId: z.string().optional(),
  payMethods: z
    .object({
      payMethod: z.object({ type: z.string(), value: z.string().optional(), card: WireCard.optional() }),
    })
    .optional(),
});
export type OrderCreateAnswer = z.output<typeof OrderCreateAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Orders as PayU reports them: retrieve (§1.8) and notifications (§1.7)

export const WireOrder = z.object({
  orderId: z.string().min(1),
  extOrderId: z.string().optional(),
  orderCreateDate: z.string().optional(),
  notifyUrl: z.string().optional(),
  customerIp: z.string().optional(),
  merchantPosId: z.string().optional(),
  description: z.string().optional(),
  currencyCode: z.string().min(1),
  totalAmount: WireAmount,
  buyer: z.record(z.string(), z.unknown()).optional(),
  products: z.array(z.record(z.string(), z.unknown())).optional(),
  payMethod: z.object({ type: z.string() }).optional(),
  status: WireOrderStatus,
});
export type WireOrder = z.output<typeof WireOrder>;

/** `GET /api/v2_1/orders/{orderId}`. */
export const RetrieveAnswer = z.object({
  orders: z.array(WireOrder).min(1),
  status: WireStatus,
  properties: z.array(WireProperty).optional(),
});

/** `DELETE /api/v2_1/orders/{orderId}`. */
export const CancelAnswer = z.object({ orderId: z.string().optional(), extOrderId: z.string().optional(), status: WireStatus });

// ---------------------------------------------------------------------------------------------------------------
// Refunds (§1.8)

export interface RefundRequest {
  /** `extRefundId`: the shop's id of the request; PayU answers a repeated one with the refund it already made */
  refund: { description: string; amount?: string; extRefundId?: string };
}

export const WireRefund = z.object({
  refundId: z.string().min(1),
  extRefundId: z.string().optional(),
  amount: WireAmount,
  currencyCode: z.string().min(1),
  description: z.string().optional(),
  creationDateTime: z.string().optional(),
  status: z.string().min(1),
  statusDateTime: z.string().optional(),
});

export const RefundAnswer = z.object({ orderId: z.string().optional(), refund: WireRefund, status: WireStatus });

/** `GET /api/v2_1/orders/{orderId}/refunds`: every refund of the order. */
export const RefundsAnswer = z.object({ refunds: z.array(WireRefund) });

// ---------------------------------------------------------------------------------------------------------------
// Pay methods (§1.3)

export const WirePayByLink = z.object({
  value: z.string().min(1),
  name: z.string(),
  brandImageUrl: z.string().nullish(),
  status: z.enum(["ENABLED", "DISABLED", "TEMPORARY_DISABLED"]),
  minAmount: WireAmount.nullish(),
  maxAmount: WireAmount.nullish(),
});
export type WirePayByLink = z.input<typeof WirePayByLink>;

export const PayMethodsAnswer = z.object({
  cardTokens: z.array(z.unknown()).optional(),
  pexTokens: z.array(z.unknown()).optional(),
  payByLinks: z.array(WirePayByLink),
  status: WireStatus.optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Notifications (§1.7)

export const OrderNotificationBody = z.object({
  order: WireOrder,
  localReceiptDateTime: z.string().optional(),
  properties: z.array(WireProperty).optional(),
});
export type OrderNotificationBody = z.input<typeof OrderNotificationBody>;

export const RefundNotificationBody = z.object({
  orderId: z.string().min(1),
  extOrderId: z.string().optional(),
  refund: z.object({
    refundId: z.string().min(1),
    amount: WireAmount,
    currencyCode: z.string().min(1),
    status: z.string().min(1),
    statusDateTime: z.string().optional(),
    reason: z.string().optional(),
    reasonDescription: z.string().optional(),
    refundDate: z.string().optional(),
  }),
});
export type RefundNotificationBody = z.input<typeof RefundNotificationBody>;

// ---------------------------------------------------------------------------------------------------------------
// The signature (§1.7)

/** The algorithms PayU's own SDK accepts in `algorithm=`, and the hash each stands for. */
const HASHES: Record<string, string> = { MD5: "md5", "SHA-256": "sha256", SHA256: "sha256", SHA: "sha1", SHA1: "sha1", "SHA-1": "sha1" };

export type SignatureAlgorithm = "MD5" | "SHA-256";

function digest(rawBody: Buffer | string, secondKey: string, hash: string): string {
  return createHash(hash)
    .update(typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody)
    .update(secondKey, "utf8")
    .digest("hex");
}

/** `sender=checkout;signature=<hex(hash(body + secondKey))>;algorithm=…;content=DOCUMENT`, as PayU signs notifications. */
export function signatureHeader(body: Buffer | string, secondKey: string, algorithm: SignatureAlgorithm = "MD5"): string {
  return `sender=checkout;signature=${digest(body, secondKey, HASHES[algorithm]!)};algorithm=${algorithm};content=DOCUMENT`;
}

/** The header's `key=value` parts (keys as written). */
export function parseSignatureHeader(header: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) parts[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return parts;
}

/**
 * Whether `header` signs exactly these raw bytes with the second key: the hash named by `algorithm` (MD5, SHA-256,
 * SHA256, SHA, SHA1; anything else is invalid) over body + key, compared in constant time. Hash the bytes as
 * received, never re-serialised JSON.
 */
export function verifySignature(rawBody: Buffer | string, header: string | undefined | null, secondKey: string): boolean {
  if (!header || !secondKey) return false;
  const parts = parseSignatureHeader(header);
  const hash = HASHES[(parts["algorithm"] ?? "").toUpperCase()];
  const given = (parts["signature"] ?? "").toLowerCase();
  if (!hash || !/^[0-9a-f]+$/.test(given)) return false;
  const expected = Buffer.from(digest(rawBody, secondKey, hash), "utf8");
  const actual = Buffer.from(given, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
