/** Request and response schemas of /api/cart/* (docs/api.md §3, §5; docs/api.md §3). */
import { z } from "zod";
import { idParam, number4, text } from "./primitives.ts";
import { LangParam, Preorder, VatRateSchema } from "./catalog.ts";
import { AppliedGiftCard } from "./giftcard.ts";

/**
 * A cart id as it comes in (query, body, the order's cart_id): trimmed here, once, so every counter keyed by it (the
 * per-cart coupon limit) and every lookup see the same id (docs/reliability.md).
 */
export const CartIdText = text().trim().max(64).describe("Guest cart: 32 hex characters; customer cart: its number");
/** A cart id that may also come as a number (a customer cart's quoteId); a string is trimmed. */
export const CartIdInput = z.union([CartIdText, number4()]);

export const CartQuery = z.object({
  token: text().optional().describe("Customer access token (or Authorization: Bearer); empty for a guest"),
  cartId: CartIdText.optional(),
});
/** Routes answering totals: `lang` is the language of the lines' option labels (docs/api.md §5.2). */
export const CartLangQuery = CartQuery.extend({
  lang: LangParam.describe("Language of the lines' option labels that come from catalogue labels: pl (default), en, de, it"),
});
export const CouponQuery = CartQuery.extend({ coupon: text().trim().min(1, { error: "is required" }).max(64).describe("Coupon code") });

const OptionList = z.union([z.array(z.unknown()), z.record(text(), z.unknown())]);
export const ProductOptionInput = z
  .object({
    extension_attributes: z
      .object({ configurable_item_options: OptionList.optional(), custom_options: OptionList.optional(), bundle_options: OptionList.optional() })
      .loose()
      .optional(),
  })
  .loose()
  .describe("Option lists as arrays, or objects keyed by option id");

export const ProductOption = z.strictObject({
  extension_attributes: z.strictObject({
    configurable_item_options: z.array(z.strictObject({ option_id: text(), option_value: text() })).optional(),
    custom_options: z.array(z.strictObject({ option_id: z.union([text(), z.number()]), option_value: z.union([text(), z.number()]) })).optional(),
    bundle_options: z
      .array(z.strictObject({ option_id: z.union([text(), z.number()]), option_qty: z.number(), option_selections: z.array(z.number()) }))
      .optional(),
    subscription_options: z
      .strictObject({
        number_option_id: z.number().int(),
        starting_number_id: z.number().int().nullable(),
        /** bought as a gift: the checkout asks for the recipient */
        is_gift: z.literal(true).optional(),
      })
      .optional(),
  }),
});

/**
 * A cart line's options as the API answers them: the normalised form (lists as arrays, in a stable key order) that
 * domain/cart-options.ts normaliseProductOption produces from a request's ProductOptionInput (arrays, or objects keyed by option id).
 */
export type ProductOption = z.output<typeof ProductOption>;

export const UpdateBody = z.object({
  cartItem: z.object({
    sku: text().trim().min(1).max(128),
    qty: z.union([number4(), text()]).describe("A positive integer (a numeric string is accepted)"),
    product_option: ProductOptionInput.optional().nullable(),
    item_id: idParam().optional(),
    quoteId: CartIdInput.optional(),
  }),
});

export const DeleteBody = z.object({
  cartItem: z.object({
    sku: text().optional(),
    item_id: idParam(),
    quoteId: CartIdInput.optional(),
  }),
});

const LineStock = z.strictObject({
  is_in_stock: z.boolean(),
  max_qty: z.number().int().describe("How many can be sold now (0 when disabled or out of stock)"),
});
const LineErrors = z
  .strictObject({
    stock: z.strictObject({
      code: z.enum(["PRODUCT_DISABLED", "OUT_OF_STOCK", "QTY_NOT_AVAILABLE"]),
      message: z.string(),
      maxQuantity: z.number().int().optional(),
    }),
  })
  .describe("Present when the line cannot be ordered as it stands (its product changed after it was added)");

export const ServerCartItem = z.strictObject({
  item_id: z.number().int(),
  sku: z.string().describe("The child sku for a configurable line"),
  qty: z.number().int(),
  name: z.string(),
  price: z.number().describe("Current unit price, gross PLN"),
  product_type: z.string(),
  quote_id: z.string(),
  product_option: ProductOption.optional(),
  parent_sku: z.string().optional().describe("pull: the configurable parent's sku, else the sku"),
  slug: z.string().optional().describe("pull: the product's url key (of the parent for a configurable line)"),
  url_path: z.string().optional(),
  image: z.string().nullable().optional().describe("pull: the catalogue image path"),
  stock: LineStock.optional(),
  preorder: Preorder.nullable().optional().describe("pull: the line's pre-order dates, null when it is not a pre-order"),
  errors: LineErrors.optional(),
});

const Address = z.record(text(), z.unknown());
export const ShippingMethodsBody = z.object({
  address: Address.refine((a) => typeof (a["country_id"] ?? a["countryId"]) === "string", { error: "country_id is required" }),
});

export const ShippingInformationBody = z.object({
  addressInformation: z
    .object({
      shippingAddress: Address.optional(),
      shipping_address: Address.optional(),
      billingAddress: Address.optional(),
      billing_address: Address.optional(),
      shippingCarrierCode: text().optional(),
      shipping_carrier_code: text().optional(),
      shippingMethodCode: text().optional(),
      shipping_method_code: text().optional(),
      paymentMethod: z.union([text(), z.object({ method: text() })]).optional(),
      payment_method_code: text().optional(),
    })
    .loose(),
});

