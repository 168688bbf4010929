/**
 * The API's `{code, result, meta}` envelope (api-contract.md §1) and its error taxonomy.
 * Business failures are values with a stable `error` code and an English sentence; the storefront
 * translates the code for the shopper. Bugs are exceptions and become a 500 with no details.
 */
import { z } from "zod";

export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), result, meta: z.record(z.string(), z.unknown()).optional() });
}

export const ErrorResult = z.object({
  error: z.string().describe("Stable machine-readable code, e.g. PRODUCT_NOT_FOUND"),
  message: z.string().describe("A sentence describing the problem"),
  details: z.unknown().optional(),
});
export const ErrorEnvelope = envelope(ErrorResult);

export type ErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION_FAILED"
  | "NOT_FOUND"
  | "PRODUCT_NOT_FOUND"
  | "CATEGORY_NOT_FOUND"
  | "CMS_NOT_FOUND"
  | "SEARCH_KEY_MISSING"
  | "SEARCH_TERM_TOO_SHORT"
  | "INVALID_FILTER"
  | "INVALID_SORT"
  | "CATEGORY_BELOW_ROOT"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NIP_INVALID"
  | "COMPANY_NOT_FOUND"
  | "REGISTER_UNAVAILABLE"
  | "PICKUP_POINT_NOT_FOUND"
  | "PICKUP_POINTS_UNAVAILABLE"
  | "PICKUP_QUERY_INVALID"
  | "BOT_CHECK_FAILED"
  | "WEAK_PASSWORD"
  | "EMAIL_DOMAIN_REFUSED"
  | "EMAIL_TAKEN"
  | "LOGIN_FAILED"
  | "INVALID_REFRESH_TOKEN"
  | "INVALID_RESET_TOKEN"
  | "WRONG_PASSWORD"
  | "INTERNAL_ERROR"
  // cart
  | "CART_NOT_FOUND"
  | "CART_ITEM_NOT_FOUND"
  | "INVALID_QTY"
  | "OUT_OF_STOCK"
  | "PRICE_UNKNOWN"
  | "QTY_NOT_AVAILABLE"
  | "UNKNOWN_CONFIGURATION"
  | "REQUIRED_OPTION_MISSING"
  | "COUPON_INVALID"
  | "SHIPPING_METHOD_NOT_AVAILABLE"
  | "PAYMENT_METHOD_NOT_AVAILABLE"
  // order
  | "CONSENT_REQUIRED"
  | "REGON_INVALID"
  | "COMPANY_NAME_REQUIRED"
  | "PICKUP_POINT_REQUIRED"
  | "PRODUCTS_NOT_AVAILABLE"
  | "ORDER_ID_CONFLICT"
  | "ORDER_NOT_FOUND";

export class ApiError extends Error {
  readonly status: number;
  readonly error: ErrorCode;
  readonly details: unknown;
  constructor(status: number, error: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.error = error;
    this.details = details;
  }
}

export const notFound = (error: ErrorCode, message: string) => new ApiError(404, error, message);
export const badRequest = (error: ErrorCode, message: string, details?: unknown) => new ApiError(400, error, message, details);

export function ok<T>(result: T, meta?: Record<string, unknown>): { code: number; result: T; meta?: Record<string, unknown> } {
  return meta ? { code: 200, result, meta } : { code: 200, result };
}
