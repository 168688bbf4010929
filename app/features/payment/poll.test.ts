import { describe, expect, it } from "vitest";
import type { PaymentInfo } from "../../../contract/payment.ts";
import { backoffMs, INITIAL_POLL, pollMessage, pollStep, settledKind, type PollOptions, type PollState } from "./poll.ts";

const info = (patch: Partial<PaymentInfo> = {}): PaymentInfo => ({
  order_number: "000000042",
  order_id: 42,
  order_status: "pending",
  state: "waiting",
  redirect_uri: null,
  method: "vue_payu_gateway",
  payu_method: "m",
  amount: 49.9,
  currency: "PLN",
  retry: false,
  pay_token: "Qm9yZGVyLXBheS10b2tlbi0xMjM0NTY3",
  expires_at: null,
  error: null,
  card_saved: null,
  ...patch,
});
const ok = (patch: Partial<PaymentInfo> = {}) => ({ code: 200, result: info(patch) });
const POLL: PollOptions = { autoRedirect: true, once: false };
const run = (answers: { code: number; result: unknown }[], options = POLL, from: PollState = INITIAL_POLL) =>
  answers.reduce((s, a) => pollStep(s, a, options), from);

describe("payment polling (docs/storefront.md §4: every 5 s)", () => {
  it("starts at once, then asks every 5 s while the payment waits", () => {
    expect(INITIAL_POLL).toMatchObject({ phase: "checking", nextInMs: 0 });
    const s = run([ok()]);
    expect(s).toMatchObject({ phase: "waiting", nextInMs: 5000, failures: 0, redirectTo: null });
    expect(pollMessage(s)).toBe("processing");
  });

  it("BLIK waiting: confirm with the PIN in the bank app", () => {
    expect(pollMessage(run([ok({ method: "vue_payu_gateway_blik", payu_method: "blik" })]))).toBe("blikConfirm");
  });

  it("a redirect address sends the browser there once, and polling goes on in case it stays", () => {
    const first = run([ok({ state: "redirect", redirect_uri: "https://secure.payu.com/pay/1" })]);
    expect(first).toMatchObject({ phase: "redirect", redirectTo: "https://secure.payu.com/pay/1", redirected: true, nextInMs: 5000 });
    expect(pollMessage(first)).toBe("redirecting");
    const second = pollStep(first, ok({ state: "redirect", redirect_uri: "https://secure.payu.com/pay/1" }), POLL);
    expect(second).toMatchObject({ phase: "redirect", redirectTo: null, nextInMs: 5000 });
  });

  it("back from PayU, a payment still open there is offered as a link, never redirected to", () => {
    const s = run([ok({ state: "redirect", redirect_uri: "https://secure.payu.com/pay/1" })], { autoRedirect: false, once: false });
    expect(s).toMatchObject({ phase: "redirect", redirectTo: null, redirected: false, nextInMs: 5000 });
    expect(pollMessage(s)).toBe("continueAtPayu");
  });

  it("completed: stops, says so, refreshes the order history once", () => {
    const s = run([ok(), ok({ state: "completed", order_status: "processing", card_saved: { mask: "**** 1111" } })]);
    expect(s).toMatchObject({ phase: "completed", nextInMs: null, refreshOrders: true });
    expect(s.info?.card_saved).toEqual({ mask: "**** 1111" });
    expect(pollMessage(s)).toBe("received");
    expect(pollStep(s, ok({ state: "completed" }), POLL).refreshOrders).toBe(false);
  });

  it("canceled and expired stop with the error", () => {
    const canceled = run([ok(), ok({ state: "canceled", retry: true, error: { code: "BLIK_CODE_DECLINED", message: "declined" } })]);
    expect(canceled).toMatchObject({ phase: "canceled", nextInMs: null });
    expect(pollMessage(canceled)).toBe("canceled");
    const expired = run([ok({ state: "expired", order_status: "canceled" })]);
    expect(expired).toMatchObject({ phase: "expired", nextInMs: null });
    expect(pollMessage(expired)).toBe("expired");
  });

  it("no payment started: failed with its error, or nothing to wait for", () => {
    expect(run([ok({ state: "none", error: { code: "PAYMENT_PROVIDER_UNAVAILABLE", message: "down" } })])).toMatchObject({ phase: "failed", nextInMs: null });
    expect(run([ok({ state: "none", method: "cashondelivery" })])).toMatchObject({ phase: "offline", nextInMs: null });
  });

  it("network errors, 5xx and 429 back off from 5 s to at most 60 s, and an answer resets the pace", () => {
    const down = { code: 0, result: { error: "NETWORK_ERROR" } };
    const delays: (number | null)[] = [];
    let s = run([ok()]);
    for (const answer of [down, down, { code: 503, result: {} }, { code: 429, result: {} }, down, down]) {
      s = pollStep(s, answer, POLL);
      delays.push(s.nextInMs);
    }
    expect(delays).toEqual([10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    expect(s.phase).toBe("waiting"); // what the page shows stays
    expect(pollMessage(s)).toBe("pollRetrying");
    s = pollStep(s, ok(), POLL);
    expect(s).toMatchObject({ failures: 0, nextInMs: 5000 });
    expect(backoffMs(0)).toBe(5000);
  });

  it("a malformed 200 counts as a failure, not as an answer", () => {
    expect(run([{ code: 200, result: { nothing: true } }])).toMatchObject({ phase: "checking", failures: 1, nextInMs: 10_000 });
  });

  it("an unknown order or a wrong pay token (404) stops", () => {
    const s = run([{ code: 404, result: { error: "ORDER_NOT_FOUND" } }]);
    expect(s).toMatchObject({ phase: "lost", nextInMs: null });
    expect(pollMessage(s)).toBe("lost");
  });

  it("once: a result page asks until it has one answer", () => {
    const once = { autoRedirect: false, once: true };
    expect(run([{ code: 0, result: null }], once).nextInMs).toBe(10_000);
    expect(run([ok()], once)).toMatchObject({ phase: "waiting", nextInMs: null });
  });

  it("the page's kind follows the settled payment", () => {
    expect(settledKind("pending", "completed")).toBe("success");
    expect(settledKind("pending", "waiting")).toBe("pending");
    expect(settledKind("failed", "completed")).toBe("success");
    expect(settledKind("failed", "redirect")).toBe("failed");
    expect(settledKind("pending", "canceled")).toBe("canceled");
    expect(settledKind("success", "expired")).toBe("expired");
    expect(settledKind("pending", "failed")).toBe("failed");
    expect(settledKind("pending", "lost")).toBe("pending");
  });
});