export const CollectTotalsBody = z.object({
  methods: z.object({
    paymentMethod: z.object({ method: text() }).loose().optional(),
    shippingCarrierCode: text().optional(),
    shippingMethodCode: text().optional(),
  }),
});

export const MergeBody = z.object({
  guestCartId: text()
    .trim()
    .regex(/^[0-9a-f]{32}$/, { error: "must be a guest cart id (32 hex characters)" }),
});

const Money = z.number();
const TotalsItem = z.strictObject({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  price: Money,
  base_price: Money,
  price_incl_tax: Money,
  base_price_incl_tax: Money,
  row_total: Money,
  base_row_total: Money,
  row_total_incl_tax: Money,
  base_row_total_incl_tax: Money,
  row_total_with_discount: Money,
  tax_amount: Money,
  base_tax_amount: Money,
  tax_percent: VatRateSchema,
  discount_amount: Money,
  base_discount_amount: Money,
  discount_percent: z.number(),
  options: z.string().describe("JSON string of [{label, value}]"),
  product_type: z.string(),
  product_option: ProductOption.optional(),
  stock: LineStock.optional(),
  preorder: Preorder.nullable().optional().describe("The line's pre-order dates, null when it is not a pre-order"),
  errors: LineErrors.optional(),
});

const TotalSegment = z.strictObject({
  code: z.string(),
  title: z.string(),
  value: z.number().nullable(),
  area: z.string().optional(),
  extension_attributes: z
    .strictObject({
      tax_grandtotal_details: z.array(
        z.strictObject({ amount: Money, rates: z.array(z.strictObject({ percent: z.string(), title: z.string() })), group_id: z.number().int() }),
      ),
    })
    .optional(),
});

/** The Magento-shaped totals of a cart (docs/api.md §5.2), as server/modules/cart/totals.ts builds them. */
export const Totals = z.strictObject({
  grand_total: Money,
  base_grand_total: Money,
  subtotal: Money.describe("net, before discount"),
  base_subtotal: Money,
  subtotal_incl_tax: Money,
  base_subtotal_incl_tax: Money,
  discount_amount: Money.describe("negative gross discount, 0 without a coupon"),
  base_discount_amount: Money,
  subtotal_with_discount: Money.describe("gross goods after discount"),
  base_subtotal_with_discount: Money,
  shipping_amount: Money.describe("net shipping (taxed like the goods)"),
  base_shipping_amount: Money,
  shipping_discount_amount: Money,
  shipping_tax_amount: Money,
  base_shipping_tax_amount: Money,
  shipping_incl_tax: Money,
  base_shipping_incl_tax: Money,
  tax_amount: Money,
  base_tax_amount: Money,
  base_currency_code: z.string(),
  quote_currency_code: z.string(),
  items_qty: z.number().int(),
  coupon_code: z.string().optional().describe("Present only when a coupon is applied"),
  items: z.array(TotalsItem),
  total_segments: z.array(TotalSegment),
  extension_attributes: z.strictObject({
    free_shipping_remaining: Money.nullable(),
    free_shipping_threshold: Money.nullable(),
    shipping_carrier_code: z.string(),
    shipping_method_code: z.string(),
    line_errors: z.number().int().describe("Lines that cannot be ordered as they stand; the order refuses while above 0"),
    gift_cards: z.array(AppliedGiftCard).describe("Gift cards applied to the cart, in the order they pay (POST /api/gift-cards/apply)"),
    gift_card_amount: Money.describe("What the gift cards pay of the grand total (a means of payment, not a discount)"),
    amount_due: Money.describe("What is left to pay by the payment method: grand_total − gift_card_amount"),
    dispatch: z
      .strictObject({
        kind: z.enum(["now", "preorder", "mixed"]),
        dispatch_date: z.string().nullable(),
      })
      .optional()
      .describe(
        "When the order ships: now (no pre-order), preorder (only pre-orders) or mixed (pre-orders and items in stock); the whole order is dispatched on dispatch_date, when its last item is available",
      ),
    vat: z
      .strictObject({ scheme: z.enum(["domestic", "oss", "export"]), country: z.string() })
      .optional()
      .describe(
        "How the cart's VAT is charged for its delivery country (the shipping address's, else Poland): Polish VAT, the EU buyer country's (OSS) or none (export, 0 %)",
      ),
  }),
});
export type Totals = z.output<typeof Totals>;
export type TotalsItem = z.output<typeof TotalsItem>;
export type TotalSegment = z.output<typeof TotalSegment>;

export const PaymentMethod = z.strictObject({
  code: z.string(),
  title: z.string(),
  cost: z.number(),
  cost_incl_tax: z.number(),
  default: z.boolean(),
  offline: z.boolean(),
  is_server_method: z.literal(true),
});

export const ShippingMethod = z.strictObject({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: Money,
  base_amount: Money,
  available: z.boolean(),
  error_message: z.string(),
  price_excl_tax: Money,
  price_incl_tax: Money,
  default: z.boolean(),
  offline: z.boolean(),
});

/** POST /api/cart/create: a guest cart's 32-hex id, or a customer cart's number. */
export const CreatedCartId = z.union([z.string(), z.number()]);
export const CouponCode = z.string().nullable().describe("The applied coupon, null without one");
export const MergedCartId = z.number().int().describe("The customer cart the guest lines went to");
export const ShippingInformationResult = z.strictObject({ payment_methods: z.array(PaymentMethod), totals: Totals });

export type ServerCartItem = z.output<typeof ServerCartItem>;
export type PaymentMethod = z.output<typeof PaymentMethod>;
export type ShippingMethod = z.output<typeof ShippingMethod>;
export type UpdateBody = z.input<typeof UpdateBody>;
export type DeleteBody = z.input<typeof DeleteBody>;
