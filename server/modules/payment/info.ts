/**
 * Where an order's payment stands, for the browser (contract/payment.ts PaymentInfo), from the order's facts and its
 * last attempt; and what PayU is asked for a method code and its extras.
 */
import { createHash } from "node:crypto";
import type { PaymentAdditional, PaymentInfo, PaymentState } from "../../../contract/payment.ts";
import { fromGrosze } from "../../../domain/money.ts";
import type { RowOf } from "../../db/rows.ts";
import type { PayuPayMethod } from "../../integrations/payu/types.ts";
import { isOfflinePayment, payToken, type PaymentOrder } from "../order/index.ts";
import type { payments } from "./tables.ts";
import { PAYMENT_ERRORS, type PaymentErrorCode } from "./transitions.ts";

/** An attempt as the payment's statements return it (row_to_json or RETURNING *): timestamps as text or Date. */
export type PaymentRow = Omit<RowOf<typeof payments>, "created_at" | "updated_at" | "completed_at" | "status"> & {
  status: "NEW" | "PENDING" | "WAITING_FOR_CONFIRMATION" | "COMPLETED" | "CANCELED";
  created_at: string | Date;
  updated_at: string | Date;
  completed_at: string | Date | null;
};

export interface InfoSettings {
  secret: string;
  validityMinutes: number;
}

/** When an unpaid online order expires. */
export function expiresAt(order: Pick<PaymentOrder, "created_at">, validityMinutes: number): Date {
  return new Date(new Date(order.created_at).getTime() + validityMinutes * 60_000);
}

const isPaid = (order: PaymentOrder, last: PaymentRow | null) => last?.status === "COMPLETED" || order.status === "processing" || order.status === "complete";

export function paymentInfo(order: PaymentOrder, last: PaymentRow | null, s: InfoSettings, now: Date): PaymentInfo {
  const online = !isOfflinePayment(order.payment_method_code);
  const expires = online && order.status === "pending" ? expiresAt(order, s.validityMinutes) : null;
  let state: PaymentState;
  let error: PaymentInfo["error"] = null;
  if (!online) state = "none";
  else if (isPaid(order, last)) state = "completed";
  else if (order.status === "canceled") state = "expired";
  else if (!last) state = "none";
  else if (last.status === "CANCELED") {
    const code = (last.error_code ?? "PAYMENT_CANCELED") as PaymentErrorCode;
    error = { code, message: PAYMENT_ERRORS[code] ?? PAYMENT_ERRORS.PAYMENT_CANCELED };
    // A start PayU did not answer is no payment at all: the order waits for one (the browser offers the retry).
    state = code === "PAYMENT_PROVIDER_UNAVAILABLE" ? "none" : "canceled";
  } else if (last.status === "NEW" && last.redirect_uri) state = "redirect";
  else state = "waiting";
  const retry =
    online &&
    order.status === "pending" &&
    !isPaid(order, last) &&
    (!last || last.status === "CANCELED" || last.status === "NEW") &&
    expires !== null &&
    now < expires;
  return {
    order_number: order.increment_id,
    order_id: order.id,
    order_status: order.status,
    state,
    redirect_uri: state === "redirect" ? last!.redirect_uri : null,
    method: last?.method_code ?? order.payment_method_code,
    payu_method: last?.payu_method ?? null,
    // what this payment is for: the order's total less what gift cards paid
    amount: fromGrosze(order.amount_due),
    currency: last?.currency ?? "PLN",
    retry,
    pay_token: payToken(s.secret, order.increment_id),
    expires_at: expires ? expires.toISOString() : null,
    error,
    card_saved: last?.status === "COMPLETED" && last.card_saved ? { mask: last.card_mask ?? "" } : null,
  };
}

/** What PayU is asked for: the method of the PayU order, and a hash of the request (the same twice is a double click). */
export interface PayuRequest {
  methodCode: string;
  payMethod: PayuPayMethod | null;
  /** the payments row's payu_method and payu_method_type */
  payuMethod: string | null;
  payuMethodType: "PBL" | "BLIK_AUTHORIZATION_CODE" | "CARD_TOKEN" | "PAYMENT_WALL";
  /** FIRST: the buyer's card payment that saves the card; STANDARD: a later charge of the saved card (recurring.ts) */
  recurring: "FIRST" | "STANDARD" | null;
  hash: string;
}

/** The PayU request of a checked method code and its extras (PaymentService.check ran first). */
export function payuRequest(code: string, a: PaymentAdditional): PayuRequest {
  const hash = (parts: unknown[]) =>
    createHash("sha256")
      .update(JSON.stringify([code, ...parts]))
      .digest("hex");
  if (code === "vue_payu_gateway_blik") {
    const value = a.authorization_code ?? "";
    return {
      methodCode: code,
      payMethod: { type: "BLIK_AUTHORIZATION_CODE", value },
      payuMethod: "blik",
      payuMethodType: "BLIK_AUTHORIZATION_CODE",
      recurring: null,
      hash: hash([value]),
    };
  }
  if (code === "vue_payu_gateway_recurring") {
    const value = a.token_data?.value ?? "";
    return {
      methodCode: code,
      payMethod: { type: "CARD_TOKEN", value },
      payuMethod: "c",
      payuMethodType: "CARD_TOKEN",
      recurring: "FIRST",
      hash: hash([value]),
    };
  }
  const bank = a.payu_method?.trim() || null;
  return bank
    ? { methodCode: code, payMethod: { type: "PBL", value: bank }, payuMethod: bank, payuMethodType: "PBL", recurring: null, hash: hash([bank]) }
    : { methodCode: code, payMethod: null, payuMethod: null, payuMethodType: "PAYMENT_WALL", recurring: null, hash: hash([]) };
}
