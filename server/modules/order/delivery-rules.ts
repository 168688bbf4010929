/**
 * Who can receive what an order sells (issue 15, docs/decisions/2026-11-26-deliver-what-is-sold.md): e-books and
 * renewable subscriptions are delivered to a customer account (the files are downloaded from it, the saved card
 * that renews belongs to it), and a subscription bought as a gift is sent to its recipient, whose name and
 * address the checkout asks for.
 */
import { isGiftSubscription } from "../../../domain/cart-options.ts";
import type { CheckoutExtension } from "../../../contract/order.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { z } from "zod";

type GiftRecipient = NonNullable<z.output<typeof CheckoutExtension>["gift_recipient"]>;
type Line = { typeId: string; isRecurring: boolean; productOption: unknown };

export const deliveryErrors = {
  accountRequired: () =>
    refuse("ACCOUNT_REQUIRED", "E-books and renewable subscriptions are delivered to a customer account: sign in, or create an account with this order."),
  giftRecipientRequired: () =>
    refuse("GIFT_RECIPIENT_REQUIRED", "A subscription bought as a gift needs the recipient's name and address.", [
      { field: "checkout.gift_recipient", message: "Field is required" },
    ]),
};

/** The lines that must be delivered to an account. */
export const needsAccount = (lines: Line[]): boolean => lines.some((l) => l.typeId === "downloadable" || l.isRecurring);

/** The gift recipient to store with the order (null when nothing is a gift), or why the order cannot be placed. */
export function checkDelivery(lines: Line[], hasAccount: boolean, recipient: GiftRecipient | null): Outcome<GiftRecipient | null> {
  if (!hasAccount && needsAccount(lines)) return deliveryErrors.accountRequired();
  if (!lines.some((l) => isGiftSubscription(l.productOption))) return accept(null);
  return recipient ? accept(recipient) : deliveryErrors.giftRecipientRequired();
}
