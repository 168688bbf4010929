/**
 * The API's `{code, result, meta}` envelope (docs/api.md §1) and the error answer every endpoint shares.
 * Business failures are values with a stable `error` code and an English sentence; the storefront translates the
 * code for the shopper. The codes and their HTTP statuses are ERROR_STATUS in server/http/envelope.ts.
 */
import { z } from "zod";

/**
 * `meta` stays open on purpose: it carries per-endpoint side data (a refresh token, the skus not found) that an
 * endpoint closes with its own schema where it matters (see customer.ts TokenEnvelope).
 */
export function envelope<T extends z.ZodType>(result: T) {
  return z.strictObject({ code: z.number().int(), result, meta: z.record(z.string(), z.unknown()).optional() });
}

export const ErrorResult = z.strictObject({
  error: z.string().describe("Stable machine-readable code, e.g. PRODUCT_NOT_FOUND"),
  message: z.string().describe("A sentence describing the problem"),
  // Open on purpose: each code carries its own details (validation issues, the sku and quantities of a line...).
  details: z.unknown().optional(),
});
export type ErrorResult = z.output<typeof ErrorResult>;
export const ErrorEnvelope = envelope(ErrorResult);

/** The error answers of a route, by status: `...errorsFor(400, 404)` in a route's `response`. */
export function errorsFor<const S extends readonly number[]>(...statuses: S): { [K in S[number]]: typeof ErrorEnvelope } {
  return Object.fromEntries(statuses.map((s) => [s, ErrorEnvelope])) as { [K in S[number]]: typeof ErrorEnvelope };
}

/** The answer of a command that has nothing else to say. */
export const Done = z.literal(true);
