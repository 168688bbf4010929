/**
 * The API's error taxonomy; the envelope's schemas live in the contract (contract/envelope.ts), re-exported here.
 * Business failures are values with a stable `error` code and an English sentence; the storefront
 * translates the code for the shopper. Bugs are exceptions and become a 500 with no details.
 */
export { envelope, ErrorEnvelope, ErrorResult } from "../../contract/envelope.ts";

/**
 * Every error code of the API and the one HTTP status it answers with. This table is the only place where a
 * refusal becomes a status: modules name the code (returned as an Outcome, see outcome.ts, or thrown as an
 * ApiError), the app's error handler and the routes' refusal helper look the status up here.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  /** A NUL character or a lone surrogate in the query, path or body (server/http/input-guard.ts). */
  INVALID_CHARACTERS: 400,
  NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  CMS_NOT_FOUND: 404,
  SEARCH_KEY_MISSING: 400,
  SEARCH_TERM_TOO_SHORT: 400,
  INVALID_FILTER: 400,
  INVALID_SORT: 400,
  CATEGORY_BELOW_ROOT: 400,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NIP_INVALID: 400,
  EU_VAT_ID_INVALID: 400,
  VIES_UNAVAILABLE: 503,
  COMPANY_NOT_FOUND: 404,
  REGISTER_UNAVAILABLE: 503,
  PICKUP_POINT_NOT_FOUND: 404,
  /** A pickup point named in an order that the carrier does not have (the order's body is wrong, not its path). */
  PICKUP_POINT_INVALID: 400,
  PICKUP_POINTS_UNAVAILABLE: 503,
  PICKUP_QUERY_INVALID: 400,
  BOT_CHECK_FAILED: 400,
  WEAK_PASSWORD: 400,
  EMAIL_DOMAIN_REFUSED: 400,
  EMAIL_TAKEN: 409,
  LOGIN_FAILED: 401,
  INVALID_REFRESH_TOKEN: 401,
  INVALID_RESET_TOKEN: 400,
  WRONG_PASSWORD: 400,
  /** a newsletter confirmation or unsubscribe link that is not ours, expired, used or replaced */
  NEWSLETTER_LINK_INVALID: 400,
  /** the spec's "too many e-mail changes, retry in 5 minutes": newsletter requests from one IP */
  NEWSLETTER_TOO_MANY_CHANGES: 429,
  INTERNAL_ERROR: 500,
  /** The database does not answer, or not in time (server/db/unavailable.ts): try again after `Retry-After` seconds. */
  SERVICE_UNAVAILABLE: 503,
  // cart
  CART_NOT_FOUND: 404,
  CART_ITEM_NOT_FOUND: 404,
  INVALID_QTY: 400,
  OUT_OF_STOCK: 400,
  PRICE_UNKNOWN: 400,
  QTY_NOT_AVAILABLE: 400,
  UNKNOWN_CONFIGURATION: 400,
  REQUIRED_OPTION_MISSING: 400,
  COUPON_INVALID: 400,
  COUPON_EXPIRED: 400,
  /** a single-use code (the newsletter's welcome coupon) used once already */
  COUPON_USED_UP: 400,
  /** a code bound to one e-mail address, in a cart or order of another address */
  COUPON_NOT_FOR_EMAIL: 400,
  SHIPPING_METHOD_NOT_AVAILABLE: 400,
  PAYMENT_METHOD_NOT_AVAILABLE: 400,
  // order
  CONSENT_REQUIRED: 400,
  REGON_INVALID: 400,
  COMPANY_NAME_REQUIRED: 400,
  PICKUP_POINT_REQUIRED: 400,
  PRODUCTS_NOT_AVAILABLE: 409,
  ORDER_ID_CONFLICT: 409,
  CART_ALREADY_ORDERED: 409,
  ORDER_NOT_FOUND: 404,
  ACCOUNT_REQUIRED: 400,
  GIFT_RECIPIENT_REQUIRED: 400,
  TOTAL_CHANGED: 409,
  // payment
  BLIK_CODE_INVALID: 400,
  CARD_TOKEN_REQUIRED: 400,
  PAYMENT_ALREADY_COMPLETED: 409,
  ORDER_NOT_PAYABLE: 409,
  PAYMENT_IN_PROGRESS: 409,
  NO_SAVED_CARD: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYMENT_SIGNATURE_INVALID: 401,
  PAYMENT_NOT_COMPLETED: 409,
  REFUND_AMOUNT_INVALID: 400,
  REFUND_REFUSED: 409,
  // the back office (server/modules/staff)
  STAFF_LOGIN_FAILED: 401,
  STAFF_LOCKED: 423,
  CSRF_FAILED: 403,
  PRICE_INVALID: 400,
  /** a catalogue CSV with bad rows: nothing was applied; details.errors lists row, column, code, Polish message */
  IMPORT_INVALID: 422,
  CATEGORY_INVALID: 400,
  ATTRIBUTE_NOT_FOUND: 404,
  ATTRIBUTE_INVALID: 400,
  MEDIA_INVALID: 400,
  MEDIA_NOT_FOUND: 404,
  ORDER_TRANSITION_NOT_ALLOWED: 409,
  // back office: shipments and invoice numbers (docs/api.md §18)
  SHIPMENTS_NOT_CONFIGURED: 503,
  SHIPMENT_NOT_ALLOWED: 409,
  SHIPMENT_REJECTED: 400,
  SHIPMENT_NOT_FOUND: 404,
  SHIPMENT_LABEL_NOT_READY: 409,
  SHIPX_UNAVAILABLE: 503,
  INVOICE_NOT_ALLOWED: 409,
  // back office: content (docs/api.md §18.4)
  CMS_IDENTIFIER_TAKEN: 409,
  COUPON_NOT_FOUND: 404,
  COUPON_CODE_TAKEN: 409,
  BANNER_NOT_FOUND: 404,
  // back office: delivery and payment terms (docs/api.md §18.5)
  DELIVERY_UNKNOWN_CARRIER: 400,
  DELIVERY_NO_CARRIER_PL: 422,
  DELIVERY_NO_ONLINE_PAYMENT: 422,
  // download
  DOWNLOAD_NOT_FOUND: 404,
  DOWNLOAD_LINK_EXPIRED: 410,
  DOWNLOAD_LIMIT_REACHED: 403,
  // subscription
  SUBSCRIPTION_NOT_FOUND: 404,
  SUBSCRIPTION_NOT_RENEWABLE: 409,
  SUBSCRIPTION_STILL_ACTIVE: 409,
  RENEWALS_NOT_CONFIGURED: 503,
  // gift card
  GIFT_CARD_NOT_FOUND: 404,
  GIFT_CARD_EXPIRED: 409,
  GIFT_CARD_USED_UP: 409,
  GIFT_CARD_REVOKED: 409,
  GIFT_CARD_NOT_APPLICABLE: 409,
  GIFT_CARD_LIMIT: 409,
  /** a card applied to the order no longer holds what it was to pay (another order spent it): nothing was placed */
  GIFT_CARD_BALANCE_CHANGED: 409,
  // wishlist
  WISHLIST_ITEM_NOT_FOUND: 404,
  WISHLIST_FULL: 409,
  // review
  REVIEW_EXISTS: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An expected refusal that is thrown (framework hooks, guards); its status comes from ERROR_STATUS. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: ErrorCode;
  readonly details: unknown;
  constructor(error: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.status = ERROR_STATUS[error];
    this.error = error;
    this.details = details;
  }
}

export function ok<T>(result: T, meta?: Record<string, unknown>): { code: number; result: T; meta?: Record<string, unknown> } {
  return meta ? { code: 200, result, meta } : { code: 200, result };
}
