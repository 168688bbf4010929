/**
 * Watches an order's payment from the browser (docs/storefront.md §4 and §9): asks GET /api/payment/orders/:n
 * now, then as `pollStep` (poll.ts) says: every 5 s while the payment waits, later after failures, not at all
 * once it has settled. Goes to PayU's address when told to, refreshes the order history once the payment
 * completes, and stops when the page goes (unmount) or the order changes.
 */
import { useEffect, useState } from "react";
import type { PaymentInfo } from "../../../contract/payment.ts";
import type { ApiAnswer } from "../account/types.ts";
import { paymentInfo, refreshOrdersIfSignedIn } from "./payment-api.ts";
import { INITIAL_POLL, pollStep, type PollOptions, type PollState } from "./poll.ts";

export interface WatchTarget {
  orderNumber: string;
  payToken: string | null;
}

export type InfoFetcher = (orderNumber: string, payToken: string | null, signal: AbortSignal) => Promise<ApiAnswer<PaymentInfo>>;

/** null target or options: nothing to watch (the state stays null). */
export function usePaymentWatch(target: WatchTarget | null, options: PollOptions | null, fetcher: InfoFetcher = paymentInfo): PollState | null {
  const [state, setState] = useState<PollState | null>(null);
  const orderNumber = target?.orderNumber ?? null;
  const payToken = target?.payToken ?? null;
  const autoRedirect = options?.autoRedirect ?? false;
  const once = options?.once ?? false;
  const watching = orderNumber !== null && options !== null;
  useEffect(() => {
    if (!watching || orderNumber === null) return;
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = INITIAL_POLL;
    setState(INITIAL_POLL);
    const ask = async () => {
      const answer = await fetcher(orderNumber, payToken, stop.signal);
      if (stop.signal.aborted) return;
      current = pollStep(current, answer, { autoRedirect, once });
      setState(current);
      if (current.redirectTo) window.location.assign(current.redirectTo);
      if (current.refreshOrders) void refreshOrdersIfSignedIn().catch(() => undefined);
      if (current.nextInMs !== null) timer = setTimeout(() => void ask(), current.nextInMs);
    };
    void ask();
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [watching, orderNumber, payToken, autoRedirect, once, fetcher]);
  return watching ? state : null;
}
