/**
 * The EU Commission's VIES REST service, as the shop uses it (docs/decisions/2026-11-27-reverse-charge.md):
 * `POST {base}/check-vat-number` with `{countryCode, vatNumber}` (and, optionally, the requester's own VAT number,
 * which makes VIES issue a consultation number, `requestIdentifier`, the proof of the check).
 *
 * - A check VIES made: 200 `{countryCode, vatNumber, requestDate, valid, requestIdentifier, name, address, …}`;
 *   `name`/`address` are "---" where the member state does not share them (Germany never does).
 * - A check VIES could not make: `{actionSucceed: false, errorWrappers: [{error, message}]}`, with HTTP 200 as well
 *   as 4xx/5xx (public clients record both): INVALID_INPUT (the number's form), SERVICE_UNAVAILABLE, MS_UNAVAILABLE
 *   (the member state's register is down: not an invalid number), TIMEOUT, MS_MAX_CONCURRENT_REQ,
 *   GLOBAL_MAX_CONCURRENT_REQ, INVALID_REQUESTER_INFO, VAT_BLOCKED, IP_BLOCKED.
 */
import { z } from "zod";

export const CheckVatRequest = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  vatNumber: z.string().min(1),
  requesterMemberStateCode: z.string().optional(),
  requesterNumber: z.string().optional(),
});
export type CheckVatRequest = z.output<typeof CheckVatRequest>;

export const CheckVatResponse = z.looseObject({
  countryCode: z.string(),
  vatNumber: z.string(),
  requestDate: z.string(),
  valid: z.boolean(),
  requestIdentifier: z.string().optional().nullable(),
  name: z.string().optional().nullable(),
  address: z.string().optional().nullable(),
});
export type CheckVatResponse = z.output<typeof CheckVatResponse>;

export const ErrorResponse = z.looseObject({
  actionSucceed: z.literal(false),
  errorWrappers: z.array(z.looseObject({ error: z.string(), message: z.string().optional().nullable() })).min(1),
});

/** The errors that say the number's form is wrong (the buyer must correct it), not that VIES is down. */
export const INPUT_ERRORS = new Set(["INVALID_INPUT"]);
