/**
 * The cart module's front door: guest and customer carts, their lines, totals, delivery and payment methods,
 * coupons. Other modules import this file only (docs/architecture.md).
 */
export { default as cartRoutes } from "./routes.ts";
export { CartService } from "./service.ts";

// What the order module still reaches for today; to be narrowed to one "order's part of the cart" door.
export { CART_COLUMNS, cartLookup, type CartRow } from "./carts.ts";
export { recordCouponUse } from "./coupons.ts";
export { checkSaleable, deleteLine, resolveLine, saveLine } from "./lines.ts";
export { loadOptionCatalogue, requireConfiguration } from "./configuration.ts";
export { cartErrors } from "./errors.ts";
export { prepared } from "./prepared.ts";
export { isPaymentMethodVisible, isShippingAvailable } from "./methods.ts";
export { calculateCart, type CartCalculation } from "./totals.ts";
