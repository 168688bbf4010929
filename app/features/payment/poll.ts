/**
 * Online payment polling (docs/storefront.md §4 and §9) as a pure state machine: the thank-you page asks
 * GET /api/payment/orders/:orderNumber every 5 s and feeds each answer to `pollStep`, which says what the page
 * shows, whether to go somewhere, and when (or whether) to ask again:
 * - `redirect` → the browser goes to `redirect_uri` (once; unless the shopper has just come back from PayU,
 *   when it is offered as a link instead, so a payment still open at PayU never bounces the shopper back);
 * - `waiting` → "Processing payment…" (with BLIK: confirm with the PIN in the bank app); ask again in 5 s;
 * - `completed` → stop, "Your payment has been received.", refresh the order history;
 * - `canceled` / `expired` → stop, the error;
 * - no payment started (`none`) → stop: failed with its error, or nothing online to wait for;
 * - a network failure, a 5xx or a 429 → ask again later, backing off from 5 s to at most 60 s;
 * - any other refusal (an unknown order, a wrong pay token) → stop.
 */
import type { PaymentInfo } from "../../../contract/payment.ts";

export const POLL_INTERVAL_MS = 5000;
export const POLL_MAX_DELAY_MS = 60_000;

export type PollPhase = "checking" | "redirect" | "waiting" | "completed" | "canceled" | "expired" | "failed" | "offline" | "lost";

export interface PollOptions {
  /** go to PayU's address by itself (not when the shopper has just come back from there) */
  autoRedirect: boolean;
  /** one answer is enough (a result page checking what became of the payment), retried only after failures */
  once: boolean;
}

export interface PollState {
  phase: PollPhase;
  info: PaymentInfo | null;
  /** requests that failed in a row */
  failures: number;
  /** when to ask again, in ms; null: stop */
  nextInMs: number | null;
  /** go to this address now (set on the one step that decides it) */
  redirectTo: string | null;
  /** the automatic redirect has happened already */
  redirected: boolean;
  /** the payment has just completed: refresh the order history (set on that one step) */
  refreshOrders: boolean;
}

export const INITIAL_POLL: PollState = {
  phase: "checking",
  info: null,
  failures: 0,
  nextInMs: 0,
  redirectTo: null,
  redirected: false,
  refreshOrders: false,
};

export interface PollAnswer {
  code: number;
  result: unknown;
}

export function backoffMs(failures: number): number {
  return Math.min(POLL_INTERVAL_MS * 2 ** Math.max(0, failures), POLL_MAX_DELAY_MS);
}

const transient = (code: number) => code === 0 || code === 429 || code >= 500;

function isPaymentInfo(value: unknown): value is PaymentInfo {
  return !!value && typeof value === "object" && typeof (value as PaymentInfo).state === "string" && typeof (value as PaymentInfo).order_number === "string";
}

export function pollStep(state: PollState, answer: PollAnswer, options: PollOptions): PollState {
  const base = { ...state, redirectTo: null, refreshOrders: false };
  if (answer.code !== 200 || !isPaymentInfo(answer.result)) {
    if (answer.code === 200 || transient(answer.code)) {
      const failures = state.failures + 1;
      return { ...base, failures, nextInMs: backoffMs(failures) };
    }
    return { ...base, phase: "lost", nextInMs: null };
  }
  const info = answer.result;
  const again = options.once ? null : POLL_INTERVAL_MS;
  const next = { ...base, info, failures: 0 };
  switch (info.state) {
    case "redirect":
      if (options.autoRedirect && !state.redirected && info.redirect_uri) {
        return { ...next, phase: "redirect", redirectTo: info.redirect_uri, redirected: true, nextInMs: POLL_INTERVAL_MS };
      }
      return { ...next, phase: "redirect", nextInMs: again };
    case "waiting":
      return { ...next, phase: "waiting", nextInMs: again };
    case "completed":
      return { ...next, phase: "completed", nextInMs: null, refreshOrders: state.phase !== "completed" };
    case "canceled":
      return { ...next, phase: "canceled", nextInMs: null };
    case "expired":
      return { ...next, phase: "expired", nextInMs: null };
    default:
      return { ...next, phase: info.error ? "failed" : "offline", nextInMs: null };
  }
}

/** A BLIK payment waits for the shopper's confirmation in the bank app. */
export function isBlik(info: PaymentInfo | null): boolean {
  return !!info && (info.method === "vue_payu_gateway_blik" || info.payu_method === "blik");
}

/**
 * The sentence announced for the state (payment namespace), in the page's aria-live region; null: nothing to
 * add to what the page says.
 */
export function pollMessage(state: PollState): string | null {
  switch (state.phase) {
    case "checking":
      return state.failures > 0 ? "pollRetrying" : "processing";
    case "waiting":
      return state.failures > 0 ? "pollRetrying" : isBlik(state.info) ? "blikConfirm" : "processing";
    case "redirect":
      return state.redirectTo ? "redirecting" : "continueAtPayu";
    case "completed":
      return "received";
    case "canceled":
      return "canceled";
    case "expired":
      return "expired";
    case "failed":
      return "failed";
    case "lost":
      return "lost";
    default:
      return null;
  }
}

/** The thank-you kind the page shows once an answer has come: the server-rendered kind until the payment settles. */
export function settledKind<K extends string>(initial: K, phase: PollPhase): K | "success" | "canceled" | "expired" | "failed" {
  switch (phase) {
    case "completed":
      return "success";
    case "canceled":
      return "canceled";
    case "expired":
      return "expired";
    case "failed":
      return "failed";
    default:
      return initial;
  }
}
