/** Builds the thank-you page's order summary (features/orders/order-summary.ts) from what the review step shows. */
import { useCallback } from "react";
import type { PersonalDetails, ShippingDetails } from "../../../domain/checkout-form.ts";
import { isPickupMethod } from "../../../domain/checkout-form.ts";
import { formatPrice, plnToGrosze } from "../../../domain/money.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { CartItem, ShippingMethod, Totals } from "../cart/types.ts";
import { rememberOrderSummary } from "../orders/order-summary.ts";
import { methodCode } from "./ShippingStep.tsx";

const SEGMENTS = new Set(["subtotal", "shipping", "cod_fee", "discount", "giftcard", "grand_total", "amount_due"]);
const street = (d: { streetAddress: string; apartmentNumber: string }) => [d.streetAddress, d.apartmentNumber].filter((x) => x.trim()).join(" ");

export function useRememberOrderSummary() {
  const { t } = useTranslation("cart");
  return useCallback(
    (input: {
      orderNumber: string;
      items: CartItem[];
      totals: Totals | null;
      personal: PersonalDetails;
      shipping: ShippingDetails;
      methods: ShippingMethod[];
      needsShipping: boolean;
      paymentTitle: string;
    }) => {
      const { items, totals, personal, shipping } = input;
      const method = input.needsShipping ? input.methods.find((m) => methodCode(m) === shipping.shippingMethod) : undefined;
      const own = !shipping.otherAddress || isPickupMethod(shipping.shippingMethod);
      const who = own ? personal : shipping;
      rememberOrderSummary({
        orderNumber: input.orderNumber,
        lines: items.map((i) => ({
          name: i.name,
          image: i.image,
          qty: i.qty,
          amount: formatPrice(plnToGrosze(i.totals?.row_total_incl_tax ?? i.price_incl_tax * i.qty)),
          options: i.totals?.options.map((o) => `${o.label}: ${o.value}`).join(", ") ?? "",
        })),
        totals: (totals?.total_segments ?? [])
          .filter((s) => s.value !== null && SEGMENTS.has(s.code) && !(s.code === "discount" && s.value === 0))
          .map((s) => ({ code: s.code, label: t(`seg_${s.code}`), amount: formatPrice(plnToGrosze(s.value!)) })),
        delivery: method ? `${method.method_title}${isPickupMethod(shipping.shippingMethod) ? ` – ${shipping.pickupId}` : ""}` : null,
        address: input.needsShipping ? `${who.firstName} ${who.lastName}, ${street(who)}, ${who.zipCode} ${who.city}` : null,
        payment: input.paymentTitle,
      });
    },
    [t],
  );
}
