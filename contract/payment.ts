/**
 * Online payment (PayU) in the API: the methods the shop's POS offers, what the browser needs to pay an order,
 * paying an order again, and PayU's notifications. See docs/polish-rules.md §1 (PayU) and
 * docs/decisions/2026-11-26-payments.md.
 *
 * An order is placed first (stock taken), then paid. POST /api/order answers with `payment` (below) for the
 * online methods; the thank-you page polls GET /api/payment/orders/:orderNumber every 5 s; the cancelled and
 * failed pages, /placepozniej, the account and the confirmation e-mail pay the same order again with
 * POST /api/payment/orders/:orderNumber/pay. A guest proves the order is theirs with `pay_token` (an HMAC of the
 * order, given in the order's confirmation and in its e-mail); a signed-in customer may use their access token.
 */
import { z } from "zod";
import { text } from "./primitives.ts";

/** The online payment method codes of the cart's payment-method list (docs/storefront.md §9). */
export const ONLINE_PAYMENT_CODES = ["vue_payu_gateway", "vue_payu_gateway_blik", "vue_payu_gateway_recurring"] as const;
export type OnlinePaymentCode = (typeof ONLINE_PAYMENT_CODES)[number];

/** Exactly six digits (docs/storefront.md §5 and §9: BLIK length 6). */
export const BLIK_CODE = /^\d{6}$/;

/**
 * `payment_method_additional` of POST /api/order and the body's `additional` of .../pay (the spec's "payment
 * extras", docs/storefront.md §3). What each method reads:
 * - vue_payu_gateway: `payu_method` (a pay-by-link code from GET /api/payment/methods: a bank, "c" card on
 *   PayU's page, "ap" Google Pay, "jp" Apple Pay, "dpt"/"dpp" pay later; absent: PayU's own method picker),
 *   `payu_method_type` ("PBL");
 * - vue_payu_gateway_blik: `authorization_code` (the 6-digit BLIK code);
 * - vue_payu_gateway_recurring: `token_data.value` (a card token "TOK_…" from the card widget, never a card
 *   number), `token_data.mask`, `recurring` (true).
 * Other extras of the spec (gua_client_id, gua_ua, parcel_locker_no, base_return_url) are accepted and ignored:
 * the return address is always built by the server.
 */
export const PaymentAdditional = z.looseObject({
  payu_method: text()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]*$/, { error: "unknown payment method" })
    .optional()
    .nullable(),
  payu_method_type: z.enum(["PBL", "CARD_TOKEN", "BLIK_AUTHORIZATION_CODE", "PAYMENT_WALL"]).optional().nullable(),
  authorization_code: text().trim().optional().nullable(),
  recurring: z.boolean().optional().nullable(),
  token_data: z
    .looseObject({ value: text().trim().max(200), mask: text().max(40).optional().nullable(), type: text().max(20).optional().nullable() })
    .optional()
    .nullable(),
});
export type PaymentAdditional = z.output<typeof PaymentAdditional>;

/** One way to pay, from PayU's pay-methods list of the POS (cached). */
export const PayMethod = z.strictObject({
  /** PayU's code: a bank ("m", "o", …), "blik", "c", "ap", "jp", "dpt", "dpp" */
  value: z.string(),
  name: z.string(),
  kind: z.enum(["bank", "blik", "card", "google_pay", "apple_pay", "pay_later"]),
  brand_image_url: z.string().nullable(),
  /** limits in złoty, null when PayU gives none */
  min_amount: z.number().nullable(),
  max_amount: z.number().nullable(),
});
export type PayMethod = z.output<typeof PayMethod>;

/** GET /api/payment/methods */
export const PayMethods = z.strictObject({
  methods: z.array(PayMethod),
  /** what the card widget needs: the POS id and PayU's JavaScript SDK (or the stand-in's) */
  card_widget: z.strictObject({ pos_id: z.string(), sdk_url: z.string(), origin: z.string() }),
});
export type PayMethods = z.output<typeof PayMethods>;

/**
 * Where an order's payment stands, for the browser:
 * - `redirect`: go to `redirect_uri` (PayU's page, a bank, 3-D Secure);
 * - `waiting`: nothing to do but wait (a BLIK code to confirm in the bank app, a transfer on its way); poll again;
 * - `completed`: paid ("Your payment has been received.");
 * - `canceled`: this attempt was cancelled or declined; `retry` tells whether the order can be paid again;
 * - `expired`: the order was not paid in time and is cancelled (stock released);
 * - `none`: no online payment was started (cash on delivery, a free order, or the start failed: see `error`).
 */
export const PaymentState = z.enum(["redirect", "waiting", "completed", "canceled", "expired", "none"]);
export type PaymentState = z.output<typeof PaymentState>;

export const PaymentInfo = z.strictObject({
  order_number: z.string(),
  order_id: z.number().int(),
  /** the order's own status (pending, processing, complete, canceled) */
  order_status: z.string(),
  state: PaymentState,
  redirect_uri: z.string().nullable(),
  /** the payment method code of the attempt (or of the order, before any attempt) */
  method: z.string(),
  /** PayU's method of the attempt: a bank code, "blik", "c", … */
  payu_method: z.string().nullable(),
  /** the amount to pay, in złoty */
  amount: z.number(),
  currency: z.string(),
  /** the order can be paid (again) now: it is pending, online, and no attempt is completed or under way */
  retry: z.boolean(),
  /** the order's pay token: lets the browser poll and retry without an account */
  pay_token: z.string(),
  /** when the unpaid order expires (stock released), ISO 8601 */
  expires_at: z.string().nullable(),
  /** why the last attempt failed, when it did: a stable code (e.g. BLIK_CODE_DECLINED, PAYMENT_PROVIDER_UNAVAILABLE) */
  error: z.strictObject({ code: z.string(), message: z.string() }).nullable(),
  /** a recurring card payment: the card kept for later charges (masked), when it was saved */
  card_saved: z.strictObject({ mask: z.string() }).nullable(),
});
export type PaymentInfo = z.output<typeof PaymentInfo>;

export const PaymentOrderParams = z.object({ orderNumber: text().regex(/^[0-9]{1,20}$/, { error: "must be an order number" }) });
export const PaymentQuery = z.object({
  pay_token: text().max(100).optional().describe("The order's pay token (from its confirmation or e-mail); or send the customer's access token"),
  token: text().optional().describe("Customer access token (or Authorization: Bearer)"),
});

/** POST /api/payment/orders/:orderNumber/pay: pay the same order again (a new PayU order for it). */
export const PayBody = z.object({
  pay_token: text().max(100).optional().nullable(),
  payment_method_code: z.enum(ONLINE_PAYMENT_CODES),
  additional: PaymentAdditional.optional().nullable(),
});
export type PayBody = z.output<typeof PayBody>;
