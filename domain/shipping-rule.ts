/**
 * What ships: the one rule. Digital products (virtual products and downloads) are delivered without a parcel; every
 * other product type (simple, configurable children, bundles, single issues, subscriptions...) is shipped
 * (domain/delivery-rules.ts productGroup). The cart's totals (delivery costs, payment methods), the order records
 * (`is_virtual`) and the checkout (the delivery step) ask it.
 */
import { productGroup } from "./delivery-rules.ts";

/** Is a product of this type (products.type_id) sent by post or courier? */
export function isShipped(typeId: string): boolean {
  return productGroup(typeId) !== "digital";
}
