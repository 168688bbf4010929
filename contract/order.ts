/**
 * POST /api/order: the request (docs/api.md §4 plus Kiosk's `checkout` extension, see
 * docs/decisions/2026-11-24-order-contract.md) and the answers. Unknown fields the storefront sends with its
 * cart lines and addresses are allowed and ignored; what the order uses is validated for real.
 */
import { z } from "zod";
import { OrderShipment } from "./fulfilment.ts";
import { int4, number4, text as safeText } from "./primitives.ts";
import { isValidPhone, isValidPostcodeFor, POSTCODE_EXAMPLES, withFormattedPostcode } from "../domain/customer-address.ts";
import { CartIdInput, ProductOption } from "./cart.ts";
import { Preorder, VatRateSchema } from "./catalog.ts";
import { PaymentInfo } from "./payment.ts";
import { EmailSchema } from "./customer.ts";

const text = (max: number) => safeText().trim().max(max, { error: "value too long" });
const required = (max: number) => text(max).min(1, { error: "Field is required" });

// Fields of an address the order does not know are dropped (z.object strips them): the order stores and answers
// the address it validated, so OrderAddress below can be closed.
const AddressBase = z.object({
  firstname: required(100),
  lastname: required(100),
  street: z
    .array(text(200))
    .min(1, { error: "Field is required" })
    .max(3)
    .refine((lines) => (lines[0] ?? "") !== "", { error: "Field is required" }),
  city: required(100),
  postcode: required(20),
  country_id: safeText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: "must be a 2-letter country code" })
    .default("PL"),
  telephone: text(30).optional().nullable(),
  company: text(200).optional().nullable(),
});

