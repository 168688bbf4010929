/**
 * What the order request says of analytics (contract/order.ts `checkout.analytics`): the shopper's consent to
 * analytics cookies and, with it, the GA4 client id of Google's `_ga` cookie, so the server can send the order's
 * refunds to GA4 under the same client (docs/decisions/2026-11-27-ga4-refunds.md). Without consent: no id.
 */
import { gaClientIdFromCookies } from "../../../domain/ga-client-id.ts";
import { hasAnalyticsConsent, type StorageLike } from "./consent.ts";

export function orderAnalytics(
  storage?: StorageLike | null,
  cookies: string | null = typeof document === "undefined" ? null : document.cookie,
): { consent: boolean; client_id?: string } {
  if (!hasAnalyticsConsent(storage)) return { consent: false };
  const id = gaClientIdFromCookies(cookies);
  return id ? { consent: true, client_id: id } : { consent: true };
}
