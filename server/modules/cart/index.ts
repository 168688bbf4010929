/**
 * The cart module's front door: guest and customer carts, their lines, totals, delivery and payment methods,
 * coupons. Other modules import this file only (docs/architecture.md).
 */
export { default as cartRoutes } from "./routes.ts";
export { CartService } from "./service.ts";

// The order's part of the cart (for-order.ts): the shopper's open cart brought to the client's lines (or a cart for
// this order alone), priced by the cart's totals, the coupon's use counted, and the cart's and the stock's parts
// of the order's single statements. The order module reads and writes carts and cart_items only through these.
export {
  bringCartTo,
  cartForOrderAlone,
  cartHoldsLines,
  CART_IS_OPEN_SQL,
  CART_WAS_OPEN_SQL,
  closeCartSql,
  lockOpenCartSql,
  orderCartLookup,
  type CartForOrder,
  type OrderCart,
  type OrderCartLine,
  type OrderedProduct,
  type UnavailableLine,
} from "./for-order.ts";
export { CouponBackOffice, type StaffCoupon, type StaffCouponInput, type StaffCouponUse } from "./back-office.ts";
export { couponAllowsOrderEmail, createAddressCoupon, recordCouponUse } from "./coupons.ts";
export { isPaymentMethodVisible, isShippingAvailable } from "./methods.ts";
export { calculateCart, type CartCalculation } from "./totals.ts";
