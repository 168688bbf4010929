/** Every product type a product (and so an order line) can have (docs/storefront.md §3). */
export const PRODUCT_TYPES = ["simple", "configurable", "grouped", "bundle", "virtual", "single_number", "subscription", "downloadable"] as const;

export type ProductTypeId = (typeof PRODUCT_TYPES)[number];

/** Whether `type` is one of the product types (a line's type as stored is plain text). */
export const isProductType = (type: string): type is ProductTypeId => (PRODUCT_TYPES as readonly string[]).includes(type);
