/** The order module's front door: placing orders, a customer's orders, the order's mails (rendered for the mail outbox), the order's side of payment. */
export { default as orderRoutes } from "./routes.ts";
export { OrderService, type PlacedLine } from "./service.ts";
export type { StaffOrderDetail, StaffOrderQuery, StaffOrderRow } from "./back-office.ts";
// The back office's shipments, invoice numbers and resent confirmations (fulfilment.ts), their audit hook.
export type { OrderFulfilmentView } from "./fulfilment.ts";
export type { InTransaction } from "./fulfilment-types.ts";
export type { ShipmentView } from "./shipments.ts";
// A subscription's renewal order (renewal.ts), placed through OrderService.placeRenewal.
export { RENEWAL_PAYMENT_METHOD, type RenewalInput, type RenewalPlaced } from "./renewal.ts";
// The order's side of online payment (for-payment.ts): the port the order calls, the order's facts, and its
// state changes as SQL fragments the payment module composes; the pay token of an order (pay-token.ts).
export {
  cancelUnpaidOrderSql,
  dueUnpaidOrdersSql,
  isOfflinePayment,
  markOrderPaidSql,
  paymentOrderSql,
  type OrderPayments,
  type PaymentOrder,
} from "./for-payment.ts";
export { isPayToken, payLink, payToken } from "./pay-token.ts";
// Table types, for other modules' row types (RowOf); only the order module writes these tables.
export type { orders } from "./tables.ts";
// The paid downloadable lines the download module grants files for (for-downloads.ts).
export { paidDownloadLinesSql } from "./for-downloads.ts";
// Read-only facts of paid orders for the modules that deliver what was bought (for-fulfilment.ts).
export { orderLinesForFulfilment, orderStatusOf, paidOrdersSince, PAID_ORDER_STATUSES, type FulfilmentLine } from "./for-fulfilment.ts";
// Whether a customer bought a product, for the reviews' "verified purchase" (for-reviews.ts).
export { customerBoughtProduct } from "./for-reviews.ts";
