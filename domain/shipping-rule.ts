/**
 * What ships: the one rule. Virtual products and downloads are delivered without a parcel; every other product
 * type (simple, configurable children, bundles, single issues, subscriptions...) is shipped. The cart's totals
 * (delivery costs, payment methods), the order records (`is_virtual`) and the checkout (the delivery step) ask it.
 */
const NOT_SHIPPED = new Set(["virtual", "downloadable"]);

/** Is a product of this type (products.type_id) sent by post or courier? */
export function isShipped(typeId: string): boolean {
  return !NOT_SHIPPED.has(typeId);
}
