/**
 * The gift card module's front door (docs/decisions/2026-11-26-gift-cards.md): multi-purpose vouchers issued when an
 * order selling them is paid, mailed and listed in the buyer's account, checked and applied at checkout.
 * server/services.ts builds the service (a receiver of the payment events) with its cart and order ports;
 * server/app.ts registers the routes and starts its jobs. The cart reads the applied cards in its snapshot
 * (for-cart.ts); the order debits them in its transaction and gives them back when it cancels an unpaid order
 * (for-order.ts).
 */
export { default as giftCardRoutes } from "./routes.ts";
export { GiftCardService, giftCardErrors, type GiftCardCarts, type GiftCardDeps, type GiftCardOrders, type VoucherLine } from "./service.ts";
export { appliedGiftCardsSql, carryGiftCardsSql, type AppliedGiftCard } from "./for-cart.ts";
export { debitGiftCards, giftCardsOfOrders, restoreGiftCardsSql, type GiftCardUse, type OrderGiftCard } from "./for-order.ts";