function checkAddress(a: { postcode: string; country_id: string; telephone?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (!isValidPostcodeFor(a.postcode, a.country_id)) {
    const example = POSTCODE_EXAMPLES[a.country_id];
    ctx.addIssue({ code: "custom", path: ["postcode"], message: example ? `Zip code must look like ${example}` : "is not a postcode" });
  }
  if (a.telephone && !isValidPhone(a.telephone, a.country_id)) ctx.addIssue({ code: "custom", path: ["telephone"], message: "must be a phone number" });
}

export const BillingAddress = AddressBase.extend({
  email: EmailSchema,
  telephone: required(30),
  vat_id: text(32).optional().nullable(),
})
  .superRefine(checkAddress)
  .transform(withFormattedPostcode);
export const ShippingAddress = AddressBase.superRefine(checkAddress).transform(withFormattedPostcode);

/** The recipient of a subscription bought as a gift: where its issues go, and a message for the first parcel. */
export const GiftRecipient = AddressBase.pick({ firstname: true, lastname: true, street: true, city: true, postcode: true, country_id: true })
  .extend({ message: text(500).optional().nullable() })
  .superRefine(checkAddress)
  .transform(withFormattedPostcode);

const ORDER_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const Consents = z.object({
  rules: z.boolean(),
  email_commercials: z.boolean().default(false),
  phone_commercials: z.boolean().default(false),
  newsletter: z.boolean().default(false),
  newsletter_partner: z.boolean().default(false),
  digital_content_waiver: z.boolean().default(false),
});

export const CheckoutExtension = z.object({
  customer_type: z.enum(["private", "company"]).default("private"),
  invoice: z.boolean().default(false),
  regon: text(20).optional().nullable(),
  register_request_id: text(100).optional().nullable(),
  consents: Consents,
  create_account: z
    .object({ password: safeText().min(1).max(1024) })
    .optional()
    .nullable(),
  /**
   * The grand total (PLN) the shopper saw when pressing the binding button. When it is sent and the order's own
   * total differs, nothing is placed: 409 TOTAL_CHANGED with the order's total, to be shown and confirmed again.
   */
  expected_grand_total: z.number().min(0).max(100_000_000).optional().nullable(),
  /**
   * What the shopper saw left to pay once the applied gift cards paid their part (the cart's totals' amount_due).
   * When it is sent and differs, nothing is placed: 409 TOTAL_CHANGED with the order's total and amount due.
   */
  expected_amount_due: z.number().min(0).max(100_000_000).optional().nullable(),
  /** who receives the subscriptions bought as a gift (required when a line's options carry is_gift) */
  gift_recipient: GiftRecipient.optional().nullable(),
});

export const OrderProduct = z.looseObject({
  sku: required(64),
  qty: z.coerce.number().int({ error: "Quantity must be positive integer" }).min(1, { error: "Quantity must be positive integer" }).max(10_000),
  price: number4().optional().nullable(),
  product_option: z.unknown().optional(),
});

export const OrderBody = z.looseObject({
  order_id: safeText().regex(ORDER_ID, { error: "must be 8-64 letters, digits, - or _ (the client's own id of the order)" }),
  user_id: z.union([safeText(), int4()]).optional().nullable(),
  cart_id: CartIdInput.optional().nullable(),
  products: z.array(OrderProduct).min(1, { error: "cart must not be empty" }).max(200),
  addressInformation: z.looseObject({
    billingAddress: BillingAddress,
    shippingAddress: ShippingAddress.optional().nullable(),
    shipping_method_code: text(64).optional().nullable(),
    shipping_carrier_code: text(64).optional().nullable(),
    payment_method_code: required(64),
    payment_method_additional: z.record(safeText(), z.unknown()).optional().nullable(),
    shippingExtraFields: z
      .looseObject({ pickup_point_code: text(40).optional().nullable() })
      .optional()
      .nullable(),
  }),
  checkout: CheckoutExtension,
  store_code: safeText().max(32).optional().nullable(),
});
export type OrderRequest = z.output<typeof OrderBody>;

export const OrderConfirmation = z.strictObject({
  orderNumber: z.string(),
  backendOrderId: z.number().int(),
  magentoOrderId: z.number().int(),
  transferedAt: z.string(),
  status: z.enum(["pending", "processing", "complete", "canceled"]),
  grand_total: z.number().describe("the order's value (goods and delivery, VAT included)"),
  gift_card_amount: z.number().describe("what gift cards paid of it"),
  amount_due: z.number().describe("what is left for the payment method: grand_total − gift_card_amount"),
  payment_method_code: z.string(),
  accountCreated: z.boolean(),
  /** what the browser needs to pay an online order (a redirect address, a BLIK wait, an error); null for cash on delivery and free */
  payment: PaymentInfo.nullable(),
});
export type OrderConfirmation = z.output<typeof OrderConfirmation>;

/** GET /api/sync/order/:order_id: whether an order queued by the client under its own id reached the shop (docs/api.md §7). */
export const OrderSyncParams = z.object({ order_id: safeText().regex(ORDER_ID, { error: "must be the client's own id of the order" }) });
export const OrderSyncStatus = z.strictObject({
  order_id: z.string(),
  transmited: z.literal(true).describe("the client's spelling"),
  transmited_at: z.string().describe("when the shop received the order"),
  order: z.null().describe("never the order itself"),
});
export type OrderSyncStatus = z.output<typeof OrderSyncStatus>;

export const OrderQuery = z.object({ token: safeText().optional().describe("Customer access token (or Authorization: Bearer)") });
export const OrderParams = z.object({ orderId: z.coerce.number().int().min(1).max(2_147_483_647) });
const money = () => z.number();
const maybeText = () => z.string().nullable();

/** An address of a placed order, as stored from the order's request plus its type and the buyer's e-mail. */
export const OrderAddress = z.strictObject({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: maybeText().optional(),
  company: maybeText().optional(),
  vat_id: maybeText().optional(),
  email: z.string(),
  address_type: z.enum(["billing", "shipping"]),
});

export const OrderLine = z.strictObject({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  product_type: z.string(),
  is_virtual: z.boolean(),
  qty_ordered: z.number().int(),
  price: money(),
  price_incl_tax: money(),
  row_total: money(),
  row_total_incl_tax: money(),
  tax_percent: VatRateSchema,
  tax_amount: money(),
  discount_amount: money(),
  options: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  product_option: ProductOption.nullable(),
  parent_item_id: z.null(),
  preorder: Preorder.nullable().describe("A pre-order line: its release date and expected dispatch day when the order was placed"),
});

/** A placed order (Magento-shaped, docs/decisions/2026-11-24-order-contract.md), as server/modules/order/records.ts builds it. */
export const OrderRecord = z.strictObject({
  entity_id: z.number().int(),
  increment_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.string(),
  customer_id: z.number().int().nullable(),
  customer_email: z.string(),
  customer_firstname: z.string(),
  customer_lastname: z.string(),
  grand_total: money(),
  subtotal: money(),
  subtotal_incl_tax: money(),
  shipping_amount: money(),
  shipping_incl_tax: money(),
  shipping_tax_amount: money(),
  discount_amount: money(),
  tax_amount: money(),
  coupon_code: maybeText(),
  shipping_description: maybeText(),
  payment_method_code: z.string(),
  order_currency_code: z.string(),
  items: z.array(OrderLine),
  billing_address: OrderAddress,
  payment: z.strictObject({ method: z.string(), additional_information: z.array(z.string()) }),
  extension_attributes: z.strictObject({
    shipping_assignments: z.array(z.strictObject({ shipping: z.strictObject({ address: OrderAddress, method: maybeText() }) })),
    pickup_point: z
      .strictObject({
        carrier: z.string(),
        code: z.string(),
        address: z.strictObject({ line1: z.string(), line2: z.string(), postcode: maybeText(), city: maybeText() }),
        description: maybeText(),
      })
      .nullable(),
    invoice: z.strictObject({
      requested: z.boolean(),
      customer_type: z.string(),
      company: maybeText(),
      vat_id: maybeText(),
      regon: maybeText(),
      vat_scheme: z
        .enum(["domestic", "oss", "export"])
        .describe("How the VAT was charged: Polish VAT, the EU buyer country's VAT (OSS), or none (export of goods, 0 %)"),
      vat_country: z.string().describe("The country the VAT was charged for (the delivery country)"),
      number: z.string().nullable().describe('The invoice\'s number once the shop has issued it ("FV/2026/000123")'),
    }),
    shipment: OrderShipment.nullable().describe("The order's InPost shipment and its tracking number, once the shop has sent it"),
    tax_breakdown: z.array(z.strictObject({ percent: z.number(), net: money(), tax: money(), gross: money() })),
    /** the gift cards that paid part of the order (masked codes); restored: given back when the order was cancelled */
    gift_cards: z.array(z.strictObject({ code: z.string(), amount: money(), status: z.enum(["debited", "restored"]) })),
    gift_card_amount: money(),
    amount_due: money().describe("grand_total − gift_card_amount: what the payment method pays"),
    status_history: z.array(z.strictObject({ status: z.string(), comment: maybeText(), created_at: z.string() })),
    dispatch: z
      .strictObject({ kind: z.enum(["now", "preorder", "mixed"]), dispatch_date: z.string().nullable() })
      .describe("When the order ships: now, or whole on dispatch_date once its last pre-order is available"),
  }),
});
export type OrderRecord = z.output<typeof OrderRecord>;

export const OrderHistory = z.strictObject({
  items: z.array(OrderRecord),
  search_criteria: z.strictObject({ page_size: z.number().int(), current_page: z.number().int() }),
  total_count: z.number().int(),
});
export type OrderHistory = z.output<typeof OrderHistory>;
export type OrderAddress = z.output<typeof OrderAddress>;
