/** The account's subscription calls (docs/api.md "Subscriptions"), with the customer's token through the session. */
import type { ActiveSubscriptions, CancelRecurrenceResult, RenewResult } from "../../../contract/subscription.ts";
import { accountCall } from "../account/session-runtime.ts";

export const loadSubscriptions = () => accountCall<ActiveSubscriptions>("/api/subscription/active");
export const cancelRenewal = (id: number) =>
  accountCall<CancelRecurrenceResult>("/api/subscription/recurrence/cancel", { method: "PUT", body: { recurrence: { id } } });
export const renewSubscription = (id: number) => accountCall<RenewResult>(`/api/subscription/${id}/renew`, { method: "POST", body: {} });

/** Codes of this page's refusals that have their own sentence (account namespace: sub_err_<CODE>). */
export const SUBSCRIPTION_ERRORS = ["SUBSCRIPTION_NOT_FOUND", "SUBSCRIPTION_NOT_RENEWABLE", "SUBSCRIPTION_STILL_ACTIVE"] as const;
