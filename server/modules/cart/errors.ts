/** The cart's business errors: a stable code and the specification's sentence (section 5 and 8). */
import { ApiError } from "../../http/envelope.ts";

export const cartErrors = {
  cartNotFound: () => new ApiError("CART_NOT_FOUND", "No active cart with this id for this shopper. Create a new cart."),
  itemNotFound: () => new ApiError("CART_ITEM_NOT_FOUND", "This cart has no line with that item_id."),
  productNotFound: (sku: string) => new ApiError("PRODUCT_NOT_FOUND", `Product not found: ${sku}.`),
  invalidQty: () => new ApiError("INVALID_QTY", "Quantity must be positive integer"),
  outOfStock: () => new ApiError("OUT_OF_STOCK", "The product is out of stock and cannot be added to the cart!"),
  priceUnknown: () => new ApiError("PRICE_UNKNOWN", "Product price is unknown, product cannot be added to the cart!"),
  qtyNotAvailable: (maxQuantity: number) => new ApiError("QTY_NOT_AVAILABLE", `Only ${maxQuantity} products of this type are available`, { maxQuantity }),
  unknownConfiguration: () =>
    new ApiError("UNKNOWN_CONFIGURATION", "No such configuration for the product. Please do choose another combination of attributes."),
  requiredOptionMissing: (titles: string[]) =>
    new ApiError("REQUIRED_OPTION_MISSING", `Please choose the required options: ${titles.join(", ")}.`, { options: titles }),
  couponInvalid: (reason: string) => new ApiError("COUPON_INVALID", "The coupon code isn't valid. Verify the code and try again.", { reason }),
  shippingMethodNotAvailable: () => new ApiError("SHIPPING_METHOD_NOT_AVAILABLE", "This delivery method is not available for this cart and address."),
  paymentMethodNotAvailable: () => new ApiError("PAYMENT_METHOD_NOT_AVAILABLE", "This payment method is not available for this cart."),
  invalidOptions: (reason: string) => new ApiError("VALIDATION_FAILED", `The product options are invalid: ${reason}.`),
};
