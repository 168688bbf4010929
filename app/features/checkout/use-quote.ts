/**
 * The cart's totals for the chosen delivery and payment, asked from the server whenever the delivery method, the
 * pickup point, the country, the payment method (cash on delivery adds its fee) or the cart changes, and after a
 * reload on a later step: the total on screen is always the one the order will be placed at (issue 16). Until the
 * answer for the current choice is in, no total is shown and the order cannot be placed (`pending`). A coupon applied
 * or removed on the checkout (its code in the cart's totals) asks again too, so the discount shows in the total from
 * the server's answer. The server checks it once more (checkout.expected_grand_total). Offline, no
 * answer can come: `unreachable` says so, and the page falls back to the cart's last totals (a queued order whose
 * total differs is refused when it is sent, and stays in the queue for the shopper to see).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PersonalDetails, ShippingDetails } from "../../../domain/checkout-form.ts";
import type { PaymentMethod, Totals } from "../cart/types.ts";
import { billingAddress, shippingAddress, splitMethod } from "./build-order.ts";
import { shippingInformation } from "./checkout-api.ts";

export interface Quote {
  key: string;
  totals: Totals;
  payments: PaymentMethod[];
}

export type QuoteResult = "ok" | "offline" | "refused";

export function useDeliveryQuote(o: {
  cartId: string | null;
  needsShipping: boolean;
  personal: PersonalDetails;
  shipping: ShippingDetails;
  itemsHash: string;
  /** the coupon the cart's totals name (null: none) */
  coupon: string | null;
  /** the chosen payment method ("" before one is chosen): the server prices its cash-on-delivery fee */
  paymentMethod: string;
}): { quote: Quote | null; pending: boolean; unreachable: boolean; refresh: () => Promise<QuoteResult> } {
  const { cartId, needsShipping, personal, shipping, itemsHash, coupon, paymentMethod } = o;
  const key =
    cartId && needsShipping && shipping.shippingMethod
      ? [shipping.shippingMethod, shipping.pickupId, personal.country, paymentMethod, itemsHash, coupon ?? ""].join("|")
      : null;
  const [quote, setQuote] = useState<Quote | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  // The address only says where to deliver, not what it costs: the latest one is read when asking.
  const latest = useRef({ personal, shipping, paymentMethod });
  latest.current = { personal, shipping, paymentMethod };
  const asked = useRef(0);

  const ask = useCallback(async (): Promise<QuoteResult> => {
    if (!cartId || !key) return "ok";
    const n = ++asked.current;
    const { personal: p, shipping: s, paymentMethod: payment } = latest.current;
    const { carrier, method } = splitMethod(s.shippingMethod);
    const answer = await shippingInformation(cartId, { address: shippingAddress(p, s), billing: billingAddress(p), carrier, method, payment });
    if (n === asked.current) setUnreachable(answer.code === 0);
    if (answer.code === 0) return "offline";
    if (answer.code !== 200) return "refused";
    if (n === asked.current) setQuote({ key, totals: answer.result.totals, payments: answer.result.payment_methods });
    return "ok";
  }, [cartId, key]);

  useEffect(() => {
    if (key !== null) void ask();
  }, [key, ask]);

  const current = quote !== null && quote.key === key ? quote : null;
  return { quote: current, pending: key !== null && current === null && !unreachable, unreachable, refresh: ask };
}
