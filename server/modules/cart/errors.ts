/**
 * The cart's expected refusals: a stable code and the specification's sentence (docs/storefront.md §5 and §8). Returned as
 * values (server/http/outcome.ts), never thrown; the routes send them with sendRefusal.
 */
import { refuse } from "../../http/outcome.ts";

export const cartErrors = {
  cartNotFound: () => refuse("CART_NOT_FOUND", "No active cart with this id for this shopper. Create a new cart."),
  itemNotFound: () => refuse("CART_ITEM_NOT_FOUND", "This cart has no line with that item_id."),
  productNotFound: (sku: string) => refuse("PRODUCT_NOT_FOUND", `Product not found: ${sku}.`),
  invalidQty: () => refuse("INVALID_QTY", "Quantity must be positive integer"),
  outOfStock: () => refuse("OUT_OF_STOCK", "The product is out of stock and cannot be added to the cart!"),
  priceUnknown: () => refuse("PRICE_UNKNOWN", "Product price is unknown, product cannot be added to the cart!"),
  qtyNotAvailable: (maxQuantity: number) => refuse("QTY_NOT_AVAILABLE", `Only ${maxQuantity} products of this type are available`, { maxQuantity }),
  unknownConfiguration: () => refuse("UNKNOWN_CONFIGURATION", "No such configuration for the product. Please do choose another combination of attributes."),
  requiredOptionMissing: (titles: string[]) =>
    refuse("REQUIRED_OPTION_MISSING", `Please choose the required options: ${titles.join(", ")}.`, { options: titles }),
  couponInvalid: (reason: string) => refuse("COUPON_INVALID", "The coupon code isn't valid. Verify the code and try again.", { reason }),
  couponUsedUp: () => refuse("COUPON_USED_UP", "This coupon code has already been used.", { reason: "usage_limit" }),
  couponNotForEmail: () => refuse("COUPON_NOT_FOR_EMAIL", "This coupon code belongs to another e-mail address.", { reason: "email" }),
  couponExpired: () => refuse("COUPON_EXPIRED", "The coupon code has expired.", { reason: "expired" }),
  shippingMethodNotAvailable: () => refuse("SHIPPING_METHOD_NOT_AVAILABLE", "This delivery method is not available for this cart and address."),
  paymentMethodNotAvailable: () => refuse("PAYMENT_METHOD_NOT_AVAILABLE", "This payment method is not available for this cart."),
  invalidOptions: (reason: string) => refuse("VALIDATION_FAILED", `The product options are invalid: ${reason}.`),
};
