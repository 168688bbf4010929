/**
 * The PayU adapter as the payment module sees it (docs/polish-rules.md §1). The real client (client.ts) speaks
 * PayU REST API v2.1 over fetch; in development and tests it talks to the local stand-in (stand-in.ts), which
 * speaks the same protocol. Amounts are integer grosze here; on the wire they are strings.
 */

/** PayU's order statuses (§1.6). */
export type PayuOrderStatus = "NEW" | "PENDING" | "WAITING_FOR_CONFIRMATION" | "COMPLETED" | "CANCELED";

export type PayuPayMethod =
  | { type: "PBL"; value: string }
  | { type: "BLIK_AUTHORIZATION_CODE"; value: string }
  | { type: "CARD_TOKEN"; value: string }
  | { type: "PAYMENT_WALL" };

export interface PayuCreateOrder {
  /** our id of this payment attempt, unique per POS: `${increment_id}-${attempt}` */
  extOrderId: string;
  customerIp: string;
  description: string;
  /** grosze */
  totalAmount: number;
  currencyCode: "PLN";
  products: { name: string; unitPrice: number; quantity: number; virtual?: boolean }[];
  buyer: { email: string; firstName: string; lastName: string; phone?: string; language?: string };
  notifyUrl: string;
  continueUrl: string;
  /** seconds the PayU order may be paid */
  validityTime: number;
  /** absent: PayU's own method picker (PAYMENT_WALL) */
  payMethod?: PayuPayMethod;
  /** a card token's recurring role: FIRST (the buyer is present) or STANDARD (a later charge, merchant-initiated) */
  recurring?: "FIRST" | "STANDARD";
}

export type PayuCreateResult =
  /**
   * 302 (or WARNING_CONTINUE_*): send the buyer to redirectUri. `cardToken`: a MULTI card token sent for 3-D Secure
   * (WARNING_CONTINUE_3DS) already has its reusable TOKC_ here, valid once the payment completes.
   */
  | { kind: "redirect"; orderId: string; redirectUri: string; cardToken?: { value: string; mask: string | null } | null }
  /** 201: nothing to redirect to (BLIK code, card token); the status comes by notification */
  | { kind: "created"; orderId: string; cardToken: { value: string; mask: string | null } | null }
  /** PayU refused the request (ERROR_VALUE_INVALID, BUSINESS_ERROR, …): `code` is PayU's statusCode, `codeLiteral` its detail */
  | { kind: "refused"; statusCode: string; codeLiteral: string | null; message: string };

export interface PayuOrder {
  orderId: string;
  extOrderId: string;
  status: PayuOrderStatus;
  totalAmount: number;
  currencyCode: string;
  payMethodType: string | null;
}

export interface PayuPayMethodEntry {
  value: string;
  name: string;
  brandImageUrl: string | null;
  status: "ENABLED" | "DISABLED" | "TEMPORARY_DISABLED";
  /** grosze, when PayU gives limits */
  minAmount: number | null;
  maxAmount: number | null;
}

export interface PayuRefund {
  refundId: string;
  /** grosze */
  amount: number;
  currencyCode: string;
  status: string;
}

/** A refund PayU lists for an order, with the shop's id of the request that made it (none for one made in PayU's panel). */
export interface PayuRefundRecord extends PayuRefund {
  extRefundId: string | null;
}

/** A PayU notification, parsed from the verified raw body (§1.7). */
export type PayuNotification =
  | {
      kind: "order";
      orderId: string;
      extOrderId: string;
      status: PayuOrderStatus;
      totalAmount: number;
      currencyCode: string;
      payMethodType: string | null;
      paymentId: string | null;
    }
  | { kind: "refund"; orderId: string; extOrderId: string; refundId: string; amount: number; currencyCode: string; status: string };

/** An outage or a protocol failure (timeout, 5xx, malformed answer): thrown; the caller decides what the shopper sees. */
export class PayuUnavailable extends Error {
  readonly correlationId: string | null;
  constructor(message: string, correlationId: string | null = null) {
    super(message);
    this.name = "PayuUnavailable";
    this.correlationId = correlationId;
  }
}

export interface PayuGateway {
  /** POS id (merchantPosId) */
  readonly posId: string;
  /** the JavaScript SDK URL for the card widget (PayU's, or the stand-in's) */
  readonly sdkUrl: string;
  createOrder(order: PayuCreateOrder): Promise<PayuCreateResult>;
  /** null when PayU does not know the order (DATA_NOT_FOUND) */
  retrieveOrder(orderId: string): Promise<PayuOrder | null>;
  /** The order made with our extOrderId (after ERROR_ORDER_NOT_UNIQUE: our earlier create went through); null when PayU knows none */
  retrieveOrderByExtId(extOrderId: string): Promise<PayuOrder | null>;
  /** DELETE /orders/{id}; false when PayU refuses (e.g. already completed) */
  cancelOrder(orderId: string): Promise<boolean>;
  /**
   * amount null: the whole payment. `extRefundId`: the shop's id of the request; PayU makes one refund per id, and
   * lists it under that id (`refunds`), so a request whose answer was lost can be found again.
   */
  refund(orderId: string, amount: number | null, description: string, extRefundId?: string): Promise<PayuRefund | { refused: string }>;
  /** GET /orders/{id}/refunds: the order's refunds; null when PayU does not know the order */
  refunds(orderId: string): Promise<PayuRefundRecord[] | null>;
  /** GET /paymethods: pay-by-link methods of the POS */
  payMethods(language?: string): Promise<PayuPayMethodEntry[]>;
  /**
   * Verifies the OpenPayu-Signature header over the raw body with the second key (MD5 or SHA-256, constant time)
   * and parses it; null when unsigned, wrongly signed or not a PayU notification.
   */
  verifyNotification(rawBody: Buffer | string, signatureHeader: string | undefined): PayuNotification | null;
}
