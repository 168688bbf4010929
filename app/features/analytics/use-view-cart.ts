/** view_cart (checkout step 1, docs/storefront.md §2: "open microcart = step 1") each time the microcart opens with lines. */
import { useEffect, useRef } from "react";
import { track } from "./track.ts";
import { cartPayload, type CartLineLike, type CartTotalsLike } from "./ga4.ts";

export function useViewCartTracking(isOpen: boolean, cart: { cartItems: readonly CartLineLike[]; platformTotals: CartTotalsLike | null }) {
  const latest = useRef(cart);
  latest.current = cart;
  useEffect(() => {
    if (isOpen && latest.current.cartItems.length > 0) track("view_cart", cartPayload(latest.current));
  }, [isOpen]);
}
